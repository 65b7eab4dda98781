// A pose's bone angles, apart from skeleton.ts so the pose tables it reads (more-poses.ts, move-poses.ts) can
// name the type without importing the skeleton that imports them.

/** Angles in degrees from straight down; positive turns towards +x (the viewer's right), 180 is straight up. */
export type Pose = {
  armL: [number, number]
  armR: [number, number]
  legL: [number, number]
  legR: [number, number]
  /** The torso's lean from upright (positive: head towards +x). */
  lean?: number
  /** Sitting on the ground or kneeling: what touches the ground is the seat or knees, not the feet. */
  rest?: 'feet' | 'seat' | 'knees' | 'hands'
}
