import { drawing } from './drawing'
import { circle, path, rect, strokes, sweptRoof, water } from './landmark-shapes'
import { f, poly } from './landmarks-drawn'

// World landmarks families and teachers ask for that were drawn as their kind
// (docs/decisions/0181-landmarks-most-asked.md), each by the silhouette people know: the Duomo's ribbed dome and
// bell tower, Sugarloaf's rounded peak and cable car, the Golden Pavilion on its pond, Devils Tower's columns,
// the Lotus Temple's petals, the Grand Palace's spires, Kirkjufell's cone over its waterfall, the Hoover Dam's
// curved wall between the canyon walls, the Pantheon's portico before its dome.

// The Duomo in Florence: the great ribbed dome with its lantern on the octagonal drum, the long striped cathedral
// in front and Giotto's square bell tower beside it.
function duomo() {
  let out = ''
  // Giotto's bell tower on the left: tall, square, panelled, a flat top.
  out += rect(10, 22, 28, 118, '#eeeeee')
  out += rect(8, 16, 32, 8, '#bdbdbd')
  out += strokes('M10 52 L38 52 M10 84 L38 84 M10 112 L38 112', 1.4)
  for (const y of [28, 58, 90])
    out += path(`M17 ${y + 20} L17 ${y + 6} A7 7 0 0 1 31 ${y + 6} L31 ${y + 20} Z`, '#9e9e9e')
  // The cathedral's long nave in front, its roof and a rose window at the front.
  out += rect(40, 100, 156, 40, '#eeeeee')
  out += poly(
    [
      [40, 100],
      [48, 90],
      [188, 90],
      [196, 100],
    ],
    '#9e9e9e',
  )
  out += strokes('M40 116 L196 116 M40 128 L196 128', 1.2)
  for (const x of [60, 176])
    out += path(`M${x - 6} 140 L${x - 6} 126 A6 6 0 0 1 ${x + 6} 126 L${x + 6} 140 Z`, '#bdbdbd')
  // The half-domes of the apses at the drum's foot.
  out += path('M74 90 A14 12 0 0 1 102 90 Z', '#9e9e9e')
  out += path('M138 90 A14 12 0 0 1 166 90 Z', '#9e9e9e')
  // The drum with its round windows.
  out += rect(88, 70, 64, 20, '#e0e0e0')
  for (const x of [100, 120, 140]) out += circle(x, 80, 5, '#bdbdbd')
  // The dome: tall and pointed, red tiles between white ribs.
  out += path('M84 70 Q84 34 110 24 L130 24 Q156 34 156 70 Z', '#9e9e9e')
  out += strokes('M102 70 Q98 40 112 25 M120 70 L120 24 M138 70 Q142 40 128 25', 2.2)
  // The lantern, its cone and ball.
  out += rect(112, 10, 16, 14, '#eeeeee')
  out += poly(
    [
      [110, 10],
      [120, 0],
      [130, 10],
    ],
    '#bdbdbd',
  )
  return drawing(out, 200, 140)
}

// Sugarloaf Mountain: the tall rounded granite peak over the bay, the lower hill beside it and the cable car
// hanging on its wire between them.
function sugarloaf() {
  let out = ''
  out += water(120, 140, 200)
  out += path('M0 120 Q6 84 34 78 Q60 78 74 120 Z', '#bdbdbd')
  out += path('M90 120 Q94 54 128 24 Q150 8 170 24 Q190 46 198 120 Z', '#9e9e9e')
  // Bare streaks down the granite dome.
  out += strokes('M138 30 Q126 60 122 96 M160 32 Q166 64 170 100', 1.2)
  // The stations on the tops.
  out += rect(28, 70, 14, 9, '#eeeeee')
  out += rect(140, 14, 14, 9, '#eeeeee')
  // The wire and the cable car on it.
  out += strokes('M40 72 L144 16', 1.4)
  out += strokes('M92 44 L92 52', 1.4)
  out += path(
    'M80 52 L104 52 Q108 52 108 56 L108 70 Q108 74 104 74 L80 74 Q76 74 76 70 L76 56 Q76 52 80 52 Z',
    '#eeeeee',
  )
  out += rect(80, 57, 9, 8, '#bdbdbd')
  out += rect(95, 57, 9, 8, '#bdbdbd')
  return drawing(out, 200, 140)
}

