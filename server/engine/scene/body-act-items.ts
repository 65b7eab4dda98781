// The acts of plan/body-acts.ts. Someone worked on: the worker faces them, both hands at their head when the
// words name a part of it (eyes, teeth, hair), else at their shoulders. A blow: the striking arm swung up high
// with what it strikes with (a racket, a gavel, a stick), the thing struck before it, and the swing's path in
// three short arcs. Seated play: the players on the floor facing each other across the game or toy, their hands
// on it. Local units are an adult's head radii with the ground at y = 0.

import { POSES, type Pt, reaching, shape, skeleton, stroke } from '../people'
import {
  faceAct,
  HEAD_PARTS,
  onABoard,
  type Plan,
  type PlanPerson,
  type PlanProp,
  raisedVoice,
  STRIKER,
} from '../plan'
import { conceptById, realHeight } from '../vocabulary'
import {
  type ActionContext,
  artItem,
  type DrawItem,
  type FigureItem,
  figureAt,
  figureBox,
  hands,
  type Item,
} from './action-items'
import { eatenAtTheMouth, foodAtMouth } from './eat-items'
import { GRIP, handsOver } from './hand-held'
import { heldClass } from './held-size'
import { besideHeight, besidePeopleHeight } from './real-scale'

// The piñata's drawing is named without its ñ.
const PINATA = /^pi(n|ñ)?ata$/
// Where the hand grips what is swung, as shares of its drawing's box from the top left (hand-held.ts has the
// rest): the hammer by its handle's end at the bottom right, its head raised over it.
const SWUNG_GRIP: Record<string, [number, number]> = { hammer: [0.8, 0.85], 'baseball-bat': [0.15, 0.85] }

const armOf = (age: FigureItem['person']['age']) => {
  const b = skeleton(age, POSES.stand).build
  return b.upperArm + b.foreArm
}

/** The worker facing the one worked on, both hands at their head or their shoulders. */
export function tendItems(c: ActionContext): Item[] {
  const { first, rest } = c
  const client = rest[0]
  const worker = figureAt(first, 'stand', 0)
  const ws = skeleton(first.age, POSES.stand)
  const other = figureAt(client, 'stand', 0, 0, true)
  const os = skeleton(client.age, other.pose)
  const atHead = HEAD_PARTS.test(c.words)
  // Where the hands go on the one worked on, from their feet: either side of the head, or the shoulders.
  const aim = atHead
    ? { x: os.head.x, y: other.at.y + os.head.y }
    : { x: os.neck.x, y: other.at.y + os.neck.y + 0.8 }
  const r = os.build.head
  // Near enough that the worker's arms reach the far side of the aim, not so near the bodies overlap.
  const reach = armOf(first.age)
  const from = { x: ws.shoulderR.x, y: worker.at.y + ws.shoulderR.y }
  const dy = aim.y - from.y
  const dx = Math.sqrt(Math.max(reach * reach * 0.6 - dy * dy, (reach * 0.4) ** 2))
  const x = from.x + dx - aim.x + r * 0.9
  other.at = { ...other.at, x }
  // One hand on the near side of the head, up by the hair, so the face stays clear; else on the near shoulder.
  // The other arm stays at the side: reached across the chest it reads as a bar, not a hand at work.
  const at = { x: x + aim.x, y: aim.y - worker.at.y }
  worker.pose = reaching(first.age, POSES.stand, {
    R: atHead ? { x: at.x - r * 0.95, y: at.y - r * 0.3 } : { x: at.x - r * 0.9, y: at.y + r * 0.3 },
  })
  const after = rest.slice(1).map((p, i) => figureAt(p, 'wave', x + 5 + i * 4.2, 0, true))
  // A hairbrush or a comb worked through the hair is in the hand at the head (plan/body-poses.ts groomingTool).
  if (!c.object) return [other, worker, ...after]
  // Anything else named with them (the changing mat): beside the one worked on at its size, never lost.
  if (!GROOMING.test(c.object.id)) {
    const h = besideHeight(c.object)
    const beside = figureBox(other).maxX + 1 + artItem(c.object, c.artSet, 0, 0, h, 'beside').box.maxX
    return [
      other,
      worker,
      ...after,
      artItem(c.object, c.artSet, beside, 0, h, 'beside', c.people.object ?? undefined),
    ]
  }
  // The hand up on the crown, the brush over the hair from it, clear of the face.
  worker.pose = reaching(first.age, POSES.stand, { R: { x: at.x - r * 0.7, y: at.y - r * 0.95 } })
  const hand = skeleton(first.age, worker.pose).handR
  const h = r * 1.2
  const sized = artItem(c.object, c.artSet, 0, 0, h, 'held')
  const half = (sized.box.maxX - sized.box.minX) / 2
  const bottom = worker.at.y + hand.y + h * 0.3
  const tool = artItem(
    c.object,
    c.artSet,
    hand.x + half * 0.7,
    bottom,
    h,
    'held',
    c.people.object ?? undefined,
  )
  return [other, worker, tool, ...after]
}
const GROOMING = /^(hairbrush|comb|clippers|razor|scissors|hair-dryer|shaving-brush)$/

