import { drawing } from './drawing'
import { along, f, line, poly } from './landmarks-drawn'

// More of the world's landmarks in their own shape (docs/decisions/0163-palaces-and-world-landmarks-drawn.md), each
// by the one shape people know it by: the London Eye's wheel of capsules on its leaning legs, the Gherkin's
// rounded glass bullet, the Petronas Towers and their sky bridge, the Atomium's nine balls, the Sydney Harbour
// Bridge's arch between its stone pylons.

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`

// The London Eye: a huge thin wheel with its egg-shaped capsules clipped outside the rim, the cable spokes to
// the hub, held from one side by the two legs of an A-frame leaning out over the river wall.
function londonEye() {
  const [cx, cy, r] = [80, 78, 66]
  let out = ''
  // The A-frame: two legs from the hub down to the bank, on the left.
  out += poly(
    [
      [cx - 2, cy - 3],
      [cx + 2, cy + 3],
      [30, 160],
      [20, 160],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [cx - 2, cy - 3],
      [cx + 2, cy + 3],
      [62, 160],
      [52, 160],
    ],
    '#bdbdbd',
  )
  // The rim: a ring, the spokes inside it.
  out += `<path d="M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z M${cx - r + 5} ${cy} A${r - 5} ${r - 5} 0 1 1 ${cx + r - 5} ${cy} A${r - 5} ${r - 5} 0 1 1 ${cx - r + 5} ${cy} Z" fill="#e0e0e0" fill-rule="evenodd"/>`
  let spokes = ''
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8
    spokes += `M${f(cx + 6 * Math.cos(a))} ${f(cy + 6 * Math.sin(a))} L${f(cx + (r - 5) * Math.cos(a))} ${f(cy + (r - 5) * Math.sin(a))} `
  }
  out += strokes(spokes, 0.6)
  out += `<circle cx="${cx}" cy="${cy}" r="7" fill="#bdbdbd"/>`
  // The capsules, each an egg on the outside of the rim.
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8 + Math.PI / 16
    const [x, y] = [cx + (r + 5) * Math.cos(a), cy + (r + 5) * Math.sin(a)]
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="4.5" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})" fill="#f5f5f5"/>`
  }
  // The river wall it stands on.
  out += rect(0, 158, 160, 8, '#9e9e9e')
  return drawing(out, 160, 166)
}

// The Gherkin: the rounded glass bullet of 30 St Mary Axe, widest a third of the way up, its glass crossed by the
// dark spiral bands that wind round it, the little dome on top.
function gherkin() {
  let out = ''
  // Round at the top like an egg, tapering a little to its foot.
  const half = (y: number) =>
    y < 70 ? 36 * Math.sqrt(Math.max(0, 1 - ((70 - y) / 60) ** 2)) : 36 - (y - 70) * 0.1
  const side: [number, number][] = []
  for (let y = 170; y > 10; y -= 2) side.push([50 + half(y), y])
  const outline = [
    ...side,
    [50, 10] as [number, number],
    ...side.map(([x, y]) => [100 - x, y] as [number, number]).reverse(),
  ]
  out += poly(outline, '#e0e0e0')
  // The spiral bands: curves across the body one way, and floor lines.
  let bands = ''
  for (let k = -4; k < 6; k++) {
    const pts: string[] = []
    for (let y = 168; y >= 14; y -= 4) {
      const t = (170 - y) / 150
      const u = Math.sin((t * 2.2 + k * 0.45) * Math.PI)
      const x = 50 + half(y) * 0.95 * u
      pts.push(`${f(x)} ${y}`)
    }
    bands += `M${pts.join(' L')} `
  }
  out += `<path d="${bands}" fill="none" stroke="#000" stroke-width="1.1"/>`
  out += rect(10, 168, 80, 4, '#bdbdbd')
  return drawing(out, 100, 172)
}

// The Petronas Towers: two tall twin towers of stacked, narrowing tiers ending in a long spire, joined by the sky
// bridge high up.
function petronas() {
  let out = ''
  const tower = (x: number) => {
    let t = ''
    t += line(
      [
        [x, 30],
        [x, 2],
      ],
      1.4,
    )
    const tiers: [number, number, number][] = [
      [22, 190, 86],
      [19, 86, 64],
      [16, 64, 50],
      [12, 50, 40],
      [8, 40, 32],
    ]
    for (const [w, y1, y0] of tiers) t += rect(x - w, y0, w * 2, y1 - y0, '#e0e0e0')
    let d = ''
    for (let y = 100; y < 186; y += 12) d += `M${x - 22} ${y} L${x + 22} ${y} `
    d += `M${x - 8} 86 L${x - 8} 190 M${x + 8} 86 L${x + 8} 190`
    t += strokes(d, 0.7)
    return t
  }
  out += tower(34) + tower(114)
  // The sky bridge and the struts under it.
  out += rect(56, 108, 36, 8, '#bdbdbd')
  out += strokes('M56 134 L74 116 M92 134 L74 116', 1.4)
  out += rect(4, 190, 140, 4, '#9e9e9e')
  return drawing(out, 148, 194)
}

