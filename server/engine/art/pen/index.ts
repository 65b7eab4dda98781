// Realistic intricate drawings as a pen drawing: contour, fur locks and shading strokes, the face kept clear.
export { findFace, inFace } from './face-zone'
export { type PenLayer, penStrokes } from './pen-drawing'
export { type SubjectKind, subjectKind } from './subject-kinds'
