import { describe, expect, it } from 'vitest'
import { drawingShape } from '../art/place-drawing'
import type { Box } from '../common/geometry'
import { makePlan } from '../plan/make-plan'
import type { SubjectRelation } from '../plan/plan'
import { conceptById } from '../vocabulary/concept-index'
import { SETTINGS } from '../vocabulary/settings'
import { composeScene } from './compose-scene'
import { relationLayout, relativeLayout } from './relation-layout'
import { layOutRelation } from './relation-scene'
import { frameScene, subjectBoxes } from './scene-layout'

const area: Box = { minX: 40, minY: 40, maxX: 570, maxY: 750 }
const GROUND = 700
const side = (id: string) => ({
  concept: conceptById(id),
  shape: drawingShape(conceptById(id), 'fluent-emoji-flat'),
})
const lay = (actor: string, relation: SubjectRelation, object: string) =>
  relationLayout(relation, side(actor), side(object), area, GROUND)
const w = (b: Box) => b.maxX - b.minX
const h = (b: Box) => b.maxY - b.minY
const cx = (b: Box) => (b.minX + b.maxX) / 2
const cy = (b: Box) => (b.minY + b.maxY) / 2
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) *
  Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY))

describe('relation layout', () => {
  it('seats a rider on top of a board or bike: bottom in the top band, centred, drawn in front', () => {
    for (const mount of ['skateboard', 'bicycle']) {
      const { actor, object, front } = lay(mount === 'bicycle' ? 'dog' : 'cat', 'riding', mount)
      expect(actor.maxY).toBeGreaterThan(object.minY)
      expect(actor.maxY).toBeLessThan(object.minY + h(object) * 0.45)
      expect(Math.abs(cx(actor) - cx(object))).toBeLessThan(w(object) * 0.12)
      expect(actor.minY).toBeLessThan(object.minY)
      expect(front).toBe('actor')
    }
  })

  it('puts a rider astride an animal: behind its body, upper half above its back', () => {
    const { actor, object, front } = lay('girl', 'riding', 'horse')
    expect(front).toBe('object')
    expect(actor.maxY).toBeGreaterThan(object.minY + h(object) * 0.3)
    expect(actor.maxY).toBeLessThan(object.maxY - h(object) * 0.25)
    expect(actor.minY).toBeLessThan(object.minY + h(object) * 0.1)
  })

  it('opens the book in front of the reader, over its lower half, towards its head', () => {
    const { actor, object, front } = lay('dog', 'reading', 'book')
    const lowerHalf = { ...actor, minY: cy(actor) }
    expect(overlap(object, lowerHalf)).toBeGreaterThan(w(object) * h(object) * 0.5)
    expect(cy(object)).toBeGreaterThan(cy(actor))
    expect(w(object)).toBeLessThan(w(actor))
    // The dog faces left (its head is on the left): the book leans that way.
    expect(cx(object)).toBeLessThan(cx(actor))
    expect(front).toBe('object')
  })

  it('holds food at the mouth when the catalogue knows where it is', () => {
    const dragon = side('dragon')
    const { actor, object } = relationLayout('eating', dragon, side('apple'), area, GROUND)
    const mouth = dragon.shape.mouth as { x: number; y: number }
    const at = { x: actor.minX + w(actor) * mouth.x, y: actor.minY + h(actor) * mouth.y }
    expect(object.minX).toBeLessThan(at.x)
    expect(Math.abs(cy(object) - at.y)).toBeLessThan(h(object))
    expect(cx(object)).toBeLessThan(at.x + w(object) * 0.1)
  })

  it('puts food at the snout of an animal seen from the side, and at the mouth of a face', () => {
    const dog = lay('dog', 'eating', 'cookie')
    expect(overlap(dog.actor, dog.object)).toBeGreaterThan(0)
    expect(cx(dog.object)).toBeLessThan(dog.actor.minX + w(dog.actor) * 0.1)
    expect(cy(dog.object)).toBeLessThan(dog.actor.minY + h(dog.actor) * 0.5)
    const bear = lay('bear', 'eating', 'honey')
    expect(Math.abs(cx(bear.object) - cx(bear.actor))).toBeLessThan(w(bear.actor) * 0.05)
    expect(cy(bear.object)).toBeGreaterThan(cy(bear.actor))
    expect(bear.object.maxY).toBeLessThan(bear.actor.maxY)
  })

  it('sets the cat in the box: lower part hidden behind the box front, head above its top', () => {
    const { actor, object, front } = lay('cat', 'in', 'box')
    expect(front).toBe('object')
    expect(actor.maxY).toBeGreaterThan(object.minY + h(object) * 0.2)
    expect(actor.maxY).toBeLessThan(object.maxY)
    expect(actor.minY).toBeLessThan(object.minY)
    expect(Math.abs(cx(actor) - cx(object))).toBeLessThan(1)
  })

  it('sits an animal in a tree in front of the crown, seen whole, not hidden behind it', () => {
    for (const animal of ['koala', 'sloth', 'owl']) {
      const { actor, object, front } = lay(animal, 'in', 'tree')
      expect(front).toBe('actor')
      expect(actor.minX).toBeGreaterThanOrEqual(object.minX)
      expect(actor.maxX).toBeLessThanOrEqual(object.maxX)
      expect(actor.maxY).toBeLessThan(object.minY + h(object) * 0.75)
      expect(h(actor)).toBeLessThan(h(object) * 0.45)
    }
  })

  it('stands the actor under the umbrella, at its foot, head below the canopy', () => {
    const { actor, object, front } = lay('frog', 'under', 'umbrella')
    expect(front).toBe('actor')
    expect(actor.maxY).toBeCloseTo(object.maxY)
    expect(actor.minY).toBeGreaterThan(object.minY + h(object) * 0.4)
  })

  it('perches the owl on the branch: feet on its top; a bird on a house stays bird-sized', () => {
    const roof = lay('bird', 'on', 'house')
    expect(h(roof.actor)).toBeLessThan(h(roof.object) * 0.45)
    const { actor, object } = lay('owl', 'on', 'branch')
    expect(actor.maxY).toBeGreaterThan(object.minY)
    expect(actor.maxY).toBeLessThan(object.minY + h(object) * 0.15)
    expect(actor.minY).toBeLessThan(object.minY)
  })

  it('stands two subjects side by side on one ground line, sized against each other', () => {
    const pair = lay('dog', 'next-to', 'cat')
    expect(pair.actor.maxY).toBeCloseTo(GROUND)
    expect(pair.object.maxY).toBeCloseTo(GROUND)
    expect(pair.actor.maxX).toBeLessThanOrEqual(pair.object.minX)
    const small = lay('mouse', 'next-to', 'elephant')
    expect(h(small.actor)).toBeLessThan(h(small.object) * 0.6)
  })

  it('hangs what is held on the side the actor faces, and puts what is worn on its head', () => {
    const held = lay('monkey', 'holding', 'banana')
    expect(overlap(held.actor, held.object)).toBeGreaterThan(0)
    expect(cx(held.object)).toBeLessThan(cx(held.actor))
    const worn = lay('pig', 'wearing', 'crown')
    expect(worn.object.maxY).toBeGreaterThan(worn.actor.minY)
    expect(worn.object.minY).toBeLessThan(worn.actor.minY)
  })

  it.each(['riding', 'reading', 'eating', 'holding', 'wearing', 'on', 'under', 'in', 'next-to'] as const)(
    '%s keeps the pair inside the area, standing on the ground line',
    (relation) => {
      const { actor, object } = lay('cat', relation, relation === 'riding' ? 'horse' : 'tree')
      for (const b of [actor, object]) {
        expect(b.minX).toBeGreaterThanOrEqual(area.minX - 0.01)
        expect(b.maxX).toBeLessThanOrEqual(area.maxX + 0.01)
        expect(b.minY).toBeGreaterThanOrEqual(area.minY - 0.01)
      }
      expect(Math.max(actor.maxY, object.maxY)).toBeCloseTo(GROUND)
    },
  )
})

