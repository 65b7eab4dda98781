// Where a drawing's eyes, neck and feet are, so a worn thing goes where it is worn: sunglasses over the eyes,
// a scarf or a bow tie under the chin, boots on the feet. Shares of the drawing's placed box, read off the
// art sets' drawings on a grid (Fluent and Noto draw most animals differently); a drawing not listed gets the
// likely place for its shape (a bust's face fills it; a whole animal's head is at its head top).

import type { PlacedDrawing } from '../art'
import type { Box } from '../common'

/** x, y: the middle of the part; w: how wide a thing worn there is, as shares of the drawing's width. */
type Spot = [x: number, y: number, w: number]
/** Two feet: their x shares, and how wide a shoe is. */
type Feet = [left: number, right: number, w: number]
/** head: the top of the head, where the art's top is something else (a turkey's tail). */
// wears: what the drawing already wears (Fluent's snowman his scarf, Noto's his top hat): not drawn twice.
// torso: a four-legged animal's body, where a jumper or coat wraps it (animal-jumper.ts): the box of the body
// from the neck to the rump, which way the head is (a side view) or 'front'; and a three-quarter view's flank.
type Anchors = {
  head?: [x: number, y: number]
  eyes?: Spot
  neck?: Spot
  feet?: Feet
  wears?: string[]
  torso?: { view: 'left' | 'right' | 'front'; body: Shares; flank?: Shares }
}
type Shares = [minX: number, minY: number, maxX: number, maxY: number]

/** A body in page points: where a garment wraps it. */
export type Torso = { view: 'left' | 'right' | 'front'; body: Box; flank?: Box }

const FLUENT: Record<string, Anchors> = {
  cat: { eyes: [0.19, 0.29, 0.36], neck: [0.24, 0.5, 0.3], feet: [0.36, 0.62, 0.16] },
  dog: {
    eyes: [0.16, 0.18, 0.3],
    neck: [0.27, 0.5, 0.26],
    feet: [0.2, 0.82, 0.16],
    torso: { view: 'left', body: [0.4, 0.31, 0.84, 0.69] },
  },
  duck: { eyes: [0.17, 0.12, 0.28], neck: [0.2, 0.4, 0.26], feet: [0.3, 0.55, 0.2] },
  turkey: { head: [0.14, 0.1], eyes: [0.14, 0.2, 0.2], neck: [0.15, 0.4, 0.2], feet: [0.4, 0.53, 0.14] },
  bear: { eyes: [0.5, 0.42, 0.6], neck: [0.5, 0.96, 0.6] },
  penguin: { eyes: [0.5, 0.23, 0.4], neck: [0.5, 0.4, 0.5], feet: [0.35, 0.65, 0.2] },
  snowman: { eyes: [0.47, 0.3, 0.26], neck: [0.48, 0.53, 0.3], wears: ['scarf'] },
  frog: { eyes: [0.5, 0.2, 0.86], neck: [0.5, 0.62, 0.7] },
  owl: { eyes: [0.5, 0.32, 0.8], neck: [0.5, 0.52, 0.6], feet: [0.35, 0.65, 0.2] },
  pig: { eyes: [0.2, 0.33, 0.22], neck: [0.3, 0.6, 0.22], feet: [0.45, 0.62, 0.14] },
  rabbit: { eyes: [0.15, 0.4, 0.26], neck: [0.28, 0.56, 0.28], feet: [0.35, 0.62, 0.18] },
  monkey: { eyes: [0.28, 0.18, 0.26], neck: [0.3, 0.38, 0.26] },
  unicorn: { eyes: [0.35, 0.35, 0.3], neck: [0.55, 0.85, 0.4] },
  lion: { eyes: [0.5, 0.38, 0.45], neck: [0.5, 0.9, 0.5] },
  horse: { eyes: [0.12, 0.12, 0.18], neck: [0.22, 0.32, 0.18], feet: [0.2, 0.8, 0.12] },
  cow: { eyes: [0.13, 0.2, 0.2], neck: [0.2, 0.42, 0.2], feet: [0.3, 0.85, 0.12] },
  chicken: { eyes: [0.35, 0.5, 0.3], neck: [0.4, 0.75, 0.4] },
  mouse: { eyes: [0.17, 0.37, 0.24], neck: [0.27, 0.55, 0.24], feet: [0.28, 0.45, 0.14] },
  dinosaur: { eyes: [0.2, 0.15, 0.25], neck: [0.3, 0.45, 0.26], feet: [0.35, 0.5, 0.16] },
  elephant: { eyes: [0.14, 0.3, 0.2], neck: [0.25, 0.55, 0.2], feet: [0.3, 0.85, 0.14] },
  panda: { eyes: [0.5, 0.5, 0.56], neck: [0.5, 0.97, 0.6] },
  fox: { eyes: [0.5, 0.62, 0.46], neck: [0.5, 0.97, 0.5] },
  koala: { eyes: [0.5, 0.58, 0.5], neck: [0.5, 0.97, 0.5] },
  giraffe: { eyes: [0.1, 0.13, 0.14], neck: [0.2, 0.32, 0.14] },
}

