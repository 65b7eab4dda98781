import { describe, expect, it } from 'vitest'
import { makePlan } from '../../plan/make-plan'
import type { Complexity } from '../../plan/plan'
import { pageRegions } from '../../render/page-regions'
import { svgToBitmap } from '../../render/svg-to-png'
import { countWhiteRegions } from '../../render/white-regions'
import { composeScene } from '../../scene/compose-scene'
import { sceneKit } from '../../scene/scene-kit'
import { conceptById } from '../../vocabulary/concept-index'
import { lineStyle } from '../line-style'
import { outlineArt } from '../outline-art'
import { placeDrawing } from '../place-drawing'
import { furLocks } from './fur-locks'
import { closingLines } from './pen-drawing'
import type { SubjectKind } from './subject-kinds'
import { subjectKind } from './subject-kinds'

// A round body of a light colour, 128 units across as the emoji art is, drawn about 400 pt wide.
const DISC = '<circle cx="64" cy="64" r="56" fill="#c8a070"/>'
const SCALE = 400 / 128

function penPath(body: string, kind: SubjectKind, mirror = false, only?: 'pen' | 'pen-form'): string {
  const art = outlineArt(
    body,
    {
      lineWidth: 0.85 / SCALE,
      minDetail: 2.5 / SCALE,
      hatchSpacing: 3.2 / SCALE,
      hatchLine: 0.5 / SCALE,
      idPrefix: 't_',
      pen: { kind, mirror, contour: 3.4 / SCALE, strokeWidth: 0.5 / SCALE, pt: 1 / SCALE },
    },
    128,
  )
  // The hatching and the tone lines that make the shading colourable: both are the pen's line work.
  return [...art.svg.matchAll(/<path class="(pen(?:-form)?)" d="([^"]+)"/g)]
    .filter((m) => !only || m[1] === only)
    .map((m) => m[2])
    .join('')
}

// The strokes of path data (absolute M and L, relative l) as segments [x0, y0, x1, y1].
function segmentsOf(d: string): number[][] {
  const out: number[][] = []
  let x = 0
  let y = 0
  for (const [, c, a, b] of d.matchAll(/([MLl])(-?[\d.]+) (-?[\d.]+)/g)) {
    const nx = c === 'l' ? x + Number(a) : Number(a)
    const ny = c === 'l' ? y + Number(b) : Number(b)
    if (c !== 'M') out.push([x, y, nx, ny])
    x = nx
    y = ny
  }
  return out
}

// Ink (stroke length) on each side of the diagonal through the centre that runs across the light.
function inkBySide(d: string) {
  let shadow = 0
  let lit = 0
  for (const [x0, y0, x1, y1] of segmentsOf(d)) {
    const length = Math.hypot(x1 - x0, y1 - y0)
    if ((x0 + x1) / 2 - 64 + ((y0 + y1) / 2 - 64) > 0) shadow += length
    else lit += length
  }
  return { shadow, lit }
}

