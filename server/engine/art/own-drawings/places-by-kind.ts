import { band, drawing } from './drawing'

/** A pointed (lancet) window or door from (x, bottom), `w` wide, `h` tall to its point. */
const lancet = (x: number, bottom: number, w: number, h: number, fill: string) =>
  `<path d="M${x} ${bottom} L${x} ${bottom - h + w * 0.7} Q${x + w / 2} ${bottom - h - w * 0.2} ${x + w} ${bottom - h + w * 0.7} L${x + w} ${bottom} Z" fill="${fill}"/>`

/** A maple leaf of five pointed lobes centred at (x, y), `s` its half height. */
const mapleLeaf = (x: number, y: number, s: number, fill: string) => {
  const right: [number, number][] = [
    [0, -1],
    [0.25, -0.5],
    [0.55, -0.7],
    [0.45, -0.2],
    [0.95, -0.35],
    [0.7, 0.15],
    [0.8, 0.35],
    [0.2, 0.3],
    [0.1, 0.6],
  ]
  const points = [
    ...right,
    ...right
      .slice(1)
      .reverse()
      .map(([px, py]) => [-px, py] as [number, number]),
  ]
  const d = points.map(([px, py]) => `${(x + px * s).toFixed(1)} ${(y + py * s).toFixed(1)}`).join(' L')
  return `<path d="M${d} Z" fill="${fill}"/><path d="M${x} ${y + 0.6 * s} L${x} ${y + s}" fill="none" stroke="#000" stroke-width="1.5"/>`
}

/** A solar wing of the space station: a long panel with its cells marked across, from (x, y). */
const solarWing = (x: number, y: number, w: number, h: number) => {
  const cells = [1, 2, 3, 4].map((k) => `M${x} ${y + (h * k) / 5} L${x + w} ${y + (h * k) / 5}`).join(' ')
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1e88e5"/><path d="${cells} M${x + w / 2} ${y} L${x + w / 2} ${y + h}" fill="none" stroke="#000" stroke-width="1"/>`
}

/**
 * The kinds a named landmark, a tree or a waterside is drawn as when Colorly has no drawing of the one named
 * (docs/decisions/0195-landmarks-drawn-as-kind.md): a cathedral is no village church, a palace no castle, the
 * space station no satellite, an acacia no round tree. Each is the look a child knows the kind by.
 */
