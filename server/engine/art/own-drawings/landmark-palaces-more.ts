import { drawing } from './drawing'
import { archway, f, line, poly } from './landmarks-drawn'

// Palaces, parliaments and castles in their own shape (docs/decisions/0163-palaces-and-world-landmarks-drawn.md):
// where the drawing of their kind (a castle, a church, a Greek temple) missed what people know them by: the White
// House's columned porch under its flag, Buckingham Palace's long front and balcony, the White Tower's four
// capped turrets, St Paul's dome, Parliament's long Gothic front between its two towers, the Capitol's dome,
// Edinburgh Castle on its crag, Neuschwanstein's white spires.

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`
/** A flag on a pole standing on `foot`. */
const flag = (x: number, foot: number, h: number, fill = '#e0e0e0') =>
  line(
    [
      [x, foot],
      [x, foot - h],
    ],
    1.2,
  ) + rect(x, foot - h, Math.max(14, h * 0.6), Math.max(9, h * 0.38), fill)
/** Battlements along the top edge `y` from `x0` to `x1`: merlons `w` wide and `h` tall. */
function battlements(x0: number, x1: number, y: number, w: number, h: number, fill: string): string {
  const p: [number, number][] = [[x0, y]]
  const n = Math.max(1, Math.round((x1 - x0) / (2 * w)))
  const step = (x1 - x0) / (2 * n - 1)
  for (let k = 0; k < 2 * n - 1; k++) {
    const a = x0 + k * step
    const up = k % 2 === 0
    p.push([a, up ? y - h : y], [a + step, up ? y - h : y])
  }
  p.push([x1, y])
  return poly([...p, [x1, y + 1], [x0, y + 1]], fill)
}

// The White House, north front: the long white house with its balustraded roof, the porch of four tall columns
// under a triangular pediment in the middle, the windows in two rows, the flag flying on the roof.
function whiteHouse() {
  let out = ''
  out += flag(100, 22, 20, '#bdbdbd')
  out += rect(10, 30, 180, 80, '#f5f5f5')
  // The balustrade: a band along the roof with its little posts.
  out += rect(8, 22, 184, 8, '#eeeeee')
  let posts = ''
  for (let x = 13; x < 190; x += 6) posts += `M${x} 23 L${x} 29 `
  out += strokes(posts, 0.7)
  out += rect(6, 30, 188, 3, '#e0e0e0')
  // Windows each side of the porch: upper ones under little pediments, lower ones under flat caps.
  for (const x of [20, 38, 56, 130, 148, 166]) {
    out += poly(
      [
        [x - 2, 48],
        [x + 6, 42],
        [x + 14, 48],
      ],
      '#e0e0e0',
    )
    out += rect(x, 49, 12, 16, '#9e9e9e')
    out += rect(x - 1, 76, 14, 3, '#e0e0e0')
    out += rect(x, 80, 12, 18, '#9e9e9e')
  }
  // The porch: pediment, entablature and four columns on the step, the door in the shadow behind.
  out += rect(72, 48, 56, 62, '#e0e0e0')
  out += rect(93, 82, 14, 26, '#757575')
  out += poly(
    [
      [66, 40],
      [100, 16],
      [134, 40],
    ],
    '#f5f5f5',
  )
  out += rect(66, 40, 68, 8, '#eeeeee')
  for (const x of [70, 86, 106, 122]) {
    out += rect(x, 48, 8, 58, '#fafafa')
    out += rect(x - 1.5, 48, 11, 3, '#eeeeee')
  }
  out += rect(62, 106, 76, 4, '#e0e0e0')
  out += rect(56, 110, 88, 4, '#eeeeee')
  out += rect(4, 110, 192, 4, '#e0e0e0')
  return drawing(out, 200, 114)
}

// Buckingham Palace: the long flat front in three storeys of many windows, the middle raised under its pediment
// and the flag, the balcony over the middle arches; the railings and gilded gates in front.
function buckinghamPalace() {
  let out = ''
  out += flag(110, 24, 20, '#bdbdbd')
  out += rect(6, 34, 208, 76, '#eeeeee')
  out += rect(4, 30, 212, 5, '#e0e0e0')
  // The middle: raised a little, four columns, the pediment.
  out += poly(
    [
      [78, 30],
      [110, 16],
      [142, 30],
    ],
    '#f5f5f5',
  )
  out += rect(78, 30, 64, 4, '#e0e0e0')
  for (const x of [80, 132]) out += rect(x, 34, 8, 38, '#f5f5f5')
  // Windows: three rows of many.
  for (let x = 12; x < 210; x += 17) {
    if (x > 76 && x < 140) {
      if (x > 96 && x < 120) continue
      out += rect(x, 38, 9, 12, '#9e9e9e') + rect(x, 56, 9, 13, '#9e9e9e')
      continue
    }
    out += rect(x, 38, 9, 12, '#9e9e9e')
    out += rect(x, 56, 9, 13, '#9e9e9e')
    out += rect(x, 82, 9, 14, '#9e9e9e')
  }
  // The balcony and the three arches under it.
  out += rect(102, 44, 16, 26, '#9e9e9e')
  out += rect(80, 72, 60, 6, '#e0e0e0')
  let rails = ''
  for (let x = 83; x < 139; x += 4) rails += `M${x} 72.5 L${x} 77.5 `
  out += strokes(rails, 0.6)
  for (const x of [88, 104, 120]) out += `<path d="${archway(x, 108, 12, 24)}" fill="#757575"/>`
  out += rect(0, 108, 220, 4, '#e0e0e0')
  // The railings in front, the gates in the middle between their piers.
  let bars = ''
  for (let x = 4; x < 218; x += 4) if (x < 96 || x > 124) bars += `M${x} 124 L${x} 138 `
  out += strokes(`${bars}M2 126 L96 126 M124 126 L218 126`, 0.9)
  out += rect(90, 116, 7, 24, '#bdbdbd') + rect(123, 116, 7, 24, '#bdbdbd')
  out += poly(
    [
      [97, 138],
      [97, 126],
      [110, 120],
      [123, 126],
      [123, 138],
    ],
    '#e0e0e0',
  )
  out += strokes(
    'M110 121 L110 138 M101 126 L101 138 M105 124 L105 138 M115 124 L115 138 M119 126 L119 138',
    0.7,
  )
  out += rect(0, 138, 220, 3, '#bdbdbd')
  return drawing(out, 220, 141)
}

// The Tower of London: the White Tower, a square keep of pale stone with battlements and a turret at each corner,
// three under lead caps and weather vanes, one round; the curtain wall in front.
function towerOfLondon() {
  let out = ''
  // Corner turrets behind the keep's top: square ones capped with a bulb and a vane; the round one at the back.
  const capped = (x: number) =>
    line(
      [
        [x + 7, 12],
        [x + 7, 2],
      ],
      1,
    ) +
    `<path d="M${x} 30 Q${x} 18 ${x + 7} 12 Q${x + 14} 18 ${x + 14} 30 Z" fill="#9e9e9e"/>` +
    rect(x, 30, 14, 30, '#eeeeee')
  out += capped(14) + capped(112)
  out += '<path d="M62 34 Q62 20 70 16 Q78 20 78 34 Z" fill="#9e9e9e"/>'
  out += rect(62, 34, 16, 24, '#eeeeee')
  out += line(
    [
      [70, 16],
      [70, 6],
    ],
    1,
  )
  // The keep.
  out += rect(24, 50, 92, 78, '#f5f5f5')
  out += battlements(24, 116, 50, 5, 6, '#f5f5f5')
  // Its pilasters and two rows of round-headed windows.
  out += strokes('M46 52 L46 128 M70 52 L70 128 M94 52 L94 128')
  for (const x of [31, 53, 77, 101]) {
    out += `<path d="${archway(x, 80, 8, 14)}" fill="#757575"/>`
    out += `<path d="${archway(x, 106, 8, 14)}" fill="#757575"/>`
  }
  // The curtain wall with its battlements and gate.
  out += rect(0, 118, 140, 26, '#e0e0e0')
  out += battlements(0, 140, 118, 4, 5, '#e0e0e0')
  out += `<path d="${archway(60, 144, 20, 20)}" fill="#757575"/>`
  out += strokes('M0 131 L60 131 M80 131 L140 131', 0.6)
  return drawing(out, 140, 144)
}

// St Paul's Cathedral: the great dome on its ring of columns, the lantern and the golden ball and cross on top;
// below it the west front with its two-tier porch and pediment between two baroque towers.
function stPauls() {
  let out = ''
  // The lantern, ball and cross.
  out +=
    line(
      [
        [80, 0],
        [80, 10],
      ],
      1.2,
    ) +
    line(
      [
        [76, 4],
        [84, 4],
      ],
      1.2,
    )
  out += '<circle cx="80" cy="13" r="3.5" fill="#bdbdbd"/>'
  out += rect(75, 16, 10, 16, '#eeeeee')
  // The dome, its ribs, the drum and its colonnade.
  out += '<path d="M50 56 Q50 26 80 26 Q110 26 110 56 Z" fill="#e0e0e0"/>'
  out += strokes('M80 26 L80 56 M67 29 Q62 40 61 56 M93 29 Q98 40 99 56', 0.7)
  out += rect(46, 56, 68, 6, '#eeeeee')
  out += rect(48, 62, 64, 22, '#f5f5f5')
  let cols = ''
  for (let x = 52; x < 110; x += 6) cols += `M${x} 63 L${x} 84 `
  out += strokes(cols, 0.8)
  // The two west towers: tiers, then a bell-shaped top.
  const tower = (x: number) =>
    `<path d="M${x} 70 Q${x} 58 ${x + 8} 54 Q${x + 16} 58 ${x + 16} 70 Z" fill="#e0e0e0"/>` +
    line(
      [
        [x + 8, 54],
        [x + 8, 46],
      ],
      1,
    ) +
    rect(x - 1, 70, 18, 20, '#f5f5f5') +
    `<path d="${archway(x + 4, 86, 8, 12)}" fill="#757575"/>`
  out += tower(20) + tower(124)
  // The front: the body, the two tiers of paired columns, the pediment.
  out += rect(14, 90, 132, 48, '#eeeeee')
  out += poly(
    [
      [50, 92],
      [80, 76],
      [110, 92],
    ],
    '#f5f5f5',
  )
  out += rect(48, 92, 64, 4, '#e0e0e0')
  out += rect(46, 114, 68, 4, '#e0e0e0')
  for (const x of [54, 67, 80, 93, 106]) {
    out += rect(x - 3, 96, 6, 18, '#fafafa')
    out += rect(x - 3, 118, 6, 20, '#fafafa')
  }
  for (const x of [22, 34, 122, 134]) out += `<path d="${archway(x - 4, 130, 8, 14)}" fill="#757575"/>`
  out += rect(10, 138, 140, 4, '#e0e0e0')
  return drawing(out, 160, 142)
}

// The Houses of Parliament: the long Gothic front with its rows of tall windows and pinnacles, Big Ben's clock
// tower at one end, the great square Victoria Tower at the other.
function parliament() {
  let out = ''
  // The Victoria Tower, left: square, with corner pinnacles and the flag.
  out += flag(30, 20, 16, '#bdbdbd')
  out += rect(14, 26, 32, 104, '#e0e0e0')
  out += battlements(14, 46, 26, 5, 6, '#e0e0e0')
  for (const x of [10, 40])
    out += poly(
      [
        [x, 28],
        [x + 4, 10],
        [x + 8, 28],
      ],
      '#bdbdbd',
    )
  for (const y of [40, 70, 100]) out += rect(24, y, 12, 20, '#9e9e9e')
  // Big Ben, right: shaft, clock, belfry and spire.
  out += poly(
    [
      [190, 46],
      [199, 4],
      [208, 46],
    ],
    '#bdbdbd',
  )
  out += rect(188, 46, 22, 8, '#e0e0e0')
  out += rect(186, 54, 26, 24, '#f5f5f5')
  out += '<circle cx="199" cy="66" r="9" fill="#fafafa"/>'
  out += strokes('M199 66 L199 60 M199 66 L203 68', 1)
  out += rect(188, 78, 22, 52, '#e0e0e0')
  out += strokes('M195 82 L195 126 M203 82 L203 126', 0.7)
  // The long front between: a steep roof line, pinnacles along it, two rows of tall windows.
  out += rect(46, 64, 140, 66, '#eeeeee')
  out += rect(46, 60, 140, 5, '#e0e0e0')
  for (let x = 54; x < 184; x += 18)
    out += poly(
      [
        [x - 4, 61],
        [x, 44],
        [x + 4, 61],
      ],
      '#bdbdbd',
    )
  out += rect(104, 52, 18, 12, '#e0e0e0')
  out += poly(
    [
      [104, 52],
      [113, 38],
      [122, 52],
    ],
    '#bdbdbd',
  )
  for (let x = 58; x < 180; x += 18) {
    out += `<path d="${archway(x, 94, 9, 22)}" fill="#9e9e9e"/>`
    out += `<path d="${archway(x, 124, 9, 22)}" fill="#9e9e9e"/>`
  }
  out += rect(8, 130, 208, 4, '#bdbdbd')
  return drawing(out, 220, 134)
}

// The US Capitol: the great white dome in tiers of columns, the statue on its top, over the long building with
// its wings and the pediment on columns in the middle.
function capitol() {
  let out = ''
  // The statue, the lantern, the dome with its ribs and row of little windows.
  out += rect(108, 2, 4, 8, '#bdbdbd')
  out += '<circle cx="110" cy="3" r="2.5" fill="#bdbdbd"/>'
  out += rect(104, 10, 12, 12, '#eeeeee')
  out += '<path d="M80 52 Q80 22 110 22 Q140 22 140 52 Z" fill="#f5f5f5"/>'
  out += strokes('M110 22 L110 52 M97 25 Q92 36 92 52 M123 25 Q128 36 128 52 M84 40 L136 40', 0.7)
  // Two drums of columns under it.
  out += rect(76, 52, 68, 4, '#e0e0e0')
  out += rect(78, 56, 64, 14, '#eeeeee')
  out += rect(70, 70, 80, 4, '#e0e0e0')
  out += rect(72, 74, 76, 18, '#f5f5f5')
  let cols = ''
  for (let x = 82; x < 140; x += 6) cols += `M${x} 57 L${x} 70 `
  for (let x = 76; x < 146; x += 6) cols += `M${x} 75 L${x} 92 `
  out += strokes(cols, 0.8)
  // The building: the wings, their little pediments, the middle portico.
  out += rect(22, 92, 176, 34, '#eeeeee')
  out += rect(20, 88, 180, 5, '#e0e0e0')
  for (const x of [28, 168])
    out += poly(
      [
        [x, 88],
        [x + 12, 78],
        [x + 24, 88],
      ],
      '#f5f5f5',
    )
  for (let x = 28; x < 196; x += 14) {
    if (x > 78 && x < 138) continue
    out += rect(x, 97, 8, 11, '#9e9e9e') + rect(x, 112, 8, 11, '#9e9e9e')
  }
  out += poly(
    [
      [84, 94],
      [110, 80],
      [136, 94],
    ],
    '#fafafa',
  )
  out += rect(84, 94, 52, 4, '#e0e0e0')
  for (const x of [90, 103, 117, 130]) out += rect(x - 3, 98, 6, 24, '#fafafa')
  out += rect(80, 122, 60, 4, '#e0e0e0')
  out += rect(14, 126, 192, 4, '#bdbdbd')
  return drawing(out, 220, 130)
}

// Edinburgh Castle: the castle's walls, barracks and towers along the top of a steep crag of black rock.
function edinburghCastle() {
  let out = ''
  // The buildings on top: a tall block with a flag, long roofs, the round half-moon battery at the front.
  out += flag(58, 22, 16, '#bdbdbd')
  out += rect(40, 22, 34, 30, '#eeeeee')
  out += battlements(40, 74, 22, 7, 8, '#eeeeee')
  out += poly(
    [
      [74, 48],
      [80, 34],
      [132, 34],
      [138, 48],
    ],
    '#bdbdbd',
  )
  out += rect(76, 48, 60, 16, '#eeeeee')
  for (let x = 82; x < 132; x += 10) out += rect(x, 52, 4, 7, '#9e9e9e')
  for (const x of [46, 58]) out += rect(x, 30, 5, 8, '#9e9e9e')
  out += rect(16, 44, 26, 20, '#eeeeee')
  out += poly(
    [
      [16, 44],
      [29, 32],
      [42, 44],
    ],
    '#bdbdbd',
  )
  out += rect(130, 56, 44, 20, '#e0e0e0')
  out += battlements(130, 174, 56, 7, 8, '#e0e0e0')
  out += rect(8, 60, 124, 10, '#e0e0e0')
  out += battlements(8, 132, 60, 7, 8, '#e0e0e0')
  // The crag: steep rock falling away below the walls, its cracks and ledges.
  out += `<path d="M6 68 L178 74 L172 84 L184 92 L180 104 L192 122 L192 150 L0 150 L4 128 L0 112 L10 98 L2 84 Z" fill="#757575"/>`
  out += strokes(
    'M30 72 L22 98 L30 120 M70 72 L76 96 L66 128 M120 74 L112 100 L124 130 M160 76 L166 104 M44 104 L58 112',
    0.9,
  )
  return drawing(out, 192, 150)
}

// Neuschwanstein: the white fairy-tale castle on its wooded crag, a cluster of tall slim towers under pointed
// spires, the high palace block with its steep roof.
function neuschwanstein() {
  let out = ''
  const spire = (x: number, w: number, top: number, foot: number, bottom: number) =>
    poly(
      [
        [x - w / 2 - 1.5, foot],
        [x, top],
        [x + w / 2 + 1.5, foot],
      ],
      '#9e9e9e',
    ) + rect(x - w / 2, foot, w, bottom - foot, '#f5f5f5')
  // The palace block with its steep roof and tall windows, the tallest tower beside it.
  out += poly(
    [
      [50, 46],
      [58, 30],
      [108, 30],
      [116, 46],
    ],
    '#9e9e9e',
  )
  out += rect(50, 46, 66, 70, '#f5f5f5')
  for (const x of [56, 72, 88, 104]) {
    out += `<path d="${archway(x - 2, 72, 10, 18)}" fill="#757575"/>`
    out += `<path d="${archway(x - 2, 100, 10, 18)}" fill="#757575"/>`
  }
  out += spire(124, 14, 6, 36, 116)
  out += `<path d="${archway(120.5, 56, 7, 12)}" fill="#757575"/>`
  out += spire(38, 12, 30, 56, 118)
  out += spire(144, 10, 40, 60, 118)
  out += spire(28, 8, 52, 70, 120)
  out += spire(158, 8, 60, 76, 122)
  // The gatehouse and walls below, then the crag and the trees.
  out += rect(20, 108, 150, 20, '#eeeeee')
  out += battlements(20, 170, 108, 7, 8, '#eeeeee')
  out += `<path d="${archway(88, 128, 12, 14)}" fill="#757575"/>`
  out += `<path d="M0 150 L8 130 L20 124 L172 126 L182 134 L190 150 Z" fill="#bdbdbd"/>`
  return drawing(out, 190, 150)
}

export const LANDMARK_PALACES_MORE = {
  'white-house': whiteHouse(),
  'buckingham-palace': buckinghamPalace(),
  'tower-of-london': towerOfLondon(),
  'st-pauls-cathedral': stPauls(),
  'houses-of-parliament': parliament(),
  'us-capitol': capitol(),
  'edinburgh-castle': edinburghCastle(),
  'neuschwanstein-castle': neuschwanstein(),
}
