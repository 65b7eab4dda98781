// npm run eval:photos [-- --out=eval-sheets/photos.png]: every test photo (tests/fixtures/photos, plus any
// in PHOTO_EVAL_DIR) beside its easy and intricate page, one row each, to look at after a change to the
// photo engine. The pages are the app's previews: the same lines on the same sheet, small.

import { mkdirSync, readFileSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { textPath } from '../lettering/lettering'
import { testPhotoFiles } from '../photo/test-photos'
import { shutdownRenderPool } from '../render/render-pool'
import { shutdownLinePool } from '../trace/line-pool'
import { photoPreview } from '../trace/photo-page'

const out =
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--out='))
    ?.slice(6) ?? 'eval-sheets/photos.png'
const files = testPhotoFiles(process.env.PHOTO_EVAL_DIR)

const CELL = 360
const CAPTION = 30
const GAP = 12

/** A picture fitted into one cell on white. */
const fitted = (input: Buffer) =>
  sharp(input)
    .flatten({ background: '#fff' })
    .resize(CELL, CELL, { fit: 'contain', background: '#fff' })
    .png()
    .toBuffer()

const caption = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL * 3 + GAP * 2}" height="${CAPTION}"><path d="${textPath(text, 4, 22, 18)}"/></svg>`,
  )

const rows: OverlayOptions[] = []
for (const [i, file] of files.entries()) {
  const photo = readFileSync(file)
  const pages = await Promise.all(
    (['easy', 'intricate'] as const).map((complexity) =>
      // Drawn at twice the size and shrunk, so thin intricate lines stay whole in grey.
      photoPreview({ photo, complexity, size: 'letter', watermark: false }, CELL * 2),
    ),
  )
  const top = i * (CELL + CAPTION + GAP)
  const cells = [await fitted(photo), ...(await Promise.all(pages.map((p) => fitted(p.png))))]
  for (const [k, input] of cells.entries()) rows.push({ input, left: k * (CELL + GAP), top: top + CAPTION })
  rows.push({ input: caption(`${basename(file)}: photo, easy, intricate`), left: 0, top })
  console.log(basename(file))
}
mkdirSync(dirname(out), { recursive: true })
await sharp({
  create: {
    width: CELL * 3 + GAP * 2,
    height: Math.max(1, files.length * (CELL + CAPTION + GAP)),
    channels: 3,
    background: '#fff',
  },
})
  .composite(rows)
  .png()
  .toFile(out)
console.log(`Wrote ${out}: ${files.length} photos, easy and intricate.`)
await Promise.all([shutdownRenderPool(), shutdownLinePool()])
