import { drawing } from './drawing'
import { circle, path, rect, strokes, sweptRoof, water } from './landmark-shapes'
import { f, poly } from './landmarks-drawn'

// More world landmarks families ask for that were drawn as their kind (docs/decisions/0181-landmarks-most-asked.md):
// Abu Simbel's four seated giants, the Potala Palace climbing its hill, Himeji's white tiers, Wat Arun's prang,
// the Oriental Pearl Tower's spheres, the Cape Hatteras lighthouse's spiral stripe, the
// Little Mermaid on her rock, the Ponte Vecchio's shops, the Tian Tan Buddha and Half Dome's sheer face.

/** One of Abu Simbel's seated giants at `x`: the crown, the headdress round the face, broad shoulders, the lap
 * and the two shins side by side down to the feet. */
function colossus(x: number): string {
  let out = ''
  out += path(`M${x - 17} 64 L${x + 17} 64 L${x + 12} 94 L${x - 12} 94 Z`, '#e0e0e0')
  out += rect(x - 17, 92, 34, 10, '#bdbdbd')
  out += rect(x - 15, 102, 12, 26, '#e0e0e0') + rect(x + 3, 102, 12, 26, '#e0e0e0')
  out += path(`M${x - 11} 42 L${x + 11} 42 L${x + 16} 72 L${x - 16} 72 Z`, '#bdbdbd')
  out += path(`M${x - 7} 44 L${x + 7} 44 L${x + 6} 58 Q${x} 64 ${x - 6} 58 Z`, '#eeeeee')
  out += path(`M${x - 7} 42 L${x - 6} 26 Q${x} 20 ${x + 6} 26 L${x + 7} 42 Z`, '#e0e0e0')
  return out
}

// Abu Simbel: four giant seated pharaohs carved out of the cliff, the temple door between them.
function abuSimbel() {
  let out = path('M0 132 L0 26 Q50 16 100 14 Q150 16 200 26 L200 132 Z', '#9e9e9e')
  out += rect(10, 22, 180, 110, '#bdbdbd')
  out += rect(88, 84, 24, 48, '#616161')
  out += rect(94, 66, 12, 16, '#e0e0e0')
  for (const x of [30, 68, 132, 170]) out += colossus(x)
  return drawing(out, 200, 132)
}

// The Potala Palace: the long white palace with sloping walls high on its hill, the red palace in the middle
// rising above it under little golden roofs, rows of windows, the zigzag stairs climbing the hill below.
function potala() {
  let out = path('M0 140 L0 112 Q40 92 100 88 Q160 92 200 112 L200 140 Z', '#bdbdbd')
  out += strokes('M30 132 L70 118 L40 108 L80 96 M170 132 L130 118 L160 108 L120 96', 2)
  out += poly(
    [
      [14, 96],
      [26, 46],
      [174, 46],
      [186, 96],
    ],
    '#f5f5f5',
  )
  out += poly(
    [
      [64, 48],
      [70, 16],
      [130, 16],
      [136, 48],
    ],
    '#9e9e9e',
  )
  for (const y of [56, 76]) for (const x of [32, 50, 138, 156]) out += rect(x, y, 12, 12, '#757575')
  for (const x of [80, 94, 108]) out += rect(x, 24, 12, 14, '#f5f5f5')
  out += strokes('M64 48 L64 96 M136 48 L136 96', 1.4)
  for (const x of [80, 120])
    out += poly(
      [
        [x - 12, 16],
        [x - 8, 8],
        [x + 8, 8],
        [x + 12, 16],
      ],
      '#e0e0e0',
    )
  return drawing(out, 200, 140)
}

