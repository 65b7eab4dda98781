import sharp from 'sharp'
import { findIcon } from '../art'
import { seededRandom } from '../common'

/** Photos made here, for tests and the benchmark: no photo files to license, and any size on demand. */
export const PHOTO_KINDS = {
  pet: ['cat-face', 'dog-face'],
  person: ['woman-raising-hand'],
  building: ['house-with-garden', 'office-building'],
  landscape: ['snow-capped-mountain', 'deciduous-tree', 'evergreen-tree'],
} as const

export type PhotoKind = keyof typeof PHOTO_KINDS

/**
 * A photo-like picture of a kind of subject: colour emoji art on a sky-to-ground gradient, softened as a
 * lens would, under uneven light, with sensor noise, saved as JPEG (or PNG/WebP) at the given megapixels.
 */
export async function syntheticPhoto(
  kind: PhotoKind,
  options: { megapixels?: number; format?: 'jpeg' | 'png' | 'webp'; seed?: number } = {},
): Promise<Buffer> {
  const { megapixels = 2, format = 'jpeg', seed = 1 } = options
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3))
  const height = Math.round((width * 3) / 4)
  const names = PHOTO_KINDS[kind]
  const art = names
    .map((name, i) => {
      const icon = findIcon('noto', name)
      if (!icon) throw new Error(`no noto icon ${name}`)
      const size = names.length === 1 ? 0.8 : i === 0 ? 0.65 : 0.45
      const s = (height * size) / icon.height
      const x = names.length === 1 ? (width - icon.width * s) / 2 : (width * (0.05 + i * 0.33)) | 0
      const y = height * 0.95 - icon.height * s
      return `<g transform="translate(${x} ${y}) scale(${s})">${icon.body}</g>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8ec5ff"/><stop offset="0.7" stop-color="#e8f2ff"/><stop offset="0.7" stop-color="#9bc27a"/><stop offset="1" stop-color="#5d8a3c"/>
    </linearGradient><radialGradient id="light" cx="0.3" cy="0.2" r="0.9">
      <stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${art}<rect width="100%" height="100%" fill="url(#light)"/></svg>`
  const { data, info } = await sharp(Buffer.from(svg))
    .blur(Math.max(0.5, width / 2000))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const random = seededRandom(seed)
  for (let i = 0; i < data.length; i++) {
    const noise = (random() + random() + random() - 1.5) * 24
    data[i] = Math.max(0, Math.min(255, data[i] + noise))
  }
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  if (format === 'png') return image.png().toBuffer()
  if (format === 'webp') return image.webp({ quality: 85 }).toBuffer()
  return image.jpeg({ quality: 88 }).toBuffer()
}
