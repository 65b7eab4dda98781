import { conceptForPhrase, conceptThroughWordnet } from './concept-index'
import type { Concept, SettingId } from './concept-types'
import { lemmatize } from './lemmatize'
import { SETTINGS } from './settings'

export type Relation = 'head' | 'hand' | 'breath' | 'beside'

export type PromptReading = {
  subjects: Concept[]
  /** Things the prompt attaches to a subject: "wearing a crown", "holding a balloon". */
  attached: { concept: Concept; relation: Relation; subject: number }[]
  setting: SettingId | null
}

const STOP = new Set(
  'a an the and or of to in on at under over near by with without for from into onto is are be being its his her their my your our this that these those very big small little cute happy funny silly beautiful pretty giant tiny baby young old two three four five some many lots lot page picture drawing coloring colouring sheet draw color colour make please who which while has have having playing sitting standing running flying swimming jumping sleeping eating looking cartoon realistic simple detailed easy intricate style kid kids child children'.split(
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

function settingWords(): [string, SettingId][] {
  const out: [string, SettingId][] = []
  for (const setting of Object.values(SETTINGS))
    for (const word of setting.words) out.push([word, setting.id])
  return out.sort((a, b) => b[0].length - a[0].length)
}

/** Reads subjects, attached props and a named setting out of a prompt's words (text already removed). */
export function readPrompt(text: string): PromptReading {
  const words = text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const subjects: Concept[] = []
  const attached: PromptReading['attached'] = []
  let setting: SettingId | null = null
  let relation: Relation | null = null
  let afterPreposition = false
  const settingsByWord = settingWords()

  for (let i = 0; i < words.length; ) {
    const word = words[i]
    if (word in RELATION_WORDS && subjects.length) {
      relation = RELATION_WORDS[word]
      i++
      continue
    }
    // Compounds first: "ice cream" is a food even though "ice" alone names a setting.
    const compound = [3, 2]
      .map((n) => ({
        n,
        c: words.length - i >= n ? conceptForPhrase(words.slice(i, i + n).join(' ')) : null,
      }))
      .find((m) => m.c)
    if (
      compound?.c &&
      !settingsByWord.some(
        ([phrase]) => phrase === words.slice(i, i + compound.n).join(' ') && afterPreposition,
      )
    ) {
      i += compound.n
      afterPreposition = false
      if (relation && subjects.length) {
        attached.push({ concept: compound.c, relation, subject: subjects.length - 1 })
        relation = null
      } else if (subjects.length < 3 && !subjects.some((s) => s.id === compound.c?.id))
        subjects.push(compound.c)
      continue
    }
    // A setting is a place the prompt puts things: after a preposition, or a word that is only a place.
    let matchedSetting = false
    for (const [phrase, id] of settingsByWord) {
      const n = phrase.split(' ').length
      if (words.slice(i, i + n).join(' ') !== phrase) continue
      const alsoConcept = conceptForPhrase(phrase)
      if (afterPreposition || !alsoConcept || subjects.length) {
        setting ??= id
        i += n
        matchedSetting = true
      }
      break
    }
    if (matchedSetting) {
      afterPreposition = false
      continue
    }
    afterPreposition = PREPOSITIONS.has(word) || (afterPreposition && STOP.has(word))
    let concept: Concept | null = null
    let span = 1
    for (const n of [3, 2, 1]) {
      const phrase = words.slice(i, i + n)
      if (phrase.length < n) continue
      concept = conceptForPhrase(phrase.join(' '))
      if (concept) {
        span = n
        break
      }
    }
    if (!concept && !STOP.has(word) && word.length > 2 && !(word in RELATION_WORDS)) {
      concept = conceptThroughWordnet(lemmatize(word))
    }
    i += span
    if (!concept) continue
    if (relation && subjects.length) {
      attached.push({ concept, relation, subject: subjects.length - 1 })
      relation = null
    } else if (subjects.length < 3 && !subjects.some((s) => s.id === concept.id)) {
      subjects.push(concept)
    }
  }
  return { subjects, attached, setting }
}
