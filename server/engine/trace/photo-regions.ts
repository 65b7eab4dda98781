import sharp from 'sharp'
import { dilate } from '../model-art'
import type { PhotoPixels, PhotoRegion } from '../photo'
import { boxMean } from './box-mean'
import { darkSpots, ellipseMask, photoSpotLimits } from './dark-spots'
import { smoothKeepingEdges } from './edge-keeping-smooth'
import { toLab, toRgb } from './lab-colour'
import { type Face, petFace } from './pet-face'
import { mergeLabels, regionBorders, segmentRegions } from './photo-segments'
import { subjectSilhouette } from './photo-silhouette'
import { subjectMask } from './photo-subject'

// A photo as a handful of large colour regions, whose borders are closed outlines by construction, and
// its subject: the photo is smoothed while keeping its edges (texture such as fur, grain or grass fades,
// object boundaries stay), split into regions (photo-segments.ts), and the salient ones make the subject
// (photo-subject.ts).

/** The photo is split into regions at this size (longer side): large shapes need no more pixels. */
const SEGMENT_SIDE = 480
/** Saliency is judged over this many regions: enough to tell a face or a cup from what is round it. */
const SALIENCY_REGIONS = 30

export type PhotoRegions = {
  /** 1 on the border between two of the photo's largest colour regions, at the photo's size. */
  borders: Uint8Array
  /**
   * 1 where the photo's subject is (subjectMask, or the silhouette grown from a tap or a face), at the
   * photo's size.
   */
  subject: Uint8Array
  /** How textured the photo is round each pixel (Lab units, `withTexture`), at the photo's size. */
  texture: Float32Array
  /**
   * 1 on the outline of a pet's silhouette (photo-silhouette.ts: found by petSilhouette, or grown from a
   * tap or a face), at the photo's size; all 0 when none.
   */
  outline: Uint8Array
  /**
   * 1 outside a pet's silhouette (beyond a few pixels): lines there are clutter in a blurred room. All 0
   * when there is none.
   */
  backdrop: Uint8Array
  /** The edge-keeping smoothed photo, when it was worked on at the photo's own size. */
  smoothed?: Buffer
  /** Whether the subject is what the person tapped: false without a tap, or when no pet grew from it. */
  focused: boolean
  /** Whether the subject is a pet's silhouette (`outline` is drawn): its dark spots are eyes and a nose. */
  pet: boolean
}

/** A point on the photo, as fractions of its width and height (0 top left, 1 bottom right). */
export type PhotoFocus = { x: number; y: number }

/**
 * The photo's `count` largest colour regions and its subject, worked out at most SEGMENT_SIDE pixels
 * across and drawn back at the photo's size. With a `focus` (where the person tapped their pet), the
 * subject is grown from there into its silhouette, drawn when it is a pet (`focused`). With `animals`
 * (the boxes of animals a detector found, find-animals.ts), each is grown inside its box. Inside a pet's
 * outline, region borders are drawn only where the colour steps by at least `petBorderStep`.
 */
