// The whole-body doings of plan/moves.ts, each round what it is done on. Crawling: on the hands and knees, the
// thing crawled after on the ground ahead. Sliding: down a pole gripped overhead, along a banister sat astride,
// else feet first along the ground with speed lines behind. Spinning: arms out, the turn's arcs round the body.
// Balancing: on one foot on the thing named (a log), arms out. Pointing: the arm straight out at the thing, up in
// the sky or on the ground. The limbo: bent back under a bar on two posts. Swinging on the bars: hung from the
// high bar of the apparatus. Local units are an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { merged, POSES, type Pt, reaching, shape, skeleton, stroke } from '../people'
import { conceptById } from '../vocabulary'
import { type ActionContext, artItem, type FigureItem, figureAt, figureBox, type Item } from './action-items'
import { besidePeopleHeight } from './real-scale'
import { goesRound, ringRound } from './waist-ring'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })
const f2 = (n: number) => n.toFixed(2)
// A log or a trunk balanced on, drawn lying along the ground by code (the art's wood is a stump).
const LOG = /^(wood|log|firewood|tree-trunk)$/
const small = (c: ActionContext) => (c.first.age === 'adult' || c.first.age === 'elder' ? 1 : 0.8)

/** Figures in a pose side by side from x = 0 towards -x, the first in front. */
function inLine(
  c: ActionContext,
  pose: Parameters<typeof figureAt>[1],
  gap: number,
  ground = 0,
): FigureItem[] {
  return c.persons.map((p, i) => figureAt(p, pose, -i * gap, ground))
}

/** On the hands and knees, facing +x; what they crawl after on the ground ahead of the first. */
export function crawlItems(c: ActionContext): Item[] {
  const crawlers = inLine(c, 'crawl', 7.5)
  const items: Item[] = [...crawlers].reverse()
  if (c.object) {
    const ahead = figureBox(crawlers[0]).maxX
    const h = besidePeopleHeight(c.object, 1.8 * small(c), 1.2)
    items.push(
      artItem(c.object, c.artSet, ahead + 1 + h * 0.5, 0, h, 'crawled', c.people.object ?? undefined),
    )
  }
  return items
}

/** Sliding: down a pole, along a banister, else feet first along the ground. */
export function slideDownItems(c: ActionContext): Item[] {
  // Only what is slid on or down (as plan/moves.ts claims it): "at the North Pole" or "his fishing pole" is no pole.
  if (/\b(down|on|along|onto)\s+(the\s+|a\s+|an\s+|his\s+|her\s+|their\s+)?(fire ?)?poles?\b/.test(c.words))
    return poleSlide(c)
  if (
    /\b(down|on|along|onto)\s+(the\s+|a\s+|an\s+|his\s+|her\s+|their\s+)?(banisters?|bannisters?|handrails?|railings?|rails?)\b/.test(
      c.words,
    )
  )
    return railSlide(c)
  const sliders = inLine(c, 'slide-feet', 8)
  const items: Item[] = []
  for (const s of sliders) {
    const b = figureBox(s)
    // Speed lines trailing behind the seat, and a puff of dust kicked up at the feet.
    items.push({
      kind: 'draw',
      box: { minX: b.minX - 3.2, maxX: b.maxX + 3.2, minY: -2.6, maxY: 0 },
      draw: (map, line) => {
        const lines = [0.5, 1.3, 2.1]
          .map((y, k) => {
            const a = map.p({ x: b.minX - 0.3 - k * 0.3, y: -y })
            const z = map.p({ x: b.minX - 2.8 + k * 0.3, y: -y })
            return `M${f2(a.x)} ${f2(a.y)}L${f2(z.x)} ${f2(z.y)}`
          })
          .join('')
        const foot = map.p({ x: b.maxX - 0.6, y: -0.3 })
        const r = map.k * 0.45
        const puff = [0, 1, 2]
          .map((k) => {
            const x = foot.x + k * r * 1.3
            const y = foot.y - (k === 1 ? r * 0.6 : 0)
            return `M${f2(x - r)} ${f2(y)}a${f2(r)} ${f2(r)} 0 1 1 ${f2(2 * r)} 0a${f2(r)} ${f2(r)} 0 1 1 ${f2(-2 * r)} 0Z`
          })
          .join('')
        // The base slid into, a flat white bag at the feet.
        const base = /\b(bases?|plate)\b/.test(c.words)
          ? (() => {
              const q = map.p({ x: b.maxX + 1.8, y: -0.05 })
              const w = map.k * 1.3
              const t = map.k * 0.45
              return shape(
                `M${f2(q.x - w)} ${f2(q.y)}L${f2(q.x - w * 0.7)} ${f2(q.y - t)}L${f2(q.x + w * 0.7)} ${f2(q.y - t)}L${f2(q.x + w)} ${f2(q.y)}Z`,
                line,
              )
            })()
          : ''
        return stroke(lines, line * 0.8) + shape(puff, line * 0.8) + base
      },
    })
    items.push(s)
  }
  return items
}

