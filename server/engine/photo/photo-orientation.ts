import sharp from 'sharp'
import type { PageOrientation } from '../../../shared/contract/enums'

/**
 * A photo at least this much wider than tall goes on a landscape sheet. Any photo wider than square would
 * fill more of a landscape sheet; the margin keeps near-square photos (and a slightly wide crop of a
 * portrait) on the upright sheet every other page uses. See docs/decisions/0032-landscape-photo-pages.md.
 */
export const LANDSCAPE_MIN_ASPECT = 1.15

export const orientationForSize = (width: number, height: number): PageOrientation =>
  height > 0 && width / height >= LANDSCAPE_MIN_ASPECT ? 'landscape' : 'portrait'

/**
 * The sheet a photo's page is laid on, from the file's header alone: its size as it stands upright (EXIF
 * orientations 5-8 swap width and height, as the decoder turns them). A header that cannot be read says
 * portrait: the decoder then refuses the file with the reason.
 */
export async function photoOrientation(bytes: Buffer): Promise<PageOrientation> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height }
    return orientationForSize(upright.width ?? 0, upright.height ?? 0)
  } catch {
    return 'portrait'
  }
}
