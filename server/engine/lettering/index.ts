// Words on a page: bubble letters in Fredoka, and the watermark.

export { captionPlate } from './caption-plate'
export { bubbleLettering } from './lettering'
export { WATERMARK_TEXT, watermarkBox, watermarkSvg } from './watermark'
