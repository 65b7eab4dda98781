// People riding: astride a mount or a bike, standing on a scooter's deck, on skates or a board, on a sled.

import { drawingShape } from '../art'
import { merged, mirrorPose, mix, POSES, skeleton } from '../people'
import { STRIKER } from '../plan'
import { type Concept, conceptById } from '../vocabulary'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type FigureItem,
  figureAt,
  figureBox,
  hands,
  type Item,
} from './action-items'
import { boardItems, STOOD_ON_BOARDS } from './board-items'
import { carriedInPose } from './hand-held'
import { blade, rollerWheels } from './motion-props'
import { DEFAULT_SEAT, RIDDEN_AS, SEATS } from './relation-layout'
import { seatItems } from './row-and-seat-items'
import { standingAspect, standingSeat, standsWhole } from './standing-animal'

export function rideItems(c: ActionContext): Item[] {
  const { object, first, others, people, artSet } = c
  const items: Item[] = []
  const mount = object ?? conceptById('horse')
  if (mount.id === 'scooter') return scooterItems(c, mount)
  // A seat one sits on rather than astride (a chairlift's bench) is sat on as a chair is.
  if (mount.seat && mount.seat.legs !== 'astride') return seatItems(c, mount)
  const drawn = drawingShape(mount, artSet)
  // A head-and-neck mount (the unicorn) stands whole under its rider: its body's shape and back are sat on.
  const whole = standsWhole(mount, c.words, artSet)
  const shape = whole ? { ...drawn, aspect: standingAspect(drawn.aspect) } : drawn
  const seat = {
    ...DEFAULT_SEAT,
    ...SEATS[mount.id],
    ...(mount.seat && { ...mount.seat, astride: true }),
    ...(whole && standingSeat(drawn.aspect)),
  }
  const animal = Boolean(seat.astride)
  // Two riding one bike ("a couple riding a tandem bike"): a longer bike under both.
  const tandem = !animal && c.rest.length > 0 && /\btandem\b/.test(c.words)
  const h = mount.seat?.height ?? (animal ? 11 : tandem ? 8.5 : 6.5)
  const w = h * shape.aspect
  const mountItem: ArtItem = {
    kind: 'art',
    concept: mount,
    box: { minX: -w / 2, minY: -h, maxX: w / 2, maxY: 0 },
    key: 'mount',
    subject: people.object ?? undefined,
  }
  const facesRight = shape.headX > 0.5
  const pose = facesRight ? mirrorPose(POSES.ride) : POSES.ride
  const rider: FigureItem = {
    kind: 'figure',
    person: first,
    pose,
    at: { x: -w / 2 + w * seat.x, y: -h + h * seat.y - 0.6 },
    legs: animal ? (facesRight ? 'R' : 'L') : 'both',
  }
  // Two on one bike ("a couple riding a tandem bike"): the second rides behind the first, not beside it.
  if (tandem) {
    const back = facesRight ? -1 : 1
    const second: FigureItem = {
      ...rider,
      person: c.rest[0],
      at: { ...rider.at, x: rider.at.x + back * w * 0.34 },
    }
    const after = c.rest.slice(1).map((p, i) => figureAt(p, 'wave', w / 2 + 2.5 + i * 4.2))
    items.push(mountItem, second, rider, ...after)
    return items
  }
  items.push(mountItem, rider, ...others(w / 2 + 2.5))
  return items
}

/** Where a figure's feet are, and the bottom of its shoes, in local units. */
function feetOf(item: FigureItem) {
  const s = skeleton(item.person.age, item.pose)
  const sole = s.build.leg * 0.45
  return [s.footL, s.footR].map((f) => ({ x: item.at.x + f.x, y: item.at.y + f.y + sole }))
}

/** A kick scooter is ridden standing on its deck, both hands on the handlebar. */
function scooterItems({ first, others, people, artSet }: ActionContext, scooter: Concept): Item[] {
  // The drawing's handlebar is at its top left, its deck along the bottom: the rider faces left.
  const grip = { x: 0.2, y: 0.02 }
  const deckY = 0.1
  const probe = figureAt(first, 'push', 0, 0, true)
  const hs = hands(probe)
  const hand = mix(hs.L, hs.R, 0.5)
  const h = -hand.y / (1 - grip.y - deckY)
  const art = artItem(scooter, artSet, 0, 0, h, 'mount', people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const rider = figureAt(first, 'push', -w / 2 + w * 0.62 - 0.6, -h * deckY, true)
  const held = mix(hands(rider).L, hands(rider).R, 0.5)
  const at = { x: -w / 2 + w * grip.x, y: -h + h * grip.y }
  const bar: Item = {
    kind: 'draw',
    box: { minX: at.x, minY: Math.min(held.y, at.y), maxX: held.x, maxY: Math.max(held.y, at.y) },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[0]
      const from = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(held)
      const to = map.p(at)
      if (Math.hypot(to.x - from.x, to.y - from.y) < map.k * 0.4) return ''
      return merged([{ tube: [from, to], width: map.k * 0.28 }], line)
    },
  }
  return [art, bar, rider, ...others(w / 2 + 2.5)]
}

export function skateItems(c: ActionContext): Item[] {
  const { words, persons, first, others, people, artSet } = c
  // A snowboard, a surfboard, a paddleboard: seen from the side under the feet (board-items.ts), whatever else
  // the prompt names ("a surfer riding a wave").
  const boardAt = c.plan.subjects.findIndex((s) => STOOD_ON_BOARDS.test(s.concept))
  if (boardAt >= 0) return boardItems(c, c.plan.subjects[boardAt].concept, boardAt)
  if (/skateboard/.test(words)) {
    // Standing on the board's deck, seen from the side.
    const board = RIDDEN_AS.skateboard
    const h = first.age === 'child' ? 1.8 : 2.1
    const b = artItem(board, artSet, 0, 0, h, 'board', people.object ?? undefined)
    const deck = -h * (1 - (SEATS.skateboard.y ?? 0.14)) + 0.15
    return [b, figureAt(first, 'skate', 0, deck), ...others(6, 'skate')]
  }
  const roller = /roller/.test(words)
  // Skates are worn: a blade or wheels under each shoe, the skater lifted onto them. A hockey stick the prompt
  // names ("a hockey player skating with his stick") is in the first skater's hand, not dropped.
  const stick = c.object && STRIKER.test(c.object.id) ? c.object : null
  return persons.flatMap((p, i) => {
    const skater = figureAt(p, 'glide', i * 5.5, roller ? -0.55 : -0.45, i % 2 === 1)
    const draw: Item = {
      kind: 'draw',
      box: figureBox(skater),
      draw: (map, line) =>
        feetOf(skater)
          .map((f) => (roller ? rollerWheels(map.p(f), map.k, line) : blade(map.p(f), map.k, line)))
          .join(''),
    }
    return [skater, draw, ...(stick && i === 0 ? carriedInPose(c, skater, stick) : [])]
  })
}

export function sledItems({ persons, people, artSet }: ActionContext): Item[] {
  const sled = RIDDEN_AS.sled
  const h = 3.2
  const s = artItem(sled, artSet, 0, 0, h, 'sled', people.object ?? undefined)
  const w = s.box.maxX - s.box.minX
  // The sled's front curls up on the left: its riders face that way, the first at the front.
  const seat = -h + 0.35
  const riders = persons.map((p, i) => figureAt(p, 'sit-sled', -w * 0.14 + i * w * 0.32, seat, true))
  return [s, ...riders.reverse()]
}
