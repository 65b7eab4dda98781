// What people do out of doors, drawn round them: a kite on its string from the hand, water from a hose, a boat
// rowed or fished from, a picnic on its blanket, a sandcastle with a bucket and spade, flying over the clouds
// and swimming in the waves.

import type { Box } from '../common'
import { mix, type Pt } from '../people'
import { conceptById } from '../vocabulary'
import {
  type ActionContext,
  artItem,
  figureAt,
  figureBox,
  hands,
  type Item,
  type PageMap,
} from './action-items'
import { waterBand } from './motion-props'
import { OVER_THE_HEAD, overheadBoatItems } from './overhead-items'
import { besidePeopleHeight } from './real-scale'
import {
  blanket,
  bucket,
  fishingRod,
  hose,
  picnicBasket,
  rowBoat,
  sandcastle,
  spade,
  string,
  waterArc,
} from './scene-props'

export function kiteItems({ persons, object, first, others, people, artSet }: ActionContext): Item[] {
  const items: Item[] = []
  const flyer = figureAt(first, 'reach-up', 0)
  const hand = hands(flyer).R
  const kite = artItem(
    object ?? conceptById('kite'),
    artSet,
    hand.x + 6.5,
    hand.y - 6,
    6.5,
    'kite',
    people.object ?? undefined,
  )
  items.push(...others(-4.5, 'jump'), flyer, kite, {
    kind: 'draw',
    box: { minX: hand.x, minY: kite.box.maxY, maxX: kite.box.minX, maxY: hand.y },
    draw: (map, line, drawn) => {
      const k = drawn.art.kite
      // The kite's bridle: the lower corner of its sail, where its string is tied.
      const tie = { x: k.minX + (k.maxX - k.minX) * 0.32, y: k.minY + (k.maxY - k.minY) * 0.55 }
      return string(drawn.figures[persons.indexOf(first)]?.handR ?? map.p(hand), tie, line * 0.7)
    },
  })
  return items
}

export function sprayItems({ persons, words, first, others, artSet, object, people }: ActionContext): Item[] {
  const items: Item[] = []
  const sprayer = figureAt(first, 'spray', 0)
  const hand = mix(hands(sprayer).L, hands(sprayer).R, 0.5)
  const fire = /\bfire\b|burning|flames?|house/.test(words) || first.role === 'firefighter'
  // What is watered or hosed down ("a keeper hosing down a rhino", "watering the plants") is what the water
  // reaches, at its size: a flower stood in for it, and it was never drawn.
  const hosed = object && !fire ? object : null
  const target =
    hosed ??
    conceptById(fire && !/water(ing)? (the )?(flowers|plants|garden)/.test(words) ? 'fire' : 'flower')
  const t = hosed
    ? artItem(
        hosed,
        artSet,
        hand.x + 9,
        0,
        besidePeopleHeight(hosed, 7),
        'target',
        people.object ?? undefined,
      )
    : artItem(target, artSet, hand.x + 8, 0, 3.6, 'target')
  const hoseAt = (hs: { L: Pt; R: Pt }, map: PageMap, line: number) =>
    hose(
      mix(hs.L, hs.R, 0.5),
      map.p({ x: hand.x + 3, y: hand.y - 1.2 }),
      map.p({ x: sprayer.at.x, y: 0 }),
      map.k,
      line,
    )
  items.push(...others(-5), {
    ...sprayer,
    behind: (hs, map, line) => hoseAt(hs, map, line).tail,
    inHands: (hs, map, line) => hoseAt(hs, map, line).svg,
  })
  items.push(t, {
    kind: 'draw',
    box: { minX: hand.x, minY: hand.y - 5, maxX: t.box.maxX, maxY: t.box.minY },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[persons.indexOf(first)]
      const hs = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(hand)
      const nozzle = hose(
        hs,
        map.p({ x: hand.x + 3, y: hand.y - 1.2 }),
        map.p({ x: 0, y: 0 }),
        map.k,
        line,
      ).nozzle
      const tb = drawn.art.target
      return waterArc(
        nozzle,
        { x: (tb.minX + tb.maxX) / 2, y: tb.minY + (tb.maxY - tb.minY) * 0.3 },
        map.k,
        line,
      )
    },
  })
  return items
}

