// Things "on the worktop" in a kitchen ("a kettle, a toaster and a loaf of bread on the worktop"): the kitchen's
// back wall ends at the worktop (room-scenes.ts draws the tiles down to the horizon), so what stands on it stands
// on the horizon, not on the floor in front, and the counter's front (an edge and cupboard doors) is drawn under
// it down to the floor.

import type { Box } from '../common'
import type { Plan } from '../plan'
import type { SceneFrame } from './scene-layout'

// The phrase that puts things on the counter; a bare "counter" is read as a shop's or a table by the plan.
const ON_THE_WORKTOP =
  /\bon (?:the |a |her |his |my |our |their )?(?:kitchen )?(?:worktops?|countertops?|work ?surfaces?|kitchen counters?)\b/

/** Whether the page's things stand on a kitchen worktop: no people, in the kitchen, said to be on it. */
export function onTheWorktop(plan: Plan): boolean {
  return !plan.people && plan.setting === 'kitchen' && ON_THE_WORKTOP.test(plan.prompt.toLowerCase())
}

/** The frame with the ground line raised to the worktop, and the counter's front as a box and its drawing. */
export function worktopFrame(
  frame: SceneFrame,
  line: number,
): { frame: SceneFrame; counter: Box; svg: string } {
  const { scene, horizon } = frame
  const top = horizon
  const floor = frame.groundY
  const edge = Math.max(10, (floor - top) * 0.08)
  const counter = { minX: scene.minX, minY: top, maxX: scene.maxX, maxY: floor }
  const r = (x: number, y: number, w: number, h: number) =>
    `M${x.toFixed(2)} ${y.toFixed(2)}h${w.toFixed(2)}v${h.toFixed(2)}h${(-w).toFixed(2)}Z`
  const w = scene.maxX - scene.minX
  let d = r(scene.minX - 4, top, w + 8, edge) + r(scene.minX - 4, top + edge, w + 8, floor - top - edge)
  // Cupboard doors along the front, each with a knob; a plinth at the floor.
  const doors = Math.max(2, Math.round(w / 220))
  const dw = (w - 24) / doors
  const doorTop = top + edge + 14
  const doorH = floor - doorTop - 26
  for (let k = 0; k < doors; k++) {
    const x = scene.minX + 12 + k * dw
    d += r(x + 6, doorTop, dw - 12, doorH)
    const kx = k % 2 ? x + 24 : x + dw - 24
    const ky = doorTop + 26
    d += `M${(kx - 6).toFixed(2)} ${ky.toFixed(2)}a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z`
  }
  const svg = `<path d="${d}" fill="#fff" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linejoin="round"/>`
  // Sized as things on a worktop are, under the wall cupboards: the scene they are fitted to is the wall above
  // the worktop, not the whole page.
  const wall = top - scene.minY
  const standing = { ...scene, minY: top - wall * 0.6, maxY: top + wall * 0.1 }
  return { frame: { ...frame, scene: standing, groundY: top + edge * 0.3 }, counter, svg }
}
