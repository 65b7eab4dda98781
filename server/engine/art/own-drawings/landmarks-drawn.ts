import { band, drawing } from './drawing'

// Famous landmarks in their own shape (docs/decisions/0137-landmarks-drawn.md): each by the feature people know it
// by (the Colosseum's broken tiers of arches, the Golden Gate's stepped towers, Stonehenge's lintels), as closed
// regions that stay whole at Easy. A landmark without one here is still drawn as its kind and said.

export const f = (n: number) => n.toFixed(1)
export const pts = (points: [number, number][]) => points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')
export const poly = (points: [number, number][], fill: string) =>
  `<path d="M${pts(points)} Z" fill="${fill}"/>`
export const line = (points: [number, number][], width = 1) =>
  `<path d="M${pts(points)}" fill="none" stroke="#000" stroke-width="${width}"/>`
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** A round-headed opening `w` wide and `h` tall standing on `foot`. */
export function archway(x: number, foot: number, w: number, h: number): string {
  const r = w / 2
  return `M${f(x)} ${f(foot)} L${f(x)} ${f(foot - h + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(foot - h + r)} L${f(x + w)} ${f(foot)} Z`
}

/** A pointed (Gothic) opening `w` wide and `h` tall standing on `foot`. */
function lancet(x: number, foot: number, w: number, h: number): string {
  const top = foot - h
  const spring = top + w * 0.7
  return `M${f(x)} ${f(foot)} L${f(x)} ${f(spring)} Q${f(x)} ${f(top + w * 0.15)} ${f(x + w / 2)} ${f(top)} Q${f(x + w)} ${f(top + w * 0.15)} ${f(x + w)} ${f(spring)} L${f(x + w)} ${f(foot)} Z`
}

/** Samples of a function of x from `a` to `b`: a curved edge as a polyline. */
export const along = (a: number, b: number, y: (x: number) => number, n = 24): [number, number][] =>
  Array.from({ length: n + 1 }, (_, k) => {
    const x = a + ((b - a) * k) / n
    return [x, y(x)]
  })

// The Colosseum: the front of the oval, bowed towards us, in three storeys of arches and the attic above; its
// outer ring broken away on the right down to the second storey, the inner ring's arches showing behind.
function colosseum() {
  const bow = (x: number) => 7 * (1 - ((x - 80) / 74) ** 2)
  const level = (y: number) => (x: number) => y + bow(x)
  const tiers = [96, 74, 54, 34, 20] // ground, the three storeys' tops, the attic's top
  const broken: [number, number][] = [
    [100, level(20)(100)],
    [103, level(30)(103)],
    [109, level(31)(109)],
    [112, level(42)(112)],
    [120, level(43)(120)],
    [124, level(54)(124)],
  ]
  const wall: [number, number][] = [
    ...along(6, 100, level(20)),
    ...broken,
    ...along(124, 154, level(54), 8),
    ...along(154, 6, level(96)),
  ]
  let out = ''
  // The inner ring behind the broken part, with its own arches.
  out += poly(
    [
      [96, 28],
      [150, 36],
      [150, 70],
      [96, 70],
    ],
    '#bdbdbd',
  )
  for (let x = 104; x < 146; x += 12) out += `<path d="${archway(x, 52, 8, 14)}" fill="#303030"/>`
  out += poly(wall, '#e0e0e0')
  // Storeys: a cornice line under each.
  for (const y of tiers.slice(1, 4))
    out += line(along(6, y === 54 ? 154 : y === 34 ? 110 : 100, level(y)), 1.2)
  const top = (x: number, t: number) => (t < 2 ? true : t === 2 ? x < 104 : x < 96)
  for (let t = 0; t < 3; t++) {
    const foot = tiers[t] - 1
    const high = tiers[t] - tiers[t + 1] - 4
    // Dark openings, drawn solid black: the rows of arches are what the Colosseum is known by, and as white
    // regions they fall below Easy's smallest detail whenever it stands beside people.
    for (let c = 14; c <= 148; c += 13.4) {
      const w = 9.5 - 1.5 * ((c - 80) / 66) ** 2
      if (!top(c + w, t)) continue
      out += `<path d="${archway(c - w / 2, foot + bow(c), w, high)}" fill="#303030"/>`
    }
  }
  // The attic: small square windows in every other bay.
  for (let c = 20.7; c < 96; c += 26.8) {
    const w = 6 * Math.sqrt(Math.max(0.2, 1 - ((c - 80) / 78) ** 2))
    out += `<rect x="${f(c - w / 2)}" y="${f(24 + bow(c))}" width="${f(w)}" height="6" fill="#757575"/>`
  }
  return drawing(out, 160, 104)
}

