import { band, drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A leg or a stem as a filled band through `points`: thin parts that stay regions at Easy. */
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** Bands across a level ellipse between pairs of x: a wasp's stripes, each a closed region inside the body. */
function stripes(cx: number, cy: number, rx: number, ry: number, spans: [number, number][], fill: string) {
  const y = (x: number) => ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2))
  return spans
    .map(
      ([a, b]) =>
        `<path d="M${f(a)} ${f(cy - y(a))} A${rx} ${ry} 0 0 1 ${f(b)} ${f(cy - y(b))} L${f(b)} ${f(cy + y(b))} A${rx} ${ry} 0 0 1 ${f(a)} ${f(cy + y(a))} Z" fill="${fill}"/>`,
    )
    .join('')
}

/** Leaflets in pairs along a curve from `a` through `c` to `b`, shrinking towards the tip: a fern's frond. */
function frond(a: [number, number], c: [number, number], b: [number, number], pairs: number, long: number) {
  let out = ''
  for (let k = 0; k < pairs; k++) {
    const t = 0.06 + (0.9 * k) / pairs
    const u = 1 - t
    const x = u * u * a[0] + 2 * u * t * c[0] + t * t * b[0]
    const y = u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]
    const dx = 2 * u * (c[0] - a[0]) + 2 * t * (b[0] - c[0])
    const dy = 2 * u * (c[1] - a[1]) + 2 * t * (b[1] - c[1])
    const along = (Math.atan2(dy, dx) * 180) / Math.PI
    const len = long * (1 - 0.75 * t)
    for (const side of [-1, 1]) {
      // Each leaflet leans forward, towards the tip, from its side of the stem.
      const turn = along + side * 62
      const r = (turn * Math.PI) / 180
      const mx = x + Math.cos(r) * len * 0.5
      const my = y + Math.sin(r) * len * 0.5
      out += `<ellipse cx="${f(mx)}" cy="${f(my)}" rx="${f(len / 2)}" ry="${f(Math.max(2.2, len * 0.2))}" transform="rotate(${f(turn)} ${f(mx)} ${f(my)})" fill="#81c784"/>`
    }
  }
  return out
}

/** Spines round a circle: a sea urchin's, each a thin closed triangle. */
function spikes(cx: number, cy: number, r: number, long: number, count: number, fill: string) {
  let out = ''
  for (let k = 0; k < count; k++) {
    const a = (2 * Math.PI * k) / count
    const at = (rr: number, da: number) => `${f(cx + rr * Math.cos(a + da))} ${f(cy + rr * Math.sin(a + da))}`
    out += `<path d="M${at(r - 2, -0.09)} L${at(r + long, 0)} L${at(r - 2, 0.09)} Z" fill="${fill}"/>`
  }
  return out
}

/** A dandelion's seed clock: seeds on lines out from the head, each with its little parachute. */
function seedClock(cx: number, cy: number, r: number, count: number) {
  let lines = ''
  let tips = ''
  for (let k = 0; k < count; k++) {
    const a = (2 * Math.PI * k) / count
    const [c, s] = [Math.cos(a), Math.sin(a)]
    lines += `M${f(cx + 5 * c)} ${f(cy + 5 * s)} L${f(cx + r * c)} ${f(cy + r * s)}`
    for (const da of [-0.16, 0, 0.16])
      tips += `M${f(cx + r * c)} ${f(cy + r * s)} L${f(cx + (r + 7) * Math.cos(a + da))} ${f(cy + (r + 7) * Math.sin(a + da))}`
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="#fafafa"/><path d="${lines}${tips}" fill="none" stroke="#000" stroke-width="1"/><circle cx="${cx}" cy="${cy}" r="5" fill="#a1887f"/>`
}

/** Petals round a centre, each an ellipse turned out from it. */
function petals(
  cx: number,
  cy: number,
  count: number,
  dist: number,
  rx: number,
  ry: number,
  fill: string,
  from = 0,
) {
  let out = ''
  for (let k = 0; k < count; k++) {
    const deg = from + (360 * k) / count
    const r = (deg * Math.PI) / 180
    const [x, y] = [cx + dist * Math.cos(r), cy + dist * Math.sin(r)]
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${rx}" ry="${ry}" transform="rotate(${f(deg)} ${f(x)} ${f(y)})" fill="${fill}"/>`
  }
  return out
}