// The Atomium: nine great steel balls, a cube of them standing on a corner with one in the middle, joined by
// tubes, the lowest on its three legs.
function atomium() {
  const balls: [number, number][] = [
    [80, 18],
    [36, 58],
    [124, 58],
    [80, 78],
    [80, 112],
    [36, 132],
    [124, 132],
    [80, 172],
    [80, 144],
  ]
  const tubes: [number, number][] = [
    [0, 1],
    [0, 2],
    [0, 4],
    [1, 3],
    [2, 3],
    [1, 5],
    [2, 6],
    [3, 4],
    [4, 8],
    [5, 7],
    [6, 7],
    [1, 4],
    [2, 4],
    [4, 5],
    [4, 6],
    [3, 8],
  ]
  let out = ''
  // The legs under the bottom ball.
  out += poly(
    [
      [70, 176],
      [74, 178],
      [46, 206],
      [40, 206],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [90, 176],
      [86, 178],
      [114, 206],
      [120, 206],
    ],
    '#bdbdbd',
  )
  for (const [a, b] of tubes) {
    const [[x0, y0], [x1, y1]] = [balls[a], balls[b]]
    const len = Math.hypot(x1 - x0, y1 - y0)
    const [nx, ny] = [(-(y1 - y0) / len) * 3.5, ((x1 - x0) / len) * 3.5]
    out += poly(
      [
        [x0 + nx, y0 + ny],
        [x1 + nx, y1 + ny],
        [x1 - nx, y1 - ny],
        [x0 - nx, y0 - ny],
      ],
      '#bdbdbd',
    )
  }
  // The balls, the back ones first, each with a band round its middle.
  for (const k of [8, 3, 0, 1, 2, 4, 5, 6, 7]) {
    const [x, y] = balls[k]
    const r = k === 8 || k === 3 ? 13 : 16
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#eeeeee"/>`
    out += strokes(`M${x - r} ${y} Q${x} ${y + r * 0.45} ${x + r} ${y}`, 0.8)
  }
  out += rect(30, 206, 100, 4, '#9e9e9e')
  return drawing(out, 160, 210)
}

// The Sydney Harbour Bridge: the great steel arch with its criss-crossed truss, the road deck hung across it at
// half height, a square stone pylon at each end.
function harbourBridge() {
  let out = ''
  const top = (x: number) => 92 - 70 * (1 - ((x - 120) / 92) ** 2)
  const low = (x: number) => 100 - 56 * (1 - ((x - 120) / 88) ** 2)
  const upper: [number, number][] = []
  const lower: [number, number][] = []
  for (let x = 28; x <= 212; x += 4) upper.push([x, top(x)])
  for (let x = 212; x >= 28; x -= 4) lower.push([x, Math.max(top(x) + 4, low(x))])
  out += poly([...upper, ...lower], '#e0e0e0')
  // The truss: uprights and diagonals between the two chords.
  let truss = ''
  for (let x = 36; x < 208; x += 8) {
    truss += `M${x} ${f(top(x))} L${x} ${f(Math.max(top(x) + 4, low(x)))} `
    truss += `M${x} ${f(top(x))} L${x + 8} ${f(Math.max(top(x + 8) + 4, low(x + 8)))} `
  }
  out += strokes(truss, 0.6)
  // The hangers down to the deck.
  let hangers = ''
  for (let x = 56; x < 188; x += 10) if (low(x) < 86) hangers += `M${x} ${f(low(x))} L${x} 88 `
  out += strokes(hangers, 0.8)
  // The deck, the pylons, the piers under the deck.
  out += rect(0, 88, 240, 12, '#bdbdbd')
  for (const x of [8, 206]) {
    out += rect(x, 40, 26, 88, '#eeeeee')
    out += rect(x - 2, 36, 30, 6, '#e0e0e0')
    out += rect(x + 8, 50, 10, 26, '#9e9e9e')
  }
  out += rect(0, 128, 240, 4, '#9e9e9e')
  return drawing(out, 240, 132)
}

