import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { photoPreview } from './trace/photo-page'
import { shutdownLinePool } from './trace/line-pool'
import { shutdownRenderPool } from './render-pool'
const out = process.argv[2]
const cells: Buffer[] = []
for (const name of ['dogs', 'squirrel']) for (const c of ['easy', 'intricate'] as const) {
  const photo = await sharp(readFileSync(`tests/fixtures/photos/${name}.jpg`)).resize(1600, 1600, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer()
  const r = await photoPreview({ photo, complexity: c, size: 'letter', watermark: false }, 700)
  cells.push(await sharp(r.png).flatten({ background: '#fff' }).resize(450, 450, { fit: 'contain', background: '#fff' }).png().toBuffer())
}
await sharp({ create: { width: 1800, height: 450, channels: 3, background: '#fff' } }).composite(cells.map((input, i) => ({ input, left: i * 450, top: 0 }))).png().toFile(out)
await Promise.all([shutdownLinePool(), shutdownRenderPool()])
