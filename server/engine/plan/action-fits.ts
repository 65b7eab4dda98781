// Whether an action fits what the prompt names (two people to hug, a mower to push, a swing to sit on), and
// the thing it is done with.

import type { Concept } from '../vocabulary'
import { animalObject, animalOnFits, isAnimalOnPerson } from './animal-on-person'
import { contactFits, isContact } from './contact'
import { doingFits } from './doing-actions'
import { isAnimal, PUSHED } from './held-and-pushed'
import { ridden } from './mounts-and-seats'
import type { Mention } from './people-mentions'
import type { PeopleAction } from './people-plan'
import { pushTool, toolActionFits, WRITING } from './tool-actions'

// Poses drawn round a thing (scene/playground-items.ts, table-items.ts...): only when that thing is drawn.
const POSE_THINGS: Partial<Record<PeopleAction, string>> = {
  hike: 'mountain',
  roast: 'fire',
  desk: 'desk',
  cake: 'birthday-cake',
  swing: 'swing',
  slide: 'playground-slide',
  bath: 'bathtub',
  chalkboard: 'blackboard',
}
// A whiteboard is written on as the chalkboard is: the board the pose draws is the same framed board with its tray.
const POSE_THING_KIN: Record<string, string> = { whiteboard: 'blackboard' }

/** An action that needs a thing the prompt does not name reads on ("a man pushing a friend" is not a push). */
function actionFits(name: PeopleAction, lower: string, objects: { s: Concept; i: number }[]): boolean {
  if (name === 'push')
    return /\bmow/.test(lower) || pushTool(lower) !== null || objects.some(({ s }) => PUSHED[s.id])
  if (name === 'chop' || name === 'ski') return toolActionFits(name, lower, objects)
  if (name === 'desk' && WRITING.test(lower)) return true
  const thing = POSE_THINGS[name]
  if (thing) return objects.some(({ s }) => (POSE_THING_KIN[s.id] ?? s.id) === thing)
  // A net catches butterflies or bugs here, not fish or a tennis ball.
  if (name === 'net') return /\b(butterfl\w*|bugs?|insects?|dragonfl\w*|firefl\w*)\b/.test(lower)
  // Petting is done to an animal ("petting a horse"), not "a pet" alone.
  if (name === 'pet') return objects.some(({ s }) => isAnimal(s))
  // Flying with a thing ("a pilot flying a plane") is not flying with a cape.
  return name !== 'fly' || !objects.length
}

/** Whether an action fits what the prompt names: two people to hug, a car to drive, a thing to pick. */
export const fitsOf =
  (lower: string, objects: { s: Concept; i: number }[], mentions: Mention[], named: number) =>
  (name: PeopleAction) =>
    contactFits(name, lower, named) ??
    animalOnFits(
      name,
      lower,
      objects.map(({ s }) => s),
      mentions.map((m) => m.word),
      named,
    ) ??
    doingFits(name, objects, mentions) ??
    actionFits(name, lower, objects)

/** Actions done with no thing in the hands: a thing named stands beside them. */
export const handsFree = (action: PeopleAction) =>
  action === 'stand' || action === 'picnic' || action === 'hand-in-hand' || isContact(action)

/** What the action is done with: the seat taken, the mount, the kite, else the first thing it does not draw. */
export function objectOf(
  action: PeopleAction,
  objects: { s: Concept; i: number }[],
  absorbed: RegExp | undefined,
  seatAt: number | undefined,
) {
  // What an animal does to a person is done with the animal, whatever else is named (the sled it pulls).
  const animal = isAnimalOnPerson(action) ? animalObject(objects) : undefined
  return (
    animal ??
    objects.find(({ i }) => i === seatAt) ??
    objects.find(({ s }) =>
      action === 'ride' ? ridden(s) : action === 'kite' ? s.id === 'kite' : !absorbed?.test(s.id),
    )
  )
}
