import type { Concept, SettingId } from '../vocabulary'
import {
  conceptForPhrase,
  conceptThroughWordnet,
  isAdjective,
  isNounPhrase,
  lemmatize,
  nounKind,
  SETTINGS,
} from '../vocabulary'
import type { SubjectRelation } from './plan'

export type Relation = 'head' | 'hand' | 'breath' | 'beside'

export type PromptReading = {
  subjects: Concept[]
  /** Things the prompt attaches to a subject: "wearing a crown", "holding a balloon". */
  attached: { concept: Concept; relation: Relation; subject: number }[]
  /** Subjects doing something with another subject: "a cat riding a skateboard". Indexes into `subjects`. */
  relations: { actor: number; relation: SubjectRelation; object: number }[]
  setting: SettingId | null
  /** Things the prompt names that no drawing shows, as the prompt wrote them ("Eiffel Tower"). */
  missing: string[]
  /** Words the reading did not use at all (neither drawn, nor a setting, nor a known small word). */
  unread: string[]
}

const STOP = new Set(
  'a an the and or of to in on at under over near by with without for from into onto is are be being its his her their my your our this that these those very big small little cute happy funny silly beautiful pretty giant tiny young two three four five six some many lots lot page picture drawing coloring colouring sheet draw color colour make please who which while has have having playing sitting standing running flying swimming jumping sleeping looking cartoon realistic simple detailed easy intricate style kid kids child children'.split(
    ' ',
  ),
)
// Words that describe what follows when something follows: "a baby elephant", "an orange cat".
const MODIFIERS = new Set(
  'baby old young orange lime lemon peach cherry rose gold golden silver chocolate cream snow ice toy'.split(
    ' ',
  ),
)
const CONTAINERS = new Set(
  'bowl plate cup glass jar box bag basket bucket pot slice piece family group herd flock pack school bunch pair couple'.split(
    ' ',
  ),
)
const RELATION_WORDS: Record<string, Relation> = {
  wearing: 'head',
  wears: 'head',
  wear: 'head',
  holding: 'hand',
  holds: 'hand',
  carrying: 'hand',
  breathing: 'breath',
  breathes: 'breath',
  blowing: 'breath',
  with: 'beside',
}
// Two subjects together: the object becomes a subject of its own, and the plan records the relation.
const SUBJECT_RELATIONS: [string, SubjectRelation][] = [
  ['next to', 'next-to'],
  ['on top of', 'on'],
  ['riding', 'riding'],
  ['rides', 'riding'],
  ['ride', 'riding'],
  ['on', 'on'],
  ['reading', 'reading'],
  ['reads', 'reading'],
  ['eating', 'eating'],
  ['eats', 'eating'],
  ['under', 'under'],
  ['underneath', 'under'],
  ['below', 'under'],
  ['in', 'in'],
  ['inside', 'in'],
  ['beside', 'next-to'],
  ['near', 'next-to'],
]
const PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'under',
  'inside',
  'through',
  'over',
  'into',
  'across',
  'near',
  'by',
])
// "a girl with curly hair": which person drawing, and which hair.
const PEOPLE: Record<string, string> = {
  girl: 'woman',
  woman: 'woman',
  lady: 'woman',
  female: 'woman',
  boy: 'man',
  man: 'man',
  guy: 'man',
  male: 'man',
  person: 'person',
  child: 'person',
  kid: 'person',
}
const HAIR: Record<string, string> = {
  curly: 'curly hair',
  red: 'red hair',
  ginger: 'red hair',
  white: 'white hair',
  grey: 'white hair',
  gray: 'white hair',
  blond: 'blond hair',
  blonde: 'blond hair',
  bald: 'bald',
  beard: 'beard',
  bearded: 'beard',
}
// Kinds of noun a drawing is made of: a leftover word of these kinds is something the page would lack.
const DRAWABLE_KINDS = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.food',
  'noun.person',
  'noun.plant',
  'noun.object',
])
// Parts, patterns and page words: a page can lack them and still show what was asked.
const INCIDENTAL = new Set(
  'valentine holiday hair wing wings tail horn horns spot spots stripe stripes pattern patterns background border frame scene outline outlines detail details line lines face smile eye eyes mandala number numbers shape shapes letter letters word words name text poster card banner sign'.split(
    ' ',
  ),
)