// Niagara Falls: the wide Horseshoe Falls, its lip curving back in the middle, the curtain of water streaming
// down into the cloud of spray, the wooded banks each side and the tour boat full of people below.
function niagaraFalls() {
  let out = ''
  const lip = (x: number) => 34 + 18 * (1 - ((x - 100) / 84) ** 2)
  // The banks: cliffs each side with trees along the top.
  out += poly(
    [
      [0, 34],
      [24, 36],
      [30, 100],
      [0, 100],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [200, 34],
      [176, 36],
      [170, 100],
      [200, 100],
    ],
    '#bdbdbd',
  )
  for (const x of [8, 192]) out += `<ellipse cx="${x}" cy="26" rx="12" ry="10" fill="#9e9e9e"/>`
  // The river above the falls, its ripples, and the curtain of water bowed round the horseshoe.
  out += rect(16, 22, 168, 30, '#eeeeee')
  out += strokes(
    'M40 30 Q50 26 60 30 M90 28 Q100 24 110 28 M140 30 Q150 26 160 30 M60 40 Q70 36 80 40 M120 40 Q130 36 140 40',
    0.8,
  )
  const top: [number, number][] = []
  for (let x = 16; x <= 184; x += 8) top.push([x, lip(x)])
  out += poly([...top, [184, 100], [16, 100]], '#f5f5f5')
  let streaks = ''
  for (let x = 26; x < 178; x += 10) streaks += `M${x} ${f(lip(x) + 6)} L${x} ${f(92 - ((x * 7) % 12))} `
  out += strokes(`M16 ${f(lip(16))} ${top.map(([x, y]) => `L${x} ${f(y)}`).join(' ')} ${streaks}`, 0.8)
  // The spray: a cloud of puffs along the foot.
  let puffs = 'M10 100'
  for (let x = 10; x < 190; x += 20) puffs += ` Q${x + 2} 80 ${x + 10} 84 Q${x + 18} 78 ${x + 20} 96`
  out += `<path d="${puffs} L190 104 L10 104 Z" fill="#eeeeee"/>`
  // The boat: the hull, two decks, the people along the rail.
  out += poly(
    [
      [104, 140],
      [94, 124],
      [184, 124],
      [174, 140],
    ],
    '#bdbdbd',
  )
  out += rect(106, 110, 66, 14, '#eeeeee')
  out += rect(116, 100, 46, 10, '#e0e0e0')
  for (const x of [114, 128, 142, 156]) out += rect(x, 113, 8, 8, '#9e9e9e')
  out += strokes('M0 124 Q20 120 40 124 T80 124 M184 132 Q192 128 200 132', 0.9)
  return drawing(out, 200, 142)
}

// Mount Everest: the great pyramid of the summit above its snowfields and ridges, the lower peaks beside it, the
// climbers' flag on the top and the string of prayer flags across the foreground.
function mountEverest() {
  let out = ''
  // The lower peaks behind, then the summit pyramid.
  out += poly(
    [
      [0, 120],
      [34, 62],
      [52, 80],
      [70, 56],
      [90, 120],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [120, 120],
      [158, 50],
      [172, 66],
      [200, 96],
      [200, 120],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [40, 120],
      [86, 54],
      [104, 14],
      [112, 24],
      [150, 70],
      [176, 120],
    ],
    '#9e9e9e',
  )
  // Snow on the tops, its edge ragged.
  out += poly(
    [
      [86, 54],
      [104, 14],
      [112, 24],
      [132, 48],
      [124, 46],
      [118, 56],
      [110, 48],
      [102, 60],
      [94, 52],
    ],
    '#fafafa',
  )
  out += poly(
    [
      [158, 50],
      [172, 66],
      [164, 64],
      [158, 72],
      [152, 62],
      [146, 66],
    ],
    '#fafafa',
  )
  out += poly(
    [
      [34, 62],
      [46, 74],
      [38, 72],
      [32, 80],
      [26, 74],
    ],
    '#fafafa',
  )
  out += strokes('M104 14 L96 80 M112 24 L124 90', 0.8)
  // The flag on the summit.
  out += line(
    [
      [104, 14],
      [104, 0],
    ],
    1.2,
  )
  out += rect(104, 0, 18, 12, '#e0e0e0')
  // Prayer flags on a line across the front.
  const sag = (x: number) => 100 + 14 * Math.sin((Math.PI * x) / 200)
  out += strokes(
    `M0 100 ${along(0, 200, sag, 20)
      .map(([x, y]) => `L${f(x)} ${f(y)}`)
      .join(' ')}`,
    1,
  )
  for (let x = 16; x < 200; x += 28)
    out += poly(
      [
        [x - 8, sag(x) - 1],
        [x + 8, sag(x) + 1],
        [x, sag(x) + 16],
      ],
      x % 56 === 16 ? '#e0e0e0' : '#f5f5f5',
    )
  out += rect(0, 120, 200, 4, '#bdbdbd')
  return drawing(out, 200, 124)
}

export const LANDMARK_WORLD_MORE = {
  'niagara-falls': niagaraFalls(),
  'mount-everest': mountEverest(),
  'london-eye': londonEye(),
  'gherkin-tower': gherkin(),
  'petronas-towers': petronas(),
  atomium: atomium(),
  'sydney-harbour-bridge': harbourBridge(),
}