// Stonehenge: a ring of trilithons (two uprights under a lintel) on the grass, the far side smaller and higher,
// a single standing stone and a fallen one in front.
function stonehenge() {
  const stone = (x: number, foot: number, w: number, h: number, lean = 0) =>
    poly(
      [
        [x, foot],
        [x + lean + w * 0.08, foot - h],
        [x + lean + w * 0.92, foot - h - 1],
        [x + w, foot],
      ],
      '#9e9e9e',
    )
  const lintel = (x: number, y: number, w: number, h: number) =>
    poly(
      [
        [x, y],
        [x + w, y - 1],
        [x + w + 1, y + h],
        [x - 1, y + h],
      ],
      '#bdbdbd',
    )
  const trilithon = (x: number, foot: number, s: number) =>
    stone(x, foot, 11 * s, 30 * s) +
    stone(x + 19 * s, foot, 11 * s, 30 * s) +
    lintel(x - 1, foot - 39 * s, 32 * s, 9 * s)
  let out = '<path d="M0 112 Q4 80 40 72 Q80 56 120 72 Q156 80 160 112 Z" fill="#c8e6c9"/>'
  // The far side of the ring.
  out += trilithon(20, 74, 0.85) + stone(56, 70, 11, 26) + trilithon(76, 70, 0.85) + stone(112, 73, 11, 24, 3)
  // The near side.
  out += trilithon(4, 104, 1.25) + stone(50, 104, 14, 40, -2) + trilithon(74, 102, 1.25)
  out += stone(126, 102, 13, 30, 5)
  out += poly(
    [
      [108, 106],
      [152, 101],
      [156, 110],
      [110, 112],
    ],
    '#9e9e9e',
  )
  return drawing(out, 160, 112)
}

// The Golden Gate Bridge: its two tall towers, each two legs joined by stacked cross-beams with tall openings
// between them, the main cables swooping from tower top to tower top over the deck, the water below.
function goldenGate() {
  let out = ''
  const tower = (x: number) => {
    let t = poly(
      [
        [x, 96],
        [x, 14],
        [x + 1, 14],
        [x + 1, 8],
        [x + 13, 8],
        [x + 13, 14],
        [x + 14, 14],
        [x + 14, 96],
      ],
      '#ef9a9a',
    )
    for (const [a, b] of [
      [18, 32],
      [36, 50],
      [54, 66],
    ])
      t += `<rect x="${x + 4}" y="${a}" width="6" height="${b - a}" fill="#ffffff"/>`
    t += `<rect x="${x - 3}" y="86" width="20" height="14" fill="#bdbdbd"/>`
    return t
  }
  out += tower(36) + tower(110)
  // Cables: a sag between the towers and a fall to each shore, with the hangers down to the deck.
  const span = along(43, 117, (x) => 66 - 56 * ((x - 80) / 37) ** 2, 20)
  const leftFall = along(0, 43, (x) => 10 + 50 * ((43 - x) / 43) ** 1.6, 10)
  const rightFall = along(117, 160, (x) => 10 + 50 * ((x - 117) / 43) ** 1.6, 10)
  let hangers = ''
  for (const [x, y] of [...span, ...leftFall.slice(1, -1), ...rightFall.slice(1, -1)])
    if (Math.abs(x - 43) > 9 && Math.abs(x - 117) > 9) hangers += `M${f(x)} ${f(y)} L${f(x)} 70 `
  out += `<path d="${hangers}" fill="none" stroke="#000" stroke-width="0.7"/>`
  out += strip(leftFall, 2.2, '#ef9a9a') + strip(span, 2.2, '#ef9a9a') + strip(rightFall, 2.2, '#ef9a9a')
  out += '<rect x="0" y="70" width="160" height="6" fill="#ef9a9a"/>'
  out += line(
    [
      [0, 73],
      [160, 73],
    ],
    0.8,
  )
  return drawing(out, 160, 100)
}

