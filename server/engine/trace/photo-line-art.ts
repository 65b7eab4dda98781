import sharp from 'sharp'
import { floodComponents } from '../common'
import type { Face as PersonFace } from '../detect'
import { dilate, erode } from '../model-art'
import type { PhotoPixels, PhotoRegion } from '../photo'
import type { Complexity } from '../plan'
import { type CentreLines, centreLines, dropSpurRuns, smoothRuns, straightenRuns } from './centre-lines'
import { darkSpots, type Ellipse, ellipseMask, photoSpotLimits } from './dark-spots'
import { type Face, faceSpots, petFace } from './pet-face'
import { type PhotoFocus, photoRegions } from './photo-regions'
import { snapToStraightEdges } from './snap-to-edges'
import { straightEdges } from './straight-edges'
import { bridgeGaps, pruneSpurs, removeShortStrokes, thin } from './thin-lines'

export type PhotoDetail = {
  /** The photo is traced at this size (longer side, pixels): fewer pixels, fewer small details. */
  maxSide: number
  /** Median filter size applied before edges are looked for: larger smooths away texture (fur, grass). */
  median: number
  /** Blur of the finer Gaussian in the difference of Gaussians, in pixels: larger keeps only bold edges. */
  sigma: number
  /** The share of the picture whose edges are strong enough to become line, at most. */
  inkShare: number
  /** Lines are only drawn where the contrast across an edge is at least this (0-1): flat areas stay paper. */
  minContrast: number
  /** Lines shorter than this many pixels are texture or noise, not outlines, and go. */
  minStrokePx: number
  /**
   * Side branches from a free end to a junction shorter than this many pixels go from the final lines
   * (about 4 mm on an easy page, 2.5 mm on an intricate one: a letter page draws the traced photo at about
   * 2 px/mm on easy and 4 px/mm on intricate), so lines read as drawn rather than scratchy.
   */
  spurPx: number
  /** Gaps in an outline up to this many pixels are closed. */
  gapPx: number
  /** Every line is drawn with a round pen this wide on the page (points). */
  penPt: number
  /** The wobble of a traced edge is smoothed away along each line over about this many pixels (sigma). */
  smoothPx: number
  /**
   * Paper regions smaller than three times this many pixels are too small to colour: they are inked over
   * and thinned to a line.
   */
  minRegionPx: number
  /** The borders of at most this many colour regions are drawn: closed outlines of the largest shapes. */
  regions: number
  /**
   * Inside a pet's outline a region border is drawn only where the colour steps by at least this (Lab
   * units over 4 px; 6 elsewhere): on an easy page a spaniel's fur of three browns made a patchwork of
   * small shapes round its face, while its ears, eyes and mouth still close.
   */
  petBorderStep: number
  /** Lines away from the photo's subject shorter than this many pixels are background texture and go. */
  backgroundStrokePx: number
  /**
   * Edges amid texture away from the subject count for less: divided by 1 + texture / this (Lab units;
   * 0: not at all). Texture is what edge-keeping smoothing takes away, averaged over 11 px.
   */
  textureCalm: number
  /** Edges are looked for on the edge-keeping smoothed photo (fur, grain and grass gone), not the photo. */
  smoothEdges: boolean
}

export const PHOTO_DETAIL: Record<Complexity, PhotoDetail> = {
  easy: {
    maxSide: 480,
    median: 5,
    sigma: 1.5,
    inkShare: 0.15,
    minContrast: 0.01,
    minStrokePx: 45,
    spurPx: 16,
    gapPx: 9,
    penPt: 4,
    smoothPx: 5,
    minRegionPx: 100,
    regions: 10,
    petBorderStep: 14,
    textureCalm: 0,
    backgroundStrokePx: 150,
    smoothEdges: true,
  },
  intricate: {
    maxSide: 960,
    median: 3,
    sigma: 1.3,
    inkShare: 0.14,
    minContrast: 0.007,
    minStrokePx: 36,
    spurPx: 14,
    gapPx: 8,
    penPt: 1.5,
    smoothPx: 3.5,
    minRegionPx: 100,
    regions: 12,
    petBorderStep: 6,
    textureCalm: 3,
    backgroundStrokePx: 200,
    smoothEdges: false,
  },
}

