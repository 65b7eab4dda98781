// npm run gallery:sheets [-- THEME ...]: a contact sheet of every gallery theme in every variant it
// lists (eval-sheets/gallery/THEME-VARIANT.png), drawn as the gallery draws them, to look at before a
// change to the list lands. A refused subject shows as an empty cell with the reason.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { contactSheet, type SheetCell } from '../engine/dev/contact-sheet'
import { hashText, makePlan, shutdownRenderPool } from '../engine/index'
import { composeScene } from '../engine/scene/compose-scene'
import { GALLERY } from '../gallery/catalog'

const only = new Set(process.argv.slice(2))
const dir = join('eval-sheets', 'gallery')
mkdirSync(dir, { recursive: true })
for (const category of GALLERY.filter((c) => only.size === 0 || only.has(c.slug))) {
  const variants = [...new Set(category.pages.map((p) => p.variant))]
  for (const variant of variants) {
    const cells: SheetCell[] = category.pages
      .filter((p) => p.variant === variant)
      .map((page) => {
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
    const file = join(dir, `${category.slug}-${variant}.png`)
    writeFileSync(file, await contactSheet(cells, 8))
    console.log(file)
  }
}
await shutdownRenderPool()
