import { drawing } from './drawing'
import { archway, f, poly } from './landmarks-drawn'

// Statues, islands and shores in their own shape (docs/decisions/0170-more-world-landmarks-drawn.md), where the
// drawing of their kind (a statue, an island, a snowy mountain, a rock, an office building) missed what people
// know them by: the Merlion's lion head on its fish's body spouting water, the Terracotta Army's rows of
// topknotted soldiers, Alcatraz's cellhouse and lighthouse on its rock, Kilimanjaro's flat snowy top over the
// acacia, the Giant's Causeway's stepping hexagon columns, the Trevi Fountain's Neptune in his arch over the
// rocks and basin, the Burj Al Arab's sail, Marina Bay Sands' three towers under the ship.

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`
const strokes = (d: string, width = 0.8) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`

// The Merlion: a lion's head with its curled mane and open mouth on a fish's scaly body, the tail curling up
// behind, sitting on its rock over the waves, the jet of water arcing from its mouth.
function merlion() {
  let out = ''
  // The water jet: a thick arc from the mouth down to the left.
  out += path('M40 44 Q14 44 6 86 L14 86 Q20 52 40 50 Z', '#eeeeee')
  // The rock and waves it sits on.
  out += path('M30 128 L34 104 Q60 96 96 100 L104 128 Z', '#bdbdbd')
  out += path('M0 128 L0 118 Q10 112 20 118 Q30 124 40 118 L40 128 Z', '#e0e0e0')
  // The fish body and tail: rising from the rock, curling up behind the head.
  out += path(
    'M46 104 Q40 80 50 62 L74 58 Q92 70 96 92 Q104 86 108 70 Q110 56 120 48 Q118 64 124 70 Q112 74 112 88 Q108 104 92 106 Z',
    '#e0e0e0',
  )
  // Scales as rows of arcs over the body.
  let scales = ''
  for (const [y, x0, x1] of [
    [72, 56, 80],
    [82, 52, 90],
    [92, 50, 94],
  ])
    for (let x = x0; x < x1; x += 8) scales += `M${x} ${y} Q${x + 4} ${y + 6} ${x + 8} ${y} `
  out += strokes(scales, 0.8)
  // The fin on its back.
  out += path('M74 60 Q86 54 92 64 Q84 64 80 70 Z', '#bdbdbd')
  // The mane: a full ring of curls round the head.
  for (let k = 0; k < 12; k++) {
    const a = (k * 2 * Math.PI) / 12
    out += circle(60 + 21 * Math.cos(a), 38 + 21 * Math.sin(a), 8.5, '#bdbdbd')
  }
  out += circle(60, 38, 22, '#bdbdbd')
  // The ears on top of the head.
  for (const x of [52, 70]) out += circle(x, 24, 5, '#e0e0e0')
  // The face, the muzzle reaching out to the left, the nose on its tip.
  out += path(
    'M68 26 Q58 20 48 26 Q40 28 34 34 L32 42 L44 46 L34 50 Q38 58 52 58 Q70 58 72 42 Q72 32 68 26 Z',
    '#eeeeee',
  )
  out += path('M30 34 Q32 30 38 31 Q38 36 33 38 Z', '#757575')
  // The open mouth, dark, the water leaving it.
  out += path('M32 42 L46 45 L34 51 Z', '#757575')
  out += circle(52, 34, 3, '#000')
  out += strokes('M46 28 Q52 26 58 30 M40 40 L36 44 M44 38 L52 40 M44 52 Q50 54 56 50', 1)
  return drawing(out, 128, 128)
}

