// Words on a page: bubble letters in Fredoka, and the watermark.
export { bubbleLettering } from './lettering'
export { watermarkSvg } from './watermark'
