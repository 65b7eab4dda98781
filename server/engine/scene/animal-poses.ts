import { type DrawingLines, drawingShape, type PlacedDrawing, placeDrawing } from '../art'
import type { Box } from '../common'
import type { AnimalPose } from '../plan'
import type { ArtSetId, Concept } from '../vocabulary'

// An animal posed as its action says (plan/animal-actions.ts): the art's own drawing turned, never redrawn.
// Hanging head down or rolling on its back is the drawing upside down (feet up); hanging by its tail is it
// turned a quarter, the tail end up and the head down; diving is it turned head first towards the water.

/** The turn of a pose, in degrees clockwise, and whether the drawing is flipped top to bottom first. */
export function poseTurn(
  pose: AnimalPose,
  shape: { aspect: number; headX: number },
): { angle: number; flip: boolean } {
  const headLeft = shape.headX < 0.5
  switch (pose) {
    case 'upside-down':
    case 'on-back':
      return { angle: 0, flip: true }
    case 'tail-up':
      // The tail is the end away from the head: turned so that end is at the top.
      return { angle: headLeft ? -90 : 90, flip: false }
    case 'diving':
      // An upright drawing (a penguin seen from the front) dives head down at a slant; one seen from the side
      // tips its head towards the water.
      if (shape.aspect < 1) return { angle: 160, flip: false }
      return { angle: headLeft ? -55 : 55, flip: false }
  }
}

/** Width over height of the posed drawing's bounding box. */
export function posedAspect(aspect: number, pose: AnimalPose | undefined, headX: number): number {
  if (!pose) return aspect
  const { angle } = poseTurn(pose, { aspect, headX })
  const t = (angle * Math.PI) / 180
  const [c, s] = [Math.abs(Math.cos(t)), Math.abs(Math.sin(t))]
  return (aspect * c + s) / (aspect * s + c)
}

/**
 * The drawing placed so that, posed, it fills `target` (centred, or standing on its bottom): placed upright in
 * a box that turns into the target, then turned about its centre.
 */
export function placePosed(
  concept: Concept,
  artSet: ArtSetId,
  target: Box,
  lines: DrawingLines,
  id: string,
  pose: AnimalPose,
  align: 'bottom' | 'center',
): PlacedDrawing {
  const shape = drawingShape(concept, artSet)
  const { angle, flip } = poseTurn(pose, shape)
  const t = (angle * Math.PI) / 180
  const [c, s] = [Math.abs(Math.cos(t)), Math.abs(Math.sin(t))]
  const a = shape.aspect
  const tw = target.maxX - target.minX
  const th = target.maxY - target.minY
  const h = Math.min(tw / (a * c + s), th / (a * s + c))
  const w = h * a
  const turnedH = a * s * h + c * h
  const cx = (target.minX + target.maxX) / 2
  const cy = align === 'bottom' ? target.maxY - turnedH / 2 : (target.minY + target.maxY) / 2
  const inner: Box = { minX: cx - w / 2, minY: cy - h / 2, maxX: cx + w / 2, maxY: cy + h / 2 }
  const placed = placeDrawing(concept, artSet, inner, lines, id, 'center')
  const b = placed.box
  const [px, py] = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2]
  const transform = [
    `rotate(${angle} ${px.toFixed(2)} ${py.toFixed(2)})`,
    flip ? `matrix(1 0 0 -1 0 ${(2 * py).toFixed(2)})` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const bw = b.maxX - b.minX
  const bh = b.maxY - b.minY
  const half = { x: (bw * c + bh * s) / 2, y: (bw * s + bh * c) / 2 }
  const box: Box = { minX: px - half.x, minY: py - half.y, maxX: px + half.x, maxY: py + half.y }
  return {
    ...placed,
    svg: `<g transform="${transform}">${placed.svg}</g>`,
    box,
    // Turned, the head is no longer where a hat would go, nor the mouth where food is held.
    headTop: { x: px, y: box.minY },
    groundY: box.maxY,
    mouth: null,
  }
}
