import type { Box } from '../../common'
import { floodComponents, type Ring, ringsBox, seededRandom } from '../../common'
import type { Face } from './face-zone'
import { furLocks, type Lock, type LockFrame } from './fur-locks'
import { edgeDistance, makeGrid, paintLine, paintRings } from './pen-grid'
import { shadeRegions } from './shade-regions'
import type { SubjectKind } from './subject-kinds'

/** One painted shape of a drawing in paint order, its outline already in the drawing's own units. */
export type PenLayer =
  | { role: 'fill'; rings: Ring[]; evenOdd: boolean; luminance: number; hue: 'green' | 'brown' | 'other' }
  | { role: 'solid'; rings: Ring[]; evenOdd: boolean }
  | { role: 'line'; rings: Ring[]; width: number }

export type PenOptions = {
  /** One page point in drawing units. */
  pt: number
  kind: SubjectKind
  /** The drawing is placed mirrored: the page's top-left light comes from its top right. */
  mirror: boolean
  /** Outline width in drawing units: strokes keep clear of it. */
  outline: number
  seed: number
  /** The eyes, nose and muzzle (face-zone.ts): no texture there. */
  face?: Face | null
}

// Sizes in page points. Hatch lines 1.5 mm apart read as line work at print size, not grey; cross-hatching
// runs 3 mm apart, so the cells where the two families cross stay over 2 mm across.
const CELL = 0.8
const HATCH = 4.2
const CROSS = 8.4
// Strokes end this far from an outline's edge: the white gap (over 1 mm) keeps the region in one piece.
const GAP = 1.8
const MIN_RUN = 2.5
const FUR_LEN = 4.6
const FUR_GAP = 2.3
// Locks of fur (fur-locks.ts): 8 pt wide (2.5 mm inside their lines), a new lock every 20 pt along a strip,
// each end curve 12 pt long, so a lock is about 32 pt (11 mm) from root to tip; narrower ones are not drawn.
const LOCK_PITCH = 8
const LOCK_LEN = 20
const LOCK_TAPER = 12
const MIN_LOCK = 6.8
// Scallop rows touch, so each scale is a region to colour: 10 pt wide and 4.2 pt deep it is about 3 mm².
const FEATHER = 11
const SCALE = 10
const LEAF = 11
const GRAIN = 4.6
// Growth rings on a plate: 7.5 pt apart, bands 2.3 mm wide inside their lines.
const RING = 7.5
const BRICK_H = 6.5
const BRICK_W = 15
// Only regions at least this many points across in area get line work: smaller ones stay plain to colour.
const MIN_REGION = 16
// Shade above which a place is hatched once, then twice.
const SINGLE = 0.1
const DOUBLE = 0.45
// A pale coat has locks from a little before single hatching would start: on its shaded side and round it.
const PALE_LOCKS = SINGLE - 0.25
// Every tone shape holds a disc this wide (pt; 2.4 mm across); regions this deep (pt, edge to middle) also
// get a half-tone band between light and shadow.
const MIN_TONE = 3.4
const BAND_REGION = 22
// Where the light of a plainly shaded shape ends: a little before single hatching would start, so its
// cross-hatched cells reach round the form.
const LIT = -0.1
// Cells of the cross-hatched shadow: this far apart (pt), about 2.3 mm inside 0.85 pt lines.
const SHADOW_CELL = 6.6
// A shape drawn over a region and at most this wide (pt) is a closed detail (a gem, an eye, a button): the
// cross-hatched shadow keeps a whole cell clear of it rather than running a lattice across it.
const DETAIL = 28

/**
 * Pen-drawing line work for a drawing: hatching on the shadow side of each region for a light from the top
 * left, in three tones (none, single, cross), and a texture by what the subject is made of. Every stroke is
 * open and ends clear of the outlines; textures never touch one another, and crossing hatch lines leave
 * cells over 2 mm, so no new region is too small to colour. Returns path data in the drawing's units.
 */