export function boatItems(c: ActionContext): Item[] {
  const { action, first, rest, artSet } = c
  if (action === 'boat' && OVER_THE_HEAD.test(c.words)) return overheadBoatItems(c)
  const items: Item[] = []
  const width = 10 + rest.length * 3.5
  const rim = { x: 0, y: -1.4 }
  const sitters = [first, ...rest].map((p, i) =>
    figureAt(
      p,
      i === 0 && action === 'fish' ? 'sit-boat' : i === 0 ? 'sit-ground' : 'wave',
      -2.5 + i * 3.6,
      rim.y + 0.6,
    ),
  )
  items.push(...sitters)
  const fisher = sitters[0]
  const hand = mix(hands(fisher).L, hands(fisher).R, 0.5)
  const tip = { x: hand.x + 8, y: hand.y - 5.5 }
  if (action === 'fish')
    items.push({
      kind: 'draw',
      box: { minX: hand.x, minY: tip.y - 0.5, maxX: tip.x + 1.5, maxY: 3 },
      draw: (map, line, drawn) => {
        const fig = drawn.figures[0]
        const hs = fig ? mix(fig.handL, fig.handR, 0.5) : map.p(hand)
        const rod = fishingRod(hs, map.p(tip), map.p({ x: 0, y: 0.2 }), map.k, line)
        return rod.rod + rod.line
      },
    })
  items.push({
    kind: 'draw',
    box: {
      minX: rim.x - width / 2 - 0.8,
      minY: rim.y - 0.6,
      maxX: rim.x + width / 2 + 0.8,
      maxY: rim.y + 2.8,
    },
    draw: (map, line) => rowBoat(map.p(rim), width * map.k, map.k, line),
  })
  if (action === 'fish') items.push(artItem(conceptById('fish'), artSet, tip.x + 2.2, 4.3, 2.2, 'fish'))
  return items
}

const box = (cx: number, cy: number, w: number, h: number): Box => ({
  minX: cx - w / 2,
  minY: cy - h / 2,
  maxX: cx + w / 2,
  maxY: cy + h / 2,
})

export function picnicItems({ persons, artSet }: ActionContext): Item[] {
  const items: Item[] = []
  const adults = persons.filter((p) => p.age !== 'child')
  const kids = persons.filter((p) => p.age === 'child')
  // Grown-ups and children together sit in two rows, the grown-ups at the blanket's back and the children in
  // front between them: in one row a family of four was a strip across the page, each figure a third as tall.
  const rows = adults.length > 0 && kids.length > 0 ? [adults, kids] : [persons]
  const widest = Math.max(...rows.map((row) => row.length))
  const front = Math.max(rows.length > 1 ? 12 : 14, 4.6 * widest + (rows.length > 1 ? 4.5 : 2))
  const depth = rows.length > 1 ? 5.2 : 3.6
  items.push({
    kind: 'draw',
    box: box(0, -depth / 2 + 0.2, front, depth + 0.2),
    draw: (map, line) => blanket(map.p({ x: 0, y: 0 }), front * map.k, depth * map.k, line),
  })
  rows.forEach((row, r) => {
    const back = r === 0 && rows.length > 1
    // The back row sits wider, so the children's heads fall between the grown-ups' shoulders.
    const span = back ? front - 3 : rows.length > 1 ? Math.min(front - 5, 5 * (row.length - 1)) : front - 5
    const seatY = back ? -4.4 : -2.4
    row.forEach((p, i) => {
      // One in a row sits off the middle, so a child in front does not cover the grown-up behind.
      const alone = rows.length === 1 ? -2 : back ? -2.6 : 1.8
      const x = row.length === 1 ? alone : -span / 2 + (span * i) / (row.length - 1)
      items.push(figureAt(p, 'sit-ground', x, seatY))
    })
  })
  const basketW = 3.4
  const basketX = front * 0.36
  items.push({
    kind: 'draw',
    key: 'basket',
    box: box(basketX, -0.2 - basketW * 0.47, basketW * 1.1, basketW * 0.95),
    draw: (map, line) => picnicBasket(map.p({ x: basketX, y: -0.2 }), basketW * map.k, line),
  })
  // An apple beside it: the sandwich the blanket also held printed as a black block in the flat emoji set.
  items.push(artItem(conceptById('apple'), artSet, -front * 0.3, -0.4, 1.6, 'apple'))
  return items
}

