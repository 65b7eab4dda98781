// Lays out a page of people doing something (`people-actions.ts`) and scales the group into the scene as one.

import type { PlacedDrawing } from '../art'
import type { Box } from '../common'
import { drawFigure, skeleton } from '../people'
import type { Plan, PlanPeople, PlanProp } from '../plan'
import { type Concept, conceptById, lemmatize, nounSenses } from '../vocabulary'
import {
  type ArtItem,
  artItem,
  type Drawn,
  figureBox,
  type Item,
  type PageMap,
  SEEN_FROM_ABOVE,
  TALL,
} from './action-items'
import { backdropProp, objectBehind, standsBehind } from './backdrop-building'
import { playedProp } from './body-act-items'
import { HOLDING, heldBeforeObject } from './held-before-object'
import { heldProp } from './hold-and-push-items'
import { actionItems } from './people-actions'
import type { PlacedSubjects } from './place-subjects'
import { standingHeight } from './real-scale'
import type { SceneKit } from './scene-kit'
import type { SceneFrame } from './scene-layout'
import { placeWholeOrFace } from './seated-animal'
import { goesRound, ringRound } from './waist-ring'
import { dressedLook } from './worn-on-figure'
import { isWornBelowHead } from './worn-props'

export type { Drawn }

/** What a figure blows ("a girl blowing bubbles") has no mouth drawing to come from: it stands beside them. */
const standsBeside = (p: PlanProp) => p.place === 'beside' || p.place === 'breath'

/** The subjects the people and their action draw: the people, what they act on, what the layout drew itself. */
function usedSubjects(people: PlanPeople, items: Item[]): Set<number> {
  const used = new Set<number>([...people.people.map((p) => p.subject), ...people.absorbed])
  if (people.object !== null) used.add(people.object)
  // A subject the action's layout drew itself (the easel painted at) is not drawn again beside.
  for (const it of items) if (it.kind !== 'figure' && it.subject !== undefined) used.add(it.subject)
  return used
}