// The Gateway Arch: one tall steel curve as wide as it is high, narrowing to the top, a ridge down its face.
function gatewayArch() {
  const k = 2.2
  const c = (t: number) => (Math.cosh(k) - Math.cosh(k * t)) / (Math.cosh(k) - 1)
  const curve = (half: number, high: number, n = 40): [number, number][] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = -1 + (2 * i) / n
      return [64 + half * t, 118 - high * c(t)]
    })
  const outer = curve(52, 112)
  const inner = curve(40, 104).reverse()
  let out = poly([...outer, ...inner], '#e0e0e0')
  out += line(curve(46, 108.5), 0.8)
  return drawing(out, 128, 118)
}

// The CN Tower: a tall tapering shaft, the wide round pod two thirds up with its window band, the small SkyPod
// above and the long antenna.
function cnTower() {
  let out = ''
  out += poly(
    [
      [26, 166],
      [35, 120],
      [37.5, 40],
      [42.5, 40],
      [45, 120],
      [54, 166],
    ],
    '#e0e0e0',
  )
  out += line(
    [
      [40, 164],
      [40, 76],
    ],
    0.8,
  )
  // The main pod: a rim that flares out, the window band, the deck under it.
  out += poly(
    [
      [28, 74],
      [22, 66],
      [24, 60],
      [56, 60],
      [58, 66],
      [52, 74],
    ],
    '#bdbdbd',
  )
  out += '<rect x="24" y="62" width="32" height="4" fill="#757575"/>'
  out += poly(
    [
      [27, 60],
      [31, 52],
      [49, 52],
      [53, 60],
    ],
    '#eeeeee',
  )
  // The SkyPod and the antenna.
  out += poly(
    [
      [34, 36],
      [35, 31],
      [45, 31],
      [46, 36],
      [43, 39],
      [37, 39],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [38.5, 31],
      [39.5, 2],
      [40.5, 2],
      [41.5, 31],
    ],
    '#e0e0e0',
  )
  return drawing(out, 80, 168)
}

// The Empire State Building: the wide base, setbacks stepping in, the tall shaft with its piers, the stepped
// crown and the mast with its spire.
function empireState() {
  let out = ''
  const block = (x0: number, x1: number, y0: number, y1: number, fill = '#e0e0e0') =>
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${fill}"/>`
  out += block(4, 86, 146, 170) + block(12, 78, 132, 146) + block(18, 72, 116, 132)
  out += block(22, 68, 44, 116) + block(30, 60, 34, 44) + block(34, 56, 26, 34)
  out += poly(
    [
      [38, 26],
      [38, 16],
      [41, 12],
      [49, 12],
      [52, 16],
      [52, 26],
    ],
    '#eeeeee',
  )
  out += poly(
    [
      [43, 12],
      [44.3, 0],
      [45.7, 0],
      [47, 12],
    ],
    '#e0e0e0',
  )
  // Piers running up the shaft, windows across the base.
  let piers = ''
  for (let x = 28; x < 64; x += 5.6) piers += `M${f(x)} 46 L${f(x)} 114 `
  for (let x = 35; x < 56; x += 5) piers += `M${f(x)} 28 L${f(x)} 42 `
  for (let y = 150; y < 168; y += 6) piers += `M8 ${y} L82 ${y} `
  out += `<path d="${piers}" fill="none" stroke="#000" stroke-width="0.8"/>`
  out += line(
    [
      [38, 19],
      [52, 19],
    ],
    0.8,
  )
  return drawing(out, 90, 170)
}

// The Burj Khalifa: the tallest needle, its three wings stepping back in turn as it rises, the long spire.
function burjKhalifa() {
  const left: [number, number][] = [
    [10, 168],
    [10, 140],
    [16, 140],
    [16, 108],
    [22, 108],
    [22, 80],
    [27, 80],
    [27, 56],
    [31, 56],
    [31, 40],
    [34, 40],
    [36.5, 22],
    [39.2, 2],
  ]
  // The right-hand wing steps back at other heights than the left: the spiral of setbacks.
  const right: [number, number][] = [
    [70, 168],
    [70, 150],
    [64, 150],
    [64, 124],
    [58, 124],
    [58, 94],
    [53, 94],
    [53, 66],
    [49, 66],
    [49, 46],
    [46, 46],
    [43.5, 22],
    [40.8, 2],
  ]
  let out = poly([...left, ...right.reverse()], '#e0e0e0')
  out += line(
    [
      [40, 166],
      [40, 42],
    ],
    0.8,
  )
  return drawing(out, 80, 168)
}

