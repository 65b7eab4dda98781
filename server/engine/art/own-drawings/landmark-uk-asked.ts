import { drawing } from './drawing'
import { path, rect, strip, strokes, water } from './landmark-shapes'
import { f } from './landmarks-drawn'

// Britain's landmarks teachers and families ask for that were drawn as their kind
// (docs/decisions/0181-landmarks-most-asked.md): Caernarfon's many-sided banded towers, the Uffington White
// Horse on its hill, the Forth Bridge's three cantilevers, Durdle Door's arch in the sea, the Kelpies' two horse
// heads, the Glenfinnan Viaduct's curve of arches with its steam train, Wembley's arch, Eilean Donan on its
// island, Hadrian's Wall over the hills, the Old Man of Hoy and the Twelve Apostles standing in the sea.

/** A castle wall's top from `a` to `b` on `y`: merlons `w` wide, part of the wall's own outline (one region). */
function battlements(a: number, b: number, y: number, w: number, fill: string, bottom: number): string {
  let d = `M${f(a)} ${f(bottom)} L${f(a)} ${f(y)}`
  for (let x = a; x + w <= b + 0.1; x += 2 * w) {
    d += ` L${f(x + w)} ${f(y)} L${f(x + w)} ${f(y + w * 0.8)}`
    if (x + 2 * w <= b + 0.1) d += ` L${f(x + 2 * w)} ${f(y + w * 0.8)} L${f(x + 2 * w)} ${f(y)}`
  }
  return path(`${d} L${f(b)} ${f(y)} L${f(b)} ${f(bottom)} Z`, fill)
}

/** One of Caernarfon's towers: many-sided (a facet line down its front), banded with darker stone, battlemented. */
function polygonTower(x: number, w: number, top: number, foot: number): string {
  let out = battlements(x - w / 2, x + w / 2, top, w / 5, '#e0e0e0', foot)
  out += strokes(
    `M${f(x - w / 6)} ${f(top + 6)} L${f(x - w / 6)} ${f(foot)} M${f(x + w / 6)} ${f(top + 6)} L${f(x + w / 6)} ${f(foot)}`,
    1,
  )
  for (let y = top + 20; y < foot - 6; y += 22) out += rect(x - w / 2, y, w, 5, '#9e9e9e')
  return out
}

// Caernarfon Castle: the long curtain wall by the water, its many-sided towers banded with darker stone, the
// Eagle Tower tallest on the left with its three slim turrets and the Welsh flag.
function caernarfon() {
  let out = water(120, 140, 200)
  out += battlements(20, 186, 62, 6, '#eeeeee', 122)
  // The gatehouse in the middle.
  out += path('M92 122 L92 100 A10 10 0 0 1 112 100 L112 122 Z', '#757575')
  out += polygonTower(140, 26, 50, 122)
  out += polygonTower(180, 24, 56, 122)
  out += polygonTower(84, 24, 54, 122)
  // The Eagle Tower, its turrets and flag.
  for (const x of [16, 28, 40]) out += battlements(x - 4, x + 4, 20, 2, '#e0e0e0', 40)
  out += polygonTower(28, 36, 36, 122)
  out += rect(26.5, 2, 3, 20, '#757575')
  out += path('M29 2 L54 2 L54 20 L29 20 Z', '#eeeeee')
  return drawing(out, 200, 140)
}

// The Uffington White Horse: the long thin chalk horse cut into the green hillside, a beaked head with a round
// eye, a sweeping body, legs apart, the tail trailing.
function uffington() {
  let out = path('M0 136 L0 60 Q60 24 120 28 Q170 32 200 54 L200 136 Z', '#9e9e9e')
  out += strokes('M0 112 Q80 96 200 116', 1)
  const white = '#f5f5f5'
  // The body: one long slim crescent from the rump to the chest.
  out += path('M44 74 Q96 40 152 54 Q156 62 150 64 Q98 56 50 82 Z', white)
  // The neck rising to the beaked head, its round eye, the two ears.
  out += strip(
    [
      [146, 58],
      [158, 44],
      [170, 36],
    ],
    11,
    white,
  )
  out += path('M164 30 Q180 28 198 40 Q182 44 170 46 Z', white)
  out += path('M172 36 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z', '#616161')
  for (const leg of [
    [
      [144, 60],
      [156, 96],
    ],
    [
      [132, 60],
      [124, 96],
    ],
    [
      [62, 70],
      [46, 98],
    ],
    [
      [76, 66],
      [86, 98],
    ],
    [
      [166, 32],
      [162, 20],
    ],
    [
      [174, 30],
      [174, 18],
    ],
  ] as [number, number][][])
    out += strip(leg, 9, white)
  out += strip(
    [
      [46, 76],
      [30, 78],
      [16, 88],
    ],
    7,
    white,
  )
  return drawing(out, 200, 136)
}