/** Lays the people and what they use into the scene; what else the prompt names stands beside them. */
export function placePeople(
  plan: Plan,
  planned: PlanPeople,
  frame: SceneFrame,
  kit: SceneKit,
): PlacedSubjects & { consumed: PlanProp[]; drawn: Drawn } {
  const people = heldBeforeObject(plan, planned)
  const { lines } = kit
  const artSet = lines.artSet
  const concepts = plan.subjects.map((s) => conceptById(s.concept))
  const items = actionItems(plan, people, concepts, artSet)
  // Subjects the action leaves out (a dog beside a girl) stand beside the group, or fly above it.
  const used = usedSubjects(people, items)
  const boxes = () => items.map((it) => (it.kind === 'figure' ? figureBox(it) : it.box))
  // What they are only "with" and do not hold ("a girl with a horse") stands beside them at its own size.
  const held = propInHands(plan, people)
  const beside = besideProps(plan, people, held, items)
  const besideAt = concepts.length
  const standing = [...concepts, ...beside.map((p) => conceptById(p.concept))]
  // A building named as where they are stands big behind them (backdrop-building.ts).
  let back = objectBehind(plan, items, artSet)
  // A fourth thing named that would shrink the whole group to fit beside it stands behind or in front instead.
  const rows = concepts.length >= 4 ? { behind: [] as Item[], front: [] as Item[], scale: 0 } : null
  standing.forEach((concept, i) => {
    // A hula hoop goes round the first figure's waist, not beside the group.
    if (used.has(i) || (i < besideAt && roundFirst(concept, items, people))) return
    back ||= i < besideAt && standsBehind(plan, items, concept, i, artSet)
    if (items[0]?.kind === 'art' && items[0].key === `extra${i}`) return
    const item = besideItem(plan, items, concept, i, i < besideAt ? i : undefined, artSet)
    if (rows && item.kind === 'art' && inAnotherRow(item, items, rows, frame, people)) return
    items.push(item)
  })
  if (rows) {
    items.unshift(...rows.behind)
    items.push(...rows.front)
  }
  const backProp = backdropProp(plan, back, items, artSet)

  const all = boxes()
  const minX = Math.min(...all.map((b) => b.minX))
  const maxX = Math.max(...all.map((b) => b.maxX))
  const minY = Math.min(...all.map((b) => b.minY))
  const maxY = Math.max(0, ...all.map((b) => b.maxY))
  const { scene } = frame
  const groundY = frame.groundY
  const k = groupScale({ minX, minY, maxX, maxY }, frame, people)
  const dx = (scene.minX + scene.maxX) / 2 - ((minX + maxX) / 2) * k
  const map: PageMap = { p: (q) => ({ x: dx + q.x * k, y: groundY + q.y * k }), k }
  const pageBox = (b: Box): Box => ({
    minX: dx + b.minX * k,
    minY: groundY + b.minY * k,
    maxX: dx + b.maxX * k,
    maxY: groundY + b.maxY * k,
  })

  const drawn: Drawn = { figures: [], art: {} }
  const wornByFigures: PlanProp[] = []
  const feetAt: { x: number; y: number }[][] = []
  const placedArt: PlacedDrawing[] = []
  // The drawing each subject drawn as art got (the dog beside the girl): what it wears goes on it, not the group.
  const artOf = new Map<number, PlacedDrawing>()
  let svg = ''
  const line = lines.subjectLine
  for (const item of items) {
    if (item.kind === 'figure') {
      const s = skeleton(item.person.age, item.pose)
      // Dressed for who they are, and in what the prompt says they wear (a cowboy hat, glasses).
      const { look, worn } = dressedLook(item.person, people.people.indexOf(item.person), plan.props)
      wornByFigures.push(...worn)
      feetAt[people.people.indexOf(item.person)] = [s.footL, s.footR].map((f) =>
        map.p({ x: item.at.x + f.x, y: item.at.y + f.y + s.build.leg * 0.45 }),
      )
      const at = map.p(item.at)
      const handsAt = {
        L: map.p({ x: item.at.x + s.handL.x, y: item.at.y + s.handL.y }),
        R: map.p({ x: item.at.x + s.handR.x, y: item.at.y + s.handR.y }),
      }
      const fig = drawFigure(s, look, at, k, line, {
        legs: item.legs,
        inHands: item.inHands?.(handsAt, map, line),
        held: item.held?.(handsAt, map, line),
        patterns:
          lines.patterns && lines.patternSpacing > 0
            ? {
                spacing: lines.patternSpacing,
                line: lines.patternLine,
                seed: people.people.indexOf(item.person),
              }
            : undefined,
      })
      drawn.figures[people.people.indexOf(item.person)] = fig
      svg += (item.behind?.(handsAt, map, line) ?? '') + fig.svg
    } else if (item.kind === 'art') {
      // A face-only animal with the people sits whole, in the room the layout gave its face, near the person.
      const near = drawn.figures.find(Boolean)?.head.x
      const placed = placeWholeOrFace(item.concept, plan.prompt, pageBox(item.box), kit, item.mirror, near)
      const laid = laidAsAsked(item, placed)
      drawn.art[item.key] = laid.box
      kit.credit(placed)
      placedArt.push(laid)
      if (item.subject !== undefined && !artOf.has(item.subject)) artOf.set(item.subject, laid)
      svg += item.tilt ? tilted(laid.svg, laid.box, item.tilt) : laid.svg
    } else {
      if (item.key) drawn.art[item.key] = pageBox(item.box)
      svg += item.draw(map, line, drawn)
    }
  }

  // One placed drawing per plan subject: the first person carries the whole group's lines.
  const group = pageBox({ minX, minY, maxX, maxY })
  const lead = people.people[0]?.subject ?? 0
  const placed: PlacedDrawing[] = concepts.map((_, i) => {
    const person = people.people.findIndex((p) => p.subject === i)
    const fig = person >= 0 ? drawn.figures[person] : undefined
    const art = artOf.get(i)
    if (!fig && art && i !== lead) return { ...art, svg: '', drawing: '' }
    const b = fig?.box ?? group
    return {
      svg: i === lead ? svg : '',
      box: i === lead ? group : b,
      headTop: fig ? { x: fig.head.x, y: fig.head.y - fig.headR } : { x: (b.minX + b.maxX) / 2, y: b.minY },
      groundY,
      mouth: null,
      ...(fig ? { body: { head: fig.head, headR: fig.headR, feet: feetAt[person] ?? [] } } : {}),
      set: artSet,
      // No drawing of its own to credit: the art inside the group was credited as it was placed.
      drawing: '',
    }
  })
  // Drawn with the people: what they hold and what their figures wear (the rest they wear is drawn on them).
  const consumed = plan.props.filter(
    (p) =>
      p === backProp ||
      wornByFigures.includes(p) ||
      isFigure(plan, people, p) ||
      (p.subject !== undefined &&
        p.place !== 'head' &&
        !isWornBelowHead(p.place) &&
        people.people.some((q) => q.subject === p.subject)),
  )
  return {
    concepts,
    placed,
    drawOrder: concepts.map((_, i) => i),
    horizon: frame.horizon,
    groundY,
    consumed,
    drawn,
  }
}