// A holly leaf along a line, its edge in sharp points: `len` long from (x, y) at `deg` degrees.
function hollyLeaf(x: number, y: number, deg: number, len: number) {
  const r = (deg * Math.PI) / 180
  const [c, s] = [Math.cos(r), Math.sin(r)]
  const at = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`
  const w = len * 0.3
  // Points out at the tips, the edge curving in between them.
  const side = (sgn: number) =>
    [0.2, 0.4, 0.6, 0.8]
      .map(
        (u, k) => `Q${at(len * (u - 0.1), sgn * w * 0.55)} ${at(len * u, sgn * w * (k === 3 ? 0.75 : 1.05))}`,
      )
      .join(' ')
  const back = (sgn: number) =>
    [0.6, 0.4, 0.2]
      .map(
        (u, k) => `Q${at(len * (u + 0.1), sgn * w * 0.55)} ${at(len * u, sgn * w * (k === 0 ? 1.05 : 1.05))}`,
      )
      .join(' ')
  return `<path d="M${at(0, 0)} ${side(1)} Q${at(len * 0.9, w * 0.4)} ${at(len, 0)} Q${at(len * 0.9, -w * 0.4)} ${at(len * 0.8, -w * 0.75)} ${back(-1)} Q${at(len * 0.1, -w * 0.55)} ${at(0, 0)} Z" fill="#388e3c"/><path d="M${at(2, 0)} L${at(len - 6, 0)}" fill="none" stroke="#000" stroke-width="1"/>`
}

/** A Venus flytrap's trap at (x, y) opening towards `deg`: two lobes apart like jaws, teeth round both rims. */
function trap(x: number, y: number, deg: number) {
  const r = (deg * Math.PI) / 180
  const [c, s] = [Math.cos(r), Math.sin(r)]
  const at = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`
  const lobe = (sgn: number, fill: string) =>
    `<path d="M${at(0, 0)} Q${at(6, sgn * 22)} ${at(26, sgn * 18)} Q${at(18, sgn * 6)} ${at(0, 0)} Z" fill="${fill}"/>`
  let teeth = ''
  for (const sgn of [-1, 1])
    for (const u of [10, 16, 21, 26]) {
      const v = sgn * (u < 20 ? 15 + u * 0.25 : 18 + (u - 20) * 0.1)
      teeth += `M${at(u, v)} L${at(u + 3, v + sgn * 8)}`
    }
  return `${lobe(-1, '#aed581')}${lobe(1, '#e57373')}<path d="${teeth}" fill="none" stroke="#000" stroke-width="1.2"/>`
}