/** Down a pole: the pole from above the page's figures to the ground, gripped overhead, the feet off the floor. */
function poleSlide(c: ActionContext): Item[] {
  const slider = figureAt(c.first, 'pole-slide', 0)
  const s = skeleton(c.first.age, slider.pose)
  const r = s.build.head
  slider.at = { x: 0, y: slider.at.y - 2.2 }
  // Both hands on the pole over the head, one above the other; the pole runs down in front of the body.
  const grip = s.head.y - r * 1.6
  slider.pose = reaching(c.first.age, slider.pose, {
    L: { x: -0.05, y: grip + r * 0.9 },
    R: { x: 0.05, y: grip - r * 0.5 },
  })
  const top = slider.at.y + grip - 5
  const headY = slider.at.y + s.head.y
  const pole: Item = {
    kind: 'draw',
    key: 'pole',
    box: { minX: -3.5, maxX: 3.5, minY: top, maxY: 0 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      // Speed lines streaming up off the shoulders, out to each side.
      const lines = [-1, 1]
        .flatMap((side) =>
          [0, 1, 2].map((k) => {
            const x = side * (2.6 + k * 0.55)
            const a = p(x, headY + 1.6 + k * 0.5)
            const z = p(x, headY - 0.2 + k * 0.5)
            return `M${f2(a.x)} ${f2(a.y)}L${f2(z.x)} ${f2(z.y)}`
          }),
        )
        .join('')
      return merged([tube(p(0, top), p(0, 0), map.k * 0.45)], line) + stroke(lines, line * 0.8)
    },
  }
  return [pole, slider, ...c.others(5, 'wave')]
}

/** Along a banister: sat on the rail going down towards +x, the legs forward along it, the arms up for joy. */
function railSlide(c: ActionContext): Item[] {
  const slider = figureAt(c.first, 'slide', 0)
  const s = skeleton(c.first.age, slider.pose)
  // The rail falls towards +x; the seat on it a third of the way down, the stairs' treads under it.
  const [x0, y0, x1, y1] = [-8, -9.5, 9, -3]
  const railY = (x: number) => y0 + ((y1 - y0) * (x - x0)) / (x1 - x0)
  const seatY = railY(0)
  slider.at = { x: 0, y: seatY - s.hipL.y - 0.35 }
  const rail: Item = {
    kind: 'draw',
    key: 'banister',
    box: { minX: x0 - 0.5, maxX: x1 + 0.5, minY: y0 - 0.5, maxY: 0 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const k = map.k
      // The stairs under the rail: a tread every 1.6 along, stepping down to the floor.
      const steps = 8
      let d = `M${f2(p(x0, 0).x)} ${f2(p(x0, 0).y)}`
      for (let n = 0; n <= steps; n++) {
        const x = x0 + ((x1 - x0) * n) / steps
        const y = railY(x) + 3.4
        d += `L${f2(p(x, Math.min(0, y)).x)} ${f2(p(x, Math.min(0, y)).y)}`
        const nx = x0 + ((x1 - x0) * (n + 1)) / steps
        if (n < steps) d += `L${f2(p(nx, Math.min(0, y)).x)} ${f2(p(nx, Math.min(0, y)).y)}`
      }
      d += `L${f2(p(x1, 0).x)} ${f2(p(x1, 0).y)}Z`
      const posts = [0.08, 0.3, 0.52, 0.74, 0.96].map((t) => {
        const x = x0 + (x1 - x0) * t
        return tube(p(x, railY(x)), p(x, Math.min(-0.1, railY(x) + 3.4)), k * 0.22)
      })
      return shape(d, line) + merged([...posts, tube(p(x0, y0), p(x1, y1), k * 0.5)], line)
    },
  }
  return [rail, slider, ...c.others(-10, 'wave')]
}