/** The scale the group's box (in head radii, feet on y = 0) is drawn at to fit the scene. */
function groupScale(b: Box, frame: SceneFrame, people: PlanPeople): number {
  const { scene, groundY } = frame
  const sceneH = scene.maxY - scene.minY
  const sceneW = scene.maxX - scene.minX
  const top = scene.minY + sceneH * 0.04
  return Math.min(
    (sceneW * 0.92) / (b.maxX - b.minX),
    (groundY - top) / -b.minY,
    b.maxY > 0 ? (scene.maxY - sceneH * 0.02 - groundY) / b.maxY : Number.POSITIVE_INFINITY,
    // A lone figure stands tall, but leaves the sky room for the setting's sun and clouds.
    (sceneH * 0.74) / loneHeight(people, b.maxY - b.minY),
  )
}

const itemBox = (it: Item): Box => (it.kind === 'figure' ? figureBox(it) : it.box)
const boxAround = (bs: Box[]): Box => ({
  minX: Math.min(...bs.map((b) => b.minX)),
  minY: Math.min(...bs.map((b) => b.minY)),
  maxX: Math.max(...bs.map((b) => b.maxX)),
  maxY: Math.max(0, ...bs.map((b) => b.maxY)),
})

/**
 * A thing beside the group that would shrink it by more than a tenth (a fourth thing named: "a giraffe licking a
 * boy's ice cream at the zoo fence") moves out of the row: one as tall as a child, wider than the group, lying wide
 * or a barrier (a fence, a door) stands behind it, centred and no wider than it (the fence behind the giraffe and
 * the boy); a flying one goes high at the group's right; a small one stands in front at its own size, where it hides
 * least. Whether it moved.
 */