export async function photoRegions(
  image: PhotoPixels,
  count: number,
  focus?: PhotoFocus,
  petBorderStep = MIN_BORDER_STEP,
  animals: PhotoRegion[] = [],
): Promise<PhotoRegions> {
  const { width: w, height: h } = image
  const k = Math.min(1, SEGMENT_SIDE / Math.max(w, h))
  const sw = Math.max(1, Math.round(w * k))
  const sh = Math.max(1, Math.round(h * k))
  const rgb =
    k === 1
      ? image.rgb
      : await sharp(image.rgb, { raw: { width: w, height: h, channels: 3 } })
          .resize(sw, sh)
          .raw()
          .toBuffer()
  const smoothed = smoothKeepingEdges(toLab(rgb), sw, sh, 3, 8, 3)
  const options = { scale: 30, minPx: 40, maxRegions: SALIENCY_REGIONS, minColourStep: 4 }
  const features = withTexture(toLab(rgb), smoothed, sw, sh)
  const fine = segmentRegions(features, sw, sh, options)
  const salient = () => subjectMask(features, fine.labels, fine.count, sw, sh)
  const { labels } = mergeLabels(features, sw, sh, fine.labels, { ...options, maxRegions: count })
  const step = colourSteps(smoothed, sw, sh)
  // The silhouette is a coarse shape, smoothed anyway: half the size does, at a quarter of the cost.
  const grow = (seed: Uint8Array, outside?: Uint8Array) => {
    const half = halve(features, seed, sw, sh)
    const halfOutside = outside && halveMask(outside, sw, sh)
    return { ...half, soft: subjectSilhouette(half.features, half.seed, half.w, half.h, halfOutside) }
  }
  type Grown = ReturnType<typeof grow>
  const furry = (g: Grown) => petSilhouette(g.soft, g.features, g.w, g.h) !== null
  // The photo's face (pet-face.ts), looked for once and only when needed, among the few most contrasted
  // dark spots: among twice as many, the steel stairs' rivets and shadows made a "face".
  let face: Face | null | undefined
  const photoFace = () => {
    if (face === undefined) face = petFace(darkSpots(image, everywhere(w, h), photoSpotLimits(w, h)), w, h)
    return face
  }
  // Whether a silhouette holds the face's eyes: grown from a tap on the pet, or from its face, it does.
  const holds = (g: Grown, f: Face | null) =>
    f?.eyes.every(({ cx, cy }) => {
      const at =
        Math.min(g.h - 1, Math.floor((cy * g.h) / h)) * g.w + Math.min(g.w - 1, Math.floor((cx * g.w) / w))
      return (g.soft?.[at] ?? 0) >= 0.5
    }) ?? false
  // The subject, in this order: grown from the tap, when what grows there is a pet (furry before a calm
  // room, or holding the photo's face); the animals the detector found, each grown inside its box (the
  // detector vouches that they are animals, and the box keeps the shape out of the leaves); found by
  // saliency, with its outline drawn when it is a furry close-up; or, for a pet close up that saliency
  // takes for background, grown from its face as if tapped there. A tap on something else (a person, a
  // cup, the sky) draws the page as if there were no tap: grown from a tap, their silhouettes cut across
  // the picture.
  const inside = (g: Grown, soft: Float32Array) => insideOf(soft, g.w, g.h, sw, sh)
  const choose = (): { half: Grown; subject: Uint8Array; focused?: boolean } => {
    // A tap on an animal the detector boxed grows inside its box too (animals then holds just that one).
    const tappedBox = focus && animals.length ? outsideBox(animals[0], sw, sh) : undefined
    const tapped = focus ? grow(focusDisc(focus, sw, sh), tappedBox) : null
    if (tapped?.soft && (furry(tapped) || holds(tapped, photoFace())))
      return { half: tapped, subject: inside(tapped, tapped.soft), focused: true }
    const shapes = animals.map((box) => grow(boxSeed(box, sw, sh), outsideBox(box, sw, sh)))
    const soft = unite(shapes.map((g) => g.soft))
    if (soft) return { half: { ...shapes[0], soft }, subject: inside(shapes[0], soft), focused: !!focus }
    const salientSubject = salient()
    const around = grow(salientSubject)
    if (furry(around)) return { half: around, subject: salientSubject }
    const found = photoFace()
    const fromFace = found ? grow(faceSeed(found, k, sw, sh)) : null
    if (fromFace?.soft && holds(fromFace, found))
      return { half: fromFace, subject: inside(fromFace, fromFace.soft) }
    return { half: { ...around, soft: null }, subject: salientSubject }
  }
  // A pet the person pointed at (or whose face pointed at it) is its whole silhouette: its eyes and nose
  // are found anywhere in it.
  const { half, subject, focused = false } = choose()
  const { outline, backdrop } = silhouetteOutline(half.soft, half.w, half.h, w, h)
  const pet = half.soft !== null
  // Within a pet's outline, only borders of a clear colour change (an ear, the tongue) when asked.
  const minStep = (p: number) => (pet && !backdrop[p] ? petBorderStep : MIN_BORDER_STEP)
  if (k === 1) {
    const borders = regionBorders(labels, w, h)
    for (let p = 0; p < borders.length; p++) if (step[p] < minStep(p)) borders[p] = 0
    const texture = new Float32Array(w * h)
    for (let p = 0; p < texture.length; p++) texture[p] = features[p * 4 + 3] / TEXTURE_WEIGHT
    return { borders, subject, texture, outline, backdrop, smoothed: toRgb(smoothed), focused, pet }
  }
  const big = new Int32Array(w * h)
  const bigSubject = new Uint8Array(w * h)
  const bigStep = new Float32Array(w * h)
  const texture = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    const row = Math.min(sh - 1, Math.floor((y * sh) / h)) * sw
    for (let x = 0; x < w; x++) {
      const q = row + Math.min(sw - 1, Math.floor((x * sw) / w))
      big[y * w + x] = labels[q]
      bigSubject[y * w + x] = subject[q]
      bigStep[y * w + x] = step[q]
      texture[y * w + x] = features[q * 4 + 3] / TEXTURE_WEIGHT
    }
  }
  const borders = regionBorders(big, w, h)
  for (let p = 0; p < borders.length; p++) if (bigStep[p] < minStep(p)) borders[p] = 0
  return { borders, subject: bigSubject, texture, outline, backdrop, focused, pet }
}

