import { conceptForPhrase, isAdjective, lemmatize, nounKinds } from '../vocabulary'
import { isLittleWord } from './little-words'

// An occasion people are at: "a girl singing at a concert", "kids at the school play", "a dad at the football
// match", "a girl at a dance recital". After "at" or "to" the word names the event, so it is never its thing
// sense's drawing (a match is no matchbox, a recital no yarn), and with no drawing of its own it is said, never
// passed over as a doing. Places named so ("at the fair", "at a birthday party") are read before this
// (named-places.ts) and drawn; an event the art draws ("at a wedding") is drawn.

// Kinds of a noun's sense that make it a happening: a show, a game, a ceremony.
const HAPPENING = /^noun\.(act|event|communication)$/
// "At a", "to the": an occasion is one of many ("to tie his school tie" is his own thing, no occasion).
const ARTICLE = /^(a|an|the)$/
// "To" is an occasion's only after going there ("going to a concert"); "next to a shipwreck" is beside a thing.
const GOING = /^(go|goes|going|went|come|comes|coming|came|off|trip|way|walking|driving|riding|heading)$/
// Happenings that say when or where on a thing, not what: "at the same time", "at the end".
const NOT_OCCASIONS = new Set('time end moment start beginning stop turn way rate pace point'.split(' '))

/**
 * Whether the word at `i` names an occasion the prompt puts someone at: after "at" (or "to" after going) and an
 * article, with up to two nouns between that say which ("the school play", "the school Christmas play"); after
 * "in" or "for" only a show ("in the Christmas concert", "for the school play": never "in a line" nor "in a
 * relay race"). `from`: where the phrase to say begins.
 */
export function occasionAt(words: string[], i: number): { from: number } | null {
  const word = words[i]
  if (!word) return null
  const lemma = lemmatize(word)
  if (!lemma || isLittleWord(word) || NOT_OCCASIONS.has(lemma) || /ing$/.test(word)) return null
  // The last noun names the thing: "at the starting blocks", "at a concert hall" are no occasions.
  const next = words[i + 1] ?? ''
  if (next && !isLittleWord(next) && !/ing$/.test(next) && nounKinds(next).length) return null
  let from = i
  while (from > i - 2 && from > 0 && namesWhich(words[from - 1])) from--
  const prep = from - 2
  if (!ARTICLE.test(words[from - 1] ?? '')) return null
  const going = words[prep] === 'to' && GOING.test(words[prep - 1] ?? '')
  const kinds = nounKinds(lemma)
  // Taking part in a race or a game is drawn by the runners and their gear; a show one is in is not.
  const within = /^(in|for)$/.test(words[prep] ?? '') && kinds[0] === 'noun.communication'
  if (!(words[prep] === 'at' || going || within)) return null
  const drawn = conceptForPhrase(lemma) !== null
  // A drawing of the happening itself ("a wedding", the circus's tent) is drawn; a thing's drawing only when its
  // name is first a made thing and second the happening (a match, no matchbox): a shop's third sense is none.
  const happening = drawn
    ? kinds[0] === 'noun.artifact' && HAPPENING.test(kinds[1] ?? '')
    : kinds.slice(0, 3).some((k) => HAPPENING.test(k))
  return happening ? { from } : null
}

/** A noun before an occasion that says which ("school", "Christmas"); no article, describing word or verb. */
function namesWhich(word: string | undefined): boolean {
  if (!word || isLittleWord(word) || ARTICLE.test(word) || /ing$/.test(word) || isAdjective(word))
    return false
  return nounKinds(word).length > 0
}