// Himeji Castle: the white keep of five storeys on its sloping stone base, each under a grey swept roof with
// pointed gables, the fish finials on the top roof.
function himeji() {
  let out = path('M20 150 L34 112 L126 112 L140 150 Z', '#bdbdbd')
  out += strokes('M28 132 L132 132 M24 142 L136 142', 1)
  const storeys: [number, number][] = [
    [112, 100],
    [90, 84],
    [70, 68],
    [52, 52],
  ]
  for (const [foot, w] of storeys) {
    out += rect(80 - w / 2, foot - 18, w, 18, '#f5f5f5')
    out += rect(80 - w / 4 - 4, foot - 14, 8, 8, '#757575') + rect(80 + w / 4 - 4, foot - 14, 8, 8, '#757575')
    out += sweptRoof(80, foot - 14, w + 16, 10, w - 4, '#9e9e9e')
    // A pointed gable on the roof's middle.
    out += poly(
      [
        [80 - 12, foot - 20],
        [80, foot - 32],
        [80 + 12, foot - 20],
      ],
      '#bdbdbd',
    )
  }
  out += rect(66, 20, 28, 14, '#f5f5f5')
  out += sweptRoof(80, 22, 48, 14, 16, '#9e9e9e')
  out += path('M64 10 Q60 2 66 0 L68 8 Z M96 10 Q100 2 94 0 L92 8 Z', '#757575')
  return drawing(out, 160, 150)
}

// Wat Arun: the tall central prang like a carved corn cob on its steep terraces, four smaller prangs round it,
// over the river.
function prang(x: number, foot: number, w: number, h: number): string {
  let out = ''
  out += poly(
    [
      [x - w / 2, foot],
      [x - w / 3, foot - h * 0.3],
      [x + w / 3, foot - h * 0.3],
      [x + w / 2, foot],
    ],
    '#e0e0e0',
  )
  const top = foot - h * 0.3
  out += path(
    `M${f(x - w / 4)} ${f(top)} L${f(x - w / 6)} ${f(top - h * 0.32)} Q${f(x - w / 6)} ${f(top - h * 0.55)} ${f(x)} ${f(top - h * 0.55)} Q${f(x + w / 6)} ${f(top - h * 0.55)} ${f(x + w / 6)} ${f(top - h * 0.32)} L${f(x + w / 4)} ${f(top)} Z`,
    '#bdbdbd',
  )
  let rings = ''
  // Rings round the cob, ending inside its outline so none closes a sliver at its tip.
  for (const u of [0.25, 0.5]) {
    const half = (w / 4) * (1 - u * 0.4) * 0.85
    rings += `M${f(x - half)} ${f(top - h * 0.55 * u)} L${f(x + half)} ${f(top - h * 0.55 * u)} `
  }
  out += strokes(rings, 1.2)
  out += strokes(`M${f(x)} ${f(top - h * 0.55)} L${f(x)} ${f(foot - h)}`, 2)
  return out
}
function watArun() {
  let out = water(124, 140, 200)
  out += rect(10, 116, 180, 8, '#bdbdbd')
  out += prang(30, 116, 30, 60)
  out += prang(170, 116, 30, 60)
  out += prang(100, 116, 90, 114)
  // The steep stair up the middle terrace.
  out += rect(92, 86, 16, 30, '#f5f5f5')
  out += strokes('M92 101 L108 101', 1)
  return drawing(out, 200, 140)
}

// The Oriental Pearl Tower: three slanting legs under the big low sphere, three columns up to the upper sphere,
// a small sphere and the spire.
function orientalPearl() {
  let out = ''
  out += strokes('M28 178 L52 128 M92 178 L68 128', 5)
  out += rect(49, 40, 8, 84, '#e0e0e0') + rect(63, 40, 8, 84, '#e0e0e0')
  out += circle(60, 128, 22, '#bdbdbd')
  out += strokes('M40 120 L80 120 M38 132 L82 132', 1)
  for (const y of [156, 98, 78]) out += circle(60, y, 5, '#eeeeee')
  out += circle(60, 48, 15, '#bdbdbd')
  out += strokes('M46 46 L74 46', 1)
  out += rect(56, 22, 8, 12, '#e0e0e0')
  out += circle(60, 22, 6, '#eeeeee')
  out += strokes('M60 16 L60 0', 2)
  out += rect(20, 176, 80, 4, '#9e9e9e')
  return drawing(out, 120, 180)
}

