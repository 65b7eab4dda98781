// What a page shows and says, as its plan has it, and whether a word or a compound the prompt names is shown by
// it: by its drawing, a kin of it, a drawing of its class, or a word of what is drawn or said. nothing-dropped.ts
// says whatever is shown by none of these.

import {
  type Concept,
  closeNouns,
  conceptById,
  conceptForPhrase,
  kinThroughWordnet,
  lemmatize,
  nounKind,
  SETTINGS,
  senseDiffers,
} from '../vocabulary'
import { groupShown } from './group-words'
import { LETTERED_PAGE_WORDS } from './holiday-cards'
import { skyWordsShown } from './not-things'
import { personName } from './person-compounds'
import type { Plan } from './plan'
import { describeFigure, patternWords } from './read-figure'

/** What the page shows and says, as the plan has it. */
export type PageAccount = {
  /** Ids of every drawing on the page: subjects, props, a figure's motif. */
  drawnIds: Set<string>
  /** Words of everything drawn or named: labels, the setting's names, people's roles, lettering, left out. */
  drawnWords: Set<string>
  /** The words the people drawn were read from ("window washer"): a person named in them is drawn. */
  people?: Set<string>
  /** What the people drawn are doing ("jump"): a doing named by it is shown by their pose ("the long jump"). */
  action?: string
}

export const PERSON_ID = /^(person|man|woman|boy|girl|baby|old-|.*-worker|santa|mrs-claus)/

// Words for a whole class of drawings (WordNet's top nouns): shown by any drawing of the class.
export const CLASS_WORDS: Record<string, string> = { animal: 'noun.animal', food: 'noun.food' }

/** "animals", "food": a class word is shown by a drawing of its class. */
function classShown(lemma: string, account: PageAccount): boolean {
  const kind = CLASS_WORDS[lemma]
  return [...account.drawnIds].some((id) => {
    const name = id.replace(/-/g, ' ')
    return (nounKind(name) ?? nounKind(lemmatize(name.split(' ').pop() ?? ''))) === kind
  })
}

/** A compound is shown by its own drawing, a kin of it, or its head word when it is a kind of its head. */
export function phraseShown(phrase: string, head: string, account: PageAccount, hasPerson = false): boolean {
  if (drawn(conceptForPhrase(phrase), account)) return true
  // "tea pots": a drawing's one-word name typed in two (two-word-names.ts).
  if (drawn(conceptForPhrase(phrase.replace(/ /g, '')), account)) return true
  if (account.drawnWords.has(phrase)) return true
  // A person named in words that are things ("a window washer") is shown by a person, never by a washing
  // machine the head word also names.
  if (personName(phrase.split(' ')))
    return hasPerson && phrase.split(' ').every((w) => account.people?.has(w))
  if (drawn(kinThroughWordnet(phrase)?.concept ?? null, account)) return true
  const headLemma = lemmatize(head)
  // "a picket fence" is a fence; a bird bath is no bath, sheet music no music.
  // A person by their job ("a delivery man") is the person the figure draws.
  const kindOfHead =
    !senseDiffers(headLemma) &&
    (closeNouns(phrase).includes(headLemma) ||
      closeNouns(phrase.replace(/ /g, '')).includes(headLemma) ||
      (nounKind(phrase) ?? nounKind(phrase.replace(/ /g, ''))) === 'noun.person')
  return kindOfHead && wordShown(headLemma, head, account)
}

export function wordShown(lemma: string, word: string, account: PageAccount): boolean {
  if (account.drawnWords.has(lemma) || account.drawnWords.has(word)) return true
  // A drawing named by a word it ends in: the ball of "basketball", the pot of "teapot".
  for (const shown of account.drawnWords)
    if (shown.length > lemma.length && shown.endsWith(lemma)) return true
  if (drawn(conceptForPhrase(word) ?? conceptForPhrase(lemma), account)) return true
  if (groupShown(lemma, account.drawnIds)) return true
  if (Object.hasOwn(CLASS_WORDS, lemma) && classShown(lemma, account)) return true
  return drawn(kinThroughWordnet(lemma)?.concept ?? null, account)
}