export const PLACES_BY_KIND = {
  // A cathedral from the west: two tall towers with spires either side of the high gabled front, its round rose
  // window over the pointed great door, lancet windows up the towers.
  cathedral: drawing(`
    <path d="M40 124 L40 54 L64 28 L88 54 L88 124 Z" fill="#d7ccc8"/>
    <path d="M64 28 L64 16 M59 21 L69 21" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="12" y="44" width="28" height="80" fill="#bcaaa4"/>
    <rect x="88" y="44" width="28" height="80" fill="#bcaaa4"/>
    <path d="M10 46 L26 4 L42 46 Z" fill="#8d6e63"/>
    <path d="M86 46 L102 4 L118 46 Z" fill="#8d6e63"/>
    <circle cx="64" cy="64" r="13" fill="#90caf9"/>
    <circle cx="64" cy="64" r="4" fill="#ffe082"/>
    <path d="M64 51 L64 60 M64 68 L64 77 M51 64 L60 64 M68 64 L77 64 M55 55 L61 61 M67 67 L73 73 M73 55 L67 61 M61 67 L55 73" fill="none" stroke="#000" stroke-width="1"/>
    ${lancet(53, 124, 22, 32, '#6d4c41')}
    ${lancet(20, 76, 12, 22, '#90caf9')}${lancet(96, 76, 12, 22, '#90caf9')}
    ${lancet(20, 108, 12, 22, '#90caf9')}${lancet(96, 108, 12, 22, '#90caf9')}`),
  // A palace (or a parliament): a long symmetrical front of two storeys of tall windows, the raised middle with
  // its columns and dome, a flag flying on top.
  palace: drawing(`
    <rect x="4" y="66" width="120" height="58" fill="#ffe0b2"/>
    <rect x="2" y="60" width="124" height="7" fill="#ffcc80"/>
    <rect x="40" y="48" width="48" height="76" fill="#ffecb3"/>
    <path d="M36 50 L64 36 L92 50 Z" fill="#ffcc80"/>
    <path d="M46 38 Q46 14 64 12 Q82 14 82 38 Z" fill="#90a4ae"/>
    <path d="M64 12 L64 0" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M64 1 L78 5 L64 9 Z" fill="#e53935"/>
    <path d="M47 58 L47 124 M81 58 L81 124" fill="none" stroke="#000" stroke-width="1.5"/>
    ${[10, 22, 96, 108].map((x) => `<rect x="${x}" y="74" width="9" height="15" fill="#90caf9"/><rect x="${x}" y="98" width="9" height="15" fill="#90caf9"/>`).join('')}
    ${[52, 70].map((x) => `<rect x="${x}" y="62" width="7" height="14" fill="#90caf9"/>`).join('')}
    <path d="M56 124 L56 100 Q64 90 72 100 L72 124 Z" fill="#6d4c41"/>`),
  // The space station: the long truss across the middle, a pair of blue solar wings at each end, the white
  // modules crossing at the centre.
  'space-station': drawing(`
    <rect x="13" y="24" width="12" height="80" fill="#9e9e9e"/><rect x="103" y="24" width="12" height="80" fill="#9e9e9e"/>
    <rect x="2" y="56" width="124" height="16" fill="#9e9e9e"/>
    <path d="M24 56 L32 72 L40 56 L48 72 M80 72 L88 56 L96 72 L104 56" fill="none" stroke="#000" stroke-width="1.5"/>
    ${solarWing(4, 2, 30, 30)}${solarWing(4, 96, 30, 30)}${solarWing(94, 2, 30, 30)}${solarWing(94, 96, 30, 30)}
    <rect x="56" y="26" width="16" height="76" rx="6" fill="#cfd8dc"/>
    <rect x="42" y="50" width="44" height="28" rx="10" fill="#eceff1"/>
    <rect x="74" y="30" width="16" height="16" fill="#f5f5f5"/><rect x="38" y="82" width="16" height="16" fill="#f5f5f5"/>
    <circle cx="53" cy="64" r="4" fill="#90caf9"/><circle cx="75" cy="64" r="4" fill="#90caf9"/>`),
  // A church steeple: the square tower with its belfry openings and clock, the tall pointed spire and its cross.
  steeple: drawing(`
    <rect x="42" y="56" width="44" height="68" fill="#eeeeee"/>
    <rect x="38" y="50" width="52" height="8" fill="#bdbdbd"/>
    <path d="M40 52 L64 12 L88 52 Z" fill="#90a4ae"/>
    <path d="M64 12 L64 0 M59 5 L69 5" fill="none" stroke="#000" stroke-width="2"/>
    ${lancet(50, 84, 10, 20, '#6d4c41')}${lancet(68, 84, 10, 20, '#6d4c41')}
    <circle cx="64" cy="100" r="9" fill="#fff9c4"/>
    <path d="M64 100 L64 94 M64 100 L69 100" fill="none" stroke="#000" stroke-width="1.5"/>
    ${lancet(58, 124, 12, 14, '#8d6e63')}`),
  // An acacia of the savanna: a thin trunk forking into branches under a wide flat-topped crown.
  'acacia-tree': drawing(`
    <path d="M58 124 L60 92 L38 68 L43 65 L62 84 L63 64 L68 64 L68 84 L88 64 L92 67 L70 92 L72 124 Z" fill="#8d6e63"/>
    <path d="M4 62 Q6 46 28 44 Q42 32 62 38 Q80 30 98 40 Q122 40 124 58 Q112 70 90 66 Q64 74 40 68 Q18 72 4 62 Z" fill="#9ccc65"/>
    <path d="M20 58 Q30 54 40 58 M52 48 Q62 44 72 50 M86 54 Q96 50 108 56" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M18 124 Q64 116 110 124 Z" fill="#e6c47a"/>`),
  // A baobab: the huge bottle-shaped trunk, short bare branches spreading from its top like roots, a thin flat
  // crown of leaves over them.
  baobab: drawing(`
    <path d="M10 22 Q14 8 34 10 Q50 2 64 8 Q80 2 96 10 Q116 8 118 22 Q110 30 92 26 Q78 32 64 26 Q48 32 34 26 Q16 30 10 22 Z" fill="#9ccc65"/>
    ${[
      [
        [52, 46],
        [34, 30],
        [16, 24],
      ],
      [
        [58, 42],
        [50, 22],
      ],
      [
        [70, 42],
        [78, 22],
      ],
      [
        [76, 46],
        [94, 30],
        [112, 24],
      ],
    ]
      .map((points) => `<path d="${band(points as [number, number][], 6)}" fill="#a1887f"/>`)
      .join('')}
    <path d="M34 124 Q28 84 40 58 Q46 48 46 42 L82 42 Q82 48 88 58 Q100 84 94 124 Z" fill="#bcaaa4"/>
    <path d="M52 120 Q50 90 56 62 M74 120 Q78 90 72 62 M40 112 Q40 96 46 84 M88 112 Q88 96 82 84" fill="none" stroke="#000" stroke-width="1"/>`),
  // A giant redwood: the great straight red trunk flaring at its foot under a tall narrow crown of jagged
  // foliage, so tall the tree fills the page.
  redwood: drawing(
    `
    <path d="M14 124 Q28 112 30 92 L34 40 L46 40 L50 92 Q52 112 66 124 Z" fill="#bf6a4a"/>
    <path d="M36 120 L38 70 M44 120 L43 70 M32 108 L34 84" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 2 L48 14 L44 15 L54 28 L48 29 L58 42 L52 43 L62 56 L54 57 L64 70 L46 66 L40 72 L34 66 L16 70 L26 57 L18 56 L28 43 L22 42 L32 29 L26 28 L36 15 L32 14 Z" fill="#66bb6a"/>
    <path d="M40 20 L40 60 M34 36 L40 44 L46 36" fill="none" stroke="#000" stroke-width="1"/>`,
    80,
    128,
  ),
  // A maple tree in autumn: its round crown with maple leaves on it, two more falling beside the trunk.
  'maple-tree': drawing(`
    <path d="M56 124 L58 86 L44 72 L48 68 L60 78 L62 66 L68 66 L68 78 L82 66 L86 70 L70 86 L72 124 Z" fill="#8d6e63"/>
    <path d="M14 66 Q4 40 26 26 Q36 6 64 6 Q92 6 102 26 Q124 40 114 66 Q104 82 84 76 Q64 86 44 76 Q24 82 14 66 Z" fill="#ef8a3c"/>
    ${mapleLeaf(38, 34, 12, '#e53935')}${mapleLeaf(66, 24, 13, '#ffb300')}${mapleLeaf(92, 40, 12, '#e53935')}
    ${mapleLeaf(48, 60, 11, '#ffb300')}${mapleLeaf(82, 64, 10, '#e53935')}
    ${mapleLeaf(26, 104, 9, '#e53935')}${mapleLeaf(104, 110, 9, '#ffb300')}`),
  // An aqueduct (or a viaduct): a long stone bridge of three tiers of round arches, big ones at the foot, a
  // row of small ones under the water channel along the top.
  aqueduct: drawing(
    `
    <rect x="0" y="46" width="128" height="34" fill="#d7ccc8"/>
    <rect x="0" y="24" width="128" height="22" fill="#d7ccc8"/>
    <rect x="0" y="8" width="128" height="16" fill="#d7ccc8"/>
    <rect x="0" y="3" width="128" height="5" fill="#bcaaa4"/>
    ${[3, 35, 67, 99].map((x) => `<path d="M${x} 80 L${x} 60 Q${x + 13} 44 ${x + 26} 60 L${x + 26} 80 Z" fill="#b3e5fc"/>`).join('')}
    ${[5, 37, 69, 101].map((x) => `<path d="M${x} 46 L${x} 36 Q${x + 11} 24 ${x + 22} 36 L${x + 22} 46 Z" fill="#b3e5fc"/>`).join('')}
    ${[3, 19, 35, 51, 67, 83, 99, 115].map((x) => `<path d="M${x} 24 L${x} 17 Q${x + 5} 11 ${x + 10} 17 L${x + 10} 24 Z" fill="#b3e5fc"/>`).join('')}`,
    128,
    80,
  ),
  // A slipway: the long ramp of timber sloping from the shore down into the water, its rails along it.
  slipway: drawing(`
    <path d="M0 46 L20 46 L20 124 L0 124 Z" fill="#bdbdbd"/>
    <path d="M0 96 Q16 92 32 96 T64 96 T96 96 T128 96 L128 128 L0 128 Z" fill="#4fc3f7"/>
    <path d="M14 44 L128 104 L128 118 L14 58 Z" fill="#a1887f"/>
    <path d="M14 48 L128 108 M14 54 L128 114" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M34 54 L34 68 M54 65 L54 79 M74 75 L74 90 M94 86 L94 100" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 104 Q56 100 72 104 M84 114 Q100 110 116 114" fill="none" stroke="#000" stroke-width="1"/>`),
}