/**
 * The seed of a subject the person tapped: a disc round the point reaching a fifth of the shorter side
 * from it, enough of a pet's head for its colours and fur to stand for the whole animal.
 */
function focusDisc(focus: PhotoFocus, w: number, h: number): Uint8Array {
  const r = FOCUS_RADIUS * Math.min(w, h)
  return ellipseMask([{ cx: focus.x * w, cy: focus.y * h, rx: r, ry: r, angle: 0 }], w, h)
}

const FOCUS_RADIUS = 0.2

/** The seed of a face found in the photo (at its size; `k` to the working size): a disc over eyes and nose. */
function faceSeed(face: Face, k: number, w: number, h: number): Uint8Array {
  const r = FACE_SEED_RADIUS * face.eyeGap * k
  return ellipseMask([{ cx: face.cx * k, cy: face.cy * k, rx: r, ry: r, angle: 0 }], w, h)
}

/** Reaches past the eyes to the brow and the muzzle: a face's middle stands for the whole animal. */
const FACE_SEED_RADIUS = 0.8

function everywhere(w: number, h: number): Uint8Array {
  return new Uint8Array(w * h).fill(1)
}

/** The silhouette (a soft mask at `hw` × `hh`, half the working size) at `w` × `h`, cut at one half: 1 inside. */
function insideOf(soft: Float32Array, hw: number, hh: number, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    const row = Math.min(hh - 1, Math.floor((y * hh) / h)) * hw
    for (let x = 0; x < w; x++)
      out[y * w + x] = soft[row + Math.min(hw - 1, Math.floor((x * hw) / w))] >= 0.5 ? 1 : 0
  }
  return out
}

const QUAD = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
] as const

/** Features averaged over 2 × 2 pixels, and the seed wherever any of the four is in it. */
function halve(features: Float32Array, seed: Uint8Array, w: number, h: number) {
  const C = features.length / (w * h)
  const hw = Math.max(1, w >> 1)
  const hh = Math.max(1, h >> 1)
  const out = new Float32Array(hw * hh * C)
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const q = y * hw + x
      for (const [dx, dy] of QUAD) {
        const p = Math.min(h - 1, 2 * y + dy) * w + Math.min(w - 1, 2 * x + dx)
        for (let c = 0; c < C; c++) out[q * C + c] += features[p * C + c] / 4
      }
    }
  }
  return { features: out, seed: halveMask(seed, w, h), w: hw, h: hh }
}

/** A mask at half the size: 1 wherever any of the four pixels is. */
function halveMask(mask: Uint8Array, w: number, h: number): Uint8Array {
  const hw = Math.max(1, w >> 1)
  const hh = Math.max(1, h >> 1)
  const out = new Uint8Array(hw * hh)
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      for (const [dx, dy] of QUAD)
        out[y * hw + x] |= mask[Math.min(h - 1, 2 * y + dy) * w + Math.min(w - 1, 2 * x + dx)]
    }
  }
  return out
}

/**
 * The seed of an animal the detector boxed: an ellipse over the middle of its box (GrabCut's "probably
 * the subject"), reaching ANIMAL_SEED_SHARE of the box's width and height from its centre.
 */