/** A crop or small picture is never measured at under half the detail's own scale (see detailAtSide). */
const MIN_SCALE = 0.5

/**
 * The detail for a picture traced at `side` pixels (longer side) rather than at `detail.maxSide`: its
 * lengths in pixels (strokes, gaps, smoothing) shrink with the picture and its region area with the
 * square, so a line is kept or dropped by its length on the page. Spurs keep their length in pixels:
 * shrunk, the fur along a tail came through as a fringe of ticks. An animal crop is traced at its own
 * pixels (decode-photo.ts); measured at the full size's lengths, half of an intricate page's lines were
 * "too short" there (the dogs at the door: the wood of the door, their ears and eyes gone, 2.9 % ink).
 */
export function detailAtSide(detail: PhotoDetail, side: number): PhotoDetail {
  const k = Math.min(1, Math.max(MIN_SCALE, side / detail.maxSide))
  if (k === 1) return detail
  return {
    ...detail,
    minStrokePx: detail.minStrokePx * k,
    gapPx: Math.max(2, Math.round(detail.gapPx * k)),
    smoothPx: detail.smoothPx * k,
    minRegionPx: detail.minRegionPx * k * k,
    backgroundStrokePx: detail.backgroundStrokePx * k,
  }
}

/**
 * A photo's edges as pen lines: contrast stretched, then a difference of Gaussians (the XDoG family) marks
 * the dark side of every edge, thresholded with hysteresis so the lines cover a set share of the picture
 * and stay above its noise floor; the edge blobs are thinned to centre lines (thin-lines.ts), gaps ahead
 * of open ends are closed so regions stay closed, short strokes, whiskers and regions too small to colour
 * are cleaned away, and the lines that are left are followed and smoothed as curves (centre-lines.ts), to
 * be drawn with one round pen of `detail.penPt`. `animals` are the boxes of animals found in the photo
 * (find-animals.ts), drawn by their silhouettes; `people` are people's faces (find-faces.ts), drawn with
 * their eyes and mouth and a pupil in each eye, unless a pet is the page's subject.
 */
