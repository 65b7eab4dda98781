import type { LineStyle } from '../art'
import type { Box } from '../common'
import { outlined } from './backdrop'
import { clouds, flock } from './open-land-scenes'
import { type ComposedScene, f, risingSun, type SceneArea, stroked } from './scene-pieces'
import { waveTo } from './shapes'

// A lake, a pond or a river the prompt names ("Lake Louise", "a boat on a lake", "ducks on the river") is water
// between two shores, not the sea's rows of waves: mountains (a lake) or low hills (a pond, a river's far bank)
// rise from the far shore, the water lies
// flat with a few short ripples on it, and a grassy bank runs along the bottom. The sea setting is kept (its
// sky, its things), only its water is drawn so.

/** Where the lake's far shore runs: a little above the horizon, so a boat floating at it has water behind. */
export const farShoreOf = (scene: Box, horizon: number) => horizon - (scene.maxY - horizon) * 0.14

/** Still water the page names: a lake (mountains behind), a pond (low hills), a river (a band between banks). */
export type StillWater = 'lake' | 'pond' | 'river'

/**
 * The near bank's top edge, low so what floats and what swims under it (a fish on a line) is in the water; a
 * river's water is the same band between its banks, its far bank low land as a pond's.
 */
const bankOf = (scene: Box, horizon: number) => scene.maxY - (scene.maxY - horizon) * 0.2

/**
 * The lake's ground, for every page: the far shore with mountains or hills on it, the water, its ripples and
 * the near bank. `clip` is the bank (where pebbles may lie), never the water.
 */
export function lakeGround(
  scene: Box,
  horizon: number,
  lines: LineStyle,
  random: () => number,
  water: StillWater,
): { svg: string; clip: string } {
  const mountains = water === 'lake'
  const { minX: x0, maxX: x1, maxY: bottom } = scene
  const w = x1 - x0
  const line = lines.backdropLine
  const shore = farShoreOf(scene, horizon)
  const sky = shore - scene.minY
  let far = ''
  if (mountains) {
    // Three peaks from shore to shore, each with a snow cap whose lower edge zigzags: closed regions all.
    const peaks = [
      { x: 0.2, h: 0.42 },
      { x: 0.52, h: 0.55 },
      { x: 0.84, h: 0.4 },
    ].map((p) => ({ x: x0 + w * (p.x + (random() - 0.5) * 0.06), y: shore - sky * p.h }))
    const valleys = [x0 + w * 0.36, x0 + w * 0.68].map((x, i) => ({ x, y: shore - sky * (0.2 + 0.06 * i) }))
    const ridge = [peaks[0], valleys[0], peaks[1], valleys[1], peaks[2]]
    far += `M${f(x0 - 5)} ${f(shore)}L${f(x0 - 5)} ${f(shore - sky * 0.24)}${ridge.map((p) => `L${f(p.x)} ${f(p.y)}`).join('')}L${f(x1 + 5)} ${f(shore - sky * 0.22)}L${f(x1 + 5)} ${f(shore)}Z`
    for (const p of peaks) {
      const drop = (shore - p.y) * 0.3
      // The cap follows the slopes down a third of the way, its foot three teeth.
      const slope = (shore - p.y) / (w * 0.16)
      const half = drop / slope
      far += `M${f(p.x)} ${f(p.y)}L${f(p.x + half)} ${f(p.y + drop)}L${f(p.x + half * 0.45)} ${f(p.y + drop * 0.72)}L${f(p.x)} ${f(p.y + drop)}L${f(p.x - half * 0.45)} ${f(p.y + drop * 0.72)}L${f(p.x - half)} ${f(p.y + drop)}Z`
    }
  } else {
    far += `M${f(x0 - 5)} ${f(shore)}L${f(x0 - 5)} ${f(shore - 24)}${waveTo(x0 - 5, x1 + 5, shore - 24, 8, w * 0.7, 1)}L${f(x1 + 5)} ${f(shore)}Z`
  }
  // The water from the far shore down; a narrow strip of land along the far shore in front of the hills.
  const pool = `M${f(x0 - 5)} ${f(shore)}L${f(x1 + 5)} ${f(shore)}L${f(x1 + 5)} ${f(bottom + 5)}L${f(x0 - 5)} ${f(bottom + 5)}Z`
  // Deep enough to stay white between an easy page's thick lines.
  const depth = Math.max(6, line * 3.5)
  const strip = `M${f(x0 - 5)} ${f(shore)}L${f(x1 + 5)} ${f(shore)}L${f(x1 + 5)} ${f(shore + depth)}${waveTo(x1 + 5, x0 - 5, shore + depth, 2, w * 0.25)}Z`
  const bankY = bankOf(scene, horizon)
  const bank = `M${f(x0 - 5)} ${f(bankY)}${waveTo(x0 - 5, x1 + 5, bankY, 6, w * 0.6, 1)}L${f(x1 + 5)} ${f(bottom + 5)}L${f(x0 - 5)} ${f(bottom + 5)}Z`
  // Still water: a few short level ripples, open strokes that close no region.
  let ripples = ''
  const rows = lines.patterns ? 4 : 2
  for (let i = 0; i < rows; i++) {
    const y = shore + ((bankY - shore) * (i + 0.7)) / (rows + 0.6)
    for (const fx of i % 2 ? [0.3, 0.75] : [0.12, 0.55, 0.9]) {
      const x = x0 + w * (fx + (random() - 0.5) * 0.06)
      const half = 14 + random() * 16
      ripples += `M${f(x - half)} ${f(y)}L${f(x + half)} ${f(y)}`
    }
  }
  return {
    svg:
      outlined(far, line) +
      outlined(pool, line) +
      outlined(strip, line) +
      stroked(ripples, line) +
      outlined(bank, line),
    clip: bank,
  }
}

