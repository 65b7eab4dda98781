// What the pose tests share: a prompt's easy cartoon plan, its people laid out on the page's frame, and a
// point-near-a-box check. Used only by tests (poses.test.ts, poses-with-things.test.ts).
import { lineStyle } from '../art'
import { MARGIN_PT, PAGE_SIZES } from '../common'
import { makePlan, type Plan } from '../plan'
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
