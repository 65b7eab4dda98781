import { drawing } from './drawing'
import { archway, f, line, poly } from './landmarks-drawn'

// More famous landmarks in their own shape (docs/decisions/0137-landmarks-drawn.md, 0149-more-landmarks-drawn.md):
// towers and memorials whose kind's drawing (an office building, an arch, an obelisk, a Greek temple, a statue)
// missed the one feature people know them by: the Shard's splintered top, the Chrysler Building's crown of
// arches, the Arc de Triomphe's massive block, the Washington Monument's ring of flags, the Lincoln Memorial's
// flat roof over the seated Lincoln, the Angel of the North's wings.

// The Shard: one tall, slim glass pyramid of separate faces that do not meet at the top, their edges
// splintering into points at different heights.
function shard() {
  let out = ''
  // Three faces: the broad one in front, a narrower one each side, each ending in its own splinter.
  out += poly(
    [
      [6, 168],
      [33, 16],
      [35, 6],
      [37, 18],
      [30, 168],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [74, 168],
      [45, 20],
      [44, 9],
      [42, 22],
      [50, 168],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [22, 168],
      [36, 26],
      [38, 2],
      [40.5, 14],
      [42, 24],
      [58, 168],
    ],
    '#e0e0e0',
  )
  // Floors as bands across the front face, closer together up the tapering glass.
  let floors = ''
  for (let y = 150; y > 40; y -= 16) {
    const half = 18 * ((y - 24) / 144) + 3
    floors += `M${f(40 - half)} ${y} L${f(40 + half)} ${y} `
  }
  out += `<path d="${floors}" fill="none" stroke="#000" stroke-width="0.7"/>`
  return drawing(out, 80, 168)
}

// The Chrysler Building: the tall shaft with its setbacks, and the crown everybody knows: stacked arches
// narrowing as they rise, each studded with triangular windows, under the needle spire.
function chrysler() {
  let out = ''
  const block = (x0: number, x1: number, y0: number, y1: number, fill = '#e0e0e0') =>
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${fill}"/>`
  // The spire first: the crown stands in front of its foot.
  out += poly(
    [
      [40, 30],
      [44.2, 0],
      [45.8, 0],
      [50, 30],
    ],
    '#eeeeee',
  )
  // The crown: each arch a round-headed block, drawn from the top down so each lower, wider one stands in front.
  const arches = [
    { half: 6, top: 22 },
    { half: 9, top: 30 },
    { half: 12, top: 38 },
    { half: 15, top: 46 },
    { half: 18, top: 54 },
  ]
  let windows = ''
  for (const { half, top } of arches) {
    out += `<path d="M${45 - half} 72 L${45 - half} ${top + half} A${half} ${half} 0 0 1 ${45 + half} ${top + half} L${45 + half} 72 Z" fill="#eeeeee"/>`
    // Triangular windows in the rim of this arch, pointing out like rays; solid, as the Colosseum's arches are,
    // or at Easy they fall below the smallest detail and the crown reads as a pagoda's.
    const [cx, cy] = [45, top + half]
    const r0 = Math.max(0, half - 7)
    const r1 = half - 1.2
    const n = half < 8 ? 1 : 3
    for (let k = 0; k < n; k++) {
      const a = n === 1 ? Math.PI / 2 : Math.PI * (0.3 + (0.4 * k) / (n - 1))
      const w = half < 8 ? 0.5 : 0.16
      const p = (r: number, da: number) => `${f(cx + r * Math.cos(a + da))} ${f(cy - r * Math.sin(a + da))}`
      windows += `<path d="M${p(r0, -w)} L${p(r1, 0)} L${p(r0, w)} Z" fill="#303030"/>`
    }
  }
  out += windows
  // The shaft and its setbacks down to the wide base.
  out += block(22, 68, 72, 128) + block(14, 76, 128, 150) + block(6, 84, 150, 170)
  // Piers up the shaft, windows across the base.
  let piers = ''
  for (let x = 28; x < 66; x += 6) piers += `M${x} 76 L${x} 126 `
  for (let y = 134; y < 150; y += 7) piers += `M18 ${y} L72 ${y} `
  for (let y = 156; y < 170; y += 7) piers += `M10 ${y} L80 ${y} `
  out += `<path d="${piers}" fill="none" stroke="#000" stroke-width="0.8"/>`
  // The eagle gargoyles at the corners of the setback under the crown.
  out += poly(
    [
      [22, 74],
      [12, 70],
      [14, 76],
      [22, 78],
    ],
    '#bdbdbd',
  )
  out += poly(
    [
      [68, 74],
      [78, 70],
      [76, 76],
      [68, 78],
    ],
    '#bdbdbd',
  )
  return drawing(out, 90, 170)
}