describe('relations on the page', () => {
  const frame = frameScene(area, SETTINGS.garden, null, true)

  it('draws the one in front last, and gives other subjects a column of their own', () => {
    const subjects = ['cat', 'box', 'sun'].map(conceptById)
    const boxes = subjectBoxes(subjects, frame, [false, false, false])
    const order = layOutRelation([{ actor: 0, relation: 'in', object: 1 }], subjects, boxes, frame, 'noto')
    expect(order).toEqual([2, 0, 1])
    expect(boxes[2].box.minX).toBeGreaterThanOrEqual(Math.max(boxes[0].box.maxX, boxes[1].box.maxX))
    const riding = ['cat', 'skateboard'].map(conceptById)
    expect(
      layOutRelation(
        [{ actor: 0, relation: 'riding', object: 1 }],
        riding,
        subjectBoxes(riding, frame, [false, false]),
        frame,
        'noto',
      ),
    ).toEqual([1, 0])
  })

  it("puts an actor's copies in the cage with it, side by side, not in a column outside", () => {
    const subjects = ['parrot', 'bird-cage', 'parrot'].map(conceptById)
    const boxes = subjectBoxes(subjects, frame, [false, false, false])
    const order = layOutRelation([{ actor: 0, relation: 'in', object: 1 }], subjects, boxes, frame, 'noto')
    expect(order).toEqual([1, 2, 0])
    const cage = boxes[1].box
    for (const b of [boxes[0].box, boxes[2].box]) {
      expect(b.minX).toBeGreaterThanOrEqual(cage.minX)
      expect(b.maxX).toBeLessThanOrEqual(cage.maxX)
    }
    expect(boxes[2].box.maxY).toBeCloseTo(boxes[0].box.maxY)
  })

  it('draws a head smaller and higher when the prompt names a place, leaving ground for it', () => {
    const fox = [conceptById('fox')]
    const [plain] = subjectBoxes(fox, frame, [false])
    const [placed] = subjectBoxes(fox, frame, [false], true)
    expect(h(placed.box)).toBeLessThan(h(plain.box) * 0.75)
    expect(w(placed.box)).toBeLessThan(w(plain.box) * 0.75)
    expect(placed.box.maxY).toBeLessThan(plain.box.maxY)
  })

  it('ignores a relation whose subjects are missing', () => {
    const subjects = ['cat', 'dog'].map(conceptById)
    const boxes = subjectBoxes(subjects, frame, [false, false])
    const before = JSON.stringify(boxes)
    expect(layOutRelation([{ actor: 0, relation: 'on', object: 5 }], subjects, boxes, frame, 'noto')).toEqual(
      [0, 1],
    )
    expect(JSON.stringify(boxes)).toBe(before)
  })

  it('paints the page back to front: the rider over its board, the box over the cat inside it', () => {
    const at = (svg: string, b: Box) => svg.indexOf(`translate(${b.minX.toFixed(2)} ${b.minY.toFixed(2)})`)
    for (const [relation, actorLast] of [
      ['riding', true],
      ['in', false],
    ] as const) {
      const plan = makePlan({ prompt: 'a cat', complexity: 'easy', style: 'cartoon', seed: 3 })
      plan.subjects = ['cat', relation === 'in' ? 'box' : 'skateboard'].map((id) => ({
        concept: id,
        label: id,
      }))
      plan.relations = [{ actor: 0, relation, object: 1 }]
      const { svg, placed } = composeScene(plan)
      const [actor, object] = [at(svg, placed[0]), at(svg, placed[1])]
      expect(actor).toBeGreaterThan(-1)
      expect(object).toBeGreaterThan(-1)
      expect(actor > object, relation).toBe(actorLast)
    }
  })

  it('draws a ridden skateboard from the side', () => {
    const plan = makePlan({
      prompt: 'a cat riding a skateboard',
      complexity: 'easy',
      style: 'cartoon',
      seed: 3,
    })
    plan.subjects = ['cat', 'skateboard'].map((id) => ({ concept: id, label: id }))
    plan.relations = [{ actor: 0, relation: 'riding', object: 1 }]
    const credits = composeScene(plan).credits
    expect(credits).toContainEqual(
      expect.objectContaining({ set: 'Material Design Icons', drawing: 'skateboard' }),
    )
  })
})