/** Spinning on the spot, arms out; the turn's arcs round the body, one with an arrowhead. */
export function spinItems(c: ActionContext): Item[] {
  const spinners = c.persons.map((p, i) => figureAt(p, 'spin', i * 9))
  // A hoop spun goes round the waist, the arms up clear of it; it is the turn's drawing.
  if (c.object && goesRound(c.object)) {
    ringRound(spinners[0])
    return spinners
  }
  const arcs: Item[] = spinners.map((sp) => {
    const b = figureBox(sp)
    const s = skeleton(sp.person.age, sp.pose)
    const cx = sp.at.x
    const rx = (b.maxX - b.minX) * 0.42
    return {
      kind: 'draw',
      box: { minX: cx - rx, maxX: cx + rx, minY: b.minY, maxY: b.maxY },
      draw: (map, line) => {
        // Two front halves of ellipses round the knees and the chest, each ending in an arrowhead.
        return [sp.at.y + s.kneeL.y, sp.at.y + s.neck.y + 1.4]
          .map((y, k) => {
            const r = rx * (k ? 0.75 : 0.55)
            const a = map.p({ x: cx - r, y })
            const z = map.p({ x: cx + r, y })
            const ry = map.k * 0.55
            const tip = `M${f2(z.x - map.k * 0.45)} ${f2(z.y - map.k * 0.35)}L${f2(z.x)} ${f2(z.y)}L${f2(z.x - map.k * 0.1)} ${f2(z.y + map.k * 0.55)}`
            return stroke(
              `M${f2(a.x)} ${f2(a.y)}A${f2(r * map.k)} ${f2(ry)} 0 0 0 ${f2(z.x)} ${f2(z.y)}${tip}`,
              line * 0.8,
            )
          })
          .join('')
      },
    }
  })
  // What else is named with the spin (her dress) stands beside the spinners.
  const right = Math.max(...spinners.map((sp) => figureBox(sp).maxX))
  const beside = c.object
    ? [artItem(c.object, c.artSet, right + 2.2, 0, 3.2 * small(c), 'beside', c.people.object ?? undefined)]
    : []
  return [...spinners, ...arcs, ...beside]
}

// A rope walked high up: the walker is on it between the two things named (the towers), not on one of them.
const ROPE_WALKED = /\b(tightrope|slackline|highline|tightwire)s?\b/

/**
 * Walking a rope: the rope from the top of one thing named (a tower, a tree) to the top of a second (the same
 * kind named twice, else the first again), the walker balanced on its middle; with nothing named, low posts.
 */
