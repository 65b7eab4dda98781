import type { PhotoPixels } from '../photo'
import { type DetectedBox, distinctBoxes, withinPhoto } from './detected-boxes'
import { runVendoredModel } from './vendored-model'

// Animals in a photo, found by NanoDet (an 8 MB COCO object detector, Apache-2.0; see
// server/engine/detect/models/nanodet/README.md and docs/decisions/0040-photo-animal-detector.md), run on
// TensorFlow.js's WebAssembly backend (vendored-model.ts).

/** The detector's input: the photo stretched to this square (its boxes come back as fractions). */
export const DETECTOR_SIDE = 416

/** An animal found in the photo: its box as fractions of the photo's width and height. */
export type AnimalBox = DetectedBox & { label: string }

/**
 * The COCO classes that are animals (bird to giraffe), by the detector's class index. A pet, a horse at
 * the fence or a squirrel (which COCO has not: it is called a bear or a bird, with the right box).
 */
const ANIMALS: Record<number, string> = {
  14: 'bird',
  15: 'cat',
  16: 'dog',
  17: 'horse',
  18: 'sheep',
  19: 'cow',
  20: 'elephant',
  21: 'bear',
  22: 'zebra',
  23: 'giraffe',
}
const CLASSES = 80
/** Each side of a box is a distribution over this many distances (NanoDet's GFL head, reg_max 10). */
const BINS = 11
const STRIDES = [8, 16, 32]
/** Candidates below this score are not looked at; animalCrop decides which of the rest count. */
const MIN_SCORE = 0.25
/**
 * Two boxes overlapping more than this (intersection over union) are one animal, whatever class each
 * says: the lower dog at the door is called a cat by one cell and a dog by the next.
 */
const SAME_ANIMAL_IOU = 0.5
// NanoDet's training normalisation, per channel in BGR order.
const MEAN_BGR = [103.53, 116.28, 123.675]
const STD_BGR = [57.375, 57.12, 58.395]

/**
 * The animals in a photo given as DETECTOR_SIDE × DETECTOR_SIDE pixels (the whole photo stretched to a
 * square, decodeSquare), best first, at most one box per animal.
 */
export async function findAnimals(square: PhotoPixels): Promise<AnimalBox[]> {
  const S = DETECTOR_SIDE
  const planes = new Float32Array(3 * S * S)
  for (let p = 0; p < S * S; p++) {
    for (let c = 0; c < 3; c++) {
      const v = square.rgb[p * 3 + 2 - c]
      planes[c * S * S + p] = (v - MEAN_BGR[c]) / STD_BGR[c]
    }
  }
  const data = await runVendoredModel('nanodet', 'nanodet', planes, [1, 3, S, S])
  const found: AnimalBox[] = []
  for (const stride of STRIDES) {
    const side = S / stride
    const cells = side * side
    const scores = data.find((o) => o.shape[1] === cells && o.shape[2] === CLASSES)?.values
    const boxes = data.find((o) => o.shape[1] === cells && o.shape[2] === 4 * BINS)?.values
    if (!scores || !boxes) throw new Error('the animal detector answered in an unexpected shape')
    for (let i = 0; i < cells; i++) {
      let best = -1
      for (const k in ANIMALS)
        if (best < 0 || scores[i * CLASSES + +k] > scores[i * CLASSES + best]) best = +k
      const score = scores[i * CLASSES + best]
      if (score < MIN_SCORE) continue
      // Each side's distance from the cell is the expectation of its softmax over BINS steps of a stride.
      const [left, top, right, bottom] = [0, 1, 2, 3].map(
        (s) => expectation(boxes.subarray(i * 4 * BINS + s * BINS, i * 4 * BINS + (s + 1) * BINS)) * stride,
      )
      // The cell's centre (this NanoDet's GFL head, three strides, puts it half a stride in).
      const cx = ((i % side) + 0.5) * stride
      const cy = (Math.floor(i / side) + 0.5) * stride
      found.push({
        x1: withinPhoto((cx - left) / S),
        y1: withinPhoto((cy - top) / S),
        x2: withinPhoto((cx + right) / S),
        y2: withinPhoto((cy + bottom) / S),
        score,
        label: ANIMALS[best],
      })
    }
  }
  return distinctBoxes(found, SAME_ANIMAL_IOU)
}

function expectation(logits: ArrayLike<number>): number {
  let max = Number.NEGATIVE_INFINITY
  for (let j = 0; j < logits.length; j++) max = Math.max(max, logits[j])
  let sum = 0
  let weighted = 0
  for (let j = 0; j < logits.length; j++) {
    const e = Math.exp(logits[j] - max)
    sum += e
    weighted += e * j
  }
  return weighted / sum
}
