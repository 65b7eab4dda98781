import { allDrawableConcepts, kinThroughWordnet, normalizePhrase } from './concept-index'
import type { Concept } from './concept-types'
import { drawnSenses, ownSenses, type SenseRelation, senseRelation } from './drawn-sense'
import { nounSenseOffsets, synsetInfo, synsetsBelow } from './wordnet'

/**
 * Every way a word reaches a drawing, checked by sense (docs/decisions/0115-stand-ins-by-sense.md): each name
 * the catalogue gives a drawing (its id, label and aliases; a '~' name is a stand-in, said), and each word
 * WordNet takes to it (a synonym, or what the word is a kind of). A finding is a word whose sense is not the
 * drawing's nor a kind of it: drawn in silence for a relative ('kin': "moth" named the butterfly), or for
 * another thing ('other': "max" reached the soap through the drug's street names).
 */
export type SenseFinding = {
  word: string
  drawing: string
  /** 'alias': a catalogue name; 'stand-in': a '~' name; 'wordnet': reached through WordNet's kin. */
  via: 'alias' | 'stand-in' | 'wordnet'
  relation: SenseRelation
  /** Whether the page says the drawing stands in for the word. */
  said: boolean
  /** The word's first sense, as WordNet glosses it. */
  gloss: string
}

/** The senses a drawing shows: its label's, or, when WordNet does not know the label, its names'. */
export function drawingSenses(concept: Concept): number[] {
  const own = ownSenses(concept)
  return own.length ? own : drawnSenses(concept)
}

/** A drawing's names: its id and label as words, and its aliases ('~' ones are stand-ins, kept apart). */
function namesOf(concept: Concept, standIns = false): string[] {
  const aliases = concept.aliases ?? []
  const names = standIns
    ? aliases.filter((a) => a.startsWith('~')).map((a) => a.slice(1))
    : [concept.id.replace(/-/g, ' '), concept.label, ...aliases.filter((a) => !a.startsWith('~'))]
  return [...new Set(names.map(normalizePhrase))]
}

/**
 * How a word stands to a drawing: the best relation of its first two senses (a "loon" is first an idler,
 * then the bird); the first sense's gloss.
 */
function relationOf(
  word: string,
  drawn: number[],
  names: string[],
): { relation: SenseRelation; gloss: string } {
  const senses = nounSenseOffsets(word)
  if (!senses.length) return { relation: 'unknown', gloss: '' }
  const order: SenseRelation[] = ['same', 'kind', 'kin', 'other', 'unknown']
  const relations = senses.slice(0, 2).map((s) => senseRelation(s, drawn, names))
  const relation = order.find((r) => relations.includes(r)) ?? 'unknown'
  return { relation, gloss: synsetInfo(senses[0]).gloss }
}

/** Catalogue names whose sense is not the drawing's nor a kind of it (and stand-ins that are no relative). */
export function auditNames(): SenseFinding[] {
  const out: SenseFinding[] = []
  for (const concept of allDrawableConcepts()) {
    const drawn = drawingSenses(concept)
    if (!drawn.length) continue
    for (const [via, names] of [
      ['alias', namesOf(concept)],
      ['stand-in', namesOf(concept, true)],
    ] as const)
      for (const word of names) {
        const { relation, gloss } = relationOf(word, drawn, namesOf(concept))
        const bad = via === 'alias' ? relation === 'kin' || relation === 'other' : relation === 'other'
        if (bad) out.push({ word, drawing: concept.id, via, relation, said: via === 'stand-in', gloss })
      }
  }
  return out
}

/**
 * Words WordNet takes to a drawing: every word of every sense of each of its names, and of the kinds two
 * levels below those senses (a walk from a word goes two levels up). Flagged when the drawing reached is
 * another thing, or a relative drawn in silence.
 */
export function auditWordnetKin(): SenseFinding[] {
  const out: SenseFinding[] = []
  const checked = new Set<string>()
  for (const concept of allDrawableConcepts()) {
    const drawn = drawingSenses(concept)
    if (!drawn.length) continue
    for (const name of namesOf(concept))
      for (const sense of nounSenseOffsets(name))
        for (const offset of [sense, ...synsetsBelow(sense, 2)])
          for (const word of synsetInfo(offset).words) {
            const key = `${word}|${concept.id}`
            if (checked.has(key) || word.includes('.')) continue
            checked.add(key)
            const kin = kinThroughWordnet(word)
            if (kin?.concept.id !== concept.id) continue
            const { relation, gloss } = relationOf(word, drawn, namesOf(concept))
            const bad = relation === 'other' || (relation === 'kin' && !kin.standIn)
            if (bad)
              out.push({ word, drawing: concept.id, via: 'wordnet', relation, said: kin.standIn, gloss })
          }
  }
  return out
}
