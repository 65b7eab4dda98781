import type { Point } from '../common'
import type { PhotoPixels } from '../photo'
import { type DetectedBox, distinctBoxes, withinPhoto } from './detected-boxes'
import { runVendoredModel } from './vendored-model'

// People's faces in a photo, with their eyes, found by BlazeFace (MediaPipe's full-range face detector,
// Apache-2.0; see server/engine/detect/models/blazeface/README.md and docs/decisions/0042-photo-people-eyes.md).

/** The detector's input: the photo fitted into this square (decodeLetterbox). */
export const FACE_DETECTOR_SIDE = 256

/** A face: its box and key points as fractions of the photo's width and height, and the detector's score. */
export type Face = DetectedBox & {
  /** The person's right eye (on the left of the picture), then their left eye. */
  eyes: [Point, Point]
  mouth: Point
}

/** Faces scoring below this are not faces: the cat's face scored 0.68, people's 0.88-0.93. */
const MIN_SCORE = 0.8
/** Two boxes overlapping more than this (intersection over union) are one face. */
const SAME_FACE_IOU = 0.3

// The anchors of the full-range model: at stride 16 two a cell, at stride 32 six a cell, each at its cell's
// centre, as fractions of the input.
const ANCHORS: Point[] = []
for (const [stride, count] of [
  [16, 2],
  [32, 6],
]) {
  const cells = FACE_DETECTOR_SIDE / stride
  for (let y = 0; y < cells; y++)
    for (let x = 0; x < cells; x++)
      for (let k = 0; k < count; k++) ANCHORS.push({ x: (x + 0.5) / cells, y: (y + 0.5) / cells })
}

/**
 * The faces in a photo fitted into FACE_DETECTOR_SIDE pixels square (`inside` is the photo's size in
 * it), best first, one each.
 */
export async function findFaces(
  square: PhotoPixels,
  inside: { width: number; height: number },
): Promise<Face[]> {
  const S = FACE_DETECTOR_SIDE
  const input = Float32Array.from(square.rgb, (v) => v / 127.5 - 1)
  const data = await runVendoredModel('blazeface', 'blazeface-back', input, [1, S, S, 3])
  // Scores and boxes for the 512 anchors at stride 16, then the 384 at stride 32.
  const part = (cells: number, size: number) => data.find((o) => o.shape[1] === cells && o.shape[2] === size)
  const parts = [512, 384].map((cells) => ({ scores: part(cells, 1), boxes: part(cells, 16) }))
  if (parts.some((p) => !p.scores || !p.boxes))
    throw new Error('the face detector answered in an unexpected shape')
  const scores = parts.flatMap((p) => [...(p.scores?.values ?? [])])
  const boxes = parts.flatMap((p) => [...(p.boxes?.values ?? [])])
  const found: Face[] = []
  for (const [i, anchor] of ANCHORS.entries()) {
    const score = 1 / (1 + Math.exp(-scores[i]))
    if (score < MIN_SCORE) continue
    const v = boxes.slice(i * 16, i * 16 + 16)
    // Offsets are in input pixels from the anchor's centre; the photo fills `inside` of the square.
    const at = (dx: number, dy: number): Point => ({
      x: withinPhoto(((anchor.x + dx / S) * S) / inside.width),
      y: withinPhoto(((anchor.y + dy / S) * S) / inside.height),
    })
    const [a, b] = [at(v[0] - v[2] / 2, v[1] - v[3] / 2), at(v[0] + v[2] / 2, v[1] + v[3] / 2)]
    found.push({
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      eyes: [at(v[4], v[5]), at(v[6], v[7])],
      mouth: at(v[10], v[11]),
      score,
    })
  }
  return distinctBoxes(found, SAME_FACE_IOU)
}

/**
 * The faces whose centre lies in `region` (fractions of the photo), in fractions of that region: the
 * faces on a page cropped to it.
 */
export function facesIn(faces: Face[], region?: { x1: number; y1: number; x2: number; y2: number }): Face[] {
  if (!region) return faces
  const [rw, rh] = [region.x2 - region.x1, region.y2 - region.y1]
  const at = (p: Point): Point => ({ x: (p.x - region.x1) / rw, y: (p.y - region.y1) / rh })
  return faces
    .filter((f) => {
      const centre = at({ x: (f.x1 + f.x2) / 2, y: (f.y1 + f.y2) / 2 })
      return centre.x >= 0 && centre.x <= 1 && centre.y >= 0 && centre.y <= 1
    })
    .map((f) => {
      const [a, b] = [at({ x: f.x1, y: f.y1 }), at({ x: f.x2, y: f.y2 })]
      return {
        ...f,
        x1: a.x,
        y1: a.y,
        x2: b.x,
        y2: b.y,
        eyes: [at(f.eyes[0]), at(f.eyes[1])],
        mouth: at(f.mouth),
      }
    })
}