// The Golden Pavilion (Kinkaku-ji): three storeys, the top two gilded, under swept roofs, the phoenix on top,
// standing at the edge of its pond and reflected in it; a pine on the little island.
function goldenPavilion() {
  let out = ''
  out += water(112, 140, 200)
  // The reflection: the pavilion's shape upside down, as lines in the water.
  out += strokes('M64 118 L136 118 M76 126 L124 126 M88 134 L112 134', 1.4)
  // Ground floor: open, posts.
  out += rect(56, 90, 88, 22, '#eeeeee')
  out += strokes('M74 90 L74 112 M92 90 L92 112 M108 90 L108 112 M126 90 L126 112', 1.2)
  out += sweptRoof(100, 92, 112, 16, 76, '#bdbdbd')
  // Second floor, gilded, with its balcony.
  out += rect(66, 62, 68, 14, '#e0e0e0')
  out += sweptRoof(100, 64, 100, 16, 56, '#9e9e9e')
  // Top floor and its pyramid roof, the phoenix on its point.
  out += rect(80, 38, 40, 12, '#e0e0e0')
  out += sweptRoof(100, 40, 70, 20, 4, '#9e9e9e')
  out += path('M96 22 L96 14 Q100 8 104 14 L108 12 L104 20 L104 22 Z', '#bdbdbd')
  // The pine on the island to the left.
  out += path('M8 112 Q20 102 36 112 Z', '#bdbdbd')
  out += rect(20, 84, 4, 22, '#757575')
  out += path('M6 90 Q22 76 40 88 Q30 92 22 90 Q14 94 6 90 Z', '#9e9e9e')
  out += path('M10 78 Q24 66 36 78 Q26 82 10 78 Z', '#9e9e9e')
  return drawing(out, 200, 140)
}

// Devils Tower: the flat-topped stump of rock standing alone, its sides fluted in tall columns, the scree
// round its foot and pines on the plain.
function devilsTower() {
  let out = ''
  out += rect(0, 118, 200, 14, '#e0e0e0')
  out += path('M0 122 L0 116 Q36 112 56 100 L144 100 Q164 112 200 116 L200 122 Z', '#bdbdbd')
  out += path('M58 102 L68 38 Q72 26 100 24 Q128 26 132 38 L142 102 Z', '#9e9e9e')
  let cols = ''
  for (let k = 1; k < 8; k++) {
    const t = k / 8
    cols += `M${f(70 + 60 * t)} ${f(30 - 4 * Math.sin(Math.PI * t))} L${f(60 + 80 * t)} 100 `
  }
  out += strokes(cols, 1.4)
  for (const [x, h] of [
    [14, 26],
    [32, 20],
    [166, 24],
    [186, 28],
  ] as [number, number][])
    out +=
      rect(x - 1.5, 116, 3, 6, '#757575') +
      poly(
        [
          [x - 9, 118],
          [x, 118 - h],
          [x + 9, 118],
        ],
        '#bdbdbd',
      )
  return drawing(out, 200, 132)
}

/** A white petal of the Lotus Temple: pointed, standing on `foot` at `x`, leaning by `lean`. */
const petal = (x: number, foot: number, w: number, h: number, lean: number, fill: string) =>
  path(
    `M${f(x - w / 2)} ${f(foot)} Q${f(x - w / 2 + lean * 0.3)} ${f(foot - h * 0.7)} ${f(x + lean)} ${f(foot - h)} Q${f(x + w / 2 + lean * 0.3)} ${f(foot - h * 0.7)} ${f(x + w / 2)} ${f(foot)} Z`,
    fill,
  )

// The Lotus Temple: three rings of white marble petals, the inner ones closed upright, the outer ones open and
// curling outwards, on its platform between pools.
function lotusTemple() {
  let out = ''
  out += water(118, 136, 200)
  out += rect(14, 108, 172, 10, '#bdbdbd')
  out += strokes('M14 113 L186 113', 1)
  // Inner petals, closed and tall.
  for (const x of [82, 118]) out += petal(x, 100, 30, 70, (x - 100) * 0.3, '#eeeeee')
  out += petal(100, 100, 30, 84, 0, '#f5f5f5')
  // The middle ring, lower, leaning out.
  for (const x of [58, 142]) out += petal(x, 104, 30, 54, (x - 100) * 0.4, '#e0e0e0')
  for (const x of [78, 122]) out += petal(x, 104, 26, 50, (x - 100) * 0.3, '#eeeeee')
  // The outer ring: open petals curling out over the entrances.
  for (const x of [34, 166]) out += petal(x, 108, 34, 34, (x - 100) * 0.3, '#f5f5f5')
  for (const x of [68, 100, 132]) out += petal(x, 108, 32, 30, (x - 100) * 0.2, '#f5f5f5')
  return drawing(out, 200, 136)
}

