// The engine's one entry point for the rest of the server: a prompt read into a plan, a plan drawn into a
// page (SVG, PNG, PDF), a photo traced into a page, and the few helpers other layers share. Code outside
// server/engine imports from here, never from a file inside (biome.json enforces it); server/tools, the
// engine's own build scripts, are the exception. Do not re-export with `export *`: what is public is chosen.

export type { Credit, PageSizeId, PaperId } from './common'
export {
  DPI,
  flattenPath,
  hashText,
  MARGIN_PT,
  PAGE_SIZES,
  pick,
  type Ring,
  seededRandom,
  seededRandomFor,
  sheetOf,
  workerPool,
} from './common'
export { WATERMARK_TEXT } from './lettering'
export { checkModelArt, cleanLineArt, type ModelArtReport } from './model-art'
export { inspectPhoto, PhotoError } from './photo'
export type { Complexity, Plan, PlanRefusal, Style } from './plan'
export { describeSubjects, findNamedCharacter, makePlan, readFigure } from './plan'
export type { Bitmap } from './render'
export { decodePng1Bit, encodePng1Bit, pngFile, shutdownRenderPool, svgToPdf } from './render'
export { drawPage, drawPlan, renderPage } from './render-page'
export {
  checkModelArtOffThread,
  lineArtPage,
  photoPage,
  photoPreview,
  rasterPage,
  shutdownLinePool,
} from './trace'