export function sandcastleItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  items.push({
    kind: 'draw',
    box: { minX: -4, minY: -7.8, maxX: 4, maxY: 0 },
    draw: (map, line) => sandcastle(map.p({ x: 0, y: -0.3 }), map.k, line),
  })
  const builders = persons.map((p, i) =>
    figureAt(
      p,
      'kneel',
      i % 2 ? 6.2 + Math.floor(i / 2) * 3 : -6.2 - Math.floor(i / 2) * 3,
      0.3,
      i % 2 === 1,
    ),
  )
  items.push(...builders)
  items.push({
    kind: 'draw',
    box: { minX: -4.4, minY: -3.5, maxX: -2.2, maxY: 1 },
    draw: (map, line) => bucket(map.p({ x: -3.3, y: 0.9 }), map.k, line),
  })
  const digger = builders[1] ?? builders[0]
  const dh = hands(digger).L
  items.push({
    kind: 'draw',
    box: { minX: dh.x - 2, minY: dh.y, maxX: dh.x + 1, maxY: 1 },
    draw: (map, line, drawn) => {
      const fig = drawn.figures[builders.indexOf(digger)]
      const h = fig?.handL ?? map.p(dh)
      return spade(h, map.p({ x: dh.x - 1.2, y: 0.3 }), map.k, line)
    },
  })
  return items
}

export function flyItems({ persons, artSet }: ActionContext): Item[] {
  // High in the sky, one behind the other when there are several, over clouds, speed lines behind.
  const flyers = persons.map((p, i) => {
    const item = figureAt(p, 'fly', -i * 6, 0)
    item.at = { x: -i * 6, y: -7 + i * 3.5 }
    return item
  })
  const cloud = conceptById('cloud')
  const last = figureBox(flyers[flyers.length - 1])
  const first = figureBox(flyers[0])
  const lines: Item = {
    kind: 'draw',
    box: { minX: last.minX - 3, minY: last.minY, maxX: last.minX, maxY: last.maxY },
    draw: (map, line) =>
      [0.3, 0.5, 0.7]
        .map((t) => {
          const y = last.minY + (last.maxY - last.minY) * (0.35 + t * 0.6)
          const a = map.p({ x: last.minX - 0.4, y })
          const b = map.p({ x: last.minX - 2.6 + t, y })
          return `<path d="M${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`
        })
        .join(''),
  }
  return [
    artItem(cloud, artSet, last.minX + 1, first.maxY + 5.5, 2.8, 'cloud1'),
    artItem(cloud, artSet, first.maxX - 1.5, first.maxY + 3.2, 2.2, 'cloud2'),
    lines,
    ...flyers,
  ]
}

export function swimItems({ persons }: ActionContext): Item[] {
  const items: Item[] = []
  const swimmers = persons.map((p, i) => {
    const item = figureAt(p, 'swim', i * 7.5, 0)
    item.at = { x: i * 7.5, y: -0.1 }
    return item
  })
  items.push(...swimmers)
  const boxes = swimmers.map(figureBox)
  const left = Math.min(...boxes.map((b) => b.minX)) - 1.5
  const right = Math.max(...boxes.map((b) => b.maxX)) + 1.5
  // The water in front hides the body below the surface; head, shoulders and the reaching arm show.
  items.push({
    kind: 'draw',
    box: { minX: left, minY: -0.5, maxX: right, maxY: 1.8 },
    draw: (map, line) => waterBand(map.p({ x: left, y: -0.1 }), map.p({ x: right, y: 1.8 }), map.k, line),
  })
  return items
}