const NOTO: Record<string, Anchors> = {
  cat: { eyes: [0.2, 0.28, 0.3], neck: [0.22, 0.46, 0.3], feet: [0.35, 0.55, 0.16] },
  dog: {
    eyes: [0.45, 0.25, 0.45],
    neck: [0.45, 0.47, 0.36],
    feet: [0.25, 0.6, 0.16],
    torso: { view: 'front', body: [0.2, 0.44, 0.64, 0.84], flank: [0.5, 0.37, 0.86, 0.72] },
  },
  duck: { eyes: [0.3, 0.12, 0.22], neck: [0.35, 0.36, 0.3], feet: [0.3, 0.45, 0.16] },
  turkey: { head: [0.16, 0.06], eyes: [0.15, 0.12, 0.2], neck: [0.15, 0.4, 0.2], feet: [0.45, 0.56, 0.14] },
  bear: { eyes: [0.5, 0.45, 0.56], neck: [0.5, 0.96, 0.6] },
  penguin: { eyes: [0.35, 0.12, 0.36], neck: [0.42, 0.34, 0.42], feet: [0.3, 0.6, 0.2] },
  snowman: { eyes: [0.5, 0.33, 0.22], neck: [0.5, 0.55, 0.3], wears: ['top-hat'] },
  frog: { eyes: [0.5, 0.2, 0.75], neck: [0.5, 0.78, 0.6] },
  owl: { eyes: [0.5, 0.3, 0.75], neck: [0.5, 0.48, 0.5], feet: [0.35, 0.65, 0.2] },
  pig: { eyes: [0.3, 0.45, 0.25], neck: [0.35, 0.72, 0.25], feet: [0.18, 0.68, 0.14] },
  rabbit: { eyes: [0.2, 0.45, 0.22], neck: [0.26, 0.62, 0.24], feet: [0.3, 0.55, 0.16] },
  monkey: { eyes: [0.25, 0.3, 0.3], neck: [0.28, 0.5, 0.28] },
}

const curatedArt = (concept: string, set: string): Anchors =>
  (set === 'noto' ? NOTO[concept] : undefined) ?? FLUENT[concept] ?? {}

const flipShares = ([x0, y0, x1, y1]: Shares): Shares => [1 - x1, y0, 1 - x0, y1]
const flipSpot = ([x, y, w]: Spot): Spot => [1 - x, y, w]

/**
 * The spots of a drawing as it stands on the page: the art's own, or mirrored left to right when the drawing is
 * (a dog turned to face right wears its jumper's collar at its head, not its tail).
 */
function curated(concept: string, set: string, mirrored = false): Anchors {
  const a = curatedArt(concept, set)
  if (!mirrored) return a
  const { head, eyes, neck, feet, torso } = a
  return {
    ...a,
    ...(head ? { head: [1 - head[0], head[1]] as typeof head } : {}),
    ...(eyes ? { eyes: flipSpot(eyes) } : {}),
    ...(neck ? { neck: flipSpot(neck) } : {}),
    ...(feet ? { feet: [1 - feet[1], 1 - feet[0], feet[2]] as Feet } : {}),
    ...(torso
      ? {
          torso: {
            view: torso.view === 'left' ? 'right' : torso.view === 'right' ? 'left' : 'front',
            body: flipShares(torso.body),
            ...(torso.flank ? { flank: flipShares(torso.flank) } : {}),
          },
        }
      : {}),
  }
}

/** The top of a drawing's head where the art's own top is not it (a turkey's tail feathers), else null. */
export function curatedHeadTop(
  subject: Pick<PlacedDrawing, 'box' | 'set' | 'mirrored'>,
  concept: string,
): { x: number; y: number } | null {
  const head = curated(concept, subject.set, subject.mirrored).head
  if (!head) return null
  const { box } = subject
  return { x: box.minX + (box.maxX - box.minX) * head[0], y: box.minY + (box.maxY - box.minY) * head[1] }
}

