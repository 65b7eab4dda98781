import { type Box, boxHeight, boxWidth } from '../common'
import type { Concept } from '../vocabulary'
import { type ArtSetId, OUTLINE_SETS } from '../vocabulary'
import { findIcon, type IconData } from './icon-source'
import { outlineArt } from './outline-art'
import { subjectKind } from './pen'
import { silhouetteUnderlay } from './silhouette-underlay'

export type DrawingLines = {
  line: number
  minDetail: number
  hatchSpacing: number
  hatchLine: number
  /** Intricate: zentangle patterns in the drawing's large regions (page points; 0 for none). */
  patternSpacing?: number
  patternLine?: number
  /** Realistic intricate: drawn as a pen drawing, its outer contour this wide (page points). */
  pen?: { contour: number }
}

export type PlacedDrawing = {
  svg: string
  /** Where the drawing landed on the page, in points. */
  box: Box
  /** Anchors in page points: top of the head (for hats and crowns) and the ground line it stands on. */
  headTop: { x: number; y: number }
  groundY: number
  /** The mouth, when the catalogue knows it, already mirrored if the drawing is. */
  mouth: { x: number; y: number; facing: 'left' | 'right' } | null
  set: ArtSetId
  drawing: string
  /** Drawn mirrored (facing the other way from its art): what is placed on it by its art's spots mirrors too. */
  mirrored?: boolean
  /** A person's figure: where its head and feet are, so what it wears goes on them (scene/worn-anchors.ts). */
  body?: { head: { x: number; y: number }; headR: number; feet: { x: number; y: number }[] }
}

const rawBounds = new Map<string, { bounds: Box; topShare: number; underlay: string }>()

function iconFor(concept: Concept, preferred: ArtSetId): { set: ArtSetId; name: string; icon: IconData } {
  const sets: ArtSetId[] = concept.family
    ? [concept.family]
    : [preferred, preferred === 'noto' ? 'fluent-emoji-flat' : 'noto']
  for (const set of sets) {
    const name = concept.icons?.[set] ?? concept.icon
    const icon = findIcon(set, name)
    if (icon) return { set, name, icon }
  }
  throw new Error(`no drawing for ${concept.id}`)
}

/** The drawing a concept gets in a set, with its true extent (cached: measuring parses the icon). */
function measured(concept: Concept, preferred: ArtSetId) {
  const { set, name, icon } = iconFor(concept, preferred)
  const key = `${set}:${name}`
  let raw = rawBounds.get(key)
  if (!raw) {
    const m = outlineArt(
      icon.body,
      { lineWidth: 0, minDetail: 0, hatchSpacing: 0, hatchLine: 0, idPrefix: 'x' },
      icon.width,
    )
    // Outline families cut detail as holes into one shape: a white underlay keeps the scenery out of them.
    const underlay = OUTLINE_SETS.includes(set) ? silhouetteUnderlay(icon.body, icon.width / 256) : ''
    raw = { bounds: m.bounds, topShare: m.topShare, underlay }
    rawBounds.set(key, raw)
  }
  return { set, name, icon, raw }
}

/** A drawing's shape before it is placed: width over height, where its head top and mouth are (shares). */
export function drawingShape(concept: Concept, preferred: ArtSetId) {
  const { set, raw } = measured(concept, preferred)
  return {
    aspect: boxWidth(raw.bounds) / boxHeight(raw.bounds),
    headX: concept.headX?.[set] ?? raw.topShare,
    mouth: concept.mouth?.[set] ?? null,
  }
}

/**
 * Places a concept's drawing, outlined, to fit `target` (page points) keeping its aspect: horizontally
 * centred, and standing on the target's bottom edge when `align` is 'bottom'. Fitting uses the art's
 * true extent, not the icon's padded square, so a drawing fills the space it is given.
 */
export function placeDrawing(
  concept: Concept,
  preferred: ArtSetId,
  target: Box,
  lines: DrawingLines,
  idPrefix: string,
  align: 'bottom' | 'center' = 'bottom',
  mirror = false,
): PlacedDrawing {
  const { set, name, icon, raw } = measured(concept, preferred)
  const { bounds } = raw
  const scale = Math.min(boxWidth(target) / boxWidth(bounds), boxHeight(target) / boxHeight(bounds))
  const w = boxWidth(bounds) * scale
  const h = boxHeight(bounds) * scale
  const x = target.minX + (boxWidth(target) - w) / 2
  const y = align === 'bottom' ? target.maxY - h : target.minY + (boxHeight(target) - h) / 2
  const art = outlineArt(
    icon.body,
    {
      lineWidth: lines.line / scale,
      minDetail: lines.minDetail / scale,
      hatchSpacing: lines.hatchSpacing / scale,
      hatchLine: lines.hatchLine / scale,
      patternSpacing: (lines.patternSpacing ?? 0) / scale,
      patternLine: (lines.patternLine ?? 0) / scale,
      idPrefix,
      pen: lines.pen && {
        kind: subjectKind(concept.id, name),
        mirror,
        contour: lines.pen.contour / scale,
        strokeWidth: lines.hatchLine / scale,
        pt: 1 / scale,
      },
    },
    icon.width,
  )
  const flip = mirror ? `translate(${w.toFixed(2)} 0) scale(-1 1) ` : ''
  const transform = `translate(${x.toFixed(2)} ${y.toFixed(2)}) ${flip}scale(${scale.toFixed(4)}) translate(${(-bounds.minX).toFixed(3)} ${(-bounds.minY).toFixed(3)})`
  // Curated where the art's top is not the head (a cat's raised tail); else the middle of the top.
  const headShare = concept.headX?.[set] ?? raw.topShare
  return {
    svg: `<g transform="${transform}">${raw.underlay}${art.svg}</g>`,
    box: { minX: x, minY: y, maxX: x + w, maxY: y + h },
    headTop: { x: x + w * (mirror ? 1 - headShare : headShare), y },
    groundY: y + h,
    mouth: mouthAt(concept.mouth?.[set], x, y, w, h, mirror),
    set,
    drawing: name,
    ...(mirror ? { mirrored: true } : {}),
  }
}

function mouthAt(
  share: { x: number; y: number; facing: 'left' | 'right' } | undefined,
  x: number,
  y: number,
  w: number,
  h: number,
  mirror: boolean,
): PlacedDrawing['mouth'] {
  if (!share) return null
  const facing = mirror ? (share.facing === 'left' ? 'right' : 'left') : share.facing
  return { x: x + w * (mirror ? 1 - share.x : share.x), y: y + h * share.y, facing }
}
