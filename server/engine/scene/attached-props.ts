import { type PlacedDrawing, placeDrawing } from '../art'
import type { Box } from '../common'
import { isAnimalConcept, type Plan, type PlanProp } from '../plan'
import { conceptById } from '../vocabulary'
import type { SceneKit } from './scene-kit'
import { alreadyWorn, curatedHeadTop } from './worn-anchors'
import { drawWorn, isWornBelowHead } from './worn-props'

/**
 * Draws the props held, worn or breathed by a subject (and each subject's own topper, such as a flag on a
 * mast), next to the subject they belong to. Their boxes join `taken`.
 */
export function drawAttachedProps(
  plan: Plan,
  subjects: PlacedDrawing[],
  toppersOf: (string | undefined)[],
  kit: SceneKit,
  taken: Box[],
  area: Box,
): string {
  const attached = plan.props.filter((p) => p.subject !== undefined)
  const toppers: PlanProp[] = toppersOf.flatMap((topper, i) =>
    topper ? [{ concept: topper, label: topper, place: 'head' as const, subject: i }] : [],
  )
  return [...attached, ...toppers]
    .map((prop) =>
      isWornBelowHead(prop.place) && subjects[prop.subject ?? 0]
        ? drawWorn(
            { ...prop, place: prop.place },
            subjects[prop.subject ?? 0],
            plan.subjects[prop.subject ?? 0]?.concept ?? '',
            kit,
            taken,
            (box) => fitInside(box, area, kit.propLines.line),
          )
        : drawAttached(
            prop,
            subjects,
            kit.lines.artSet,
            kit.propLines,
            kit.nextId,
            kit.credit,
            taken,
            area,
            toppers.includes(prop),
            plan.subjects[prop.subject ?? 0]?.concept,
          ),
    )
    .join('')
}

function drawAttached(
  prop: PlanProp,
  subjects: PlacedDrawing[],
  artSet: Parameters<typeof placeDrawing>[1],
  lines: Parameters<typeof placeDrawing>[3],
  nextId: () => string,
  credit: (d: PlacedDrawing) => void,
  taken: Box[],
  area: Box,
  flag = false,
  subjectConcept?: string,
): string {
  const subject = subjects[prop.subject ?? 0]
  // Nothing on a subject that is not there, nor a second of what its drawing already wears.
  if (!subject || (subjectConcept && alreadyWorn(subject, subjectConcept, prop.concept))) return ''
  const concept = conceptById(prop.concept)
  const w = subject.box.maxX - subject.box.minX
  const h = subject.box.maxY - subject.box.minY
  let box: Box
  if (flag) {
    // Flown from the top of the mast: the flag's near edge on the mast, the mast hidden behind it.
    const size = Math.min(w, h) * 0.32
    const x = subject.headTop.x - size * 0.05
    box = {
      minX: x,
      minY: subject.headTop.y - size * 0.45,
      maxX: x + size,
      maxY: subject.headTop.y + size * 0.55,
    }
  } else if (prop.place === 'head' && subject.body) {
    // On a person's figure: as wide as the head, its brim at the brow; earmuffs lower and wider, a muff over
    // each ear.
    const overEars = prop.concept === 'earmuffs'
    const size = subject.body.headR * (overEars ? 3.6 : 2.5)
    const bottom = subject.body.head.y + subject.body.headR * (overEars ? 1 : -0.35)
    box = {
      minX: subject.body.head.x - size / 2,
      minY: bottom - size,
      maxX: subject.body.head.x + size / 2,
      maxY: bottom,
    }
  } else if (prop.place === 'head') {
    const size = Math.min(w, h) * 0.42
    const top = (subjectConcept && curatedHeadTop(subject, subjectConcept)) || subject.headTop
    const bottom = top.y + size * 0.3
    box = {
      minX: top.x - size / 2,
      minY: bottom - size,
      maxX: top.x + size / 2,
      maxY: bottom,
    }
  } else if (prop.place === 'breath') {
    // Out of the mouth when the catalogue knows where it is, else beside the head.
    const size = Math.min(w, h) * 0.42
    const mouth = subject.mouth ?? {
      x: subject.headTop.x,
      y: subject.headTop.y + size * 0.6,
      facing: 'right' as const,
    }
    const x = mouth.facing === 'left' ? mouth.x - size * 0.95 : mouth.x - size * 0.05
    box = { minX: x, minY: mouth.y - size * 0.55, maxX: x + size, maxY: mouth.y + size * 0.45 }
  } else if (
    prop.place === 'hand' &&
    !subject.body &&
    subjectConcept &&
    isAnimalConcept(conceptById(subjectConcept))
  ) {
    // Carried by an animal ("a dog carrying a stick"): in its mouth, at the head end of the drawing.
    box = inTheMouth(subject)
  } else if (subjectConcept === 'table' && concept.zone === 'table') {
    box = onTheTable(subject.box, taken)
  } else {
    const size = Math.min(w, h) * 0.4
    const x = subject.box.maxX - size * 0.35
    const y = prop.place === 'hand' ? subject.box.minY + h * 0.15 : subject.groundY - size
    box = { minX: x, minY: y, maxX: x + size, maxY: y + size }
  }
  const count = prop.place === 'beside' && !subject.body ? (prop.count ?? 1) : 1
  const copies = count > 1 ? besideCopies(box, subject.box, count, area) : [box]
  return copies
    .map((at) => {
      const placed = placeDrawing(
        concept,
        artSet,
        fitInside(at, area, lines.line),
        lines,
        nextId(),
        prop.place === 'head' ? 'bottom' : 'center',
      )
      taken.push(placed.box)
      credit(placed)
      return placed.svg
    })
    .join('')
}

