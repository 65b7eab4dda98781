import sharp from 'sharp'

// sharp only resizes and encodes rasters here: the page itself was rasterised by the engine (resvg).

export const WEB_WIDTH = 600

/** A 300 dpi 1-bit page PNG as a small greyscale WebP for the web: lines stay crisp, file stays small. */
export async function webPage(png: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png)
    .resize({ width: WEB_WIDTH, kernel: 'lanczos3' })
    .greyscale()
    .webp({ quality: 72, effort: 6, smartSubsample: true })
    .toBuffer({ resolveWithObject: true })
  return { webp: data, width: info.width, height: info.height }
}

/** A raw RGBA frame (e.g. the video's poster) as WebP. */
export async function webFrame(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(rgba), { raw: { width, height, channels: 4 } })
    .webp({ quality: 78, effort: 6 })
    .toBuffer()
}

/** The 1200 x 630 picture link previews show: three pages side by side on cream paper. */
export async function socialCard(pngs: Buffer[]): Promise<Buffer> {
  const pageH = 500
  const gap = 36
  const tiles = await Promise.all(
    pngs.slice(0, 3).map(async (png, i) => {
      const tile = await sharp(png)
        .resize({ height: pageH, kernel: 'lanczos3' })
        .greyscale()
        .extend({ top: 2, bottom: 2, left: 2, right: 2, background: '#d9cfbf' })
        .toBuffer()
      const { width = 0 } = await sharp(tile).metadata()
      return {
        input: tile,
        top: (630 - pageH) / 2,
        left: Math.round(600 + (i - 1) * (width + gap) - width / 2),
      }
    }),
  )
  return sharp({ create: { width: 1200, height: 630, channels: 3, background: '#fffaf3' } })
    .composite(tiles)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