/** One of the Forth Bridge's cantilevers round `cx`: a red lattice diamond, its tower rising over the deck. */
function cantilever(cx: number): string {
  let out = path(
    `M${cx - 7} 14 L${cx + 7} 14 L${cx + 36} 56 L${cx + 36} 62 Q${cx + 16} 90 ${cx + 9} 96 L${cx - 9} 96 Q${cx - 16} 90 ${cx - 36} 62 L${cx - 36} 56 Z`,
    '#9e9e9e',
  )
  out += strokes(
    `M${cx - 7} 14 L${cx - 9} 96 M${cx + 7} 14 L${cx + 9} 96 M${cx - 8} 56 L${cx - 26} 76 M${cx - 22} 56 L${cx - 8} 86 M${cx + 8} 56 L${cx + 26} 76 M${cx + 22} 56 L${cx + 8} 86 M${cx - 36} 56 L${cx + 36} 56 M${cx - 36} 62 L${cx + 36} 62`,
    1.6,
  )
  out += rect(cx - 12, 96, 24, 12, '#bdbdbd')
  return out
}

// The Forth Bridge: three red cantilevers, each a diamond of lattice with its tower over the deck, the short
// spans between them, over the firth on stone piers.
function forthBridge() {
  let out = water(104, 124, 200)
  out += rect(0, 56, 200, 6, '#bdbdbd')
  for (const cx of [38, 100, 162]) out += cantilever(cx)
  return drawing(out, 200, 124)
}

// Durdle Door: the limestone headland sloping down into the sea through its great arch, the shingle beach curving
// in front.
function durdleDoor() {
  let out = water(96, 136, 200)
  out += path('M0 100 L0 36 Q40 30 76 44 Q120 60 150 78 Q166 88 176 100 Z', '#bdbdbd')
  out += path('M106 100 Q106 72 128 68 Q148 70 152 100 Z', '#e0e0e0')
  out += strokes('M20 48 Q50 46 80 58 M30 70 Q60 70 96 80', 1.2)
  out += path('M0 136 L0 118 Q60 108 120 120 Q160 128 200 136 Z', '#eeeeee')
  return drawing(out, 200, 136)
}

/** A Kelpie: a horse's head and neck of steel plates, `up` raised to the sky or lowered, facing `dir`. */
function kelpie(x: number, dir: 1 | -1, up: boolean): string {
  const p = (dx: number, y: number) => `${f(x + dx * dir)} ${f(y)}`
  const d = up
    ? `M${p(-18, 150)} L${p(-16, 90)} Q${p(-14, 50)} ${p(4, 30)} L${p(10, 14)} L${p(16, 22)} L${p(40, 6)} Q${p(50, 10)} ${p(44, 20)} L${p(26, 44)} Q${p(16, 60)} ${p(20, 90)} L${p(26, 150)} Z`
    : `M${p(-18, 150)} L${p(-16, 100)} Q${p(-14, 60)} ${p(10, 50)} L${p(14, 40)} L${p(20, 48)} Q${p(36, 54)} ${p(46, 84)} L${p(50, 100)} Q${p(44, 108)} ${p(36, 100)} L${p(24, 80)} Q${p(18, 100)} ${p(24, 150)} Z`
  let out = path(d, '#bdbdbd')
  // The plates: lines across the neck, the eye.
  out += strokes(
    `M${p(-16, 130)} L${p(24, 130)} M${p(-16, 110)} L${p(22, 110)} M${p(-15, 90)} L${p(20, 90)}`,
    1.2,
  )
  const [ex, ey] = up ? [16, 30] : [22, 58]
  out += path(`M${p(ex - 3, ey)} L${p(ex + 3, ey - 2)} L${p(ex + 2, ey + 2)} Z`, '#616161')
  return out
}

