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
  // A kinara for Kwanzaa: seven candles in a row on a wooden holder, three red, the black one in the middle,
  // three green, each lit.
  kinara: drawing(`
    <path d="M34 124 L94 124 L86 110 L42 110 Z" fill="#8d6e63"/>
    <rect x="57" y="88" width="14" height="24" fill="#a1887f"/>
    <path d="M4 68 L124 68 L116 90 L12 90 Z" fill="#a1887f"/>
    <path d="M12 78 L116 78" fill="none" stroke="#000" stroke-width="1"/>
    ${[0, 1, 2, 3, 4, 5, 6]
      .map((k) => {
        const x = 13 + k * 17
        const top = k === 3 ? 24 : 34
        const fill = k < 3 ? '#e57373' : k === 3 ? '#757575' : '#81c784'
        return `<rect x="${x - 5}" y="${top}" width="10" height="${64 - top}" fill="${fill}"/><rect x="${x - 7}" y="62" width="14" height="8" rx="1" fill="#bcaaa4"/><path d="M${x} ${top - 16} Q${x + 6} ${top - 6} ${x} ${top - 2} Q${x - 6} ${top - 6} ${x} ${top - 16} Z" fill="#ffd54f"/>`
      })
      .join('')}`),
  // A sugar skull for the Day of the Dead: flowers round the eyes, a heart for the nose, stitched teeth, a
  // flower on the brow and swirls on the cheeks.
  'sugar-skull': drawing(`
    <path d="M18 56 Q18 8 64 8 Q110 8 110 56 Q110 78 96 86 L92 108 Q92 122 78 122 L50 122 Q36 122 36 108 L32 86 Q18 78 18 56 Z" fill="#fafafa"/>
    ${[44, 84]
      .map(
        (cx) =>
          `${[0, 1, 2, 3, 4, 5, 6, 7]
            .map((k) => {
              const a = (k * Math.PI) / 4
              return `<circle cx="${(cx + 13 * Math.cos(a)).toFixed(1)}" cy="${(58 + 13 * Math.sin(a)).toFixed(1)}" r="6" fill="#f48fb1"/>`
            })
            .join('')}<circle cx="${cx}" cy="58" r="10" fill="#4fc3f7"/>`,
      )
      .join('')}
    <path d="M64 88 L56 78 Q54 72 59 71 Q63 71 64 75 Q65 71 69 71 Q74 72 72 78 Z" fill="#ba68c8"/>
    <rect x="44" y="96" width="40" height="16" rx="3" fill="#fafafa"/>
    <path d="M44 104 L84 104 M52 97 L52 111 M60 97 L60 111 M68 97 L68 111 M76 97 L76 111" fill="none" stroke="#000" stroke-width="1"/>
    ${[0, 1, 2, 3, 4]
      .map((k) => {
        const a = (k * 2 * Math.PI) / 5 - Math.PI / 2
        return `<circle cx="${(64 + 8 * Math.cos(a)).toFixed(1)}" cy="${(28 + 8 * Math.sin(a)).toFixed(1)}" r="5.5" fill="#ffd54f"/>`
      })
      .join('')}
    <circle cx="64" cy="28" r="5" fill="#ff8a65"/>
    <path d="M40 26 Q46 20 50 26 M78 26 Q82 20 88 26 M24 76 Q24 70 30 70 Q34 72 30 76 M104 76 Q104 70 98 70 Q94 72 98 76" fill="none" stroke="#000" stroke-width="1"/>`),
  // A scone: a round bake risen high, its golden domed top split from the paler base round the middle, a few
  // raisins showing.
  scone: drawing(`
    <path d="M14 110 Q12 120 26 122 L102 122 Q116 120 114 110 L108 78 L20 78 Z" fill="#ffe0b2"/>
    <path d="M18 80 Q14 56 30 46 Q36 30 56 32 Q66 24 80 32 Q98 32 104 48 Q116 58 110 80 L98 84 L88 78 L76 86 L64 80 L52 86 L40 78 L28 84 Z" fill="#ffb74d"/>
    <path d="M34 60 Q42 54 50 58 M66 44 Q74 40 82 46 M80 64 Q88 60 96 66" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="36" cy="104" rx="5" ry="4" fill="#8d6e63"/><ellipse cx="70" cy="110" rx="5" ry="4" fill="#8d6e63"/><ellipse cx="96" cy="98" rx="5" ry="4" fill="#8d6e63"/>`),
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
