import type { PageRegions } from './page-regions'
import { waterKindOf, waterRoles } from './water-regions'

export type Crayon = { name: string; hex: string }

/** The crayons a key is made from, in the order a small box of crayons would add them. */
export const CRAYONS: Crayon[] = [
  { name: 'red', hex: '#e53935' },
  { name: 'yellow', hex: '#fdd835' },
  { name: 'blue', hex: '#1e88e5' },
  { name: 'green', hex: '#43a047' },
  { name: 'orange', hex: '#fb8c00' },
  { name: 'purple', hex: '#8e24aa' },
  { name: 'brown', hex: '#8d6e63' },
  { name: 'pink', hex: '#f48fb1' },
  { name: 'light blue', hex: '#81d4fa' },
  { name: 'light green', hex: '#aed581' },
  { name: 'grey', hex: '#9e9e9e' },
]
const crayon = (name: string) => CRAYONS.find((c) => c.name === name) as Crayon

// The colour a child expects for the main body of a subject the engine drew.
// A list gives the largest region the first colour, the next largest the second (a lion's mane, then its face).
const SUBJECT_COLORS: Record<string, string | string[]> = {
  lion: ['orange', 'yellow'],
  tiger: 'orange',
  fox: 'orange',
  cat: 'orange',
  goldfish: 'orange',
  fish: 'orange',
  elephant: 'grey',
  rhino: 'grey',
  hippo: 'grey',
  mouse: 'grey',
  wolf: 'grey',
  koala: 'grey',
  shark: 'grey',
  frog: 'green',
  turtle: 'green',
  crocodile: 'green',
  dinosaur: 'green',
  dragon: 'green',
  snake: 'green',
  tree: 'green',
  cactus: 'green',
  pig: 'pink',
  unicorn: 'pink',
  flamingo: 'pink',
  bear: 'brown',
  dog: 'brown',
  puppy: 'brown',
  horse: 'brown',
  monkey: 'brown',
  owl: 'brown',
  cow: 'brown',
  deer: 'brown',
  squirrel: 'brown',
  hedgehog: 'brown',
  duck: 'yellow',
  chick: 'yellow',
  bee: 'yellow',
  giraffe: 'yellow',
  sun: 'yellow',
  star: 'yellow',
  banana: 'yellow',
  crown: 'yellow',
  whale: 'blue',
  dolphin: 'blue',
  car: 'red',
  apple: 'red',
  strawberry: 'red',
  ladybug: 'red',
  octopus: 'purple',
  butterfly: 'purple',
}

export type ColoringPlan = {
  /** The key's crayons; number i of the key is crayons[i]. */
  crayons: Crayon[]
  /** Index into crayons per region (by region id), -1 for a region left free. */
  colorOf: Int32Array
}

/**
 * Gives each labelled region one of `count` crayons. Regions the page's layout tells apart get the colour
 * they are: a wide region along the top of the art is sky, one along the bottom is grass, and the largest
 * region centred in the art is the first subject's body. Where the engine's setting has water (sea, a pond,
 * under water, a beach), the water is blue or light blue (neighbouring bands differ) and its sand yellow. The rest are coloured greedily, most-connected first,
 * with a crayon no neighbour has where the count allows, and the least used such crayon so every colour of
 * the key is needed.
 */
export function chooseColors(input: {
  regions: PageRegions
  labelled: number[]
  neighbours: Set<number>[]
  count: number
  subjects: string[]
  art: { x0: number; y0: number; x1: number; y1: number }
  /** The engine's setting for the page's prompt ("sea", "ocean", "meadow"), when known. */
  setting?: string | null
}): ColoringPlan {
  const { regions, labelled, neighbours, count, subjects, art } = input
  const water = waterKindOf(input.setting)
  const artWidth = art.x1 - art.x0
  const artHeight = art.y1 - art.y0
  const wide = (r: number) => regions.maxX[r] - regions.minX[r] > artWidth * 0.5
  const roles = new Map<number, string>()
  for (const r of labelled) {
    const top = regions.minY[r] < art.y0 + artHeight * 0.12 && regions.maxY[r] < art.y0 + artHeight * 0.7
    if (wide(r) && top && water !== 'underwater') roles.set(r, 'light blue')
    else if (
      !water &&
      wide(r) &&
      regions.maxY[r] > art.y1 - artHeight * 0.12 &&
      regions.minY[r] > art.y0 + artHeight * 0.4
    )
      roles.set(r, 'green')
  }
  if (water) {
    const found = waterRoles({ regions, labelled, art, kind: water, skip: (r) => roles.has(r) })
    const waves = [...found].filter(([, role]) => role === 'water').map(([r]) => r)
    for (const [r, role] of found) if (role === 'sand') roles.set(r, 'yellow')
    // Top down, each band of water the blue its coloured neighbours have least of.
    for (const r of waves.sort((a, b) => regions.minY[a] - regions.minY[b])) {
      const clash = (name: string) => [...neighbours[r]].filter((n) => roles.get(n) === name).length
      roles.set(r, clash('light blue') < clash('blue') ? 'light blue' : 'blue')
    }
  }
  const subjectColors = [subjects.map((s) => SUBJECT_COLORS[s.toLowerCase()]).find(Boolean) ?? []].flat()
  // The subject stands in the middle of the art: a region centred there is its body, not the setting.
  const central = (r: number) => {
    const cx = (regions.minX[r] + regions.maxX[r]) / 2
    const cy = (regions.minY[r] + regions.maxY[r]) / 2
    return (
      Math.abs(cx - (art.x0 + art.x1) / 2) < artWidth * 0.25 &&
      Math.abs(cy - (art.y0 + art.y1) / 2) < artHeight * 0.35
    )
  }
  const bodies = labelled
    .filter((r) => !roles.has(r) && central(r))
    .sort((a, b) => regions.area[b] - regions.area[a])
  subjectColors.forEach((color, i) => {
    if (bodies[i] !== undefined) roles.set(bodies[i], color)
  })

  const names = [...new Set(roles.values())].slice(0, count)
  for (const c of CRAYONS) if (names.length < count && !names.includes(c.name)) names.push(c.name)
  const crayons = names.map(crayon)
  const colorOf = new Int32Array(regions.count + 1).fill(-1)
  const used = new Int32Array(count)
  for (const [r, name] of roles) {
    const i = names.indexOf(name)
    if (i >= 0) {
      colorOf[r] = i
      used[i]++
    }
  }
  const rest = labelled
    .filter((r) => colorOf[r] < 0)
    .sort((a, b) => neighbours[b].size - neighbours[a].size || regions.area[b] - regions.area[a])
  for (const r of rest) {
    const clashes = new Int32Array(count)
    for (const n of neighbours[r]) if (colorOf[n] >= 0) clashes[colorOf[n]]++
    let best = 0
    for (let i = 1; i < count; i++) {
      if (clashes[i] < clashes[best] || (clashes[i] === clashes[best] && used[i] < used[best])) best = i
    }
    colorOf[r] = best
    used[best]++
  }
  return { crayons, colorOf }
}