export async function photoLineArt(
  photo: PhotoPixels,
  detail: PhotoDetail,
  focus?: PhotoFocus,
  animals: PhotoRegion[] = [],
  people: PersonFace[] = [],
): Promise<PhotoArt> {
  const { width: w, height: h } = photo
  const regions = await photoRegions(photo, detail.regions, focus, detail.petBorderStep, animals)
  // A person's eyes and mouth are short strokes: round them, strokes stay however short (faceFeatureMask).
  const faces = regions.pet ? [] : people
  const features = faces.length ? faceFeatureMask(faces, w, h) : null
  const feature = (pixels: number[]) => {
    if (!features) return false
    let inside = 0
    for (const p of pixels) inside += features[p]
    return pixels.length >= MIN_FEATURE_PX && inside >= pixels.length * 0.5
  }
  const image =
    detail.smoothEdges && regions.smoothed ? { width: w, height: h, rgb: regions.smoothed } : photo
  const dog = await differenceOfGaussians(image, detail.sigma)
  // Surround suppression away from the subject: an edge amid texture (a lawn, gravel, a table's grain)
  // counts for less than one with calm on both sides, so the background does not draw as a mesh.
  // (Easy pages have smoothed the texture away already.)
  const calm = detail.textureCalm
  if (calm) {
    const near = dilate(regions.subject, w, h, SUBJECT_MARGIN_PX)
    for (let i = 0; i < dog.length; i++) if (!near[i]) dog[i] /= 1 + regions.texture[i] / calm
  }
  const cut = Math.max(
    detail.minContrast,
    quantileOfNegative(dog, detail.inkShare),
    NOISE_MULTIPLE * noiseLevel(dog),
  )
  let ink = linesAbove(dog, w, h, cut, detail)
  // A short stroke along a very strong edge is a feature (an eye, a nostril, a mouth), not texture: it
  // stays however short, so an easy page keeps a face while fur and grain strokes go.
  const strong = (pixels: number[]) => {
    if (feature(pixels)) return true
    // Still long enough to print as a dash rather than a speck.
    if (pixels.length < detail.minStrokePx / 3) return false
    let n = 0
    for (const p of pixels) if (dog[p] <= -cut * STRONG_EDGE) n++
    return n >= pixels.length * 0.5
  }
  ink = erode(dilate(ink, w, h, 1), w, h, 1)
  // From blobs of varying width to pen lines: thin to centre lines, drop whiskers and short strokes
  // (texture), close gaps ahead of open ends, then draw every line at one width.
  thin(ink, w, h)
  pruneSpurs(ink, w, h, SPUR_PX)
  removeShortStrokes(ink, w, h, 4)
  // Away from the subject only long lines stay (a horizon, a table's edge), so the background is drawn
  // as a few large shapes rather than its grain, grass or clutter.
  const near = dilate(regions.subject, w, h, SUBJECT_MARGIN_PX)
  removeShortStrokes(ink, w, h, detail.backgroundStrokePx, (pixels) => {
    let inside = 0
    for (const p of pixels) inside += near[p]
    return inside >= pixels.length * 0.5 || feature(pixels)
  })
  // Before a blurred room, whatever is drawn outside a pet's silhouette is clutter: it goes, with the
  // region borders there.
  removeShortStrokes(ink, w, h, Number.POSITIVE_INFINITY, (pixels) => {
    let outside = 0
    for (const p of pixels) outside += regions.backdrop[p]
    return outside < pixels.length * 0.5
  })
  for (let i = 0; i < ink.length; i++) if (regions.backdrop[i]) regions.borders[i] = 0
  // The borders of the largest colour regions: closed outlines of the main shapes, subject and background.
  // A border running beside an edge line (a pixel or two apart) merges with it into one line.
  // The subject's silhouette (a pet's head with its ears) as one closed line round the features in it.
  for (let i = 0; i < ink.length; i++) ink[i] |= regions.borders[i] | regions.outline[i]
  ink = dilate(ink, w, h, 1)
  thin(ink, w, h)
  frame(ink, w, h)
  bridgeGaps(ink, w, h, detail.gapPx)
  removeShortStrokes(ink, w, h, detail.minStrokePx, strong)
  // A loop round a patch too small to colour (a glint, a blob's hole) is filled and thinned again: it
  // collapses into one line instead of printing as a black spot. The pen then narrows every region.
  fillSmallRegions(ink, w, h, detail.minRegionPx * 3)
  thin(ink, w, h)
  // Short side branches off the final lines (and, once they have gone, the spurs they sprouted from).
  pruneSpurs(ink, w, h, detail.spurPx, 2)
  // Pupils and nostrils print solid (dark-spots.ts): the lines the filter drew through them go, and lines
  // that ran into one now end on its black.
  const found = darkSpots(photo, regions.subject, photoSpotLimits(w, h))
  // On a face, only its eyes and nose print solid (pet-face.ts); in a pet's silhouette, its dark spots (in
  // an animal the detector found, only those shaped like an eye in its head, eyeLike). Anywhere else a
  // dark spot is a window, a shadow or a mark on a wing, and prints as the lines round it: as a solid oval
  // it read as an eye where there is none. With several animals, a face found on one leaves the others
  // their own eyes (the lower dog at the door's face took the upper dog's eye away).
  const face = petFace(found, w, h)
  const onFace = face ? faceSpots(found, face) : []
  const spots = !regions.pet
    ? [...onFace, ...pupils(faces, w, h)]
    : animals.length
      ? [...onFace, ...eyesBesideFace(found, face, animals, w, h)]
      : face
        ? onFace
        : found
  const onSpot = ellipseMask(spots, w, h)
  for (let i = 0; i < ink.length; i++) if (onSpot[i]) ink[i] = 0
  // A small ring standing alone collapses to a dot: it goes like any short stroke.
  removeShortStrokes(ink, w, h, detail.minStrokePx, strong)
  // The lines as pen strokes, without the stubs pixel pruning left (a line ending on a pupil is held by
  // it, not hanging), smoothed along their length (centre-lines.ts).
  const nearSpot = dilate(onSpot, w, h, 2)
  const onASpot = (p: { x: number; y: number }) => nearSpot[Math.floor(p.y) * w + Math.floor(p.x)] === 1
  const lines = dropSpurRuns(centreLines(ink, w, h), detail.spurPx, onASpot)
  const smooth = smoothRuns(lines, detail.smoothPx)
  // Lines along the photo's long straight edges are laid on them (a building's ledges and frames, a
  // kerb, a rail); a pet's outline and fur stay as traced.
  const side = Math.max(w, h)
  const inPet = (p: { x: number; y: number }) =>
    regions.pet && regions.subject[Math.floor(p.y) * w + Math.floor(p.x)] === 1
  const snapped = snapToStraightEdges(
    smooth,
    straightEdges(photo, side / EDGE_MIN_SHARE),
    side / SNAP_BAND_SHARE,
    (2 * side) / SNAP_BAND_SHARE,
    inPet,
  )
  // What else is nearly straight is drawn straight: a table's edge.
  return {
    lines: straightenRuns(snapped, STRAIGHT_MIN_PX, STRAIGHT_TOLERANCE_PX),
    spots,
    focused: regions.focused,
  }
}

