// The engine's one entry point for the rest of the server: a prompt read into a plan, a plan drawn into a
// page (SVG, PNG, PDF), a photo traced into a page, and the few helpers other layers share. Code outside
// server/engine imports from here, never from a file inside (biome.json enforces it); server/tools, the
// engine's own build scripts, are the exception. Do not re-export with `export *`: what is public is chosen.

export type { Credit } from './common/composed-page'
export type { PageSizeId, PaperId } from './common/page-size'
export { hashText, pick, seededRandom, seededRandomFor } from './common/seeded-random'
export { cleanLineArt } from './model-art/line-art-cleanup'
export { checkModelArt, type ModelArtReport } from './model-art/model-art-check'
export { inspectPhoto, PhotoError } from './photo/decode-photo'
export { describeSubjects, makePlan } from './plan/make-plan'
export { findNamedCharacter } from './plan/named-characters'
export type { Complexity, Plan, PlanRefusal, Style } from './plan/plan'
export { readFigure } from './plan/read-figure'
export type { Bitmap } from './render/render-pool'
export { shutdownRenderPool } from './render/render-pool'
export { renderPage } from './render-page'
export { checkModelArtOffThread, shutdownLinePool } from './trace/line-pool'
export { photoPage, photoPreview } from './trace/photo-page'
export { lineArtPage, rasterPage } from './trace/raster-page'
