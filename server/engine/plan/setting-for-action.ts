// Where a doing happens when the prompt names no place: fishing at sea, sledding in the snow, a firefighter
// in the city.

import { jobSetting } from './job-tools'
import type { PeopleAction, PeopleReading, PlanPerson } from './people-plan'
import type { PromptReading } from './prompt-reading'
import { roomForActivity } from './room-for-activity'
import { sportSetting } from './sport-gear'

export function settingFor(
  action: PeopleAction,
  people: PlanPerson[],
  lower: string,
  reading: PromptReading,
  added: PeopleReading['added'],
) {
  const named = reading.setting
  // Stargazing stands on the ground under the night sky, not in space; driving is on a street.
  if (action === 'telescope' && (!named || named === 'space')) return 'night'
  if (action === 'drive' && !named && !/\btractor/.test(lower)) return 'city'
  if (action === 'band' && !named) return 'party'
  if (action === 'milk' && !named) return 'farm'
  if (action === 'sink' && !named) return 'kitchen'
  // "flying a kite" reads as the sky; the flyer stands on a meadow under it.
  if (named && !(named === 'sky' && action === 'kite')) return named
  // A boat carried over the head is carried on the shore, to the water.
  if (action === 'boat' && /\bover (?:his|her|their) heads?\b/.test(lower)) return 'beach'
  if (action === 'fish' || action === 'boat' || action === 'swim') return 'sea'
  if (action === 'fly') return 'sky'
  const sport = sportSetting(lower) ?? jobSetting(lower)
  if (sport) return sport
  // Water skiing is on the water behind a boat, not on a snowy slope.
  if (action === 'ski' && /\bwater[- ]?ski/.test(lower)) return 'sea'
  if (action === 'sled' || action === 'ski' || action === 'snow-angel') return 'snow'
  if (action === 'chop') return 'forest'
  if (action === 'skate' && /\b(ice|frozen)\b/.test(lower)) return 'snow'
  if (action === 'push' && /\bmow/.test(lower)) return 'garden'
  if (action === 'sandcastle') return 'beach'
  if (action === 'chalkboard') return 'classroom'
  if (action === 'chop-food' || action === 'dinner') return 'kitchen'
  if (action === 'kite' || action === 'picnic' || action === 'soccer') return 'meadow'
  const room = roomForActivity(lower, [...reading.subjects.map((c) => c.id), ...added.map((a) => a.concept)])
  if (room) return room
  if (people.some((p) => p.role === 'firefighter' || p.role === 'police')) return 'city'
  if (people.some((p) => p.role === 'astronaut')) return 'moon'
  if (
    people.some(
      (p) => p.role === 'princess' || p.role === 'prince' || p.role === 'king' || p.role === 'queen',
    )
  )
    return 'castle'
  if (people.some((p) => p.role === 'cowboy' || p.role === 'farmer')) return 'farm'
  // A team in its sports kit is on the field.
  if (people.some((p) => p.role === 'soccer')) return 'meadow'
  return null
}
