import { drawing } from './drawing'

/** A five-pointed star round (cx, cy), outer radius `r`, inner `r * k`, as a path's points. */
function star(cx: number, cy: number, r: number, k = 0.45): string {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * k : r
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`)
  }
  return `M${pts.join(' L')} Z`
}

/** A playing card seen edge on, leant at `turn` degrees with its foot at (x, y): a house of cards is built of them. */
const card = (x: number, y: number, turn: number): string => `
  <g transform="rotate(${turn} ${x} ${y})">
    <rect x="${x - 6}" y="${y - 40}" width="12" height="40" rx="2" fill="#fafafa"/>
    <path d="M${x} ${y - 26} L${x + 3.5} ${y - 20} L${x} ${y - 14} L${x - 3.5} ${y - 20} Z" fill="#ef5350"/>
  </g>`

/** Two cards leant together into a tent, their feet 30 apart from x. */
const tent = (x: number, y: number): string => card(x, y, 22) + card(x + 30, y, -22)

/** A flat card laid across the tops of two leaning ones, from x0 to x1 at height y. */
const lid = (x0: number, x1: number, y: number): string =>
  `<rect x="${x0}" y="${y - 10}" width="${x1 - x0}" height="10" rx="2" fill="#fafafa"/>`

/**
 * Everyday things a child or a teacher names that no emoji or icon family draws (docs/decisions/0132-
 * everyday-things-drawn.md): a whiteboard, a potty, a bottle of syrup, a chopping board, a sheet of paper, a
 * roll of sticky tape, a napkin, wrapping paper, a garden hose, a wheelie bin, a garden shed, cookie cutters, a
 * box of raisins, a jar of peanut butter, a music box, a jack-in-the-box, a colander, a measuring jug, a house of
 * cards and a string of bunting.
 */
export const EVERYDAY_NAMED = {
  // A whiteboard on its stand: the white board in its frame, a smiling sun and a sum drawn on it, the tray with
  // two markers, the legs on little wheels.
  whiteboard: drawing(`
    <path d="M30 96 L18 124 M98 96 L110 124 M64 96 L64 120" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="28" y="94" width="6" height="10" fill="#90a4ae" transform="rotate(22 31 99)"/>
    <rect x="94" y="94" width="6" height="10" fill="#90a4ae" transform="rotate(-22 97 99)"/>
    <circle cx="18" cy="124" r="3.5" fill="#616161"/><circle cx="110" cy="124" r="3.5" fill="#616161"/>
    <rect x="6" y="8" width="116" height="80" rx="3" fill="#b0bec5"/>
    <rect x="11" y="13" width="106" height="70" rx="1" fill="#fafafa"/>
    <circle cx="34" cy="38" r="10" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M34 22 L34 25 M34 51 L34 54 M18 38 L21 38 M47 38 L50 38 M23 27 L25 29 M43 47 L45 49 M23 49 L25 47 M43 29 L45 27 M30 40 Q34 44 38 40" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M58 25 L61 22 L61 36 M66 29 L73 29 M69.5 25.5 L69.5 32.5 M78 25 L81 22 L81 36 M86 27 L93 27 M86 31 L93 31 M97 25 Q101 20 105 24 Q106 28 97 36 L106 36 M62 52 Q72 44 82 52 Q92 60 102 52" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="4" y="86" width="120" height="8" rx="2" fill="#90a4ae"/>
    <rect x="24" y="80" width="26" height="7" rx="3" fill="#ef5350"/>
    <rect x="58" y="80" width="26" height="7" rx="3" fill="#42a5f5"/>`),
  // A child's potty: the round rim seen from above, the tub narrowing to its foot, the high splash-back
  // behind, and a duck on the front.
  potty: drawing(`
    <path d="M26 30 Q30 8 64 6 Q98 8 102 30 L100 56 L28 56 Z" fill="#f48fb1"/>
    <path d="M14 58 Q16 104 40 112 L38 122 L90 122 L88 112 Q112 104 114 58 Z" fill="#f8bbd0"/>
    <ellipse cx="64" cy="56" rx="52" ry="16" fill="#f48fb1"/>
    <ellipse cx="64" cy="56" rx="38" ry="9" fill="#fce4ec"/>
    <path d="M52 88 Q52 80 60 80 Q66 80 66 87 L74 86 Q70 92 66 92 Q74 94 74 100 Q72 108 58 108 Q46 108 46 98 Q46 92 54 92 Z" fill="#fff59d"/>
    <circle cx="59" cy="85" r="1.6" fill="#424242"/>
    <path d="M66 87 L74 86 L68 90 Z" fill="#ffb74d"/>`),
  // A bottle of maple syrup: the jug with its little loop handle at the neck, the cap, a maple leaf on the
  // label, and a drip running down from the spout.
  syrup: drawing(`
    <rect x="54" y="4" width="20" height="12" rx="2" fill="#ef5350"/>
    <path d="M56 16 L72 16 L72 30 Q100 38 100 64 L100 116 Q100 124 92 124 L36 124 Q28 124 28 116 L28 64 Q28 38 56 30 Z" fill="#ffb74d"/>
    <path d="M72 20 Q92 18 92 34 Q92 44 82 40 Q86 28 72 28 Z" fill="#ffb74d"/>
    <rect x="32" y="66" width="64" height="42" rx="4" fill="#fff8e1"/>
    <path d="M64 72 L67 80 L74 76 L72 86 L80 86 L74 92 L78 96 L67 96 L66 104 L62 104 L61 96 L50 96 L54 92 L48 86 L56 86 L54 76 L61 80 Z" fill="#e53935"/>
    <path d="M72 30 Q76 36 74 44 Q73 48 71 44 Q70 38 72 30 Z" fill="#e65100"/>`),
  // A wooden chopping board with its handle and hanging hole, a knife on it and a carrot cut into rounds.
  'cutting-board': drawing(`
    <path d="M8 40 Q8 30 18 30 L92 30 Q100 30 104 38 L122 38 Q126 38 126 44 L126 60 Q126 66 122 66 L104 66 Q100 114 92 114 L18 114 Q8 114 8 104 Z" fill="#d7a86e"/>
    <circle cx="116" cy="52" r="5" fill="#fafafa"/>
    <path d="M24 44 Q60 38 94 46 M24 100 Q56 106 90 98" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M22 84 L74 66 Q82 64 82 70 L80 76 L26 92 Q18 92 22 84 Z" fill="#cfd8dc"/>
    <rect x="78" y="66" width="26" height="10" rx="4" fill="#424242" transform="rotate(-18 80 71)"/>
    <path d="M30 60 L70 52 Q76 54 70 58 L30 64 Z" fill="#ff9800"/>
    <path d="M70 52 L80 46 L78 54 L84 54 L72 58 Z" fill="#66bb6a"/>
    <ellipse cx="46" cy="102" rx="9" ry="6" fill="#ffb74d"/><ellipse cx="46" cy="102" rx="3.5" ry="2.5" fill="#ff9800"/>
    <ellipse cx="66" cy="100" rx="9" ry="6" fill="#ffb74d"/><ellipse cx="66" cy="100" rx="3.5" ry="2.5" fill="#ff9800"/>
`),
  // A sheet of paper: the page with its top corner folded down, written lines, and a house drawn on it.
  'sheet-of-paper': drawing(`
    <path d="M22 6 L86 6 L108 28 L108 122 L22 122 Z" fill="#fafafa"/>
    <path d="M86 6 L86 28 L108 28 Z" fill="#e0e0e0"/>
    <path d="M32 24 L74 24 M32 34 L78 34 M32 44 L96 44 M32 54 L90 54 M32 64 L96 64" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M44 86 L62 72 L80 86 Z" fill="#ef9a9a"/>
    <rect x="48" y="86" width="28" height="24" fill="#fff59d"/>
    <rect x="58" y="96" width="8" height="14" fill="#90caf9"/>
    <circle cx="92" cy="80" r="6" fill="#ffe082"/>`),
  // A roll of sticky tape in its dispenser: the ring of tape on the hub, the strip pulled out over the
  // serrated cutter.
  'sticky-tape': drawing(`
    <path d="M14 96 Q14 70 40 56 Q58 48 78 52 L108 78 L120 78 Q124 78 124 84 L124 110 Q124 116 118 116 L20 116 Q14 116 14 108 Z" fill="#42a5f5"/>
    <circle cx="54" cy="70" r="30" fill="#e3f2fd"/>
    <circle cx="54" cy="70" r="17" fill="#90caf9"/>
    <circle cx="54" cy="70" r="6" fill="#1e88e5"/>
    <path d="M80 56 L116 74 L113 80 L78 64 Z" fill="#e3f2fd"/>
    <path d="M108 72 L111 68 L113 74 L116 70 L118 76 L121 72 L122 80 L108 80 Z" fill="#90a4ae"/>`),
  // A folded napkin: a checked cloth folded into a triangle, a fork lying across it.
  napkin: drawing(`
    <path d="M6 40 L122 40 L64 118 Z" fill="#ef9a9a"/>
    <path d="M6 40 L122 40 L116 50 L12 50 Z" fill="#ffcdd2"/>
    <path d="M36 58 L92 58 M48 74 L80 74" fill="none" stroke="#000" stroke-width="1"/>
    <g transform="rotate(-30 64 64)">
      <rect x="60" y="52" width="8" height="68" rx="4" fill="#cfd8dc"/>
      <path d="M52 8 L55 8 L55 30 L58 30 L58 8 L61 8 L61 30 L64 30 L64 8 L67 8 L67 30 L70 30 L70 8 L73 8 L73 30 Q73 44 68 48 L68 54 L60 54 L60 48 Q52 44 52 30 Z" fill="#cfd8dc"/>
    </g>`),
  // A roll of wrapping paper half unrolled, spotted with stars, and a bow to go on the present.
  'wrapping-paper': drawing(`
    <path d="M20 30 L104 10 L116 78 L32 98 Z" fill="#b3e5fc"/>
    <path d="${star(48, 40, 9)} ${star(84, 30, 9)} ${star(62, 70, 9)} ${star(96, 60, 9)}" fill="#fff59d"/>
    <circle cx="36" cy="66" r="4" fill="#f48fb1"/><circle cx="72" cy="48" r="4" fill="#f48fb1"/><circle cx="84" cy="82" r="4" fill="#f48fb1"/>
    <g transform="rotate(-13 64 108)">
      <rect x="20" y="96" width="92" height="22" rx="2" fill="#81d4fa"/>
      <ellipse cx="112" cy="107" rx="5" ry="11" fill="#e1f5fe"/>
      <ellipse cx="112" cy="107" rx="2" ry="4" fill="#90a4ae"/>
      <path d="${star(36, 107, 7)} ${star(66, 107, 7)} ${star(94, 107, 7)}" fill="#fff59d"/>
    </g>
    <path d="M10 104 Q0 90 10 86 Q18 84 20 100 Z M22 100 Q32 86 38 94 Q40 100 24 104 Z" fill="#ef5350"/>
    <path d="M18 102 L12 122 L18 118 L22 124 L24 104 Z" fill="#e53935"/>
    <circle cx="21" cy="101" r="4" fill="#c62828"/>`),
  // A garden hose coiled on the grass: three loops of the hose and its spray nozzle at the end.
  hose: drawing(`
    <ellipse cx="58" cy="84" rx="52" ry="30" fill="#66bb6a"/>
    <ellipse cx="58" cy="84" rx="44" ry="23" fill="#fafafa"/>
    <ellipse cx="58" cy="84" rx="38" ry="19" fill="#81c784"/>
    <ellipse cx="58" cy="84" rx="30" ry="13" fill="#fafafa"/>
    <ellipse cx="58" cy="84" rx="24" ry="10" fill="#66bb6a"/>
    <ellipse cx="58" cy="84" rx="16" ry="5" fill="#fafafa"/>
    <path d="M100 66 Q116 50 104 30 L110 26 Q126 50 106 72 Z" fill="#66bb6a"/>
    <rect x="98" y="10" width="14" height="22" rx="3" fill="#ffca28" transform="rotate(-30 105 21)"/>
    <path d="M92 12 L96 4 L104 6 Z" fill="#ffa000" transform="rotate(-30 98 8)"/>
    <path d="M86 8 L78 2 M86 12 L76 12 M88 16 L80 22" fill="none" stroke="#000" stroke-width="1"/>`),
  // A wheelie bin: the tall bin under its deep lid (thin, it was lost at page size), the two big wheels.
  'wheelie-bin': drawing(`
    <path d="M30 22 L98 22 L92 116 L36 116 Z" fill="#66bb6a"/>
    <rect x="18" y="6" width="92" height="20" rx="5" fill="#43a047"/>
    <rect x="40" y="40" width="48" height="8" rx="3" fill="#43a047"/>
    <path d="M48 62 L80 62 M48 74 L80 74" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="36" cy="114" r="12" fill="#424242"/><circle cx="36" cy="114" r="5" fill="#9e9e9e"/>
    <circle cx="92" cy="114" r="12" fill="#424242"/><circle cx="92" cy="114" r="5" fill="#9e9e9e"/>`),
  // A wooden garden shed: the plank walls under a sloping roof, its door with a latch, a window with four panes.
  shed: drawing(`
    <path d="M14 56 L114 56 L114 122 L14 122 Z" fill="#d7a86e"/>
    <path d="M14 68 L114 68 M14 80 L114 80 M14 92 L114 92 M14 104 L114 104 M14 116 L114 116" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 60 L64 18 L124 60 L116 64 L64 28 L12 64 Z" fill="#8d6e63"/>
    <path d="M12 64 L64 28 L116 64 Z" fill="#d7a86e"/>
    <rect x="24" y="68" width="34" height="54" fill="#a1887f"/>
    <path d="M24 68 L58 122 M58 68 L24 122" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="53" cy="96" r="2.5" fill="#424242"/>
    <rect x="72" y="72" width="30" height="26" fill="#b3e5fc"/>
    <path d="M87 72 L87 98 M72 85 L102 85" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="68" y="98" width="38" height="5" fill="#8d6e63"/>`),
  // Cookie cutters: a star and a gingerbread man, each a metal rim round its shape, and a star cookie cut out.
  'cookie-cutter': drawing(`
    <path d="${star(36, 38, 32, 0.5)}" fill="#b0bec5"/>
    <path d="${star(36, 39, 24, 0.5)}" fill="#fafafa"/>
    <path d="M92 20 Q82 20 82 30 Q82 38 88 40 L72 48 Q66 52 70 58 Q74 60 80 56 L84 54 L80 80 L70 98 Q68 104 74 106 Q78 106 82 100 L92 84 L102 100 Q106 106 110 106 Q116 104 114 98 L104 80 L100 54 L104 56 Q110 60 114 58 Q118 52 112 48 L96 40 Q102 38 102 30 Q102 20 92 20 Z" fill="#b0bec5"/>
    <path d="M92 25 Q87 25 87 30 Q87 36 92 39 L75 52 Q73 55 76 55 L88 49 L85 80 L75 99 Q74 101 76 101 L92 78 L108 101 Q110 101 109 99 L99 80 L96 49 L108 55 Q111 55 109 52 L92 39 Q97 36 97 30 Q97 25 92 25 Z" fill="#fafafa"/>
    <path d="${star(40, 98, 24, 0.5)}" fill="#ffcc80"/>
    <circle cx="36" cy="94" r="2" fill="#8d6e63"/><circle cx="44" cy="100" r="2" fill="#8d6e63"/><circle cx="38" cy="104" r="2" fill="#8d6e63"/>`),
  // A little box of raisins, its flap open, raisins spilled in front of it.
  raisins: drawing(`
    <path d="M30 22 L82 22 L82 110 L30 110 Z" fill="#ef5350"/>
    <path d="M82 22 L100 12 L100 100 L82 110 Z" fill="#c62828"/>
    <path d="M30 22 L48 12 L100 12 L82 22 Z" fill="#8d6e63"/>
    <path d="M30 22 L46 2 L98 2 L82 22 Z" fill="#e57373"/>
    <circle cx="56" cy="52" r="16" fill="#fff59d"/>
    <circle cx="48" cy="76" r="5" fill="#ba68c8"/><circle cx="58" cy="76" r="5" fill="#ba68c8"/><circle cx="68" cy="76" r="5" fill="#ba68c8"/>
    <circle cx="53" cy="85" r="5" fill="#ba68c8"/><circle cx="63" cy="85" r="5" fill="#ba68c8"/><circle cx="58" cy="94" r="5" fill="#ba68c8"/>
    ${[
      [24, 118],
      [44, 122],
      [66, 118],
      [88, 120],
      [108, 114],
      [100, 124],
    ]
      .map(
        ([x, y], k) =>
          `<path d="M${x - 8} ${y} Q${x - 8} ${y - 6} ${x} ${y - 6} Q${x + 8} ${y - 6} ${x + 8} ${y} Q${x + 8} ${y + 5} ${x} ${y + 5} Q${x - 8} ${y + 5} ${x - 8} ${y} Z" fill="#7b1fa2" transform="rotate(${k * 25 - 40} ${x} ${y})"/>`,
      )
      .join('')}`),
  // A jar of peanut butter: the lid, the glass jar with a peanut on its label, a knife with some on it.
  'peanut-butter': drawing(`
    <rect x="22" y="14" width="68" height="18" rx="4" fill="#ef5350"/>
    <path d="M26 32 L86 32 Q96 40 96 54 L96 112 Q96 122 86 122 L26 122 Q16 122 16 112 L16 54 Q16 40 26 32 Z" fill="#d7a86e"/>
    <rect x="16" y="58" width="80" height="44" fill="#fff8e1"/>
    <path d="M30 80 Q30 68 42 68 Q50 68 54 74 Q58 78 64 74 Q70 68 78 68 Q90 68 90 80 Q90 92 78 92 Q70 92 64 86 Q58 82 54 86 Q50 92 42 92 Q30 92 30 80 Z" fill="#d7a86e"/>
    <path d="M38 76 L42 80 M46 82 L48 86 M72 76 L76 80 M80 82 L82 86" fill="none" stroke="#000" stroke-width="1"/>
    <g transform="rotate(35 104 64)">
      <rect x="99" y="0" width="10" height="40" rx="4" fill="#424242"/>
      <path d="M99 40 L109 40 L109 96 Q104 104 99 96 Z" fill="#cfd8dc"/>
      <path d="M99 70 L109 70 L109 96 Q104 104 99 96 Z" fill="#a1887f"/>
    </g>`),
  // A music box: the open lid with its mirror, the box with a key to wind it, and a ballerina turning on top.
  'music-box': drawing(`
    <path d="M14 58 L28 8 L112 8 L108 58 Z" fill="#f48fb1"/>
    <path d="M24 54 L35 14 L104 14 L101 54 Z" fill="#e1f5fe"/>
    <rect x="8" y="58" width="104" height="10" rx="2" fill="#ec407a"/>
    <rect x="12" y="68" width="96" height="54" rx="3" fill="#f48fb1"/>
    <path d="${star(60, 96, 14)}" fill="#fff59d"/>
    <rect x="106" y="90" width="12" height="8" fill="#ffca28"/>
    <path d="M116 94 Q110 78 120 76 Q128 78 124 94 Q128 110 120 112 Q110 110 116 94 Z" fill="#ffca28"/>
    <ellipse cx="60" cy="57" rx="13" ry="4" fill="#ffca28"/>
    <path d="M54 38 L66 38 L64 57 L56 57 Z" fill="#ffe0b2"/>
    <path d="M60 42 L60 57" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M38 38 Q42 30 50 33 Q54 28 60 32 Q66 28 70 33 Q78 30 82 38 Q76 44 70 40 Q66 45 60 41 Q54 45 50 40 Q44 44 38 38 Z" fill="#f8bbd0"/>
    <rect x="54" y="20" width="12" height="15" rx="5" fill="#f48fb1"/>
    <path d="M55 24 Q44 12 54 4 M65 24 Q76 12 66 4" fill="none" stroke="#000" stroke-width="1.2"/>
    <circle cx="60" cy="13" r="6.5" fill="#ffe0b2"/>
    <circle cx="60" cy="6" r="3" fill="#8d6e63"/>`),
  // A jack-in-the-box: the box with its crank and open lid, a clown popped up on the coiled spring.
  'jack-in-the-box': drawing(`
    <rect x="20" y="76" width="72" height="48" rx="3" fill="#42a5f5"/>
    <path d="${star(40, 100, 10)} ${star(72, 100, 10)}" fill="#fff59d"/>
    <path d="M20 76 L6 44 L12 42 L28 76 Z" fill="#1e88e5"/>
    <path d="M92 96 L106 96 L106 84 L114 84" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="116" cy="84" r="4" fill="#ef5350"/>
    <path d="M50 76 Q44 72 50 68 Q68 66 62 62 Q44 58 50 54 Q68 52 62 48 Q46 46 52 42" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M40 44 L76 44 L70 36 L64 40 L58 34 L52 40 L46 36 Z" fill="#fff59d"/>
    <circle cx="58" cy="24" r="15" fill="#ffe0b2"/>
    <path d="M44 16 L72 16 L58 -2 Z" fill="#ef5350" transform="translate(0 4)"/>
    <circle cx="58" cy="3" r="3.5" fill="#fff59d"/>
    <circle cx="53" cy="22" r="2.5" fill="#424242"/><circle cx="63" cy="22" r="2.5" fill="#424242"/>
    <circle cx="58" cy="28" r="3" fill="#ef5350"/>
    <path d="M52 32 Q58 36 64 32" fill="none" stroke="#000" stroke-width="1"/>`),
  // A colander: the round bowl with rows of holes, two handles and the ring it stands on.
  colander: drawing(`
    <path d="M6 40 L22 40 L22 52 L6 52 Z M106 40 L122 40 L122 52 L106 52 Z" fill="#9e9e9e"/>
    <path d="M14 44 Q16 102 64 108 Q112 102 114 44 Z" fill="#bdbdbd"/>
    <ellipse cx="64" cy="44" rx="50" ry="12" fill="#e0e0e0"/>
    <ellipse cx="64" cy="44" rx="42" ry="7" fill="#fafafa"/>
    <path d="M40 108 L88 108 L92 122 L36 122 Z" fill="#9e9e9e"/>
    ${[
      [32, 64],
      [50, 66],
      [68, 67],
      [86, 66],
      [100, 62],
      [42, 84],
      [60, 86],
      [78, 86],
      [92, 80],
      [56, 101],
      [74, 101],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#fafafa"/>`)
      .join('')}`),
  // A measuring jug: the clear jug with its spout, the handle, the marks up its side and the milk inside.
  'measuring-jug': drawing(`
    <path d="M92 30 Q120 30 120 60 Q120 92 92 92 L92 82 Q110 80 110 60 Q110 40 92 40 Z" fill="#90caf9"/>
    <path d="M14 14 L92 14 L88 118 Q88 124 82 124 L30 124 Q24 124 24 118 L20 26 L10 18 Z" fill="#e3f2fd"/>
    <path d="M22 64 L89 64 L88 118 Q88 124 82 124 L30 124 Q24 124 24 118 Z" fill="#fafafa"/>
    <path d="M60 36 L88 36 M72 50 L88 50 M60 64 L88 64 M72 78 L88 78 M60 92 L88 92 M72 106 L88 106" fill="none" stroke="#000" stroke-width="1"/>`),
  // A house of cards: three rows of cards leant together in tents, flat cards laid across each row.
  'house-of-cards': drawing(`
    ${tent(10, 124)}${tent(49, 124)}${tent(88, 124)}
    ${lid(2, 126, 88)}
    ${tent(29, 81)}${tent(69, 81)}
    ${lid(20, 108, 47)}
    ${tent(49, 40)}`),
  // A string of bunting: triangle flags of three colours hung along a dipping line.
  bunting: drawing(`
    <path d="M2 24 Q64 64 126 24" fill="none" stroke="#000" stroke-width="1.2"/>
    ${[
      [8, 28, '#ef5350'],
      [28, 39, '#fff59d'],
      [48, 45, '#42a5f5'],
      [68, 46, '#ef5350'],
      [88, 41, '#fff59d'],
      [108, 32, '#42a5f5'],
    ]
      .map(
        ([x, y, fill]) =>
          `<path d="M${(x as number) - 2} ${(y as number) - 2} L${(x as number) + 18} ${(y as number) + 1} L${(x as number) + 6} ${(y as number) + 30} Z" fill="${fill}"/>`,
      )
      .join('')}
    <path d="M2 76 Q64 116 126 76" fill="none" stroke="#000" stroke-width="1.2"/>
    ${[
      [8, 80, '#81c784'],
      [28, 91, '#f48fb1'],
      [48, 97, '#ffb74d'],
      [68, 98, '#81c784'],
      [88, 93, '#f48fb1'],
      [108, 84, '#ffb74d'],
    ]
      .map(
        ([x, y, fill]) =>
          `<path d="M${(x as number) - 2} ${(y as number) - 2} L${(x as number) + 18} ${(y as number) + 1} L${(x as number) + 6} ${(y as number) + 26} Z" fill="${fill}"/>`,
      )
      .join('')}`),
  // A bottle of medicine: the child-proof cap, the brown bottle with a cross on its label, the spoon beside.
  medicine: drawing(`
    <rect x="26" y="6" width="44" height="18" rx="3" fill="#fafafa"/>
    <path d="M30 24 L66 24 L66 32 Q84 36 84 54 L84 114 Q84 124 74 124 L22 124 Q12 124 12 114 L12 54 Q12 36 30 32 Z" fill="#a1887f"/>
    <rect x="12" y="58" width="72" height="46" fill="#fafafa"/>
    <path d="M42 64 L54 64 L54 75 L65 75 L65 87 L54 87 L54 98 L42 98 L42 87 L31 87 L31 75 L42 75 Z" fill="#ef5350"/>
    <g transform="rotate(-30 104 84)">
      <rect x="100" y="80" width="8" height="46" rx="4" fill="#cfd8dc"/>
      <ellipse cx="104" cy="70" rx="12" ry="16" fill="#cfd8dc"/>
      <ellipse cx="104" cy="70" rx="8" ry="11" fill="#f48fb1"/>
    </g>`),
  // A sheet of bubble wrap, its corner turned up, rows of round bubbles and one popped flat.
  'bubble-wrap': drawing(`
    <path d="M6 26 L106 10 L122 100 L18 118 Z" fill="#e1f5fe"/>
    <path d="M106 10 L122 100 L108 86 L96 24 Z" fill="#b3e5fc"/>
    ${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3].map((col) => {
          const x = 24 + col * 20 + row * 3
          const y = 34 + row * 20 - col * 3
          return row === 2 && col === 1
            ? `<path d="M${x - 8} ${y} L${x - 3} ${y - 4} L${x + 1} ${y + 2} L${x + 6} ${y - 5} L${x + 8} ${y + 3} L${x + 2} ${y + 6} L${x - 5} ${y + 5} Z" fill="#b3e5fc"/>`
            : `<circle cx="${x}" cy="${y}" r="7.5" fill="#fafafa"/>`
        }),
      )
      .join('')}`),
  // A packet of crisps: the crinkled bag with its sealed top and foot, a potato on its front, crisps spilt out.
  crisps: drawing(`
    <path d="M22 14 L82 14 L80 22 Q88 60 80 100 L84 108 L20 108 L24 100 Q16 60 24 22 Z" fill="#ffca28"/>
    <path d="M22 14 L82 14 L81 22 L23 22 Z M20 100 L84 100 L84 108 L20 108 Z" fill="#ffa000"/>
    <path d="M26 16 L28 20 L30 16 L32 20 L34 16 L36 20 L38 16 M66 16 L68 20 L70 16 L72 20 L74 16 L76 20 L78 16" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="52" cy="56" rx="20" ry="14" fill="#d7a86e"/>
    <path d="M44 52 L46 54 M56 60 L58 62 M60 50 L62 52" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="34" y="76" width="36" height="10" rx="3" fill="#ef5350"/>
    <path d="M88 104 Q96 94 108 100 Q118 106 112 116 Q100 122 90 116 Q84 110 88 104 Z" fill="#ffe082"/>
    <path d="M104 88 Q112 80 122 86 Q128 94 120 100 Q110 102 104 96 Z" fill="#ffe082"/>
    <path d="M40 116 Q48 108 60 112 Q68 118 60 124 Q48 126 40 116 Z" fill="#ffe082"/>`),
  // A full bin bag, tied in a knot at its neck, creased where it bulges.
  'bin-bag': drawing(`
    <path d="M56 34 Q24 40 16 78 Q10 112 34 122 Q64 128 94 122 Q118 112 112 78 Q104 40 72 34 Z" fill="#616161"/>
    <path d="M56 34 L60 22 L68 22 L72 34 Z" fill="#757575"/>
    <path d="M60 22 Q46 6 40 16 Q44 24 60 22 Z M68 22 Q82 6 88 16 Q84 24 68 22 Z" fill="#757575"/>
    <path d="M40 60 Q36 80 44 100 M88 58 Q94 80 86 102 M62 70 Q60 90 66 110" fill="none" stroke="#000" stroke-width="1"/>`),
}