function boxSeed(box: PhotoRegion, w: number, h: number): Uint8Array {
  const cx = ((box.x1 + box.x2) / 2) * w
  const cy = ((box.y1 + box.y2) / 2) * h
  const rx = ANIMAL_SEED_SHARE * (box.x2 - box.x1) * w
  const ry = ANIMAL_SEED_SHARE * (box.y2 - box.y1) * h
  return ellipseMask([{ cx, cy, rx, ry, angle: 0 }], w, h)
}

const ANIMAL_SEED_SHARE = 0.3

/**
 * 1 outside an animal's box grown by BOX_ROOM of its size on each side: surely background (a detector's
 * box can clip a tail or an ear by a little).
 */
function outsideBox(box: PhotoRegion, w: number, h: number): Uint8Array {
  const bw = box.x2 - box.x1
  const bh = box.y2 - box.y1
  const x1 = (box.x1 - BOX_ROOM * bw) * w
  const x2 = (box.x2 + BOX_ROOM * bw) * w
  const y1 = (box.y1 - BOX_ROOM * bh) * h
  const y2 = (box.y2 + BOX_ROOM * bh) * h
  const out = new Uint8Array(w * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) out[y * w + x] = x < x1 || x > x2 || y < y1 || y > y2 ? 1 : 0
  return out
}

const BOX_ROOM = 0.1

/** Several soft silhouettes (of one size) as one: the most of them at each pixel; null when none grew. */
function unite(softs: (Float32Array | null)[]): Float32Array | null {
  const grown = softs.filter((s): s is Float32Array => s !== null)
  if (!grown.length) return null
  const out = Float32Array.from(grown[0])
  for (const s of grown.slice(1)) for (let p = 0; p < out.length; p++) out[p] = Math.max(out[p], s[p])
  return out
}

/**
 * The silhouette's outline at the photo's size: the soft mask enlarged smoothly and cut at one half, so
 * the line runs without steps; not along the picture's edge, where the frame is drawn anyway.
 */
function silhouetteOutline(
  soft: Float32Array | null,
  sw: number,
  sh: number,
  w: number,
  h: number,
): { outline: Uint8Array; backdrop: Uint8Array } {
  const out = new Uint8Array(w * h)
  const backdrop = new Uint8Array(w * h)
  if (!soft) return { outline: out, backdrop }
  const inside = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    const fy = Math.min(sh - 1, Math.max(0, ((y + 0.5) * sh) / h - 0.5))
    const y0 = Math.floor(fy)
    const y1 = Math.min(sh - 1, y0 + 1)
    const ty = fy - y0
    for (let x = 0; x < w; x++) {
      const fx = Math.min(sw - 1, Math.max(0, ((x + 0.5) * sw) / w - 0.5))
      const x0 = Math.floor(fx)
      const x1 = Math.min(sw - 1, x0 + 1)
      const tx = fx - x0
      const top = soft[y0 * sw + x0] * (1 - tx) + soft[y0 * sw + x1] * tx
      const bottom = soft[y1 * sw + x0] * (1 - tx) + soft[y1 * sw + x1] * tx
      inside[y * w + x] = top * (1 - ty) + bottom * ty >= 0.5 ? 1 : 0
    }
  }
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x
      if (inside[p] && (!inside[p - 1] || !inside[p + 1] || !inside[p - w] || !inside[p + w])) out[p] = 1
    }
  }
  const near = dilate(inside, w, h, BACKDROP_MARGIN_PX)
  for (let p = 0; p < w * h; p++) backdrop[p] = near[p] ? 0 : 1
  return { outline: out, backdrop }
}

/** Lines within this many pixels of a furry silhouette still count as the subject's (whiskers, tufts). */
const BACKDROP_MARGIN_PX = 4

/**
 * The silhouette, when it is a furry subject close up before a calm background (a pet before a blurred
 * room): its inside much more textured than its outside, the outside calm, and the shape a large share of
 * the picture. Elsewhere (a person before a flag, rockets at dusk, a cup on a table) the two colour models
 * cut across skies and walls, or the saliency's own regions already outline the subject, so no silhouette
 * is drawn.
 */