/** Where a jumper or coat wraps a drawing's body, for the animals whose body is known; else null (a bib). */
export function wornTorso(
  subject: Pick<PlacedDrawing, 'box' | 'set' | 'mirrored'>,
  concept: string,
): Torso | null {
  const torso = curated(concept, subject.set, subject.mirrored).torso
  if (!torso) return null
  const { box } = subject
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const at = ([x0, y0, x1, y1]: Shares): Box => ({
    minX: box.minX + w * x0,
    minY: box.minY + h * y0,
    maxX: box.minX + w * x1,
    maxY: box.minY + h * y1,
  })
  return { view: torso.view, body: at(torso.body), flank: torso.flank && at(torso.flank) }
}

/** Whether a drawing in its set already wears the thing (the prop is then not drawn again over it). */
export function alreadyWorn(subject: Pick<PlacedDrawing, 'set'>, concept: string, worn: string): boolean {
  return curated(concept, subject.set).wears?.includes(worn) ?? false
}

/** The curated spots of a drawing in a set, else the likely ones for its shape. */
function anchors(
  concept: string,
  set: string,
  bust: boolean,
  headX: number,
  mirrored = false,
): Required<Omit<Anchors, 'head' | 'wears' | 'torso'>> {
  const known = curated(concept, set, mirrored)
  const guess: Required<Omit<Anchors, 'head' | 'wears' | 'torso'>> = bust
    ? { eyes: [0.5, 0.45, 0.55], neck: [0.5, 0.96, 0.55], feet: [0.3, 0.7, 0.2] }
    : {
        eyes: [headX, 0.16, 0.26],
        neck: [headX + (headX < 0.5 ? 0.05 : -0.05), 0.36, 0.26],
        feet: [0.3, 0.7, 0.16],
      }
  return { ...guess, ...known }
}

export type WornSubject = Pick<PlacedDrawing, 'box' | 'headTop' | 'groundY' | 'body' | 'mirrored'>

/**
 * The boxes a thing worn at `place` takes on a subject: one over the eyes or under the chin, or one on each
 * foot. A person's figure says where its head is; a drawing's spots come from the table above.
 */
export function wornBoxes(
  place: 'eyes' | 'neck' | 'feet',
  subject: WornSubject,
  drawing: { concept: string; set: string; bust: boolean },
  aspect: number,
): Box[] {
  const { box } = subject
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const at = (x: number, y: number, width: number): Box => {
    const height = width / aspect
    return { minX: x - width / 2, minY: y - height / 2, maxX: x + width / 2, maxY: y + height / 2 }
  }
  if (subject.body) {
    const { head, headR, feet } = subject.body
    if (place === 'eyes') return [at(head.x, head.y - headR * 0.05, headR * 1.9)]
    if (place === 'neck') {
      const b = at(head.x, head.y + headR * 1.2, headR * 1.5)
      const drop = (b.maxY - b.minY) * 0.3
      return [{ ...b, minY: b.minY + drop, maxY: b.maxY + drop }]
    }
    const shoe = headR * 0.9
    return feet.map((f) => shiftUp(at(f.x, f.y, shoe), f.y))
  }
  const headX = (subject.headTop.x - box.minX) / w
  const spot = anchors(drawing.concept, drawing.set, drawing.bust, headX, subject.mirrored)
  if (place === 'feet') {
    const [l, r, sw] = spot.feet
    return [l, r].map((x) => shiftUp(at(box.minX + w * x, subject.groundY, w * sw), subject.groundY))
  }
  if (place === 'eyes') {
    const [x, y, sw] = spot.eyes
    return [at(box.minX + w * x, box.minY + h * y, w * sw)]
  }
  // Round the neck a thing hangs down from under the chin: its top a little above the neck line.
  const [x, y, sw] = spot.neck
  const b = at(box.minX + w * x, box.minY + h * y, w * sw)
  const drop = (b.maxY - b.minY) * 0.3
  return [{ ...b, minY: b.minY + drop, maxY: b.maxY + drop }]
}

/** A shoe's box standing on the ground line `y`, its sole a little below it so it covers the foot. */
function shiftUp(b: Box, y: number): Box {
  const height = b.maxY - b.minY
  const bottom = y + height * 0.08
  return { ...b, minY: bottom - height, maxY: bottom }
}