// Notre-Dame de Paris: the west front's two square towers with flat tops and tall pointed openings, the rose
// window between them, the three pointed doorways and the row of kings, the slim spire behind.
function notreDame() {
  let out = ''
  out += poly(
    [
      [59, 44],
      [64, 2],
      [69, 44],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [16, 122],
      [16, 18],
      [50, 18],
      [50, 40],
      [78, 40],
      [78, 18],
      [112, 18],
      [112, 122],
    ],
    '#eeeeee',
  )
  // Flat tower tops with a balustrade, the gallery across the front.
  out +=
    '<rect x="14" y="14" width="38" height="5" fill="#e0e0e0"/><rect x="76" y="14" width="38" height="5" fill="#e0e0e0"/>'
  out += '<rect x="14" y="68" width="100" height="5" fill="#e0e0e0"/>'
  for (const x of [21, 35, 83, 97]) out += `<path d="${lancet(x, 58, 10, 34)}" fill="#757575"/>`
  out += '<circle cx="64" cy="55" r="11" fill="#bdbdbd"/><circle cx="64" cy="55" r="4" fill="#e0e0e0"/>'
  let spokes = ''
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4
    spokes += `M${f(64 + 4 * Math.cos(a))} ${f(55 + 4 * Math.sin(a))} L${f(64 + 11 * Math.cos(a))} ${f(55 + 11 * Math.sin(a))} `
  }
  out += `<path d="${spokes}" fill="none" stroke="#000" stroke-width="0.8"/>`
  // The kings' gallery: a row of small arches.
  for (let x = 18; x < 108; x += 7.5) out += `<path d="${archway(x, 86, 4.5, 9)}" fill="#bdbdbd"/>`
  out += `<path d="${lancet(53, 122, 22, 30)}" fill="#757575"/>`
  out += `<path d="${lancet(23, 122, 19, 26)}" fill="#757575"/><path d="${lancet(86, 122, 19, 26)}" fill="#757575"/>`
  return drawing(out, 128, 122)
}

// The Great Wall of China: the battlemented wall winding over the hills, a square watchtower on each rise.
function greatWall() {
  const path: [number, number][] = along(
    0,
    150,
    (x) => {
      // Up from the near left, over a rise, down a dip and up again to the far ridge.
      if (x < 70) return 104 - 56 * Math.sin((x / 70) * (Math.PI / 2))
      if (x < 110) return 48 + 10 * Math.sin(((x - 70) / 40) * Math.PI)
      return 48 - 20 * ((x - 110) / 40)
    },
    40,
  )
  // The hills the wall rides on, sloping away at both ends; a near hill in front.
  let out = poly(
    [...path.map(([x, y]): [number, number] => [x, y + 5]), [156, 60], [160, 112], [0, 112]],
    '#a5d6a7',
  )
  out += '<path d="M20 112 Q60 82 100 88 Q136 92 160 112 Z" fill="#c8e6c9"/>'
  // The wall's face stands upright on the hill: its top notched into battlements, smaller far off.
  const high = (x: number) => 14 - 7 * (x / 160)
  const top: [number, number][] = []
  for (let k = 0; k < path.length - 1; k++) {
    const [x0, y0] = path[k]
    const [x1, y1] = path[k + 1]
    const m = high(x0) * 0.3
    const raise = k % 2 === 0 ? m : 0
    top.push([x0, y0 - high(x0) / 2 - raise], [x1, y1 - high(x1) / 2 - raise])
  }
  const bottom = path.map(([x, y]): [number, number] => [x, y + high(x) / 2]).reverse()
  out += poly([...top, ...bottom], '#e0e0e0')
  let courses = ''
  for (let k = 2; k < path.length - 1; k += 2) {
    const [x, y] = path[k]
    courses += `M${f(x)} ${f(y - high(x) / 2 + 1)} L${f(x)} ${f(y + high(x) / 2 - 1)} `
  }
  out += `<path d="${courses}" fill="none" stroke="#000" stroke-width="0.6"/>`
  // A watchtower: a square block with a notched top and an arched door onto the wall.
  const tower = (x: number, y: number, s: number) => {
    const notch: [number, number][] = []
    for (let k = 0; k < 5; k++) {
      const y0 = y - (k % 2 === 0 ? 27 : 22) * s
      notch.push([x - 10 * s + 4 * s * k, y0], [x - 6 * s + 4 * s * k, y0])
    }
    let t = poly([[x - 10 * s, y + 6 * s], ...notch, [x + 10 * s, y + 6 * s]], '#eeeeee')
    t += `<path d="${archway(x - 3.5 * s, y - 2 * s, 7 * s, 12 * s)}" fill="#757575"/>`
    return t
  }
  out += tower(path[18][0], path[18][1], 1) + tower(path[38][0], path[38][1], 0.75)
  return drawing(out, 160, 112)
}