export function penStrokes(
  layers: PenLayer[],
  bounds: Box,
  o: PenOptions,
): { strokes: string; forms: string } {
  let cell = CELL * o.pt
  const area = (bounds.maxX - bounds.minX) * (bounds.maxY - bounds.minY)
  cell = Math.max(cell, Math.sqrt(area / 900_000))
  const k = o.pt / cell
  const grid = makeGrid(bounds, cell)
  layers.forEach((layer, i) => {
    if (layer.role === 'line') paintLine(grid, layer.rings, layer.width + 2 * o.pt)
    else paintRings(grid, layer.rings, layer.evenOdd, i)
  })
  const boxes = new Map<number, { c0: number; r0: number; c1: number; r1: number; count: number }>()
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.cols; c++) {
      const v = grid.label[r * grid.cols + c]
      if (v < 0) continue
      const b = boxes.get(v)
      if (!b) boxes.set(v, { c0: c, r0: r, c1: c, r1: r, count: 1 })
      else {
        b.c0 = Math.min(b.c0, c)
        b.c1 = Math.max(b.c1, c)
        b.r0 = Math.min(b.r0, r)
        b.r1 = Math.max(b.r1, r)
        b.count++
      }
    }
  const edge = edgeDistance(grid)
  const taken = new Uint8Array(grid.cols * grid.rows)
  const random = seededRandom(o.seed)
  const L = { x: (o.mirror ? -1 : 1) * Math.SQRT1_2, y: Math.SQRT1_2 }
  const out: string[] = []
  // The tone and form lines close regions to colour: drawn as wide as the art's own lines, so they hold at
  // any print resolution.
  const forms: string[] = []
  const fmt = (v: number) => v.toFixed(2)
  const short = (v: number) => String(Number(v.toFixed(2)))
  const toX = (x: number) => grid.x0 + x * cell
  const toY = (y: number) => grid.y0 + y * cell
  // Only the points that bend a line by more than a tenth of a point, relative to the one before.
  const polyline = (pts: number[]) => {
    let d = `M${fmt(toX(pts[0]))} ${fmt(toY(pts[1]))}`
    let px = pts[0]
    let py = pts[1]
    for (const j of simplify(pts, 0.1 * k)) {
      d += `l${short(toX(pts[j]) - toX(px))} ${short(toY(pts[j + 1]) - toY(py))}`
      px = pts[j]
      py = pts[j + 1]
    }
    return d
  }

  const largest = largestFill(layers, boxes)
  // Only creatures have faces: a tractor's dark round wheels are not eyes.
  const face = o.kind === 'fur' || o.kind === 'feathers' || o.kind === 'scales' ? (o.face ?? null) : null
  // The face zone and the features' middle, in grid cells.
  const zone = face && {
    c0: (face.zone.minX - grid.x0) / cell,
    r0: (face.zone.minY - grid.y0) / cell,
    c1: (face.zone.maxX - grid.x0) / cell,
    r1: (face.zone.maxY - grid.y0) / cell,
  }
  const features = face && {
    c0: (face.features.minX - grid.x0) / cell,
    r0: (face.features.minY - grid.y0) / cell,
    c1: (face.features.maxX - grid.x0) / cell,
    r1: (face.features.maxY - grid.y0) / cell,
  }
  const onFace = (x: number, y: number) =>
    !!zone && x >= zone.c0 && x <= zone.c1 && y >= zone.r0 && y <= zone.r1
  layers.forEach((layer, i) => {
    if (layer.role !== 'fill') return
    const b = boxes.get(i)
    if (!b || b.count < (MIN_REGION * k) ** 2) return
    // Eyes, irises, a nose, a muzzle: left plain, as a pen artist leaves them.
    if (face && isFacePart(ringsBox(layer.rings), face)) return
    const box = {
      c0: Math.max(0, b.c0 - 1),
      r0: Math.max(0, b.r0 - 1),
      c1: Math.min(grid.cols - 1, b.c1 + 1),
      r1: Math.min(grid.rows - 1, b.r1 + 1),
    }
    const w = box.c1 - box.c0 + 1
    const h = box.r1 - box.r0 + 1
    // Distance to the region's edge over its box (0 outside the region), and the shape's statistics:
    // centre, principal axis, reach along the light, thickness.
    const D = new Float32Array(w * h)
    let n = 0
    let sx = 0
    let sy = 0
    let sxx = 0
    let syy = 0
    let sxy = 0
    let dMax = 0
    let pMin = Infinity
    let pMax = -Infinity
    for (let r = 0; r < h; r++)
      for (let c = 0; c < w; c++) {
        const g = (box.r0 + r) * grid.cols + box.c0 + c
        if (grid.label[g] !== i) continue
        const d = edge[g]
        D[r * w + c] = d
        const x = box.c0 + c + 0.5
        const y = box.r0 + r + 0.5
        n++
        sx += x
        sy += y
        sxx += x * x
        syy += y * y
        sxy += x * y
        if (d > dMax) dMax = d
        const p = x * L.x + y * L.y
        if (p < pMin) pMin = p
        if (p > pMax) pMax = p
      }
    if (dMax < 2.5 * HATCH * k * 0.5) return
    const at = (x: number, y: number) => {
      const c = Math.floor(x) - box.c0
      const r = Math.floor(y) - box.r0
      return c < 0 || r < 0 || c >= w || r >= h ? 0 : D[r * w + c]
    }
    const cx = sx / n
    const cy = sy / n
    const vxx = sxx / n - cx * cx
    const vyy = syy / n - cy * cy
    const vxy = sxy / n - cx * cy
    const axis = 0.5 * Math.atan2(2 * vxy, vxx - vyy)
    const spread = Math.sqrt((vxx - vyy) ** 2 + 4 * vxy * vxy)
    const elongation = Math.sqrt((vxx + vyy + spread) / Math.max(1e-9, vxx + vyy - spread))
    const pc = cx * L.x + cy * L.y
    const half = Math.max(1, pMax - pc, pc - pMin)
    // Darker source colours are hatched further round towards the light.
    const bias = Math.max(-0.3, Math.min(0.3, (0.5 - layer.luminance) * 0.6))
    const margin = o.outline / 2 / cell + GAP * k
    // How dark a cell is: its place along the light across the whole shape, and near the edge how far
    // that edge is turned away from the light. Worked out when first asked (NaN until then).
    const tone = new Float32Array(w * h).fill(Number.NaN)
    const shade = (x: number, y: number) => {
      const c = Math.floor(x) - box.c0
      const r = Math.floor(y) - box.r0
      if (c < 0 || r < 0 || c >= w || r >= h) return -1
      const cached = tone[r * w + c]
      if (!Number.isNaN(cached)) return cached
      const d = D[r * w + c]
      let value = -1
      if (d) {
        const px = box.c0 + c + 0.5
        const py = box.r0 + r + 0.5
        const t = ((px - cx) * L.x + (py - cy) * L.y) / half
        const gx = at(px + 1.5, py) - at(px - 1.5, py)
        const gy = at(px, py + 1.5) - at(px, py - 1.5)
        const len = Math.hypot(gx, gy)
        const facing = len ? -(gx * L.x + gy * L.y) / len : 0
        value = 0.55 * t + 0.45 * facing * Math.exp(-d / (0.35 * dMax)) + bias
      }
      tone[r * w + c] = value
      return value
    }
    const inside = (x: number, y: number, clear = margin) => at(x, y) >= clear && !onFace(x, y)
    // The direction strokes follow: a limb's length, else across the light, like a right hand's hatching.
    const along = elongation > 1.6 ? axis : Math.atan2(-L.x, L.y)
    // A small round region inside a creature is an eye or a nose, not a patch of fur or feathers.
    const eye = elongation < 1.2 && 2 * dMax < 0.22 * Math.min(grid.cols, grid.rows)
    // On a creature a small roundish region (an eye, a nose) stays plain, as the face does: its features may
    // be too pale to find the face by.
    const creature = o.kind === 'fur' || o.kind === 'feathers' || o.kind === 'scales'
    // On a furry one a dark oval up to twice as long as it is wide counts too: a fox's nose, found by no face
    // when its eyes are pale, is no patch of fur.
    const nose = o.kind === 'fur' && layer.luminance < 0.4 && elongation < 2
    if (creature && (elongation < 1.5 || nose) && 2 * dMax < 0.22 * Math.min(grid.cols, grid.rows)) return
    // A white coat (a white dog, a unicorn) is fur too: a large white region of a furry creature, not its eye
    // or teeth (the face zone keeps those plain).
    const whiteCoat = o.kind === 'fur' && 2 * dMax >= 0.12 * Math.min(grid.cols, grid.rows)
    const base = eye
      ? 'hatch'
      : regionTexture(
          o.kind,
          layer.hue,
          i === largest,
          whiteCoat ? Math.min(layer.luminance, 0.88) : layer.luminance,
        )
    // A scaled part that shows as several separate pieces (a turtle's shell between its scutes' borders) is
    // plates: growth rings round each plate instead of scales. The distance to the edge counts the borders
    // as edges, so the rings follow each plate.
    const inner = base === 'scales' && pieces(D, w, h, (MIN_REGION * k) ** 2) >= 3
    const texture: Texture = inner ? 'plates' : base

    // The tones as closed shapes: a form line where the light turns to shadow (and on a large region a
    // half-tone band before the shadow), so each tone is a region to colour with its hatching inside it.
    // From here on a region's edge includes its tone lines, so strokes keep clear of them too. Scales and
    // feathers close their own regions and keep their open tones.
    // Which way the hair lies: radiating from the face on a shape round it (a mane), else along a limb or
    // body, pointing away from the face (or downwards when there is none).
    const lockFrame = (part: Part): LockFrame => {
      const { cx, cy, axis, elongation, cells } = part
      if (features) {
        const fx = (features.c0 + features.c1) / 2
        const fy = (features.r0 + features.r1) / 2
        // A mane lies round the face on every side; a body that holds the head does not reach above it.
        const pad = 0.3 * (features.c1 - features.c0)
        const sides = [0, 0, 0, 0]
        for (let j = 0; j < cells.length; j += 2) {
          const x = cells[j]
          const y = cells[j + 1]
          if (x < features.c0 - pad) sides[0]++
          if (x > features.c1 + pad) sides[1]++
          if (y < features.r0 - pad) sides[2]++
          if (y > features.r1 + pad) sides[3]++
        }
        // ... and leaves the face itself to the shapes drawn over it (a head holding an eye does not).
        let own = 0
        let all = 0
        if (zone)
          for (let y = Math.max(0, Math.floor(zone.r0)); y <= Math.min(grid.rows - 1, zone.r1); y += 2)
            for (let x = Math.max(0, Math.floor(zone.c0)); x <= Math.min(grid.cols - 1, zone.c1); x += 2) {
              all++
              if (grid.label[y * grid.cols + x] === i) own++
            }
        if (Math.min(...sides) >= 0.03 * (cells.length / 2) && own < 0.3 * all) {
          // Strands are a lock's width apart near the face and spread outwards, as a mane's locks do.
          const radii: number[] = []
          for (let j = 0; j < cells.length; j += 8) radii.push(Math.hypot(cells[j] - fx, cells[j + 1] - fy))
          radii.sort((p, q) => p - q)
          const r0 = Math.max(1, radii[Math.floor(radii.length * 0.2)] ?? 1)
          return { kind: 'radial', ox: fx, oy: fy, r0 }
        }
        let dx = cx - fx
        let dy = cy - fy
        const len = Math.hypot(dx, dy) || 1
        dx = dx / len
        dy = dy / len + 0.3
        if (elongation > 1.25) {
          const ax = Math.cos(axis)
          const ay = Math.sin(axis)
          const sign = ax * dx + ay * dy < 0 ? -1 : 1
          return { kind: 'straight', ox: cx, oy: cy, fx: sign * ax, fy: sign * ay }
        }
        const l2 = Math.hypot(dx, dy) || 1
        return { kind: 'straight', ox: cx, oy: cy, fx: dx / l2, fy: dy / l2 }
      }
      const down =
        elongation > 1.6
          ? Math.sin(axis) < 0
            ? axis + Math.PI
            : axis
          : Math.PI / 2 + (L.x > 0 ? -0.35 : 0.35)
      return { kind: 'straight', ox: cx, oy: cy, fx: Math.cos(down), fy: Math.sin(down) }
    }
    // Each separate piece of the coat (a horse's mane and tail are one shape) lies its own way.
    const { parts, of: partOf } =
      texture === 'fur'
        ? coatParts(D, w, h, box.c0, box.r0, (MIN_REGION * k) ** 2)
        : { parts: [], of: new Int32Array(0) }
    // A lock of one piece stays in that piece.
    const inPart = (x: number, y: number, id: number) => {
      if (id < 0) return true
      const c = Math.floor(x) - box.c0
      const r = Math.floor(y) - box.r0
      return c >= 0 && r >= 0 && c < w && r < h && partOf[r * w + c] === id
    }
    const cells: number[] = []
    for (let r = 0; r < h; r++)
      for (let c = 0; c < w; c++) if (D[r * w + c]) cells.push(box.c0 + c + 0.5, box.r0 + r + 0.5)
    const frame = lockFrame({ id: -1, cx, cy, axis, elongation, cells })
    // Shorter locks in a thin coat (a leg, the ring of a mane round the face), down to half their length:
    // a band t wide has its median cell t/4 from the edge.
    const depths: number[] = []
    for (let j = 0; j < w * h; j += 3) if (D[j]) depths.push(D[j])
    depths.sort((p, q) => p - q)
    const thickness = 4 * (depths[depths.length >> 1] ?? 0)
    const lockScale = Math.max(0.45, Math.min(1, (0.8 * thickness) / ((LOCK_LEN + LOCK_TAPER) * k)))
    // A pale coat (a white horse's head) keeps its light plain: locks only where it turns into the shade.
    const pale = layer.luminance > 0.8
    let fur: { arcs: number[][]; locks: Lock[] } | null = null
    if (texture === 'fur') {
      fur = { arcs: [], locks: [] }
      for (const part of parts.length > 1 ? parts : [{ id: -1, cx, cy, axis, elongation, cells }]) {
        const some = furLocks({
          frame: lockFrame(part),
          cells: part.cells,
          pitch: LOCK_PITCH * k,
          length: LOCK_LEN * k * lockScale,
          taper: LOCK_TAPER * k * lockScale,
          minWidth: MIN_LOCK * k,
          ok: (x, y) => inside(x, y) && inPart(x, y, part.id) && (!pale || shade(x, y) >= PALE_LOCKS),
          phase: random(),
        })
        fur.arcs.push(...some.arcs)
        fur.locks.push(...some.locks)
      }
    }
    // Locks where they tile most of the coat; a coat too narrow for them (a zebra's stripes) keeps its tone
    // lines and cross-hatched shadow instead.
    // (of a pale coat, most of its shaded side).
    let coat = n
    if (fur && pale) {
      coat = 0
      for (let j = 0; j < cells.length; j += 2) if (shade(cells[j], cells[j + 1]) >= PALE_LOCKS) coat++
    }
    const lockedFur =
      !!fur && (fur.locks.length * LOCK_PITCH * LOCK_LEN * lockScale * k * k) / Math.max(1, coat) >= 0.2
    let tones: Int32Array | null = null
    if (texture === 'plates') {
      // Growth rings: bands a ring apart from the plate's edge inwards, the middle left whole.
      const ring = RING * k
      const levels = new Int32Array(w * h).fill(-1)
      const rings = Math.max(1, Math.floor(dMax / ring) - 1)
      for (let j = 0; j < w * h; j++) if (D[j]) levels[j] = Math.min(rings, Math.floor(D[j] / ring))
      const split = shadeRegions(levels, w, h, MIN_TONE * k, undefined, 2.5 * k)
      for (let j = 0; j < w * h; j++) if (split.levels[j] >= 0) D[j] = split.dist[j]
      for (const line of split.lines) {
        const pts: number[] = []
        for (let j = 0; j < line.length; j += 2) pts.push(box.c0 + line[j], box.r0 + line[j + 1])
        forms.push(polyline(smoothLine(pts, 10)))
      }
    }
    if (texture === 'hatch' || texture === 'fur' || texture === 'grain') {
      const levels = new Int32Array(w * h).fill(-1)
      const banded = dMax >= BAND_REGION * k
      for (let r = 0; r < h; r++)
        for (let c = 0; c < w; c++) if (D[r * w + c]) shade(box.c0 + c + 0.5, box.r0 + r + 0.5)
      // The tone lines follow the shade smoothed over about 2 pt, not its cell-by-cell ripples.
      const smooth = blurInside(tone, D, w, h, Math.max(1, Math.round(2 * k)))
      for (let r = 0; r < h; r++)
        for (let c = 0; c < w; c++) {
          if (!D[r * w + c]) continue
          const s = smooth[r * w + c]
          levels[r * w + c] = s < (texture === 'hatch' ? LIT : SINGLE) ? 0 : banded && s < DOUBLE ? 1 : 2
        }
      const split = shadeRegions(levels, w, h, MIN_TONE * k, undefined, 2.5 * k)
      tones = split.levels
      for (let j = 0; j < w * h; j++) {
        const level = split.levels[j]
        if (level < 0) continue
        if (!lockedFur) D[j] = split.dist[j]
        const t = tone[j]
        tone[j] =
          level === 0
            ? Math.min(t, SINGLE - 0.1)
            : level === 1
              ? Math.min(Math.max(t, SINGLE + 0.1), DOUBLE - 0.1)
              : Math.max(t, banded ? DOUBLE + 0.1 : SINGLE + 0.1)
      }
      // Fur shows its tones by the hair drawn in its locks, which tile the whole coat: no tone lines.
      for (const line of lockedFur ? [] : split.lines) {
        let d = `M${fmt(toX(box.c0 + line[0]))} ${fmt(toY(box.r0 + line[1]))}`
        let px = line[0]
        let py = line[1]
        for (const j of simplify(line, 0.1 * k)) {
          d += `l${short(toX(box.c0 + line[j]) - toX(box.c0 + px))} ${short(toY(box.r0 + line[j + 1]) - toY(box.r0 + py))}`
          px = line[j]
          py = line[j + 1]
        }
        forms.push(d)
      }
    }

    const segments: number[][] = []
    // A polyline kept only where it stays inside and touches no earlier texture stroke; cut short at a
    // collision (kept when at least `keep` of it survives).
    const place = (pts: number[], keep = 0.6) => {
      let end = pts.length
      for (let j = 0; j < pts.length; j += 2) {
        if (!inside(pts[j], pts[j + 1]) || near(pts[j], pts[j + 1])) {
          end = j
          break
        }
      }
      if (end < pts.length * keep || end < 4) return
      const kept = pts.slice(0, end)
      for (let j = 0; j < kept.length; j += 2) mark(kept[j], kept[j + 1])
      segments.push(kept)
    }
    // Strokes stay 1.2 pt apart centre to centre: a gap of 0.7 pt, which the page keeps open at 300 dpi.
    const apart = Math.ceil(1.2 * k)
    const near = (x: number, y: number) => {
      const c = Math.floor(x)
      const r = Math.floor(y)
      for (let dy = -apart; dy <= apart; dy++)
        for (let dx = -apart; dx <= apart; dx++) {
          const xx = c + dx
          const yy = r + dy
          if (xx >= 0 && yy >= 0 && xx < grid.cols && yy < grid.rows && taken[yy * grid.cols + xx])
            return true
        }
      return false
    }
    const mark = (x: number, y: number) => {
      const c = Math.floor(x)
      const r = Math.floor(y)
      if (c >= 0 && r >= 0 && c < grid.cols && r < grid.rows) taken[r * grid.cols + c] = 1
    }
    // The cells of the small closed details drawn over this region (round, 16 to 28 pt across) and the cells
    // within `reach` of them, or null when it has none.
    const detailHalo = (reach: number): { mask: Uint8Array; halo: Uint8Array } | null => {
      const mask = new Uint8Array(w * h)
      let any = false
      const most = Math.min(DETAIL * k, 0.5 * Math.max(w, h))
      for (let r = 0; r < h; r++)
        for (let c = 0; c < w; c++) {
          const v = grid.label[(box.r0 + r) * grid.cols + box.c0 + c]
          if (v <= i) continue
          const b = boxes.get(v)
          // Round or nearly (a gem, an eye, a button), not a stripe or a window frame.
          const bw = b ? b.c1 - b.c0 + 1 : 0
          const bh = b ? b.r1 - b.r0 + 1 : 0
          const size = Math.max(bw, bh)
          if (b && size < most && size >= MIN_REGION * k && Math.max(bw / bh, bh / bw) <= 1.6) {
            mask[r * w + c] = 1
            any = true
          }
        }
      return any ? { mask, halo: dilate(mask, w, h, reach) } : null
    }
    const nearIn = (halo: Uint8Array | null, x: number, y: number) => {
      if (!halo) return false
      const c = Math.floor(x) - box.c0
      const r = Math.floor(y) - box.r0
      return c >= 0 && r >= 0 && c < w && r < h && halo[r * w + c] === 1
    }
    // Cross-hatching into whole cells to colour where the tone reaches `minTone`: two families of lines a
    // cell apart that stop clear of every edge, so the only shapes they close are whole cells (2 mm inside
    // the lines), never a sliver against an edge. Marked as taken, so later strokes keep clear of them.
    const crossCells = (minTone: number) => {
      const pitch = SHADOW_CELL * k
      // A detail itself keeps its tone line and no lattice: a gem is coloured, not gridded.
      if (Math.max(b.c1 - b.c0, b.r1 - b.r0) < DETAIL * k) return
      const details = detailHalo(Math.ceil(margin + pitch / 2))
      const lines: CrossLine[] = []
      for (const [family, angle] of [along + Math.PI / 4, along - Math.PI / 4].entries()) {
        const ux = Math.cos(angle)
        const uy = Math.sin(angle)
        const reach = Math.hypot(w, h) / 2 + pitch
        const mx = box.c0 + w / 2
        const my = box.r0 + h / 2
        for (let off = Math.ceil(-reach / pitch) * pitch; off <= reach; off += pitch) {
          // A line that would run across a detail stops clear of it on both sides; one that passes beside
          // it goes on, so the lattice loses no more cells than the detail needs.
          let across = false
          if (details)
            for (let t = -reach; t <= reach && !across; t += 0.5)
              across = nearIn(details.mask, mx + ux * t - uy * off, my + uy * t + ux * off)
          const halo = across && details ? details.halo : null
          let start = Number.NaN
          let last = 0
          const flush = () => {
            if (!Number.isNaN(start) && last - start >= pitch)
              lines.push({
                family,
                x0: mx + ux * start - uy * off,
                y0: my + uy * start + ux * off,
                x1: mx + ux * last - uy * off,
                y1: my + uy * last + ux * off,
              })
            start = Number.NaN
          }
          // Lattice points sit at whole multiples of the pitch along the line too, so both families cross.
          for (let t = Math.ceil(-reach / pitch) * pitch; t <= reach; t += 0.5) {
            const x = mx + ux * t - uy * off
            const y = my + uy * t + ux * off
            if (inside(x, y) && toneAt(x, y) >= minTone && !nearIn(halo, x, y)) {
              if (Number.isNaN(start)) start = t
              last = t
            } else flush()
          }
          flush()
        }
      }
      for (const l of closingLines(lines)) {
        const steps = Math.ceil(Math.hypot(l.x1 - l.x0, l.y1 - l.y0) * 2)
        for (let q = 0; q <= steps; q++)
          mark(l.x0 + ((l.x1 - l.x0) * q) / steps, l.y0 + ((l.y1 - l.y0) * q) / steps)
        forms.push(`M${fmt(toX(l.x0))} ${fmt(toY(l.y0))}L${fmt(toX(l.x1))} ${fmt(toY(l.y1))}`)
      }
    }
    // Densely sampled points of a straight or bent stroke, half a cell apart.
    const stroke = (x: number, y: number, ux: number, uy: number, length: number, bend = 0) => {
      const steps = Math.max(2, Math.ceil(length * 2))
      const pts: number[] = []
      for (let s = 0; s <= steps; s++) {
        const t = s / steps
        const off = bend * length * 4 * t * (1 - t)
        pts.push(x + ux * length * t - uy * off, y + uy * length * t + ux * off)
      }
      return pts
    }

    // Straight hatching: parallel lines `gap` apart at `angle`, kept where the shade reaches `tone`; each
    // line's ends wander a little so the edge of a tone is not ruled.
    const toneAt = (x: number, y: number) => {
      const c = Math.floor(x) - box.c0
      const r = Math.floor(y) - box.r0
      return !tones || c < 0 || r < 0 || c >= w || r >= h ? -1 : tones[r * w + c]
    }
    const hatch = (angle: number, gap: number, tone: number, avoid = false, clear = margin, only = -1) => {
      const ux = Math.cos(angle)
      const uy = Math.sin(angle)
      const reach = Math.hypot(w, h) / 2 + gap
      const mx = box.c0 + w / 2
      const my = box.r0 + h / 2
      for (let off = -reach + ((o.seed % 7) / 7) * gap; off <= reach; off += gap) {
        const wobble = (random() - 0.5) * 0.16
        let start = Number.NaN
        let last = 0
        const flush = () => {
          if (!Number.isNaN(start) && last - start >= MIN_RUN * k) {
            const ax = mx + ux * start - uy * off
            const ay = my + uy * start + ux * off
            const bx = mx + ux * last - uy * off
            const by = my + uy * last + ux * off
            out.push(`M${fmt(toX(ax))} ${fmt(toY(ay))}L${fmt(toX(bx))} ${fmt(toY(by))}`)
          }
          start = Number.NaN
        }
        const [from, to] = spanInBox(mx - uy * off, my + ux * off, ux, uy, w / 2, h / 2, mx, my)
        for (let t = from; t <= to; t += 0.7) {
          const x = mx + ux * t - uy * off
          const y = my + uy * t + ux * off
          const good =
            inside(x, y, clear) &&
            (only < 0 ? shade(x, y) >= tone + wobble : toneAt(x, y) === only) &&
            !(avoid && near(x, y))
          if (good) {
            if (Number.isNaN(start)) start = t
            last = t
          } else flush()
        }
        flush()
      }
    }

    // Rows of short strokes on a lattice turned to `angle`, one where the shade reaches `tone`.
    const lattice = (
      angle: number,
      pitchAlong: number,
      pitchAcross: number,
      draw: (x: number, y: number, s: number) => void,
    ) => {
      const ux = Math.cos(angle)
      const uy = Math.sin(angle)
      const reach = Math.hypot(w, h) / 2 + pitchAlong
      const mx = box.c0 + w / 2
      const my = box.r0 + h / 2
      let row = 0
      for (let off = -reach; off <= reach; off += pitchAcross, row++) {
        for (let t = -reach + (row % 2) * pitchAlong * 0.5; t <= reach; t += pitchAlong) {
          const x = mx + ux * t - uy * off + (random() - 0.5) * pitchAcross * 0.3
          const y = my + uy * t + ux * off + (random() - 0.5) * pitchAcross * 0.3
          if (inside(x, y)) draw(x, y, shade(x, y))
        }
      }
    }

    if (texture === 'fur') {
      // The coat divided into locks along the hair first; the hair keeps clear of them.
      const { arcs, locks } = lockedFur && fur ? fur : { arcs: [], locks: [] }
      if (!lockedFur) crossCells(2)
      for (const arc of arcs) {
        for (let j = 0; j < arc.length; j += 2) mark(arc[j], arc[j + 1])
        forms.push(polyline(arc))
      }
      // Inside each lock a hair line from its root, short in the light; in the shadow two more beside it.
      for (const lock of locks) {
        const n = lock.spine.length / 2 - 1
        const mid = 2 * Math.round(n / 2)
        const level = toneAt(lock.spine[mid], lock.spine[mid + 1])
        const dark = level >= 2 && dMax >= BAND_REGION * k
        const line = (side: number, t0: number, t1: number) => {
          const pts: number[] = []
          for (let s = Math.round(t0 * n); s <= Math.round(t1 * n); s++) {
            const j = 2 * Math.min(n - 1, s)
            const dx = lock.spine[j + 2] - lock.spine[j]
            const dy = lock.spine[j + 3] - lock.spine[j + 1]
            const len = Math.hypot(dx, dy) || 1
            const half = lock.half
            pts.push(
              lock.spine[2 * s] - (dy / len) * side * half,
              lock.spine[2 * s + 1] + (dx / len) * side * half,
            )
          }
          place(pts, 0.5)
        }
        line(0, 0.18, level <= 0 ? 0.4 : dark ? 0.78 : 0.62)
        if (dark) {
          line(0.45, 0.34, 0.6)
          line(-0.45, 0.4, 0.66)
        }
      }
      // Along the edge, strokes pointing inwards (longer on the shadow side), then hair in the shade.
      for (const ring of layer.rings) {
        const pts = resample(ring, grid, FUR_GAP * k)
        const m = pts.length
        for (let j = 0; j < m; j += 2) {
          const px = pts[j]
          const py = pts[j + 1]
          let tx = pts[(j + 2) % m] - pts[(j - 2 + m) % m]
          let ty = pts[(j + 3) % m] - pts[(j - 1 + m) % m]
          const tl = Math.hypot(tx, ty) || 1
          tx /= tl
          ty /= tl
          let nx = -ty
          let ny = tx
          if (!inside(px + nx * (margin + 1), py + ny * (margin + 1), 0.5)) {
            nx = -nx
            ny = -ny
          }
          const sx0 = px + nx * margin
          const sy0 = py + ny * margin
          if (!inside(sx0, sy0)) continue
          // Fur shows along the edges turned from the light; on the lit edges only a few short hairs.
          const s = shade(sx0 + nx * 2, sy0 + ny * 2)
          if (s < SINGLE - 0.3 && random() < 0.7) continue
          const length = FUR_LEN * k * (0.55 + 0.45 * Math.max(0, Math.min(1, s + 0.4)) + 0.2 * random())
          place(stroke(sx0, sy0, nx, ny, length, (random() - 0.5) * 0.25), 0.5)
        }
      }
      lattice(
        frame.kind === 'straight' ? Math.atan2(frame.fy, frame.fx) : along,
        FUR_LEN * k * 1.25,
        FUR_GAP * k,
        (x, y, s) => {
          const dense = s >= DOUBLE
          if (s < SINGLE || (!dense && random() < 0.45)) return
          const [fx, fy] = hairAt(frame, x, y)
          place(stroke(x, y, fx, fy, FUR_LEN * k * (0.75 + 0.3 * random()), (random() - 0.5) * 0.3), 0.7)
        },
      )
    } else if (texture === 'feathers' || texture === 'scales' || texture === 'leaves') {
      // Rows of scallops hanging downwards, half a scallop offset row to row and one scallop's depth apart, so
      // each row's cusps sit on the bottoms of the row above and every whole scale is a closed region (rows
      // meet nowhere else, so a cut-short row leaves its scales open, never a sliver). Drawn from the
      // half-light into the shade; in the shade each scallop gets a smaller one inside it.
      const size = (texture === 'feathers' ? FEATHER : texture === 'scales' ? SCALE : LEAF) * k
      const depth = size * 0.42
      // Feathers lie in rows that follow the body: rows are arcs round a point high above the region, so
      // they curve down round its sides like the rows of an owl's breast. Scales and leaves keep straight rows.
      const oy = cy - 2.5 * h
      const reach = cy - oy
      const warp = (x: number, y: number): [number, number] => {
        if (texture !== 'feathers') return [x, y]
        const r = y - oy
        const t = (x - cx) / reach
        return [cx + r * Math.sin(t), oy + r * Math.cos(t)]
      }
      const spread = texture === 'feathers' ? 0.35 * w : 0
      const centres: number[] = []
      let row = 0
      const start = box.c0 - spread - size + random() * size
      for (let y = box.r0 + random() * size; y <= box.r1; y += depth, row++) {
        const x0 = start + (row % 2) * size * 0.5
        const pts: number[] = []
        const flush = () => {
          if (pts.length >= 12) {
            for (let j = 0; j < pts.length; j += 2) mark(pts[j], pts[j + 1])
            segments.push(pts.slice())
          }
          pts.length = 0
        }
        for (let x = x0; x <= box.c1 + spread + size; x += size) {
          const [mx, my] = warp(x + size / 2, y + depth / 2)
          const s = shade(mx, my)
          if (s >= SINGLE + 0.15 && s < DOUBLE) centres.push(x + size / 2, y)
          for (let q = x === x0 ? 0 : 1; q <= 8; q++) {
            const t = Math.PI * (1 - q / 8)
            const [px, py] = warp(x + size / 2 + (size / 2) * Math.cos(t), y + depth * Math.sin(t))
            if (inside(px, py) && shade(px, py) >= SINGLE - 0.1) pts.push(px, py)
            else flush()
          }
        }
        flush()
      }
      for (let j = 0; j < centres.length; j += 2) {
        const pts: number[] = []
        for (let q = 0; q <= 6; q++) {
          const t = Math.PI * (1 - q / 6)
          pts.push(
            ...warp(centres[j] + size * 0.22 * Math.cos(t), centres[j + 1] + depth * 0.45 * Math.sin(t)),
          )
        }
        place(pts, 0.99)
      }
      // The deepest shade in plain hatching, clear of the scallops.
      hatch(along, HATCH * k, DOUBLE, true)
    } else if (texture === 'plates') {
      // The shadow side of a plate hatched between its rings.
      hatch(along, HATCH * k, DOUBLE)
    } else if (texture === 'grain') {
      // Wood grain: wavy lines along the piece, twice as close on the shadow side.
      const ux = Math.cos(along)
      const uy = Math.sin(along)
      const reach = Math.hypot(w, h) / 2 + GRAIN * k
      const mx = box.c0 + w / 2
      const my = box.r0 + h / 2
      let line = 0
      for (let off = -reach; off <= reach; off += (GRAIN * k) / 2, line++) {
        const tone = line % 2 ? SINGLE : SINGLE - 0.5
        let pts: number[] = []
        const flush = () => {
          if (pts.length >= MIN_RUN * k * 2) place(pts, 0.99)
          pts = []
        }
        for (let t = -reach; t <= reach; t += 0.7) {
          const wave = Math.sin(t / (9 * k) + off * 0.02) * 0.9 * k + Math.sin(t / (3.1 * k)) * 0.25 * k
          const x = mx + ux * t - uy * (off + wave)
          const y = my + uy * t + ux * (off + wave)
          if (inside(x, y) && shade(x, y) >= tone) pts.push(x, y)
          else flush()
        }
        flush()
      }
    } else if (texture === 'brick') {
      // Courses across the wall with staggered joints; each brick is far over 2 mm.
      const rows: { y: number; xs: Set<number> }[] = []
      for (let y = box.r0 + margin + BRICK_H * k * 0.5; y < box.r1 - margin; y += BRICK_H * k) {
        const xs = new Set<number>()
        let pts: number[] = []
        const flush = () => {
          if (pts.length >= 4) {
            out.push(`M${fmt(toX(pts[0]))} ${fmt(toY(y))}L${fmt(toX(pts[pts.length - 2]))} ${fmt(toY(y))}`)
            for (let j = 0; j < pts.length; j += 2) xs.add(Math.round(pts[j]))
          }
          pts = []
        }
        for (let x = box.c0; x <= box.c1; x += 1) {
          if (inside(x, y)) pts.push(x, y)
          else flush()
        }
        flush()
        rows.push({ y, xs })
      }
      for (let r = 0; r + 1 < rows.length; r++) {
        const y0 = rows[r].y
        const y1 = rows[r + 1].y
        for (let x = box.c0 + (r % 2 ? BRICK_W * k * 0.5 : 0); x <= box.c1; x += BRICK_W * k) {
          const cxr = Math.round(x)
          if (!rows[r].xs.has(cxr) || !rows[r + 1].xs.has(cxr) || !inside(x, (y0 + y1) / 2)) continue
          out.push(`M${fmt(toX(x))} ${fmt(toY(y0))}L${fmt(toX(x))} ${fmt(toY(y1))}`)
        }
      }
    } else if (tones) {
      crossCells(1)
    } else {
      hatch(along, HATCH * k, SINGLE)
      // Cross lines stop short of where the first family ends, so every cell they close is a whole one.
      hatch(along + Math.PI / 3, CROSS * k, DOUBLE, false, margin + 2 * GAP * k)
    }
    for (const pts of segments) out.push(polyline(pts))
  })
  return { strokes: out.join(''), forms: forms.join('') }
}