/** One terracotta warrior standing at `x` on `foot`, `s` his scale: topknot, armour of plates, robe and legs. */
function warrior(x: number, foot: number, s: number): string {
  const p = (dx: number, dy: number): [number, number] => [x + dx * s, foot - dy * s]
  let out = ''
  // The plinth.
  out += poly([p(-14, 0), p(14, 0), p(14, 5), p(-14, 5)], '#bdbdbd')
  // Legs in their leggings, the shoes.
  out += poly([p(-11, 5), p(-1, 5), p(-1, 30), p(-11, 30)], '#e0e0e0')
  out += poly([p(1, 5), p(11, 5), p(11, 30), p(1, 30)], '#e0e0e0')
  // The robe, flaring below the armour.
  out += poly([p(-12, 28), p(12, 28), p(10, 46), p(-10, 46)], '#eeeeee')
  // The armour: a coat of plates, the rows drawn as lines.
  out += poly([p(-12, 44), p(12, 44), p(13, 72), p(-13, 72)], '#bdbdbd')
  let plates = ''
  for (const dy of [56, 64]) {
    const [a, y] = p(-12, dy)
    const [b] = p(12, dy)
    plates += `M${f(a)} ${f(y)} L${f(b)} ${f(y)} `
  }
  for (const dx of [-5, 5]) {
    const [xx, y0] = p(dx, 54)
    const [, y1] = p(dx, 72)
    plates += `M${f(xx)} ${f(y0)} L${f(xx)} ${f(y1)} `
  }
  out += strokes(plates, 0.7)
  // Arms at the sides, hands held before the belly.
  out += poly([p(-13, 72), p(-22, 66), p(-18, 44), p(-6, 44), p(-8, 54), p(-12, 62)], '#e0e0e0')
  out += poly([p(13, 72), p(22, 66), p(18, 44), p(6, 44), p(8, 54), p(12, 62)], '#e0e0e0')
  out += poly([p(-10, 54), p(10, 54), p(10, 43), p(-10, 43)], '#eeeeee')
  // The neck, head, ears and the topknot tied on the right of the head.
  out += poly([p(-4, 72), p(4, 72), p(4, 76), p(-4, 76)], '#eeeeee')
  const [hx, hy] = p(0, 86)
  out += circle(hx, hy, 10 * s, '#f5f5f5')
  out += path(
    `M${f(hx - 10 * s)} ${f(hy - 1 * s)} Q${f(hx - 10 * s)} ${f(hy - 11 * s)} ${f(hx)} ${f(hy - 11 * s)} Q${f(hx + 10 * s)} ${f(hy - 11 * s)} ${f(hx + 10 * s)} ${f(hy - 1 * s)} Q${f(hx)} ${f(hy - 6 * s)} ${f(hx - 10 * s)} ${f(hy - 1 * s)} Z`,
    '#bdbdbd',
  )
  out += circle(hx + 6 * s, hy - 12 * s, 4.5 * s, '#bdbdbd')
  out += strokes(
    `M${f(hx - 4 * s)} ${f(hy + 1 * s)} L${f(hx - 1.5 * s)} ${f(hy + 1 * s)} M${f(hx + 1.5 * s)} ${f(hy + 1 * s)} L${f(hx + 4 * s)} ${f(hy + 1 * s)} M${f(hx - 3 * s)} ${f(hy + 5 * s)} Q${f(hx)} ${f(hy + 4 * s)} ${f(hx + 3 * s)} ${f(hy + 5 * s)}`,
    0.9,
  )
  return out
}

// The Terracotta Army: three soldiers in front, the next row's heads and shoulders behind them, each with his
// topknot, his coat of armour plates and his hands before him, on his plinth.
function terracottaArmy() {
  let out = ''
  // The back row, smaller and higher, between the front row's heads.
  for (const x of [0, 66, 134, 200]) out += warrior(x, 92, 0.95)
  // The earth wall between the rows.
  out += rect(0, 92, 200, 10, '#bdbdbd')
  for (const x of [34, 100, 166]) out += warrior(x, 156, 1.3)
  out += rect(0, 156, 200, 4, '#9e9e9e')
  return drawing(out, 200, 160)
}

