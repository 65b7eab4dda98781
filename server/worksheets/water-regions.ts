import type { PageRegions } from './page-regions'

/** How a page's setting holds water, from the engine's plan of its prompt. */
export type WaterKind = 'below-horizon' | 'underwater' | 'beach'

/** The engine's settings that have water in them ("pond" and "lake" are drawn as the sea). */
export function waterKindOf(setting: string | null | undefined): WaterKind | null {
  if (setting === 'sea') return 'below-horizon'
  if (setting === 'ocean') return 'underwater'
  if (setting === 'beach') return 'beach'
  return null
}

type Art = { x0: number; y0: number; x1: number; y1: number }

/**
 * Which labelled regions are water, and which the sand or seabed under it, on a page whose setting has water.
 * Read from the layout, as sky and grass are: below the horizon, a region as wide as half the art (a band
 * of sea between wave lines) or one whose top edge is a wave line (the water round a boat's hull) is water;
 * under water every wide region, and every one reaching the art's edge, is. The lowest wide band is sand on a beach or the sea floor.
 */
export function waterRoles(input: {
  regions: PageRegions
  labelled: number[]
  art: Art
  kind: WaterKind
  skip: (r: number) => boolean
}): Map<number, 'water' | 'sand'> {
  const { regions, labelled, art, kind, skip } = input
  const artWidth = art.x1 - art.x0
  const artHeight = art.y1 - art.y0
  const roles = new Map<number, 'water' | 'sand'>()
  const wide = (r: number) => regions.maxX[r] - regions.minX[r] > artWidth * 0.5
  const bottom = (r: number) =>
    wide(r) && regions.maxY[r] > art.y1 - artHeight * 0.12 && regions.minY[r] > art.y0 + artHeight * 0.4
  // Under water there is no sky: water starts at the top of the art, and the background's bands, however
  // they run, reach the art's edge.
  const horizon = kind === 'underwater' ? art.y0 : art.y0 + artHeight * 0.25
  // The edge of the picture inside any frame: as far as the labelled regions reach.
  let left = art.x1
  let right = art.x0
  let top = art.y1
  for (const r of labelled) {
    left = Math.min(left, regions.minX[r])
    right = Math.max(right, regions.maxX[r])
    top = Math.min(top, regions.minY[r])
  }
  const edge = artWidth * 0.02
  const reachesEdge = (r: number) =>
    regions.minX[r] < left + edge || regions.maxX[r] > right - edge || regions.minY[r] < top + edge
  for (const r of labelled) {
    if (skip(r) || regions.minY[r] < horizon) continue
    if (kind !== 'below-horizon' && bottom(r)) roles.set(r, 'sand')
    else if (wide(r) || wavyTop(regions, r) || (kind === 'underwater' && reachesEdge(r)))
      roles.set(r, 'water')
  }
  return roles
}

/**
 * Whether the region's upper edge rises and falls like a wave line: along its width, the topmost pixel of
 * each column turns from going up to going down (by more than a few pixels each way) at least three times.
 */
export function wavyTop(regions: PageRegions, r: number): boolean {
  const { width, label } = regions
  const minX = regions.minX[r]
  const maxX = regions.maxX[r]
  const minY = regions.minY[r]
  const maxY = regions.maxY[r]
  if (maxX - minX < 120) return false
  const swing = 8
  let turns = 0
  let direction = 0
  let extreme = -1
  for (let x = minX; x <= maxX; x += 4) {
    let top = -1
    for (let y = minY; y <= maxY; y++)
      if (label[y * width + x] === r) {
        top = y
        break
      }
    if (top < 0) continue
    if (extreme < 0) {
      extreme = top
      continue
    }
    if (direction >= 0 && top > extreme + swing) {
      if (direction > 0) turns++
      direction = -1
      extreme = top
    } else if (direction <= 0 && top < extreme - swing) {
      if (direction < 0) turns++
      direction = 1
      extreme = top
    } else if ((direction > 0 && top < extreme) || (direction < 0 && top > extreme)) extreme = top
  }
  return turns >= 3
}
