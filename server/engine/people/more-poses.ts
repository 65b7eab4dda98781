// Poses round a thing others reuse (scene/drive-items.ts, throw-items.ts, pick-items.ts, shoulders-items.ts,
// phone-items.ts, scope-items.ts). Angles as in skeleton.ts: degrees from straight down, positive towards +x.

import type { Pose } from './pose'

export type MorePoseName =
  | 'drive'
  | 'throw'
  | 'carry-shoulders'
  | 'on-shoulders'
  | 'phone'
  | 'scope'
  | 'pick-low'
  | 'climb'
  | 'snow-angel'
  | 'hang'

export const MORE_POSES: Record<MorePoseName, Pose> = {
  // Seated behind a wheel, facing -x: both hands forward on it at the height of the chest.
  drive: { armL: [-62, -128], armR: [-52, -120], legL: [-88, -70], legR: [-86, -66] },
  // The moment of the throw towards +x: the right arm straight out and up, the left back for balance, a stride.
  throw: { armL: [-35, -55], armR: [122, 112], legL: [-22, -8], legR: [18, 6], lean: 6 },
  // Carrying a child on the shoulders: both hands up at the child's shins beside the head.
  'carry-shoulders': { armL: [-40, -165], armR: [40, 165], legL: [-6, -2], legR: [6, 2] },
  // Sitting astride the shoulders, seen from the front: knees apart, shins down either side, arms up for joy.
  'on-shoulders': { armL: [-140, -165], armR: [140, 165], legL: [-72, -8], legR: [72, 8] },
  // Talking on the phone: the right hand up at the ear, the left at the side.
  phone: { armL: [-22, -10], armR: [115, -125], legL: [-6, -2], legR: [6, 2] },
  // An eye to a telescope on the +x side: both hands up on its tube.
  scope: { armL: [-10, 95], armR: [70, 150], legL: [-8, -2], legR: [8, 2], lean: 6 },
  // Picking low plants on the +x side: squatting, seen from the front (knees apart, shins down to the feet), the
  // left hand on the knee, the right down to them.
  'pick-low': { armL: [-30, 10], armR: [55, 30], legL: [-74, -6], legR: [74, 6] },
  // Climbing, seen from behind the wall's face: both hands up on holds, one knee raised to the next foothold.
  climb: { armL: [-150, -170], armR: [160, 175], legL: [-30, 15], legR: [60, -5] },
  // Lying on the back making a snow angel, seen from above: arms swept up and out, legs swept apart.
  'snow-angel': { armL: [-118, -132], armR: [118, 132], legL: [-26, -30], legR: [26, 30] },
  // Hanging by both hands from a bar overhead: arms straight up, legs down, one knee a little bent.
  hang: { armL: [-168, -174], armR: [168, 174], legL: [-6, 4], legR: [16, -2] },
}