/** A lily's trumpet from its foot (x, y) along `deg`, `len` long: narrow at the stem, flared to pointed petals. */
function trumpet(x: number, y: number, deg: number, len: number) {
  const r = (deg * Math.PI) / 180
  const [c, s] = [Math.cos(r), Math.sin(r)]
  const at = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`
  const w = len * 0.42
  const flower = `<path d="M${at(0, -3)} Q${at(len * 0.6, -5)} ${at(len * 0.85, -w * 0.8)} L${at(len * 1.05, -w * 1.1)} Q${at(len * 0.98, -w * 0.55)} ${at(len, -w * 0.45)} L${at(len * 1.12, -w * 0.3)} Q${at(len * 1.0, 0)} ${at(len * 1.12, w * 0.3)} L${at(len, w * 0.45)} Q${at(len * 0.98, w * 0.55)} ${at(len * 1.05, w * 1.1)} L${at(len * 0.85, w * 0.8)} Q${at(len * 0.6, 5)} ${at(0, 3)} Z" fill="#fafafa"/>`
  const lines = `<path d="M${at(len * 0.25, 0)} L${at(len * 0.95, 0)} M${at(len * 0.3, -2)} L${at(len * 0.9, -w * 0.6)} M${at(len * 0.3, 2)} L${at(len * 0.9, w * 0.6)}" fill="none" stroke="#000" stroke-width="1"/>`
  const stamens = [-0.2, 0.05, 0.25]
    .map(
      (v) =>
        `<ellipse cx="${at(len * 1.22, w * v).split(' ')[0]}" cy="${at(len * 1.22, w * v).split(' ')[1]}" rx="3" ry="1.8" transform="rotate(${f(deg + 90)} ${at(len * 1.22, w * v)})" fill="#ffca28"/>`,
    )
    .join('')
  const threads = `<path d="${[-0.2, 0.05, 0.25].map((v) => `M${at(len * 0.8, w * v * 0.5)} L${at(len * 1.2, w * v)}`).join(' ')}" fill="none" stroke="#000" stroke-width="1"/>`
  return flower + lines + threads + stamens
}

/**
 * Animals, plants and nature things children name that no emoji, icon family or earlier drawing holds
 * (docs/decisions/0133-nature-children-name.md). Animals side on and facing left, feet on the bottom edge, as
 * the other animals; what tells each from the thing it would be mistaken for is drawn big.
 */
export const NATURE_GAPS = {
  // A wasp: the thin waist between chest and a pointed, banded tail with its sting, long narrow wings folded
  // back, bent antennae; not the round furry bee.
  wasp: drawing(`
    ${strip(
      [
        [40, 70],
        [30, 90],
        [26, 110],
      ],
      4,
      '#424242',
    )}
    ${strip(
      [
        [50, 72],
        [52, 94],
        [46, 112],
      ],
      4,
      '#424242',
    )}
    ${strip(
      [
        [58, 70],
        [72, 90],
        [74, 110],
      ],
      4,
      '#424242',
    )}
    <ellipse cx="90" cy="72" rx="30" ry="15" fill="#fdd835"/>
    ${stripes(
      90,
      72,
      30,
      15,
      [
        [68, 80],
        [92, 104],
      ],
      '#424242',
    )}
    <path d="M119 70 L127 73 L119 76 Z" fill="#424242"/>
    <ellipse cx="58" cy="62" rx="6" ry="4" fill="#424242"/>
    <ellipse cx="46" cy="60" rx="15" ry="12" fill="#fdd835"/>
    <ellipse cx="72" cy="36" rx="30" ry="8" transform="rotate(-16 72 36)" fill="#e3f2fd"/>
    <ellipse cx="78" cy="48" rx="26" ry="7" transform="rotate(-4 78 48)" fill="#e3f2fd"/>
    <path d="M50 42 Q72 32 96 28 M56 48 Q78 46 100 46" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="24" cy="58" r="12" fill="#fdd835"/>
    <ellipse cx="20" cy="55" rx="5" ry="7" fill="#424242"/>
    <path d="M14 66 L8 70 L14 72 Z" fill="#424242"/>
    <path d="M22 46 Q16 30 6 24 M28 46 Q30 28 22 16" fill="none" stroke="#000" stroke-width="2"/>`),
  // A moth seen from above, resting with its wings flat: broad triangle forewings with eye spots, small round
  // hind wings, a thick furry body and the feathery, comb-like antennae a butterfly does not have.
  moth: drawing(`
    <path d="M64 60 Q40 80 26 112 Q44 118 60 96 Z" fill="#bcaaa4"/>
    <path d="M64 60 Q88 80 102 112 Q84 118 68 96 Z" fill="#bcaaa4"/>
    <path d="M62 44 Q30 28 4 44 Q8 76 60 76 Z" fill="#d7ccc8"/>
    <path d="M66 44 Q98 28 124 44 Q120 76 68 76 Z" fill="#d7ccc8"/>
    <path d="M14 48 Q36 44 54 54 M114 48 Q92 44 74 54 M22 66 Q40 62 56 68 M106 66 Q88 62 72 68" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="34" cy="56" r="7" fill="#8d6e63"/><circle cx="34" cy="56" r="3" fill="#fafafa"/>
    <circle cx="94" cy="56" r="7" fill="#8d6e63"/><circle cx="94" cy="56" r="3" fill="#fafafa"/>
    <circle cx="40" cy="100" r="4" fill="#8d6e63"/><circle cx="88" cy="100" r="4" fill="#8d6e63"/>
    <ellipse cx="64" cy="76" rx="8" ry="30" fill="#a1887f"/>
    <path d="M57 68 L71 68 M56 78 L72 78 M57 88 L71 88 M59 98 L69 98" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="44" r="8" fill="#a1887f"/>
    <circle cx="60" cy="42" r="2" fill="#212121"/><circle cx="68" cy="42" r="2" fill="#212121"/>
    <path d="M60 38 Q48 20 36 12 M68 38 Q80 20 92 12" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M56 30 L50 34 M52 25 L45 28 M47 20 L40 22 M43 16 L37 16 M56 30 L58 23 M52 25 L53 17 M47 20 L47 12 M72 30 L78 34 M76 25 L83 28 M81 20 L88 22 M85 16 L91 16 M72 30 L70 23 M76 25 L75 17 M81 20 L81 12" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A stick insect seen from above: a body long and thin as a twig with knobbly joints, six long legs bent at
  // the knee, a small head and long antennae reaching ahead.
  'stick-insect': drawing(`
    ${strip(
      [
        [36, 64],
        [24, 38],
        [14, 8],
      ],
      3.5,
      '#9ccc65',
    )}
    ${strip(
      [
        [36, 64],
        [24, 90],
        [14, 120],
      ],
      3.5,
      '#9ccc65',
    )}
    ${strip(
      [
        [62, 64],
        [66, 38],
        [56, 8],
      ],
      3.5,
      '#9ccc65',
    )}
    ${strip(
      [
        [62, 64],
        [66, 90],
        [56, 120],
      ],
      3.5,
      '#9ccc65',
    )}
    ${strip(
      [
        [84, 64],
        [100, 38],
        [110, 8],
      ],
      3.5,
      '#9ccc65',
    )}
    ${strip(
      [
        [84, 64],
        [100, 90],
        [110, 120],
      ],
      3.5,
      '#9ccc65',
    )}
    ${strip(
      [
        [20, 64],
        [60, 63],
        [96, 64],
        [126, 62],
      ],
      7,
      '#aed581',
    )}
    <ellipse cx="36" cy="64" rx="4" ry="5" fill="#aed581"/><ellipse cx="62" cy="63" rx="4" ry="5" fill="#aed581"/><ellipse cx="84" cy="64" rx="4" ry="5" fill="#aed581"/>
    <ellipse cx="18" cy="64" rx="8" ry="5.5" fill="#aed581"/>
    <circle cx="15" cy="60" r="2" fill="#212121"/><circle cx="15" cy="68" r="2" fill="#212121"/>
    <path d="M11 61 Q4 50 2 30 M11 67 Q4 78 2 98" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A woodlouse (a pill bug, a roly-poly) from above: an oval of overlapping grey plates, short feelers, little
  // legs peeping out each side, a split tail.
  woodlouse: drawing(`
    ${[30, 46, 62, 78, 94]
      .map(
        (x) =>
          `<path d="M${x} 36 L${x - 4} 24 M${x} 92 L${x - 4} 104" fill="none" stroke="#000" stroke-width="2.5"/>`,
      )
      .join('')}
    <path d="M110 56 L126 50 L126 56 L112 62 Z M110 72 L126 78 L126 72 L112 66 Z" fill="#9e9e9e"/>
    <ellipse cx="64" cy="64" rx="50" ry="32" fill="#9e9e9e"/>
    ${[26, 38, 50, 62, 74, 86, 98]
      .map(
        (x) =>
          `<path d="M${x} ${64 - Math.round(32 * Math.sqrt(Math.max(0, 1 - ((x - 64) / 50) ** 2)))} Q${x + 8} 64 ${x} ${64 + Math.round(32 * Math.sqrt(Math.max(0, 1 - ((x - 64) / 50) ** 2)))}" fill="none" stroke="#000" stroke-width="1.2"/>`,
      )
      .join('')}
    <path d="M14 64 Q14 44 26 40 Q30 64 26 88 Q14 84 14 64 Z" fill="#757575"/>
    <path d="M16 52 Q4 40 2 28 M16 76 Q4 88 2 100" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="20" cy="56" r="2" fill="#212121"/><circle cx="20" cy="72" r="2" fill="#212121"/>`),
  // An ankylosaurus: low and wide under a domed shell of studs and side spikes, short thick legs, a small
  // beaked head with horns at the back, and the long tail ending in its bony club.
  ankylosaurus: drawing(`
    <rect x="40" y="92" width="14" height="28" rx="4" fill="#8d6e63"/><rect x="84" y="92" width="14" height="28" rx="4" fill="#8d6e63"/>
    ${strip(
      [
        [90, 84],
        [106, 86],
        [116, 82],
      ],
      9,
      '#a1887f',
    )}
    <ellipse cx="118" cy="81" rx="9" ry="10" fill="#8d6e63"/>
    <path d="M16 88 Q18 58 60 54 Q98 54 102 88 Z" fill="#a1887f"/>
    ${[18, 32, 48, 64, 80, 94]
      .map((x) => `<path d="M${x} 86 L${x + 5} 98 L${x + 10} 86 Z" fill="#8d6e63"/>`)
      .join('')}
    <path d="M16 88 L102 88" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [32, 70],
      [48, 62],
      [64, 60],
      [80, 64],
      [92, 74],
      [24, 80],
      [40, 78],
      [56, 74],
      [72, 74],
      [86, 80],
    ]
      .map(([x, y]) => `<path d="M${x - 5} ${y + 4} L${x} ${y - 5} L${x + 5} ${y + 4} Z" fill="#d7ccc8"/>`)
      .join('')}
    <rect x="28" y="94" width="14" height="28" rx="4" fill="#a1887f"/><rect x="72" y="94" width="14" height="28" rx="4" fill="#a1887f"/>
    <path d="M22 70 Q8 66 4 78 Q2 88 12 90 Q22 92 26 86 Z" fill="#a1887f"/>
    <path d="M18 68 L22 58 L26 70 Z" fill="#8d6e63"/>
    <circle cx="13" cy="77" r="2.8" fill="#212121"/>
    <path d="M4 84 Q10 86 16 84" fill="none" stroke="#000" stroke-width="1"/>`),
  // A spinosaurus: the tall sail on its back held up by spines, a long low crocodile snout, strong back legs,
  // short arms with claws, a long tail.
  spinosaurus: drawing(`
    <path d="M88 62 Q110 64 127 84 Q108 80 90 88 Z" fill="#7cb342"/>
    <path d="M36 66 Q42 10 68 6 Q96 8 100 68 Z" fill="#c5e1a5"/>
    <path d="M46 64 L48 28 M57 62 L58 14 M68 62 L68 8 M79 62 L80 12 M90 64 L91 30" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M80 84 L92 84 L90 116 L96 124 L74 124 L80 116 Z" fill="#689f38"/>
    <ellipse cx="66" cy="74" rx="32" ry="17" fill="#8bc34a"/>
    <path d="M50 84 L62 84 L60 116 L66 124 L44 124 L50 116 Z" fill="#8bc34a"/>
    <ellipse cx="58" cy="82" rx="12" ry="13" fill="#8bc34a"/>
    ${strip(
      [
        [38, 78],
        [28, 88],
        [32, 98],
      ],
      6,
      '#8bc34a',
    )}
    <path d="M42 66 Q36 54 26 52 L4 56 Q0 62 6 66 L26 68 Q34 72 38 80 Z" fill="#8bc34a"/>
    <path d="M6 62 L26 62" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="28" cy="57" r="2.8" fill="#212121"/>
    <path d="M72 84 Q84 86 92 80" fill="none" stroke="#000" stroke-width="1"/>`),
  // A swordfish: the long flat sword of a bill, a tall curved fin on its back, the crescent tail, a sleek body.
  swordfish: drawing(`
    <path d="M96 60 L120 34 Q118 56 112 64 Q118 72 120 94 L96 68 Z" fill="#78909c"/>
    <path d="M42 54 Q50 28 62 22 Q62 40 70 52 Z" fill="#78909c"/>
    <path d="M28 64 Q46 48 76 50 Q96 52 104 64 Q96 76 76 78 Q46 80 28 64 Z" fill="#b0bec5"/>
    <path d="M30 66 Q54 72 100 66 Q90 76 72 78 Q46 78 30 66 Z" fill="#eceff1"/>
    <path d="M56 74 L50 88 L64 76 Z" fill="#78909c"/>
    <path d="M2 62 L30 60 L30 66 L2 64 Z" fill="#90a4ae"/>
    <path d="M46 56 Q42 64 46 72" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="37" cy="60" r="3.2" fill="#212121"/>`),
  // A flea side on: a tall flat shiny body of overlapping plates, a small head with a short snout, and the big
  // bent hind legs it jumps with.
  flea: drawing(`
    ${strip(
      [
        [84, 86],
        [118, 70],
        [110, 100],
        [124, 124],
      ],
      9,
      '#8d6e63',
    )}
    ${strip(
      [
        [60, 96],
        [56, 110],
        [62, 124],
      ],
      8,
      '#8d6e63',
    )}
    ${strip(
      [
        [40, 90],
        [28, 104],
        [32, 122],
      ],
      8,
      '#8d6e63',
    )}
    <ellipse cx="68" cy="66" rx="40" ry="32" fill="#a1887f"/>
    <path d="M44 40 Q52 66 44 94 M62 34 Q70 66 62 98 M80 36 Q88 66 80 98 M96 44 Q104 66 96 92" fill="none" stroke="#000" stroke-width="1.2"/>
    ${strip(
      [
        [90, 80],
        [116, 62],
        [108, 98],
        [120, 120],
      ],
      10,
      '#a1887f',
    )}
    <path d="M34 52 Q20 50 10 62 L4 70 L16 72 Q28 76 34 74 Z" fill="#a1887f"/>
    <circle cx="22" cy="60" r="3" fill="#212121"/>
    <path d="M24 52 Q16 36 6 30" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A sea urchin on the sea floor: a round shell all over long sharp spines.
  'sea-urchin': drawing(`
    ${spikes(64, 70, 30, 26, 28, '#7e57c2')}
    <circle cx="64" cy="70" r="32" fill="#9575cd"/>
    ${[0, 1, 2, 3, 4]
      .map((k) => {
        const a = (2 * Math.PI * k) / 5 - Math.PI / 2
        return `<path d="M64 70 L${f(64 + 26 * Math.cos(a))} ${f(70 + 26 * Math.sin(a))}" fill="none" stroke="#000" stroke-width="1"/>`
      })
      .join('')}
    ${[
      [54, 56],
      [76, 58],
      [50, 80],
      [78, 82],
      [64, 90],
      [64, 50],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#b39ddb"/>`)
      .join('')}
    <path d="M2 124 Q20 110 44 116 Q64 108 84 116 Q106 110 126 122 L126 126 L2 126 Z" fill="#ffe082"/>`),
  // A dandelion: the white seed clock on its stem, a yellow flower of many thin petals, the deep-toothed
  // leaves at the foot, and two seeds floating off.
  dandelion: drawing(`
    <path d="M4 124 L10 96 L18 104 L16 86 L26 96 L30 80 L36 98 L44 88 L42 108 L50 124 Z" fill="#66bb6a"/>
    <path d="M124 124 L118 98 L110 106 L112 90 L102 100 L98 86 L92 102 L84 94 L86 112 L78 124 Z" fill="#66bb6a"/>
    ${strip(
      [
        [46, 124],
        [44, 90],
        [42, 58],
      ],
      4,
      '#81c784',
    )}
    ${strip(
      [
        [80, 124],
        [84, 100],
        [90, 84],
      ],
      4,
      '#81c784',
    )}
    ${seedClock(42, 38, 24, 16)}
    ${petals(92, 76, 14, 10, 9, 3.2, '#fdd835')}
    ${petals(92, 76, 10, 6, 6, 2.6, '#fff176', 18)}
    <circle cx="92" cy="76" r="5" fill="#fbc02d"/>
    <path d="M100 24 L108 14 M108 14 L104 10 M108 14 L110 9 M108 14 L113 12 M112 42 L120 34 M120 34 L116 30 M120 34 L122 29 M120 34 L125 32" fill="none" stroke="#000" stroke-width="1.2"/>
    <circle cx="100" cy="24" r="2.2" fill="#a1887f"/><circle cx="112" cy="42" r="2.2" fill="#a1887f"/>`),
  // A poppy: four big round red petals cupped round the dark centre with its ring of stamens, a hairy bending
  // stem, a nodding bud and the feathery leaves.
  poppy: drawing(`
    ${strip(
      [
        [64, 124],
        [62, 96],
        [64, 70],
      ],
      7,
      '#7cb342',
    )}
    ${strip(
      [
        [62, 110],
        [86, 92],
        [102, 70],
        [104, 58],
      ],
      4,
      '#7cb342',
    )}
    <ellipse cx="104" cy="52" rx="8" ry="11" fill="#8bc34a"/>
    <path d="M100 46 Q104 40 108 46" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M63 116 Q50 100 30 98 L38 104 L28 106 L40 110 L32 114 Q48 116 63 122 Z" fill="#8bc34a"/>
    <circle cx="46" cy="30" r="24" fill="#e53935"/>
    <circle cx="82" cy="30" r="24" fill="#e53935"/>
    <circle cx="42" cy="58" r="22" fill="#ef5350"/>
    <circle cx="86" cy="58" r="22" fill="#ef5350"/>
    <circle cx="64" cy="44" r="16" fill="#212121"/>
    ${spikes(64, 44, 16, 5, 18, '#212121')}
    <circle cx="64" cy="44" r="7" fill="#558b2f"/>
    <path d="M58 44 L70 44 M64 38 L64 50 M60 40 L68 48 M68 40 L60 48" fill="none" stroke="#000" stroke-width="1"/>`),
  // A sprig of holly: two glossy leaves with their sharp pointed edges and a cluster of round red berries.
  holly: drawing(`
    ${hollyLeaf(62, 66, 200, 60)}
    ${hollyLeaf(66, 66, -20, 60)}
    ${hollyLeaf(64, 70, 95, 52)}
    <circle cx="56" cy="58" r="9" fill="#e53935"/><circle cx="72" cy="58" r="9" fill="#e53935"/><circle cx="64" cy="72" r="9" fill="#e53935"/>
    <circle cx="53" cy="55" r="2.5" fill="#fff"/><circle cx="69" cy="55" r="2.5" fill="#fff"/><circle cx="61" cy="69" r="2.5" fill="#fff"/>`),
  // A bunch of mistletoe hung from a ribbon bow: forked stems with paired narrow rounded leaves and clusters of
  // round white berries.
  mistletoe: drawing(`
    ${strip(
      [
        [64, 26],
        [64, 60],
      ],
      4,
      '#8d6e63',
    )}
    ${strip(
      [
        [64, 58],
        [44, 66],
        [30, 84],
      ],
      4,
      '#8d6e63',
    )}
    ${strip(
      [
        [64, 58],
        [84, 66],
        [98, 84],
      ],
      4,
      '#8d6e63',
    )}
    ${strip(
      [
        [64, 58],
        [64, 96],
      ],
      4,
      '#8d6e63',
    )}
    <ellipse cx="20" cy="98" rx="8" ry="20" transform="rotate(40 20 98)" fill="#9ccc65"/>
    <ellipse cx="36" cy="106" rx="8" ry="20" transform="rotate(-5 36 106)" fill="#aed581"/>
    <ellipse cx="108" cy="98" rx="8" ry="20" transform="rotate(-40 108 98)" fill="#9ccc65"/>
    <ellipse cx="92" cy="106" rx="8" ry="20" transform="rotate(5 92 106)" fill="#aed581"/>
    <ellipse cx="56" cy="110" rx="7" ry="16" transform="rotate(18 56 110)" fill="#9ccc65"/>
    <ellipse cx="72" cy="110" rx="7" ry="16" transform="rotate(-18 72 110)" fill="#9ccc65"/>
    <ellipse cx="40" cy="54" rx="6" ry="15" transform="rotate(-70 40 54)" fill="#aed581"/>
    <ellipse cx="48" cy="76" rx="6" ry="15" transform="rotate(-150 48 76)" fill="#aed581"/>
    <ellipse cx="88" cy="54" rx="6" ry="15" transform="rotate(70 88 54)" fill="#aed581"/>
    <ellipse cx="80" cy="76" rx="6" ry="15" transform="rotate(150 80 76)" fill="#aed581"/>
    ${[
      [28, 84],
      [36, 88],
      [30, 92],
      [100, 84],
      [92, 88],
      [98, 92],
      [58, 94],
      [70, 94],
      [64, 88],
      [64, 100],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fafafa"/>`)
      .join('')}
    <path d="M64 26 Q40 6 36 20 Q38 32 64 26 Z M64 26 Q88 6 92 20 Q90 32 64 26 Z" fill="#e53935"/>
    <path d="M62 26 L50 46 L58 44 L60 50 L64 30 Z M66 26 L78 46 L70 44 L68 50 L64 30 Z" fill="#e53935"/>
    <circle cx="64" cy="26" r="6" fill="#c62828"/>`),
  // A fern: two curving fronds of paired leaflets shrinking to the tip, and a young frond still curled up.
  fern: drawing(`
    ${strip(
      [
        [60, 124],
        [42, 80],
        [14, 30],
      ],
      3,
      '#558b2f',
    )}
    ${strip(
      [
        [68, 124],
        [88, 80],
        [114, 30],
      ],
      3,
      '#558b2f',
    )}
    ${strip(
      [
        [64, 124],
        [63, 60],
        [66, 4],
      ],
      3,
      '#558b2f',
    )}
    ${frond([60, 124], [40, 70], [14, 30], 8, 30)}
    ${frond([68, 124], [90, 70], [114, 30], 8, 30)}
    ${frond([64, 124], [62, 60], [66, 4], 9, 32)}`),
  // Easter lilies: a tall stem with long narrow leaves up it, white trumpet flowers flared into pointed petals,
  // their stamens out in front, and a closed bud.
  lily: drawing(`
    <path d="M62 120 Q40 104 30 84 Q48 98 62 108 Z M64 110 Q86 96 98 78 Q82 100 64 118 Z M62 96 Q46 84 42 68 Q54 82 62 88 Z M64 90 Q78 80 84 66 Q76 84 64 96 Z" fill="#9ccc65"/>
    ${strip(
      [
        [64, 126],
        [62, 80],
        [64, 44],
      ],
      6,
      '#558b2f',
    )}
    ${strip(
      [
        [63, 62],
        [80, 48],
        [88, 44],
      ],
      3.5,
      '#7cb342',
    )}
    ${strip(
      [
        [63, 56],
        [48, 46],
        [40, 44],
      ],
      3.5,
      '#7cb342',
    )}
    ${strip(
      [
        [64, 46],
        [66, 28],
        [68, 20],
      ],
      3.5,
      '#7cb342',
    )}
    ${trumpet(44, 46, 205, 38)}
    ${trumpet(84, 46, -25, 38)}
    <path d="M68 22 Q62 10 66 0 Q74 10 68 22 Z" fill="#f1f8e9"/>
    <path d="M67 20 L67 6" fill="none" stroke="#000" stroke-width="1"/>`),
  // Pebbles: smooth round stones in a little heap, some banded and speckled as beach and river stones are.
  pebbles: drawing(`
    <ellipse cx="34" cy="104" rx="28" ry="18" fill="#bdbdbd"/>
    <ellipse cx="92" cy="106" rx="32" ry="17" fill="#9e9e9e"/>
    <ellipse cx="62" cy="112" rx="20" ry="12" fill="#e0e0e0"/>
    <ellipse cx="56" cy="80" rx="26" ry="16" fill="#d7ccc8"/>
    <ellipse cx="88" cy="78" rx="16" ry="12" fill="#bcaaa4"/>
    <ellipse cx="66" cy="56" rx="18" ry="12" fill="#eeeeee"/>
    <path d="M38 78 Q56 70 76 78 M40 86 Q56 80 74 86" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M72 104 Q92 96 114 104" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [22, 100],
      [30, 108],
      [42, 98],
      [60, 52],
      [70, 58],
      [84, 74],
      [92, 82],
      [56, 114],
      [66, 110],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8" fill="#616161"/>`)
      .join('')}`),
  // A Venus flytrap in its pot: trap leaves open like jaws, each rimmed with long teeth, on winged stalks,
  // one trap closed, and a fly coming close.
  'venus-flytrap': drawing(`
    <path d="M36 96 L92 96 L86 126 L42 126 Z" fill="#e57373"/>
    <rect x="32" y="90" width="64" height="10" rx="2" fill="#ef5350"/>
    ${strip(
      [
        [54, 92],
        [40, 74],
        [28, 64],
      ],
      6,
      '#8bc34a',
    )}
    ${strip(
      [
        [74, 92],
        [88, 74],
        [100, 64],
      ],
      6,
      '#8bc34a',
    )}
    ${strip(
      [
        [64, 92],
        [64, 56],
      ],
      6,
      '#8bc34a',
    )}
    ${trap(26, 60, -150)}
    ${trap(102, 60, -30)}
    ${trap(64, 50, -90)}
    <ellipse cx="96" cy="12" rx="5" ry="3.5" fill="#616161"/>
    <ellipse cx="94" cy="7" rx="4" ry="2.5" transform="rotate(-30 94 7)" fill="#e3f2fd"/><ellipse cx="99" cy="7" rx="4" ry="2.5" transform="rotate(30 99 7)" fill="#e3f2fd"/>`),
  // Cattails (bulrushes) at the water's edge: tall stems with their brown velvet heads and spikes on top, long
  // blade leaves, ripples at the foot.
  cattail: drawing(`
    <path d="M2 112 Q32 104 64 110 Q96 104 126 112 L126 126 L2 126 Z" fill="#b3e5fc"/>
    ${strip(
      [
        [30, 116],
        [28, 50],
      ],
      3.5,
      '#7cb342',
    )}
    ${strip(
      [
        [64, 116],
        [66, 30],
      ],
      3.5,
      '#7cb342',
    )}
    ${strip(
      [
        [96, 116],
        [100, 44],
      ],
      3.5,
      '#7cb342',
    )}
    <path d="M28 50 L28 36 M66 30 L66 12 M100 44 L101 28" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="22" y="50" width="12" height="30" rx="6" fill="#795548"/>
    <rect x="60" y="30" width="13" height="34" rx="6.5" fill="#795548"/>
    <rect x="94" y="44" width="12" height="30" rx="6" fill="#795548"/>
    <path d="M40 116 Q44 80 54 56 Q50 86 48 116 Z" fill="#9ccc65"/>
    <path d="M76 116 Q80 86 92 66 Q86 92 84 116 Z" fill="#9ccc65"/>
    <path d="M12 116 Q8 90 2 74 Q16 92 20 116 Z" fill="#9ccc65"/>
    <path d="M108 116 Q114 90 124 78 Q118 96 116 116 Z" fill="#9ccc65"/>
    <path d="M10 120 Q20 116 30 120 M52 122 Q64 118 76 122 M92 120 Q104 116 116 120" fill="none" stroke="#000" stroke-width="1"/>`),
  // A geyser: a spout of water shooting up from a hole in a low rocky mound, spreading into a billowing top,
  // steam puffs and drops round it.
  geyser: drawing(`
    <path d="M52 108 Q50 70 56 40 L72 40 Q78 70 76 108 Z" fill="#e1f5fe"/>
    <path d="M60 100 Q58 74 62 46 M68 100 Q70 74 66 46" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 6 Q82 2 88 16 Q102 16 100 30 Q108 40 96 46 Q86 54 74 46 Q64 54 54 46 Q42 54 32 46 Q20 40 28 30 Q26 16 40 16 Q46 2 64 6 Z" fill="#fafafa"/>
    <path d="M48 26 Q56 20 64 26 M70 30 Q78 24 86 30" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M22 60 Q14 54 20 48 Q28 46 30 54 Q36 58 30 64 Q24 66 22 60 Z M106 64 Q100 58 106 52 Q114 50 116 58 Q120 64 114 68 Q108 70 106 64 Z" fill="#fafafa"/>
    <path d="M40 66 Q36 72 40 74 Q44 72 40 66 Z M88 70 Q84 76 88 78 Q92 76 88 70 Z M34 84 Q30 90 34 92 Q38 90 34 84 Z M94 88 Q90 94 94 96 Q98 94 94 88 Z" fill="#b3e5fc"/>
    <path d="M2 124 Q10 106 30 104 Q46 98 56 104 L72 104 Q84 98 100 104 Q120 106 126 124 Z" fill="#bcaaa4"/>
    <ellipse cx="64" cy="106" rx="16" ry="4" fill="#90a4ae"/>
    <path d="M18 116 Q24 112 30 116 M96 118 Q104 112 110 118 M42 116 L48 112" fill="none" stroke="#000" stroke-width="1"/>`),
  // Mud: a wide brown puddle of it, blobs and bubbles on top, thick splats round the edge.
  mud: drawing(`
    <path d="M8 92 Q4 76 22 72 Q30 58 52 64 Q66 54 86 62 Q108 56 116 72 Q128 80 120 94 Q122 110 100 110 Q84 120 62 112 Q40 120 26 110 Q6 108 8 92 Z" fill="#8d6e63"/>
    <path d="M30 88 Q40 80 52 86 Q62 92 74 84 Q88 78 100 88" fill="none" stroke="#000" stroke-width="1.2"/>
    <ellipse cx="40" cy="98" rx="10" ry="5" fill="#6d4c41"/>
    <ellipse cx="88" cy="100" rx="12" ry="5" fill="#6d4c41"/>
    <circle cx="60" cy="76" r="5" fill="#a1887f"/><circle cx="70" cy="100" r="3.5" fill="#a1887f"/><circle cx="100" cy="76" r="4" fill="#a1887f"/>
    <circle cx="24" cy="82" r="3" fill="#a1887f"/>
    <circle cx="14" cy="58" r="5" fill="#8d6e63"/><circle cx="110" cy="50" r="6" fill="#8d6e63"/><circle cx="120" cy="116" r="4" fill="#8d6e63"/>
    <circle cx="6" cy="116" r="3.5" fill="#8d6e63"/><circle cx="64" cy="46" r="4" fill="#8d6e63"/>
    <path d="M30 44 Q34 36 40 42 Q46 38 46 46 Q50 52 42 52 Q36 56 32 50 Q26 48 30 44 Z M88 34 Q92 26 98 32 Q104 30 102 38 Q106 44 98 44 Q92 48 90 42 Q84 40 88 34 Z" fill="#8d6e63"/>
    <path d="M16 100 Q24 96 30 100 M90 106 Q98 102 106 106 M52 106 Q58 102 64 106" fill="none" stroke="#000" stroke-width="1"/>`),
}
