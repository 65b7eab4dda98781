import { band, drawing } from './drawing'

/** A pencil from its end at (x0, y0) to its point at (x1, y1): the painted body, the bare wood, the lead. */
export function pencil(x0: number, y0: number, x1: number, y1: number, fill: string): string {
  const len = Math.hypot(x1 - x0, y1 - y0)
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len]
  const at = (t: number, side: number): string =>
    `${(x0 + ux * t - uy * side).toFixed(1)} ${(y0 + uy * t + ux * side).toFixed(1)}`
  const wood = len - 18
  return `${band(
    [
      [x0, y0],
      [x0 + ux * wood, y0 + uy * wood],
    ],
    12,
  ).replace(/^/, '<path d="')}" fill="${fill}"/>
    <path d="M${at(wood, 6)} L${at(len, 0)} L${at(wood, -6)} Z" fill="#ffe0b2"/>
    <path d="M${at(len - 7, 2.4)} L${at(len, 0)} L${at(len - 7, -2.4)} Z" fill="#616161"/>`
}

/**
 * Things of the home and the classroom children name and no emoji or icon family draws: a bottle, a water
 * bottle, a box of tissues, an electric fan, an apron, a pencil case, a coat rack, a pincushion, a hot water
 * bottle, a bicycle pump, dominoes, a gumball machine, a paddleboard, a doorbell, a sewing kit, a
 * kaleidoscope, a checkerboard, a trampoline, a doormat, a party popper, a stapler.
 */
