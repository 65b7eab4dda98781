// The world around the subjects: ground, sky, composed settings, decorations and the pattern frame.
export { LEAF_FOODS, reachingAcacia } from './acacia'
export { groundShapes, groundTexture, outlined } from './backdrop'
export type { DecorationContext } from './decoration-context'
export { drawDecoration } from './decorations'
export { FRAME_BAND, FRAME_GAP, patternFrame } from './pattern-frame'
export { composedScene } from './setting-scenes'
export { circle, cloud, ellipse, heart, rect, star, waveTo } from './shapes'
export { skyBurst } from './sky-burst'
