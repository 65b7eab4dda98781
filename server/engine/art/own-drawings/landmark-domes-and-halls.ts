import { drawing } from './drawing'
import { archway, f, line, poly } from './landmarks-drawn'

// Domes, halls, gates and royal houses in their own shape (docs/decisions/0170-more-world-landmarks-drawn.md),
// where the drawing of their kind (a pagoda, a church, a shrine, a fairy-tale castle) missed what people know them
// by: the Forbidden City's wide hall under its double roof on the marble terraces, Hagia Sophia's great low dome
// between four pencil minarets, St Peter's ribbed dome over its columned front, the Dome of the Rock's golden dome
// on its octagon, Sacré-Cœur's tall white domes and bell tower, Westminster Abbey's two pinnacled towers and
// great west window, Windsor Castle's Round Tower on its mound over the long walls, Fushimi Inari's tunnel of
// torii gates.

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`

/** A pointed (Gothic) opening `w` wide and `h` tall standing on `foot`, as a path. */
function lancet(x: number, foot: number, w: number, h: number): string {
  const top = foot - h
  const spring = top + w * 0.7
  return `M${f(x)} ${f(foot)} L${f(x)} ${f(spring)} Q${f(x)} ${f(top + w * 0.15)} ${f(x + w / 2)} ${f(top)} Q${f(x + w)} ${f(top + w * 0.15)} ${f(x + w)} ${f(spring)} L${f(x + w)} ${f(foot)} Z`
}

/** A Chinese hip roof from `top` to `foot` about `cx`: the ridge `wt` half-wide, the eaves `wb`, tips turned up. */
function chineseRoof(cx: number, top: number, foot: number, wt: number, wb: number, fill: string): string {
  const h = foot - top
  return path(
    `M${f(cx - wt)} ${f(top)} L${f(cx + wt)} ${f(top)} Q${f(cx + wb - 12)} ${f(foot - 4)} ${f(cx + wb + 6)} ${f(foot - h * 0.35)} L${f(cx + wb)} ${f(foot)} Q${f(cx)} ${f(foot - 3)} ${f(cx - wb)} ${f(foot)} L${f(cx - wb - 6)} ${f(foot - h * 0.35)} Q${f(cx - wb + 12)} ${f(foot - 4)} ${f(cx - wt)} ${f(top)} Z`,
    fill,
  )
}

// The Forbidden City: the Hall of Supreme Harmony, its wide double-eaved roof with the ridge beasts at each end,
// the row of red columns and lattice doors, on three tiers of white marble terrace with the stair up the middle.
function forbiddenCity() {
  let out = ''
  // Ridge and its curled end ornaments.
  out += rect(56, 10, 88, 5, '#9e9e9e')
  // The ridge's ends curling up like horns.
  for (const sgn of [-1, 1])
    out += poly(
      [
        [100 + sgn * 40, 15],
        [100 + sgn * 46, 2],
        [100 + sgn * 52, 6],
        [100 + sgn * 48, 15],
      ],
      '#9e9e9e',
    )
  out += chineseRoof(100, 15, 40, 44, 70, '#bdbdbd')
  let tiles = ''
  for (let x = 66; x <= 134; x += 8) tiles += `M${x} 17 L${f(100 + (x - 100) * 1.5)} 37 `
  out += strokes(tiles, 0.7)
  // Between the roofs: the bracket band.
  out += rect(48, 40, 104, 8, '#e0e0e0')
  let brackets = ''
  for (let x = 54; x < 150; x += 8) brackets += `M${x} 41 L${x} 47 `
  out += strokes(brackets, 0.7)
  out += chineseRoof(100, 48, 68, 64, 94, '#bdbdbd')
  let tiles2 = ''
  for (let x = 42; x <= 158; x += 10) tiles2 += `M${x} 50 L${f(100 + (x - 100) * 1.42)} 65 `
  out += strokes(tiles2, 0.7)
  // The hall: columns and the lattice doors between them.
  out += rect(18, 68, 164, 30, '#e0e0e0')
  for (let k = 0; k < 8; k++) out += rect(20 + k * 22.3, 68, 8, 30, '#9e9e9e')
  let lattice = ''
  for (let k = 0; k < 7; k++) {
    const x = 28 + k * 22.3
    lattice += `M${f(x)} 78 L${f(x + 14.3)} 78 M${f(x)} 88 L${f(x + 14.3)} 88 M${f(x + 7.1)} 72 L${f(x + 7.1)} 96 `
  }
  out += strokes(lattice, 0.7)
  // Three marble terraces, stepping out below the hall as one block, and the stair up the middle.
  out += poly(
    [
      [10, 98],
      [190, 98],
      [190, 108],
      [195, 108],
      [195, 118],
      [200, 118],
      [200, 128],
      [0, 128],
      [0, 118],
      [5, 118],
      [5, 108],
      [10, 108],
    ],
    '#f5f5f5',
  )
  out += strokes('M5 108 L190 108 M0 118 L195 118', 0.8)
  out += poly(
    [
      [86, 98],
      [114, 98],
      [120, 128],
      [80, 128],
    ],
    '#eeeeee',
  )
  out += strokes('M84 108 L116 108 M82 118 L118 118', 0.8)
  return drawing(out, 200, 128)
}

/** A minaret: a thin shaft on `foot`, its balconies, and the pencil cap reaching `top`. */
function minaret(x: number, foot: number, top: number, w: number): string {
  let out = ''
  out += poly(
    [
      [x - w / 2 - 1, top + 22],
      [x, top],
      [x + w / 2 + 1, top + 22],
    ],
    '#bdbdbd',
  )
  out += rect(x - w / 2, top + 22, w, foot - top - 22, '#eeeeee')
  for (const t of [0.25, 0.55]) {
    const y = top + 22 + (foot - top - 22) * t
    out += rect(x - w / 2 - 3, y, w + 6, 6, '#e0e0e0')
  }
  return out
}

// Hagia Sophia: the great low dome on its ring of windows, the half-domes stepping down each side, the massive
// buttressed walls, and the four tall pencil minarets at the corners.
function hagiaSophia() {
  let out = ''
  for (const [x, top] of [
    [12, 8],
    [188, 8],
    [38, 22],
    [162, 22],
  ] as const)
    out += minaret(x, 132, top, 12)
  // The side wings and half-domes.
  for (const s of [-1, 1]) {
    out += path(`M${100 + s * 20} 70 A26 18 0 0 ${s > 0 ? 1 : 0} ${100 + s * 72} 70 Z`, '#e0e0e0')
    out += rect(Math.min(100 + s * 20, 100 + s * 80), 70, 60, 62, '#eeeeee')
  }
  // The main body and its buttress towers.
  out += rect(56, 56, 88, 76, '#f5f5f5')
  for (const x of [52, 136]) out += rect(x, 46, 12, 86, '#e0e0e0')
  // The great dome: a low cap over a ring of small arched windows.
  out += rect(60, 42, 80, 14, '#eeeeee')
  let windows = ''
  for (let x = 64; x < 136; x += 12) windows += archway(x, 55, 7, 10)
  out += path(windows, '#9e9e9e')
  out += path('M58 43 Q62 10 100 8 Q138 10 142 43 Z', '#e0e0e0')
  let ribs = ''
  for (const x of [76, 100, 124]) ribs += `M${x} 44 Q${f(100 + (x - 100) * 0.6)} 20 100 11 `
  out += strokes(ribs, 0.6)
  // The finial and its crescent.
  out += line(
    [
      [100, 10],
      [100, 1],
    ],
    1.2,
  )
  // Rows of windows and the doors.
  for (const x of [68, 86, 104, 122]) out += path(archway(x, 90, 10, 18), '#9e9e9e')
  out += path(archway(88, 132, 24, 30), '#9e9e9e')
  for (const x of [62, 128]) out += path(archway(x, 124, 10, 18), '#9e9e9e')
  for (const x of [24, 166]) out += path(archway(x - 5, 116, 10, 18), '#9e9e9e')
  out += rect(0, 132, 200, 4, '#bdbdbd')
  return drawing(out, 200, 136)
}

// St Peter's Basilica: the tall ribbed dome on its drum of paired columns, the lantern and cross on top; before it
// the wide front with its columns, the central pediment, the statues standing along the roof and the two clock
// domes at its ends.
function stPeters() {
  let out = ''
  // The lantern and cross.
  out += line(
    [
      [100, 1],
      [100, 10],
    ],
    1.2,
  )
  out += line(
    [
      [96, 4],
      [104, 4],
    ],
    1.2,
  )
  out += path('M94 18 Q94 10 100 10 Q106 10 106 18 Z', '#e0e0e0')
  out += rect(93, 18, 14, 10, '#eeeeee')
  // The dome and its ribs.
  out += path('M62 64 Q62 30 100 27 Q138 30 138 64 Z', '#e0e0e0')
  let ribs = ''
  for (const x of [70, 80, 90, 110, 120, 130]) ribs += `M${x} 64 Q${f(100 + (x - 100) * 0.9)} 36 100 28 `
  out += strokes(`${ribs}M100 28 L100 64`, 0.7)
  // The drum: paired columns and windows.
  out += rect(58, 64, 84, 20, '#eeeeee')
  for (let x = 62; x < 138; x += 16) out += rect(x, 64, 4, 20, '#bdbdbd') + rect(x + 6, 68, 7, 12, '#9e9e9e')
  // The clock domes at the ends.
  for (const x of [22, 178]) {
    out += path(`M${x - 11} 86 Q${x - 11} 70 ${x} 69 Q${x + 11} 70 ${x + 11} 86 Z`, '#e0e0e0')
    out += rect(x - 8, 86, 16, 8, '#eeeeee')
  }
  // The front: the attic with its statues, the columns and the pediment.
  out += rect(8, 94, 184, 52, '#f5f5f5')
  out += rect(6, 92, 188, 8, '#eeeeee')
  for (let x = 14; x < 190; x += 14) {
    if (x > 70 && x < 130) continue
    out += `<circle cx="${x}" cy="83" r="3.5" fill="#e0e0e0"/>${rect(x - 3.5, 86, 7, 6, '#e0e0e0')}`
  }
  out += poly(
    [
      [68, 100],
      [100, 82],
      [132, 100],
    ],
    '#eeeeee',
  )
  out += rect(66, 100, 68, 6, '#e0e0e0')
  for (const x of [16, 44, 72, 128, 156, 184]) out += rect(x - 5, 106, 10, 40, '#fafafa')
  for (const x of [24, 52, 136, 164]) out += path(archway(x, 128, 12, 18), '#9e9e9e')
  for (const x of [84, 104]) out += path(archway(x - 4, 146, 16, 28), '#9e9e9e')
  // The steps.
  out += rect(4, 146, 192, 4, '#e0e0e0')
  out += rect(0, 150, 200, 4, '#eeeeee')
  return drawing(out, 200, 154)
}

// The Dome of the Rock: the golden dome with its crescent finial on the drum of windows, over the octagon, of
// which three faces show, each with its arched windows and a band of tiles.
function domeOfTheRock() {
  let out = ''
  out += line(
    [
      [80, 12],
      [80, 2],
    ],
    1.2,
  )
  out += path('M77 3 A4 4 0 1 0 83 3 A3 3 0 1 1 77 3 Z', '#bdbdbd')
  out += path('M46 54 Q44 16 80 12 Q116 16 114 54 Z', '#bdbdbd')
  // The drum and its small arched windows.
  out += rect(50, 54, 60, 20, '#eeeeee')
  let drumWindows = ''
  for (let x = 54; x < 106; x += 8) drumWindows += archway(x, 70, 4, 10)
  out += path(drumWindows, '#9e9e9e')
  // The octagon: the front face, and the two faces turning away.
  out += poly(
    [
      [14, 80],
      [44, 74],
      [44, 120],
      [14, 116],
    ],
    '#e0e0e0',
  )
  out += poly(
    [
      [116, 74],
      [146, 80],
      [146, 116],
      [116, 120],
    ],
    '#e0e0e0',
  )
  out += rect(44, 74, 72, 46, '#f5f5f5')
  // The tile band under the parapet, zigzag.
  let zig = ''
  for (let x = 44; x < 116; x += 6) zig += `M${x} 84 L${x + 3} 80 L${x + 6} 84 `
  out += strokes(`${zig}M44 86 L116 86 M44 78 L116 78 M14 84 L44 79 M116 79 L146 84`, 0.7)
  for (let x = 50; x < 112; x += 13) out += path(archway(x, 112, 8, 20), '#9e9e9e')
  for (const x of [22, 132]) out += path(archway(x, 110, 6, 18), '#9e9e9e')
  out += rect(8, 120, 144, 6, '#e0e0e0')
  return drawing(out, 160, 126)
}

/** A tower of Westminster Abbey's west front: its four pinnacles, belfry openings and lower windows. */
function abbeyTower(x: number): string {
  let out = ''
  for (const [px, top] of [
    [x + 2, 2],
    [x + 20, 8],
    [x + 38, 2],
  ])
    out += poly(
      [
        [px - 7, 22],
        [px, top],
        [px + 7, 22],
      ],
      '#bdbdbd',
    )
  out += rect(x - 2, 20, 44, 4, '#e0e0e0')
  out += rect(x, 24, 40, 124, '#eeeeee')
  out += path(lancet(x + 8, 62, 9, 30) + lancet(x + 23, 62, 9, 30), '#9e9e9e')
  out += path(lancet(x + 13, 124, 14, 30), '#bdbdbd')
  out += strokes(`M${x} 66 L${x + 40} 66 M${x} 94 L${x + 40} 94 M${x + 20} 98 L${x + 20} 124`, 0.7)
  return out
}

// Westminster Abbey's west front: two square towers crowned with pinnacles, between them the gable, the great
// pointed west window with its tracery and the deep west door below it.
function westminsterAbbey() {
  let out = ''
  out += poly(
    [
      [46, 48],
      [80, 26],
      [114, 48],
      [114, 148],
      [46, 148],
    ],
    '#f5f5f5',
  )
  for (const x of [46, 114])
    out += poly(
      [
        [x - 3, 50],
        [x, 36],
        [x + 3, 50],
      ],
      '#bdbdbd',
    )
  out += abbeyTower(6)
  out += abbeyTower(114)
  // The great west window: its tracery of mullions and the circle in the head.
  out += path(lancet(60, 108, 40, 60), '#e0e0e0')
  out += strokes('M70 108 L70 70 M80 108 L80 68 M90 108 L90 70 M60 88 L100 88', 0.8)
  out += '<circle cx="80" cy="62" r="7" fill="#bdbdbd"/>'
  // The porch and door.
  out += path(lancet(62, 148, 36, 34), '#e0e0e0')
  out += path(lancet(70, 148, 20, 24), '#9e9e9e')
  out += rect(0, 148, 160, 4, '#bdbdbd')
  return drawing(out, 160, 152)
}

/** A wall or tower from `x0` to `x1`, `top` to `foot`, its merlons `w` wide and `h` tall on top: one region. */
function crenellated(x0: number, x1: number, top: number, foot: number, w: number, h: number, fill: string) {
  const p: [number, number][] = [[x0, foot]]
  const n = Math.max(1, Math.round((x1 - x0) / (2 * w)))
  const step = (x1 - x0) / (2 * n - 1)
  for (let k = 0; k < 2 * n - 1; k++) {
    const a = x0 + k * step
    const up = k % 2 === 0
    p.push([a, up ? top - h : top], [a + step, up ? top - h : top])
  }
  p.push([x1, foot])
  return poly(p, fill)
}

// Windsor Castle: the Round Tower on its green mound with the royal standard flying, the long battlemented walls
// and towers spreading both ways below it, and the gateway between two towers in front.
function windsorCastle() {
  let out = ''
  // The flag on its turret.
  out += line(
    [
      [100, 20],
      [100, 0],
    ],
    1.4,
  )
  out += rect(100, 0, 24, 15, '#bdbdbd')
  out += strokes('M112 0 L112 15 M100 7.5 L124 7.5', 0.9)
  // The Round Tower: a wide drum with its battlements and flag turret, its foot hidden by the mound.
  out += crenellated(92, 108, 22, 34, 4, 6, '#eeeeee')
  out += crenellated(62, 138, 34, 78, 7, 8, '#f5f5f5')
  out += strokes('M72 35 L72 74 M128 35 L128 74', 0.7)
  for (const x of [82, 110]) out += path(archway(x, 58, 8, 14), '#9e9e9e')
  // The green mound the tower stands on, its top curving round the drum.
  out += path('M50 104 Q54 78 62 72 Q100 62 138 72 Q146 78 150 104 Z', '#e0e0e0')
  // The walls and towers each side.
  for (const s of [-1, 1]) {
    const span = (a: number, b: number): [number, number] => (s < 0 ? [a, b] : [200 - b, 200 - a])
    const [w0, w1] = span(4, 72)
    out += crenellated(w0, w1, 96, 124, 7, 7, '#eeeeee')
    for (const x of [4, 38]) {
      const [t0, t1] = span(x, x + 22)
      out += crenellated(t0, t1, 80, 124, 4, 7, '#f5f5f5')
      out += path(archway(t0 + 7, 104, 8, 14), '#9e9e9e')
    }
  }
  // The gateway between its two towers.
  out += crenellated(74, 126, 100, 124, 7, 7, '#eeeeee')
  for (const x of [66, 116]) out += crenellated(x, x + 18, 88, 124, 4, 7, '#f5f5f5')
  out += path(archway(88, 124, 24, 20), '#9e9e9e')
  out += rect(0, 124, 200, 4, '#bdbdbd')
  return drawing(out, 200, 128)
}

// Sacré-Cœur: the tall egg-shaped white dome on its drum and lantern, the two smaller domes over the porch of three
// arches, the square bell tower behind, on the steps of its hill.
function sacreCoeur() {
  let out = ''
  // The bell tower behind, on the right.
  out += rect(120, 26, 18, 70, '#eeeeee')
  out += path('M119 27 Q119 12 129 10 Q139 12 139 27 Z', '#e0e0e0')
  out += rect(126, 2, 6, 9, '#eeeeee')
  out += path(archway(124, 50, 10, 16), '#9e9e9e')
  // The great dome: lantern, the tall dome, the drum of windows.
  out += rect(75, 0, 10, 12, '#eeeeee')
  out += path('M60 58 Q58 24 80 10 Q102 24 100 58 Z', '#f5f5f5')
  out += rect(58, 58, 44, 18, '#eeeeee')
  for (const x of [63, 76, 89]) out += path(archway(x, 73, 8, 12), '#9e9e9e')
  // The body and the two small domes over the porch.
  out += rect(20, 78, 120, 54, '#f5f5f5')
  for (const x of [40, 120]) {
    out += rect(x - 11, 66, 22, 12, '#eeeeee')
    out += path(`M${x - 12} 67 Q${x - 12} 46 ${x} 42 Q${x + 12} 46 ${x + 12} 67 Z`, '#f5f5f5')
    out += rect(x - 2.5, 34, 5, 9, '#eeeeee')
  }
  // The porch: three arches under its band.
  out += rect(46, 96, 68, 36, '#eeeeee')
  out += rect(44, 92, 72, 6, '#e0e0e0')
  for (const x of [52, 72, 92]) out += path(archway(x, 132, 16, 28), '#9e9e9e')
  for (const x of [26, 122]) out += path(archway(x, 124, 12, 22), '#9e9e9e')
  // The steps.
  out += rect(12, 132, 136, 6, '#e0e0e0')
  out += rect(4, 138, 152, 6, '#eeeeee')
  return drawing(out, 160, 144)
}

/** One torii gate standing on `foot` about `cx`, `s` its scale: the pillars, the two lintels, the plaque. */
function torii(cx: number, foot: number, s: number): string {
  let out = ''
  for (const side of [-1, 1]) {
    const x = cx + side * 52 * s
    out += rect(x - 7 * s, foot - 108 * s, 14 * s, 108 * s, '#bdbdbd')
    out += rect(x - 9 * s, foot - 10 * s, 18 * s, 10 * s, '#757575')
  }
  out += rect(cx - 68 * s, foot - 86 * s, 136 * s, 8 * s, '#bdbdbd')
  out += rect(cx - 64 * s, foot - 104 * s, 128 * s, 8 * s, '#bdbdbd')
  out += rect(cx - 6 * s, foot - 97 * s, 12 * s, 12 * s, '#e0e0e0')
  out += path(
    `M${f(cx - 78 * s)} ${f(foot - 122 * s)} Q${f(cx)} ${f(foot - 108 * s)} ${f(cx + 78 * s)} ${f(foot - 122 * s)} L${f(cx + 72 * s)} ${f(foot - 104 * s)} Q${f(cx)} ${f(foot - 98 * s)} ${f(cx - 72 * s)} ${f(foot - 104 * s)} Z`,
    '#9e9e9e',
  )
  return out
}

// Fushimi Inari: its tunnel of red torii gates, one behind another, smaller into the distance.
function fushimiInari() {
  let out = ''
  // Seen from the path at a child's eye height: each gate further in is smaller, about the horizon at y 96.
  for (const s of [0.38, 0.5, 0.64, 0.8, 1]) out += torii(100, 96 + 44 * s, s)
  return drawing(out, 200, 140)
}

export const LANDMARK_DOMES_AND_HALLS = {
  'forbidden-city': forbiddenCity(),
  'hagia-sophia': hagiaSophia(),
  'st-peters-basilica': stPeters(),
  'dome-of-the-rock': domeOfTheRock(),
  'westminster-abbey': westminsterAbbey(),
  'windsor-castle': windsorCastle(),
  'sacre-coeur': sacreCoeur(),
  'fushimi-inari': fushimiInari(),
}