// The Arc de Triomphe: one massive square block pierced by a single tall round arch, the deep cornice and attic
// across the top, the great sculpture panels on the piers either side.
function arcDeTriomphe() {
  let out = ''
  out += '<rect x="14" y="14" width="100" height="96" fill="#e0e0e0"/>'
  // The attic and the cornice under it, jutting out.
  out += '<rect x="12" y="12" width="104" height="14" fill="#eeeeee"/>'
  out += '<rect x="10" y="26" width="108" height="6" fill="#bdbdbd"/>'
  // The frieze over the arch.
  out += '<rect x="14" y="36" width="100" height="6" fill="#eeeeee"/>'
  let shields = ''
  for (let x = 20; x < 112; x += 9.2) shields += `<circle cx="${f(x)}" cy="19" r="2.6" fill="#bdbdbd"/>`
  out += shields
  // The great arch.
  out += `<path d="${archway(44, 110, 40, 64)}" fill="#616161"/>`
  // The sculpture panels on the piers, each a group of figures (a few heads and bodies).
  for (const x0 of [18, 88]) {
    out += `<rect x="${x0}" y="62" width="22" height="30" fill="#bdbdbd"/>`
    out += `<circle cx="${x0 + 7}" cy="69" r="2.6" fill="#eeeeee"/><circle cx="${x0 + 15}" cy="71" r="2.6" fill="#eeeeee"/>`
    out += poly(
      [
        [x0 + 4, 90],
        [x0 + 5, 73],
        [x0 + 10, 73],
        [x0 + 11, 90],
      ],
      '#eeeeee',
    )
    out += poly(
      [
        [x0 + 12, 90],
        [x0 + 13, 75],
        [x0 + 18, 75],
        [x0 + 19, 90],
      ],
      '#eeeeee',
    )
  }
  // The impost band the arch springs from, and the plinth.
  out += line(
    [
      [14, 56],
      [44, 56],
    ],
    1,
  )
  out += line(
    [
      [84, 56],
      [114, 56],
    ],
    1,
  )
  out += '<rect x="10" y="106" width="108" height="6" fill="#bdbdbd"/>'
  return drawing(out, 128, 112)
}

// The Washington Monument: the tall plain white shaft with its small pointed top, the line where the stone
// changes a third of the way up, and the ring of flags round its foot on the grassy mound.
function washingtonMonument() {
  let out = '<path d="M0 170 Q8 152 36 150 Q64 152 72 170 Z" fill="#c8e6c9"/>'
  out += poly(
    [
      [29, 154],
      [31.5, 24],
      [36, 8],
      [40.5, 24],
      [43, 154],
    ],
    '#eeeeee',
  )
  out += line(
    [
      [31.5, 24],
      [40.5, 24],
    ],
    0.8,
  )
  out += line(
    [
      [30.3, 110],
      [41.7, 110],
    ],
    0.8,
  )
  // The flags: poles round the foot, each with its flag flying to the right, striped.
  let poles = ''
  let stripes = ''
  for (const x of [4, 12, 20, 52, 60, 68]) {
    const foot = 166 - 10 * (1 - Math.abs(x - 36) / 32)
    poles += `M${x} ${f(foot)} L${x} ${f(foot - 24)} `
    out += `<rect x="${x}" y="${f(foot - 24)}" width="7" height="5" fill="#ef9a9a"/>`
    stripes += `M${x} ${f(foot - 21.5)} L${x + 7} ${f(foot - 21.5)} `
  }
  out += `<path d="${poles}" fill="none" stroke="#000" stroke-width="1"/>`
  out += `<path d="${stripes}" fill="none" stroke="#000" stroke-width="0.6"/>`
  return drawing(out, 72, 170)
}