function petSilhouette(soft: Float32Array | null, features: Float32Array, w: number, h: number) {
  if (!soft) return null
  const C = features.length / (w * h)
  let textureIn = 0
  let textureOut = 0
  let areaIn = 0
  for (let p = 0; p < w * h; p++) {
    if (soft[p] >= 0.5) {
      textureIn += features[p * C + C - 1]
      areaIn++
    } else textureOut += features[p * C + C - 1]
  }
  if (!areaIn || areaIn === w * h) return null
  const inside = textureIn / areaIn
  const outside = textureOut / (w * h - areaIn)
  // Fur all over: hardly any of the inside as calm as the room (a person's sky-blue gap, a rocket's dusk).
  let calmIn = 0
  for (let p = 0; p < w * h; p++) if (soft[p] >= 0.5 && features[p * C + C - 1] <= outside) calmIn++
  const furry =
    inside >= outside * FUR_TEXTURE_RATIO &&
    outside <= CALM_TEXTURE &&
    areaIn >= w * h * CLOSE_UP_SHARE &&
    calmIn <= areaIn * CALM_INSIDE_SHARE
  return furry ? soft : null
}

/**
 * Measured at 240 px (texture inside / outside, outside, share of the picture, share of the inside as calm
 * as the room): the cat (JPEG and PNG) 2.4-3.5, 3.6-4.3, 0.58-0.72, 0.03-0.05; a cameraman on a lawn
 * 3.1-4.6, 3.0-3.1, 0.51-0.55, 0.08-0.12; the rockets 1.9-2.2, 2.5-4.8, 0.42, 0.46; the astronaut
 * 1.8-2.0, 5.9-6.6, 0.44-0.49, 0.17; cup and landscape about 1 or under. Tuned on few photos: margins
 * are thin (cat and cameraman differ most in the calm share).
 */
const FUR_TEXTURE_RATIO = 1.75
const CALM_TEXTURE = 5
const CLOSE_UP_SHARE = 0.45
const CALM_INSIDE_SHARE = 0.065

/**
 * A region border is drawn only where the colour really changes across it (Lab units over 4 px of the
 * smoothed photo): where two regions meet inside a smooth gradient (an evening sky, a blurred room) the
 * cut is arbitrary, and a line there would print as a boxy shape that is not in the photo.
 */
const MIN_BORDER_STEP = 6

/** At each pixel, the larger colour change across it over 4 px, across or down. */
function colourSteps(lab: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h)
  const dist = (p: number, q: number) => {
    const dL = lab[p * 3] - lab[q * 3]
    const dA = lab[p * 3 + 1] - lab[q * 3 + 1]
    const dB = lab[p * 3 + 2] - lab[q * 3 + 2]
    return Math.sqrt(dL * dL + dA * dA + dB * dB)
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - 2)
      const x1 = Math.min(w - 1, x + 2)
      const y0 = Math.max(0, y - 2)
      const y1 = Math.min(h - 1, y + 2)
      out[y * w + x] = Math.max(dist(y * w + x0, y * w + x1), dist(y0 * w + x, y1 * w + x))
    }
  }
  return out
}

/** How much texture weighs against colour: fur in focus against a blurred background of its colour. */
const TEXTURE_WEIGHT = 8
const TEXTURE_RADIUS = 5

/**
 * The smoothed photo's Lab with a fourth value a pixel: how much fine detail it has round it (what the
 * smoothing took away, averaged over a small square), high on fur, grass and grain in focus, low on a
 * sky, a wall or a blurred background.
 */
function withTexture(lab: Float32Array, smoothed: Float32Array, w: number, h: number): Float32Array {
  const n = w * h
  const detail = new Float32Array(n)
  for (let p = 0; p < n; p++) detail[p] = Math.abs(lab[p * 3] - smoothed[p * 3]) * TEXTURE_WEIGHT
  const energy = boxMean(boxMean(detail, w, h, TEXTURE_RADIUS, true), w, h, TEXTURE_RADIUS, false)
  const out = new Float32Array(n * 4)
  for (let p = 0; p < n; p++) {
    out[p * 4] = smoothed[p * 3]
    out[p * 4 + 1] = smoothed[p * 3 + 1]
    out[p * 4 + 2] = smoothed[p * 3 + 2]
    out[p * 4 + 3] = energy[p]
  }
  return out
}