export const HOME_AND_CLASSROOM = {
  // A glass bottle: the cork in its long neck, round shoulders, a label round the middle and a shine.
  bottle: drawing(`
    <rect x="54" y="4" width="20" height="16" rx="3" fill="#bcaaa4"/>
    <path d="M56 18 L72 18 L72 40 Q96 50 96 70 L96 114 Q96 124 86 124 L42 124 Q32 124 32 114 L32 70 Q32 50 56 40 Z" fill="#c8e6c9"/>
    <rect x="32" y="72" width="64" height="30" fill="#fff9c4"/>
    <path d="M40 60 Q42 52 48 49 L48 64 Z" fill="#f1f8e9"/>
    <rect x="40" y="106" width="8" height="12" rx="4" fill="#f1f8e9"/>`),
  // A sports water bottle: the flip cap with its spout and carrying loop, grip rings, a wave on the side.
  'water-bottle': drawing(`
    <path d="M84 20 Q104 12 104 28 Q104 42 86 36" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M84 18 Q112 8 110 28 Q108 48 84 38 L84 32 Q100 38 100 28 Q100 18 84 26 Z" fill="#4fc3f7"/>
    <rect x="56" y="4" width="16" height="16" rx="3" fill="#b3e5fc"/>
    <rect x="42" y="18" width="44" height="20" rx="4" fill="#4fc3f7"/>
    <rect x="38" y="36" width="52" height="88" rx="12" fill="#b3e5fc"/>
    <rect x="38" y="52" width="52" height="10" fill="#4fc3f7"/>
    <rect x="38" y="100" width="52" height="10" fill="#4fc3f7"/>
    <path d="M46 82 Q54 74 62 82 Q70 90 78 82 Q82 78 84 80" fill="none" stroke="#000" stroke-width="1"/>`),
  // A box of tissues seen from above a corner, a tissue pulled up out of the slot in its top, flowers on the
  // side.
  'tissue-box': drawing(`
    <path d="M10 58 L30 40 L118 40 L98 58 Z" fill="#b3e5fc"/>
    <path d="M98 58 L118 40 L118 100 L98 120 Z" fill="#81d4fa"/>
    <rect x="10" y="58" width="88" height="62" fill="#e1f5fe"/>
    <ellipse cx="64" cy="49" rx="30" ry="5" fill="#4fc3f7"/>
    <path d="M44 50 Q40 30 52 18 Q56 30 62 12 Q70 8 74 18 Q80 28 88 26 Q90 40 84 50 Z" fill="#fafafa"/>
    <path d="M62 12 Q64 30 66 48 M74 18 Q74 34 76 48" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [32, 80],
      [54, 100],
      [76, 78],
    ]
      .map(
        ([x, y]) =>
          `${[0, 1, 2, 3, 4]
            .map((k) => {
              const a = (k * 2 * Math.PI) / 5 - Math.PI / 2
              return `<circle cx="${(x + 8 * Math.cos(a)).toFixed(1)}" cy="${(y + 8 * Math.sin(a)).toFixed(1)}" r="5.5" fill="#f8bbd0"/>`
            })
            .join('')}<circle cx="${x}" cy="${y}" r="4.5" fill="#fff59d"/>`,
      )
      .join('')}`),
  // An electric fan: three blades behind the round guard, on its neck and round foot, a button on the foot.
  'electric-fan': drawing(`
    <rect x="58" y="88" width="12" height="24" fill="#b0bec5"/>
    <path d="M28 124 Q28 108 64 108 Q100 108 100 124 Z" fill="#90a4ae"/>
    <circle cx="82" cy="116" r="4" fill="#e57373"/>
    <circle cx="64" cy="50" r="46" fill="#cfd8dc"/>
    <circle cx="64" cy="50" r="39" fill="#eceff1"/>
    ${[0, 1, 2]
      .map(
        (k) =>
          `<path d="M64 50 Q52 24 64 14 Q84 16 72 46 Z" fill="#80deea" transform="rotate(${k * 120} 64 50)"/>`,
      )
      .join('')}
    <circle cx="64" cy="50" r="9" fill="#90a4ae"/>
    <path d="M18 50 L25 50 M103 50 L110 50 M64 4 L64 11 M31 17 L36 22 M97 17 L92 22 M31 83 L36 78 M97 83 L92 78" fill="none" stroke="#000" stroke-width="1"/>`),
  // An apron: the bib on its neck strap, the ties out at the waist, a big pocket with a heart on it.
  apron: drawing(`
    <path d="M52 22 L56 4 L72 4 L76 22 L71 22 L68 9 L60 9 L57 22 Z" fill="#ef9a9a"/>
    <path d="M30 62 Q22 66 18 92 L26 92 Q28 72 34 68 Z M98 62 Q106 66 110 92 L102 92 Q100 72 94 68 Z" fill="#ef9a9a"/>
    <path d="M48 20 L80 20 Q80 46 100 56 L112 116 Q64 128 16 116 L28 56 Q48 46 48 20 Z" fill="#ffcdd2"/>
    <rect x="24" y="56" width="80" height="10" rx="2" fill="#ef9a9a"/>
    <rect x="42" y="80" width="44" height="26" rx="4" fill="#ef9a9a"/>
    <path d="M64 100 L56 92 Q52 86 58 84 Q62 83 64 87 Q66 83 70 84 Q76 86 72 92 Z" fill="#fafafa"/>`),
  // A zip-up pencil case, its zip open at one end and pencils and a ruler standing up out of it.
  'pencil-case': drawing(`
    <rect x="70" y="8" width="16" height="64" fill="#fff59d" transform="rotate(14 78 40)"/>
    <path d="M72 20 L80 20 M72 32 L80 32 M72 44 L80 44 M72 56 L80 56" fill="none" stroke="#000" stroke-width="1" transform="rotate(14 78 40)"/>
    ${pencil(44, 70, 32, 14, '#ef9a9a')}
    ${pencil(58, 70, 56, 8, '#90caf9')}
    ${pencil(94, 70, 104, 20, '#a5d6a7')}
    <rect x="8" y="60" width="112" height="58" rx="22" fill="#ce93d8"/>
    <path d="M22 70 L106 70" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M22 66 L22 74 M30 66 L30 74 M38 66 L38 74 M46 66 L46 74 M54 66 L54 74 M62 66 L62 74 M70 66 L70 74 M78 66 L78 74 M86 66 L86 74" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M98 68 L110 92 Q112 98 106 100 L100 100 Q94 98 96 92 Z" fill="#e1bee7"/>
    <path d="M20 104 Q64 112 108 104" fill="none" stroke="#000" stroke-width="1"/>`),
  // A coat rack: a pole on crossed feet with pegs at the top, a hat and a scarf hung on it.
  'coat-rack': drawing(`
    <rect x="60" y="14" width="8" height="100" fill="#a1887f"/>
    <path d="M64 104 L30 124 L24 120 L60 100 Z M64 104 L98 124 L104 120 L68 100 Z" fill="#8d6e63"/>
    <circle cx="64" cy="12" r="7" fill="#8d6e63"/>
    <path d="M60 30 L38 18 L36 24 L60 36 Z M68 30 L90 18 L92 24 L68 36 Z" fill="#8d6e63"/>
    <circle cx="36" cy="20" r="4.5" fill="#8d6e63"/><circle cx="92" cy="20" r="4.5" fill="#8d6e63"/>
    <path d="M80 26 Q80 8 94 8 Q108 8 108 26 Z" fill="#90caf9"/>
    <ellipse cx="94" cy="27" rx="22" ry="5" fill="#64b5f6"/>
    <path d="M36 24 L26 28 L22 82 L34 82 L34 44 L44 44 L44 72 L54 72 L50 30 Z" fill="#ef9a9a"/>
    <path d="M22 70 L34 70 M44 62 L52 62" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M22 82 L24 88 M28 82 L28 88 M34 82 L32 88 M44 72 L45 78 M49 72 L49 78 M54 72 L53 78" fill="none" stroke="#000" stroke-width="1"/>`),
  // A tomato pincushion: a round cushion in segments, its leafy top, pins with round heads stuck in it.
  pincushion: drawing(`
    <path d="M40 40 L26 12 M62 34 L62 4 M84 40 L100 14 M100 58 L124 44" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="26" cy="12" r="6" fill="#fff59d"/>
    <circle cx="62" cy="6" r="6" fill="#90caf9"/>
    <circle cx="100" cy="14" r="6" fill="#a5d6a7"/>
    <circle cx="122" cy="44" r="5.5" fill="#ce93d8"/>
    <path d="M14 78 Q14 36 64 36 Q114 36 114 78 Q114 118 64 118 Q14 118 14 78 Z" fill="#ef9a9a"/>
    <path d="M64 36 Q50 78 64 118 M64 36 Q78 78 64 118 M40 40 Q24 80 42 114 M88 40 Q104 80 86 114" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 34 L48 28 L56 40 L40 44 L58 46 L64 56 L70 46 L88 44 L72 40 L80 28 Z" fill="#81c784"/>
    <path d="M32 70 L14 62 M92 96 L112 108" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="14" cy="62" r="5.5" fill="#f48fb1"/>
    <circle cx="113" cy="109" r="5.5" fill="#ffcc80"/>`),
  // A hot water bottle in a knitted cover: the stopper at its neck, the cover ribbed, a heart knitted in.
  'hot-water-bottle': drawing(`
    <rect x="52" y="2" width="24" height="14" rx="3" fill="#ff8a65"/>
    <rect x="50" y="14" width="28" height="10" rx="2" fill="#ffab91"/>
    <path d="M52 22 L76 22 L78 30 Q104 30 106 48 L106 112 Q106 124 94 124 L34 124 Q22 124 22 112 L22 48 Q24 30 50 30 Z" fill="#b39ddb"/>
    <path d="M50 30 L78 30 Q100 32 104 42 L24 42 Q28 32 50 30 Z" fill="#9575cd"/>
    <path d="M38 44 L38 122 M54 44 L54 122 M74 44 L74 122 M90 44 L90 122" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 106 L50 90 Q44 78 54 74 Q60 72 64 80 Q68 72 74 74 Q84 78 78 90 Z" fill="#f48fb1"/>`),
  // A bicycle pump: the T-handle on its rod, the barrel with a gauge, the foot plate and the hose to its nozzle.
  'bike-pump': drawing(`
    <path d="M78 104 Q112 110 112 76 Q112 50 100 46" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M76 100 Q116 110 116 76 Q116 44 100 42 L100 50 Q108 52 108 76 Q108 102 76 108 Z" fill="#424242"/>
    <rect x="94" y="32" width="12" height="16" rx="2" fill="#bdbdbd"/>
    <rect x="22" y="8" width="84" height="14" rx="7" fill="#ef5350"/>
    <rect x="60" y="20" width="8" height="24" fill="#e0e0e0"/>
    <rect x="50" y="40" width="28" height="72" rx="6" fill="#e57373"/>
    <circle cx="64" cy="66" r="10" fill="#fafafa"/>
    <path d="M64 66 L70 60" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M20 124 L30 108 L98 108 L108 124 Z" fill="#616161"/>`),
  // Dominoes: three tiles, two standing up and one lying, each halved by a line and dotted.
  dominoes: drawing(`
    <rect x="10" y="10" width="34" height="64" rx="5" fill="#fafafa" transform="rotate(-10 27 42)"/>
    <rect x="80" y="16" width="34" height="64" rx="5" fill="#fafafa" transform="rotate(12 97 48)"/>
    <rect x="22" y="82" width="84" height="40" rx="5" fill="#fafafa"/>
    <path d="M64 84 L64 120" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M10 42 L44 42" fill="none" stroke="#000" stroke-width="1" transform="rotate(-10 27 42)"/>
    <path d="M80 48 L114 48" fill="none" stroke="#000" stroke-width="1" transform="rotate(12 97 48)"/>
    <g fill="#424242">
      <circle cx="34" cy="94" r="4"/><circle cx="52" cy="110" r="4"/><circle cx="43" cy="102" r="4"/>
      <circle cx="76" cy="93" r="4"/><circle cx="94" cy="93" r="4"/><circle cx="76" cy="111" r="4"/><circle cx="94" cy="111" r="4"/>
    </g>
    <g fill="#424242" transform="rotate(-10 27 42)">
      <circle cx="27" cy="26" r="4"/><circle cx="19" cy="56" r="4"/><circle cx="35" cy="64" r="4"/>
    </g>
    <g fill="#424242" transform="rotate(12 97 48)">
      <circle cx="89" cy="26" r="4"/><circle cx="105" cy="38" r="4"/><circle cx="97" cy="64" r="4"/>
    </g>`),
  // A gumball machine: the glass globe full of gumballs on its red stand, the coin slot and turning handle, the
  // chute with its flap.
  'gumball-machine': drawing(`
    <rect x="52" y="2" width="24" height="10" rx="4" fill="#e53935"/>
    <circle cx="64" cy="48" r="40" fill="#e3f2fd"/>
    ${[
      [44, 32],
      [64, 26],
      [84, 32],
      [36, 52],
      [56, 46],
      [76, 48],
      [94, 54],
      [46, 70],
      [66, 66],
      [86, 72],
      [56, 84],
      [76, 84],
    ]
      .map(
        ([x, y], k) =>
          `<circle cx="${x}" cy="${y}" r="8.5" fill="${['#ef9a9a', '#fff59d', '#90caf9', '#a5d6a7', '#ce93d8', '#ffcc80'][k % 6]}"/>`,
      )
      .join('')}
    <path d="M60 12 L68 12 L68 10 Q80 12 86 18 L42 18 Q48 12 60 10 Z" fill="#e53935"/>
    <path d="M34 84 L94 84 L104 124 L24 124 Z" fill="#e53935"/>
    <rect x="30" y="82" width="68" height="10" rx="3" fill="#c62828"/>
    <circle cx="64" cy="104" r="9" fill="#e0e0e0"/>
    <rect x="60" y="96" width="8" height="16" rx="2" fill="#bdbdbd"/>
    <rect x="40" y="112" width="18" height="10" rx="2" fill="#bdbdbd"/>
    <rect x="80" y="96" width="10" height="14" rx="2" fill="#bdbdbd"/>`),
  // A paddleboard: the long board seen from above at a slant, its deck pad, and the paddle laid across it.
  paddleboard: drawing(`
    <path d="M4 104 Q4 92 30 90 L104 88 Q124 90 126 98 Q124 108 104 110 L30 112 Q4 112 4 104 Z" fill="#4dd0e1"/>
    <path d="M50 92 L86 91 L86 108 L50 109 Z" fill="#fff59d"/>
    <path d="M14 100 L116 98" fill="none" stroke="#000" stroke-width="1"/>
    ${band(
      [
        [38, 12],
        [88, 74],
      ],
      6,
    ).replace(/^/, '<path d="')}" fill="#8d6e63"/>
    <path d="M28 10 L42 0 L48 8 L34 18 Z" fill="#8d6e63"/>
    <path d="M82 66 Q92 62 110 76 Q122 88 116 92 Q108 94 90 80 Z" fill="#ffb74d"/>`),
  // A doorbell: the button in its ring on a plate by the door, a name card under it, the ring of it either side.
  doorbell: drawing(`
    <path d="M30 44 Q22 56 30 68 M20 36 Q8 56 20 76 M98 44 Q106 56 98 68 M108 36 Q120 56 108 76" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="40" y="12" width="48" height="104" rx="14" fill="#bcaaa4"/>
    <circle cx="64" cy="56" r="19" fill="#ffe082"/>
    <circle cx="64" cy="56" r="11" fill="#ffca28"/>
    <rect x="48" y="84" width="32" height="18" rx="3" fill="#fafafa"/>
    <path d="M54 93 L74 93" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="22" r="3" fill="#8d6e63"/><circle cx="64" cy="108" r="3" fill="#8d6e63"/>`),
  // A sewing box open: its lid up behind, spools of thread standing in it, a needle and thread, a tape measure
  // hanging over the front.
  'sewing-kit': drawing(`
    <path d="M18 62 L30 16 L110 16 L110 62 Z" fill="#f8bbd0"/>
    <path d="M36 24 L104 24 L104 56 L28 56 Z" fill="#fce4ec"/>
    ${[
      [36, 30, '#90caf9'],
      [62, 24, '#ef9a9a'],
      [88, 32, '#a5d6a7'],
    ]
      .map(([x, y, c]) => {
        const [cx, top] = [x as number, y as number]
        return `<rect x="${cx - 13}" y="${top}" width="26" height="8" rx="3" fill="#bcaaa4"/><rect x="${cx - 8}" y="${top + 7}" width="16" height="${60 - top}" fill="${c}"/><path d="M${cx - 8} ${top + 12} L${cx + 8} ${top + 18} M${cx - 8} ${top + 20} L${cx + 8} ${top + 26}" fill="none" stroke="#000" stroke-width="1"/>`
      })
      .join('')}
    <path d="M104 20 L116 60 M110 24 Q124 40 118 62" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M10 60 L118 60 L110 122 L18 122 Z" fill="#f48fb1"/>
    <rect x="8" y="56" width="112" height="10" rx="3" fill="#ec407a"/>
    <path d="M74 62 L90 62 L94 110 L78 110 Z" fill="#fff59d"/>
    <path d="M76 72 L82 72 M77 82 L83 82 M77 92 L84 92 M78 102 L85 102" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="40" cy="92" r="17" fill="#90caf9"/>
    <circle cx="34" cy="86" r="4" fill="#fafafa"/><circle cx="46" cy="86" r="4" fill="#fafafa"/><circle cx="34" cy="98" r="4" fill="#fafafa"/><circle cx="46" cy="98" r="4" fill="#fafafa"/>`),
  // A kaleidoscope: a tube patterned with stars, the eyepiece at one end, the turning end ringed with coloured
  // glass at the other.
  kaleidoscope: drawing(`
    <g transform="rotate(-24 64 64)">
      <rect x="4" y="54" width="16" height="20" rx="3" fill="#b0bec5"/>
      <path d="M18 48 L98 44 L98 84 L18 80 Z" fill="#ce93d8"/>
      <rect x="96" y="36" width="14" height="56" rx="5" fill="#ffcc80"/>
      <ellipse cx="114" cy="64" rx="10" ry="26" fill="#fff59d"/>
      <path d="M114 40 L114 88 M106 52 L122 76 M106 76 L122 52" fill="none" stroke="#000" stroke-width="1"/>
      ${[
        [36, 64],
        [58, 56],
        [58, 74],
        [80, 64],
      ]
        .map(([x, y]) => {
          const pts = Array.from({ length: 10 }, (_, k) => {
            const a = (k * Math.PI) / 5 - Math.PI / 2
            const r = k % 2 ? 3.6 : 8
            return `${(x + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`
          })
          return `<path d="M${pts.join(' L')} Z" fill="#fff59d"/>`
        })
        .join('')}
    </g>`),
  // A checkerboard: six squares a side, red and white, with the round pieces on the dark squares at each end.
  checkers: drawing(`
    <rect x="6" y="6" width="116" height="116" rx="4" fill="#8d6e63"/>
    <rect x="10" y="10" width="108" height="108" fill="#fafafa"/>
    ${Array.from({ length: 36 }, (_, k) => [k % 6, Math.floor(k / 6)])
      .filter(([c, r]) => (c + r) % 2 === 1)
      .map(([c, r]) => `<rect x="${10 + c * 18}" y="${10 + r * 18}" width="18" height="18" fill="#ef9a9a"/>`)
      .join('')}
    ${Array.from({ length: 36 }, (_, k) => [k % 6, Math.floor(k / 6)])
      .filter(([c, r]) => (c + r) % 2 === 1 && (r < 2 || r > 3))
      .map(
        ([c, r]) =>
          `<circle cx="${19 + c * 18}" cy="${19 + r * 18}" r="7" fill="${r < 2 ? '#616161' : '#fff59d'}"/><circle cx="${19 + c * 18}" cy="${19 + r * 18}" r="3.5" fill="none" stroke="#000" stroke-width="1"/>`,
      )
      .join('')}`),
  // A round trampoline from the side: the springy bed in its padded ring, the bowed legs under it.
  trampoline: drawing(`
    ${(
      [
        [12, 64, 32, 72],
        [96, 72, 116, 64],
        [40, 80, 60, 82],
        [68, 82, 88, 80],
      ] as const
    )
      .map(
        ([x0, y0, x1, y1]) =>
          `${band(
            [
              [x0, y0],
              [x0 + 2, 118],
              [x1 - 2, 118],
              [x1, y1],
            ],
            6,
          ).replace(/^/, '<path d="')}" fill="#78909c"/>`,
      )
      .join('')}
    <ellipse cx="64" cy="62" rx="60" ry="20" fill="#4fc3f7"/>
    <ellipse cx="64" cy="62" rx="48" ry="13" fill="#90a4ae"/>
    <path d="${Array.from({ length: 18 }, (_, k) => {
      const a = ((k + 0.5) * 2 * Math.PI) / 18
      const [c, n] = [Math.cos(a), Math.sin(a)]
      return `M${(64 + 48 * c).toFixed(1)} ${(62 + 13 * n).toFixed(1)}L${(64 + 56 * c).toFixed(1)} ${(62 + 18 * n).toFixed(1)}`
    }).join('')}" fill="none" stroke="#000" stroke-width="1"/>`),
  // A doormat seen from the door: a bristly mat with its border, a heart in the middle, a fringe of bristles.
  doormat: drawing(`
    <path d="M22 44 L106 44 L122 104 L6 104 Z" fill="#d7ccc8"/>
    <path d="M30 52 L98 52 L110 96 L18 96 Z" fill="#bcaaa4"/>
    <path d="M64 90 L50 76 Q44 68 52 64 Q58 62 64 68 Q70 62 76 64 Q84 68 78 76 Z" fill="#ef9a9a"/>
    <path d="M10 104 L8 110 M20 104 L19 110 M30 104 L30 110 M40 104 L40 110 M50 104 L50 110 M60 104 L60 110 M70 104 L70 110 M80 104 L80 110 M90 104 L90 110 M100 104 L101 110 M110 104 L111 110 M118 104 L120 110" fill="none" stroke="#000" stroke-width="1"/>`),
  // A party popper: a striped cone, confetti and curly streamers bursting out of its open end.
  'party-popper': drawing(`
    <path d="M56 46 Q70 20 60 8 M68 52 Q96 40 92 22 Q90 12 100 8 M74 64 Q104 66 112 50 M50 44 Q38 26 24 30" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [34, 14, '#fff59d'],
      [82, 12, '#90caf9'],
      [112, 30, '#a5d6a7'],
      [118, 72, '#f48fb1'],
      [44, 34, '#ce93d8'],
      [98, 88, '#ffcc80'],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="5" fill="${c}"/>`)
      .join('')}
    <rect x="74" y="24" width="10" height="10" fill="#ef9a9a" transform="rotate(30 79 29)"/>
    <rect x="16" y="48" width="10" height="10" fill="#fff59d" transform="rotate(-20 21 53)"/>
    <path d="M48 52 L80 76 L20 122 Q8 120 10 110 Z" fill="#ffca28"/>
    <path d="M40 62 L70 84 M30 76 L58 96 M20 92 L44 108" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="64" rx="22" ry="8" fill="#ffe082" transform="rotate(37 64 64)"/>`),
  // A stapler from the side: the base plate, the top arm hinged at the back and a little open at the front, a
  // staple on its way out.
  stapler: drawing(`
    <rect x="8" y="92" width="112" height="18" rx="6" fill="#90a4ae"/>
    <path d="M14 92 L14 78 L34 78 L34 92 Z" fill="#607d8b"/>
    <circle cx="24" cy="80" r="9" fill="#b0bec5"/>
    <path d="M16 70 Q16 58 30 56 L108 50 Q122 50 122 62 Q122 70 110 72 L30 82 Q16 82 16 70 Z" fill="#e53935"/>
    <path d="M30 66 L108 60" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="98" y="72" width="12" height="10" fill="#cfd8dc" transform="rotate(-5 104 77)"/>
    <path d="M96 92 L96 86 L112 86 L112 92" fill="none" stroke="#000" stroke-width="1"/>`),
}