function ropeItems(c: ActionContext): Item[] {
  const thing = c.object
  const at = c.people.object ?? undefined
  const twin =
    thing && at !== undefined ? c.plan.subjects.findIndex((q, k) => k !== at && q.concept === thing.id) : -1
  const h = thing ? 12 : 3.2
  const w = thing ? h * drawingShape(thing, c.artSet).aspect : 0
  // A walker's length of rope clear on each side between the two ends.
  const span = w / 2 + 6.5
  const ends: Item[] = thing
    ? [
        artItem(thing, c.artSet, -span, 0, h, 'rope-end-left', at),
        artItem(thing, c.artSet, span, 0, h, 'rope-end-right', twin >= 0 ? twin : undefined),
      ]
    : [-span, span].map(
        (x, k): Item => ({
          kind: 'draw',
          key: `rope-post-${k}`,
          box: { minX: x - 0.3, maxX: x + 0.3, minY: -h, maxY: 0 },
          draw: (map, line) => {
            const [a, b] = [map.p({ x, y: 0 }), map.p({ x, y: -h })]
            return stroke(`M${f2(a.x)} ${f2(a.y)}L${f2(b.x)} ${f2(b.y)}`, line)
          },
        }),
      )
  // The rope a little below the tops, from the one's side to the other's.
  const y = -h * (thing ? 0.8 : 1)
  const inner = span - w / 2
  const rope: Item = {
    kind: 'draw',
    key: 'rope',
    box: { minX: -inner, maxX: inner, minY: y - 0.2, maxY: y + 0.2 },
    draw: (map, line) => {
      const [a, b] = [map.p({ x: -inner, y }), map.p({ x: inner, y })]
      return stroke(`M${f2(a.x)} ${f2(a.y)}L${f2(b.x)} ${f2(b.y)}`, line * 0.8)
    },
  }
  const walker = figureAt(c.first, 'balance-one', 0, y + 0.05)
  return [...ends, rope, walker, ...c.others(-span - 6, 'wave')]
}

/** Balancing on one foot, arms out, on top of the thing named (a log, drawn by code) or on the ground. */
export function balanceOnItems(c: ActionContext): Item[] {
  const thing = c.object
  if (ROPE_WALKED.test(c.words) && !(thing && LOG.test(thing.id))) return ropeItems(c)
  if (thing && LOG.test(thing.id)) {
    const d = 1.6 * small(c)
    const half = 4.2
    const log: Item = {
      kind: 'draw',
      key: 'log',
      box: { minX: -half - d * 0.3, maxX: half + d * 0.3, minY: -d, maxY: 0 },
      draw: (map, line) => {
        const p = (x: number, y: number) => map.p({ x, y })
        const k = map.k
        const [a, b] = [p(-half, -d), p(half, 0)]
        const ry = (d / 2) * k
        const rx = ry * 0.45
        // The trunk lying along the ground, its cut end facing us on the right with two growth rings.
        const body = `M${f2(a.x)} ${f2(a.y)}L${f2(b.x)} ${f2(a.y)}A${f2(rx)} ${f2(ry)} 0 0 1 ${f2(b.x)} ${f2(b.y)}L${f2(a.x)} ${f2(b.y)}A${f2(rx)} ${f2(ry)} 0 0 1 ${f2(a.x)} ${f2(a.y)}Z`
        const cy = (a.y + b.y) / 2
        const end = (f: number) =>
          `M${f2(b.x - rx * f)} ${f2(cy)}A${f2(rx * f)} ${f2(ry * f)} 0 1 1 ${f2(b.x + rx * f)} ${f2(cy)}A${f2(rx * f)} ${f2(ry * f)} 0 1 1 ${f2(b.x - rx * f)} ${f2(cy)}Z`
        const bark = [0.3, 0.62].map((t) => {
          const x = a.x + (b.x - a.x) * t
          return `M${f2(x)} ${f2(a.y + ry * 0.5)}L${f2(x + k * 1.4)} ${f2(a.y + ry * 0.5)}`
        })
        return shape(body, line) + shape(end(1), line) + stroke(end(0.5) + bark.join(''), line * 0.7)
      },
    }
    const balancer = figureAt(c.first, 'balance-one', -0.6, -d + 0.05)
    return [log, balancer, ...c.others(-7, 'wave')]
  }
  const h = thing ? besidePeopleHeight(thing, 1.8 * small(c), 1.2) : 0
  const art = thing ? artItem(thing, c.artSet, 0, 0, h, 'balanced-on', c.people.object ?? undefined) : null
  // On the thing's top, a little into it so the sole stands on its line.
  const balancer = figureAt(c.first, 'balance-one', 0, art ? -h * 0.9 : 0)
  return [...(art ? [art] : []), balancer, ...c.others(-6, 'wave')]
}