describe('realistic intricate drawings are pen drawings', () => {
  it.each(['plain', 'fur', 'feathers', 'scales', 'wood'] as SubjectKind[])(
    'a round %s body is shaded on the side away from a top-left light',
    (kind) => {
      // Fur's locks tile the whole coat; its tone is the hair drawn in them.
      const { shadow, lit } = inkBySide(penPath(DISC, kind, false, kind === 'fur' ? 'pen' : undefined))
      expect(shadow).toBeGreaterThan(0)
      expect(shadow).toBeGreaterThan(2 * lit)
    },
  )

  it('a mirrored drawing is shaded on its other side, so the page keeps one light', () => {
    let left = 0
    let right = 0
    for (const [x0, , x1] of segmentsOf(penPath(DISC, 'plain', true))) {
      if (x0 + x1 < 128) left += Math.abs(x1 - x0)
      else right += Math.abs(x1 - x0)
    }
    expect(left).toBeGreaterThan(2 * right)
  })

  it('leaves small shapes plain: nothing to shade in a region too small to hold line work', () => {
    expect(penPath('<circle cx="64" cy="64" r="2" fill="#c8a070"/>', 'fur')).toBe('')
  })

  it('keeps the cross-hatched shadow clear of a small closed detail (a gem) drawn over it', () => {
    // A gem 8 units (25 pt) across on the shadow side of the body.
    const gem = `${DISC}<circle cx="86" cy="86" r="4" fill="#d04040"/>`
    // The shadow's cells are its straight lines (M x yL x y); the tone lines are relative polylines.
    const cells = penPath(gem, 'plain', false, 'pen-form')
      .split('M')
      .filter((sub) => sub.includes('L'))
      .flatMap((sub) => segmentsOf(`M${sub}`))
    expect(cells.length).toBeGreaterThan(0)
    for (const [x0, y0, x1, y1] of cells) {
      // The nearest point of the segment to the gem's centre: neither across the gem nor at its edge.
      const dx = x1 - x0
      const dy = y1 - y0
      const t = Math.max(0, Math.min(1, ((86 - x0) * dx + (86 - y0) * dy) / (dx * dx + dy * dy || 1)))
      expect(Math.hypot(x0 + t * dx - 86, y0 + t * dy - 86)).toBeGreaterThan(4 + 0.9)
    }
  })

  it('draws no stray cross where a shadow is too small for a cell, and keeps a lattice whole', () => {
    const line = (family: number, x0: number, y0: number, x1: number, y1: number) => ({
      family,
      x0,
      y0,
      x1,
      y1,
    })
    // Two lines crossing only each other, and a lone line: an "x" and a scratch, no cell to colour.
    expect(closingLines([line(0, 0, 0, 10, 10), line(1, 0, 10, 10, 0), line(0, 40, 0, 50, 10)])).toEqual([])
    // Three lines each way cross into four whole cells: all kept.
    const lattice = [0, 5, 10].flatMap((v) => [line(0, 0, v, 10, v), line(1, v, 0, v, 10)])
    expect(closingLines(lattice)).toHaveLength(6)
  })

  it('tells the kinds apart by name, heads included, without taking a hot dog for a dog', () => {
    expect(subjectKind('lion')).toBe('fur')
    expect(subjectKind('cat', 'cat-face')).toBe('fur')
    expect(subjectKind('owl')).toBe('feathers')
    expect(subjectKind('turtle')).toBe('scales')
    expect(subjectKind('tree', 'deciduous-tree')).toBe('wood')
    expect(subjectKind('house', 'house-with-garden')).toBe('brick')
    expect(subjectKind('hot-dog')).toBe('plain')
    expect(subjectKind('elephant')).toBe('plain')
  })

  it('only realistic intricate pages are drawn with the pen', () => {
    expect(lineStyle('intricate', 'realistic').penContour).toBeGreaterThan(0)
    expect(lineStyle('intricate', 'cartoon').penContour).toBe(0)
    expect(lineStyle('easy', 'realistic').penContour).toBe(0)
    expect(lineStyle('easy', 'cartoon').penContour).toBe(0)
  })
})

