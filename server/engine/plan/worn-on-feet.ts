import { conceptById } from '../vocabulary'
import type { Plan } from './plan'
import { wornPlace } from './worn-at'

// Doings a thing worn on the feet is no tool of: what is worn to walk, stand or work in.
const WORN_TO = new Set(['work', 'walk', 'stand', 'hold', 'hike'])

/**
 * A thing worn on the feet that the people's doing took as its thing ("a girl snowshoeing", "a man walking in
 * snowshoes") is worn on the first person's feet, who walks in it; never hugged to the chest as a thing worked,
 * nor led beside on a string.
 */
export function wornOnFeet(plan: Plan): Plan {
  const people = plan.people
  if (!people || people.object === null || !WORN_TO.has(people.action)) return plan
  const thing = plan.subjects[people.object]
  const wearer = people.people.find((p) => p.age !== 'baby')
  if (!thing || !wearer) return plan
  const concept = conceptById(thing.concept)
  if (wornPlace(concept) !== 'feet' || concept.around) return plan
  // Walked in, or a doing named after the thing ("snowshoeing"); socks sorted are worked, not worn.
  const named = concept.label.toLowerCase().replace(/s$/, '')
  const goes = people.action === 'walk' || people.action === 'hike'
  if (!goes && !new RegExp(`\\b${named}(?:ing|ed)\\b`).test(plan.prompt.toLowerCase())) return plan
  return {
    ...plan,
    people: {
      ...people,
      action: people.action === 'hike' ? 'hike' : 'walk',
      object: null,
      absorbed: [...people.absorbed, people.object],
    },
    props: [
      { concept: thing.concept, label: thing.label, place: 'feet', subject: wearer.subject },
      ...plan.props,
    ],
  }
}
