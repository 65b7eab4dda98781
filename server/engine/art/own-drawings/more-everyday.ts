import { band, drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A pole, a rope or a slide's rail as a filled band: thin parts that stay regions at Easy. */
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** A four-pointed sparkle at (x, y), `r` to each tip: glitter's flecks, each one closed region. */
const sparkle = (x: number, y: number, r: number, fill: string) => {
  const w = r * 0.28
  return `<path d="M${f(x)} ${f(y - r)} L${f(x + w)} ${f(y - w)} L${f(x + r)} ${f(y)} L${f(x + w)} ${f(y + w)} L${f(x)} ${f(y + r)} L${f(x - w)} ${f(y + w)} L${f(x - r)} ${f(y)} L${f(x - w)} ${f(y - w)} Z" fill="${fill}"/>`
}

/** A googly eye: a rimmed white disc, its black pupil fallen to one side, a glint on the plastic. The pupil stays
 * under the size outlining keeps solid black (art/outline-art.ts), or it would be one more white ring. */
const googly = (x: number, y: number, r: number, dx: number, dy: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#e0e0e0"/><circle cx="${x}" cy="${y}" r="${f(r * 0.84)}" fill="#fafafa"/><circle cx="${f(x + dx * r * 0.45)}" cy="${f(y + dy * r * 0.45)}" r="${f(Math.min(r * 0.44, 7.5))}" fill="#212121"/><ellipse cx="${f(x - r * 0.42)}" cy="${f(y - r * 0.42)}" rx="${f(r * 0.16)}" ry="${f(r * 0.1)}" transform="rotate(-45 ${f(x - r * 0.42)} ${f(y - r * 0.42)})" fill="#fafafa"/>`

/** A fish finger lying at (x, y) turned `deg`: a breaded bar with crumbs drawn as little strokes. */
const fishFinger = (x: number, y: number, deg: number) =>
  `<g transform="rotate(${deg} ${x} ${y})"><rect x="${x - 30}" y="${y - 9}" width="60" height="18" rx="5" fill="#ffb74d"/><path d="M${x - 22} ${y - 3} l3 -2 M${x - 10} ${y + 3} l3 -2 M${x + 2} ${y - 4} l3 -2 M${x + 14} ${y + 2} l3 -2 M${x + 22} ${y - 4} l3 -2" fill="none" stroke="#000" stroke-width="1.2"/></g>`

/**
 * Everyday things children name that no emoji, icon family or earlier drawing holds
 * (docs/decisions/0138-more-things-drawn.md): the playground, the bedroom, the table, the craft box and the
 * toy box. Each shows the part a child knows it by big enough to survive Easy lines.
 */
export const MORE_EVERYDAY = {
  // A garden climbing frame: a wooden tower with its ladder, a railed deck under a pointed roof, a slide down
  // one side and a climbing wall with holds up the other; a bare cube of bars read as a cabinet (0132).
  'climbing-frame': drawing(`
    <path d="M84 66 L100 66 L126 124 L108 124 Z" fill="#ffcc80"/>
    ${[
      [96, 80],
      [104, 98],
      [112, 114],
    ]
      .map(
        ([x, y], k) =>
          `<ellipse cx="${x}" cy="${y}" rx="6.5" ry="5.5" fill="${['#e57373', '#64b5f6', '#fff176'][k]}"/>`,
      )
      .join('')}
    ${strip(
      [
        [42, 72],
        [24, 102],
        [8, 116],
        [2, 118],
      ],
      16,
      '#ef5350',
    )}
    <rect x="36" y="40" width="14" height="84" fill="#a1887f"/>
    <rect x="78" y="40" width="14" height="84" fill="#a1887f"/>
    <rect x="50" y="86" width="28" height="11" fill="#d7ccc8"/><rect x="50" y="106" width="28" height="11" fill="#d7ccc8"/>
    <rect x="50" y="42" width="28" height="10" fill="#d7ccc8"/>
    <rect x="59" y="52" width="10" height="14" fill="#d7ccc8"/>
    <rect x="30" y="66" width="68" height="12" fill="#bcaaa4"/>
    <path d="M28 42 L64 10 L100 42 Z" fill="#4fc3f7"/>
    <path d="M62 10 L62 0 L76 4 L62 8" fill="#ffca28"/>`),
  // Starting blocks on the track: a long rail with its holes, two wedge pedals tilted back for a sprinter's
  // feet, one ahead of the other, and the lane's white line under them.
  'starting-blocks': drawing(`
    <rect x="2" y="110" width="124" height="16" fill="#ef9a9a"/>
    <rect x="2" y="116" width="124" height="8" fill="#fafafa"/>
    <rect x="8" y="98" width="112" height="12" rx="2" fill="#9e9e9e"/>
    ${[20, 34, 48, 62, 76, 90, 104]
      .map((x) => `<circle cx="${x}" cy="104" r="2.5" fill="#424242"/>`)
      .join('')}
    <path d="M22 98 L58 98 L58 64 Z" fill="#90a4ae"/>
    <path d="M20 96 L54 58 L62 64 L28 102 Z" fill="#42a5f5"/>
    <path d="M72 98 L110 98 L110 54 Z" fill="#90a4ae"/>
    <path d="M70 96 L106 48 L114 54 L78 102 Z" fill="#42a5f5"/>
    <path d="M30 92 L36 97 M38 83 L44 88 M46 74 L52 79 M80 91 L86 96 M88 80 L94 85 M96 69 L102 74" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A night light: a crescent moon glowing on its little plug against the wall, a halo round it and stars.
  'night-light': drawing(`
    <circle cx="64" cy="54" r="44" fill="#fff9c4"/>
    ${[0, 45, 90, 135, 180, 225, 270, 315]
      .map((deg) => {
        const r = (deg * Math.PI) / 180
        const at = (d: number, t: number) => `${f(64 + d * Math.cos(r + t))} ${f(54 + d * Math.sin(r + t))}`
        return `<path d="M${at(48, -0.06)} L${at(60, 0)} L${at(48, 0.06)} Z" fill="#fff59d"/>`
      })
      .join('')}
    <rect x="44" y="88" width="40" height="36" rx="8" fill="#eeeeee"/>
    <rect x="58" y="110" width="4" height="8" fill="#616161"/><rect x="66" y="110" width="4" height="8" fill="#616161"/>
    <path d="M56 22 Q30 34 34 62 Q40 88 70 90 Q52 76 52 56 Q52 36 72 24 Q64 20 56 22 Z" fill="#ffd54f"/>
    <circle cx="50" cy="56" r="2.2" fill="#212121"/>
    <path d="M42 68 Q46 72 52 70" fill="none" stroke="#000" stroke-width="1.5"/>
    ${sparkle(84, 40, 9, '#ffee58')}${sparkle(92, 68, 6, '#ffee58')}${sparkle(78, 20, 5, '#ffee58')}`),
  // A chest of drawers with its top drawer pulled out towards us, socks and a folded top inside, knobs on the
  // drawers still shut.
  drawer: drawing(`
    <rect x="14" y="30" width="100" height="88" rx="3" fill="#bcaaa4"/>
    <rect x="18" y="118" width="10" height="8" fill="#8d6e63"/><rect x="100" y="118" width="10" height="8" fill="#8d6e63"/>
    <rect x="20" y="66" width="88" height="22" rx="2" fill="#d7ccc8"/>
    <rect x="20" y="92" width="88" height="22" rx="2" fill="#d7ccc8"/>
    <circle cx="64" cy="77" r="4" fill="#8d6e63"/><circle cx="64" cy="103" r="4" fill="#8d6e63"/>
    <path d="M20 34 L108 34 L118 44 L10 44 Z" fill="#5d4037"/>
    <path d="M22 38 Q30 26 40 34 Q44 30 48 38 Z" fill="#e57373"/>
    <path d="M52 38 L56 24 L62 24 L60 38 Z" fill="#64b5f6"/><path d="M56 24 L64 22 L66 28 L60 30 Z" fill="#64b5f6"/>
    <path d="M70 38 Q74 28 86 28 Q98 28 102 38 Z" fill="#fff176"/>
    <rect x="10" y="44" width="108" height="22" rx="2" fill="#d7ccc8"/>
    <circle cx="64" cy="55" r="4" fill="#8d6e63"/>`),
  // A table under a checked tablecloth: the cloth flat on top, hanging down the sides in soft folds, the
  // table legs below its hem.
  tablecloth: drawing(`
    <rect x="18" y="96" width="8" height="30" fill="#8d6e63"/><rect x="102" y="96" width="8" height="30" fill="#8d6e63"/>
    <path d="M24 40 L104 40 L122 58 L6 58 Z" fill="#fafafa"/>
    <path d="M44 40 L38 58 M64 40 L64 58 M84 40 L90 58 M15 49 L113 49" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M6 58 L122 58 L122 98 Q112 104 102 98 Q92 104 84 98 Q74 104 64 98 Q54 104 44 98 Q34 104 26 98 Q16 104 6 98 Z" fill="#fafafa"/>
    ${[6, 30, 54, 78, 102]
      .map((x, k) =>
        [58, 78]
          .map((y, j) =>
            (k + j) % 2 === 0
              ? `<rect x="${x}" y="${y}" width="${k === 4 ? 20 : 24}" height="20" fill="#e57373"/>`
              : '',
          )
          .join(''),
      )
      .join('')}
    ${[24, 48, 70, 94, 116].map((x) => `<path d="M${x} 60 L${x} 94" fill="none" stroke="#000" stroke-width="1"/>`).join('')}
    <path d="M6 58 L122 58" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // Googly eyes: a big pair and a small pair of rimmed plastic eyes, each pupil rolled to a different side, black;
  // three apart with white pupils read as bubbles.
  'googly-eyes': drawing(`
    ${googly(36, 42, 27, 0.6, 0.75)}${googly(92, 42, 27, -0.55, 0.8)}${googly(46, 102, 16, 0.85, -0.4)}${googly(82, 102, 16, 0.1, 0.95)}`),
  // Glitter: a shaker tube tipped over, its glitter pouring out as sparkles and specks.
  glitter: drawing(`
    <g transform="rotate(-35 40 44)"><rect x="26" y="16" width="28" height="56" rx="4" fill="#ce93d8"/><rect x="24" y="8" width="32" height="12" rx="3" fill="#8e24aa"/>
    <path d="M32 30 L32 62" fill="none" stroke="#000" stroke-width="1"/></g>
    ${sparkle(72, 58, 13, '#fff176')}${sparkle(98, 76, 10, '#ce93d8')}${sparkle(64, 92, 11, '#80deea')}${sparkle(110, 104, 12, '#fff176')}${sparkle(86, 112, 8, '#f48fb1')}${sparkle(40, 108, 9, '#ce93d8')}${sparkle(112, 50, 7, '#80deea')}
    ${[
      [84, 64],
      [78, 80],
      [92, 92],
      [52, 78],
      [104, 88],
      [72, 108],
      [54, 118],
      [122, 80],
      [96, 122],
      [28, 122],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#f48fb1"/>`)
      .join('')}`),
  // An action figure in its box: a card with the hanging tab, the clear window, and inside a caped hero toy
  // with a mask, its jointed arms up and its feet on a little stand.
  'action-figure': drawing(`
    <path d="M22 18 L54 18 L54 8 L74 8 L74 18 L106 18 L106 126 L22 126 Z" fill="#ef5350"/>
    <ellipse cx="64" cy="13" rx="6" ry="2.5" fill="#fafafa"/>
    <rect x="30" y="26" width="68" height="92" rx="8" fill="#e3f2fd"/>
    <path d="M50 48 L78 48 L90 104 L38 104 Z" fill="#ef5350"/>
    <rect x="52" y="104" width="24" height="6" rx="2" fill="#9e9e9e"/>
    <rect x="54" y="78" width="8" height="26" rx="3" fill="#1565c0"/><rect x="66" y="78" width="8" height="26" rx="3" fill="#1565c0"/>
    <circle cx="58" cy="82" r="3" fill="#0d47a1"/><circle cx="70" cy="82" r="3" fill="#0d47a1"/>
    <path d="M52 50 L76 50 L74 80 L54 80 Z" fill="#42a5f5"/>
    <path d="M64 56 L67 63 L74 63 L68 67 L70 74 L64 70 L58 74 L60 67 L54 63 L61 63 Z" fill="#ffee58"/>
    <rect x="52" y="76" width="24" height="5" fill="#ffee58"/>
    ${strip(
      [
        [52, 54],
        [42, 48],
        [40, 34],
      ],
      7,
      '#42a5f5',
    )}
    ${strip(
      [
        [76, 54],
        [86, 48],
        [88, 34],
      ],
      7,
      '#42a5f5',
    )}
    <circle cx="40" cy="32" r="4.5" fill="#ffcc80"/><circle cx="88" cy="32" r="4.5" fill="#ffcc80"/>
    <circle cx="46" cy="50" r="3" fill="#0d47a1"/><circle cx="82" cy="50" r="3" fill="#0d47a1"/>
    <circle cx="64" cy="40" r="10" fill="#ffcc80"/>
    <path d="M54 38 L74 38 L74 42 Q64 46 54 42 Z" fill="#1565c0"/>
    <circle cx="60" cy="40" r="1.6" fill="#fafafa"/><circle cx="68" cy="40" r="1.6" fill="#fafafa"/>
    <path d="M60 45 Q64 48 68 45" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // Fish fingers on a plate: three breaded bars, one broken to show the white fish, with peas and ketchup.
  'fish-fingers': drawing(`
    <ellipse cx="64" cy="84" rx="62" ry="34" fill="#fafafa"/>
    <ellipse cx="64" cy="84" rx="48" ry="24" fill="#f5f5f5"/>
    ${fishFinger(52, 70, -8)}${fishFinger(56, 90, -4)}
    <g transform="rotate(4 60 106)"><rect x="38" y="97" width="28" height="18" rx="5" fill="#ffb74d"/><rect x="64" y="99" width="8" height="14" rx="2" fill="#fafafa"/><rect x="74" y="97" width="24" height="18" rx="5" fill="#ffb74d"/><rect x="72" y="99" width="6" height="14" rx="2" fill="#fafafa"/></g>
    <path d="M96 62 Q110 58 112 70 Q112 80 100 78 Q92 74 96 62 Z" fill="#e53935"/>
    ${[
      [100, 92],
      [109, 88],
      [106, 98],
      [96, 100],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#81c784"/>`)
      .join('')}`),
  // A dishwasher standing open: its door let down flat in front, the lower rack of plates standing on edge
  // pulled out onto it, cups upside down in the upper rack, the buttons along the top. Shut, it is a box.
  dishwasher: drawing(`
    <rect x="14" y="6" width="100" height="98" rx="3" fill="#eeeeee"/>
    <rect x="14" y="6" width="100" height="14" rx="3" fill="#bdbdbd"/>
    <circle cx="88" cy="13" r="3.5" fill="#fafafa"/><circle cx="100" cy="13" r="3.5" fill="#fafafa"/>
    <rect x="22" y="24" width="84" height="76" fill="#9e9e9e"/>
    <rect x="24" y="48" width="80" height="5" fill="#e0e0e0"/>
    ${[30, 52, 74]
      .map(
        (x) =>
          `<ellipse cx="${x + 16}" cy="38" rx="5" ry="6" fill="#90caf9"/><ellipse cx="${x + 16}" cy="38" rx="2" ry="3" fill="#9e9e9e"/><path d="M${x} 30 L${x + 16} 30 L${x + 14} 48 L${x + 2} 48 Z" fill="#90caf9"/>`,
      )
      .join('')}
    <path d="M6 104 L122 104 L126 124 L2 124 Z" fill="#e0e0e0"/>
    ${[28, 44, 60, 76, 92]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="86" rx="7" ry="16" fill="#fafafa"/><ellipse cx="${x}" cy="86" rx="3.5" ry="8" fill="#e3f2fd"/>`,
      )
      .join('')}
    <path d="M18 100 L110 100 L114 106 L14 106 Z" fill="#bdbdbd"/>
    <path d="M14 112 L114 112" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A pair of cymbals clashed together: two brass discs tipped towards each other, each with the raised dome
  // in its middle and the strap a hand holds behind it, and the crash sparking between their rims.
  cymbals: drawing(`
    ${[
      [34, 70, 62, -1],
      [94, 70, -62, 1],
    ]
      .map(
        ([x, y, deg, side]) =>
          `<g transform="rotate(${deg} ${x} ${y})"><ellipse cx="${x}" cy="${y + side * 14}" rx="7" ry="5" fill="#6d4c41"/><ellipse cx="${x}" cy="${y}" rx="46" ry="17" fill="#ffd54f"/><ellipse cx="${x}" cy="${y}" rx="30" ry="10" fill="#ffe082"/><ellipse cx="${x}" cy="${y}" rx="11" ry="5" fill="#ffca28"/></g>`,
      )
      .join('')}
    <path d="M64 30 L64 10 M54 34 L44 18 M74 34 L84 18 M64 110 L64 124" fill="none" stroke="#000" stroke-width="2"/>`),
}
