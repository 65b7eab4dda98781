import { drawing } from './drawing'

/** Landforms and weather: sand dunes, a crater, icicles on a roof's edge. */
export const LAND_AND_WEATHER = {
  // Sand dunes: two rolling ridges, wind ripples across them, tufts of dune grass on the near crest.
  'sand-dune': drawing(`
    <path d="M2 84 Q26 40 56 58 Q80 22 126 56 L126 124 L2 124 Z" fill="#ffe082"/>
    <path d="M62 54 Q74 70 72 96 M30 56 Q40 70 36 90" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M2 124 L2 104 Q36 74 78 94 Q102 80 126 94 L126 124 Z" fill="#ffd54f"/>
    <path d="M14 112 Q30 104 46 110 M56 116 Q76 106 98 112 M84 100 Q100 94 118 102 M92 72 Q104 68 116 74 M10 82 Q22 74 34 78" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 84 L36 70 M44 84 L46 68 M48 84 L54 72 M96 88 L92 76 M100 88 L102 74 M104 88 L110 78" fill="none" stroke="#000" stroke-width="1"/>`),
  // A crater on bare ground: the jagged raised rim, the bowl inside with its shadowed far wall, small craters
  // and rocks round about.
  crater: drawing(`
    <path d="M4 92 Q6 62 40 58 Q64 52 90 58 Q124 62 124 92 Q122 118 64 120 Q6 118 4 92 Z" fill="#e0e0e0"/>
    <path d="M14 84 L20 74 L28 76 L36 66 L46 70 L56 62 L66 68 L76 62 L86 70 L96 66 L104 76 L112 74 L116 86 L108 98 L96 102 L64 106 L32 102 L20 98 Z" fill="#bdbdbd"/>
    <ellipse cx="64" cy="86" rx="40" ry="14" fill="#9e9e9e"/>
    <path d="M24 86 Q28 72 64 72 Q100 72 104 86 Q92 80 64 80 Q36 80 24 86 Z" fill="#757575"/>
    <ellipse cx="22" cy="110" rx="10" ry="4" fill="#bdbdbd"/><ellipse cx="104" cy="110" rx="12" ry="4.5" fill="#bdbdbd"/>
    <path d="M60 112 L64 106 L70 108 L72 114 Z M112 96 L116 90 L120 94 L118 98 Z" fill="#bdbdbd"/>`),
  // Icicles hanging from the snowy edge of a shingled roof, long and short.
  icicles: drawing(`
    <path d="M2 2 L126 2 L126 30 L2 30 Z" fill="#a1887f"/>
    <path d="M2 16 L126 16 M22 2 L22 16 M46 2 L46 16 M70 2 L70 16 M94 2 L94 16 M118 2 L118 16 M10 16 L10 30 M34 16 L34 30 M58 16 L58 30 M82 16 L82 30 M106 16 L106 30" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [10, 56],
      [26, 96],
      [42, 70],
      [58, 118],
      [74, 80],
      [90, 104],
      [106, 62],
      [120, 84],
    ]
      .map(
        ([x, end]) =>
          `<path d="M${x - 7} 38 Q${x - 3} ${(38 + end) / 2} ${x} ${end} Q${x + 3} ${(38 + end) / 2} ${x + 7} 38 Z" fill="#e1f5fe"/>`,
      )
      .join('')}
    <path d="M2 26 Q14 20 26 26 Q40 32 54 26 Q68 20 82 26 Q96 32 110 26 Q118 22 126 26 L126 40 Q110 44 94 40 Q78 36 64 40 Q48 44 32 40 Q16 36 2 42 Z" fill="#fafafa"/>`),
}