// Table Mountain: the long flat top between Devil's Peak and Lion's Head, its cliffs, the "tablecloth" of cloud
// poured over the edge; the town at its foot is the page's.
function tableMountain() {
  let out = ''
  out +=
    '<path d="M0 92 L10 60 L28 30 L36 34 L44 24 L112 24 L120 44 L128 52 L136 36 Q142 30 148 38 L160 92 Z" fill="#bdbdbd"/>'
  let cliffs = ''
  for (let x = 50; x < 110; x += 7) cliffs += `M${x} 26 L${x + 1} 40 `
  out += `<path d="${cliffs}" fill="none" stroke="#000" stroke-width="0.8"/>`
  out += line(
    [
      [44, 24],
      [40, 50],
      [30, 74],
    ],
    0.8,
  )
  out += line(
    [
      [112, 24],
      [116, 54],
      [124, 76],
    ],
    0.8,
  )
  out +=
    '<path d="M46 26 Q50 16 60 19 Q68 12 78 18 Q88 12 98 18 Q108 14 112 24 Q110 30 104 28 Q102 34 96 30 Q92 36 86 30 Q80 36 74 30 Q68 36 62 30 Q56 34 52 28 Q46 32 46 26 Z" fill="#ffffff"/>'
  return drawing(out, 160, 92)
}

// Uluru: the long red rock rising sheer out of the flat desert (the page's), its rounded top, the gullies down
// its sides.
function uluru() {
  // Sheer ends, a long top that rises and dips a little, never a dome.
  let out =
    '<path d="M4 72 Q10 70 14 56 Q18 42 28 38 Q40 34 52 36 Q64 32 78 34 Q92 31 104 34 Q118 33 128 38 Q140 42 146 56 Q150 68 156 72 Z" fill="#ffab91"/>'
  // Gullies streaking down the faces, longer at the ends.
  let gullies = ''
  for (const [x, t, b] of [
    [20, 46, 70],
    [30, 40, 62],
    [46, 37, 52],
    [62, 35, 50],
    [80, 35, 56],
    [98, 34, 50],
    [116, 35, 54],
    [132, 41, 64],
    [142, 50, 70],
  ])
    gullies += `M${x} ${t} Q${x + 2} ${(t + b) / 2} ${x - 1} ${b} `
  out += `<path d="${gullies}" fill="none" stroke="#000" stroke-width="1"/>`
  return drawing(out, 160, 72)
}

// The Matterhorn: the one steep, crooked pyramid of a peak, its tip bent over, snow on its faces, a green hill
// in front; no edge of the drawing is a straight side.
function matterhorn() {
  let out = ''
  out +=
    '<path d="M0 124 L22 64 L34 72 L52 40 L62 16 L60 10 L68 6 L74 18 L84 36 L92 40 L104 62 L128 120 Z" fill="#9e9e9e"/>'
  // Snow lying on the faces under the summit, and the ridge dividing the two faces.
  out += '<path d="M60 10 L68 6 L74 18 L72 26 L68 22 L64 28 L62 20 Z" fill="#ffffff"/>'
  out +=
    '<path d="M52 40 L58 32 L62 40 L56 46 Z M78 30 L84 36 L82 44 L76 38 Z M92 40 L98 52 L92 50 Z" fill="#ffffff"/>'
  out += line(
    [
      [68, 8],
      [70, 30],
      [74, 56],
      [70, 84],
    ],
    1,
  )
  out += '<path d="M0 128 Q8 100 34 94 Q56 90 70 98 Q100 86 128 128 Z" fill="#c8e6c9"/>'
  return drawing(out)
}