function inAnotherRow(
  item: ArtItem,
  items: Item[],
  rows: { behind: Item[]; front: Item[]; scale: number },
  frame: SceneFrame,
  people: PlanPeople,
): boolean {
  const core = boxAround([...items, ...rows.behind, ...rows.front].map(itemBox))
  const beside = boxAround([core, item.box])
  // Measured against the group before anything moved, so things moved one by one do not shrink it step by step.
  rows.scale ||= groupScale(core, frame, people)
  if (groupScale(beside, frame, people) >= rows.scale * 0.9) return false
  const b = item.box
  const [w, h] = [b.maxX - b.minX, b.maxY - b.minY]
  const coreW = core.maxX - core.minX
  if (item.concept.zone === 'sky') {
    // Flying: high at the group's right, within its height, not above or beside it.
    item.box = { minX: core.maxX - w / 2, minY: core.minY, maxX: core.maxX + w / 2, maxY: core.minY + h }
    rows.front.push(item)
    return true
  }
  if (h >= 5 || w >= coreW || w > h * 1.3 || isBarrier(item.concept)) {
    // Behind: a little up the ground, no wider than the group.
    const k = Math.min(1, coreW / w)
    const mid = (core.minX + core.maxX) / 2
    item.box = { minX: mid - (w * k) / 2, minY: -0.6 - h * k, maxX: mid + (w * k) / 2, maxY: -0.6 }
    rows.behind.push(item)
    return true
  }
  // In front: nearer, so a little lower on the page, where it hides least of the rest without shrinking it.
  // Hiding a figure (a person's legs) counts three times hiding a thing.
  const taken = [...items, ...rows.front].map((it) => ({
    b: itemBox(it),
    weight: it.kind === 'figure' ? 3 : 1,
  }))
  const at = (x0: number): Box => ({ minX: x0, minY: 1.4 - h, maxX: x0 + w, maxY: 1.4 })
  const starts = [
    core.minX - w / 2,
    core.maxX - w / 2,
    core.minX,
    core.maxX - w,
    ...taken.flatMap(({ b }) => [b.maxX, b.minX - w]),
  ]
  const fits = starts.filter((x0) => groupScale(boxAround([core, at(x0)]), frame, people) >= rows.scale * 0.9)
  const hidden = (x0: number) => taken.reduce((sum, t) => sum + overlap(at(x0), t.b) * t.weight, 0)
  const best = (fits.length ? fits : [core.minX]).reduce((a, c) => (hidden(c) < hidden(a) ? c : a))
  item.box = at(best)
  rows.front.push(item)
  return true
}

/** A fence, a gate, a door, a wall, a hedge: a barrier or a partition by WordNet's first sense, stood behind. */
const isBarrier = (concept: Concept): boolean =>
  nounSenses(lemmatize((concept.label.split(' ').pop() ?? concept.label).toLowerCase()), 1).some(
    (s) => s.kind === 'noun.artifact' && s.classes.some((k) => k === 'barrier' || k === 'partition'),
  )

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) *
  Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY))

/** A drawing laid down as its item asks, or seen from above (a mat, a mosaic) on the ground: lying on it. */
function laidAsAsked<T extends { svg: string; box: Box }>(item: ArtItem, placed: T): T {
  if (item.flat) return laidDown(placed, item.flat)
  return SEEN_FROM_ABOVE.test(item.concept.id) && item.box.maxY > -0.1 ? laidDown(placed, 0.4, true) : placed
}

/**
 * A drawing laid down flat: its height drawn at `share`, about its centre or kept on its bottom edge (on the
 * ground), the box with it.
 */
function laidDown<T extends { svg: string; box: Box }>(placed: T, share: number, onBottom = false): T {
  const b = placed.box
  const cy = onBottom ? b.maxY : (b.minY + b.maxY) / 2
  const svg = `<g transform="translate(0 ${cy.toFixed(2)}) scale(1 ${share.toFixed(3)}) translate(0 ${(-cy).toFixed(2)})">${placed.svg}</g>`
  const [top, bottom] = [cy + (b.minY - cy) * share, cy + (b.maxY - cy) * share]
  return { ...placed, svg, box: { ...b, minY: top, maxY: bottom } }
}

/** A drawing turned about its box's centre. */
function tilted(svg: string, b: Box, deg: number): string {
  const [x, y] = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2]
  return `<g transform="rotate(${deg} ${x.toFixed(2)} ${y.toFixed(2)})">${svg}</g>`
}

/**
 * How tall a lone group is taken to be, in head radii, so it is not drawn taller than the page allows: a
 * grown-up's 10.6. Babies alone, low on the ground, are drawn larger (down to the scale of a grown-up 6.4 tall):
 * at a grown-up's scale a crawling baby is a speck on the page. A baby in a tall crib keeps the grown-up's scale.
 */
function loneHeight(people: PlanPeople, groupHeight: number): number {
  if (!people.people.every((p) => p.age === 'baby')) return 10.6
  return Math.max(6.4, Math.min(10.6, groupHeight * 1.6))
}