/**
 * The spots that could be eyes (eyeLike) of the detector's animals whose box does not hold `face`, away
 * from that face.
 */
function eyesBesideFace(found: Ellipse[], face: Face | null, animals: PhotoRegion[], w: number, h: number) {
  const holdsFace = (a: PhotoRegion) =>
    face !== null && a.x1 * w <= face.cx && face.cx <= a.x2 * w && a.y1 * h <= face.cy && face.cy <= a.y2 * h
  const others = animals.filter((a) => !holdsFace(a))
  const nearFace = (s: Ellipse) =>
    face !== null && Math.hypot(s.cx - face.cx, s.cy - face.cy) <= face.eyeGap * 1.5
  return found.filter((s) => !nearFace(s) && others.some((a) => eyeLike(s, a, w, h)))
}

/**
 * Whether a dark spot could be an eye or a nose of the animal in `box` (fractions of the w × h picture):
 * in the upper half of the box, where its head is (lower down were the nut a squirrel held and the knots
 * of its branch), at most MAX_EYE_SHARE of the box (an eye and the shadow of an ear ran into one blob,
 * 0.025) and at most MAX_EYE_ELONGATION times as long as wide (a fold of a towel, 3.0). Measured on the
 * dogs at the door and the squirrel: eyes and noses 0.0007-0.0042 of their box, 1.3-2.0 as long as wide.
 */
export function eyeLike(s: Ellipse, box: PhotoRegion, w: number, h: number): boolean {
  const [x1, x2, y1, y2] = [box.x1 * w, box.x2 * w, box.y1 * h, box.y2 * h]
  const inHead = x1 <= s.cx && s.cx <= x2 && y1 <= s.cy && s.cy <= (y1 + y2) / 2
  const small = Math.PI * s.rx * s.ry <= MAX_EYE_SHARE * (x2 - x1) * (y2 - y1)
  return inHead && small && Math.max(s.rx, s.ry) <= MAX_EYE_ELONGATION * Math.min(s.rx, s.ry)
}

const MAX_EYE_SHARE = 0.01
const MAX_EYE_ELONGATION = 2.5

/** A stroke this short (pixels) round a person's eye or mouth is a speck, not a feature. */
const MIN_FEATURE_PX = 4

/**
 * 1 round each person's eyes (within 0.18 of the face's width) and mouth (within 0.25 across and 0.12 up
 * and down): the lids, brows and lips the edge filter draws there are a few pixels long, shorter than
 * any stroke a page keeps elsewhere, and a face without them is a blank.
 */