// Alcatraz: the rocky island rising from the bay, the long cellhouse with its rows of barred windows along the
// top, the lighthouse at one end, the water tower on its legs at the other, the dock buildings below.
function alcatraz() {
  let out = ''
  // The lighthouse: its tapering tower, the gallery, the lantern and its cap.
  out += poly(
    [
      [38, 60],
      [43, 20],
      [55, 20],
      [60, 60],
    ],
    '#f5f5f5',
  )
  out += rect(36, 16, 26, 5, '#e0e0e0')
  out += rect(41, 4, 16, 12, '#bdbdbd')
  out += path('M39 5 Q49 -4 59 5 Z', '#9e9e9e')
  out += rect(45, 32, 8, 12, '#9e9e9e')
  // The water tower on its legs.
  out += strokes('M150 58 L154 34 M170 58 L166 34 M152 46 L168 46', 1.6)
  out += rect(146, 18, 28, 17, '#e0e0e0')
  out += path('M146 18 L160 9 L174 18 Z', '#bdbdbd')
  // The rock of the island.
  out += path('M0 110 L6 92 Q18 80 30 74 L46 60 Q100 52 150 56 L166 58 Q184 70 190 86 L200 110 Z', '#bdbdbd')
  out += strokes('M20 96 l6 8 l-3 6 M96 92 l6 8 l-3 8 M170 92 l6 8 l-3 8', 0.9)
  // The cellhouse: a long block under its roof, its tall barred windows in a row.
  out += rect(62, 34, 84, 28, '#f5f5f5')
  out += rect(58, 28, 92, 7, '#e0e0e0')
  for (let x = 67; x < 142; x += 13) out += rect(x, 39, 8, 17, '#9e9e9e')
  // The buildings by the dock on the slopes.
  out += path('M12 80 L32 70 L52 80 Z', '#e0e0e0')
  out += rect(14, 80, 36, 18, '#eeeeee')
  for (const x of [20, 36]) out += rect(x, 84, 8, 9, '#9e9e9e')
  out += rect(118, 70, 34, 20, '#eeeeee')
  for (const x of [123, 138]) out += path(archway(x, 88, 9, 14), '#9e9e9e')
  return drawing(out, 200, 110)
}

// Mount Kilimanjaro: the long flat-topped mountain with snow along its top running down in tongues, the jagged
// lesser peak beside it, a band of cloud, and the flat-topped acacia tree on the plain before it.
function kilimanjaro() {
  let out = ''
  // The lesser peak, Mawenzi, behind on the left.
  out += path('M0 96 L18 56 L24 62 L30 48 L38 60 L58 96 Z', '#bdbdbd')
  // Kibo: the wide mountain with the flat top.
  out += path('M20 110 Q60 80 76 40 Q100 30 128 40 Q146 80 200 110 Z', '#e0e0e0')
  // Its snow cap along the flat top, running down in tongues.
  out += path(
    'M76 40 Q100 30 128 40 Q132 48 136 56 L130 52 L126 62 L120 50 L112 58 L106 48 L98 60 L92 48 L84 58 L80 50 L72 54 Q74 46 76 40 Z',
    '#f5f5f5',
  )
  // A band of cloud across its slopes.
  out += path('M34 86 Q40 76 52 80 Q58 72 70 78 Q80 74 86 82 Q76 90 60 88 Q46 92 34 86 Z', '#fafafa')
  out += path('M140 80 Q148 72 158 78 Q168 74 174 84 Q160 90 140 80 Z', '#fafafa')
  // The acacia on the plain before it: a thin trunk forking into a flat umbrella of leaves.
  out += path('M162 110 L164 96 L156 86 L159 84 L166 93 L174 84 L177 86 L168 97 L167 110 Z', '#9e9e9e')
  out += path('M138 86 Q140 74 160 74 Q170 70 184 74 Q198 76 198 86 Q168 90 138 86 Z', '#bdbdbd')
  return drawing(out, 200, 110)
}