// The Kelpies: two giant steel horse heads by the canal, one rearing to the sky, one bowed, facing each other.
function kelpies() {
  let out = water(148, 160, 200)
  out += rect(0, 142, 200, 8, '#e0e0e0')
  out += kelpie(56, 1, true)
  out += kelpie(150, -1, false)
  return drawing(out, 200, 160)
}

// The Glenfinnan Viaduct: the curve of tall stone arches across the glen, the steam train crossing on top with
// its smoke, the hills behind.
function glenfinnan() {
  let out = path('M0 70 Q40 40 90 56 Q140 30 200 60 L200 140 L0 140 Z', '#bdbdbd')
  const deck = (x: number) => 84 + 12 * ((x - 100) / 100) ** 2
  let d = `M0 ${f(deck(0))}`
  for (let x = 10; x <= 200; x += 10) d += ` L${x} ${f(deck(x))}`
  d += ' L200 140'
  const span = 25
  for (let k = 7; k >= 0; k--) {
    const a = k * span + 4
    const b = a + span - 8
    const foot = 140
    const spring = deck(a) + 18
    d += ` L${f(b)} ${foot} L${f(b)} ${f(spring)} A${f((b - a) / 2)} ${f((b - a) / 2)} 0 0 0 ${f(a)} ${f(spring)} L${f(a)} ${foot}`
  }
  d += ' L0 140 Z'
  out += path(d, '#eeeeee')
  // The train: engine with its funnel, two carriages, the smoke.
  const on = (x: number) => deck(x) - 1
  out += path(
    `M108 ${f(on(108))} L108 ${f(on(108) - 22)} L126 ${f(on(126) - 22)} L126 ${f(on(126))} Z`,
    '#757575',
  )
  out += rect(126, on(126) - 16, 30, 16, '#757575')
  out += rect(144, on(146) - 26, 8, 10, '#757575')
  for (const x of [48, 78]) out += rect(x, on(x) - 18, 28, 18, '#bdbdbd')
  out += path(
    'M142 52 Q136 40 150 38 Q156 28 168 34 Q180 30 182 42 Q190 48 180 54 Q168 58 156 54 Q144 58 142 52 Z',
    '#f5f5f5',
  )
  return drawing(out, 200, 140)
}

// Wembley Stadium: the low bowl of the stadium under its roof, the great white arch soaring over it with the
// cables hanging from it.
function wembley() {
  let out = path('M4 136 L4 108 Q100 92 196 108 L196 136 Z', '#e0e0e0')
  out += path('M4 108 Q100 92 196 108 L192 116 Q100 102 8 116 Z', '#bdbdbd')
  out += strokes('M6 126 Q100 112 194 126', 1.2)
  out += strokes('M70 100 L76 40 M100 98 L100 20 M130 100 L124 40', 0.8)
  const arch: [number, number][] = []
  for (let x = 36; x <= 164; x += 8) arch.push([x, 104 - 92 * (1 - ((x - 100) / 64) ** 2)])
  out += strip(arch, 7, '#f5f5f5')
  return drawing(out, 200, 136)
}

// Eilean Donan: the stone castle on its little island in the loch, the arched bridge reaching it from the shore,
// the mountains behind.
function eileanDonan() {
  let out = path('M0 90 L40 40 L76 74 L120 30 L170 70 L200 52 L200 96 L0 96 Z', '#bdbdbd')
  out += water(96, 136, 200)
  out += path('M90 104 Q94 92 120 90 Q150 90 168 104 Z', '#9e9e9e')
  // The bridge on three arches from the left shore.
  let arches = 'M0 96 L96 92 L96 104'
  for (const a of [74, 46, 18]) arches += ` L${a + 20} 104 A10 10 0 0 0 ${a} 104`
  out += path(`${arches} L0 104 Z`, '#e0e0e0')
  // The keep and the lower walls.
  out += battlements(96, 166, 70, 5, '#eeeeee', 96)
  out += battlements(112, 146, 40, 5, '#e0e0e0', 72)
  out += rect(122, 50, 7, 10, '#757575') + rect(134, 50, 7, 10, '#757575')
  out += path('M104 96 L104 84 A4 4 0 0 1 112 84 L112 96 Z', '#757575')
  return drawing(out, 200, 136)
}

