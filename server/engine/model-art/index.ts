// A model's line art cleaned to pure black and white, and checked for what makes it unprintable.
export { type CleanupOptions, cleanLineArt, dilate, erode } from './line-art-cleanup'
export { checkModelArt, type ModelArtReport } from './model-art-check'
