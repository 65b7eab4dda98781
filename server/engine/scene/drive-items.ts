// Driving: the driver seated behind the wheel, seen through the vehicle's window from the side, hands on the
// steering wheel. The car (an open-topped one, so the driver shows from the chest up) and the bus (the driver
// in its front window) are drawn by code round the figure: the art's cars and buses are closed icons with no
// one inside. Local units are an adult's head radii with the ground at y = 0; the vehicle faces -x.

import { circle, ellipse, f, merged, POSES, type Pt, pt, reaching, shape, skeleton } from '../people'
import { DRIVEN_ON } from '../plan'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

const BUS = /bus/

/** The vehicle's body as one outline with its windows cut out (the figure behind shows through). */
function body(outer: Pt[], holes: Pt[][], line: number): string {
  const ring = (pts: Pt[]) => `M${pts.map(pt).join('L')}Z`
  return `<path d="${ring(outer)}${holes.map(ring).join('')}" fill="#fff" fill-rule="evenodd" stroke="#000" stroke-width="${f(line)}" stroke-linejoin="round"/>`
}

/** A wheel with its hub, standing on the ground. */
const wheel = (c: Pt, r: number, line: number) => shape(circle(c, r), line) + shape(circle(c, r * 0.42), line)

/** The steering wheel seen from the side, tilted towards the driver, on its column from the dashboard. */
function steeringWheel(grip: Pt, dash: Pt, k: number, line: number): string {
  return (
    merged([{ tube: [dash, grip], width: k * 0.22 }], line) +
    merged([{ d: ellipse(grip, k * 0.32, k * 1.0, 18) }], line) +
    shape(ellipse(grip, k * 0.12, k * 0.62, 18), line)
  )
}

/** The driver's pelvis at `hip` over the seat, both hands on the wheel at `grip`. */
function seated(c: ActionContext, hip: Pt, grip: Pt, upright = false): FigureItem {
  const item = figureAt(c.first, 'drive', hip.x)
  const rel = { x: grip.x - hip.x, y: grip.y - hip.y }
  // A bus driver sits high and upright, the shins straight down, so the feet stay inside the bus.
  const pose = upright
    ? { ...POSES.drive, legL: [-88, -5] as [number, number], legR: [-86, -2] as [number, number] }
    : POSES.drive
  item.pose = reaching(c.first.age, pose, {
    L: { x: rel.x - 0.2, y: rel.y - 0.5 },
    R: { x: rel.x + 0.2, y: rel.y + 0.4 },
  })
  item.at = hip
  return item
}

/** A driver at the wheel of a car or a bus, whatever else rides along seated behind. */
export function driveItems(c: ActionContext, ride: (c: ActionContext) => Item[]): Item[] {
  // A bulldozer or a tractor is driven sitting on top, as a rider sits a mount, the machine a size bigger
  // than a ridden bike so the driver sits in it rather than on a toy.
  if (c.object && DRIVEN_ON.test(c.object.id)) return machineItems(ride({ ...c, action: 'ride' }))
  return BUS.test(c.object?.id ?? '') ? busItems(c) : carItems(c)
}

function machineItems(items: Item[], grow = 1.6): Item[] {
  const mount = items.find((it) => it.kind === 'art' && it.key === 'mount')
  if (mount?.kind !== 'art') return items
  const b = mount.box
  mount.box = { minX: b.minX * grow, maxX: b.maxX * grow, minY: b.minY * grow, maxY: b.maxY }
  for (const it of items)
    if (it.kind === 'figure' && it.pose === items.find((f) => f.kind === 'figure')?.pose)
      it.at = { x: it.at.x * grow, y: (it.at.y + 0.6) * grow - 0.6 }
  return items
}