// Things looked at on a wall: a map, a picture, a poster, a board. Named, not read from WordNet's classes, which
// also file a snowman as a representation and a traffic light as a sign.
const SHOWN =
  /^(maps?|pictures?|paintings?|posters?|charts?|boards?|blackboards?|chalkboards?|whiteboards?|signs?|notices?|calendars?|photos?|photographs?|drawings?|timetables?|menus?)$/
const isShown = (label: string) => SHOWN.test(label.split(' ').at(-1) ?? '')

/** The arm straight out at the thing, a finger at its end: up at it in the sky, down at it on the ground ahead. */
export function pointItems(c: ActionContext): Item[] {
  const pointer = figureAt(c.first, 'stand', 0)
  const s = skeleton(c.first.age, POSES.stand)
  const items: Item[] = [pointer]
  // With nothing named, up at the sky.
  let aim: Pt = { x: 12, y: -15 }
  if (c.object) {
    const up = c.object.zone === 'sky'
    // A map, a picture or a sign is shown up on the wall beside, at the height of the head.
    const shown = !up && isShown(c.object.label)
    const h = up || shown ? 3.6 : besidePeopleHeight(c.object, 2.8 * small(c), 1.8)
    const x = up ? 10 : shown ? 7 + h * 0.6 : 5 + h * 0.5
    const bottom = up ? pointer.at.y + s.head.y - 5 : shown ? pointer.at.y + s.head.y + h * 0.6 : 0
    const art = artItem(c.object, c.artSet, x, bottom, h, 'pointed-at', c.people.object ?? undefined)
    items.push(art)
    aim = { x, y: bottom - h / 2 }
  }
  // Far along the line from the shoulder to the thing: the arm straight, the finger at the end.
  const from = { x: s.shoulderR.x, y: pointer.at.y + s.shoulderR.y }
  const d = Math.hypot(aim.x - from.x, aim.y - from.y) || 1
  const u = { x: (aim.x - from.x) / d, y: (aim.y - from.y) / d }
  pointer.pose = reaching(c.first.age, POSES.stand, {
    R: { x: from.x + u.x * 20, y: s.shoulderR.y + u.y * 20 },
  })
  const who = c.persons.indexOf(c.first)
  const finger: Item = {
    kind: 'draw',
    box: figureBox(pointer),
    draw: (_map, line, drawn) => {
      const hand = drawn.figures[who]?.handR
      if (!hand) return ''
      const r = drawn.figures[who].headR
      const a = { x: hand.x + u.x * r * 0.2, y: hand.y + u.y * r * 0.2 }
      const z = { x: hand.x + u.x * r * 0.85, y: hand.y + u.y * r * 0.85 }
      return merged([tube(a, z, r * 0.26)], line * 0.9)
    },
  }
  return [...c.others(-5, 'stand'), ...items, finger]
}

/** The limbo: bent back under a bar on two posts, the others waiting their turn behind. */
export function limboItems(c: ActionContext): Item[] {
  const dancer = figureAt(c.first, 'limbo', 0)
  const s = skeleton(c.first.age, dancer.pose)
  // Just over the highest point of the body bent back (the knees or the face), clear of the head.
  const body = [s.head.y - s.build.head, s.kneeL.y, s.kneeR.y, s.neck.y].map((y) => dancer.at.y + y)
  const barY = Math.min(...body) - 0.3
  const half = 5.5
  const bar: Item = {
    kind: 'draw',
    key: 'limbo bar',
    box: { minX: -half - 0.6, maxX: half + 0.6, minY: barY - 0.6, maxY: 0 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const k = map.k
      const posts = [-half, half].map((x) => tube(p(x, barY - 0.8), p(x, -0.1), k * 0.4))
      const feet = [-half, half].map((x) => tube(p(x - 1, -0.15), p(x + 1, -0.15), k * 0.4))
      return merged([...posts, ...feet], line) + merged([tube(p(-half, barY), p(half, barY), k * 0.3)], line)
    },
  }
  const waiting = c.rest.map((p, i) => figureAt(p, i % 2 ? 'wave' : 'stand', -half - 3.5 - i * 4.2))
  return [...waiting, bar, dancer]
}

