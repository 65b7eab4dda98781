import { drawing } from './drawing'
import { f, poly } from './landmarks-drawn'

// The most famous landmarks of a list of forty a child would know that were still drawn as their kind
// (docs/decisions/0178-named-places-lettered.md): Machu Picchu's sharp peak over its terraces and roofless
// houses, Victoria Falls' long straight curtain of water into its chasm under a rainbow, the Blue Mosque's
// cascade of domes between six pencil minarets, the Golden Temple's fluted golden dome in its pool, Borobudur's
// stepped terraces ringed with bell stupas round the great one.

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`

// Machu Picchu: Huayna Picchu's steep sugarloaf peak behind, a lower ridge beside it, the green terraces stepping
// down the slope in front, and the stone houses without roofs, their pointed gable walls standing.
function machuPicchu() {
  let out = ''
  // The far ridge on the left, then the peak, steep and rounded at its top.
  out += path('M0 96 L0 70 Q20 52 44 60 L70 96 Z', '#bdbdbd')
  out += path('M52 100 Q70 66 88 28 Q100 8 112 10 Q124 14 130 40 Q140 72 168 100 Z', '#9e9e9e')
  // Its ledges, as lines across its face.
  out += strokes('M92 40 Q104 36 120 42 M82 62 Q102 56 132 64 M76 80 Q104 74 146 84', 1)
  // The terraces: one green slope stepping down, each ledge a line a child colours between.
  out += path('M4 100 L196 100 L196 136 L22 136 L22 127 L16 127 L16 118 L10 118 L10 109 L4 109 Z', '#e0e0e0')
  out += strokes('M10 109 L196 109 M16 118 L196 118 M22 127 L196 127', 1.6)
  // The houses on the top terrace: stone walls with a pointed gable each, a door, no roof.
  for (const x of [30, 62, 150]) {
    out += poly(
      [
        [x, 100],
        [x, 84],
        [x + 11, 74],
        [x + 22, 84],
        [x + 22, 100],
      ],
      '#e0e0e0',
    )
    out += rect(x + 8, 90, 6, 10, '#757575')
  }
  return drawing(out, 200, 136)
}

// Victoria Falls: one long straight curtain of water the whole width, falling from the flat lip of the cliff into
// the narrow chasm, the spray rising in clouds and a rainbow over it (Niagara is the horseshoe).
function victoriaFalls() {
  let out = ''
  // The rainbow: three bands over the falls.
  out += path('M24 70 A76 58 0 0 1 176 70 L166 70 A66 48 0 0 0 34 70 Z', '#eeeeee')
  out += path('M34 70 A66 48 0 0 1 166 70 L156 70 A56 38 0 0 0 44 70 Z', '#bdbdbd')
  out += path('M44 70 A56 38 0 0 1 156 70 L146 70 A46 28 0 0 0 54 70 Z', '#e0e0e0')
  // The land above the lip, with bushes.
  out += path(
    'M0 74 L200 74 L200 62 Q180 56 160 62 Q140 54 118 62 Q96 56 74 62 Q50 54 28 62 Q14 58 0 62 Z',
    '#9e9e9e',
  )
  // The curtain of water: one long band, its streaks falling straight.
  out += rect(0, 74, 200, 40, '#eeeeee')
  let streaks = ''
  for (let x = 10; x < 200; x += 12) streaks += `M${x} 78 L${x} 108 `
  out += strokes(streaks, 0.8)
  // The chasm's far wall below, and the spray billowing up in front.
  out += rect(0, 112, 200, 16, '#757575')
  out += path(
    'M0 128 L0 112 Q12 102 26 110 Q38 100 52 110 Q66 100 80 110 Q94 100 108 110 Q122 100 136 110 Q150 100 164 110 Q178 100 200 110 L200 128 Z',
    '#e0e0e0',
  )
  return drawing(out, 200, 128)
}

/** A minaret at `x`: a sharp cone over a pencil shaft with two balconies, standing on `foot`, `h` tall. */
function minaret(x: number, foot: number, h: number): string {
  const top = foot - h
  let out = poly(
    [
      [x - 7, top + 20],
      [x, top],
      [x + 7, top + 20],
    ],
    '#bdbdbd',
  )
  out += rect(x - 6, top + 20, 12, h - 20, '#eeeeee')
  for (const t of [0.3, 0.6]) out += rect(x - 9, top + 20 + (h - 20) * t, 18, 6, '#e0e0e0')
  return out
}

// The Blue Mosque: the great dome over a cascade of half-domes and small domes, six pencil minarets round it.
function blueMosque() {
  let out = ''
  for (const [x, h] of [
    [10, 96],
    [30, 84],
    [170, 84],
    [190, 96],
  ] as [number, number][])
    out += minaret(x, 128, h)
  // The hall, its arched windows.
  out += rect(36, 88, 128, 40, '#e0e0e0')
  for (let x = 44; x < 150; x += 24)
    out += path(`M${x} 124 L${x} 108 A6 6 0 0 1 ${x + 12} 108 L${x + 12} 124 Z`, '#9e9e9e')
  // Half-domes and small domes stepping up to the great dome.
  out += path('M40 88 A22 16 0 0 1 84 88 Z', '#bdbdbd')
  out += path('M116 88 A22 16 0 0 1 160 88 Z', '#bdbdbd')
  out += path('M62 88 A38 26 0 0 1 138 88 Z', '#e0e0e0')
  out += rect(66, 58, 68, 8, '#bdbdbd')
  out += path('M66 58 A34 30 0 0 1 134 58 Z', '#eeeeee')
  // The crescent finial on its spike.
  out += rect(99, 18, 2, 12, '#757575')
  out += path('M96 18 A4 4 0 1 0 104 18 A3 3 0 1 1 96 18 Z', '#757575')
  // Two inner minarets rising behind the dome's shoulders.
  out += minaret(58, 88, 50)
  out += minaret(142, 88, 50)
  return drawing(out, 200, 128)
}

// The Golden Temple: a two-storey hall with a fluted golden dome on top and small domed kiosks at its corners,
// standing in its pool, the causeway reaching to it and the hall's reflection in the water.
function goldenTemple() {
  let out = ''
  // The pool.
  out += rect(0, 96, 200, 32, '#e0e0e0')
  out += strokes('M12 108 L44 108 M150 112 L188 112 M20 120 L60 120 M130 122 L176 122', 1)
  // The causeway from the left.
  out += rect(0, 88, 60, 10, '#bdbdbd')
  // The hall, two storeys with arched windows.
  out += rect(60, 58, 80, 40, '#eeeeee')
  out += rect(60, 74, 80, 6, '#bdbdbd')
  for (let x = 66; x < 134; x += 20) {
    out += path(`M${x} 72 L${x} 64 A6 6 0 0 1 ${x + 12} 64 L${x + 12} 72 Z`, '#9e9e9e')
    out += path(`M${x} 96 L${x} 88 A6 6 0 0 1 ${x + 12} 88 L${x + 12} 96 Z`, '#9e9e9e')
  }
  // Kiosks at the corners: little domes on posts.
  for (const x of [64, 136]) {
    out += rect(x - 6, 48, 12, 10, '#e0e0e0')
    out += path(`M${x - 8} 48 Q${x - 8} 36 ${x} 32 Q${x + 8} 36 ${x + 8} 48 Z`, '#bdbdbd')
  }
  // The great dome: an inverted lotus, fluted, on its drum, the spire above.
  out += rect(82, 50, 36, 8, '#bdbdbd')
  out += path('M80 50 Q74 30 92 20 Q100 14 100 6 Q100 14 108 20 Q126 30 120 50 Z', '#e0e0e0')
  out += strokes('M90 50 Q86 34 96 22 M100 50 L100 16 M110 50 Q114 34 104 22', 1)
  out += rect(99, 0, 2, 8, '#757575')
  return drawing(out, 200, 128)
}

// Borobudur: five square terraces stepping up, three round terraces of bell-shaped stupas above them, the great
// stupa on top with its spire.
function borobudur() {
  let out = ''
  for (let k = 0; k < 5; k++) {
    const inset = k * 12
    const y = 120 - k * 12
    out += rect(4 + inset, y, 192 - 2 * inset, 12, k % 2 ? '#e0e0e0' : '#bdbdbd')
  }
  // The stairway up the middle.
  out += rect(94, 60, 12, 72, '#eeeeee')
  let steps = ''
  for (let y = 66; y < 132; y += 6) steps += `M94 ${y} L106 ${y} `
  out += strokes(steps, 0.6)
  // Rows of bell stupas on the round terraces.
  const bell = (x: number, foot: number, w: number) =>
    path(
      `M${f(x - w / 2)} ${foot} Q${f(x - w / 2)} ${f(foot - w)} ${f(x)} ${f(foot - w * 1.1)} Q${f(x + w / 2)} ${f(foot - w)} ${f(x + w / 2)} ${foot} Z`,
      '#eeeeee',
    )
  for (const [foot, from, to, w] of [
    [60, 60, 140, 16],
    [50, 72, 128, 14],
  ] as [number, number, number, number][])
    for (let x = from; x <= to; x += w + 4) if (Math.abs(x - 100) > 12) out += bell(x, foot, w)
  out += rect(64, 58, 72, 2, '#9e9e9e')
  // The great stupa and its spire.
  out += path('M78 50 Q78 24 100 20 Q122 24 122 50 Z', '#e0e0e0')
  out += poly(
    [
      [96, 22],
      [100, 4],
      [104, 22],
    ],
    '#bdbdbd',
  )
  return drawing(out, 200, 132)
}

export const LANDMARK_WORLD_FAMOUS = {
  'machu-picchu': machuPicchu(),
  'victoria-falls': victoriaFalls(),
  'blue-mosque': blueMosque(),
  'golden-temple': goldenTemple(),
  borobudur: borobudur(),
}