/** A thing standing at the right of the group at its own size, or on the top of what the action uses. */
function besideItem(
  plan: Plan,
  items: Item[],
  concept: Concept,
  i: number,
  subject: number | undefined,
  artSet: Parameters<typeof artItem>[1],
): Item {
  const right = Math.max(...items.map((it) => (it.kind === 'figure' ? figureBox(it) : it.box).maxX))
  const h = concept.zone === 'sky' ? 3.5 : TALL.test(concept.id) ? 11 : standingHeight(concept)
  const item = artItem(concept, artSet, 0, concept.zone === 'sky' ? -12 : 0, h, `extra${i}`, subject)
  const w = item.box.maxX - item.box.minX
  item.box = onTopOf(plan, items, i, item.box) ?? { ...item.box, minX: right + 0.8, maxX: right + 0.8 + w }
  return item
}

/** A subject on what the action uses (the turkey on the table grandpa carves at) lies on its top, not apart. */
function onTopOf(plan: Plan, items: Item[], i: number, box: Box): Box | null {
  const under = (plan.relations ?? []).find((r) => r.actor === i && r.relation === 'on')
  const base = under && items.find((it) => it.kind === 'art' && it.subject === under.object)
  if (base?.kind !== 'art') return null
  const b = base.box
  const k = Math.min(
    1,
    ((b.maxY - b.minY) * 0.7) / (box.maxY - box.minY),
    ((b.maxX - b.minX) * 0.6) / (box.maxX - box.minX),
  )
  const w = (box.maxX - box.minX) * k
  const cx = (b.minX + b.maxX) / 2
  // Sunk a little into the top, so it rests on the board rather than floating over its line.
  const bottom = b.minY + (b.maxY - b.minY) * 0.04
  return { minX: cx - w / 2, minY: bottom - (box.maxY - box.minY) * k, maxX: cx + w / 2, maxY: bottom }
}

/**
 * A prop named as one of the figures ("chess with his grandpa": the grandpa read both as a thing beside the pawn
 * and as the second player) is that figure, not an emoji head beside it.
 */
const isFigure = (plan: Plan, people: PlanPeople, prop: PlanProp) =>
  people.people.some((q) => plan.subjects[q.subject]?.label === prop.label)

/**
 * What the people are only "with" that stands beside them; not a thing the action already drew in the hands
 * (the pencil, the crayon), which would be drawn twice.
 */
/** The prop the people hold or play with when the plan names no object: not drawn again beside them. */
function propInHands(plan: Plan, people: PlanPeople): PlanProp | undefined {
  if (people.object !== null) return undefined
  if (HOLDING.has(people.action)) return heldProp(plan, people.people)
  return people.action === 'play-floor' ? playedProp(plan, people.people) : undefined
}

function besideProps(plan: Plan, people: PlanPeople, held: PlanProp | undefined, items: Item[]): PlanProp[] {
  const inHand = new Set(items.flatMap((it) => (it.kind === 'art' ? [it.concept.id] : [])))
  const props = plan.props.filter(
    (p) =>
      standsBeside(p) &&
      // Blowing draws its bubbles or seeds from the wand or the stem (scene/blow-items.ts).
      !(p.place === 'breath' && people.action === 'blow') &&
      p !== held &&
      !inHand.has(p.concept) &&
      // The partner read again as a thing "with" the first ("dancing with her dad") is posed as a figure already.
      !isFigure(plan, people, p) &&
      people.people.some((q) => q.subject === p.subject),
  )
  // "a girl with three pencils": as many stand beside her as the prompt counts.
  return props.flatMap((p) => Array<PlanProp>(p.count ?? 1).fill(p))
}

/** Puts a thing worn round the body (a hula hoop) round the first figure; false when it is not such a thing. */
function roundFirst(concept: Concept, items: Item[], people: PlanPeople): boolean {
  const wearer = items.find((it) => it.kind === 'figure' && it.person === people.people[0])
  if (!goesRound(concept) || wearer?.kind !== 'figure') return false
  ringRound(wearer)
  return true
}