// A box blur of `values` over the cells where `inside` is set, twice (about a Gaussian), ignoring the rest.
// Running sums along each row, then each column.
function blurInside(values: Float32Array, inside: Float32Array, w: number, h: number, radius: number) {
  let src = Float32Array.from(values)
  const sum = new Float64Array(Math.max(w, h) + 1)
  const count = new Int32Array(Math.max(w, h) + 1)
  for (let pass = 0; pass < 4; pass++) {
    const dst = new Float32Array(w * h)
    const horizontal = pass % 2 === 0
    const n = horizontal ? w : h
    const lines = horizontal ? h : w
    const step = horizontal ? 1 : w
    for (let a = 0; a < lines; a++) {
      const first = horizontal ? a * w : a
      for (let b = 0; b < n; b++) {
        const i = first + b * step
        const on = inside[i] ? 1 : 0
        sum[b + 1] = sum[b] + (on ? src[i] : 0)
        count[b + 1] = count[b] + on
      }
      for (let b = 0; b < n; b++) {
        const i = first + b * step
        if (!inside[i]) continue
        const lo = Math.max(0, b - radius)
        const hi = Math.min(n, b + radius + 1)
        dst[i] = (sum[hi] - sum[lo]) / (count[hi] - count[lo])
      }
    }
    src = dst
  }
  return src
}

