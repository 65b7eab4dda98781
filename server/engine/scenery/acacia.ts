import type { Box } from '../common'

const f = (v: number) => v.toFixed(1)

/** Leaves an animal eats off a tree rather than off the ground: a giraffe eating leaves reaches an acacia. */
export const LEAF_FOODS = new Set(['fallen-leaf', 'leaf-fluttering-in-wind', 'maple-leaf', 'leafy-green'])

/**
 * A flat-topped canopy: a squashed ellipse whose edge is a ring of scallops, bulging more on top than under.
 * One closed shape, so it is one large region however many scallops it has.
 */
export function acaciaCanopy(cx: number, cy: number, w: number, h: number, bumps = 11): string {
  let d = ''
  for (let i = 0; i <= bumps; i++) {
    // Clockwise from the left end; the under side (sin > 0) is flatter.
    const t = Math.PI + (i / bumps) * 2 * Math.PI
    const below = Math.sin(t) > 0
    const x = cx + (w / 2) * Math.cos(t)
    const y = cy + (h / 2) * Math.sin(t) * (below ? 0.55 : 1)
    if (i === 0) {
      d += `M${f(x)} ${f(y)}`
      continue
    }
    const chord = (Math.PI * w) / bumps / 2
    // A larger radius is a shallower scallop: the under side is nearly smooth.
    const r = chord * (below ? 1.4 : 0.62)
    d += `A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(y)}`
  }
  return `${d}Z`
}

/** A trunk standing on `groundY` that forks in two branches meeting the canopy's under side at `topY`. */
export function acaciaTrunk(x: number, groundY: number, topY: number, spread: number, width: number): string {
  const fork = groundY - (groundY - topY) * 0.45
  const hw = width / 2
  return (
    `M${f(x - hw * 1.3)} ${f(groundY)}` +
    `Q${f(x - hw)} ${f((groundY + fork) / 2)} ${f(x - hw)} ${f(fork)}` +
    `Q${f(x - spread * 0.5)} ${f(fork - (fork - topY) * 0.4)} ${f(x - spread - hw)} ${f(topY)}` +
    `L${f(x - spread + hw)} ${f(topY)}` +
    `Q${f(x - spread * 0.3)} ${f(fork - (fork - topY) * 0.5)} ${f(x)} ${f(fork - width * 0.6)}` +
    `Q${f(x + spread * 0.3)} ${f(fork - (fork - topY) * 0.5)} ${f(x + spread - hw)} ${f(topY)}` +
    `L${f(x + spread + hw)} ${f(topY)}` +
    `Q${f(x + spread * 0.5)} ${f(fork - (fork - topY) * 0.4)} ${f(x + hw)} ${f(fork)}` +
    `Q${f(x + hw)} ${f((groundY + fork) / 2)} ${f(x + hw * 1.3)} ${f(groundY)}Z`
  )
}

/** A whole acacia of `height` standing on `groundY`: trunk path, canopy path and its box. */
export function acaciaTree(x: number, groundY: number, height: number, width: number) {
  const canopyH = Math.max(width * 0.3, height * 0.26)
  const cy = groundY - height + canopyH / 2
  const trunkW = Math.max(6, width * 0.07)
  return {
    trunk: acaciaTrunk(x, groundY, cy + canopyH * 0.12, width * 0.2, trunkW),
    canopy: acaciaCanopy(x, cy, width, canopyH),
    box: { minX: x - width / 2, minY: groundY - height, maxX: x + width / 2, maxY: groundY } as Box,
  }
}

/**
 * The tree an animal eats from: its canopy round the leaves at the mouth, reaching away from the animal, its
 * trunk down to the ground beyond the animal's head, kept inside the scene.
 */
export function reachingAcacia(
  food: Box,
  facing: 'left' | 'right',
  scene: Box,
  groundY: number,
): { trunk: string; canopy: string; box: Box } {
  const sceneW = scene.maxX - scene.minX
  const foodW = food.maxX - food.minX
  const w = Math.max(foodW * 3, sceneW * 0.42)
  const h = Math.max((food.maxY - food.minY) * 1.5, w * 0.34)
  const dir = facing === 'left' ? -1 : 1
  // Reaching away from the animal, but kept on the page: near the edge the head goes into the foliage.
  const cx = Math.min(
    scene.maxX - w * 0.45,
    Math.max(scene.minX + w * 0.45, (food.minX + food.maxX) / 2 + dir * w * 0.28),
  )
  const cy = (food.minY + food.maxY) / 2
  const trunkX = Math.min(scene.maxX - 24, Math.max(scene.minX + 24, cx + dir * w * 0.12))
  const trunkW = Math.max(8, w * 0.06)
  return {
    trunk: acaciaTrunk(trunkX, groundY, cy + h * 0.15, w * 0.16, trunkW),
    canopy: acaciaCanopy(cx, cy, w, h, 13),
    box: { minX: cx - w / 2, minY: cy - h / 2, maxX: cx + w / 2, maxY: groundY },
  }
}
