// The engine's one entry point for the rest of the server: a prompt read into a plan, a plan drawn into a
// page (SVG, PNG, PDF), a photo traced into a page, and the few helpers other layers share. Code outside
// server/engine imports from here, never from a file inside (biome.json enforces it); server/tools, the
// engine's own build scripts, are the exception. Do not re-export with `export *`: what is public is chosen.

export type { Credit } from './compose-scene'
export { flattenPath, type Ring } from './flatten-path'
export { cleanLineArt } from './line-art-cleanup'
export { describeSubjects, makePlan } from './make-plan'
export { checkModelArt, type ModelArtReport } from './model-art-check'
export { findNamedCharacter } from './named-characters'
export { DPI, MARGIN_PT, PAGE_SIZES, type PageSizeId, type PaperId, sheetOf } from './page-size'
export type { Complexity, Plan, PlanRefusal, Style } from './plan'
export { decodePng1Bit, encodePng1Bit } from './png-1bit'
export { lineArtPage, rasterPage } from './raster-page'
export { readFigure } from './read-figure'
export { renderPage } from './render-page'
export type { Bitmap } from './render-pool'
export { shutdownRenderPool } from './render-pool'
export { hashText, pick, seededRandom, seededRandomFor } from './seeded-random'
export { inspectPhoto, PhotoError } from './trace/decode-photo'
export { checkModelArtOffThread, shutdownLinePool } from './trace/line-pool'
export { photoPage, photoPreview } from './trace/photo-page'
export { WATERMARK_TEXT } from './watermark'
