import { drawingShape } from '../art'
import type { Box } from '../common'
import { type AnimalPose, FLAT_HOLDERS, type PlanRelation } from '../plan'
import type { ArtSetId, Concept } from '../vocabulary'
import { posedAspect } from './animal-poses'
import { RIDDEN_AS, relationLayout, seenAtTheDoor } from './relation-layout'
import { type SceneFrame, subjectBoxes } from './scene-layout'

// `cutBelow`: the subject is not drawn below this page y (seated in a car, the door hides the rest).
export type SubjectBox = { box: Box; align: 'bottom' | 'center'; cutBelow?: number }

/**
 * Replaces the side-by-side boxes of two related subjects with the relation's layout (the first usable relation;
 * a page shows one pair doing something), leaving any other subject in a column of its own to the right.
 * A ridden skateboard is swapped in `subjects` for its side view. Returns the order to draw the subjects in, back to front, so the one in front hides the other's lines.
 */
export function layOutRelation(
  relations: PlanRelation[],
  subjects: Concept[],
  boxes: SubjectBox[],
  frame: SceneFrame,
  artSet: ArtSetId,
  poses: (AnimalPose | undefined)[] = [],
): number[] {
  const order = subjects.map((_, i) => i)
  const relation = relations.find(
    (r) => r.actor !== r.object && subjects[r.actor] !== undefined && subjects[r.object] !== undefined,
  )
  if (!relation) return order
  if (relation.relation === 'riding')
    subjects[relation.object] = RIDDEN_AS[subjects[relation.object].id] ?? subjects[relation.object]
  const { scene } = frame
  const width = scene.maxX - scene.minX
  // "two budgies in a cage": the actor's copies are in it too, side by side on its floor, never outside it.
  // Only where it stands whole at the door (a cage, a doghouse): in a bowl or a basket whose front hides the
  // actor's lower half, smaller copies would sink out of sight, so they stand beside it.
  // "a kettle, a teapot and two mugs on a tray": everything named stands on the tray, plate or rack in a row.
  const copies =
    relation.relation === 'in' && seenAtTheDoor(subjects[relation.object].id)
      ? order.filter((i) => i !== relation.actor && subjects[i].id === subjects[relation.actor].id)
      : relation.relation === 'on' && FLAT_HOLDERS.has(subjects[relation.object].id)
        ? order.filter((i) => i !== relation.actor && i !== relation.object)
        : []
  const others = order.filter((i) => i !== relation.actor && i !== relation.object && !copies.includes(i))
  const split = others.length ? scene.minX + width * 0.68 : scene.maxX
  const margin = width * 0.03
  const area: Box = {
    minX: scene.minX + margin,
    minY: scene.minY + (scene.maxY - scene.minY) * 0.06,
    maxX: split - margin,
    maxY: scene.maxY,
  }
  const groundY = Math.min(frame.groundY, scene.maxY - (scene.maxY - scene.minY) * 0.04)
  // A posed animal (hanging by its tail, turned a quarter) is laid out by its posed outline.
  const side = (i: number) => {
    const shape = drawingShape(subjects[i], artSet)
    return {
      concept: subjects[i],
      shape: { ...shape, aspect: posedAspect(shape.aspect, poses[i], shape.headX) },
    }
  }
  const placed = relationLayout(
    relation.relation,
    side(relation.actor),
    side(relation.object),
    area,
    groundY,
    artSet,
  )
  boxes[relation.actor] = { box: placed.actor, align: 'bottom', cutBelow: placed.cutBelow }
  boxes[relation.object] = { box: placed.object, align: 'bottom' }
  if (copies.length) {
    const inside = [relation.actor, ...copies].sort((a, b) => a - b)
    sideBySide(placed.actor, placed.object, inside.length).forEach((b, k) => {
      boxes[inside[k]] = { box: b, align: 'bottom' }
    })
  }
  if (others.length) {
    const rest = subjectBoxes(
      others.map((i) => subjects[i]),
      { ...frame, scene: { ...scene, minX: split } },
      others.map(() => false),
    )
    others.forEach((i, k) => {
      boxes[i] = rest[k]
    })
  }
  const [back, front] =
    placed.front === 'actor' ? [relation.object, relation.actor] : [relation.actor, relation.object]
  const withCopies = (i: number) => (i === relation.actor ? [...copies, i] : [i])
  return [...others, ...withCopies(back), ...withCopies(front)]
}

/** `n` boxes the shape of `one`, side by side on its bottom, together no wider than most of `within`. */
function sideBySide(one: Box, within: Box, n: number): Box[] {
  const w = one.maxX - one.minX
  const h = one.maxY - one.minY
  const scale = Math.min(1, ((within.maxX - within.minX) * 0.8) / (n * w))
  const [bw, bh] = [w * scale, h * scale]
  const left = (one.minX + one.maxX) / 2 - (n * bw) / 2
  return Array.from({ length: n }, (_, k) => ({
    minX: left + k * bw,
    minY: one.maxY - bh,
    maxX: left + (k + 1) * bw,
    maxY: one.maxY,
  }))
}