// The Giant's Causeway: columns of basalt with six-sided tops, stepping up from the sea's edge in a honeycomb,
// tall at the back, low at the front, the cliff behind.
function giantsCauseway() {
  let out = ''
  // The headland behind.
  out += path('M0 70 L0 40 Q20 28 44 34 L70 44 L90 70 Z', '#bdbdbd')
  const foot = 122
  const w = 13
  // Rows from the back to the front, each lower; along a row the columns step down towards the sea (right).
  const rows: [top: number, x0: number, n: number][] = [
    [36, 22, 6],
    [52, 10, 7],
    [70, 22, 6],
    [88, 10, 6],
  ]
  rows.forEach(([top, x0, n], r) => {
    for (let k = 0; k < n; k++) {
      const cx = x0 + k * 26
      const ty = top + k * 6 + ((k + r) % 2) * 5
      out += poly(
        [
          [cx - w, ty],
          [cx - w, foot],
          [cx + w, foot],
          [cx + w, ty],
        ],
        r % 2 ? '#e0e0e0' : '#eeeeee',
      )
      out += strokes(`M${f(cx)} ${f(ty + 6)} L${f(cx)} ${foot}`, 0.8)
      out += poly(
        [
          [cx - w, ty],
          [cx - w / 2, ty - 6],
          [cx + w / 2, ty - 6],
          [cx + w, ty],
          [cx + w / 2, ty + 6],
          [cx - w / 2, ty + 6],
        ],
        '#f5f5f5',
      )
    }
  })
  return drawing(out, 200, 122)
}

// The Trevi Fountain: the palace front with its columns, the tall arch in the middle where Neptune stands on his
// shell chariot, the statues in the niches each side, the rocks and cascades below, and the wide basin in front.
function treviFountain() {
  let out = ''
  // The palace front and its attic.
  out += rect(4, 20, 192, 80, '#f5f5f5')
  out += rect(60, 6, 80, 16, '#eeeeee')
  out += rect(2, 18, 196, 6, '#e0e0e0')
  // The coat of arms on the attic.
  out += path('M92 6 Q100 0 108 6 L106 16 Q100 20 94 16 Z', '#bdbdbd')
  // Windows in the side wings.
  for (const x of [8, 24, 166, 182]) {
    out += rect(x, 30, 10, 16, '#9e9e9e')
    out += rect(x, 58, 10, 16, '#9e9e9e')
  }
  // The columns of the middle.
  for (const x of [40, 66, 126, 152]) out += rect(x, 24, 8, 70, '#eeeeee')
  // The side niches between them, with their statues.
  for (const x of [51, 137]) {
    out += path(archway(x - 2, 86, 16, 30), '#bdbdbd')
    out += circle(x + 6, 64, 3.5, '#f5f5f5')
    out += poly(
      [
        [x + 2, 68],
        [x + 10, 68],
        [x + 11, 86],
        [x + 1, 86],
      ],
      '#f5f5f5',
    )
  }
  // The great arch and Neptune in it, on his shell.
  out += path(archway(80, 94, 40, 66), '#bdbdbd')
  out += circle(100, 44, 5, '#f5f5f5')
  out += poly(
    [
      [93, 50],
      [107, 50],
      [110, 80],
      [90, 80],
    ],
    '#f5f5f5',
  )
  out += strokes('M107 52 L116 40 M116 32 L116 84', 1.4)
  out += path('M86 88 Q100 76 114 88 Q100 94 86 88 Z', '#e0e0e0')
  // The rocks, and the cascades falling over them.
  out += path(
    'M20 112 Q26 96 42 98 Q50 90 62 96 Q74 88 86 94 L114 94 Q126 88 138 96 Q150 90 158 98 Q174 96 180 112 Z',
    '#bdbdbd',
  )
  out += path('M88 94 L112 94 L116 114 L84 114 Z', '#fafafa')
  out += strokes('M92 96 L90 112 M100 96 L100 112 M108 96 L110 112', 0.8)
  // The basin.
  out += path('M0 112 L200 112 L196 132 Q100 140 4 132 Z', '#e0e0e0')
  out += strokes('M12 120 Q24 116 36 120 T60 120 M140 120 Q152 116 164 120 T188 120', 0.8)
  return drawing(out, 200, 138)
}

