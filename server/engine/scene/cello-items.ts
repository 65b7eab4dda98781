// Playing the cello: seated on a stool, the cello standing on its spike between the knees and leaning to the
// left shoulder, the left hand on its neck and the right drawing the bow across the strings. The cello is drawn
// by code (no art set has one), in front of the body and behind the forearms. Local units are an adult's head
// radii with the ground at y = 0.

import { merged, mix, type Pt, polygon, shape, skeleton, stroke } from '../people'
import { type ActionContext, figureAt, hands, type Item } from './action-items'

const f = (q: Pt) => `${q.x.toFixed(2)} ${q.y.toFixed(2)}`

/** The cello from its spike `foot` to the top of its neck `top`, in page points, `k` points a unit. */
function cello(foot: Pt, top: Pt, k: number, line: number): string {
  const along = { x: top.x - foot.x, y: top.y - foot.y }
  const len = Math.hypot(along.x, along.y)
  const u = { x: along.x / len, y: along.y / len }
  const n = { x: -u.y, y: u.x }
  // A point `t` units up the axis and `s` units across it.
  const at = (t: number, s: number): Pt => ({
    x: foot.x + (u.x * t + n.x * s) * k,
    y: foot.y + (u.y * t + n.y * s) * k,
  })
  const L = len / k
  const b0 = 0.5
  const b1 = L * 0.62
  const body =
    `M${f(at(b0, 0))}` +
    `C${f(at(b0, 1.5))} ${f(at(b0 + 1.1, 1.6))} ${f(at(b0 + (b1 - b0) * 0.5, 0.95))}` +
    `C${f(at(b1 - 0.9, 1.35))} ${f(at(b1, 1.25))} ${f(at(b1, 0))}` +
    `C${f(at(b1, -1.25))} ${f(at(b1 - 0.9, -1.35))} ${f(at(b0 + (b1 - b0) * 0.5, -0.95))}` +
    `C${f(at(b0 + 1.1, -1.6))} ${f(at(b0, -1.5))} ${f(at(b0, 0))}Z`
  const spike = merged([{ tube: [at(0, 0), at(b0 + 0.2, 0)], width: k * 0.18 }], line)
  const neck = merged([{ tube: [at(b1 - 0.4, 0), at(L - 0.5, 0)], width: k * 0.42 }], line)
  const scroll = shape(polygon([at(L - 0.7, -0.35), at(L - 0.7, 0.35), at(L, 0.3), at(L, -0.3)]), line)
  // f-holes and strings are open lines: the body stays a few large regions.
  const holes = [-1, 1]
    .map((s) =>
      stroke(
        `M${f(at(b0 + (b1 - b0) * 0.42, s * 0.55))}Q${f(at(b0 + (b1 - b0) * 0.55, s * 0.75))} ${f(at(b0 + (b1 - b0) * 0.68, s * 0.55))}`,
        line,
      ),
    )
    .join('')
  const bridge = shape(
    polygon([
      at(b0 + (b1 - b0) * 0.3, -0.45),
      at(b0 + (b1 - b0) * 0.3, 0.45),
      at(b0 + (b1 - b0) * 0.36, 0.35),
      at(b0 + (b1 - b0) * 0.36, -0.35),
    ]),
    line,
  )
  const strings = [-0.15, 0.15]
    .map((s) => stroke(`M${f(at(b0 + (b1 - b0) * 0.33, s))}L${f(at(L - 0.8, s * 0.6))}`, line * 0.7))
    .join('')
  return spike + shape(body, line) + holes + neck + scroll + bridge + strings
}

export function celloItems({ first, others }: ActionContext): Item[] {
  const player = figureAt(first, 'cello', 0)
  const s = skeleton(first.age, player.pose)
  const hs = hands(player)
  const hipY = player.at.y + s.hipL.y
  // The spike on the floor between the feet; the neck up past the left hand to beside the head.
  const foot = { x: 0.4, y: -0.05 }
  const top = { x: hs.L.x - 0.35, y: player.at.y + s.head.y }
  // A stool under the hips, hidden by the thighs but for its legs between the shins.
  const half = s.build.hip + 0.5
  const stool: Item = {
    kind: 'draw',
    key: 'stool',
    box: { minX: -half - 0.4, minY: hipY, maxX: half + 0.4, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      const seat = hipY + s.build.leg * 0.5
      return merged(
        [
          { tube: [p(-half, seat), p(half, seat)], width: k * 0.5 },
          { tube: [p(-half + 0.3, seat), p(-half - 0.1, -0.15)], width: k * 0.3 },
          { tube: [p(half - 0.3, seat), p(half + 0.1, -0.15)], width: k * 0.3 },
        ],
        line,
      )
    },
  }
  const played: typeof player = {
    ...player,
    inHands: (h, map, line) => {
      const c = cello(map.p(foot), map.p(top), map.k, line)
      // The bow from the right hand across the strings, a little below the bridge's height.
      const end = map.p({ x: foot.x - 3, y: hs.R.y + 0.5 })
      const bow = merged([{ tube: [h.R, mix(h.R, end, 1)], width: map.k * 0.16 }], line)
      return c + bow
    },
  }
  return [stool, played, ...others(5)]
}