/** Intricate pages: the lake's sky (the sun where it is free, clouds, a few birds) and reeds on the near bank. */
export function lakeScene(ctx: SceneArea): ComposedScene {
  const { area, horizon, line, random } = ctx
  const quiet = ctx.quiet ?? false
  const taken: Box[] = [...ctx.avoid]
  const shore = farShoreOf(area, horizon)
  const peaksTop = shore - (shore - area.minY) * 0.56
  const sun = risingSun(area, peaksTop + 40, taken, quiet ? 8 : 16, ctx.ownLight)
  const sky =
    outlined(sun + clouds(area, peaksTop - 10, taken, random, quiet ? 1 : 4), line) +
    stroked(flock(area, peaksTop - 10, taken, random, quiet ? 2 : 3), line)
  // Reeds at the bank's edge, either side: thin closed blades, each at least 4 points wide at its foot.
  const bankY = bankOf(area, horizon)
  const w = area.maxX - area.minX
  let reeds = ''
  for (const fx of [0.06, 0.94]) {
    const x = area.minX + w * fx
    const clump = { minX: x - 30, minY: bankY - 90, maxX: x + 30, maxY: bankY + 10 }
    if (
      ctx.avoid.some(
        (b) => b.minX < clump.maxX && b.maxX > clump.minX && b.minY < clump.maxY && b.maxY > clump.minY,
      )
    )
      continue
    for (const [dx, h, lean] of [
      [-14, 70, -10],
      [0, 88, 4],
      [13, 62, 14],
    ]) {
      const bx = x + dx
      const top = { x: bx + lean, y: bankY + 8 - h }
      reeds += `M${f(bx - 3)} ${f(bankY + 8)}Q${f(bx - 2 + lean * 0.4)} ${f(bankY + 8 - h * 0.5)} ${f(top.x)} ${f(top.y)}Q${f(bx + 2 + lean * 0.4)} ${f(bankY + 8 - h * 0.5)} ${f(bx + 3)} ${f(bankY + 8)}Z`
      // A bulrush head on the tallest.
      if (h > 80) {
        const cy = top.y + 22
        reeds += `M${f(top.x - 1 - 5)} ${f(cy - 12)}Q${f(top.x - 1)} ${f(cy - 20)} ${f(top.x - 1 + 5)} ${f(cy - 12)}L${f(top.x - 1 + 5)} ${f(cy + 10)}Q${f(top.x - 1)} ${f(cy + 16)} ${f(top.x - 1 - 5)} ${f(cy + 10)}Z`
      }
    }
  }
  return { sky, ground: reeds ? outlined(reeds, line) : '', plants: [], pebbles: !quiet }
}
