// A person named by two words ("a scuba diver", "a sheep shearer") is one figure, added by the people reading;
// the drawings' reading may also have read the last word alone as a thing ("diver" is a diving bird in WordNet,
// drawn as a gull). That thing is the person again, not a second drawing beside them: it is absorbed.

import type { PeopleReading } from './people-plan'

/** Absorbs a subject read from the last word of a person the people reading added under two or more words. */
export function onceAPerson(subjects: { label: string }[], read: PeopleReading | null): PeopleReading | null {
  if (!read) return read
  const { people } = read
  const drawnAsPeople = new Set(people.people.map((p) => p.subject))
  const heads = new Set(
    read.added
      .filter((a) => a.concept === 'person' && a.label.includes(' '))
      .map((a) => a.label.split(' ').pop()),
  )
  const twice = subjects
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => heads.has(s.label) && !drawnAsPeople.has(i) && !people.absorbed.includes(i))
    .map(({ i }) => i)
  if (!twice.length) return read
  // Nor is it what they do it with ("swimming through a shipwreck": the wreck, not the gull).
  const object = people.object !== null && twice.includes(people.object) ? null : people.object
  return { ...read, people: { ...people, object, absorbed: [...people.absorbed, ...twice] } }
}
