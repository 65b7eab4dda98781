import { type PlacedDrawing, placeDrawing } from '../art'
import { type Box, unionBox } from '../common'
import type { Plan } from '../plan'
import type { Concept, Setting } from '../vocabulary'
import { conceptById } from '../vocabulary'
import { placePosed } from './animal-poses'
import { realShares, shrinkToShare } from './real-scale'
import { layOutRelation, type SubjectBox } from './relation-scene'
import type { SceneKit } from './scene-kit'
import { type SceneFrame, subjectBoxes } from './scene-layout'
import { placeSeatedAnimal, seatsWhole } from './seated-animal'
import { placeSittingAnimal, sittingEater } from './sitting-animal'
import { placeStandingAnimal, standsWhole } from './standing-animal'
import { youngBoxes } from './young-layout'

export type PlacedSubjects = {
  concepts: Concept[]
  placed: PlacedDrawing[]
  /** Back to front: two subjects doing something together overlap, the front one hiding the back one. */
  drawOrder: number[]
  horizon: number
  groundY: number
}

/**
 * Three to five of one animal or thing ("three cats", "a family of ducks"): two staggered rows, the back row
 * a little higher and drawn first, so each is drawn larger than a single file of them would allow. Six to twenty
 * ("ten ducks in a pond", "a dozen eggs") are a counting page: a grid of rows of five where none hides
 * another, so a child can count and colour each one; things of the sky join it too, as a single file of them
 * across the sky would be too small to count.
 */
function herdBoxes(
  concepts: Concept[],
  frame: SceneFrame,
): { boxes: { box: Box; align: 'bottom' }[]; order: number[] } | null {
  const n = concepts.length
  if (n > 5 && !concepts.some((c) => c.bust)) {
    const grid = mixedCountingGrid(concepts, frame)
    if (grid) return grid
  }
  if (n < 3 || concepts.some((c) => c.id !== concepts[0].id || c.bust || (c.zone === 'sky' && n <= 5)))
    return null
  if (n > 5) return countingGrid(n, frame)
  const { scene, groundY } = frame
  const width = scene.maxX - scene.minX
  const sceneH = scene.maxY - scene.minY
  const front = Math.ceil(n / 2)
  const back = n - front
  const column = (width * 0.96) / front
  const left = scene.minX + width * 0.02
  const boxes = concepts.map((_, i) => {
    const row = i < front ? 0 : 1
    const k = row ? i - front : i
    const h = sceneH * (row ? 0.34 : 0.4)
    const w = column * (row ? 1 : 1.05)
    const cx = row ? left + (width * 0.96 * (k + 1)) / (back + 1) : left + column * (k + 0.5)
    const bottom = row ? groundY - sceneH * 0.13 : Math.min(scene.maxY, groundY + sceneH * 0.04)
    return {
      box: { minX: cx - w / 2, minY: bottom - h, maxX: cx + w / 2, maxY: bottom },
      align: 'bottom' as const,
    }
  })
  const order = [...concepts.keys()]
    .filter((i) => i >= front)
    .concat([...concepts.keys()].filter((i) => i < front))
  return { boxes, order }
}

/**
 * "six ducks and a frog": a kind counted past five among a few others is a counting page too, the counted ones
 * first in the grid and the others after them in the last cells, never a single file too small to count.
 */
function mixedCountingGrid(
  concepts: Concept[],
  frame: SceneFrame,
): { boxes: { box: Box; align: 'bottom' }[]; order: number[] } | null {
  const tally = new Map<string, number>()
  for (const c of concepts) tally.set(c.id, (tally.get(c.id) ?? 0) + 1)
  const [main, most] = [...tally].sort((a, b) => b[1] - a[1])[0]
  if (most <= 5 || most === concepts.length) return null
  const cells = [...concepts.keys()].sort(
    (a, b) => Number(concepts[a].id !== main) - Number(concepts[b].id !== main) || a - b,
  )
  const grid = countingGrid(concepts.length, frame)
  const boxes = concepts.map((_, i) => grid.boxes[cells.indexOf(i)])
  return { boxes, order: grid.order.map((cell) => cells[cell]) }
}

