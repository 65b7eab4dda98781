// Shared by every stage: geometry, the paper and its margins, SVG paths and trees, seeded randomness, flood fill.
export { type Credit, pageSvg, printableArea, type Scene } from './composed-page'
export { flattenPath, insideRings, type Ring, ringsBox } from './flatten-path'
export { floodComponents } from './flood-components'
export {
  addPoint,
  type Box,
  boxHeight,
  boxWidth,
  EMPTY_BOX,
  IDENTITY,
  type Matrix,
  multiply,
  type Point,
  parseTransform,
  transformBox,
  unionBox,
} from './geometry'
export { DPI, MARGIN_PT, PAGE_SIZES, type PageSizeId, type PaperId, sheetOf } from './page-size'
export { pathBounds } from './path-bounds'
export { hashText, pick, seededRandom, seededRandomFor } from './seeded-random'
export { douglasPeucker, simplifyPoints } from './simplify-line'
export { parseSvgFragment, type SvgNode, serializeSvg } from './svg-tree'
export { type WorkerPool, workerPool } from './worker-pool'