function faceFeatureMask(faces: PersonFace[], w: number, h: number): Uint8Array {
  const mask = new Uint8Array(w * h)
  for (const face of faces) {
    const fw = (face.x2 - face.x1) * w
    const zones = [
      ...face.eyes.map((e) => ({ cx: e.x * w, cy: e.y * h, rx: 0.18 * fw, ry: 0.18 * fw })),
      { cx: face.mouth.x * w, cy: face.mouth.y * h, rx: 0.25 * fw, ry: 0.12 * fw },
    ]
    const inZone = ellipseMask(
      zones.map((z) => ({ ...z, angle: 0 })),
      w,
      h,
    )
    for (let i = 0; i < mask.length; i++) mask[i] |= inZone[i]
  }
  return mask
}

/**
 * A solid pupil in each eye of each person's face, its radius 0.05 of the face's width (a pupil and its
 * iris as a child draws them); none on a face too small for it to print as more than a speck (a radius
 * under 1/270 of the picture's longer side, about 0.75 mm on the page).
 */
function pupils(faces: PersonFace[], w: number, h: number): Ellipse[] {
  return faces.flatMap((face) => {
    const r = PUPIL_SHARE * (face.x2 - face.x1) * w
    if (r < Math.max(w, h) / 270) return []
    return face.eyes.map((e) => ({ cx: e.x * w, cy: e.y * h, rx: r, ry: r, angle: 0 }))
  })
}

const PUPIL_SHARE = 0.05

/**
 * A photo as pen lines, and the solid dark spots (pupils, nostrils) drawn with them, at the traced size;
 * `focused` when only the pet the person tapped is drawn.
 */
export type PhotoArt = { lines: CentreLines; spots: Ellipse[]; focused: boolean }

/**
 * The difference of Gaussians at `sigma`, negative on the dark side of an edge, per colour channel.
 * Each colour channel on its own: a yellow cat on a pale blue sky has little edge in brightness but a
 * strong one in blue. A pixel is on the dark side of an edge in whichever channel says so most strongly.
 * The contrast is stretched first (the widest channel's darkest 1 % to 0, brightest 1 % to 1), applied
 * here to the difference since blurring commutes with it: a dull photo gives the same lines as a crisp
 * one. One stretch for all channels, so a channel with little in it (blue on a green board) keeps its
 * noise small rather than having it blown up to rival the real edges.
 */
async function differenceOfGaussians(image: PhotoPixels, sigma: number): Promise<Float32Array> {
  // libvips blurs all three channels at float precision in a few tens of milliseconds.
  const [fine, coarse] = await Promise.all([sigma, sigma * 1.6].map((s) => blurRgb(image, s)))
  const stretch = 1 / Math.max(...[0, 1, 2].map((c) => contrastRange(image.rgb, c)))
  const dog = new Float32Array(image.width * image.height)
  for (let i = 0; i < dog.length; i++) {
    let d = 0
    for (let c = 0; c < 3; c++) d = Math.min(d, (fine[i * 3 + c] - coarse[i * 3 + c]) * stretch)
    dog[i] = d
  }
  return dog
}

/**
 * The lines of the edges at least `cut` strong (with their weaker continuations), raising the cut while a
 * busy photo (grass, fur, a circuit board) would still be inked over more than its share.
 */
function linesAbove(dog: Float32Array, w: number, h: number, cut: number, detail: PhotoDetail): Uint8Array {
  for (let attempt = 0; ; attempt++) {
    const ink = new Uint8Array(w * h)
    hysteresis(dog, w, h, cut, ink)
    let inked = 0
    for (const v of ink) inked += v
    if (inked <= detail.inkShare * 1.5 * ink.length || attempt === 6) return ink
    cut *= 1.1
  }
}

/** Weak edges count when they continue a strong one: lines run on instead of breaking into dashes. */
const WEAK_SHARE = 0.4

/**
 * Inks every pixel whose edge is at least `cut` strong, and every pixel at least half as strong that is
 * joined to one of those through others like it (Canny's hysteresis).
 */