// Christ the Redeemer: the robed figure with its arms held straight out, the sleeves hanging from them, on its
// pedestal on the top of the steep Corcovado peak.
function christTheRedeemer() {
  let out =
    '<path d="M0 150 Q14 128 30 116 Q42 106 50 96 L78 96 Q86 106 98 116 Q114 128 128 150 Z" fill="#a5d6a7"/>'
  out += '<rect x="52" y="84" width="24" height="14" fill="#bdbdbd"/>'
  // Arms and sleeves as one shape across the shoulders; the robe falling from them, widening to the feet.
  out += poly(
    [
      [18, 26],
      [110, 26],
      [110, 32],
      [86, 33],
      [73, 44],
      [55, 44],
      [42, 33],
      [18, 32],
    ],
    '#eeeeee',
  )
  out += poly(
    [
      [56, 24],
      [72, 24],
      [74, 60],
      [76, 84],
      [52, 84],
      [54, 60],
    ],
    '#e0e0e0',
  )
  out += line(
    [
      [61, 46],
      [60, 82],
    ],
    0.8,
  )
  out += line(
    [
      [67, 46],
      [68, 82],
    ],
    0.8,
  )
  out +=
    '<rect x="60" y="18" width="8" height="7" fill="#e0e0e0"/><circle cx="64" cy="13" r="7" fill="#eeeeee"/>'
  return drawing(out, 128, 150)
}

// Mount Rushmore: four great stone faces carved side by side in the granite cliff, brows, eyes, noses and
// mouths cut into the rock, the rubble below.
function mountRushmore() {
  let out =
    '<path d="M0 104 L0 40 Q8 18 26 14 Q50 4 80 10 Q112 4 136 14 Q154 22 160 42 L160 104 Z" fill="#bdbdbd"/>'
  const face = (cx: number, cy: number, r: number, beard = false, glasses = false) => {
    let t = `<ellipse cx="${cx}" cy="${cy}" rx="${f(r * 0.78)}" ry="${r}" fill="#e0e0e0"/>`
    const eyeY = cy - r * 0.12
    for (const dx of [-0.32, 0.32])
      t += `<ellipse cx="${f(cx + dx * r)}" cy="${f(eyeY)}" rx="${f(r * 0.12)}" ry="${f(r * 0.08)}" fill="#212121"/>`
    let d = `M${f(cx - r * 0.5)} ${f(eyeY - r * 0.2)} Q${f(cx - r * 0.3)} ${f(eyeY - r * 0.3)} ${f(cx - r * 0.1)} ${f(eyeY - r * 0.2)} `
    d += `M${f(cx + r * 0.1)} ${f(eyeY - r * 0.2)} Q${f(cx + r * 0.3)} ${f(eyeY - r * 0.3)} ${f(cx + r * 0.5)} ${f(eyeY - r * 0.2)} `
    d += `M${f(cx)} ${f(eyeY)} L${f(cx - r * 0.1)} ${f(cy + r * 0.3)} L${f(cx + r * 0.08)} ${f(cy + r * 0.32)} `
    d += `M${f(cx - r * 0.22)} ${f(cy + r * 0.55)} L${f(cx + r * 0.22)} ${f(cy + r * 0.55)} `
    // Hair over the brow; a beard as the line of the jaw.
    d += `M${f(cx - r * 0.66)} ${f(cy - r * 0.45)} Q${f(cx)} ${f(cy - r * 0.75)} ${f(cx + r * 0.66)} ${f(cy - r * 0.45)} `
    if (beard)
      d += `M${f(cx - r * 0.7)} ${f(cy + r * 0.2)} L${f(cx - r * 0.35)} ${f(cy + r * 0.75)} Q${f(cx)} ${f(cy + r * 0.85)} ${f(cx + r * 0.35)} ${f(cy + r * 0.75)} L${f(cx + r * 0.7)} ${f(cy + r * 0.2)} `
    if (glasses)
      d += `M${f(cx - r * 0.12)} ${f(eyeY)} L${f(cx + r * 0.12)} ${f(eyeY)} M${f(cx - r * 0.32)} ${f(eyeY - r * 0.17)} a${f(r * 0.17)} ${f(r * 0.17)} 0 1 0 0.01 0 M${f(cx + r * 0.32)} ${f(eyeY - r * 0.17)} a${f(r * 0.17)} ${f(r * 0.17)} 0 1 0 0.01 0 `
    t += `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(Math.max(0.8, r * 0.05))}"/>`
    return t
  }
  // Jefferson and Roosevelt (his glasses) set back between Washington and Lincoln (his beard).
  out += face(60, 48, 18) + face(93, 54, 15, false, true) + face(30, 48, 21) + face(126, 52, 21, true)
  out += '<path d="M0 104 L0 92 Q20 80 40 88 Q70 78 100 88 Q130 80 160 90 L160 104 Z" fill="#9e9e9e"/>'
  return drawing(out, 160, 104)
}