// Hadrian's Wall: the Roman stone wall running up and down over the ridges of the hills, a milecastle on it.
function hadriansWall() {
  let out = path('M0 70 Q30 56 60 68 Q100 40 140 62 Q170 48 200 58 L200 136 L0 136 Z', '#bdbdbd')
  const ridge = (x: number) =>
    66 + 10 * Math.sin(x / 22) - (x > 60 && x < 140 ? 12 * Math.sin(((x - 60) / 80) * Math.PI) : 0)
  const top: [number, number][] = []
  for (let x = 0; x <= 200; x += 10) top.push([x, ridge(x) + 10])
  let d = `M${top.map(([x, y]) => `${x} ${f(y)}`).join(' L')}`
  d += ` L200 ${f(ridge(200) + 24)}`
  for (let x = 200; x >= 0; x -= 10) d += ` L${x} ${f(ridge(x) + 24)}`
  out += path(`${d} Z`, '#eeeeee')
  let stones = ''
  for (let x = 8; x < 200; x += 14) stones += `M${x} ${f(ridge(x) + 12)} L${x} ${f(ridge(x) + 22)} `
  out += strokes(stones, 1)
  // The milecastle: a small walled square on the wall, its gate.
  out += battlements(120, 146, ridge(133) - 8, 4, '#e0e0e0', ridge(133) + 26)
  out += path(
    `M128 ${f(ridge(133) + 26)} L128 ${f(ridge(133) + 14)} A5 5 0 0 1 138 ${f(ridge(133) + 14)} L138 ${f(ridge(133) + 26)} Z`,
    '#757575',
  )
  out += path('M0 136 L0 110 Q100 96 200 116 L200 136 Z', '#e0e0e0')
  return drawing(out, 200, 136)
}

/** A sea stack from `x0` to `x1` at its foot on `foot`, `h` tall, its rock in layers. */
function stack(x0: number, x1: number, foot: number, h: number, fill: string): string {
  const w = x1 - x0
  let out = path(
    `M${f(x0)} ${f(foot)} L${f(x0 + w * 0.12)} ${f(foot - h * 0.6)} L${f(x0 + w * 0.2)} ${f(foot - h)} L${f(x1 - w * 0.22)} ${f(foot - h)} L${f(x1 - w * 0.1)} ${f(foot - h * 0.5)} L${f(x1)} ${f(foot)} Z`,
    fill,
  )
  let layers = ''
  for (let t = 0.25; t < 0.9; t += 0.25)
    layers += `M${f(x0 + w * 0.1)} ${f(foot - h * t)} L${f(x1 - w * 0.12)} ${f(foot - h * t)} `
  out += strokes(layers, 1.2)
  return out
}

// The Old Man of Hoy: the tall thin pillar of layered red sandstone standing in the sea beside the high cliffs.
function oldManOfHoy() {
  let out = water(150, 170, 120)
  out += path('M120 170 L120 40 L96 48 L88 80 L92 120 L84 150 L84 170 Z', '#9e9e9e')
  out += stack(30, 58, 152, 128, '#bdbdbd')
  return drawing(out, 120, 170)
}

// The Twelve Apostles: limestone stacks standing in a row in the surf off the tall cliffs of the coast.
function twelveApostles() {
  let out = water(108, 136, 200)
  out += path('M0 136 L0 30 L34 34 L44 70 L40 108 L52 136 Z', '#9e9e9e')
  out += stack(70, 96, 112, 64, '#bdbdbd')
  out += stack(110, 130, 112, 46, '#bdbdbd')
  out += stack(142, 170, 114, 72, '#bdbdbd')
  out += stack(180, 196, 116, 36, '#bdbdbd')
  out += strokes('M60 124 Q70 120 80 124 M120 128 Q132 124 144 128 M160 122 Q172 118 184 122', 1.2)
  return drawing(out, 200, 136)
}

export const LANDMARK_UK_ASKED = {
  'caernarfon-castle': caernarfon(),
  'uffington-white-horse': uffington(),
  'forth-bridge': forthBridge(),
  'durdle-door': durdleDoor(),
  'kelpies-sculpture': kelpies(),
  'glenfinnan-viaduct': glenfinnan(),
  'wembley-stadium': wembley(),
  'eilean-donan': eileanDonan(),
  'hadrians-wall': hadriansWall(),
  'hoy-sea-stack': oldManOfHoy(),
  'twelve-apostles': twelveApostles(),
}