function carItems(c: ActionContext): Item[] {
  const { rest, first } = c
  const child = first.age === 'child'
  const belt = child ? -3.6 : -4.3
  const length = 14 + rest.length * 4
  const front = -7
  const back = front + length
  const r = 1.35
  const wheels = [front + 2.9, back - 2.9]
  // The driver behind the windshield, the others seated behind in a row, the bodies hidden below the belt.
  const grip = { x: front + 5.6, y: belt - 0.9 }
  const driver = seated(c, { x: 1.6, y: child ? -2.6 : -3.0 }, grip)
  const riders = rest.map((p, i) => {
    const item = figureAt(p, 'wave', 0)
    const s = skeleton(p.age, item.pose)
    item.at = { x: 5.6 + i * 4, y: belt - s.neck.y - (p.age === 'child' ? 1.2 : 1.5) }
    return item
  })
  const dash = { x: front + 4.4, y: belt + 0.1 }
  const windshield: [Pt, Pt] = [
    { x: front + 4.3, y: belt },
    { x: front + 5.5, y: belt - 2.6 },
  ]
  const car: Item = {
    kind: 'draw',
    key: 'vehicle',
    box: { minX: front - 0.3, minY: belt - 2.8, maxX: back + 0.3, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      // Hood, doors and boot one outline, the wheel arches cut up into it.
      const arch = (cx: number) => {
        const pts: Pt[] = []
        for (let i = 0; i <= 10; i++) {
          const a = Math.PI - (i / 10) * Math.PI
          pts.push(p(cx + Math.cos(a) * (r + 0.3), -1 - Math.sin(a) * (r + 0.3)))
        }
        return pts
      }
      const outline = [
        p(front, -1.2),
        p(front - 0.15, belt + 0.9),
        p(front + 0.6, belt + 0.35),
        p(front + 4.3, belt),
        p(back - 1, belt),
        p(back, belt + 0.8),
        p(back, -1.2),
        p(back - 0.5, -1),
        ...arch(wheels[1]),
        ...arch(wheels[0]),
        p(front + 0.5, -1),
      ]
      const door = `M${pt(p(front + 5, belt + 0.5))}L${pt(p(front + 5, -1.4))}`
      const handle = merged(
        [{ tube: [p(front + 5.6, belt + 1), p(front + 6.6, belt + 1)], width: k * 0.22 }],
        line,
      )
      const light = shape(ellipse(p(front + 0.35, belt + 1.4), k * 0.35, k * 0.5), line)
      const glass = merged(
        [
          {
            tube: [p(windshield[0].x, windshield[0].y), p(windshield[1].x, windshield[1].y)],
            width: k * 0.3,
          },
        ],
        line,
      )
      return (
        body(outline, [], line) +
        `<path d="${door}" fill="none" stroke="#000" stroke-width="${f(line)}"/>` +
        handle +
        light +
        glass +
        wheels.map((x) => wheel(p(x, -r), r * k, line)).join('')
      )
    },
  }
  const held: FigureItem = {
    ...driver,
    held: (_h, map, line) => steeringWheel(map.p(grip), map.p(dash), map.k, line),
  }
  return [...riders.reverse(), held, car]
}

function busItems(c: ActionContext): Item[] {
  const front = -10
  const back = 10
  const roof = -9.6
  const floor = -1.2
  const r = 1.5
  const win = { minX: front + 0.5, maxX: front + 5, minY: roof + 0.6, maxY: -4.8 }
  const grip = { x: win.minX + 1.4, y: win.maxY - 0.9 }
  const driver = seated(c, { x: front + 4.4, y: -4.1 }, grip, true)
  const dash = { x: win.minX + 0.3, y: win.maxY + 0.2 }
  const bus: Item = {
    kind: 'draw',
    key: 'vehicle',
    box: { minX: front - 0.3, minY: roof - 0.3, maxX: back + 0.3, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const rect = (x0: number, y0: number, x1: number, y1: number) => [
        p(x0, y0),
        p(x1, y0),
        p(x1, y1),
        p(x0, y1),
      ]
      const outline = [
        p(front, floor),
        p(front, roof + 0.8),
        p(front + 0.8, roof),
        p(back - 0.5, roof),
        p(back, roof + 0.5),
        p(back, floor),
      ]
      const hole = rect(win.minX, win.minY, win.maxX, win.maxY)
      // The passengers' windows, each a pane to colour; the door behind the driver.
      const panes = [0, 1, 2]
        .map((i) => {
          const x0 = front + 7.8 + i * 3.9
          return shape(
            `M${rect(x0, win.minY, x0 + 3.3, win.maxY + 0.6)
              .map(pt)
              .join('L')}Z`,
            line,
          )
        })
        .join('')
      const door = shape(
        `M${rect(front + 5.5, win.minY, front + 7.3, floor - 0.2)
          .map(pt)
          .join('L')}Z`,
        line,
      )
      const stripe = `M${pt(p(front, -3.2))}L${pt(p(back, -3.2))}`
      const bumper = merged([{ tube: [p(front - 0.2, floor), p(back + 0.2, floor)], width: k * 0.45 }], line)
      const light = shape(circle(p(front + 0.9, -2.2), k * 0.45), line)
      return (
        body(outline, [hole], line) +
        panes +
        door +
        `<path d="${stripe}" fill="none" stroke="#000" stroke-width="${f(line)}"/>` +
        light +
        bumper +
        [front + 3.4, back - 3.4].map((x) => wheel(p(x, -r), r * k, line)).join('')
      )
    },
  }
  const held: FigureItem = {
    ...driver,
    held: (_h, map, line) => steeringWheel(map.p(grip), map.p(dash), map.k, line),
  }
  return [held, bus]
}
