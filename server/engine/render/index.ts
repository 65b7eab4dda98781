// A page's SVG to a 1-bit 300 dpi PNG (off the main thread) and a vector PDF, and the regions measured on it.
export { pageRegions } from './page-regions'
export { decodePng1Bit, encodePng1Bit } from './png-1bit'
export { pngFile } from './png-file.mjs'
export { type Bitmap, shutdownRenderPool } from './render-pool'
export { svgToPdf } from './svg-to-pdf'
export { svgToBitmap, svgToPng } from './svg-to-png'
export { countWhiteRegions } from './white-regions'