/** Six to twenty in rows of at most five, each in its own cell, the front row on the ground. */
function countingGrid(
  n: number,
  frame: SceneFrame,
): { boxes: { box: Box; align: 'bottom' }[]; order: number[] } {
  const { scene, groundY } = frame
  const width = scene.maxX - scene.minX
  const sceneH = scene.maxY - scene.minY
  const rows = Math.max(2, Math.ceil(n / 5))
  const perRow = Math.ceil(n / rows)
  const bottom = Math.min(scene.maxY, groundY + sceneH * 0.04)
  const rowH = Math.min(sceneH * 0.3, (bottom - scene.minY - sceneH * 0.12) / rows)
  const cellW = (width * 0.96) / perRow
  const boxes = Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / perRow)
    // A last row that is short is centred under the full ones.
    const inRow = Math.min(perRow, n - row * perRow)
    const k = i - row * perRow
    const cx = scene.minX + width / 2 + (k - (inRow - 1) / 2) * cellW
    const rowBottom = bottom - row * rowH
    return {
      box: {
        minX: cx - cellW * 0.45,
        minY: rowBottom - rowH * 0.9,
        maxX: cx + cellW * 0.45,
        maxY: rowBottom,
      },
      align: 'bottom' as const,
    }
  })
  return { boxes, order: [...boxes.keys()].reverse() }
}

/** A seated animal howling lifts its snout: the face turned, in degrees, so the side the art faces goes up. */
function howlTilt(plan: Plan, concept: Concept, artSet: string): number {
  if (!/\bhowl/.test(plan.prompt.toLowerCase())) return 0
  return concept.mouth?.[artSet as keyof typeof concept.mouth]?.facing === 'right' ? -22 : 22
}

/**
 * Four things or more side by side: each column as wide as its thing's share, not an equal quarter, so a mouse
 * beside a dog takes a mouse's room and the dog keeps nearly the size it has among three ("a cat, a dog, a rabbit
 * and a mouse"). Each box widens about its new centre by the room the small ones give up.
 */
function widenByShare(boxes: SubjectBox[], shares: number[], frame: SceneFrame): void {
  const total = shares.reduce((a, b) => a + b, 0)
  const n = shares.length
  if (total >= n) return
  const width = frame.scene.maxX - frame.scene.minX
  // As subjectBoxes lays its columns out.
  const usable = width * 0.96
  const unit = usable / total
  let x = frame.scene.minX + (width - usable) / 2
  for (const [i, share] of shares.entries()) {
    const b = boxes[i].box
    const w = (b.maxX - b.minX) * (n / total)
    const cx = x + (unit * share) / 2
    boxes[i] = { ...boxes[i], box: { ...b, minX: cx - w / 2, maxX: cx + w / 2 } }
    x += unit * share
  }
}

