// Words on a page: bubble letters in Fredoka, and the watermark.
export { bubbleLettering } from './lettering'
export { watermarkBox, watermarkSvg } from './watermark'
