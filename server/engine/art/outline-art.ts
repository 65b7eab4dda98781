import {
  addPoint,
  type Box,
  boxHeight,
  boxWidth,
  EMPTY_BOX,
  IDENTITY,
  type Matrix,
  multiply,
  parseSvgFragment,
  parseTransform,
  pathBounds,
  type SvgNode,
  serializeSvg,
  transformBox,
  unionBox,
} from '../common'
import { gradientColors, paintHue } from './paint-hue'
import { gradientLuminances, paintLuminance, translucentGradients } from './paint-luminance'
import { hatchPath, PATTERN_KINDS, type PatternKind, subjectPattern } from './patterns'
import type { SubjectKind } from './pen'
import { findFace, inFace, type PenLayer, penStrokes } from './pen'
import { shapeRings } from './shape-rings'

export type OutlineOptions = {
  /** Outline width, in the icon's own units. */
  lineWidth: number
  /** Filled shapes whose smaller side is under this (icon units) are dropped: too small to colour. */
  minDetail: number
  /** Hatch the darker regions of the source art (realistic style); 0 disables. Spacing in icon units. */
  hatchSpacing: number
  hatchLine: number
  /** Intricate pages: large white regions are filled with zentangle patterns this far apart; 0 disables. */
  patternSpacing?: number
  patternLine?: number
  /** Unique per placed drawing, so ids of clip paths never collide on one page. */
  idPrefix: string
  /**
   * Realistic intricate pages: drawn as a pen drawing (pen-drawing.ts) instead of hatching the dark source
   * regions: a heavier outer contour, shading on the side away from a top-left light, a texture by kind.
   */
  pen?: { kind: SubjectKind; mirror: boolean; contour: number; strokeWidth: number; pt: number }
}

export type OutlineResult = {
  svg: string
  bounds: Box
  /** Where the drawing's top is, as a share of its width: the middle of whatever reaches the top. */
  topShare: number
}

const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'use', 'polygon'])
const PAINT_ATTRS = ['fill', 'stroke', 'stroke-width', 'opacity', 'fill-opacity', 'filter', 'stroke-opacity']
// Source fills darker than this stay solid black when small (eyes, nostrils); larger ones become white.
const DARK = 0.2
// Realistic style: source fills darker than these are hatched, then cross-hatched.
const HATCH = 0.45
const CROSS_HATCH = 0.25
// A dark shape stays solid only while its larger side is under this share of the icon: eyes, not a black cat.
const SMALL_DARK_SHARE = 0.12
// A region takes a pattern when it is at least this many pattern spacings across: smaller ones stay plain.
const PATTERN_MIN_SPACINGS = 4

function shapeBounds(node: SvgNode, defs: Map<string, SvgNode>): Box {
  const a = node.attrs
  const n = (k: string) => Number(a[k] ?? 0)
  switch (node.tag) {
    case 'path':
      return a.d ? pathBounds(a.d) : EMPTY_BOX
    case 'circle':
      return {
        minX: n('cx') - n('r'),
        minY: n('cy') - n('r'),
        maxX: n('cx') + n('r'),
        maxY: n('cy') + n('r'),
      }
    case 'ellipse':
      return {
        minX: n('cx') - n('rx'),
        minY: n('cy') - n('ry'),
        maxX: n('cx') + n('rx'),
        maxY: n('cy') + n('ry'),
      }
    case 'rect':
      return { minX: n('x'), minY: n('y'), maxX: n('x') + n('width'), maxY: n('y') + n('height') }
    case 'polygon': {
      const v = (a.points ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
      return pathBounds(`M${v.join(' ')}`)
    }
    case 'use': {
      const ref = defs.get((a.href ?? a['xlink:href'] ?? '').slice(1))
      if (!ref) return EMPTY_BOX
      const inner = transformBox(shapeBounds(ref, defs), parseTransform(ref.attrs.transform))
      return transformBox(inner, [1, 0, 0, 1, n('x'), n('y')])
    }
    default:
      return EMPTY_BOX
  }
}

function collectIds(nodes: SvgNode[], out = new Map<string, SvgNode>()) {
  for (const node of nodes) {
    if (node.attrs.id) out.set(node.attrs.id, node)
    collectIds(node.children, out)
  }
  return out
}

const prefixRef = (value: string, prefix: string) => value.replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)

