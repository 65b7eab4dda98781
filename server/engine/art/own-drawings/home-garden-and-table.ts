import { band, drawing } from './drawing'

/** A slice of toast standing on its edge: the crust round the two bumps of a loaf's top. */
const slice = (x: number, fill: string) =>
  `<path d="M${x} 100 L${x} 56 Q${x - 6} 50 ${x - 2} 42 Q${x + 4} 34 ${x + 14} 38 Q${x + 24} 34 ${x + 30} 42 Q${x + 34} 50 ${x + 28} 56 L${x + 28} 100 Z" fill="${fill}"/>` +
  `<path d="M${x + 5} 96 L${x + 5} 54 Q${x + 1} 48 ${x + 4} 45 Q${x + 8} 40 ${x + 14} 44 Q${x + 20} 40 ${x + 25} 45 Q${x + 27} 48 ${x + 23} 54 L${x + 23} 96 Z" fill="#ffe0b2"/>`

/** A row of short fork pricks, as a biscuit is marked. */
const pricks = (x0: number, y: number, n: number, step: number) =>
  Array.from({ length: n }, (_, k) => `<circle cx="${x0 + k * step}" cy="${y}" r="1.6" fill="#000"/>`).join(
    '',
  )

/** Points along two hanging loops of a garland, from left to right. */
const swag: [number, number][] = Array.from({ length: 25 }, (_, k) => {
  const u = ((k / 24) * 2) % 1 || (k === 24 ? 1 : 0)
  return [4 + 5 * k, 34 + 104 * u * (1 - u) * 0.5]
})

/** A shin pad: a curved shield wider at the knee, a strap round the ankle. */
const shinPad = (x: number, fill: string) => `
    <path d="M${x} 14 Q${x + 20} 6 ${x + 40} 14 L${x + 36} 96 Q${x + 20} 106 ${x + 4} 96 Z" fill="${fill}"/>
    <path d="M${x + 8} 22 Q${x + 20} 18 ${x + 32} 22 L${x + 29} 80 Q${x + 20} 86 ${x + 11} 80 Z" fill="#fff"/>
    <path d="M${x + 14} 34 L${x + 26} 34 M${x + 14} 48 L${x + 26} 48 M${x + 14} 62 L${x + 26} 62" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="${x - 2}" y="100" width="44" height="14" rx="5" fill="#424242"/>
    <rect x="${x + 14}" y="102" width="12" height="10" rx="2" fill="#bdbdbd"/>`

/**
 * Things of home, garden, school, the table and the holidays a child or a teacher asks for that no emoji nor
 * outline family draws, each in its own shape so it is never a cousin in silence: a garden fork is not a table
 * fork, a cricket bat is not the flying bat, a tagine is not a pot, a lilo is not a mattress
 * (docs/decisions/0193-home-school-and-sport-things.md).
 */
