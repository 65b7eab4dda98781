import type { Box } from '../common'
import { acaciaTree } from './acacia'
import { outlined } from './backdrop'
import type { DecorationContext } from './decoration-context'
import { placeBuilding } from './place-buildings'
import { placeGround } from './place-grounds'
import { placeLandscape } from './place-landscape'
import { placeOutdoor } from './place-outdoors'
import { placeRoom } from './place-rooms'
import { placeSky } from './place-skies'
import { placeYard } from './place-yards'
import { placeClass } from './places-by-class'
import { type Room, roomBackdrop } from './room-scenes'
import { circle, grassTuft, rect, seaweed, star } from './shapes'

const overlaps = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY

/** Random spots in `area` that keep clear of the taken boxes; at most `count`, tried a bounded number of times. */
function freeSpots(area: Box, r: number, count: number, ctx: DecorationContext): { x: number; y: number }[] {
  const spots: { x: number; y: number }[] = []
  const taken = [...ctx.avoid]
  for (let tries = 0; tries < count * 12 && spots.length < count; tries++) {
    const x = area.minX + r + ctx.random() * Math.max(1, area.maxX - area.minX - 2 * r)
    const y = area.minY + r + ctx.random() * Math.max(1, area.maxY - area.minY - 2 * r)
    const box = { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r }
    if (taken.some((t) => overlaps(t, box))) continue
    taken.push(box)
    spots.push({ x, y })
  }
  return spots
}

/** A raindrop: a round bottom drawn up to a point. */
const drop = (x: number, y: number, r: number) =>
  `M${x.toFixed(1)} ${(y - r * 2).toFixed(1)}Q${(x + r * 1.1).toFixed(1)} ${(y - r * 0.4).toFixed(1)} ${(x + r).toFixed(1)} ${y.toFixed(1)}A${r} ${r} 0 0 1 ${(x - r).toFixed(1)} ${y.toFixed(1)}Q${(x - r * 1.1).toFixed(1)} ${(y - r * 0.4).toFixed(1)} ${x.toFixed(1)} ${(y - r * 2).toFixed(1)}Z`

