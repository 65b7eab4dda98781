import sharp, { type Metadata } from 'sharp'

/** The most pixels a photo may have (a 40-megapixel camera); more, or a header that claims more, is refused. */
export const MAX_PHOTO_PIXELS = 40_000_000
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const

export type PhotoProblem = 'unsupported' | 'too-large' | 'corrupt'

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
 * 40 megapixels, without decoding the pixels. Throws PhotoError otherwise.
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
  return { format, width: meta.width, height: meta.height }
}

/**
 * Decodes a JPEG, PNG or WebP photo to colour planes whose longer side is at most `maxSide`, turned
 * upright by its EXIF orientation. Only pixels come out: EXIF, location and every other metadata stay
 * behind with the original bytes. The size is checked from the header before anything is decoded, so a
 * decompression bomb is refused without being unpacked.
 */
export async function decodePhoto(bytes: Buffer, maxSide: number, median = 3): Promise<PhotoPixels> {
  await inspectPhoto(bytes)
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      // A median (3x3 at least) takes sensor noise and JPEG blocks out before edges are looked for; edges survive it.
      .median(median)
      .raw()
      .toBuffer({ resolveWithObject: true })
    // A greyscale photo decodes to one channel: it stands for all three.
    const rgb =
      info.channels === 3
        ? data
        : await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
            .toColourspace('srgb')
            .raw()
            .toBuffer()
    return { width: info.width, height: info.height, rgb }
  } catch {
    throw new PhotoError('corrupt', 'This picture is damaged and cannot be read. Try another photo.')
  }
}
