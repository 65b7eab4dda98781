import type { Concept } from './concept-types'
import { reachedInSense } from './drawn-sense'
import { hypernymsOf, hyponymsOf, nounSenseOffsets, synsetInfo, synsetsAbove } from './wordnet'

/**
 * The last rule for an animal with no drawing, no drawing that looks like all its kinds and no one drawing in
 * its genus or family (close-relatives.ts): the drawn animal nearest it in WordNet's tree, said on the page
 * ("Drawn as a mantis: Colorly has no cockroach yet"). A child asked for the animal; its nearest drawn kin is a
 * page, where a refusal is none. Nearest is counted in steps up to a shared kind and down to the drawing; the
 * walk goes up four kinds at most and stops below a kind so broad that what it holds shares no look (an animal,
 * a mammal, an insect: a cockroach is a dictyopterous insect like the mantis, not like the bee).
 */
export function nearestDrawnKin(sense: number, drawingOf: (word: string) => Concept | null): Concept | null {
  for (const [above, up] of [...synsetsAbove(sense, UP)].sort((a, b) => a[1] - b[1])) {
    if (up === 0) continue
    if (synsetInfo(above).words.some((w) => TOO_BROAD.has(w))) return null
    const found = drawnBelow(above, sense, up === 1, drawingOf)
    if (found) return found
  }
  return null
}

const UP = 4
const DOWN = 4
// Kinds whose members share no look a child would take for one another.
const TOO_BROAD = new Set([
  'animal',
  'chordate',
  'vertebrate',
  'invertebrate',
  'mammal',
  'placental',
  'insect',
  'arthropod',
  'bird',
  'reptile',
  'fish',
  'mollusk',
])

/** The drawing nearest below a kind, breadth first (the sense itself and its own kinds left out). */
function drawnBelow(
  kind: number,
  sense: number,
  byHead: boolean,
  drawingOf: (word: string) => Concept | null,
): Concept | null {
  const seen = new Set([sense])
  let level = [kind]
  for (let depth = 0; depth <= DOWN && level.length; depth++) {
    const next: number[] = []
    for (const at of level) {
      if (seen.has(at) && at !== kind) continue
      seen.add(at)
      if (synsetInfo(at).kind !== 'noun.animal') continue
      for (const word of synsetInfo(at).words) {
        const drawing = drawingOf(word)
        if (drawing && reachedInSense(at, drawing)) return drawing
        // Below the animal's own kind, and the drawn head one kind above that at most: a mountain goat is a
        // goat antelope like the chamois, the goat a bovid; a civet cat, the kind a binturong is, is no cat.
        const named = byHead && depth > 0 ? drawnByHead(word, hypernymsOf(kind), drawingOf) : null
        if (named) return named
      }
      next.push(...hyponymsOf(at).filter((h) => !seen.has(h)))
    }
    level = next
  }
  return null
}

/** A kin named by a drawn animal: a mountain goat is the goat a child sees, whatever WordNet files it under. */
function drawnByHead(
  word: string,
  within: number[],
  drawingOf: (word: string) => Concept | null,
): Concept | null {
  const head = word.split(' ').slice(1).at(-1)
  const drawing = head ? drawingOf(head) : null
  if (!head || !drawing) return null
  const animal = nounSenseOffsets(head).some(
    (o) =>
      synsetInfo(o).kind === 'noun.animal' &&
      reachedInSense(o, drawing) &&
      within.some((w) => synsetsAbove(o, UP).has(w)),
  )
  return animal ? drawing : null
}
