// npx tsx server/engine/dev/own-drawings-sheet.ts -o sheet.png [names...]: Colorly's own drawings outlined as on
// a page, each at Easy (4 pt lines) and Intricate cartoon (1 pt lines with patterns), to look at before and after
// changing one (server/engine/art/own-drawings/). `--easy` lays out all of them at Easy only, six to a row.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { lineStyle } from '../art/line-style'
import { outlineArt } from '../art/outline-art'
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { readFileSync } from 'node:fs'
import { OWN_DRAWINGS } from '../art/own-drawings'
const sets: Record<string, any> = {}
function findIcon(f: string, n: string) { if (f === 'colorly') return OWN_DRAWINGS[n]; sets[f] ??= JSON.parse(readFileSync(`node_modules/@iconify-json/${f}/icons.json`, 'utf8')); const d = getIconData(sets[f], n); return d && { body: d.body, width: d.width ?? 16, height: d.height ?? 16 } }
import { shutdownRenderPool } from '../render/render-pool'
import { svgToPng } from '../render/svg-to-png'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    output: { type: 'string', short: 'o', default: 'own-drawings.png' },
    easy: { type: 'boolean', default: false },
  },
})
const names = positionals
const CELL = 300
const PER_ROW = values.easy ? 6 : 2
const complexities = values.easy ? (['easy'] as const) : (['easy', 'intricate'] as const)
const cells: string[] = []
names.forEach((name, n) => {
  const [fam, nm] = name.split(':'); const icon = findIcon(fam as never, nm)
  if (!icon) throw new Error(`no own drawing ${name}`)
  complexities.forEach((complexity, c) => {
    const at = n * complexities.length + c
    const [row, col] = [Math.floor(at / PER_ROW), at % PER_ROW]
    const lines = lineStyle(complexity, 'cartoon')
    const scale = (CELL - 20) / icon.width
    const art = outlineArt(
      icon.body,
      {
        lineWidth: lines.subjectLine / scale,
        minDetail: lines.minDetail / scale,
        hatchSpacing: 0,
        hatchLine: 0,
        patternSpacing: lines.patternSpacing / scale,
        patternLine: lines.patternLine / scale,
        idPrefix: `d${row}${col}`,
      },
      icon.width,
    )
    const x = col * CELL + 10
    const y = row * CELL + 10
    cells.push(`<g transform="translate(${x} ${y}) scale(${scale})">${art.svg}</g>`)
  })
})
const w = CELL * PER_ROW
const h = CELL * Math.ceil((names.length * complexities.length) / PER_ROW)
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/>${cells.join('')}</svg>`
writeFileSync(values.output as string, await svgToPng(svg, 0, 1))
await shutdownRenderPool()