export type CrossLine = { family: number; x0: number; y0: number; x1: number; y1: number }

// The lines of a cross-hatched lattice that may close a cell: not a line crossing none of the other family,
// nor two lines crossing only each other (a stray cross in a shadow too small for a cell).
export function closingLines(lines: CrossLine[]): CrossLine[] {
  const crosses = (a: CrossLine, b: CrossLine) => {
    const d = (a.x1 - a.x0) * (b.y1 - b.y0) - (a.y1 - a.y0) * (b.x1 - b.x0)
    if (Math.abs(d) < 1e-9) return false
    const s = ((b.x0 - a.x0) * (b.y1 - b.y0) - (b.y0 - a.y0) * (b.x1 - b.x0)) / d
    const t = ((b.x0 - a.x0) * (a.y1 - a.y0) - (b.y0 - a.y0) * (a.x1 - a.x0)) / d
    return s >= -1e-6 && s <= 1 + 1e-6 && t >= -1e-6 && t <= 1 + 1e-6
  }
  const with_ = lines.map((a) => lines.flatMap((b, j) => (a.family !== b.family && crosses(a, b) ? [j] : [])))
  // An isolated line, or two that cross only each other (a stray cross).
  const alive = with_.map((w) => w.length > 1 || (w.length === 1 && with_[w[0]].length > 1))
  return lines.filter((_, j) => alive[j])
}