/** Procedural props, named with a leading '*' in plans. Returns '' for an unknown name. */
export function drawDecoration(name: string, ctx: DecorationContext): string {
  const { scene, horizon, groundY, lines } = ctx
  const easy = !lines.patterns
  const line = lines.backdropLine
  const width = scene.maxX - scene.minX
  switch (name) {
    case '*grass': {
      let d = ''
      const count = easy ? 3 : 7
      for (let i = 0; i < count; i++) {
        const x = scene.minX + width * ((i + 0.3 + ctx.random() * 0.4) / count)
        const y = groundY + (scene.maxY - groundY) * (0.2 + ctx.random() * 0.6)
        const h = easy ? 34 : 18 + ctx.random() * 8
        const box = { minX: x - h, minY: y - h, maxX: x + h, maxY: y }
        if (!ctx.avoid.some((a) => overlaps(a, box))) d += grassTuft(x, y, h, easy ? 3 : 5)
      }
      return d ? outlined(d, line) : ''
    }
    case '*acacia': {
      // Flat-topped trees at the sides of the savanna, wherever the subjects leave room.
      let trunks = ''
      let canopies = ''
      for (const side of [0.14, 0.86]) {
        const h = (horizon - scene.minY) * (easy ? 0.75 : 0.6)
        const tree = acaciaTree(scene.minX + width * side, horizon + 6, h, width * (easy ? 0.3 : 0.26))
        if (ctx.avoid.some((a) => overlaps(a, tree.box))) continue
        ctx.avoid.push(tree.box)
        trunks += tree.trunk
        canopies += tree.canopy
      }
      return trunks ? outlined(trunks, line) + outlined(canopies, line) : ''
    }
    case '*fence': {
      let d = ''
      const top = horizon - 50
      // A row of subjects standing along the fence line (the back rows of a counting page) would have its rails
      // across their legs: the fence is left out there, as the page is for counting them.
      if (ctx.avoid.some((a) => standsOnFence(a, top, horizon))) return ''
      const step = easy ? 44 : 26
      d += rect(scene.minX - 4, top + 14, width + 8, 9) + rect(scene.minX - 4, top + 34, width + 8, 9)
      for (let x = scene.minX + 6; x < scene.maxX - 6; x += step) {
        const w = easy ? 22 : 14
        d += `M${x} ${horizon + 4}V${top + 6}l${w / 2} -8l${w / 2} 8V${horizon + 4}Z`
      }
      return outlined(d, line)
    }
    case '*bubbles': {
      const area = { minX: scene.minX, minY: scene.minY + 40, maxX: scene.maxX, maxY: horizon }
      const spots = freeSpots(area, easy ? 22 : 12, easy ? 3 : 9, ctx)
      return outlined(
        spots.map((s) => circle(s.x, s.y, (easy ? 14 : 5) + ctx.random() * (easy ? 8 : 8))).join(''),
        line,
      )
    }
    case '*seaweed': {
      let d = ''
      for (const side of [0.06, 0.94, 0.2, 0.8].slice(0, easy ? 2 : 4)) {
        const x = scene.minX + width * side
        const h = (easy ? 160 : 120) + ctx.random() * 60
        const box = { minX: x - 20, minY: horizon - h, maxX: x + 20, maxY: horizon }
        if (!ctx.avoid.some((a) => overlaps(a, box))) d += seaweed(x, horizon + 12, h, easy ? 26 : 16)
      }
      return d ? outlined(d, line) : ''
    }
    case '*stars': {
      const area = {
        minX: scene.minX,
        minY: scene.minY,
        maxX: scene.maxX,
        maxY: Math.min(horizon, scene.maxY) - 20,
      }
      const spots = freeSpots(area, easy ? 26 : 14, easy ? 3 : 8, ctx)
      return outlined(
        spots.map((s) => star(s.x, s.y, easy ? 24 : 10 + ctx.random() * 5, 5, 0.45, ctx.random())).join(''),
        line,
      )
    }
    case '*skyline': {
      let d = ''
      let windows = ''
      for (let x = scene.minX - 4; x < scene.maxX; ) {
        const w = 50 + ctx.random() * 40
        const h = 70 + ctx.random() * 110
        d += rect(x, horizon - h, w, h)
        if (!easy) {
          for (let wy = horizon - h + 12; wy < horizon - 20; wy += 22) {
            for (let wx = x + 9; wx < x + w - 16; wx += 18) windows += rect(wx, wy, 9, 12)
          }
        }
        x += w + 4
      }
      return outlined(d, line) + (windows ? outlined(windows, line * 0.8) : '')
    }
    case '*bunting': {
      const y = scene.minY + 12
      let d = ''
      const flags = easy ? 5 : 11
      const step = width / flags
      for (let i = 0; i < flags; i++) {
        const x = scene.minX + i * step
        const sag = Math.sin(((i + 0.5) / flags) * Math.PI) * 30
        d += `M${x + step * 0.1} ${y + sag}L${x + step * 0.9} ${y + sag}L${x + step / 2} ${y + sag + step * 0.75}Z`
      }
      const rope = `M${scene.minX} ${y}Q${scene.minX + width / 2} ${y + 60} ${scene.maxX} ${y}`
      return `<path d="${rope}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}"/>${outlined(d, line)}`
    }
    case '*island':
      return outlined(island(ctx), line)
    case '*rain': {
      // Raindrops falling across the sky, clear of the subjects: each a closed drop big enough to colour.
      const area = { minX: scene.minX, minY: scene.minY, maxX: scene.maxX, maxY: horizon - 10 }
      const r = easy ? 11 : 7
      const spots = freeSpots(area, r * 1.8, easy ? 10 : 22, ctx)
      return spots.length ? outlined(spots.map((s) => drop(s.x, s.y, r)).join(''), line) : ''
    }
    case '*sunset': {
      // The sun half down behind the horizon, rays fanning over the sky, at a side the subjects leave free.
      const r = easy ? 72 : 56
      // Behind the subjects, which hide what they cover: at the side where they cover least of it.
      const boxAt = (fx: number) => {
        const x = scene.minX + width * fx
        return { minX: x - r * 1.8, minY: horizon + 4 - r * 1.8, maxX: x + r * 1.8, maxY: horizon + 4 }
      }
      const covered = (b: Box) =>
        ctx.avoid.reduce((sum, a) => {
          const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
          const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY)
          return sum + (w > 0 && h > 0 ? w * h : 0)
        }, 0) /
        ((b.maxX - b.minX) * (b.maxY - b.minY))
      const fx = [0.8, 0.2, 0.5].sort((a, b) => covered(boxAt(a)) - covered(boxAt(b)))[0]
      {
        const box = boxAt(fx)
        const x = (box.minX + box.maxX) / 2
        const y = horizon + 4
        ctx.avoid.push(box)
        const half = (k: number) =>
          `M${(x - k).toFixed(1)} ${y.toFixed(1)}A${k} ${k} 0 0 1 ${(x + k).toFixed(1)} ${y.toFixed(1)}Z`
        let rays = ''
        for (let i = 1; i < 8; i++) {
          const a = Math.PI + (i / 8) * Math.PI
          const p = (rr: number, da: number) =>
            `${(x + rr * Math.cos(a + da)).toFixed(1)} ${(y + rr * Math.sin(a + da)).toFixed(1)}`
          rays += `M${p(r * 1.2, -0.09)}L${p(r * 1.75, -0.02)}L${p(r * 1.75, 0.02)}L${p(r * 1.2, 0.09)}Z`
        }
        return outlined(half(r) + half(r * 0.7) + rays, line)
      }
    }
    case '*classroom-wall':
    case '*kitchen-wall':
    case '*library-wall':
    case '*bedroom-wall':
    case '*zoo-wall':
    case '*playground-wall':
      return roomBackdrop(name.slice(1, -'-wall'.length) as Room, scene, horizon, line, ctx.random)
    default:
      return namedPlace(name, ctx)
  }
}