function hysteresis(dog: Float32Array, w: number, h: number, cut: number, ink: Uint8Array) {
  const stack: number[] = []
  for (let i = 0; i < dog.length; i++) {
    if (dog[i] > -cut || ink[i]) continue
    ink[i] = 1
    stack.push(i)
    while (stack.length) {
      const p = stack.pop() as number
      const x = p % w
      const y = (p - x) / w
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx
          const yy = y + dy
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
          const q = yy * w + xx
          if (!ink[q] && dog[q] <= -cut * WEAK_SHARE) {
            ink[q] = 1
            stack.push(q)
          }
        }
      }
    }
  }
}

/** An edge this many times the cut is strong enough to stay as a line however short (`strong` above). */
const STRONG_EDGE = 2.5

/** Lines this close to the subject (pixels at the traced size) count as the subject's. */
const SUBJECT_MARGIN_PX = 4

const SPUR_PX = 6

/** A run at least this long (pixels at the traced size) lying within this of its chord is drawn straight. */
const STRAIGHT_MIN_PX = 16
const STRAIGHT_TOLERANCE_PX = 2.5

/** A straight edge is at least 1/EDGE_MIN_SHARE of the photo's longer side long. */
const EDGE_MIN_SHARE = 8
/**
 * A line within 1/SNAP_BAND_SHARE of the photo's longer side of a straight edge, along it for twice that,
 * is laid on it.
 */
const SNAP_BAND_SHARE = 120

// A frame round the picture closes every region the photo's edge would leave open (sky, ground, wall).
function frame(ink: Uint8Array, w: number, h: number) {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) if (x === 0 || y === 0 || x === w - 1 || y === h - 1) ink[y * w + x] = 1
  }
}

async function blurRgb(image: PhotoPixels, sigma: number): Promise<Float32Array> {
  const { data } = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .blur({ sigma, precision: 'float', minAmplitude: 0.001 })
    .raw({ depth: 'float' })
    .toBuffer({ resolveWithObject: true })
  return new Float32Array(data.buffer, data.byteOffset, data.length / 4)
}

/** The spread between the darkest and the brightest 1 % of one channel, in levels (at least 1). */
function contrastRange(rgb: Buffer, channel: number): number {
  const hist = new Uint32Array(256)
  const n = rgb.length / 3
  for (let i = channel; i < rgb.length; i += 3) hist[rgb[i]]++
  const at = (share: number) => {
    let seen = 0
    for (let v = 0; v < 256; v++) {
      seen += hist[v]
      if (seen >= share * n) return v
    }
    return 255
  }
  return Math.max(1, at(0.99) - at(0.01))
}

// An edge must stand this many times above the typical response of the whole picture: in a photo most of
// the picture is flat and that response is tiny, while grain or sensor noise lifts it everywhere alike.
const NOISE_MULTIPLE = 5

/** The median size of the filter's response over the whole picture: the photo's noise floor. */
function noiseLevel(dog: Float32Array): number {
  const bins = 4096
  const hist = new Uint32Array(bins)
  for (const v of dog) hist[Math.min(bins - 1, Math.floor(-v * bins))]++
  let seen = 0
  for (let b = 0; b < bins; b++) {
    seen += hist[b]
    if (seen >= dog.length / 2) return b / bins
  }
  return 0
}

/** The value below which `share` of all pixels lie, as a positive contrast (0 when too few are negative). */
function quantileOfNegative(dog: Float32Array, share: number): number {
  const bins = 1024
  const hist = new Uint32Array(bins)
  for (const v of dog) if (v < 0) hist[Math.min(bins - 1, Math.floor(-v * bins))]++
  let seen = 0
  const want = share * dog.length
  for (let b = bins - 1; b >= 0; b--) {
    seen += hist[b]
    if (seen >= want) return b / bins
  }
  return 0
}

/** Inks over 4-connected paper regions smaller than `minPx` that do not touch the picture's edge. */
function fillSmallRegions(ink: Uint8Array, w: number, h: number, minPx: number) {
  floodComponents(ink, w, h, 0, 4, (region, open) => {
    if (!open && region.length < minPx) for (const p of region) ink[p] = 1
  })
}