/** Whether a jump is to strike: a racket, a bat, a club or a stick is named with the jumper. */
export const jumpsToStrike = (c: ActionContext) => c.plan.subjects.some((s) => STRIKER.test(s.concept))

/**
 * The striking arm up high, what it strikes with in the hand, the thing struck before it and the swing's path.
 * Jumping to strike ("a badminton player jumping to smash the shuttlecock") is the same swing off the ground, the
 * racket or bat the prompt names in the hand wherever the plan put it.
 */
export function strikeItems(c: ActionContext, jumping = false): Item[] {
  const { first, persons, people, plan, artSet, object } = c
  const named = (i: number) => STRIKER.test(plan.subjects[i]?.concept ?? '')
  const anyNamed = plan.subjects.findIndex((_, i) => named(i) && i !== people.object)
  const toolAt = people.absorbed.find(named) ?? (jumping && anyNamed >= 0 ? anyNamed : undefined)
  const tool =
    toolAt !== undefined
      ? conceptById(plan.subjects[toolAt].concept)
      : object && STRIKER.test(object.id)
        ? object
        : null
  const struck = object && object !== tool && !STRIKER.test(object.id) ? object : null
  const striker = figureAt(first, jumping ? 'jump' : 'stand', 0, jumping ? -1 : 0)
  const s = skeleton(first.age, POSES.stand)
  const r = s.build.head
  const child = first.age === 'child' ? 0.85 : 1
  // What it strikes with; a piñata is struck with a stick.
  const swung = tool ?? (struck && PINATA.test(struck.id) ? conceptById('baseball-bat') : null)
  const [gx, gy] = (swung && (SWUNG_GRIP[swung.id] ?? GRIP[swung.id])) || [0.25, 0.85]
  // A club gripped at its top (golf, cricket) is swung from low down, its head at the ball on the ground.
  const low = swung !== null && gy < 0.5
  // Else the hand up and out over the striking shoulder, near straight up whatever the arm's length (a child's
  // is shorter); the other arm forward towards the thing.
  const reach = s.build.upperArm + s.build.foreArm
  const up: Pt = low
    ? { x: s.shoulderR.x + reach * 0.55, y: s.shoulderR.y + reach * 0.55 }
    : { x: s.shoulderR.x + reach * 0.35, y: s.shoulderR.y - reach * 0.88 }
  striker.pose = reaching(first.age, jumping ? POSES.jump : POSES.stand, {
    R: up,
    L: { x: s.shoulderL.x + r * 0.4, y: s.shoulderL.y + r * 2.2 },
  })
  const hand = hands(striker).R
  const items: Item[] = [striker]
  // Down to the ground from the hand when swung low.
  const size = low ? -hand.y / (1 - gy) : 3.4 * child
  let headAt: Pt = { x: hand.x + r * 0.5, y: hand.y - r }
  if (swung) {
    const art = artItem(
      swung,
      artSet,
      0,
      0,
      size,
      'striker',
      toolAt ?? (swung === object ? (people.object ?? undefined) : undefined),
    )
    const w = art.box.maxX - art.box.minX
    // Gripped by its handle; a drawing whose striking end is on the left is mirrored so it leans up and out.
    art.mirror = gx > 0.5
    const fx = art.mirror ? 1 - gx : gx
    art.box = {
      minX: hand.x - w * fx,
      maxX: hand.x + w * (1 - fx),
      minY: hand.y - size * gy,
      maxY: hand.y + size * (1 - gy),
    }
    headAt = {
      x: art.box.maxX - w * 0.15,
      y: gy > 0.5 ? art.box.minY + size * 0.2 : art.box.maxY - size * 0.2,
    }
    items.push(art, handsOver(persons, striker, art.box, ['handR']))
  }
  if (struck) {
    // A ball or a shuttlecock in the air ahead of the swing, a piñata hung at head height, else on the ground.
    const small =
      (realHeight(struck) ?? 0.3) <= 0.35 && !PINATA.test(struck.id) && !/drum|anvil|table/.test(struck.id)
    const hung = PINATA.test(struck.id)
    const h = small ? 1.7 * child : hung ? 4.2 : besidePeopleHeight(struck, 3 * child, 1.8)
    const x = headAt.x + (low ? r * 1.2 : r * 2.6) + h * 0.5
    const bottom = low
      ? 0
      : small
        ? s.shoulderR.y + striker.at.y + h * 0.5
        : hung
          ? s.head.y + striker.at.y + h * 0.7
          : 0
    const art = artItem(struck, artSet, x, bottom, h, 'struck', people.object ?? undefined)
    // A piñata hangs on a cord from above, drawn first so the piñata covers its end.
    if (hung)
      items.push({
        kind: 'draw',
        box: { minX: x - 0.2, maxX: x + 0.2, minY: art.box.minY - 4, maxY: art.box.minY },
        draw: (map, line) => {
          const b = map.p({ x, y: art.box.minY + h * 0.45 })
          return stroke(
            `M${b.x.toFixed(2)} ${(b.y - map.k * (4 + h * 0.45)).toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}`,
            line * 0.8,
          )
        },
      })
    items.push(art)
  }
  // Three arcs from over the head down towards the thing: the swing coming (a club swung low is at the ball).
  if (!low)
    items.push({
      kind: 'draw',
      box: { minX: headAt.x, maxX: headAt.x + r * 2.2, minY: headAt.y - r, maxY: headAt.y + r * 2.4 },
      draw: (map, line) => {
        const o = map.p({ x: headAt.x + r * 0.6, y: headAt.y - r * 0.2 })
        const k = map.k
        return [0, 0.5, 1]
          .map((d) => {
            const a = { x: o.x + d * k * 0.5, y: o.y - d * k * 0.3 }
            const b = { x: a.x + k * 1.5, y: a.y + k * 1.9 }
            return stroke(
              `M${a.x.toFixed(2)} ${a.y.toFixed(2)}Q${(a.x + k * 1.4).toFixed(2)} ${(a.y + k * 0.1).toFixed(2)} ${b.x.toFixed(2)} ${b.y.toFixed(2)}`,
              line * 0.8,
            )
          })
          .join('')
      },
    })
  // The others cheer the striker on.
  items.push(...c.others(-5, 'wave'))
  return items
}