// The Cape Hatteras lighthouse: the tall tapering tower wound with its black-and-white spiral stripe, the black
// lantern and its gallery on top, on the dunes.
function hatteras() {
  const [foot, top] = [164, 40]
  const halfAt = (y: number) => 16 - (6 * (foot - y)) / (foot - top)
  let out = path('M0 180 L0 166 Q30 158 60 162 Q90 158 120 166 L120 180 Z', '#e0e0e0')
  out += poly(
    [
      [60 - halfAt(foot), foot],
      [60 - halfAt(top), top],
      [60 + halfAt(top), top],
      [60 + halfAt(foot), foot],
    ],
    '#f5f5f5',
  )
  // The spiral stripe: bands slanting across the tower, each a quadrilateral from edge to edge.
  const rise = 14
  for (let y = top + 22; y + 14 < foot; y += 34) {
    const l = (yy: number): [number, number] => [60 - halfAt(yy), yy]
    const r = (yy: number): [number, number] => [60 + halfAt(yy), yy]
    out += poly([l(y), r(y - rise), r(y - rise + 14), l(y + 14)], '#616161')
  }
  // Gallery, lantern and cap.
  out += rect(46, 34, 28, 6, '#9e9e9e')
  out += rect(52, 20, 16, 14, '#eeeeee')
  out += strokes('M60 20 L60 34', 1)
  out += path('M50 20 Q60 8 70 20 Z', '#616161')
  out += rect(54, 150, 12, 14, '#9e9e9e')
  return drawing(out, 120, 180)
}

// The Little Mermaid: the small statue of the mermaid sitting on her rock by the sea, looking down over her
// shoulder, her tail curled round beside her.
function littleMermaid() {
  let out = water(112, 140, 140)
  out += path('M14 118 Q20 96 44 92 Q70 84 96 92 Q122 96 128 118 Z', '#9e9e9e')
  // The tail: from her hips down along the rock, its fin at the end.
  out += path(
    'M66 90 Q56 96 60 104 Q80 110 104 104 Q112 102 114 98 L106 96 Q96 100 82 98 Q74 96 78 88 Z',
    '#bdbdbd',
  )
  out += path('M112 98 Q122 88 126 92 Q122 98 128 104 Q120 104 112 100 Z', '#bdbdbd')
  // The body sitting up, leaning, one arm down on the rock.
  out += path('M62 92 Q58 70 68 52 L88 52 Q92 70 84 92 Z', '#e0e0e0')
  out += path('M66 56 Q54 72 50 92 L58 94 Q62 76 74 62 Z', '#e0e0e0')
  // The head bowed, the hair gathered in a bun at the back.
  out += rect(74, 44, 8, 10, '#e0e0e0')
  out += circle(80, 38, 11, '#eeeeee')
  out += path('M68 36 Q70 24 84 26 Q90 28 90 32 Q80 30 76 36 Q74 44 70 44 Q66 42 68 36 Z', '#bdbdbd')
  out += circle(68, 30, 5, '#bdbdbd')
  return drawing(out, 140, 140)
}

