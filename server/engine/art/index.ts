// One drawing: an icon from the art sets turned into line art, with its patterns (patterns/) and pen strokes (pen/).
export { creditDrawing } from './credit-drawing'
export { findIcon } from './icon-source'
export { type LineStyle, lineStyle } from './line-style'
export { clipPolyline } from './patterns'
export { type DrawingLines, drawingShape, type PlacedDrawing, placeDrawing } from './place-drawing'