// The set cells of `mask` grown by `reach` cells each way (a square), by running sums along rows then columns.
function dilate(mask: Uint8Array, w: number, h: number, reach: number): Uint8Array {
  const rows = new Uint8Array(w * h)
  const sum = new Int32Array(Math.max(w, h) + 1)
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) sum[c + 1] = sum[c] + mask[r * w + c]
    for (let c = 0; c < w; c++)
      rows[r * w + c] = sum[Math.min(w, c + reach + 1)] - sum[Math.max(0, c - reach)] > 0 ? 1 : 0
  }
  const out = new Uint8Array(w * h)
  for (let c = 0; c < w; c++) {
    for (let r = 0; r < h; r++) sum[r + 1] = sum[r] + rows[r * w + c]
    for (let r = 0; r < h; r++)
      out[r * w + c] = sum[Math.min(h, r + reach + 1)] - sum[Math.max(0, r - reach)] > 0 ? 1 : 0
  }
  return out
}

// How many 4-connected pieces of at least `min` cells the set cells of `mask` make.
function pieces(mask: Float32Array, w: number, h: number, min: number): number {
  let count = 0
  floodComponents(setCells(mask), w, h, 1, 4, (cells) => {
    if (cells.length >= min) count++
  })
  return count
}

// A grid of shade values as a 0/1 mask for the shared flood fill.
const setCells = (mask: Float32Array) => Uint8Array.from(mask, (v) => (v ? 1 : 0))