// The Burj Al Arab: the tall sail, bowed on its seaward side, its straight mast, the crossed bracing of its
// frame, the round helipad standing out near the top, on its own little island.
function burjAlArab() {
  let out = ''
  // Its island.
  out += path('M6 152 Q16 138 36 138 L96 138 Q116 140 122 152 Z', '#bdbdbd')
  // The sail: the bowed white face from its foot to the top of the mast.
  out += path('M78 6 Q24 40 22 138 L78 138 Z', '#f5f5f5')
  // Its floors across the sail, the building's rooms, and the frame's great crossed trusses over them.
  // The sail's edge, the curve M78 6 Q24 40 22 138, at height y.
  const edge = (y: number) => {
    let [lo, hi] = [0, 1]
    for (let k = 0; k < 30; k++) {
      const t = (lo + hi) / 2
      if ((1 - t) ** 2 * 6 + 2 * t * (1 - t) * 40 + t * t * 138 < y) lo = t
      else hi = t
    }
    return (1 - lo) ** 2 * 78 + 2 * lo * (1 - lo) * 24 + lo * lo * 22
  }
  let floors = ''
  for (let y = 22; y < 136; y += 9) floors += `M${f(edge(y))} ${y} L74 ${y} `
  out += strokes(floors, 0.6)
  out += strokes('M76 24 Q50 50 34 66 M74 52 Q46 84 28 100 M36 64 L76 96 M28 100 L76 132', 1.6)
  // The mast: a spine up the back, rising past the sail.
  out += path('M74 0 L84 0 L86 138 L74 138 Z', '#bdbdbd')
  // The helipad: a disc standing out from the mast on its arm.
  out += path('M84 30 L102 26 L102 32 L86 38 Z', '#bdbdbd')
  out += path('M90 26 A18 6 0 1 1 126 26 A18 6 0 1 1 90 26 Z', '#e0e0e0')
  // The restaurant's arm near the top.
  out += path('M86 14 L108 12 L108 20 L86 22 Z', '#e0e0e0')
  return drawing(out, 128, 152)
}

// Marina Bay Sands: three tall towers, each of two leaning halves, and the long SkyPark lying across their tops
// like a ship, its bow reaching out past the last tower.
function marinaBaySands() {
  let out = ''
  for (const x of [34, 90, 146]) {
    out += poly(
      [
        [x - 18, 124],
        [x - 9, 30],
        [x, 30],
        [x, 124],
      ],
      '#eeeeee',
    )
    out += poly(
      [
        [x, 30],
        [x + 9, 30],
        [x + 18, 124],
        [x, 124],
      ],
      '#e0e0e0',
    )
    let floors = ''
    for (let y = 40; y < 122; y += 10)
      floors += `M${f(x - 9 - ((y - 30) * 9) / 94)} ${y} L${f(x + 9 + ((y - 30) * 9) / 94)} ${y} `
    out += strokes(floors, 0.6)
  }
  // The SkyPark: the long ship's hull across the three tops, the bow out over the right.
  out += path('M16 18 L196 14 L192 22 Q180 28 168 28 L20 30 Z', '#bdbdbd')
  out += rect(0, 124, 200, 4, '#bdbdbd')
  return drawing(out, 200, 128)
}

export const LANDMARK_STATUES_AND_SHORES = {
  merlion: merlion(),
  'terracotta-army': terracottaArmy(),
  alcatraz: alcatraz(),
  'mount-kilimanjaro': kilimanjaro(),
  'giants-causeway': giantsCauseway(),
  'trevi-fountain': treviFountain(),
  'burj-al-arab': burjAlArab(),
  'marina-bay-sands': marinaBaySands(),
}
