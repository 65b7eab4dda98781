import type { Concept } from '../vocabulary'

// What the people of a scene sit, lie or stand on, or do the thing at: "a grandpa and grandma playing a video
// game on the sofa", "picking blackberries from the hedge", "sorting bottles into the recycling boxes". The
// sofa, the hedge, the bins are where the scene happens, so after three things they are drawn as a fourth
// rather than said left out for want of room (docs/decisions/0193-home-school-and-sport-things.md).
const GROUNDS = new Set([
  'sofa',
  'couch-and-lamp',
  'armchair',
  'bed',
  'bunk-bed',
  'bench',
  'stool',
  'chair',
  'beanbag',
  'changing-mat',
  'yoga-mat',
  'rug',
  'blanket',
  'hedge',
  'recycling-bin',
  'wheelie-bin',
  'kitchen-sink',
  'leaf-pile',
  'trampoline',
  'bowling-alley',
  'cloakroom',
  'easel',
  'desk',
  'whiteboard',
])

/** Room for the ground a scene happens on after three things, when none of them is one already. */
export const groundAfterThings = (concept: Concept, subjects: Concept[]): boolean =>
  subjects.length === 3 && GROUNDS.has(concept.id) && !subjects.some((s) => GROUNDS.has(s.id))