// A line averaged over `radius` points either side, twice, so a ring traced on the grid loses the steps
// of its cells (the tone lines' own smoothing works on a shorter reach): a closed line (first point repeated
// last) all round, an open one with its ends kept where they are (on an edge, which closes the band).
function smoothLine(pts: number[], radius: number): number[] {
  const closed =
    pts.length >= 10 && Math.hypot(pts[pts.length - 2] - pts[0], pts[pts.length - 1] - pts[1]) < 1e-6
  const n = closed ? pts.length / 2 - 1 : pts.length / 2
  if (n < 4) return pts
  let cur = pts.slice(0, 2 * n)
  for (let pass = 0; pass < 2; pass++) {
    const next = cur.slice()
    for (let j = closed ? 0 : 1; j < (closed ? n : n - 1); j++) {
      // Near an open line's end the window shrinks, so the end stays put.
      const r = closed ? Math.min(radius, Math.floor((n - 1) / 2)) : Math.min(radius, j, n - 1 - j)
      let x = 0
      let y = 0
      for (let q = -r; q <= r; q++) {
        const m = (((j + q) % n) + n) % n
        x += cur[2 * m]
        y += cur[2 * m + 1]
      }
      next[2 * j] = x / (2 * r + 1)
      next[2 * j + 1] = y / (2 * r + 1)
    }
    cur = next
  }
  return closed ? [...cur, cur[0], cur[1]] : cur
}