export const HOME_GARDEN_AND_TABLE = {
  // A garden fork upright: the D-grip, the long wooden shaft, the metal neck and four long pointed tines.
  'garden-fork': drawing(`
    <path d="M50 4 L78 4 Q84 4 84 10 L84 22 L70 30 L58 30 L44 22 L44 10 Q44 4 50 4 Z" fill="#a1887f"/>
    <rect x="52" y="10" width="24" height="10" rx="3" fill="#fff"/>
    <rect x="59" y="28" width="10" height="50" fill="#bcaaa4"/>
    <path d="M56 76 L72 76 L74 86 L54 86 Z" fill="#b0bec5"/>
    <path d="M30 86 L98 86 Q102 86 102 92 L100 96 L28 96 L26 92 Q26 86 30 86 Z" fill="#cfd8dc"/>
    ${[30, 50, 70, 90].map((x) => `<path d="M${x} 95 L${x + 8} 95 L${x + 8} 116 L${x + 4} 126 L${x} 116 Z" fill="#cfd8dc"/>`).join('')}`),
  // A cricket bat: the long flat blade with its splice, the taped round handle, a red ball beside it.
  'cricket-bat': drawing(`
    <g transform="rotate(-30 64 64)">
    <rect x="59" y="0" width="10" height="40" rx="4" fill="#ef5350"/>
    <path d="M59 8 L69 12 M59 16 L69 20 M59 24 L69 28 M59 32 L69 36" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M52 40 L76 40 L78 118 Q64 124 50 118 Z" fill="#ffe0b2"/>
    <path d="M59 40 L64 56 L69 40" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M56 70 L58 112 M72 70 L70 112" fill="none" stroke="#000" stroke-width="1"/></g>
    <circle cx="104" cy="106" r="14" fill="#e53935"/>
    <path d="M94 96 Q104 106 114 116" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A bug hotel: a little wooden house under a pitched roof, its rooms stuffed with log ends, bamboo tubes, pine
  // cones and sticks, a ladybird on the frame.
  'bug-hotel': drawing(`
    <path d="M4 46 L64 6 L124 46 L116 50 L64 16 L12 50 Z" fill="#8d6e63"/>
    <path d="M16 46 L64 14 L112 46 L112 122 L16 122 Z" fill="#bcaaa4"/>
    <rect x="22" y="50" width="40" height="32" fill="#d7ccc8"/>
    ${[
      [32, 60],
      [52, 60],
      [32, 74],
      [52, 74],
      [42, 67],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="6" fill="#ffe0b2"/><circle cx="${x}" cy="${y}" r="2.2" fill="#8d6e63"/>`,
      )
      .join('')}
    <rect x="66" y="50" width="40" height="32" fill="#d7ccc8"/>
    ${[0, 1, 2, 3].map((k) => `<path d="M${72 + k * 9} 54 Q${67 + k * 9} 66 ${72 + k * 9} 78 Q${77 + k * 9} 66 ${72 + k * 9} 54 Z" fill="#a1887f"/><path d="M${69 + k * 9} 62 L${75 + k * 9} 62 M${69 + k * 9} 70 L${75 + k * 9} 70" fill="none" stroke="#000" stroke-width="1"/>`).join('')}
    <rect x="22" y="86" width="40" height="32" fill="#d7ccc8"/>
    ${[
      [30, 94],
      [42, 94],
      [54, 94],
      [36, 104],
      [48, 104],
      [30, 113],
      [42, 113],
      [54, 113],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="5" fill="#dcedc8"/><circle cx="${x}" cy="${y}" r="2" fill="#fff"/>`,
      )
      .join('')}
    <rect x="66" y="86" width="40" height="32" fill="#d7ccc8"/>
    <path d="M68 92 L104 96 M68 100 L104 100 M68 108 L104 104 M68 114 L104 112" fill="none" stroke="#6d4c41" stroke-width="3"/>
    <path d="M64 16 L64 122 M16 84 L112 84" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="64" cy="36" r="7" fill="#e53935"/>
    <path d="M64 29 L64 43" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A compost heap: a bin of wooden slats, a dark mound of compost heaped above it with a banana skin, an apple
  // core and a worm, steam rising.
  'compost-heap': drawing(`
    <path d="M14 62 Q26 28 52 34 Q66 20 84 32 Q110 28 114 62 Z" fill="#8d6e63"/>
    <path d="M40 46 Q46 38 52 46 Q50 52 46 48 Q42 52 40 46 Z" fill="#fff176"/>
    <path d="M74 40 Q70 48 74 54 L82 54 Q86 48 82 40 Z" fill="#ffccbc"/>
    <path d="M76 40 L78 34" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M92 52 Q98 44 104 52" fill="none" stroke="#f48fb1" stroke-width="4"/>
    <path d="M44 24 Q40 18 44 12 M64 20 Q60 14 64 8 M84 24 Q80 18 84 12" fill="none" stroke="#000" stroke-width="1.2"/>
    ${[62, 78, 94, 110].map((y) => `<rect x="10" y="${y}" width="108" height="14" rx="2" fill="#bcaaa4"/>`).join('')}
    <rect x="8" y="56" width="10" height="68" fill="#a1887f"/>
    <rect x="110" y="56" width="10" height="68" fill="#a1887f"/>
    <rect x="59" y="58" width="10" height="66" fill="#a1887f"/>`),
  // A leaf blower: the engine with its handle on top, the long tube, a gust of air blowing leaves away.
  'leaf-blower': drawing(`
    <path d="M4 70 Q4 56 18 56 L52 56 Q64 56 64 70 L64 88 Q64 98 52 98 L14 98 Q4 98 4 88 Z" fill="#ffb74d"/>
    <path d="M14 56 L20 30 Q22 24 30 24 L50 24 Q56 24 56 32 L54 56 L46 56 L47 34 L28 34 L22 56 Z" fill="#616161"/>
    <path d="M14 70 L30 70 M14 78 L30 78 M14 86 L30 86" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="${band(
      [
        [56, 76],
        [84, 86],
        [108, 94],
      ],
      18,
    )}" fill="#90a4ae"/>
    <path d="M112 78 L122 74 M114 90 L126 90 M112 102 L122 108" fill="none" stroke="#000" stroke-width="1.5"/>
    <g transform="translate(112 60) rotate(-30)"><path d="M-8 0 Q0 -7 8 0 Q0 7 -8 0 Z" fill="#ffcc80"/></g>
    <g transform="translate(116 118) rotate(40)"><path d="M-8 0 Q0 -7 8 0 Q0 7 -8 0 Z" fill="#ef9a9a"/></g>`),
  // A hole punch from the front: the heavy base, the body, the curved lever pressed down on it, a sheet of paper
  // with its two punched holes and the little paper dots.
  'hole-punch': drawing(`
    <rect x="6" y="10" width="48" height="62" fill="#fff"/>
    <circle cx="16" cy="26" r="5" fill="#fff"/>
    <circle cx="16" cy="56" r="5" fill="#fff"/>
    <path d="M26 24 L46 24 M26 34 L46 34 M26 44 L46 44 M26 54 L46 54" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="10" y="104" width="112" height="14" rx="5" fill="#546e7a"/>
    <rect x="70" y="80" width="46" height="24" rx="3" fill="#90a4ae"/>
    <rect x="86" y="70" width="14" height="12" fill="#cfd8dc"/>
    <path d="M18 104 Q20 78 60 66 L118 56 Q124 56 124 62 L122 68 L62 78 Q36 86 32 104 Z" fill="#42a5f5"/>
    <circle cx="26" cy="98" r="6" fill="#cfd8dc"/>
    <circle cx="44" cy="92" r="3" fill="#fff"/>
    <circle cx="54" cy="98" r="3" fill="#fff"/>`),
  // A school uniform: a V-neck jumper with the school badge, the shirt collar and the striped tie in the V.
  'school-uniform': drawing(`
    <path d="M40 14 L88 14 L122 36 L112 66 L98 58 L98 122 L30 122 L30 58 L16 66 L6 36 Z" fill="#5c6bc0"/>
    <path d="M48 14 L64 50 L80 14 Z" fill="#fff"/>
    <path d="M48 14 L58 26 L64 18 L70 26 L80 14 Z" fill="#fff"/>
    <path d="M60 22 L68 22 L70 30 L64 50 L58 30 Z" fill="#ef5350"/>
    <path d="M59 34 L69 30 M58 42 L67 38" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M40 14 L64 58 L88 14" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M76 66 L92 66 L92 80 Q84 88 76 80 Z" fill="#ffd54f"/>
    <path d="M30 112 L98 112 M102 56 L98 58 M26 56 L30 58" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A netball post: no backboard, the ring on a short arm at the top of the tall pole with its net, a netball by
  // the weighted base.
  'netball-hoop': drawing(`
    <ellipse cx="84" cy="118" rx="22" ry="7" fill="#78909c"/>
    <rect x="80" y="18" width="8" height="100" fill="#b0bec5"/>
    <path d="M52 16 L84 16 L84 26 L58 26 Z" fill="#b0bec5"/>
    <path d="M28 22 L34 48 L52 48 L58 22" fill="#fff"/>
    <path d="M32 30 L56 30 M33 39 L55 39 M36 22 L40 48 M44 22 L44 48 M52 22 L48 48" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="43" cy="22" rx="16" ry="5" fill="none" stroke="#ef6c00" stroke-width="3"/>
    <circle cx="40" cy="108" r="14" fill="#fff59d"/>
    <path d="M26 108 Q40 100 54 108 M40 94 Q34 108 40 122" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A pair of shin pads standing side by side, the shaped shield and its ankle strap.
  'shin-pads': drawing(`${shinPad(12, '#4fc3f7')}${shinPad(72, '#4fc3f7')}`),
  // A tagine: the round glazed base with its wide rim and the tall pointed cone of the lid, a knob on top, a
  // painted band round it.
  tagine: drawing(`
    <path d="M8 92 Q8 110 30 116 L98 116 Q120 110 120 92 Z" fill="#ff8a65"/>
    <ellipse cx="64" cy="92" rx="58" ry="9" fill="#ffab91"/>
    <path d="M20 92 Q40 80 50 30 Q58 16 64 14 Q70 16 78 30 Q88 80 108 92 Q64 100 20 92 Z" fill="#4db6ac"/>
    <path d="M32 82 Q64 90 96 82 L92 72 Q64 80 36 72 Z" fill="#fff59d"/>
    ${[44, 56, 68, 80].map((x) => `<circle cx="${x + 2}" cy="79" r="2" fill="#000"/>`).join('')}
    <path d="M44 50 Q64 56 84 50" fill="none" stroke="#000" stroke-width="1.2"/>
    <ellipse cx="64" cy="12" rx="8" ry="6" fill="#80cbc4"/>
    <path d="M20 104 Q64 112 108 104" fill="none" stroke="#000" stroke-width="1"/>`),
  // A bowl of couscous: the fine grains heaped high in a round bowl, chickpeas and carrot pieces on top.
  couscous: drawing(`
    <path d="M12 62 Q18 30 64 28 Q110 30 116 62 Z" fill="#ffe082"/>
    ${[
      [30, 50],
      [42, 40],
      [58, 36],
      [74, 38],
      [90, 44],
      [100, 54],
      [36, 58],
      [66, 48],
      [52, 54],
      [84, 56],
      [48, 44],
      [78, 50],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.4" fill="#000"/>`)
      .join('')}
    <circle cx="60" cy="46" r="6" fill="#ffe0b2"/>
    <circle cx="86" cy="44" r="6" fill="#ffe0b2"/>
    <path d="M36 44 L50 48 L46 54 L32 50 Z" fill="#ff8a65"/>
    <path d="M70 30 L80 26 L84 34 L74 38 Z" fill="#ff8a65"/>
    <path d="M6 62 L122 62 Q118 108 64 112 Q10 108 6 62 Z" fill="#4fc3f7"/>
    <path d="M14 76 Q64 86 114 76" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M44 110 L84 110 L88 120 L40 120 Z" fill="#29b6f6"/>`),
  // Shortbread: three thick fingers on a plate, their tops pricked in rows with a fork.
  shortbread: drawing(`
    <ellipse cx="64" cy="92" rx="60" ry="24" fill="#e0f7fa"/>
    <ellipse cx="64" cy="90" rx="46" ry="16" fill="#fff"/>
    ${[
      [22, 72, -8],
      [42, 60, -8],
      [62, 48, -8],
    ]
      .map(
        ([x, y, d]) =>
          `<g transform="rotate(${d} ${x + 22} ${y + 12})"><rect x="${x}" y="${y}" width="44" height="22" rx="4" fill="#ffe082"/>` +
          `<rect x="${x}" y="${y + 22}" width="44" height="6" rx="2" fill="#ffca28"/>${pricks(x + 8, y + 7, 4, 9.5)}${pricks(x + 8, y + 15, 4, 9.5)}</g>`,
      )
      .join('')}`),
  // A crumpet: a thick round cake seen from above at a slant, its spongy top full of holes, butter melting on it.
  crumpet: drawing(`
    <path d="M8 62 L8 84 Q64 112 120 84 L120 62 Z" fill="#ffcc80"/>
    <ellipse cx="64" cy="62" rx="56" ry="24" fill="#ffe0b2"/>
    ${[
      [30, 58],
      [44, 50],
      [60, 46],
      [78, 48],
      [94, 54],
      [102, 64],
      [88, 72],
      [70, 76],
      [50, 74],
      [34, 70],
      [64, 60],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3.2" ry="2" fill="#000"/>`)
      .join('')}
    <path d="M52 52 L78 50 L82 62 L56 66 Z" fill="#fff59d"/>
    <path d="M80 62 Q84 70 82 76" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A sausage roll: the long flaky pastry roll scored across the top, its cut end showing the sausage meat.
  'sausage-roll': drawing(`
    <path d="M18 46 Q30 40 42 46 Q54 40 66 46 Q78 40 90 46 Q100 42 106 46 Q120 50 120 72 Q120 96 106 98 L18 98 Z" fill="#ffcc80"/>
    <path d="M34 52 L44 66 M54 52 L64 66 M74 52 L84 66 M94 52 L104 66" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M24 86 Q64 92 112 86" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="18" cy="72" rx="14" ry="26" fill="#ffe0b2"/>
    <ellipse cx="18" cy="72" rx="10" ry="20" fill="#e57373"/>
    <circle cx="15" cy="64" r="1.8" fill="#000"/>
    <circle cx="21" cy="76" r="1.8" fill="#000"/>
    <circle cx="14" cy="82" r="1.8" fill="#000"/>`),
  // A lilo: a blow-up airbed of long puffed tubes side by side, the fatter pillow tube at one end, the valve.
  lilo: drawing(`
    <path d="M20 44 L112 36 Q124 36 124 48 L122 86 Q122 96 110 96 L14 100 Q4 100 4 90 L6 54 Q6 44 20 44 Z" fill="#f48fb1"/>
    ${[52, 62, 72, 82].map((y) => `<path d="M30 ${y - 4} Q70 ${y - 8} 114 ${y - 10}" fill="none" stroke="#000" stroke-width="1.2"/>`).join('')}
    <path d="M30 44 Q26 72 30 98" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M6 54 Q18 48 30 44 L30 98 Q18 100 4 90 Z" fill="#f8bbd0"/>
    <circle cx="116" cy="90" r="3" fill="#fff"/>`),
  // A beach windbreak: striped cloth stretched between wooden poles, zigzagging across the sand.
  windbreak: drawing(`
    <path d="M0 112 Q64 100 128 112 L128 128 L0 128 Z" fill="#fff3e0"/>
    <path d="M8 40 L44 54 L44 108 L8 100 Z" fill="#ef5350"/>
    <path d="M44 54 L84 40 L84 100 L44 108 Z" fill="#fff"/>
    <path d="M84 40 L120 54 L120 108 L84 100 Z" fill="#ef5350"/>
    <path d="M26 47 L26 104 M64 47 L64 104 M102 47 L102 104" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [8, 30, 106],
      [44, 44, 116],
      [84, 30, 106],
      [120, 44, 116],
    ]
      .map(
        ([x, y0, y1]) => `<rect x="${x - 3}" y="${y0}" width="6" height="${y1 - y0}" rx="2" fill="#a1887f"/>`,
      )
      .join('')}`),
  // A hanky: a handkerchief laid flat with its checked border, a corner folded over and an embroidered flower.
  hanky: drawing(`
    <path d="M14 20 L114 20 L114 108 L40 108 L14 82 Z" fill="#e3f2fd"/>
    <path d="M24 30 L104 30 L104 98 L44 98 L24 78 Z" fill="#fff"/>
    <path d="M40 20 L40 30 M64 20 L64 30 M88 20 L88 30 M104 44 L114 44 M104 64 L114 64 M104 84 L114 84 M64 98 L64 108 M88 98 L88 108 M14 44 L24 44 M14 64 L24 64" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M14 82 L40 108 L44 86 Z" fill="#bbdefb"/>
    ${[0, 72, 144, 216, 288].map((d) => `<ellipse cx="80" cy="${54 - 11}" rx="6" ry="9" transform="rotate(${d} 80 54)" fill="#f48fb1"/>`).join('')}
    <circle cx="80" cy="54" r="5" fill="#fff176"/>`),
  // A clothes horse: the folding airer's two frames open in an A, its rails hung with a shirt and a pair of socks.
  'clothes-horse': drawing(`
    <path d="M20 124 L40 14 M108 124 L88 14 M40 14 L88 14" fill="none" stroke="#8d6e63" stroke-width="5"/>
    <path d="M36 34 L92 34 M32 56 L96 56 M28 78 L100 78 M24 100 L104 100" fill="none" stroke="#8d6e63" stroke-width="3"/>
    <path d="M42 34 L66 34 L70 42 L64 44 L64 70 L44 70 L44 44 L38 42 Z" fill="#90caf9"/>
    <path d="M76 56 L86 56 L86 74 L94 80 Q96 88 88 86 L78 78 Z" fill="#ef9a9a"/>
    <path d="M40 78 L50 78 L50 96 L58 102 Q60 110 52 108 L42 100 Z" fill="#fff176"/>`),
  // A toast rack: slices of toast standing in the arched wire dividers on their little base.
  'toast-rack': drawing(`
    <path d="M8 100 L8 40 Q8 28 20 28 M120 100 L120 40 Q120 28 108 28 M20 28 L108 28 M64 28 L64 20" fill="none" stroke="#90a4ae" stroke-width="3"/>
    <circle cx="64" cy="16" r="5" fill="#cfd8dc"/>
    ${[14, 50, 86].map((x) => slice(x, '#ffb74d')).join('')}
    <rect x="4" y="98" width="120" height="12" rx="4" fill="#cfd8dc"/>
    <rect x="12" y="110" width="10" height="6" fill="#b0bec5"/>
    <rect x="106" y="110" width="10" height="6" fill="#b0bec5"/>`),
  // A scrubbing brush: the wooden block with its waisted grip, the stiff bristles in rows below, suds beside it.
  'scrubbing-brush': drawing(`
    <path d="M14 58 Q14 46 28 46 L46 46 Q52 34 64 34 Q76 34 82 46 L100 46 Q114 46 114 58 L114 74 L14 74 Z" fill="#a1887f"/>
    <path d="M44 46 Q52 42 64 42 Q76 42 84 46" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="18" y="74" width="92" height="26" fill="#fff59d"/>
    <path d="M26 74 L26 100 M36 74 L36 100 M46 74 L46 100 M56 74 L56 100 M66 74 L66 100 M76 74 L76 100 M86 74 L86 100 M96 74 L96 100" fill="none" stroke="#000" stroke-width="1.2"/>
    <circle cx="110" cy="110" r="8" fill="#fff"/>
    <circle cx="96" cy="116" r="5" fill="#fff"/>
    <circle cx="120" cy="96" r="5" fill="#fff"/>`),
  // Tinsel: a swag of shiny garland hung in two loops, its strands bristling all round.
  tinsel: drawing(`
    <path d="${band(swag, 12)}" fill="#ffd54f"/>
    ${Array.from({ length: 26 }, (_, k) => {
      const [x, y] = [4 + 4.8 * k, 34 + 104 * ((k / 12.5) % 1) * (1 - ((k / 12.5) % 1)) * 0.5]
      return `<path d="M${x.toFixed(1)} ${(y - 13).toFixed(1)} L${(x + 2).toFixed(1)} ${(y - 6).toFixed(1)} M${x.toFixed(1)} ${(y + 13).toFixed(1)} L${(x - 2).toFixed(1)} ${(y + 6).toFixed(1)}" fill="none" stroke="#000" stroke-width="1.2"/>`
    }).join('')}
    <circle cx="4" cy="30" r="5" fill="#ef5350"/>
    <circle cx="64" cy="30" r="5" fill="#ef5350"/>
    <circle cx="124" cy="30" r="5" fill="#ef5350"/>`),
}
