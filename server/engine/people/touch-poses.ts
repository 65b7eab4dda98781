// Poses of the hands on a thing (scene/touch-items.ts): reaching forward to put a thing in or on another or take
// it out, low over a thing on the ground, up to a thing overhead, and side by side holding hands. Angles as in
// skeleton.ts: degrees from straight down, positive towards +x; scene/touch-items.ts bends the arms to the thing.

import type { Pose } from './pose'

export type TouchPoseName = 'reach-forward' | 'reach-low' | 'hands-joined'

export const TOUCH_POSES: Record<TouchPoseName, Pose> = {
  // Standing at a thing on the +x side, leaning a little into it, both arms forward to it.
  'reach-forward': { armL: [40, 75], armR: [55, 85], legL: [-10, -3], legR: [8, 2], lean: -6 },
  // Kneeling at a thing on the ground on the +x side, leaning over it, both hands down to it.
  'reach-low': { armL: [30, 60], armR: [45, 70], legL: [-8, 88], legR: [8, 92], rest: 'knees', lean: -8 },
  // Side by side holding hands: both arms out and down to the neighbours' hands at hip height.
  'hands-joined': { armL: [-40, -30], armR: [40, 30], legL: [-8, -2], legR: [8, 2] },
}
