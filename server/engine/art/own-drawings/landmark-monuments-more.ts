import { drawing } from './drawing'
import { archway, f, line, poly } from './landmarks-drawn'

// Monuments and places the world names, in their own shape (docs/decisions/0163-palaces-and-world-landmarks-drawn.md):
// the Louvre's glass pyramid before the palace, the Brandenburg Gate's columns under the four-horse chariot,
// Nelson's Column and its lions, Chichen Itza's stepped pyramid, Mont-Saint-Michel's abbey spire over its island
// town, the Liberty Bell and its crack, the Temple of Heaven's three round roofs, the Alamo's curved front.

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`

// The Louvre: the glass pyramid, its panes a diamond grid, before the long palace with its tall roofs; a small
// pyramid each side.
function louvre() {
  let out = ''
  // The palace behind: two wings with steep roofs and rows of windows.
  for (const x0 of [2, 140]) {
    out += poly(
      [
        [x0, 52],
        [x0 + 8, 40],
        [x0 + 50, 40],
        [x0 + 58, 52],
      ],
      '#bdbdbd',
    )
    out += rect(x0, 52, 58, 52, '#eeeeee')
    for (let x = x0 + 6; x < x0 + 50; x += 17)
      out += rect(x, 58, 11, 16, '#9e9e9e') + rect(x, 82, 11, 16, '#9e9e9e')
  }
  // The glass pyramid and its grid of panes.
  const [l, r, apex, foot] = [48, 152, 22, 108]
  out += poly(
    [
      [l, foot],
      [100, apex],
      [r, foot],
    ],
    '#f5f5f5',
  )
  let grid = ''
  for (let k = 1; k < 6; k++) {
    // Lines parallel to each slope, from the base to the other slope.
    const t = k / 6
    const bx = l + (r - l) * t
    grid += `M${f(bx)} ${foot} L${f(100 + (r - 100) * t)} ${f(apex + (foot - apex) * t)} `
    grid += `M${f(bx)} ${foot} L${f(l + (100 - l) * t)} ${f(foot - (foot - apex) * t)} `
  }
  out += strokes(grid, 0.8)
  // The small pyramids.
  for (const x of [22, 178])
    out += poly(
      [
        [x - 14, foot + 14],
        [x, foot - 4],
        [x + 14, foot + 14],
      ],
      '#f5f5f5',
    )
  out += rect(0, 122, 200, 4, '#bdbdbd')
  out += rect(40, 108, 120, 14, '#e0e0e0')
  return drawing(out, 200, 126)
}

// The Brandenburg Gate: six great columns and the five passages between them, the entablature and the stepped
// attic, the chariot with its four horses and the goddess holding up her standard on top.
function brandenburgGate() {
  let out = ''
  // The quadriga: the goddess and her staff, the chariot, four horses' heads and forelegs in a row.
  out += line(
    [
      [100, 42],
      [100, 4],
    ],
    1.4,
  )
  out += '<circle cx="100" cy="8" r="5" fill="#bdbdbd"/>'
  out += '<circle cx="90" cy="20" r="4" fill="#e0e0e0"/>'
  out += poly(
    [
      [86, 24],
      [94, 24],
      [97, 40],
      [83, 40],
    ],
    '#e0e0e0',
  )
  out += poly(
    [
      [78, 34],
      [102, 34],
      [104, 46],
      [76, 46],
    ],
    '#bdbdbd',
  )
  // The horses: heads on arched necks, two each side of the chariot, looking out.
  for (const x of [52, 66, 134, 148]) {
    const s = x < 100 ? -1 : 1
    out += poly(
      [
        [x - s * 4, 46],
        [x - s * 4, 30],
        [x + s * 2, 18],
        [x + s * 4, 12],
        [x + s * 12, 16],
        [x + s * 13, 22],
        [x + s * 6, 24],
        [x + s * 8, 46],
      ],
      '#9e9e9e',
    )
  }
  out += rect(40, 44, 120, 6, '#bdbdbd')
  // The attic, stepped, and the entablature with its band of metopes.
  out += rect(34, 50, 132, 16, '#eeeeee')
  out += rect(14, 66, 172, 14, '#e0e0e0')
  let metopes = ''
  for (let x = 20; x < 184; x += 10) metopes += `M${x} 68 L${x} 78 `
  out += strokes(metopes, 0.7)
  // Six columns on their bases.
  for (const x of [18, 48, 78, 112, 142, 172]) {
    out += rect(x - 6, 80, 12, 52, '#f5f5f5')
    out += rect(x - 8, 80, 16, 4, '#eeeeee')
  }
  out += rect(8, 132, 184, 6, '#bdbdbd')
  return drawing(out, 200, 138)
}

// Nelson's Column: the tall column on its great square plinth, Nelson standing on the capital in his hat, the
// bronze lions lying at the foot.
function nelsonsColumn() {
  let out = ''
  // Nelson: hat, head, coat, on the drum above the capital.
  out += poly(
    [
      [52, 8],
      [60, 2],
      [68, 8],
      [60, 10],
    ],
    '#757575',
  )
  out += '<circle cx="60" cy="13" r="4" fill="#e0e0e0"/>'
  out += poly(
    [
      [54, 17],
      [66, 17],
      [68, 36],
      [52, 36],
    ],
    '#bdbdbd',
  )
  out += rect(52, 36, 16, 5, '#e0e0e0')
  // The capital's leaves, the shaft and its flutes.
  out += poly(
    [
      [46, 41],
      [74, 41],
      [68, 54],
      [52, 54],
    ],
    '#e0e0e0',
  )
  out += rect(52, 54, 16, 120, '#f5f5f5')
  out += strokes('M56.5 56 L56.5 172 M60 56 L60 172 M63.5 56 L63.5 172', 0.6)
  // The plinth and its steps, with the bronze panel.
  out += rect(44, 172, 32, 6, '#e0e0e0')
  out += rect(38, 178, 44, 38, '#eeeeee')
  out += rect(46, 186, 28, 20, '#bdbdbd')
  out += rect(30, 216, 60, 6, '#e0e0e0')
  out += rect(22, 222, 76, 6, '#eeeeee')
  // The lions: each lying on its plinth, head up with its mane, paws in front.
  const lion = (x: number, s: number) => {
    const p = (dx: number, dy: number): [number, number] => [x + s * dx, 212 + dy]
    // The haunch and back, low at the tail end, rising to the shoulders; the paws stretched out in front.
    let t = poly([p(0, 0), p(0, -8), p(6, -13), p(14, -12), p(24, -16), p(32, -18), p(34, 0)], '#bdbdbd')
    t += poly([p(30, 0), p(30, -5), p(50, -5), p(50, 0)], '#bdbdbd')
    // The mane, a ring of tufts round the face, and the face.
    const [mx, my] = [x + s * 36, 194]
    let mane = ''
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6
      const b = ((k + 0.5) * Math.PI) / 6
      mane += `${k ? 'L' : 'M'}${f(mx + 11 * Math.cos(a))} ${f(my + 11 * Math.sin(a))} L${f(mx + 8 * Math.cos(b))} ${f(my + 8 * Math.sin(b))} `
    }
    t += `<path d="${mane}Z" fill="#9e9e9e"/>`
    t += `<circle cx="${f(mx + s * 1.5)}" cy="${my + 1}" r="6" fill="#e0e0e0"/>`
    t += `<path d="M${f(x - s * 2)} 204 Q${f(x - s * 10)} 200 ${f(x - s * 8)} 194" fill="none" stroke="#000" stroke-width="1.2"/>`
    t += rect(Math.min(x, x + s * 52) - 2, 212, 56, 10, '#e0e0e0')
    return t
  }
  out += lion(-30, 1) + lion(150, -1)
  return drawing(out, 120, 228)
}

// Chichen Itza's El Castillo: the nine stepped terraces, the wide stair up the middle between its balustrades,
// the feathered serpents' heads at its foot, the temple with its doors on top.
function chichenItza() {
  let out = ''
  const tiers = 9
  const [foot, top, half0, half1] = [118, 40, 86, 36]
  const h = (foot - top) / tiers
  const side: [number, number][] = []
  let edges = ''
  for (let k = 0; k < tiers; k++) {
    const y = foot - k * h
    const w = half0 - ((half0 - half1) * k) / (tiers - 1)
    side.push([90 - w, y], [90 - w + 3, y - h])
    edges += `M${f(90 - w)} ${f(y)} L${f(90 + w)} ${f(y)} `
  }
  out += poly([...side, ...side.map(([x, y]) => [180 - x, y] as [number, number]).reverse()], '#eeeeee')
  out += strokes(edges, 1)
  // The temple on top with its three doors.
  out += rect(64, 18, 52, 22, '#f5f5f5')
  out += rect(60, 14, 60, 6, '#e0e0e0')
  for (const x of [70, 85, 100]) out += rect(x, 26, 10, 14, '#757575')
  // The stair: a band up the middle, the steps as lines, balustrades each side.
  out += poly(
    [
      [72, foot],
      [80, top],
      [100, top],
      [108, foot],
    ],
    '#f5f5f5',
  )
  let steps = ''
  for (let y = top + 4; y < foot; y += 4) {
    const t = (y - top) / (foot - top)
    steps += `M${f(80 - 8 * t)} ${y} L${f(100 + 8 * t)} ${y} `
  }
  out += strokes(steps, 0.6)
  for (const s of [-1, 1])
    out += poly(
      [
        [90 + s * 18, foot],
        [90 + s * 10, top],
        [90 + s * 13, top],
        [90 + s * 22, foot],
      ],
      '#bdbdbd',
    )
  // The serpents' heads at the foot of the balustrades.
  for (const s of [-1, 1])
    out += `<ellipse cx="${90 + s * 22}" cy="${foot - 4}" rx="8" ry="5" fill="#9e9e9e"/>`
  out += rect(0, foot, 180, 4, '#bdbdbd')
  return drawing(out, 180, 122)
}

// Mont-Saint-Michel: the rocky island town climbing to the abbey, its church's tall spire with Saint Michael on the
// tip; the ramparts round the foot.
function montSaintMichel() {
  let out = ''
  // The spire and the church on the summit.
  out += line(
    [
      [96, 10],
      [96, 2],
    ],
    1.2,
  )
  out += poly(
    [
      [90, 46],
      [96, 10],
      [102, 46],
    ],
    '#bdbdbd',
  )
  out += rect(88, 46, 16, 18, '#e0e0e0')
  out += poly(
    [
      [60, 66],
      [66, 56],
      [126, 56],
      [132, 66],
    ],
    '#9e9e9e',
  )
  out += rect(60, 66, 72, 22, '#eeeeee')
  for (const x of [66, 80, 108, 120]) out += `<path d="${archway(x, 84, 7, 14)}" fill="#757575"/>`
  // The abbey's walls falling down the rock, the rock.
  out += poly(
    [
      [40, 120],
      [56, 88],
      [136, 88],
      [150, 120],
    ],
    '#e0e0e0',
  )
  let tall = ''
  for (const x of [66, 82, 98, 114, 128]) tall += `M${x} 92 L${x} 116 `
  out += strokes(tall, 0.7)
  out += `<path d="M10 150 Q24 120 40 118 L150 118 Q170 124 184 150 Z" fill="#bdbdbd"/>`
  // The houses of the town on the slope, their roofs.
  for (const [x, y] of [
    [26, 134],
    [46, 126],
    [140, 128],
    [160, 136],
  ]) {
    out += poly(
      [
        [x - 8, y],
        [x, y - 8],
        [x + 8, y],
      ],
      '#9e9e9e',
    )
    out += rect(x - 7, y, 14, 10, '#eeeeee')
  }
  // The ramparts round the foot, with their towers.
  out += rect(4, 146, 186, 12, '#e0e0e0')
  for (const x of [4, 60, 120, 176]) out += rect(x, 140, 12, 18, '#eeeeee')
  out += rect(0, 158, 194, 4, '#bdbdbd')
  return drawing(out, 194, 162)
}

// The Liberty Bell: the bell hanging from its wooden yoke, the band of lettering round its shoulder, the famous
// crack running up from the lip.
function libertyBell() {
  let out = ''
  out += rect(14, 6, 92, 14, '#bdbdbd')
  out += strokes('M20 13 L100 13', 0.6)
  out += rect(54, 20, 12, 10, '#9e9e9e')
  out += `<path d="M36 40 Q36 28 60 28 Q84 28 84 40 L88 86 Q90 102 104 110 L104 116 L16 116 L16 110 Q30 102 32 86 Z" fill="#e0e0e0"/>`
  out += strokes('M35 46 L85 46 M35 54 L85 54 M20 108 L100 108', 0.8)
  // The crack: a jagged dark strip from the lip up the side.
  out += poly(
    [
      [52, 116],
      [49, 100],
      [53, 88],
      [50, 74],
      [53, 64],
      [55, 64],
      [53, 74],
      [57, 88],
      [54, 100],
      [57, 116],
    ],
    '#424242',
  )
  return drawing(out, 120, 118)
}

// The Temple of Heaven: the round hall under three tiers of round roofs, the gilded knob on top, on its three
// white marble terraces with their railings.
function templeOfHeaven() {
  let out = ''
  const roof = (w: number, y: number, h: number) =>
    `<path d="M${80 - w} ${y} Q${80 - w * 0.7} ${y - h * 0.35} ${80 - w * 0.45} ${y - h} L${80 + w * 0.45} ${y - h} Q${80 + w * 0.7} ${y - h * 0.35} ${80 + w} ${y} Z" fill="#bdbdbd"/>`
  const body = (w: number, y0: number, y1: number) => {
    let t = rect(80 - w, y0, w * 2, y1 - y0, '#eeeeee')
    let d = ''
    for (let x = 80 - w + 6; x < 80 + w; x += 8) d += `M${f(x)} ${y0} L${f(x)} ${y1} `
    t += strokes(d, 0.6)
    return t
  }
  out += '<circle cx="80" cy="8" r="5" fill="#bdbdbd"/>'
  out += rect(78, 12, 4, 6, '#bdbdbd')
  out += roof(26, 36, 18)
  out += body(20, 36, 48)
  out += roof(38, 66, 20)
  out += body(30, 66, 78)
  out += roof(50, 98, 22)
  out += body(40, 98, 124)
  out += rect(72, 106, 16, 18, '#757575')
  // The terraces, each with its railing.
  for (const [w, y] of [
    [52, 124],
    [64, 134],
    [76, 144],
  ] as const) {
    out += rect(80 - w, y, w * 2, 10, '#f5f5f5')
    let posts = ''
    for (let x = 80 - w + 4; x < 80 + w; x += 6) posts += `M${x} ${y + 1} L${x} ${y + 5} `
    out += strokes(`${posts}M${80 - w} ${y + 5} L${80 + w} ${y + 5}`, 0.6)
  }
  return drawing(out, 160, 154)
}

// The Alamo: the old mission church's stone front with its curved hump of a top, the arched door between pairs of
// columns, the niches and the windows above.
function alamo() {
  let out = ''
  out += `<path d="M10 110 L10 40 L56 40 Q60 22 68 16 Q80 6 92 16 Q100 22 104 40 L150 40 L150 110 Z" fill="#eeeeee"/>`
  out += rect(8, 36, 144, 5, '#e0e0e0')
  out += rect(8, 74, 144, 4, '#e0e0e0')
  // The door and its columns, the window over it, the niches each side.
  out += `<path d="${archway(66, 110, 28, 30)}" fill="#757575"/>`
  for (const x of [52, 60, 100, 108])
    out += rect(x - 2.5, 78, 5, 32, '#f5f5f5') + rect(x - 2.5, 44, 5, 28, '#f5f5f5')
  out += `<path d="${archway(72, 66, 16, 18)}" fill="#9e9e9e"/>`
  for (const x of [24, 124]) {
    out += `<path d="${archway(x, 104, 12, 20)}" fill="#9e9e9e"/>`
    out += `<path d="${archway(x, 66, 12, 18)}" fill="#9e9e9e"/>`
  }
  out += rect(4, 110, 152, 4, '#bdbdbd')
  return drawing(out, 160, 114)
}

export const LANDMARK_MONUMENTS_MORE = {
  'louvre-pyramid': louvre(),
  'brandenburg-gate': brandenburgGate(),
  'nelsons-column': nelsonsColumn(),
  'chichen-itza': chichenItza(),
  'mont-saint-michel': montSaintMichel(),
  'liberty-bell': libertyBell(),
  'temple-of-heaven': templeOfHeaven(),
  alamo: alamo(),
}