// Where the apparatus's high bar is, as shares of its drawing's box from the top left.
const HIGH_BAR = { x: 0.66, y: 0.05 }

/** Swinging on the bars: hung by both hands from the high bar of the apparatus, the feet off the mat. */
export function apparatusItems(c: ActionContext): Item[] {
  const bars = c.object ?? conceptById('uneven-bars')
  const hanger = figureAt(c.first, 'hang', 0)
  const s = skeleton(c.first.age, hanger.pose)
  const grip = Math.min(s.handL.y, s.handR.y)
  // Tall enough that the feet hang clear of the mat below the high bar.
  const reach = Math.max(s.footL.y, s.footR.y) - grip + s.build.leg * 0.45
  const h = (reach + 1.6) / (1 - HIGH_BAR.y - 0.06)
  const art = artItem(bars, c.artSet, 0, 0, h, 'apparatus', c.people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const barX = art.box.minX + w * HIGH_BAR.x
  const barY = -h + h * HIGH_BAR.y
  hanger.at = { x: barX - (s.handL.x + s.handR.x) / 2, y: barY + h * 0.03 - grip }
  return [art, hanger, ...c.others(art.box.maxX + 2.5, 'wave')]
}

/** Splashing: jumping in the puddle or the pool named, drops of water thrown up either side of the feet. */
export function splashItems(c: ActionContext): Item[] {
  const jumpers = c.persons.map((p, i) => figureAt(p, 'jump', i * 6, -0.9))
  // In a pool the setting draws the water: only the drops are thrown up from it.
  const pooled = /\bpools?\b/.test(c.words)
  const items: Item[] = []
  for (const j of jumpers) {
    const x = j.at.x
    const half = 3.2
    items.push({
      kind: 'draw',
      key: 'splash',
      box: { minX: x - half - 1.4, maxX: x + half + 1.4, minY: -3.6, maxY: 0.2 },
      draw: (map, line) => {
        const p = (u: number, v: number) => map.p({ x: x + u, y: v })
        const c0 = p(0, -0.1)
        const rx = half * map.k
        const ry = 0.55 * map.k
        // The puddle, flat on the ground, and drops flying up and out from it either side.
        const pool = `M${f2(c0.x - rx)} ${f2(c0.y)}A${f2(rx)} ${f2(ry)} 0 1 0 ${f2(c0.x + rx)} ${f2(c0.y)}A${f2(rx)} ${f2(ry)} 0 1 0 ${f2(c0.x - rx)} ${f2(c0.y)}Z`
        const drop = (u: number, v: number, h: number, tilt: number) => {
          const q = p(u, v)
          const k = map.k * h
          const t = tilt * k
          return `M${f2(q.x + t)} ${f2(q.y - k)}C${f2(q.x + k * 0.6)} ${f2(q.y - k * 0.1)} ${f2(q.x + k * 0.5)} ${f2(q.y + k * 0.55)} ${f2(q.x)} ${f2(q.y + k * 0.55)}C${f2(q.x - k * 0.5)} ${f2(q.y + k * 0.55)} ${f2(q.x - k * 0.6)} ${f2(q.y - k * 0.1)} ${f2(q.x + t)} ${f2(q.y - k)}Z`
        }
        const drops = [
          drop(-half - 0.4, -1.4, 0.5, -0.5),
          drop(-half + 0.3, -2.6, 0.42, -0.4),
          drop(-half - 1.0, -2.9, 0.36, -0.6),
          drop(half + 0.4, -1.4, 0.5, 0.5),
          drop(half - 0.3, -2.6, 0.42, 0.4),
          drop(half + 1.0, -2.9, 0.36, 0.6),
        ].join('')
        return (pooled ? '' : shape(pool, line)) + shape(drops, line * 0.8)
      },
    })
  }
  return [...items, ...jumpers]
}

/** Hopscotch: its squares chalked along the ground, the first player hopping on one foot over them. */
export function hopItems(c: ActionContext): Item[] {
  const side = 2.6
  const squares = 6
  const start = -2
  const hopper = figureAt(c.first, 'balance-one', start + side * 2.5, -1)
  // The arms lower than a balance on a beam: out and down, as a hop is.
  hopper.pose = { ...hopper.pose, armL: [-60, -75], armR: [60, 75] }
  const grid: Item = {
    kind: 'draw',
    key: 'hopscotch',
    box: { minX: start, maxX: start + side * squares, minY: -1.2, maxY: 0.4 },
    draw: (map, line) => {
      // Each square seen flat along the ground, the far edge a little narrower: its own region to colour.
      const q = (u: number, v: number) => map.p({ x: start + u * side + v * 0.5, y: 0.3 - v * 1.3 })
      return Array.from({ length: squares }, (_, n) => {
        const pts = [q(n, 0), q(n + 1, 0), q(n + 1, 1), q(n, 1)]
        return shape(`M${pts.map((p) => `${f2(p.x)} ${f2(p.y)}`).join('L')}Z`, line)
      }).join('')
    },
  }
  const waiting = c.rest.map((p, i) => figureAt(p, i % 2 ? 'wave' : 'stand', start - 3 - i * 4.2))
  return [grid, ...waiting, hopper]
}

/** Hide and seek: the seeker's hands over the eyes, counting; the others hiding behind a tree, peeking out. */
export function seekItems(c: ActionContext): Item[] {
  const seeker = figureAt(c.first, 'stand', 0)
  const s = skeleton(c.first.age, POSES.stand)
  const r = s.build.head
  // Both hands over the eyes, the elbows out beside the head.
  seeker.pose = reaching(
    c.first.age,
    POSES.stand,
    {
      L: { x: s.head.x - r * 0.45, y: s.head.y + r * 0.05 },
      R: { x: s.head.x + r * 0.45, y: s.head.y + r * 0.05 },
    },
    true,
  )
  const who = c.persons.indexOf(c.first)
  const box = figureBox(seeker)
  // The hands are drawn behind the head: drawn again over the face, so they cover the eyes.
  const overEyes: Item = {
    kind: 'draw',
    box,
    draw: (_map, line, drawn) => {
      const f = drawn.figures[who]
      if (!f) return ''
      const r = f.headR
      // A mitten over each eye, three fingers lines across it.
      return [-1, 1]
        .map((side) => {
          const q = { x: f.head.x + side * r * 0.4, y: f.head.y - r * 0.02 }
          const [rx, ry] = [r * 0.36, r * 0.48]
          const palm = `M${f2(q.x - rx)} ${f2(q.y)}a${f2(rx)} ${f2(ry)} 0 1 1 ${f2(2 * rx)} 0a${f2(rx)} ${f2(ry)} 0 1 1 ${f2(-2 * rx)} 0Z`
          const fingers = [-0.35, 0, 0.35]
            .map(
              (t) =>
                `M${f2(q.x + t * rx * 1.2)} ${f2(q.y - ry * 0.95)}L${f2(q.x + t * rx * 1.2)} ${f2(q.y - ry * 0.2)}`,
            )
            .join('')
          return shape(palm, line) + stroke(fingers, line * 0.7)
        })
        .join('')
    },
  }
  const tree = artItem(conceptById('tree'), c.artSet, 9, 0, 11, 'hiding tree')
  // One hider behind the tree, peeking out at its side; the others running off.
  const [hider, ...runners] = c.rest
  const items: Item[] = []
  if (hider) items.push(figureAt(hider, 'stand', tree.box.maxX - 0.4))
  items.push(tree, seeker, overEyes)
  items.push(...runners.map((p, i) => figureAt(p, 'run', -6 - i * 5, 0, true)))
  return items
}
