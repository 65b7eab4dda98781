import { drawing } from './drawing'

/** Things to eat and holiday things: gingerbread, a cracker, toast, the American flag. */
export const TREATS_AND_HOLIDAYS = {
  // A gingerbread man: round head, arms and legs out, icing at the wrists and ankles, three buttons and a smile.
  'gingerbread-man': drawing(`
    <path d="M44 44 L84 44 L112 52 Q126 58 118 70 L90 68 L92 84 L108 108 Q114 124 98 122 L64 96 L30 122 Q14 124 20 108 L36 84 L38 68 L10 70 Q2 58 16 52 Z" fill="#ffcc80"/>
    <circle cx="64" cy="26" r="22" fill="#ffcc80"/>
    <path d="M16 54 L20 60 L16 66 M112 54 L108 60 L112 66 M26 104 L32 108 L28 114 M102 104 L96 108 L100 114" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="56" cy="22" r="4.5" fill="#5d4037"/><circle cx="72" cy="22" r="4.5" fill="#5d4037"/>
    <path d="M54 32 Q64 40 74 32" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="56" r="5" fill="#ef9a9a"/>
    <circle cx="64" cy="70" r="5" fill="#a5d6a7"/>
    <circle cx="64" cy="84" r="5" fill="#90caf9"/>`),
  // A gingerbread house: icing dripping from the roof, gumdrops on it, a candy-striped door, iced windows.
  'gingerbread-house': drawing(`
    <rect x="84" y="20" width="14" height="30" fill="#ffb74d"/>
    <rect x="20" y="60" width="88" height="62" fill="#ffcc80"/>
    <path d="M6 66 L64 14 L122 66 Z" fill="#ffb74d"/>
    <path d="M6 62 L122 62 L122 68 Q116 78 110 68 Q104 78 98 68 Q92 78 86 68 Q80 78 74 68 Q68 78 62 68 Q56 78 50 68 Q44 78 38 68 Q32 78 26 68 Q20 78 14 68 Q10 76 6 68 Z" fill="#fafafa"/>
    <circle cx="64" cy="34" r="6" fill="#ef9a9a"/>
    <circle cx="46" cy="50" r="6" fill="#a5d6a7"/>
    <circle cx="82" cy="50" r="6" fill="#90caf9"/>
    <path d="M52 122 L52 96 Q52 84 64 84 Q76 84 76 96 L76 122 Z" fill="#ef9a9a"/>
    <path d="M52 100 L76 92 M52 112 L76 104" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="28" y="82" width="18" height="18" fill="#e1f5fe"/>
    <rect x="82" y="82" width="18" height="18" fill="#e1f5fe"/>
    <path d="M37 82 L37 100 M28 91 L46 91 M91 82 L91 100 M82 91 L100 91" fill="none" stroke="#000" stroke-width="1"/>`),
  // The American flag on its pole: seven stripes (the thirteen would be too thin to colour) and stars in the
  // blue corner.
  'american-flag': drawing(`
    <rect x="8" y="8" width="8" height="118" fill="#e0e0e0"/>
    <circle cx="12" cy="7" r="6" fill="#ffd54f"/>
    <rect x="16" y="14" width="108" height="70" fill="#fafafa"/>
    <rect x="16" y="14" width="108" height="10" fill="#ef9a9a"/>
    <rect x="16" y="34" width="108" height="10" fill="#ef9a9a"/>
    <rect x="16" y="54" width="108" height="10" fill="#ef9a9a"/>
    <rect x="16" y="74" width="108" height="10" fill="#ef9a9a"/>
    <rect x="16" y="14" width="50" height="40" fill="#90caf9"/>
    ${[24, 40, 56].flatMap((x) => [22, 34, 46].map((y) => star(x + 1, y))).join('')}`),
  // A square cracker: its crinkled edge and the docking holes.
  cracker: drawing(`
    <path d="M18 14 Q26 8 34 14 Q42 8 50 14 Q58 8 66 14 Q74 8 82 14 Q90 8 98 14 Q106 8 114 14 Q120 22 114 30 Q120 38 114 46 Q120 54 114 62 Q120 70 114 78 Q120 86 114 94 Q120 102 114 110 Q106 118 98 112 Q90 118 82 112 Q74 118 66 112 Q58 118 50 112 Q42 118 34 112 Q26 118 18 112 Q10 104 16 96 Q10 88 16 80 Q10 72 16 64 Q10 56 16 48 Q10 40 16 32 Q10 22 18 14 Z" fill="#ffe0b2"/>
    <circle cx="40" cy="38" r="5" fill="#ffcc80"/><circle cx="64" cy="38" r="5" fill="#ffcc80"/><circle cx="88" cy="38" r="5" fill="#ffcc80"/>
    <circle cx="40" cy="62" r="5" fill="#ffcc80"/><circle cx="64" cy="62" r="5" fill="#ffcc80"/><circle cx="88" cy="62" r="5" fill="#ffcc80"/>
    <circle cx="40" cy="86" r="5" fill="#ffcc80"/><circle cx="64" cy="86" r="5" fill="#ffcc80"/><circle cx="88" cy="86" r="5" fill="#ffcc80"/>`),
  // A slice of toast: the crust round the bumpy top, a pat of butter melting on it.
  toast: drawing(`
    <path d="M18 54 Q6 14 42 14 Q64 2 86 14 Q122 14 110 54 L106 120 L22 120 Z" fill="#ffb74d"/>
    <path d="M30 56 Q20 26 46 26 Q64 16 82 26 Q108 26 98 56 L96 110 L32 110 Z" fill="#ffe0b2"/>
    <path d="M50 60 L76 54 L82 72 L56 78 Z" fill="#fff59d"/>`),
}

/** A five-pointed star about ten units across, centred on (cx, cy). */
function star(cx: number, cy: number): string {
  let d = ''
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? 2.2 : 5.5
    const a = -Math.PI / 2 + (k * Math.PI) / 5
    d += `${k ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`
  }
  return `<path d="${d}Z" fill="#fafafa"/>`
}