// The Sagrada Família: its clusters of tall, slender spires with rounded tips, the tallest in the middle, over
// the doorways of the front.
function sagradaFamilia() {
  let out = ''
  // A spire tapering to a narrow rounded top, crowned with a ball (the pinnacles' crowns).
  const spire = (x: number, w: number, top: number, foot: number, fill = '#e0e0e0') => {
    const n = w * 0.22
    let t = `<path d="M${f(x - w / 2)} ${foot} L${f(x - n)} ${f(top + n)} Q${f(x)} ${f(top - n)} ${f(x + n)} ${f(top + n)} L${f(x + w / 2)} ${foot} Z" fill="${fill}"/>`
    t += `<circle cx="${f(x)}" cy="${f(top - w * 0.12)}" r="${f(w * 0.22)}" fill="#eeeeee"/>`
    let bands = ''
    for (let y = top + w * 2; y < foot - 4; y += w * 1.4) {
      const half = n + ((w / 2 - n) * (y - top)) / (foot - top)
      bands += `M${f(x - half)} ${f(y)} L${f(x + half)} ${f(y)} `
    }
    t += `<path d="${bands}" fill="none" stroke="#000" stroke-width="0.6"/>`
    return t
  }
  // The middle towers behind, the tallest with its cross.
  out +=
    '<path d="M62 14 L66 14 L66 4 L69 4 L69 14 L73 14 L73 17 L69 17 L69 22 L66 22 L66 17 L62 17 Z" fill="#eeeeee"/>'
  out += spire(67.5, 18, 22, 96, '#bdbdbd')
  out += spire(48, 14, 40, 96, '#bdbdbd') + spire(87, 14, 40, 96, '#bdbdbd')
  // The four spires of each front, the inner pair taller.
  for (const [x, w, top] of [
    [12, 12, 40],
    [25, 13, 26],
    [38, 12, 34],
    [97, 12, 34],
    [110, 13, 26],
    [123, 12, 40],
  ] as [number, number, number][])
    out += spire(x, w, top, 100)
  out += '<rect x="4" y="96" width="128" height="26" fill="#eeeeee"/>'
  for (const x of [14, 56, 98]) out += `<path d="${lancet(x, 122, 24, 22)}" fill="#757575"/>`
  return drawing(out, 136, 122)
}

export const LANDMARKS_DRAWN = {
  colosseum: colosseum(),
  stonehenge: stonehenge(),
  'golden-gate-bridge': goldenGate(),
  'gateway-arch': gatewayArch(),
  'cn-tower': cnTower(),
  'empire-state-building': empireState(),
  'burj-khalifa': burjKhalifa(),
  'notre-dame': notreDame(),
  'great-wall': greatWall(),
  'table-mountain': tableMountain(),
  uluru: uluru(),
  matterhorn: matterhorn(),
  'christ-the-redeemer': christTheRedeemer(),
  'mount-rushmore': mountRushmore(),
  'sagrada-familia': sagradaFamilia(),
}