function settingWords(): [string, SettingId][] {
  const out: [string, SettingId][] = []
  for (const setting of Object.values(SETTINGS))
    for (const word of setting.words) out.push([word, setting.id])
  return out.sort((a, b) => b[0].length - a[0].length)
}

/** Words of a prompt, lower case for reading and as typed for quoting back. */
function tokens(text: string): { words: string[]; typed: string[] } {
  const typed = text
    .replace(/[’]/g, "'")
    .replace(/[^A-Za-z' -]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/i, ''))
    .filter(Boolean)
  return { words: typed.map((w) => w.toLowerCase()), typed }
}

/** "a girl with curly hair" -> the "woman curly hair" drawing; "a woman doctor" -> "woman health worker". */
function personVariant(words: string[], i: number): { concept: Concept; span: number } | null {
  const gender = PEOPLE[words[i]]
  if (!gender) return null
  const hairAt = words[i + 1] === 'with' ? i + 2 : i + 1
  const hair = HAIR[words[hairAt]]
  if (hair) {
    const span = hairAt - i + 1 + (words[hairAt + 1] === 'hair' ? 1 : 0)
    const concept = conceptForPhrase(`${gender} ${hair}`)
    if (concept) return { concept, span }
  }
  for (const n of [3, 2, 1]) {
    const role = i + 1 + n <= words.length ? conceptForPhrase(words.slice(i + 1, i + 1 + n).join(' ')) : null
    if (!role) continue
    const variant = conceptForPhrase(`${gender} ${role.label}`)
    if (variant) return { concept: variant, span: n + 1 }
  }
  return null
}

/** Reads subjects, relations, attached props and a named setting out of a prompt (lettering already removed). */
export function readPrompt(text: string): PromptReading {
  // "a coloring page for kids": who the page is for is not what it shows.
  const { words, typed } = tokens(
    text.replace(/\bfor\s+(kids|children|toddlers|preschoolers|adults|boys|girls)\b/gi, ' '),
  )
  const subjects: Concept[] = []
  const attached: PromptReading['attached'] = []
  const relations: PromptReading['relations'] = []
  const missing: string[] = []
  const unread: string[] = []
  let setting: SettingId | null = null
  let relation: Relation | null = null
  let pending: { relation: SubjectRelation; actor: number } | null = null
  let afterPreposition = false
  const settingsByWord = settingWords()

  const use = (concept: Concept) => {
    afterPreposition = false
    if (relation && subjects.length) {
      attached.push({ concept, relation, subject: subjects.length - 1 })
      relation = null
      return
    }
    let at = subjects.findIndex((s) => s.id === concept.id)
    if (at < 0 && subjects.length < 3) at = subjects.push(concept) - 1
    if (pending && at >= 0 && at !== pending.actor)
      relations.push({ actor: pending.actor, relation: pending.relation, object: at })
    pending = null
  }
  const conceptAt = (i: number): { concept: Concept; span: number } | null => {
    for (const n of [4, 3, 2, 1]) {
      if (i + n > words.length) continue
      const concept = conceptForPhrase(words.slice(i, i + n).join(' '))
      if (concept) return { concept, span: n }
    }
    return null
  }

  for (let i = 0; i < words.length; ) {
    const word = words[i]
    // A place named in several words ("under the sea") before the small words in it read as relations.
    const place = settingsByWord.find(
      ([phrase]) => phrase.includes(' ') && words.slice(i, i + phrase.split(' ').length).join(' ') === phrase,
    )
    if (place && !conceptForPhrase(place[0])) {
      setting ??= place[1]
      i += place[0].split(' ').length
      pending = null
      afterPreposition = false
      continue
    }
    if (word in RELATION_WORDS && subjects.length) {
      relation = RELATION_WORDS[word]
      i++
      continue
    }
    const together = subjects.length
      ? SUBJECT_RELATIONS.find(
          ([phrase]) => words.slice(i, i + phrase.split(' ').length).join(' ') === phrase,
        )
      : undefined
    if (together && !relation) {
      pending = { relation: together[1], actor: subjects.length - 1 }
      afterPreposition = PREPOSITIONS.has(together[0].split(' ')[0])
      i += together[0].split(' ').length
      continue
    }
    const person = personVariant(words, i)
    if (person) {
      use(person.concept)
      i += person.span
      continue
    }
    let found = conceptAt(i)
    const phraseAt = found ? words.slice(i, i + found.span).join(' ') : ''
    const isSettingPhrase = found && settingsByWord.some(([p]) => p === phraseAt)
    // "a bowl of spaghetti", "a plate of cookies": the page shows what is in it.
    if ((!found || found.span === 1) && CONTAINERS.has(word) && words[i + 1] === 'of' && conceptAt(i + 2)) {
      i += 2
      continue
    }
    // A name WordNet knows whole ("mail carrier", "tree house") is not its first word's drawing plus a miss.
    if (found?.span === 1 && wordnetCompound(words, i)) {
      found = null
    }
    // "a baby elephant", "an orange cat": the first word describes the second.
    // ("a baby crawling": a verb after it leaves it the subject.)
    const next = words[i + 1]
    if (found && found.span === 1 && MODIFIERS.has(word) && next && !STOP.has(next) && !/ing$/.test(next)) {
      i++
      continue
    }
    if (found && found.span > 1 && !(isSettingPhrase && afterPreposition)) {
      use(found.concept)
      i += found.span
      continue
    }
    // A setting is a place the prompt puts things: after a preposition, or a word that is only a place.
    let matchedSetting = false
    for (const [phrase, id] of settingsByWord) {
      const n = phrase.split(' ').length
      if (words.slice(i, i + n).join(' ') !== phrase) continue
      // "a space station" names one thing, not a station in space.
      if (!afterPreposition && n === 1 && (wordnetCompound(words, i) ?? 0) > 1) break
      if (afterPreposition || !conceptForPhrase(phrase) || subjects.length) {
        setting ??= id
        i += n
        matchedSetting = true
        pending = null
      }
      break
    }
    if (matchedSetting) {
      afterPreposition = false
      continue
    }
    afterPreposition = PREPOSITIONS.has(word) || (afterPreposition && STOP.has(word))
    if (found) {
      use(found.concept)
      i += found.span
      continue
    }
    // A name WordNet knows as one noun ("Eiffel Tower", "hot air balloon"): drawn whole or missed whole.
    let compound = wordnetCompound(words, i)
    // "a busy bee", "a night owl": WordNet knows these as kinds of people; the person asked for the animal.
    if (compound && nounKind(words.slice(i, i + compound).join(' ')) === 'noun.person') {
      const head = conceptForPhrase(words[i + compound - 1])
      if (head) compound = undefined
    }
    const span = compound ?? 1
    const phrase = words.slice(i, i + span).join(' ')
    const asTyped = typed.slice(i, i + span).join(' ')
    i += span
    if (STOP.has(phrase) || word in RELATION_WORDS || phrase.length < 3) continue
    const lemma = span === 1 ? lemmatize(word) : phrase
    const concept = conceptThroughWordnet(lemma)
    if (concept) {
      use(concept)
      continue
    }
    // "a cozy room", "round wheels": a word that can describe the next one does.
    const describes = span === 1 && i < words.length && !STOP.has(words[i]) && isAdjective(word)
    if (!describes && isMissing(lemma, word)) missing.push(asTyped)
    else unread.push(asTyped)
  }
  return { subjects, attached, relations, setting, missing, unread }
}

function wordnetCompound(words: string[], i: number): number | undefined {
  return [4, 3, 2].find(
    (n) =>
      i + n <= words.length &&
      !conceptForPhrase(words.slice(i, i + n).join(' ')) &&
      isNounPhrase(words.slice(i, i + n).join(' ')),
  )
}

/** A leftover word names a thing a page would have to show: a person, animal, plant, food or made thing. */
function isMissing(lemma: string, word: string): boolean {
  if (INCIDENTAL.has(lemma) || /(ing|ed|ly)$/.test(word)) return false
  const kind = nounKind(lemma)
  return kind !== null && DRAWABLE_KINDS.has(kind)
}