// The Lincoln Memorial: a white temple with a flat roof and no pediment, its row of columns along the front on
// wide steps, and between the middle columns the seated statue of Lincoln in the shadow inside.
function lincolnMemorial() {
  let out = ''
  // The attic (the flat top) and the frieze over the columns.
  out += '<rect x="22" y="6" width="116" height="14" fill="#eeeeee"/>'
  out += '<rect x="14" y="20" width="132" height="12" fill="#e0e0e0"/>'
  // The hall behind the columns, its middle bay in the shadow Lincoln sits in.
  out += '<rect x="16" y="32" width="128" height="48" fill="#bdbdbd"/>'
  out += '<rect x="69" y="32" width="22" height="48" fill="#9e9e9e"/>'
  // Lincoln, seated, facing out: the big chair behind him, his arms on its arms, the knees, the legs, the head.
  out += '<rect x="66" y="46" width="28" height="34" fill="#bdbdbd"/>'
  out += poly(
    [
      [72, 64],
      [72, 52],
      [75, 48],
      [85, 48],
      [88, 52],
      [88, 64],
    ],
    '#eeeeee',
  )
  out +=
    '<rect x="67" y="53" width="5" height="14" fill="#e0e0e0"/><rect x="88" y="53" width="5" height="14" fill="#e0e0e0"/>'
  out += '<rect x="71" y="64" width="18" height="5" fill="#e0e0e0"/>'
  out +=
    '<rect x="72" y="69" width="7" height="11" fill="#eeeeee"/><rect x="81" y="69" width="7" height="11" fill="#eeeeee"/>'
  out += '<circle cx="80" cy="42" r="5" fill="#eeeeee"/>'
  // The columns, the middle pair set wider apart round the statue.
  for (const x of [18, 29, 40, 51, 62, 91, 102, 113, 124, 135]) {
    out += `<rect x="${x}" y="32" width="7" height="48" fill="#eeeeee"/>`
    out += `<rect x="${x - 1}" y="32" width="9" height="3" fill="#e0e0e0"/>`
  }
  // The steps, widening to the bottom.
  for (const [y, inset, fill] of [
    [80, 12, '#e0e0e0'],
    [88, 6, '#eeeeee'],
    [96, 0, '#e0e0e0'],
  ] as [number, number, string][])
    out += `<rect x="${inset}" y="${y}" width="${160 - 2 * inset}" height="8" fill="${fill}"/>`
  let dentils = ''
  for (let x = 24; x < 138; x += 8) dentils += `M${x} 10 L${x + 4} 10 L${x + 4} 16 L${x} 16 Z `
  out += `<path d="${dentils}" fill="#bdbdbd"/>`
  return drawing(out, 160, 104)
}

// The Angel of the North: the steel figure standing straight on its mound, its long flat wings held out
// wide and ribbed from top to bottom.
function angelOfTheNorth() {
  const rust = '#bcaaa4'
  let out = '<path d="M40 96 Q60 84 80 84 Q100 84 120 96 Z" fill="#c8e6c9"/>'
  // The wings: long planks out from the shoulders, a little deeper at the tips.
  out += poly(
    [
      [74, 30],
      [6, 26],
      [6, 40],
      [74, 40],
    ],
    rust,
  )
  out += poly(
    [
      [86, 30],
      [154, 26],
      [154, 40],
      [86, 40],
    ],
    rust,
  )
  let ribs = ''
  for (let x = 12; x < 72; x += 6) ribs += `M${x} ${f(27 + (x - 6) * 0.045)} L${x} 40 `
  for (let x = 148; x > 88; x -= 6) ribs += `M${x} ${f(27 + (154 - x) * 0.045)} L${x} 40 `
  out += `<path d="${ribs}" fill="none" stroke="#000" stroke-width="0.7"/>`
  // The body: shoulders to the feet, the legs together, ribbed up its front; the small head.
  out += poly(
    [
      [73, 28],
      [87, 28],
      [86, 56],
      [84, 88],
      [76, 88],
      [74, 56],
    ],
    rust,
  )
  out += line(
    [
      [80, 60],
      [80, 88],
    ],
    0.8,
  )
  out += `<ellipse cx="80" cy="20" rx="5" ry="7" fill="${rust}"/>`
  return drawing(out, 160, 96)
}

export const LANDMARK_TOWERS_AND_MEMORIALS = {
  'shard-tower': shard(),
  'chrysler-building': chrysler(),
  'arc-de-triomphe': arcDeTriomphe(),
  'washington-monument': washingtonMonument(),
  'lincoln-memorial': lincolnMemorial(),
  'angel-of-the-north': angelOfTheNorth(),
}
