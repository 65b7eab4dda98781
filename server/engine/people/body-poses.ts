// Poses of a doing of the body (scene/body-pose-items.ts): a stretch, a thing balanced on the head, a dive off
// the side, paddling, a horsey ride. Angles as in skeleton.ts: degrees from straight down, positive towards +x; a
// negative lean turns the head towards +x.

import type { Pose } from './pose'

export type BodyPoseName =
  | 'stretch-up'
  | 'head-balance'
  | 'dive-off'
  | 'paddle'
  | 'horsey-rider'
  | 'arm-sling'
  | 'sing'

export const BODY_POSES: Record<BodyPoseName, Pose> = {
  // Stretching: both arms straight up over the head, the hands nearly together, the feet a little apart.
  'stretch-up': { armL: [-172, -176], armR: [172, 176], legL: [-8, -4], legR: [8, 4] },
  // A thing on the head: the arms out to the sides for balance, a little down, the feet together.
  'head-balance': { armL: [-92, -82], armR: [92, 82], legL: [-5, -2], legR: [5, 2] },
  // Diving head first towards +x and down: the body on a slant in the air, the arms straight ahead past the head,
  // the legs together behind.
  'dive-off': { armL: [62, 60], armR: [52, 50], legL: [-128, -128], legR: [-122, -122], lean: -128 },
  // Paddling in shallow water: the arms out a little for balance, one foot lifted in a splash.
  paddle: { armL: [-50, -70], armR: [50, 70], legL: [-8, -3], legR: [22, -18] },
  // Astride a back on all fours, seen from the side facing +x: the thighs forward, the shins down its side, the
  // hands forward on the shoulders below.
  'horsey-rider': { armL: [30, 75], armR: [40, 85], legL: [60, 5], legR: [70, 10] },
  // An arm in a sling: the right forearm bent across the chest, a little up at the hand; the left at the side.
  'arm-sling': { armL: [-22, -10], armR: [14, -78], legL: [-6, -2], legR: [6, 2] },
  // Singing: the left hand on the chest, the right arm out to the side, its hand up and open to the audience.
  sing: { armL: [-14, 78], armR: [95, 120], legL: [-6, -2], legR: [6, 2] },
}
