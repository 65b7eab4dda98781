import { nounKind, nounKinds, nounSenses } from '../vocabulary'

// "the coastguard watching a yacht", "a shepherd counting his flock": WordNet files a body of people or of
// animals as a group, a kind the last accounting (nothing-dropped.ts) once passed over as no thing, so the
// coastguard and the flock vanished in silence. By the classes above the group's first two senses it is people
// (a force's personnel, a crew or team, a band, a crowd, a family) or animals (a flock, a herd): a person or an
// animal on the page shows it; a page with none says it. An institution (a school) or a collection (traffic) is
// neither.

const PEOPLE_CLASSES = new Set(['personnel', 'social unit', 'musical group', 'gathering', 'kin group'])
const ANIMAL_CLASSES = new Set(['animal group'])

/**
 * Who a group noun is made of: people by its first sense (a party is first a political one, so a street party
 * is no crowd), animals by its first two (a flock is first a congregation): people, animals, both or neither.
 */
export function beingsOfGroup(lemma: string): ('person' | 'animal')[] {
  const out = new Set<'person' | 'animal'>()
  nounSenses(lemma, 2).forEach((sense, k) => {
    if (sense.kind !== 'noun.group') return
    if (k === 0 && sense.classes.some((c) => PEOPLE_CLASSES.has(c))) out.add('person')
    if (sense.classes.some((c) => ANIMAL_CLASSES.has(c))) out.add('animal')
  })
  return [...out]
}

/**
 * A group of beings named is shown by a being of its kind on the page (`drawnIds`, `hasPerson`); a word that is
 * a made thing as often as a group ("the departures board", "a mixer") is that thing, shown only by its drawing.
 */
export function groupOfBeingsShown(lemma: string, hasPerson: boolean, drawnIds: Set<string>): boolean {
  const kinds = nounKinds(lemma)
  const made = kinds.filter((k) => k === 'noun.artifact').length
  if (made && made >= kinds.filter((k) => k === 'noun.group').length) return false
  const beings = nounKind(lemma) === 'noun.group' ? beingsOfGroup(lemma) : []
  if (beings.includes('person') && hasPerson) return true
  return (
    beings.includes('animal') && [...drawnIds].some((id) => nounKind(id.replace(/-/g, ' ')) === 'noun.animal')
  )
}