const drawn = (concept: Concept | null, account: PageAccount) =>
  concept !== null && account.drawnIds.has(concept.id)

/** Every word of each phrase, as written and as its lemma. */
export function wordsOf(phrases: string[]): Set<string> {
  const out = new Set<string>()
  for (const phrase of phrases) {
    const lower = phrase
      .toLowerCase()
      .replace(/[^a-z' -]/g, ' ')
      .trim()
    if (lower) out.add(lower.replace(/\s+/g, ' '))
    for (const w of lower.split(/[\s-]+/).filter(Boolean)) {
      out.add(w)
      out.add(lemmatize(w))
    }
  }
  return out
}

// Words of a figure page that name the figure itself or its style, not a thing in it ("an animal mandala").
export const FIGURE_WORDS =
  'mandala mandalas pattern patterns zentangle tessellation border frame tile tiles flower floral geometric circle round zen abstract animal'.split(
    ' ',
  )

function figureMotifs(figure: Plan['figure']): string[] {
  if (!figure || !('motif' in figure)) return []
  return [figure.motif, 'alternate' in figure ? figure.alternate : undefined].filter((id): id is string =>
    Boolean(id),
  )
}

// What a drawn backdrop shows besides its name: the zoo's back is its railing fence (scenery/room-scenes.ts),
// so "at the zoo fence" is on the page.
const SCENERY_SHOWS: Record<string, string[]> = {
  '*zoo-wall': ['fence', 'railing', 'railings', 'zoo fence', 'zoo railings'],
}

/** What the page shows and says, as `plan` has it: its drawings, every word of them, its people. */
export function pageAccount(plan: Plan, claimed?: Set<string>): PageAccount {
  const motifs = figureMotifs(plan.figure)
  const drawnIds = new Set([
    ...plan.subjects.map((s) => s.concept),
    ...plan.props.map((p) => p.concept.replace(/^\*/, '')),
    ...motifs,
  ])
  const setting = SETTINGS[plan.setting]
  const drawnWords = wordsOf([
    ...plan.subjects.map((s) => s.label),
    // A drawing named by what it shows ("cup with straw" drawn for "a milkshake with a straw") shows those too.
    ...plan.subjects.map((s) => s.concept.replace(/-/g, ' ')),
    ...plan.props.map((p) => p.label),
    ...plan.props.map((p) => p.concept.replace(/^\*/, '').replace(/-/g, ' ')),
    ...plan.props.flatMap((p) => SCENERY_SHOWS[p.concept] ?? []),
    ...plan.leftOut,
    ...(plan.parts ?? []),
    ...plan.standIns.map((s) => s.asked),
    ...(plan.text ?? []),
    // A page that letters a greeting is the card, banner or sign itself.
    ...(plan.text ? LETTERED_PAGE_WORDS : []),
    ...(plan.namedSetting ? [plan.namedSetting] : []),
    setting.label,
    ...setting.words,
    ...skyWordsShown(plan.setting),
    ...(claimed ?? []),
    ...motifs.map((id) => conceptById(id).label),
    ...(plan.figure ? [describeFigure(plan.figure), ...FIGURE_WORDS] : []),
    ...(plan.figure?.kind === 'pattern' ? patternWords(plan.figure.pattern) : []),
    ...(plan.figure && 'motifNames' in plan.figure ? (plan.figure.motifNames ?? []) : []),
  ])
  if (plan.people?.people.length) drawnWords.add('person')
  // A person subject is read from its label's words too ("a barista" drawn as a person labelled so).
  const people = wordsOf([
    ...(claimed ?? []),
    ...plan.subjects.filter((s) => PERSON_ID.test(s.concept)).map((s) => s.label),
  ])
  return { drawnIds, drawnWords, people, action: plan.people?.action }
}