/** A Thai spire: stacked tiers narrowing to a needle, one stepped outline, `h` tall on `foot`, `w` wide. */
function thaiSpire(x: number, foot: number, w: number, h: number): string {
  const body = h * 0.55
  const steps: [number, number][] = []
  for (let k = 0; k < 3; k++) {
    const half = (w / 2) * (1 - k * 0.22)
    const [y0, y1] = [foot - (body * k) / 3, foot - (body * (k + 1)) / 3]
    steps.push([x - half, y0], [x - half, y1])
  }
  const right = steps.map(([px, py]) => [2 * x - px, py] as [number, number]).reverse()
  let out = poly([...steps, ...right], '#e0e0e0')
  out += strokes(`M${f(x - w * 0.39)} ${f(foot - body / 3)} L${f(x + w * 0.39)} ${f(foot - body / 3)}`, 1)
  out += path(
    `M${f(x - w * 0.28)} ${f(foot - body)} Q${f(x - w * 0.2)} ${f(foot - h * 0.8)} ${f(x)} ${f(foot - h)} Q${f(x + w * 0.2)} ${f(foot - h * 0.8)} ${f(x + w * 0.28)} ${f(foot - body)} Z`,
    '#9e9e9e',
  )
  return out
}

/** A Thai hall's steep roof: tiers of gables, each end curling up in a horn (chofa). */
function thaiRoof(x: number, foot: number, w: number, h: number): string {
  let out = ''
  for (let k = 0; k < 3; k++) {
    const ww = w * (1 - k * 0.22)
    const y = foot - k * h * 0.22
    const top = y - h * (0.75 - k * 0.12)
    out += poly(
      [
        [x - ww / 2, y],
        [x, top],
        [x + ww / 2, y],
      ],
      k % 2 ? '#bdbdbd' : '#9e9e9e',
    )
    out += strokes(
      `M${f(x - ww / 2)} ${f(y)} Q${f(x - ww / 2 - 4)} ${f(y - 8)} ${f(x - ww / 2 + 2)} ${f(y - 12)}`,
      1.6,
    )
    out += strokes(
      `M${f(x + ww / 2)} ${f(y)} Q${f(x + ww / 2 + 4)} ${f(y - 8)} ${f(x + ww / 2 - 2)} ${f(y - 12)}`,
      1.6,
    )
  }
  out += strokes(`M${f(x)} ${f(foot - h * 0.9)} L${f(x)} ${f(foot - h * 1.1)}`, 1.6)
  return out
}

// The Grand Palace in Bangkok: the white throne hall under three tiered spires, steep tiered roofs with curling
// horns on its wings, the gold chedi spire behind.
function grandPalace() {
  let out = ''
  // The gold chedi behind on the left: a bell with a long needle.
  out += path('M14 96 Q14 72 28 66 L28 30 L32 20 L36 30 L36 66 Q50 72 50 96 Z', '#e0e0e0')
  out += strokes('M22 80 L42 80 M26 66 L38 66', 1.2)
  // The hall: white, with arched windows.
  out += rect(20, 96, 160, 40, '#f5f5f5')
  out += rect(16, 92, 168, 6, '#bdbdbd')
  for (let x = 30; x < 176; x += 22)
    out += path(`M${x} 130 L${x} 112 A6 6 0 0 1 ${x + 12} 112 L${x + 12} 130 Z`, '#bdbdbd')
  // The wings' tiered roofs and the three spires.
  out += thaiRoof(56, 92, 52, 36)
  out += thaiRoof(144, 92, 52, 36)
  out += thaiSpire(100, 92, 46, 90)
  out += thaiSpire(56, 66, 28, 52)
  out += thaiSpire(144, 66, 28, 52)
  return drawing(out, 200, 136)
}

