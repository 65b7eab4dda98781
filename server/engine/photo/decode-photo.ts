import sharp, { type Metadata } from 'sharp'

/** The most pixels a photo may have (a 40-megapixel camera); more, or a header that claims more, is refused. */
export const MAX_PHOTO_PIXELS = 40_000_000
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const
/** The fewest pixels a photo's shorter side may have, and how many times longer its longer side may be. */
export const MIN_PHOTO_SIDE = 8
export const MAX_PHOTO_RATIO = 20

export type PhotoProblem = 'unsupported' | 'too-large' | 'too-small' | 'corrupt'

/** Why a photo cannot become a page, in words a person can act on. */
export class PhotoError extends Error {
  constructor(
    readonly problem: PhotoProblem,
    message: string,
  ) {
    super(message)
  }
}

/** A decoded photo: red, green and blue bytes, interleaved, row by row. */
export type PhotoPixels = { width: number; height: number; rgb: Buffer }

// The first bytes of each format we take: the file's own claim, whatever name or type the upload gave it.
function sniff(bytes: Buffer): (typeof PHOTO_FORMATS)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp'
  return null
}

/**
 * Checks, from the file's first bytes and its header alone, that it is a JPEG, PNG or WebP of at most
 * 40 megapixels, at least MIN_PHOTO_SIDE on each side and at most MAX_PHOTO_RATIO times as long as it is
 * wide, without decoding the pixels. Throws PhotoError otherwise. The size is the photo's as it
 * stands upright (EXIF orientations 5-8 swap width and height).
 */
export async function inspectPhoto(
  bytes: Buffer,
): Promise<{ format: string; width: number; height: number }> {
  const format = sniff(bytes)
  if (!format)
    throw new PhotoError(
      'unsupported',
      'This file is not a photo we can read. Use a JPEG, PNG or WebP picture.',
    )
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new PhotoError('corrupt', 'This picture is damaged and cannot be read. Try another photo.')
  }
  if (!meta.width || !meta.height)
    throw new PhotoError('corrupt', 'This picture is damaged and cannot be read.')
  if (meta.width * meta.height > MAX_PHOTO_PIXELS || (meta.pages ?? 1) > 1) {
    throw new PhotoError(
      'too-large',
      'This picture is too large: use a photo of at most 40 megapixels (a single picture, not an animation).',
    )
  }
  // A dot or a sliver has no lines to draw: fitted to the page's trace size, a 6000 x 40 strip is 3 px
  // high, too few rows for the median and the edges (it failed there, answered as a damaged picture).
  const [shorter, longer] = [meta.width, meta.height].sort((a, b) => a - b)
  if (shorter < MIN_PHOTO_SIDE || longer > shorter * MAX_PHOTO_RATIO) {
    throw new PhotoError(
      'too-small',
      `This picture is too small or too thin to draw: use a photo at least ${MIN_PHOTO_SIDE} pixels on each side, no more than ${MAX_PHOTO_RATIO} times as long as it is wide.`,
    )
  }
  const upright = meta.autoOrient ?? meta
  return { format, width: upright.width ?? meta.width, height: upright.height ?? meta.height }
}

/** A crop is enlarged to at least this many pixels on its longer side (see decodePhoto). */
export const MIN_CROP_SIDE = 480
/** A whole photo at least this large (longer side, pixels) is enlarged to the trace size (see decodePhoto). */
const MIN_ENLARGED_SIDE = 300

/** An enlarged crop or photo is filtered with a median at least this wide (see decodePhoto). */
const ENLARGED_MEDIAN = 5

/** A part of the photo, as fractions of its upright width and height (0 top left, 1 bottom right). */
export type PhotoRegion = { x1: number; y1: number; x2: number; y2: number }

/**
 * Decodes a JPEG, PNG or WebP photo to colour planes whose longer side is at most `maxSide`, turned
 * upright by its EXIF orientation. Only pixels come out: EXIF, location and every other metadata stay
 * behind with the original bytes. The size is checked from the header before anything is decoded, so a
 * decompression bomb is refused without being unpacked. A whole photo smaller than `maxSide` is enlarged to
 * it, unless it is tiny (under MIN_ENLARGED_SIDE). With a `region`, only that part of the upright
 * photo is decoded, enlarged when smaller to MIN_CROP_SIDE (an easy page's size), so a small animal in a
 * wide photo is traced at the same scale as a close-up; beyond that to its own pixels at most, up to
 * `maxSide`: enlarged further, a few hundred pixels of dog traced at an intricate page's 960 gave a mesh
 * of strokes from blur and JPEG blocks instead of its face. An enlarged crop gets a median filter at least
 * ENLARGED_MEDIAN wide.
 */
