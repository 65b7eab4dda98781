// What people do, as items to draw back to front: whole figures in a pose, with the things they use placed
// where the action puts them (a rider on the mount, a kite on a string from the hand, a rod over the water),
// in an adult's head radii with the ground at y = 0.

import type { drawingShape } from '../art'
import type { PoseName } from '../people'
import type { Plan, PlanPeople } from '../plan'
import { laidFlat } from '../plan'
import type { Concept } from '../vocabulary'
import { type ActionContext, figureAt, type Item } from './action-items'
import { bandItems } from './band-items'
import { bathItems } from './bath-items'
import { beamItems } from './beam-items'
import { roastItems } from './campfire-items'
import { celloItems } from './cello-items'
import { chalkboardItems } from './chalkboard-items'
import { cheerItems } from './cheer-items'
import { doingItems } from './doing-items'
import { cradleItems, holdItems, pushItems } from './hold-and-push-items'
import { chopFoodItems, dinnerItems } from './kitchen-items'
import { lieItems } from './lie-items'
import { netItems } from './net-items'
import {
  boatItems,
  flyItems,
  kiteItems,
  picnicItems,
  sandcastleItems,
  sprayItems,
  swimItems,
} from './outdoor-items'
import { petItems } from './pet-items'
import { hikeItems, slideItems, swingItems, trampolineItems } from './playground-items'
import { rideItems, skateItems, sledItems } from './ride-items'
import { onTheFlatItems, rowItems, SEATED_ON, seatItems } from './row-and-seat-items'
import { ballUpItems, karateItems, soccerItems } from './sport-items'
import { cakeItems, deskItems } from './table-items'
import { chopItems, skiItems } from './tool-items'

/** The items of a people page, back to front, by what the people are doing. */
export function actionItems(
  plan: Plan,
  people: PlanPeople,
  concepts: Concept[],
  artSet: Parameters<typeof drawingShape>[1],
): Item[] {
  const { action } = people
  const persons = people.people
  const rest = persons.slice(1)
  const c: ActionContext = {
    plan,
    people,
    action,
    persons,
    first: persons[0],
    rest,
    others: (x: number, pose: PoseName = 'wave') =>
      rest.map((p, i) => figureAt(p, pose, x + i * 4.2 * (x < 0 ? -1 : 1))),
    object: people.object !== null ? concepts[people.object] : null,
    words: plan.prompt.toLowerCase(),
    artSet,
  }
  const doing = doingItems(c, rideItems)
  if (doing) return doing
  switch (action) {
    case 'kite':
      return kiteItems(c)
    case 'ride':
      return rideItems(c)
    case 'spray':
      return sprayItems(c)
    case 'fish':
    case 'boat':
      return boatItems(c)
    case 'picnic':
      return picnicItems(c)
    case 'sandcastle':
      return sandcastleItems(c)
    case 'karate':
      return karateItems(c)
    case 'soccer':
      return soccerItems(c)
    case 'ball-up':
      return ballUpItems(c)
    case 'cradle':
      return cradleItems(c)
    case 'read':
    case 'eat':
    case 'hold':
      return holdItems(c)
    case 'fly':
      return flyItems(c)
    case 'swim':
      return swimItems(c)
    case 'push':
      return pushItems(c)
    case 'skate':
      return skateItems(c)
    case 'sled':
      return sledItems(c)
    case 'swing':
      return swingItems(c)
    case 'slide':
      return slideItems(c)
    case 'trampoline':
      return trampolineItems(c)
    case 'hike':
      return hikeItems(c)
    case 'roast':
      return roastItems(c)
    case 'desk':
      return deskItems(c)
    case 'ski':
      return skiItems(c)
    case 'chop':
      return chopItems(c)
    case 'cake':
      return cakeItems(c)
    case 'bath':
      return bathItems(c)
    case 'lie':
      return lieItems(c)
    case 'chalkboard':
      return chalkboardItems(c)
    case 'dinner':
      return dinnerItems(c)
    case 'chop-food':
      return chopFoodItems(c)
    case 'pet':
      return petItems(c)
    case 'beam':
      return beamItems(c)
    case 'net':
      return netItems(c)
    case 'cello':
      return celloItems(c)
    case 'cheer':
      return cheerItems(c)
    case 'band':
      return bandItems(c)
    case 'sit':
      if (c.object && laidFlat(c.object) && !c.object.seat) return onTheFlatItems(c, c.object)
      return c.object && (SEATED_ON[c.object.id] || c.object.seat) ? seatItems(c, c.object) : rowItems(c)
    default:
      return rowItems(c)
  }
}