describe('a small animal on a large one', () => {
  it('stands the bird small on the hippo back, behind its head, not on top of the whole drawing', () => {
    const shape = (headX: number, aspect: number) => ({ aspect, headX, mouth: null })
    const hippo = { concept: conceptById('hippopotamus'), shape: shape(0.4, 1.4) }
    const bird = { concept: conceptById('bird'), shape: shape(0.3, 1) }
    const { actor, object } = relativeLayout('on', bird, hippo)
    expect(actor.maxY - actor.minY).toBeLessThan(0.35)
    expect((actor.minX + actor.maxX) / 2).toBeGreaterThan((object.minX + object.maxX) / 2)
    expect(actor.maxY).toBeGreaterThan(object.minY)
  })
})

describe('a saddle on a mount', () => {
  it("lies on the horse's back where its rider sits (SEATS), not above its ears", () => {
    const { actor, object, front } = lay('saddle', 'on', 'horse')
    expect(front).toBe('actor')
    // Inside the horse's outline, its bottom near the seat line, not stood on the drawing's top.
    expect(actor.minY).toBeGreaterThan(object.minY)
    expect(actor.maxY).toBeGreaterThan(object.minY + h(object) * 0.45)
    expect(actor.maxY).toBeLessThan(object.minY + h(object) * 0.75)
    expect(w(actor)).toBeLessThan(w(object) * 0.5)
  })
})

describe("a joey in its mother's pouch", () => {
  it('is small, at her belly, and cut off at the pouch rim so only its head shows', () => {
    const { actor, object, cutBelow, front } = lay('kangaroo', 'in', 'kangaroo')
    expect(front).toBe('actor')
    expect(h(actor)).toBeLessThan(h(object) * 0.5)
    expect(cutBelow).toBeDefined()
    expect(cutBelow as number).toBeGreaterThan(object.minY + h(object) * 0.4)
    expect(cutBelow as number).toBeLessThan(object.maxY)
    expect(actor.minY).toBeGreaterThan(object.minY)
    expect(cx(actor)).toBeLessThan(cx(object))
  })
})

describe('a small thing carried on an animal', () => {
  it('"a crab with a bottle top on its back": the cap at its real size beside the crab, not near as big', () => {
    const p = lay('bottle-cap', 'on', 'crab')
    expect(h(p.actor)).toBeLessThan(h(p.object) * 0.4)
    expect(p.actor.maxY).toBeLessThan(cy(p.object))
  })

  it('a thing the same size or bigger is not shrunk by it (a cat on a table keeps its size)', () => {
    const p = lay('cat', 'on', 'table')
    expect(h(p.actor)).toBeGreaterThan(h(p.object) * 0.4)
  })
})