/**
 * Where an animal's drawing holds a thing in its mouth: the catalogue's mouth when it knows it, else the muzzle
 * at the head end of a wide drawing seen from the side (the side its head top is on, a third of the way down),
 * and under the head top of one facing the page (a sitting fox, a puppy seen from the front). The thing is under
 * a third of the animal's height, hanging from the jaw, and sticks out ahead.
 */
export function inTheMouth(subject: PlacedDrawing): Box {
  const { box: b } = subject
  const w = b.maxX - b.minX
  const h = b.maxY - b.minY
  const head = (subject.headTop.x - b.minX) / w
  // Seen from the side when the drawing is wider than tall and its head at one end; else facing the page.
  const side = w > h
  const facing =
    subject.mouth?.facing ?? (side && head < 0.4 ? 'left' : side && head > 0.6 ? 'right' : undefined)
  const mouth = subject.mouth ?? {
    x: facing === 'left' ? b.minX + w * 0.04 : facing === 'right' ? b.maxX - w * 0.04 : subject.headTop.x,
    y: b.minY + h * (facing ? 0.32 : 0.42),
  }
  const size = Math.min(w, h) * 0.3
  const ahead = facing === 'left' ? -0.4 : facing === 'right' ? 0.4 : 0
  const cx = mouth.x + size * ahead
  const cy = mouth.y + size * 0.3
  return { minX: cx - size / 2, minY: cy - size / 2, maxX: cx + size / 2, maxY: cy + size / 2 }
}

/**
 * "a table with four chairs", "a tree with three birds": as many as the prompt counts, the first where one
 * stands and the others by turns on the subject's other side and further out, so the count reads at a glance.
 */
function besideCopies(first: Box, subject: Box, count: number, area: Box): Box[] {
  const right = Math.ceil(count / 2)
  const left = count - right
  const one = first.maxX - first.minX
  // Smaller when the page's edges leave no room for the row, never below two thirds: a row that still finds no
  // room comes in over the subject's foot, in front of it, rather than off the page.
  const size = Math.max(
    one * 0.66,
    Math.min(one, (area.maxX - area.minX) / (count * 1.05 + (subject.maxX - subject.minX) / one)),
  )
  const step = size * 1.05
  const rightStart = Math.min(first.minX, area.maxX - right * step)
  const leftEnd = Math.max(subject.minX + one * 0.35, area.minX + left * step)
  return Array.from({ length: count }, (_, i) => {
    const out = Math.floor(i / 2) * step
    const minX = i % 2 === 0 ? rightStart + out : leftEnd - size - out
    return { minX, maxX: minX + size, minY: first.maxY - size, maxY: first.maxY }
  })
}

/**
 * A dish with the table ("a table with a roast turkey and pies"): on its top, at the end the other things on it
 * leave freer, not on the ground beside its leg.
 */
function onTheTable(table: Box, taken: Box[]): Box {
  const w = table.maxX - table.minX
  const size = Math.min(w, table.maxY - table.minY) * 0.36
  const bottom = table.minY + (table.maxY - table.minY) * 0.03
  const at = (share: number): Box => {
    const cx = table.minX + w * share
    return { minX: cx - size / 2, minY: bottom - size, maxX: cx + size / 2, maxY: bottom }
  }
  const covered = (b: Box) =>
    taken.reduce(
      (sum, t) =>
        sum +
        Math.max(0, Math.min(b.maxX, t.maxX) - Math.max(b.minX, t.minX)) *
          Math.max(0, Math.min(b.maxY, t.maxY) - Math.max(b.minY, t.minY)),
      0,
    )
  const [left, right] = [at(0.18), at(0.82)]
  return covered(right) < covered(left) ? right : left
}

/** Moves a box into `area` (inset by `pad`), shrinking it about its centre first if it is too big. */
export function fitInside(box: Box, area: Box, pad: number): Box {
  const inner = { minX: area.minX + pad, minY: area.minY + pad, maxX: area.maxX - pad, maxY: area.maxY - pad }
  const scale = Math.min(
    1,
    (inner.maxX - inner.minX) / (box.maxX - box.minX),
    (inner.maxY - inner.minY) / (box.maxY - box.minY),
  )
  const cx = (box.minX + box.maxX) / 2
  const cy = (box.minY + box.maxY) / 2
  const w = ((box.maxX - box.minX) * scale) / 2
  const h = ((box.maxY - box.minY) * scale) / 2
  const dx = Math.max(0, inner.minX - (cx - w)) - Math.max(0, cx + w - inner.maxX)
  const dy = Math.max(0, inner.minY - (cy - h)) - Math.max(0, cy + h - inner.maxY)
  return { minX: cx - w + dx, minY: cy - h + dy, maxX: cx + w + dx, maxY: cy + h + dy }
}
