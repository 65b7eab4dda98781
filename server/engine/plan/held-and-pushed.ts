// What a person has in the hands: the tool a verb or an activity needs, named or not ("hammering", "mowing"),
// whether a thing is small enough to hold, and the things pushed or pulled by a handle.

import { type Concept, normalizePhrase, nounKind, realHeight } from '../vocabulary'
import { actionNamesTool } from './action-tools'
import { ACTIVITY_GEAR_HELD } from './activity-gear'
import { emptyHanded } from './implied-gear'
import { jobHeld, tradeHeld } from './job-tools'
import type { PeopleAction } from './people-plan'
import { PROFESSION_TOOL_VERBS } from './profession-tools'
import { pushTool } from './tool-actions'
import { heldByVerb } from './verb-tools'

/** Things pushed by a handle, and where the handle's grip is as shares of the drawing's width and height. */
// `handle`: where the handle meets the working end, as a share of the height, when the drawing's own handle is
// too thin to print at a child's size: the handle is drawn from the hands to there.
export const PUSHED: Record<string, { x: number; y: number; mirror?: boolean; handle?: number }> = {
  'lawn-mower': { x: 0.06, y: 0.03 },
  stroller: { x: 0.05, y: 0.34 },
  'shopping-cart': { x: 0.04, y: 0.08, mirror: true },
  // Colorly's drinks trolley: the upright grip of its push handle on the left.
  'drinks-trolley': { x: 0.08, y: 0.35 },
  wheelbarrow: { x: 0.04, y: 0.06 },
  // The wagon's handle rises from its front on the left, the grip at its top.
  wagon: { x: 0.07, y: 0.05 },
  // Wheeled out to the curb by the handle along the top of its lid.
  'wheelie-bin': { x: 0.1, y: 0.05 },
  // Held by the top of its wand; mirrored so the wand leans back towards the person.
  'vacuum-cleaner': { x: 0.37, y: 0.15, mirror: true },
  // The rake's handle rises to the top left, its teeth along the bottom; the shovel's D-grip is at its top
  // right, mirrored so the blade reaches forward into the snow.
  rake: { x: 0.19, y: 0.02 },
  shovel: { x: 0.16, y: 0.05, mirror: true },
  // The mop's handle is upright in the middle of its drawing, its head on the floor.
  mop: { x: 0.5, y: 0.02, handle: 0.74 },
  // The broom's handle rises to the top right, its bristles at the bottom left: mirrored, swept before the feet.
  broom: { x: 0.12, y: 0.04, mirror: true },
  // Colorly's wheelchair faces right, its push handles at the top of its back on the left.
  'manual-wheelchair': { x: 0.06, y: 0.16 },
  // A cart is pulled by its front, a suitcase by the handle on its top.
  cart: { x: 0.03, y: 0.1 },
  luggage: { x: 0.5, y: 0.03 },
}

// Tools the prompt does not name, drawn in the person's hands. An activity's own gear comes before a bare
// verb's tool (verb-tools.ts): "painting her nails" holds the nail polish, not the paintbrush "painting" gives;
// a job's tool comes last.
const doingTool = (lower: string, objects: { s: Concept }[]): string | null =>
  tradeHeld(lower, objects) ??
  ACTIVITY_GEAR_HELD.find(([re]) => re.test(lower))?.[1] ??
  (emptyHanded(lower) ? null : heldByVerb(lower)) ??
  PROFESSION_TOOL_VERBS.find(([re]) => re.test(lower))?.[1] ??
  null
const heldTool = (lower: string, objects: { s: Concept }[]): string | null =>
  doingTool(lower, objects) ?? (actionNamesTool(lower) ? null : jobHeld(lower, objects))

/**
 * A verb whose tool goes in the hands ("hammering"): held, not posed by its verb's class. With `someoneWorkedOn`
 * only the doing's own tool counts: the job's tool is an extra that never takes the pose from the worker who
 * tends another ("an optician testing a boy's eyes" has a hand on the boy; the glasses are drawn beside).
 */
export const toolVerb = (lower: string, objects: { s: Concept }[], someoneWorkedOn = false) =>
  (someoneWorkedOn ? doingTool(lower, objects) : heldTool(lower, objects)) !== null

/**
 * The thing an activity needs that the prompt may not name: the board for "skateboarding", the sled for
 * "sledding", the mower for "mowing"; the hammer, broom or brush a verb puts in the hands (`hold`). `at` is the
 * subject already read for it, if any.
 */
export function thingNeeded(
  action: PeopleAction,
  lower: string,
  objects: { s: Concept; i: number }[],
): { concept: string; at?: number; hold?: boolean } | null {
  const tool =
    action === 'skate' && /skateboard/.test(lower)
      ? 'skateboard'
      : action === 'sled'
        ? 'sled'
        : action === 'push' && /\bmow/.test(lower)
          ? 'lawn-mower'
          : action === 'push'
            ? pushTool(lower)
            : null
  if (tool) return { concept: tool, at: objects.find(({ s }) => s.id === tool)?.i }
  if (action !== 'stand' && action !== 'walk' && action !== 'strike') return null
  // "painting her nails": the verb's tool (a paintbrush) is not what the activity is done with.
  if (emptyHanded(lower)) return null
  // "hammering a nail", "sweeping the floor": the tool the verb needs, in the hands.
  // The tool may be read already (the prompt's reading adds the hammer for "hammering"): hold that one.
  const held = heldTool(lower, objects)
  // A blow's tool is swung, not held still.
  return held
    ? { concept: held, at: objects.find(({ s }) => s.id === held)?.i, hold: action !== 'strike' }
    : null
}

// Animals small enough to be held in the arms.
const HELD_ANIMALS = new Set(
  'cat dog rabbit hamster chick baby-chick bird fish tropical-fish frog turtle mouse hedgehog duck chicken guinea-pig lamb ladybug butterfly snail parrot koala sloth'.split(
    ' ',
  ),
)
// Taller than this in the world (vocabulary/real-size.ts), a thing stands beside the person: a fire engine
// washed with a sponge, a car, a house. A bicycle or a guitar is still held.
const HELD_AT_MOST = 1.2
/** Whether a person can hold this in their arms: a puppy, a book, a guitar; not a giraffe nor a fire engine. */
export const holdable = (c: Concept) =>
  (!isAnimal(c) || HELD_ANIMALS.has(c.id)) && (realHeight(c) ?? 0) <= HELD_AT_MOST
export const isAnimal = (c: Concept) => nounKind(normalizePhrase(c.label)) === 'noun.animal'
