// Poses of the whole body (scene/move-items.ts): on the hands and knees, sliding down, spinning, balancing on
// one foot, pointing, bent back under the limbo bar. Angles as in skeleton.ts: degrees from straight down,
// positive towards +x; a lean turns the torso (negative: the head towards +x).

import type { Pose } from './pose'

export type MovePoseName = 'crawl' | 'slide-feet' | 'pole-slide' | 'spin' | 'balance-one' | 'point' | 'limbo'

export const MOVE_POSES: Record<MovePoseName, Pose> = {
  // On the hands and knees, seen from the side, facing +x: the back level, the arms straight down to the
  // ground, the thighs down and the shins back along it.
  crawl: { armL: [-8, -6], armR: [22, 8], legL: [-18, -92], legR: [14, -80], lean: -68, rest: 'knees' },
  // Sliding feet first towards +x: seated, leaning back, the legs out along the ground, one arm up for balance.
  'slide-feet': {
    armL: [-150, -170],
    armR: [40, 70],
    legL: [80, 86],
    legR: [66, 96],
    lean: 24,
    rest: 'seat',
  },
  // Down a pole: both hands gripping it overhead, the knees bent round it, the feet crossed below.
  'pole-slide': { armL: [165, 175], armR: [-170, 178], legL: [30, -10], legR: [-30, 10] },
  // Twirling on the spot: arms out wide and a little up, the feet together, up on the toes.
  spin: { armL: [-100, -80], armR: [100, 80], legL: [-4, 2], legR: [4, -2] },
  // Balancing on one foot: arms out to the sides, the other knee raised and bent back.
  'balance-one': { armL: [-95, -105], armR: [95, 105], legL: [-2, 0], legR: [40, -20] },
  // Pointing towards +x: the right arm straight out towards the thing (scene/move-items.ts aims it).
  point: { armL: [-22, -10], armR: [100, 100], legL: [-6, -2], legR: [6, 2] },
  // The limbo, facing +x: the knees bent forward, the torso leaning far back, the arms out back for balance.
  limbo: { armL: [-75, -55], armR: [-115, -100], legL: [70, -14], legR: [80, -2], lean: 42 },
}
