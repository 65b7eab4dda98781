// npm run gallery:sheets [-- THEME ...]: a contact sheet of every gallery theme in every variant it
// lists (eval-sheets/gallery/THEME-VARIANT.png), drawn as the gallery draws them, to look at before a
// change to the list lands. A refused subject shows as an empty cell with the reason. Worksheet themes
// are drawn whole by the worksheet makers (a second or so a sheet), one sheet per version.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { contactSheet, type SheetCell } from '../engine/dev/contact-sheet'
import { hashText, makePlan, shutdownRenderPool } from '../engine/index'
import { composeScene } from '../engine/scene/compose-scene'
import { GALLERY, type GalleryPage } from '../gallery/catalog'
import { drawGalleryPage } from '../gallery/draw-gallery-page'

const only = new Set(process.argv.slice(2))
const dir = join('eval-sheets', 'gallery')
mkdirSync(dir, { recursive: true })

const CELL_W = 400
const CELL_H = 518
const CAPTION_H = 40
const COLUMNS = 8
const GAP = 16

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** One worksheet shrunk to a cell with its address underneath (or the error, on red). */
async function worksheetCell(page: GalleryPage, x: number, y: number): Promise<OverlayOptions[]> {
  let picture: Buffer
  let caption = page.slug
  try {
    picture = await sharp((await drawGalleryPage(page)).png)
      .resize({ width: CELL_W, height: CELL_H, fit: 'contain', background: '#fff' })
      .png()
      .toBuffer()
  } catch (error) {
    caption = `${page.slug}: ${(error as Error).message}`
    picture = await sharp({ create: { width: CELL_W, height: CELL_H, channels: 3, background: '#f99' } })
      .png()
      .toBuffer()
  }
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_W}" height="${CAPTION_H}"><text x="4" y="26" font-family="sans-serif" font-size="18">${escapeText(caption.slice(0, 44))}</text></svg>`,
  )
  return [
    { input: picture, left: x, top: y },
    { input: label, left: x, top: y + CELL_H },
  ]
}

/** Worksheets are drawn whole (labels, key, dots), so their sheet is a grid of their PNGs. */
async function worksheetSheet(pages: GalleryPage[]): Promise<Buffer> {
  const cells: OverlayOptions[] = []
  // One at a time: a sheet holds a few full-size bitmaps.
  for (const [i, page] of pages.entries()) {
    const x = (i % COLUMNS) * (CELL_W + GAP)
    const y = Math.floor(i / COLUMNS) * (CELL_H + CAPTION_H + GAP)
    cells.push(...(await worksheetCell(page, x, y)))
  }
  const rows = Math.ceil(pages.length / COLUMNS)
  const background = { r: 221, g: 221, b: 221 }
  return sharp({
    create: {
      width: COLUMNS * (CELL_W + GAP),
      height: rows * (CELL_H + CAPTION_H + GAP),
      channels: 3,
      background,
    },
  })
    .composite(cells)
    .png()
    .toBuffer()
}

for (const category of GALLERY.filter((c) => only.size === 0 || only.has(c.slug))) {
  const variants = [...new Set(category.pages.map((p) => p.label))]
  for (const variant of variants) {
    const pages = category.pages.filter((p) => p.label === variant)
    const file = join(dir, `${category.slug}-${variant.toLowerCase().replace(/\W+/g, '-')}.png`)
    if (category.worksheets) {
      writeFileSync(file, await worksheetSheet(pages))
      console.log(file)
      continue
    }
    const cells: SheetCell[] = pages.map((page) => {
      const plan = makePlan({
        prompt: page.subject,
        complexity: page.complexity,
        style: page.style,
        seed: hashText(page.fileId),
        watermark: true,
      })
      return plan.refusal
        ? { svg: null, caption: `${page.subject}: ${plan.refusal.error}`, mark: true }
        : { svg: composeScene(plan).svg, caption: page.subject, mark: false }
    })
    writeFileSync(file, await contactSheet(cells, 8))
    console.log(file)
  }
}
await shutdownRenderPool()
