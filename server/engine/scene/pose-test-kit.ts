// What the pose tests share: a prompt's easy cartoon plan, its people laid out on the page's frame, and a
// point-near-a-box check, the small pockets a page of people leaves. Used only by tests (poses.test.ts,
// poses-with-things.test.ts, lie-items.test.ts).
import { lineStyle } from '../art'
import { MARGIN_PT, PAGE_SIZES, pageSvg } from '../common'
import { makePlan, type Plan } from '../plan'
import { countWhiteRegions, svgToBitmap } from '../render'
import { SETTINGS } from '../vocabulary'
import { placePeople } from './people-scene'
import { sceneKit } from './scene-kit'
import { frameScene } from './scene-layout'

export const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

/** The plan's people placed on an empty page of its setting, as the scene stage places them. */
export function laidOut(p: Plan) {
  const page = PAGE_SIZES[p.size]
  const area = {
    minX: MARGIN_PT,
    minY: MARGIN_PT,
    maxX: page.widthPt - MARGIN_PT,
    maxY: page.heightPt - MARGIN_PT,
  }
  const frame = frameScene(area, SETTINGS[p.setting], p.text, true)
  if (!p.people) throw new Error(`no people read in "${p.prompt}"`)
  return placePeople(p, p.people, frame, sceneKit(lineStyle(p.complexity, p.style)))
}

export type Box = { minX: number; minY: number; maxX: number; maxY: number }
export type Pt = { x: number; y: number }
export const near = (p: Pt, b: Box, pad: number) =>
  p.x > b.minX - pad && p.x < b.maxX + pad && p.y > b.minY - pad && p.y < b.maxY + pad

/** White pockets too small to colour (10-300 px at 150 dpi) on a Letter page of the prompt's people, and its figures. */
export async function pocketsOf(prompt: string): Promise<{ pockets: number; figures: number }> {
  const { drawn, placed } = laidOut(plan(prompt))
  const svg = placed.map((p) => p.svg).join('')
  const bitmap = await svgToBitmap(pageSvg(PAGE_SIZES.letter, svg), 1275)
  const pockets = countWhiteRegions(bitmap).sizes.filter((size) => size >= 10 && size < 300)
  return { pockets: pockets.length, figures: drawn.figures.length }
}