/** Seated on the floor facing each other across the game or toy, the hands on it; a board game on its board. */
export function playFloorItems(c: ActionContext): Item[] {
  const { persons, people, artSet, first } = c
  // The toy named "with" the player (a prop, "playing with his toy train") is played with at toy size.
  const prop = c.object ? undefined : playedProp(c.plan, persons)
  const object = c.object ?? (prop ? conceptById(prop.concept) : null)
  const child = first.age === 'adult' || first.age === 'elder' ? 1 : 0.8
  const board = onABoard(c.words.split(/[^a-z']+/))
  const h = object ? besidePeopleHeight(object, (board ? 1.8 : 2.4) * child, 1.4) : 0
  const art = object
    ? artItem(object, artSet, 0, board ? -0.35 : 0, h, 'played', people.object ?? undefined)
    : null
  const boardW = 5.6 * child
  const w = board ? boardW : art ? art.box.maxX - art.box.minX : 1.5
  const players = persons.map((p, i) => {
    const side = i % 2 ? 1 : -1
    const far = Math.floor(i / 2)
    const f = figureAt(p, 'sit-ground', 0, 0, side > 0)
    const sk = skeleton(p.age, f.pose)
    const knee = Math.max(
      Math.abs(sk.kneeL.x),
      Math.abs(sk.kneeR.x),
      Math.abs(sk.footL.x),
      Math.abs(sk.footR.x),
    )
    const x = side * (w / 2 + knee * 0.9 + 0.3 + far * 5)
    f.at = { ...f.at, x }
    // Both hands forward onto it, a little apart.
    const y = -Math.max(board ? 0.7 : h * 0.45, 0.6) - f.at.y
    const near = side * -(w * 0.3) - x
    f.pose = reaching(p.age, f.pose, { L: { x: near - 0.35, y }, R: { x: near + 0.35, y } })
    return f
  })
  const items: Item[] = [...players]
  if (board) items.push(gameBoard(boardW))
  if (art) items.push(art)
  return items
}

/** The prop of the players that is what they play with, when the plan names no object: the first beside them. */
export function playedProp(plan: Plan, persons: PlanPerson[]): PlanProp | undefined {
  return plan.props.find(
    (p) =>
      !p.concept.startsWith('*') &&
      (p.place === 'hand' || p.place === 'beside') &&
      persons.some((q) => q.subject === p.subject),
  )
}

/** A game board lying on the floor, seen a little from above: four by four squares, each a region to colour. */
function gameBoard(w: number): Item {
  const depth = w * 0.28
  const box = { minX: -w / 2, maxX: w / 2, minY: -depth - 0.1, maxY: -0.1 }
  return {
    kind: 'draw',
    box,
    draw: (map, line) => {
      // The far edge a little narrower than the near one.
      const at = (u: number, v: number) => {
        const half = (w / 2) * (1 - 0.12 * v)
        return map.p({ x: -half + 2 * half * u, y: box.maxY - depth * v })
      }
      const pt = (q: Pt) => `${q.x.toFixed(2)} ${q.y.toFixed(2)}`
      const outline = `M${pt(at(0, 0))}L${pt(at(1, 0))}L${pt(at(1, 1))}L${pt(at(0, 1))}Z`
      const grid = [1, 2, 3]
        .flatMap((n) => [
          `M${pt(at(n / 4, 0))}L${pt(at(n / 4, 1))}`,
          `M${pt(at(0, n / 4))}L${pt(at(1, n / 4))}`,
        ])
        .join('')
      return shape(outline, line) + stroke(grid, line * 0.7)
    },
  }
}

/** A thing blown, sneezed or spat into, held at the mouth in the hand as food is; of no known size, small. */
export function mouthItems(c: ActionContext): Item[] {
  const blower = figureAt(c.first, 'eat', 0)
  if (!c.object) return [...atTheFace(c), ...c.others(-5, 'stand')]
  // Weeping, or a voice raised ("calling out prices from a stall piled with apples"): what is named is not at the
  // mouth but beside, a balloon that flew away up in the air.
  const ws = c.words.toLowerCase().match(/[a-z]+/g) ?? []
  if (ws.some((w, i) => faceAct(w) === 'eyes' || raisedVoice(ws, i))) {
    const up = c.object.zone === 'sky' || /balloon|kite/.test(c.object.id)
    const top = figureBox(blower).minY
    const thing = artItem(
      c.object,
      c.artSet,
      4,
      up ? top + 1 : 0,
      2.6,
      'beside',
      c.people.object ?? undefined,
    )
    return [...atTheFace(c), thing, ...c.others(-5, 'stand')]
  }
  // Only what is held in the hand goes to the mouth (a whistle, a tissue, a slice of watermelon); a bigger
  // thing stands beside at its size, the hand at the mouth ("a boy yawning next to his bed"): held-size.ts.
  const size = heldClass(c.object, c.first.age)
  if (size === 'beside' || (size === 'arms' && !eatenAtTheMouth(c.object))) {
    const h = besideHeight(c.object)
    const x = figureBox(blower).maxX + 1 + artItem(c.object, c.artSet, 0, 0, h, 'beside').box.maxX
    const thing = artItem(c.object, c.artSet, x, 0, h, 'beside', c.people.object ?? undefined)
    return [...atTheFace(c), thing, ...c.others(-5, 'stand')]
  }
  return [...c.others(-5, 'stand'), blower, ...foodAtMouth(c, blower, c.object, 1.6)]
}

/**
 * Nothing in the hands: a doing of the face. Weeping rubs one eye with a fist, tears falling from the other; a
 * yawn, a sneeze, a cough or a whisper puts one hand at the mouth. The elbow goes out beside the head and the hand
 * is drawn over the face (the arms are drawn behind it).
 */
export function atTheFace(c: ActionContext): Item[] {
  const face =
    c.words
      .match(/[a-z]+/gi)
      ?.map(faceAct)
      .find((f) => f) ?? 'mouth'
  const person = figureAt(c.first, 'stand', 0)
  const s = skeleton(c.first.age, POSES.stand)
  const r = s.build.head
  const hand =
    face === 'eyes'
      ? { x: s.head.x + r * 0.42, y: s.head.y + r * 0.1 }
      : { x: s.head.x + r * 0.35, y: s.head.y + r * 0.6 }
  person.pose = reaching(c.first.age, POSES.stand, { R: hand }, true)
  const box = {
    minX: -r * 1.2,
    maxX: r * 1.2,
    minY: person.at.y + s.head.y - r,
    maxY: person.at.y + s.head.y + r * 1.6,
  }
  const items: Item[] = [person, handsOver(c.persons, person, box, ['handR'])]
  if (face === 'eyes') items.push(tears(c.persons.indexOf(c.first), box))
  return items
}

/** Two tears falling from the uncovered eye down the cheek, each a drop to colour. */
function tears(index: number, box: DrawItem['box']): DrawItem {
  return {
    kind: 'draw',
    box,
    draw: (_map, line, drawn) => {
      const fig = drawn.figures[index]
      if (!fig) return ''
      const r = fig.headR
      // The eye on the figure's other side from the rubbing hand, a drop below it and one lower beside the chin.
      const side = Math.sign(fig.head.x - fig.handR.x) || -1
      const drop = (x: number, y: number, h: number) =>
        `M${x.toFixed(2)} ${(y - h).toFixed(2)}C${(x + h * 0.55).toFixed(2)} ${(y - h * 0.1).toFixed(2)} ${(x + h * 0.5).toFixed(2)} ${(y + h * 0.55).toFixed(2)} ${x.toFixed(2)} ${(y + h * 0.55).toFixed(2)}C${(x - h * 0.5).toFixed(2)} ${(y + h * 0.55).toFixed(2)} ${(x - h * 0.55).toFixed(2)} ${(y - h * 0.1).toFixed(2)} ${x.toFixed(2)} ${(y - h).toFixed(2)}Z`
      const x = fig.head.x + side * r * 0.62
      return (
        shape(drop(x, fig.head.y + r * 0.5, r * 0.3), line * 0.8) +
        shape(drop(x + side * r * 0.1, fig.head.y + r * 1.0, r * 0.26), line * 0.8)
      )
    },
  }
}