/** Lays out the plan's subjects in the scene (before anything else: the rest goes around them). */
export function placeSubjects(
  plan: Plan,
  frame: SceneFrame,
  setting: Setting,
  kit: SceneKit,
): PlacedSubjects {
  const { lines } = kit
  const concepts = plan.subjects.map((s) => conceptById(s.concept))
  // A face-only animal eating sits up whole, the food in its paws, where the pair's layout put them.
  const sitter = sittingEater(plan.relations ?? [], concepts)
  // Any other face-only animal sits whole on the ground (seated-animal.ts): laid out as the whole animal it is.
  const seated = concepts.map((c, i) => i !== sitter?.actor && seatsWhole(c, plan.prompt, lines.artSet))
  // A head-and-neck animal that stands like a horse (the unicorn) stands whole on four legs (standing-animal.ts).
  const standing = concepts.map((c, i) => i !== sitter?.actor && standsWhole(c, plan.prompt, lines.artSet))
  const laid = concepts.map((c, i) => (seated[i] || standing[i] ? { ...c, bust: undefined } : c))
  const attached = plan.props.filter((p) => p.subject !== undefined)
  const wears = concepts.map(
    (s, i) => s.topper !== undefined || attached.some((p) => p.subject === i && p.place === 'head'),
  )
  const boxes: SubjectBox[] = subjectBoxes(
    laid,
    frame,
    wears,
    // Intricate pages draw the setting as a composed scene in its own band; easy ones need the room.
    plan.complexity === 'easy' && plan.namedSetting !== null && plan.namedSetting !== undefined,
  )
  // A mother and her young: the young smaller beside her (young-layout.ts), never a herd of equals.
  const young = youngBoxes(
    plan.subjects,
    laid.map((c) => Boolean(c.bust)),
    frame,
  )
  if (young) for (const [i, b] of young.entries()) boxes[i] = b
  const herd = !young && (plan.relations ?? []).length === 0 ? herdBoxes(laid, frame) : null
  if (herd) for (const [i, b] of herd.boxes.entries()) boxes[i] = b
  // Side by side and doing nothing together: each at its size in the world beside the others.
  if (!young && !herd && (plan.relations ?? []).length === 0) {
    const shares = realShares(laid)
    for (const [i, share] of shares.entries())
      boxes[i] = { ...boxes[i], box: shrinkToShare(boxes[i].box, share) }
    if (laid.length >= 4) widenByShare(boxes, shares, frame)
  }
  const drawOrder = herd
    ? herd.order
    : layOutRelation(
        plan.relations ?? [],
        laid,
        boxes,
        frame,
        lines.artSet,
        plan.subjects.map((s) => s.pose),
      )
  // The layout may swap in a drawing (a ridden skateboard's side view): those are drawn.
  for (const [i, c] of laid.entries()) if (!seated[i] && !standing[i]) concepts[i] = c
  // Room in front of the mouth for whatever the subject breathes.
  concepts.forEach((concept, i) => {
    const mouth = concept.mouth?.[lines.artSet]
    if (!mouth || !attached.some((p) => p.subject === i && p.place === 'breath')) return
    const box = boxes[i].box
    const room = (box.maxX - box.minX) * 0.3
    if (mouth.facing === 'left') box.minX += room
    else box.maxX -= room
  })
  const whole =
    sitter &&
    placeSittingAnimal(
      sitter,
      concepts,
      frame,
      kit,
      unionBox(boxes[sitter.actor].box, boxes[sitter.object].box),
    )
  const placed = concepts.map((concept, i) =>
    whole && i === sitter.actor
      ? whole.actor
      : whole && i === sitter.object
        ? whole.object
        : standing[i]
          ? placeStandingAnimal(concept, boxes[i].box, kit)
          : seated[i]
            ? placeSeatedAnimal(concept, boxes[i].box, kit, { tilt: howlTilt(plan, concept, lines.artSet) })
            : plan.subjects[i].pose
              ? placePosed(
                  concept,
                  lines.artSet,
                  boxes[i].box,
                  kit.subjectLines,
                  kit.nextId(),
                  plan.subjects[i].pose ?? 'upside-down',
                  boxes[i].align,
                )
              : placeDrawing(
                  concept,
                  lines.artSet,
                  boxes[i].box,
                  kit.subjectLines,
                  kit.nextId(),
                  boxes[i].align,
                ),
  )
  // Seated in a car or a boat: not drawn below the door line or the rim, which hides the rest of it.
  for (const [i, b] of boxes.entries())
    if (b.cutBelow !== undefined)
      placed[i] = { ...placed[i], svg: cutBelow(placed[i].svg, b.cutBelow, kit.nextId()) }
  // A head or bust sits on the ground rather than sinking into it: the horizon drops to its chin, so no
  // ground line runs behind it.
  const { scene } = frame
  let horizon = frame.horizon
  laid.forEach((concept, i) => {
    if (concept.bust && setting.ground !== 'none' && !(whole && i === sitter.actor))
      horizon = Math.min(scene.maxY - 40, Math.max(horizon, placed[i].box.maxY - lines.subjectLine))
  })
  const groundY = Math.max(frame.groundY, horizon + (scene.maxY - horizon) * 0.5)
  return { concepts, placed, drawOrder, horizon, groundY }
}

/** The drawing with everything below page y `y` cut away. */
function cutBelow(svg: string, y: number, id: string): string {
  const clip = `${id}cut`
  return `<defs><clipPath id="${clip}"><rect x="-10000" y="-10000" width="20000" height="${(y + 10000).toFixed(2)}"/></clipPath></defs><g clip-path="url(#${clip})">${svg}</g>`
}
