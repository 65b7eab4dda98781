// A photo or a model's picture traced into a page's line art, off the main thread.
export { checkModelArtOffThread, shutdownLinePool } from './line-pool'
export { photoPage, photoPreview } from './photo-page'
export { lineArtPage, rasterPage } from './raster-page'