export async function decodePhoto(
  bytes: Buffer,
  maxSide: number,
  median = 3,
  region?: PhotoRegion,
): Promise<PhotoPixels> {
  const { width, height } = await inspectPhoto(bytes)
  try {
    let image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate()
    let side = maxSide
    let filter = median
    if (region) {
      const crop = pixelsOf(region, width, height)
      const longer = Math.max(crop.width, crop.height)
      image = image.extract(crop)
      side = Math.min(maxSide, Math.max(MIN_CROP_SIDE, longer))
      // An enlarged crop's blur and JPEG blocks are enlarged with it: a wider median takes them out (the
      // dogs at the door then kept their eyes and nose on an intricate page too).
      if (side > longer) filter = Math.max(filter, ENLARGED_MEDIAN)
    } else {
      // A whole photo is traced at `maxSide`: the detail's thresholds (stroke lengths, spurs, region sizes)
      // are in pixels at that size, and a 640 px photo traced at its own size lost whole areas of line (a
      // rocket's towers, the sky round them) and fell under 3 % ink. A tiny picture (an icon) is traced as it
      // is: enlarged, it holds no more detail, only costs the time of a full trace.
      const longer = Math.max(width, height)
      side = longer >= MIN_ENLARGED_SIDE ? maxSide : longer
      if (side > longer) filter = Math.max(filter, ENLARGED_MEDIAN)
    }
    const { data, info } = await image
      .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      // A median (3x3 at least) takes sensor noise and JPEG blocks out before edges are looked for; edges survive it.
      .median(filter)
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, rgb: await asRgb(data, info) }
  } catch {
    throw new PhotoError('corrupt', 'This picture is damaged and cannot be read. Try another photo.')
  }
}

/**
 * The whole upright photo squeezed to `side` × `side` pixels, as an object detector takes it (its boxes
 * come back as fractions of the photo), with the same checks as decodePhoto.
 */
export async function decodeSquare(bytes: Buffer, side: number): Promise<PhotoPixels> {
  await inspectPhoto(bytes)
  return squareOf(bytes, side, 'fill')
}

/**
 * The whole upright photo fitted into `side` × `side` pixels without stretching, from the top left, black
 * round it (a face detector wants faces their own shape), and the photo's size inside the square.
 */
export async function decodeLetterbox(
  bytes: Buffer,
  side: number,
): Promise<PhotoPixels & { inside: { width: number; height: number } }> {
  const { width, height } = await inspectPhoto(bytes)
  const k = side / Math.max(width, height)
  return { ...(await squareOf(bytes, side, 'contain')), inside: { width: width * k, height: height * k } }
}

/** The photo (checked by inspectPhoto first) in a square, stretched to fill it or fitted inside it. */
async function squareOf(bytes: Buffer, side: number, fit: 'fill' | 'contain'): Promise<PhotoPixels> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(side, side, { fit, position: 'left top', background: '#000000' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, rgb: await asRgb(data, info) }
  } catch {
    throw new PhotoError('corrupt', 'This picture is damaged and cannot be read. Try another photo.')
  }
}

// A greyscale photo decodes to one channel: it stands for all three.
async function asRgb(data: Buffer, info: { width: number; height: number; channels: number }) {
  if (info.channels === 3) return data
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels as 1 } })
    .toColourspace('srgb')
    .raw()
    .toBuffer()
}

/** The whole pixels of the upright photo that a region touches: at least one, and inside the photo. */
function pixelsOf(region: PhotoRegion, width: number, height: number) {
  const span = (from: number, to: number, size: number) => {
    const start = Math.min(size - 1, Math.max(0, Math.floor(from * size)))
    return [start, Math.max(1, Math.min(size, Math.ceil(to * size)) - start)]
  }
  const [left, w] = span(region.x1, region.x2, width)
  const [top, h] = span(region.y1, region.y2, height)
  return { left, top, width: w, height: h }
}