// A piece of a region: its cells' centres (grid cells) and its shape's centre, principal axis and elongation.
type Part = { id: number; cx: number; cy: number; axis: number; elongation: number; cells: number[] }

// The 4-connected pieces of at least `min` cells of a region (`mask` set inside it, over a box at c0, r0).
function coatParts(
  mask: Float32Array,
  w: number,
  h: number,
  c0: number,
  r0: number,
  min: number,
): { parts: Part[]; of: Int32Array } {
  // Which piece each cell is in (its number among all pieces, small ones included), 0 outside.
  const of = new Int32Array(w * h)
  let piece = 0
  const parts: Part[] = []
  floodComponents(setCells(mask), w, h, 1, 4, (found) => {
    piece++
    const cells: number[] = []
    let sx = 0
    let sy = 0
    let sxx = 0
    let syy = 0
    let sxy = 0
    for (const j of found) {
      of[j] = piece
      const c = j % w
      const x = c0 + c + 0.5
      const y = r0 + (j - c) / w + 0.5
      cells.push(x, y)
      sx += x
      sy += y
      sxx += x * x
      syy += y * y
      sxy += x * y
    }
    const n = cells.length / 2
    if (n < min) return
    const cx = sx / n
    const cy = sy / n
    const vxx = sxx / n - cx * cx
    const vyy = syy / n - cy * cy
    const vxy = sxy / n - cx * cy
    const spread = Math.sqrt((vxx - vyy) ** 2 + 4 * vxy * vxy)
    parts.push({
      id: piece,
      cx,
      cy,
      axis: 0.5 * Math.atan2(2 * vxy, vxx - vyy),
      elongation: Math.sqrt((vxx + vyy + spread) / Math.max(1e-9, vxx + vyy - spread)),
      cells,
    })
  })
  return { parts, of }
}

