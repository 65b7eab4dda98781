// People drawn whole: a skeleton of joints posed, with heads, hair, hats and clothes as closed outlines.
// The scene stage places them (scene/people-scene.ts); the plan stage reads who they are (plan/read-people.ts).
export { type DrawnFigure, drawFigure } from './draw-figure'
export { headFront } from './heads'
export { type Hat, type Outfit, outfitFor } from './outfits'
export {
  add,
  circle,
  ellipse,
  f,
  merged,
  mix,
  mul,
  normal,
  polygon,
  polyline,
  pt,
  shape,
  stroke,
  sub,
} from './pen'
export { reaching } from './reach'
export { groundDepth, mirrorPose, POSES, type Pose, type PoseName, type Pt, skeleton } from './skeleton'