// The Ponte Vecchio: the old stone bridge on its three low arches over the Arno, its shops crowded along it with
// their windows.
function ponteVecchio() {
  let out = water(112, 140, 200)
  let d = 'M0 80 L200 80 L200 128'
  for (const [a, b] of [
    [140, 188],
    [76, 124],
    [12, 60],
  ])
    d += ` L${b} 128 L${b} 112 Q${(a + b) / 2} 92 ${a} 112 L${a} 128`
  out += path(`${d} L0 128 Z`, '#bdbdbd')
  // The shops: boxes of different heights along the top, each with a window and a roof.
  const shops: [number, number, number][] = [
    [0, 26, 50],
    [26, 22, 44],
    [48, 30, 56],
    [78, 24, 40],
    [102, 28, 50],
    [130, 22, 46],
    [152, 26, 54],
    [178, 22, 42],
  ]
  shops.forEach(([x, w, top], k) => {
    out += rect(x, top, w, 80 - top, k % 2 ? '#eeeeee' : '#e0e0e0')
    out += rect(x + w / 2 - 6, top + 6, 12, 14, '#757575')
  })
  return drawing(out, 200, 140)
}

// The Tian Tan Buddha: the giant bronze Buddha sitting cross-legged on his lotus throne, one hand raised, on
// top of the long stair up the hill.
function tianTanBuddha() {
  let out = path('M0 160 L0 138 Q60 124 100 122 Q140 124 200 138 L200 160 Z', '#bdbdbd')
  out += path('M70 160 L86 132 L114 132 L130 160 Z', '#eeeeee')
  let steps = ''
  for (let y = 138; y < 160; y += 6)
    steps += `M${f(86 - (y - 132) * 0.57)} ${y} L${f(114 + (y - 132) * 0.57)} ${y} `
  out += strokes(steps, 0.8)
  // The three-tiered altar and the lotus throne.
  out += rect(48, 120, 104, 12, '#9e9e9e')
  out += rect(56, 110, 88, 10, '#bdbdbd')
  out += path(
    'M52 110 Q56 98 70 100 Q80 92 90 98 Q100 90 110 98 Q120 92 130 100 Q144 98 148 110 Z',
    '#e0e0e0',
  )
  // The body in its robe widening to the crossed legs, the raised right hand, the head with its topknot.
  out += path(
    'M88 40 Q72 42 70 56 L66 80 Q54 82 54 100 L146 100 Q146 82 134 80 L130 56 Q128 42 112 40 Z',
    '#bdbdbd',
  )
  out += strokes('M66 86 Q100 96 134 86 M84 50 Q100 60 116 50', 1.4)
  out += path('M112 78 L112 56 Q120 48 130 54 L130 78 Z', '#e0e0e0')
  out += circle(100, 16, 7, '#bdbdbd')
  out += circle(100, 30, 14, '#e0e0e0')
  return drawing(out, 200, 160)
}

// Half Dome: the granite dome sheared away in a sheer flat cliff on one side, the trees of the valley below.
function halfDome() {
  let out = path('M0 110 Q30 96 54 100 L60 120 L0 120 Z', '#bdbdbd')
  out += path('M40 120 Q48 64 92 34 Q118 20 140 26 L146 120 Z', '#9e9e9e')
  out += strokes('M140 30 L144 118 M70 80 Q90 56 118 44 M56 104 Q78 80 110 70', 1.4)
  out += path('M146 120 L146 86 Q170 80 200 90 L200 120 Z', '#bdbdbd')
  out += rect(0, 120, 200, 14, '#e0e0e0')
  for (const x of [14, 34, 100, 124, 170, 190])
    out +=
      rect(x - 1.5, 128, 3, 6, '#757575') +
      poly(
        [
          [x - 9, 130],
          [x, 104],
          [x + 9, 130],
        ],
        '#bdbdbd',
      )
  return drawing(out, 200, 134)
}

export const LANDMARK_WORLD_ASKED_MORE = {
  'abu-simbel': abuSimbel(),
  'potala-palace': potala(),
  'himeji-castle': himeji(),
  'wat-arun': watArun(),
  'oriental-pearl-tower': orientalPearl(),
  'hatteras-lighthouse': hatteras(),
  'little-mermaid-statue': littleMermaid(),
  'ponte-vecchio': ponteVecchio(),
  'tian-tan-buddha': tianTanBuddha(),
  'half-dome': halfDome(),
}