function stripPaint(node: SvgNode, prefix: string): SvgNode {
  const attrs: Record<string, string> = {}
  for (const [k, v] of Object.entries(node.attrs)) {
    if (PAINT_ATTRS.includes(k) || k.startsWith('stroke')) continue
    if (k === 'id') attrs.id = prefix + v
    else if (k === 'href' || k === 'xlink:href') attrs.href = `#${prefix}${v.slice(1)}`
    else if (k === 'clip-path') attrs[k] = prefixRef(v, prefix)
    else attrs[k] = v
  }
  return { tag: node.tag, attrs, children: node.children.map((c) => stripPaint(c, prefix)) }
}

/**
 * Turns a coloured emoji body into colouring-book line art: every fill becomes white with a black outline,
 * small dark features stay solid, tiny details and translucent shading are dropped, and in the realistic
 * style the darker source regions are hatched so the original light and shade survives as line work.
 */
export function outlineArt(body: string, options: OutlineOptions, iconSize: number): OutlineResult {
  const tree = parseSvgFragment(body)
  const defs = collectIds(tree)
  const gradients = gradientLuminances(tree)
  const pen = options.pen
  const colors = pen ? gradientColors(tree) : new Map<string, string>()
  const layers: PenLayer[] = []
  const inIcon = (node: SvgNode, m: Matrix, tolerance = pen ? pen.pt * 1.5 : 1) =>
    shapeRings(node, defs, tolerance).map((ring) => {
      const t: number[] = []
      for (let k = 0; k < ring.length; k += 2)
        t.push(m[0] * ring[k] + m[2] * ring[k + 1] + m[4], m[1] * ring[k] + m[3] * ring[k + 1] + m[5])
      return t
    })
  const glows = translucentGradients(tree)
  const p = options.idPrefix
  let bounds: Box = { ...EMPTY_BOX }
  const kept: Box[] = []
  const stroke = {
    stroke: '#000',
    'stroke-width': options.lineWidth.toFixed(3),
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  }

  // Patterns go round the kinds from a start that differs per drawing, so shapes drawn one after another
  // (usually neighbours) never share one.
  let patterned = [...p].reduce((sum, c) => sum + c.charCodeAt(0), 0)
  const neighbours: { box: Box; kind: (typeof PATTERN_KINDS)[number] }[] = []
  // Small dark features (pupils, noses) and the patterns drawn, to take patterns off the face afterwards.
  const features: Box[] = []
  const patterns: { node: SvgNode; box: Box }[] = []
  // White shapes in paint order (rings on the icon), so a pattern can keep clear of the shapes painted over it.
  const fills: { rings: number[][]; evenOdd: boolean; box: Box }[] = []
  const patternJobs: {
    node: SvgNode
    rings: number[][]
    kind: PatternKind
    evenOdd: boolean
    here: Matrix
    box: Box
    after: number
  }[] = []
  const walk = (nodes: SvgNode[], inheritedFill: string | undefined, matrix: Matrix): SvgNode[] => {
    const out: SvgNode[] = []
    for (const node of nodes) {
      const a = node.attrs
      if (Number(a.opacity ?? 1) < 0.7 || Number(a['fill-opacity'] ?? 1) < 0.7) continue
      if (node.tag === 'defs' || node.tag === 'clipPath' || node.tag === 'symbol') {
        const kept = node.children
          .filter((c) => !/Gradient$|^filter$/.test(c.tag))
          .map((c) => stripPaint(c, p))
        if (node.tag === 'defs') out.push({ tag: 'defs', attrs: {}, children: kept })
        else
          out.push({ tag: node.tag, attrs: stripPaint({ ...node, children: [] }, p).attrs, children: kept })
        continue
      }
      if (/Gradient$|^filter$/.test(node.tag)) continue
      const own = parseTransform(a.transform)
      const here = multiply(matrix, own)
      const fill = a.fill ?? inheritedFill
      if (node.tag === 'g') {
        const children = walk(node.children, fill, here)
        if (children.length) out.push({ ...stripPaint({ ...node, children: [] }, p), children })
        continue
      }
      if (!SHAPES.has(node.tag)) continue
      const local = shapeBounds(node, defs)
      const box = transformBox(local, here)
      const geometry = stripPaint(node, p)
      delete geometry.attrs.id
      const lineOnly = (!fill || fill === 'none') && a.stroke && a.stroke !== 'none'
      if (lineOnly) {
        const width = Math.max(options.lineWidth * 0.6, Number(a['stroke-width'] ?? 1))
        out.push({
          ...geometry,
          attrs: { ...geometry.attrs, ...stroke, fill: 'none', 'stroke-width': width.toFixed(3) },
        })
        if (pen) layers.push({ role: 'line', rings: inIcon(node, here), width })
        kept.push(box)
        bounds = unionBox(bounds, box)
        continue
      }
      if (fill === 'none') continue
      if (glows.has(/url\(#([^)]+)\)/.exec(fill ?? '')?.[1] ?? '')) continue
      const luminance = paintLuminance(fill ?? '#000', gradients) ?? 0.6
      const small = Math.max(boxWidth(box), boxHeight(box)) < SMALL_DARK_SHARE * iconSize
      if (
        luminance < DARK &&
        (options.patternSpacing || pen) &&
        Math.max(boxWidth(box), boxHeight(box)) < iconSize * 0.7
      )
        for (const ring of shapeRings(node, defs, iconSize / 200))
          features.push(transformBox(ringBox(ring), here))
      if (luminance < DARK && small) {
        out.push({ ...geometry, attrs: { ...geometry.attrs, ...stroke, fill: '#000' } })
        if (pen)
          layers.push({ role: 'solid', rings: inIcon(node, here), evenOdd: a['fill-rule'] === 'evenodd' })
        kept.push(box)
        bounds = unionBox(bounds, box)
        continue
      }
      if (Math.min(boxWidth(box), boxHeight(box)) < options.minDetail) continue
      out.push({ ...geometry, attrs: { ...geometry.attrs, ...stroke, fill: '#fff' } })
      if (options.patternSpacing)
        fills.push({
          rings: inIcon(node, here, options.patternSpacing * 0.3),
          evenOdd: a['fill-rule'] === 'evenodd',
          box,
        })
      kept.push(box)
      bounds = unionBox(bounds, box)
      if (pen) {
        layers.push({
          role: 'fill',
          rings: inIcon(node, here),
          evenOdd: a['fill-rule'] === 'evenodd',
          luminance,
          hue: paintHue(fill, colors),
        })
        continue
      }
      // Realistic: darker source regions are hatched, the darkest cross-hatched. The lines are clipped to the
      // shape here rather than drawn as a pattern fill, which resvg renders over the whole canvas (slow).
      if (options.hatchSpacing > 0 && luminance < HATCH) {
        const s = options.hatchSpacing
        const rings = shapeRings(node, defs, s * 0.4)
        const d = hatchPath(
          rings,
          s,
          luminance < CROSS_HATCH ? 'cross' : 'hatch',
          a['fill-rule'] === 'evenodd',
        )
        if (d) out.push(hatchNode(d, geometry.attrs, options.hatchLine))
      } else if (
        options.patternSpacing &&
        Math.min(boxWidth(box), boxHeight(box)) >= options.patternSpacing * PATTERN_MIN_SPACINGS
      ) {
        const s = options.patternSpacing
        // The next kind in turn that no earlier patterned shape overlapping this one has.
        let kind = PATTERN_KINDS[patterned++ % PATTERN_KINDS.length]
        for (
          let k = 0;
          k < PATTERN_KINDS.length && neighbours.some((n) => n.kind === kind && overlap(n.box, box));
          k++
        )
          kind = PATTERN_KINDS[patterned++ % PATTERN_KINDS.length]
        neighbours.push({ box, kind })
        // Drawn once every shape is known (below): a shape painted over part of this one would cut its
        // pattern into slivers along its edge.
        const patternNode = hatchNode('', geometry.attrs, options.patternLine ?? options.lineWidth * 0.5)
        patternJobs.push({
          node: patternNode,
          rings: shapeRings(node, defs, s * 0.3),
          kind,
          evenOdd: a['fill-rule'] === 'evenodd',
          here,
          box,
          after: fills.length,
        })
        patterns.push({ node: patternNode, box })
        out.push(patternNode)
      }
    }
    return out
  }

  let art = walk(tree, undefined, IDENTITY)
  for (const job of patternJobs) {
    // The white shapes painted later over this one, brought into its own coordinates.
    const back = invert(job.here)
    const covers = fills
      .slice(job.after)
      .filter((f) => overlap(f.box, job.box))
      .map((f) => ({
        evenOdd: f.evenOdd,
        rings: f.rings.map((ring) => {
          const t: number[] = []
          for (let k = 0; k < ring.length; k += 2)
            t.push(
              back[0] * ring[k] + back[2] * ring[k + 1] + back[4],
              back[1] * ring[k] + back[3] * ring[k + 1] + back[5],
            )
          return t
        }),
      }))
    const s = options.patternSpacing ?? 0
    job.node.attrs.d = subjectPattern(
      job.rings,
      job.kind,
      s,
      job.evenOdd,
      options.lineWidth,
      s * PATTERN_MIN_SPACINGS,
      covers,
    )
  }
  // Faces stay plain on patterned pages: their patterns are dropped again.
  // The pen keeps off the face too: texture across eyes or a muzzle reads as a mask.
  const face = patterns.length || pen ? findFace(features, iconSize) : null
  // Patterns left empty once the shapes over them are cleared are dropped along with the face's.
  const plain = new Set(patterns.filter((p) => inFace(p.box, face) || !p.node.attrs.d).map((p) => p.node))
  if (plain.size) art = withoutNodes(art, plain)
  let svg = serializeSvg(art)
  if (pen && layers.length) {
    const seed = [...p].reduce((sum, c) => Math.imul(sum, 31) + c.charCodeAt(0), 7) >>> 0
    const { strokes: d, forms } = penStrokes(layers, bounds, {
      pt: pen.pt,
      kind: pen.kind,
      mirror: pen.mirror,
      outline: options.lineWidth,
      seed,
      face,
    })
    // The heavier outer contour: every outline drawn wide underneath, so only its outer half shows past
    // the silhouette while the shapes' white fills hide it inside.
    const contour = serializeSvg(widened(art, pen.contour.toFixed(3)))
    const strokes =
      (d
        ? `<path class="pen" d="${d}" fill="none" stroke="#000" stroke-width="${pen.strokeWidth.toFixed(3)}" stroke-linecap="round" stroke-linejoin="round"/>`
        : '') +
      (forms
        ? `<path class="pen-form" d="${forms}" fill="none" stroke="#000" stroke-width="${options.lineWidth.toFixed(3)}" stroke-linecap="round" stroke-linejoin="round"/>`
        : '')
    svg = contour + svg + strokes
  }
  return { svg, bounds, topShare: topShare(kept, bounds) }
}

// A copy of the outlined art with every outline `width` wide and nothing filled; definitions stay with the
// original, so no id is repeated.
function widened(nodes: SvgNode[], width: string): SvgNode[] {
  const out: SvgNode[] = []
  for (const node of nodes) {
    if (node.tag === 'defs' || node.tag === 'clipPath' || node.tag === 'symbol') continue
    if (node.tag === 'g') {
      out.push({ ...node, attrs: withoutId(node.attrs), children: widened(node.children, width) })
      continue
    }
    if (!node.attrs.stroke) continue
    out.push({ ...node, attrs: { ...withoutId(node.attrs), fill: 'none', 'stroke-width': width } })
  }
  return out
}

function withoutId(attrs: Record<string, string>) {
  const { id: _, ...rest } = attrs
  return rest
}

function ringBox(ring: number[]): Box {
  const box = { ...EMPTY_BOX }
  for (let k = 0; k < ring.length; k += 2) addPoint(box, ring[k], ring[k + 1])
  return box
}

const withoutNodes = (nodes: SvgNode[], drop: Set<SvgNode>): SvgNode[] =>
  nodes.filter((n) => !drop.has(n)).map((n) => ({ ...n, children: withoutNodes(n.children, drop) }))

const overlap = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY

// Hatch lines sit where the shape does: same transform and clip, drawn over its white fill.
// The inverse of an affine matrix [a, b, c, d, e, f]; a degenerate one maps everything to the origin.
function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2]
  if (!det) return [0, 0, 0, 0, 0, 0]
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ]
}

function hatchNode(d: string, shapeAttrs: Record<string, string>, width: number): SvgNode {
  const attrs: Record<string, string> = { d, fill: 'none', stroke: '#000', 'stroke-width': width.toFixed(3) }
  if (shapeAttrs.transform) attrs.transform = shapeAttrs.transform
  if (shapeAttrs['clip-path']) attrs['clip-path'] = shapeAttrs['clip-path']
  return { tag: 'path', attrs, children: [] }
}

// Shapes reaching within 8% of the top (a head, both ears, a mast) span the part a hat or flag sits on.
function topShare(boxes: Box[], bounds: Box): number {
  const width = boxWidth(bounds)
  if (!width) return 0.5
  const near = bounds.minY + boxHeight(bounds) * 0.08
  let minX = Infinity
  let maxX = -Infinity
  for (const b of boxes) {
    if (b.minY > near) continue
    minX = Math.min(minX, b.minX)
    maxX = Math.max(maxX, b.maxX)
  }
  return minX > maxX ? 0.5 : ((minX + maxX) / 2 - bounds.minX) / width
}