/** The places and skies a prompt names (plan/named-places.ts), grouped under their name so a page says it. */
function namedPlace(name: string, ctx: DecorationContext): string {
  const svg =
    placeGround(name, ctx) ??
    placeBuilding(name, ctx) ??
    placeSky(name, ctx) ??
    placeRoom(name, ctx) ??
    placeOutdoor(name, ctx) ??
    placeYard(name, ctx) ??
    placeClass(name, ctx) ??
    placeLandscape(name, ctx)
  return svg ? `<g data-place="${name.slice(1)}">${svg}</g>` : ''
}

/** A subject's feet on the fence's band, not in front of it (below the horizon) nor above it in the sky. */
function standsOnFence(box: Box, top: number, horizon: number): boolean {
  return box.maxY > top && box.maxY < horizon + 20 && box.minY < top
}

/**
 * The water's island, a low mound on the horizon at the side the subjects leave most open: a named island hidden
 * behind a castle is no island on the page.
 */
function island({ scene, horizon, avoid }: DecorationContext): string {
  const width = scene.maxX - scene.minX
  const boxAt = (fx: number): Box => {
    const x = scene.minX + width * fx
    return { minX: x - 70, minY: horizon - 50, maxX: x + 70, maxY: horizon + 2 }
  }
  const fx = [0.82, 0.18, 0.5].sort((a, b) => hiddenShare(boxAt(a), avoid) - hiddenShare(boxAt(b), avoid))[0]
  const x = scene.minX + width * fx
  return `M${x - 70} ${horizon + 2}Q${x} ${horizon - 50} ${x + 70} ${horizon + 2}Z`
}

/** The share of `box` the boxes `avoid` cover. */
function hiddenShare(box: Box, avoid: Box[]): number {
  const covered = avoid.reduce((sum, a) => {
    const w = Math.min(a.maxX, box.maxX) - Math.max(a.minX, box.minX)
    const h = Math.min(a.maxY, box.maxY) - Math.max(a.minY, box.minY)
    return sum + (w > 0 && h > 0 ? w * h : 0)
  }, 0)
  return covered / ((box.maxX - box.minX) * (box.maxY - box.minY))
}