// Which way hair lies at (x, y) in a lock frame.
function hairAt(frame: LockFrame, x: number, y: number): [number, number] {
  if (frame.kind === 'straight') return [frame.fx, frame.fy]
  const len = Math.hypot(x - frame.ox, y - frame.oy) || 1
  return [(x - frame.ox) / len, (y - frame.oy) / len]
}

// A shape of the face: mostly inside the zone round the features (eye whites, irises, a muzzle), or holding
// the features and not much larger than that zone (a face, but not a mane or an owl's body round it).
function isFacePart(shape: Box, face: Face): boolean {
  const { zone, features } = face
  const area = (b: Box) => Math.max(0, b.maxX - b.minX) * Math.max(0, b.maxY - b.minY)
  const common = {
    minX: Math.max(shape.minX, zone.minX),
    minY: Math.max(shape.minY, zone.minY),
    maxX: Math.min(shape.maxX, zone.maxX),
    maxY: Math.min(shape.maxY, zone.maxY),
  }
  if (common.maxX > common.minX && common.maxY > common.minY && area(common) >= 0.6 * area(shape)) return true
  const holds =
    shape.minX <= features.minX &&
    shape.minY <= features.minY &&
    shape.maxX >= features.maxX &&
    shape.maxY >= features.maxY
  return holds && area(shape) <= 2 * area(zone)
}

type Texture = 'hatch' | 'plates' | 'fur' | 'feathers' | 'scales' | 'leaves' | 'grain' | 'brick'

function regionTexture(
  kind: SubjectKind,
  hue: 'green' | 'brown' | 'other',
  largest: boolean,
  luminance: number,
): Texture {
  if (kind === 'brick' && largest) return 'brick'
  // White parts (eyes, teeth, a blaze, snow) are shaded, not textured.
  if (luminance > 0.88) return 'hatch'
  if (kind === 'fur') return 'fur'
  if (kind === 'feathers') return 'feathers'
  if (kind === 'scales') return 'scales'
  if (kind === 'wood') return hue === 'green' ? 'leaves' : hue === 'brown' ? 'grain' : 'hatch'
  if (kind === 'brick') return hue === 'green' ? 'leaves' : largest ? 'brick' : 'hatch'
  return 'hatch'
}

function largestFill(layers: PenLayer[], boxes: Map<number, { count: number }>): number {
  let best = -1
  let most = 0
  layers.forEach((l, i) => {
    const c = boxes.get(i)?.count ?? 0
    // The wall: the largest region that is not a tree or lawn beside the house.
    if (l.role === 'fill' && l.hue !== 'green' && c > most) {
      most = c
      best = i
    }
  })
  return best
}

// The stretch of the line (px, py) + t (ux, uy) inside the box of half sizes (hw, hh) round (mx, my).
function spanInBox(
  px: number,
  py: number,
  ux: number,
  uy: number,
  hw: number,
  hh: number,
  mx: number,
  my: number,
): [number, number] {
  let from = -Infinity
  let to = Infinity
  for (const [p, u, lo, hi] of [
    [px, ux, mx - hw, mx + hw],
    [py, uy, my - hh, my + hh],
  ]) {
    if (Math.abs(u) < 1e-9) {
      if (p < lo || p > hi) return [1, 0]
      continue
    }
    const a = (lo - p) / u
    const b = (hi - p) / u
    from = Math.max(from, Math.min(a, b))
    to = Math.min(to, Math.max(a, b))
  }
  return [from, to]
}

// Douglas-Peucker: indexes (of x) of the points to keep after the first, so no dropped point lies farther
// than `tolerance` from the simplified line.
function simplify(pts: number[], tolerance: number): number[] {
  const keep: number[] = []
  const walk = (a: number, b: number) => {
    const ax = pts[a]
    const ay = pts[a + 1]
    const dx = pts[b] - ax
    const dy = pts[b + 1] - ay
    const len = Math.hypot(dx, dy) || 1
    let worst = -1
    let far = tolerance
    for (let j = a + 2; j < b; j += 2) {
      const dist = Math.abs((pts[j] - ax) * dy - (pts[j + 1] - ay) * dx) / len
      if (dist > far) {
        far = dist
        worst = j
      }
    }
    if (worst < 0) keep.push(b)
    else {
      walk(a, worst)
      walk(worst, b)
    }
  }
  const last = pts.length - 2
  // A closed line (a growth ring) has no chord to measure from: its two halves are simplified apart.
  const mid = 2 * Math.floor(last / 4)
  if (mid > 0 && Math.hypot(pts[last] - pts[0], pts[last + 1] - pts[1]) < 1e-6) {
    walk(0, mid)
    walk(mid, last)
  } else walk(0, last)
  return keep
}

// A ring's points every `gap` cells along it, in grid coordinates.
function resample(ring: Ring, grid: { x0: number; y0: number; cell: number }, gap: number): number[] {
  const out: number[] = []
  const n = ring.length
  let carry = 0
  for (let j = 0; j < n; j += 2) {
    const ax = (ring[j] - grid.x0) / grid.cell
    const ay = (ring[j + 1] - grid.y0) / grid.cell
    const bx = (ring[(j + 2) % n] - grid.x0) / grid.cell
    const by = (ring[(j + 3) % n] - grid.y0) / grid.cell
    const len = Math.hypot(bx - ax, by - ay)
    let t = carry
    while (t < len) {
      out.push(ax + ((bx - ax) * t) / len, ay + ((by - ay) * t) / len)
      t += gap
    }
    carry = t - len
  }
  return out
}
