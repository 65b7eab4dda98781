import { createHash } from 'node:crypto'
import {
  type AnimalBox,
  DETECTOR_SIDE,
  FACE_DETECTOR_SIDE,
  type Face,
  findAnimals,
  findFaces,
} from '../detect'
import { decodeLetterbox, decodeSquare } from '../photo'

export type PhotoDetections = { animals: AnimalBox[]; faces: Face[] }

// A photo is traced more than once: its preview, then its page, then maybe again with a tap on a pet or at the
// other complexity. What the detectors find depends on the photo's bytes alone, and finding it is about a
// quarter of a page's line work: the last few photos' detections are kept (on each line worker).
export const PHOTOS_KEPT = 4
const kept = new Map<string, Promise<PhotoDetections>>()

/** The animals and faces in a photo, found once for the last few photos this worker traced. */
export function photoDetections(bytes: Buffer): Promise<PhotoDetections> {
  const key = createHash('sha256').update(bytes).digest('base64')
  const known = kept.get(key)
  if (known) {
    // Most recently used last: the first key is the one to forget.
    kept.delete(key)
    kept.set(key, known)
    return known
  }
  const found = detect(bytes)
  kept.set(key, found)
  if (kept.size > PHOTOS_KEPT) kept.delete(kept.keys().next().value as string)
  // A photo that cannot be decoded, or a detector that failed, is tried afresh next time.
  found.then(
    (detections) => detections.failed && kept.delete(key),
    () => kept.delete(key),
  )
  return found
}

async function detect(bytes: Buffer): Promise<PhotoDetections & { failed?: boolean }> {
  let failed = false
  // Animals small in the photo are what the page is of: it is cropped to them (animal-crop.ts). A detector
  // that fails (it never has) costs the crop, not the page.
  const square = await decodeSquare(bytes, DETECTOR_SIDE)
  const animals = await findAnimals(square).catch((error) => {
    console.error(`animal detector failed, drawing the whole photo: ${String(error?.message ?? error)}`)
    failed = true
    return []
  })
  // People's faces, for their eyes (find-faces.ts); likewise, a failure costs the eyes, not the page.
  const letterbox = await decodeLetterbox(bytes, FACE_DETECTOR_SIDE)
  const faces = await findFaces(letterbox, letterbox.inside).catch((error) => {
    console.error(`face detector failed, drawing faces as traced: ${String(error?.message ?? error)}`)
    failed = true
    return []
  })
  return { animals, faces, failed }
}