// The drawing alone on a page, with and without its pen strokes, at 300 dpi and no speck filling: the
// strokes must not close any region smaller than a disc 2 mm across (438 px at 300 dpi: 3.14 mm²). A
// pocket of a few pixels where a line ends against another is not a region anyone sees; the page fills
// it black with the other specks, unseen, so pockets under 20 px (0.14 mm²) are not counted.
describe('pen strokes close no region too small to colour', () => {
  const SPECK_PX = Math.PI / (25.4 / 300) ** 2
  const kit = sceneKit(lineStyle('intricate', 'realistic'))
  const page = (inner: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="612" height="792" viewBox="0 0 612 792"><rect width="612" height="792" fill="#fff"/>${inner}</svg>`
  const specks = async (svg: string) =>
    countWhiteRegions(await svgToBitmap(svg, 2550, 0)).sizes.filter((s) => s >= 20 && s < SPECK_PX).length

  it.each(['lion', 'owl', 'turtle', 'horse', 'giraffe', 'unicorn', 'dog', 'house', 'tree', 'robot', 'fish'])(
    '%s',
    async (id) => {
      const placed = placeDrawing(
        conceptById(id),
        'noto',
        { minX: 80, minY: 100, maxX: 530, maxY: 650 },
        kit.subjectLines,
        'p_',
      )
      expect(placed.svg).toContain('class="pen')
      const without = placed.svg.replace(/<path class="pen(?:-form)?"[^>]*\/>/g, '')
      expect(await specks(page(placed.svg))).toBeLessThanOrEqual(await specks(page(without)))
    },
    60_000,
  )
})

describe('fur is drawn as locks along the hair, and the face is left plain', () => {
  it('locks are long tufts lying along the hair, not round spots', () => {
    const cells: number[] = []
    for (let y = 0; y < 60; y++) for (let x = 0; x < 300; x++) cells.push(x + 0.5, y + 0.5)
    const { arcs, locks } = furLocks({
      frame: { kind: 'straight', ox: 150, oy: 30, fx: 1, fy: 0 },
      cells,
      pitch: 10,
      length: 35,
      taper: 22,
      minWidth: 8,
      ok: (x, y) => x > 3 && x < 297 && y > 3 && y < 57,
      phase: 0.3,
    })
    expect(locks.length).toBeGreaterThan(10)
    expect(arcs.length).toBeGreaterThan(0)
    for (const lock of locks) {
      const xs = lock.spine.filter((_, j) => j % 2 === 0)
      const ys = lock.spine.filter((_, j) => j % 2 === 1)
      const along = Math.max(...xs) - Math.min(...xs)
      expect(along).toBeGreaterThan(3 * 2 * lock.half)
      expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(along / 2)
    }
  })

  it('a furry body with eyes gets locks, and no line work on its eyes', () => {
    // Brown irises as big as a real animal's, each with a black pupil.
    const body = `${DISC}<circle cx="44" cy="50" r="10" fill="#8a6030"/><circle cx="84" cy="50" r="10" fill="#8a6030"/><circle cx="44" cy="50" r="3" fill="#000"/><circle cx="84" cy="50" r="3" fill="#000"/>`
    const forms = penPath(body, 'fur', false, 'pen-form')
    expect(forms.length).toBeGreaterThan(0)
    for (const [x0, y0, x1, y1] of segmentsOf(penPath(body, 'fur'))) {
      for (const cx of [44, 84]) {
        expect(Math.hypot((x0 + x1) / 2 - cx, (y0 + y1) / 2 - 50)).toBeGreaterThan(10)
      }
    }
  })
})

describe('a pale-eyed animal keeps its nose plain', () => {
  it('an oval nose on a furry body gets no fur or hatching, even with no face found', () => {
    // A brown oval nose, longer than it is wide, on the shadow side; nothing dark enough to find a face by.
    const body = `${DISC}<ellipse cx="76" cy="84" rx="10" ry="6" fill="#704030"/>`
    for (const [x0, y0, x1, y1] of segmentsOf(penPath(body, 'fur'))) {
      const x = (x0 + x1) / 2
      const y = (y0 + y1) / 2
      expect(((x - 76) / 10) ** 2 + ((y - 84) / 6) ** 2).toBeGreaterThan(1)
    }
  })
})

describe('a realistic intricate page of a furry animal is mostly drawing', () => {
  // Its coat divided into locks holds most of the page's regions, far more than the easy page has, none
  // under 2 mm across.
  it('"a cat": at least 70 % of the regions inside the drawing, 4 times the easy page', async () => {
    const measure = (complexity: Complexity) =>
      pageRegions(
        composeScene(makePlan({ prompt: 'a cat', complexity, style: 'realistic', seed: 1 })),
        lineStyle(complexity, 'realistic').speckArea,
      )
    const intricate = await measure('intricate')
    const easy = await measure('easy')
    expect(intricate.insideShare).toBeGreaterThanOrEqual(0.7)
    expect(intricate.inside + intricate.background).toBeGreaterThanOrEqual(
      4 * (easy.inside + easy.background),
    )
    expect(intricate.specks).toBe(0)
  }, 60_000)
})

describe('a shell split into plates gets growth rings', () => {
  it('each plate of a scaled shell is ringed by closed lines inside its edge', () => {
    // A shell cut into three plates by two borders drawn across it.
    const shell = `${DISC}<rect x="50" y="6" width="5" height="116" fill="#4a6a30"/><rect x="76" y="6" width="5" height="116" fill="#4a6a30"/>`
    const forms = penPath(shell, 'scales', false, 'pen-form')
    // Lines that end where they started: rings, not the open rows of scales.
    let closed = 0
    for (const sub of forms.split('M').filter(Boolean)) {
      const all = segmentsOf(`M${sub}`)
      if (all.length < 8) continue
      const [x0, y0] = all[0]
      const [, , x1, y1] = all[all.length - 1]
      if (Math.hypot(x1 - x0, y1 - y0) < 0.05) closed++
    }
    expect(closed).toBeGreaterThanOrEqual(3)
  })
})
