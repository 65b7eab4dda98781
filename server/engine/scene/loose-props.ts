import { drawingShape, placeDrawing } from '../art'
import type { Box } from '../common'
import type { Plan, PlanProp } from '../plan'
import { type DecorationContext, drawDecoration } from '../scenery'
import { conceptById } from '../vocabulary'
import type { SceneKit } from './scene-kit'
import { FLOOR_SLOTS, SKY_SLOTS } from './scene-layout'
import { STANDING_TALL, standingBox } from './standing-scenery'

const overlapShare = (a: Box, b: Box) => {
  const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
  const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY)
  return w > 0 && h > 0 ? (w * h) / ((a.maxX - a.minX) * (a.maxY - a.minY)) : 0
}

/**
 * The props that belong to the scene rather than to a subject (a tree, a cloud, '*' decorations), each in the
 * first free sky or floor slot. `svg` is all of it; `drawings` the drawn concepts alone (no decorations).
 */
export function placeLooseProps(plan: Plan, ctx: DecorationContext, kit: SceneKit) {
  const { scene, horizon, avoid: taken } = ctx
  const skySlots = [...SKY_SLOTS]
  const floorSlots = [...FLOOR_SLOTS]
  const easy = plan.complexity === 'easy'
  let svg = ''
  let drawings = ''
  // The subjects' boxes: a sky the prompt names, and the night's moon, keep clear of them alone when the
  // scenery has taken every slot (a cave's hill, a fair's bunting), drawn over it rather than left out.
  const subjects = taken.slice()
  for (const prop of inOrder(plan.props.filter((p) => p.subject === undefined))) {
    if (prop.concept.startsWith('*')) {
      svg += drawDecoration(prop.concept, ctx)
      continue
    }
    const concept = conceptById(prop.concept)
    const tall = standsTall(prop)
    const place = (box: Box) => {
      const placed = placeDrawing(
        concept,
        kit.lines.artSet,
        box,
        // A tree's trunk is what makes it a tree: it keeps what a subject keeps, not the props' stricter limit
        // (an easy tree in a floor slot lost its 18 pt trunk to the props' 19.2 pt one, a crown like a cloud).
        tall ? { ...kit.propLines, minDetail: kit.subjectLines.minDetail } : kit.propLines,
        kit.nextId(),
        'bottom',
        ctx.random() < 0.5,
      )
      taken.push(placed.box)
      kit.credit(placed)
      svg += placed.svg
      drawings += placed.svg
    }
    if (tall) {
      const aspect = drawingShape(concept, kit.lines.artSet).aspect
      const others = taken.filter((t) => !subjects.includes(t))
      const box = standingBox(scene, horizon, aspect, subjects, others)
      if (box) {
        place(box)
        continue
      }
    }
    const size = (scene.maxX - scene.minX) * (easy ? 0.22 : 0.16) * (prop.place === 'sky' ? 1 : 1.1)
    const slots = prop.place === 'sky' ? skySlots : floorSlots
    const inScene = (box: Box) => box.minX >= scene.minX && box.maxX <= scene.maxX && box.minY >= scene.minY
    const clear = (box: Box, of: Box[]) => inScene(box) && !of.some((t) => overlapShare(box, t) > 0.08)
    const free = slots.some((slot) => clear(slotBox(prop, slot, size, scene, horizon), taken))
    const needed = prop.named || prop.concept === 'moon'
    const against = free || !needed ? taken : subjects
    // A sky the prompt names, and the night's moon, shrink to fit over a tall subject on a page whose scene a
    // caption plate shortens ("Dunnottar Castle at night" lost its moon), rather than be left out.
    for (const scale of needed ? [1, 0.7, 0.5] : [1]) {
      const k = slots.findIndex((slot) => clear(slotBox(prop, slot, size * scale, scene, horizon), against))
      if (k < 0) continue
      place(slotBox(prop, slots[k], size * scale, scene, horizon))
      slots.splice(k, 1)
      break
    }
  }
  return { svg, drawings }
}

const standsTall = (p: PlanProp) => p.place === 'floor' && STANDING_TALL.has(p.concept)

/**
 * The night's stars are scattered after its trees stand, clear of them: scattered first, a tree's crown hid
 * all of a star but a point sticking out of it.
 */
function inOrder(props: PlanProp[]): PlanProp[] {
  const last = props.findLastIndex(standsTall)
  const later = (p: PlanProp, i: number) => i < last && p.place === 'sky' && p.concept.startsWith('*')
  const deferred = props.filter(later)
  const rest = props.filter((p, i) => !later(p, i))
  const at = rest.findLastIndex(standsTall) + 1
  return [...rest.slice(0, at), ...deferred, ...rest.slice(at)]
}

/** A sky slot hangs from its height in the sky; a floor slot stands on its depth below the horizon. */
function slotBox(
  prop: PlanProp,
  [fx, fy]: readonly number[],
  size: number,
  scene: Box,
  horizon: number,
): Box {
  const cx = scene.minX + (scene.maxX - scene.minX) * fx
  if (prop.place === 'sky') {
    const top = scene.minY + (horizon - scene.minY) * fy
    return { minX: cx - size / 2, minY: top, maxX: cx + size / 2, maxY: top + size }
  }
  const bottom = Math.min(scene.maxY - 4, horizon + (scene.maxY - horizon) * fy)
  return { minX: cx - size / 2, minY: bottom - size, maxX: cx + size / 2, maxY: bottom }
}
