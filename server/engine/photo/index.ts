// A photo read: decoded, turned upright, and its orientation on the sheet.
export {
  decodeLetterbox,
  decodePhoto,
  decodeSquare,
  inspectPhoto,
  PhotoError,
  type PhotoPixels,
  type PhotoProblem,
  type PhotoRegion,
} from './decode-photo'
export { photoOrientation } from './photo-orientation'