// Kirkjufell: the steep lone cone of a mountain, its ledges as lines, over the little waterfall that falls in two
// steps across the grass in front.
function kirkjufell() {
  let out = ''
  out += path(
    'M0 104 L0 98 Q36 96 60 74 Q80 48 94 22 Q102 10 110 12 Q120 18 126 40 Q136 70 156 94 Q176 100 200 100 L200 104 Z',
    '#bdbdbd',
  )
  out += strokes('M90 34 Q104 28 120 34 M76 54 Q102 46 130 56 M64 72 Q100 64 142 78', 1.6)
  // The grass ledge, the stream running to it and the falls pouring over it into the pool.
  out += path('M0 104 L200 104 L200 120 L0 120 Z', '#e0e0e0')
  out += path('M60 104 Q70 100 80 104 Z', '#f5f5f5')
  out += path('M0 120 L200 120 L200 140 L0 140 Z', '#9e9e9e')
  out += path('M54 104 L86 104 L92 128 L48 128 Z', '#f5f5f5')
  out += path('M30 140 Q40 126 70 126 Q100 126 110 140 Z', '#eeeeee')
  out += strokes('M62 108 L60 124 M70 108 L70 124 M78 108 L80 124', 1.4)
  return drawing(out, 200, 140)
}

// The Hoover Dam: the great concrete wall curving between the canyon walls, the road along its top, the intake
// towers standing in the lake behind, the river far below.
function hooverDam() {
  let out = ''
  // The lake behind, showing over the top.
  out += rect(30, 26, 140, 12, '#e0e0e0')
  // The intake towers in it.
  for (const x of [48, 70]) out += rect(x, 8, 10, 26, '#eeeeee') + rect(x - 2, 6, 14, 5, '#bdbdbd')
  // The curved face, its bands of concrete following the curve.
  out += path('M36 38 Q100 52 164 38 L138 128 Q100 134 62 128 Z', '#eeeeee')
  let bands = ''
  for (const t of [0.25, 0.5, 0.75]) {
    const [l, r] = [36 + 26 * t, 164 - 26 * t]
    const y = 38 + 90 * t
    bands += `M${f(l)} ${f(y)} Q100 ${f(y + 14 + 4 * t)} ${f(r)} ${f(y)} `
  }
  out += strokes(bands, 1.2)
  // The road on its crest.
  out += path('M34 34 Q100 48 166 34 L166 40 Q100 54 34 40 Z', '#bdbdbd')
  // The canyon walls either side and the river.
  out += path('M0 10 L34 20 L38 40 L62 130 L0 130 Z', '#9e9e9e')
  out += path('M200 10 L166 20 L162 40 L138 130 L200 130 Z', '#9e9e9e')
  out += strokes('M8 40 L24 60 M10 90 L34 104 M192 44 L176 64 M190 92 L168 106', 1.2)
  out += rect(56, 128, 88, 10, '#e0e0e0')
  return drawing(out, 200, 138)
}

// The Pantheon in Rome: the portico's columns under its triangular pediment, before the low round drum and
// its shallow stepped dome.
function pantheon() {
  let out = ''
  out += path('M44 66 A56 40 0 0 1 156 66 Z', '#bdbdbd')
  out += strokes('M54 56 L146 56 M66 46 L134 46', 1.2)
  out += rect(38, 64, 124, 56, '#e0e0e0')
  // The portico before it.
  out += poly(
    [
      [26, 64],
      [100, 38],
      [174, 64],
    ],
    '#eeeeee',
  )
  out += rect(26, 64, 148, 10, '#bdbdbd')
  for (let k = 0; k < 6; k++) out += rect(32 + k * 24, 74, 14, 46, '#f5f5f5')
  out += rect(20, 120, 160, 8, '#bdbdbd')
  return drawing(out, 200, 128)
}

export const LANDMARK_WORLD_ASKED = {
  duomo: duomo(),
  'sugarloaf-mountain': sugarloaf(),
  'golden-pavilion': goldenPavilion(),
  'devils-tower': devilsTower(),
  'lotus-temple': lotusTemple(),
  'grand-palace-bangkok': grandPalace(),
  kirkjufell: kirkjufell(),
  'hoover-dam': hooverDam(),
  pantheon: pantheon(),
}
