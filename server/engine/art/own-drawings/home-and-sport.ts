import { drawing } from './drawing'

/** A leaf as one closed shape: pointed at both ends, `len` long, turned `deg` degrees, its midrib a line. */
const leaf = (cx: number, cy: number, len: number, deg: number, fill: string) =>
  `<g transform="translate(${cx} ${cy}) rotate(${deg})">` +
  `<path d="M${-len / 2} 0 Q0 ${-len * 0.42} ${len / 2} 0 Q0 ${len * 0.42} ${-len / 2} 0 Z" fill="${fill}"/>` +
  `<path d="M${-len / 2 + 2} 0 L${len / 2 - 3} 0" fill="none" stroke="#000" stroke-width="1"/></g>`

/** A coat hanging from a peg: the hood over the shoulders, the body widening down, a pocket. */
const coat = (x: number, fill: string) => `
    <path d="M${x - 14} 40 Q${x} 26 ${x + 14} 40 L${x + 20} 84 L${x - 20} 84 Z" fill="${fill}"/>
    <path d="M${x - 9} 40 Q${x} 30 ${x + 9} 40 Q${x} 48 ${x - 9} 40 Z" fill="#fff"/>
    <rect x="${x - 12}" y="62" width="10" height="9" rx="2" fill="#fff"/>
    <path d="M${x} 46 L${x} 84" fill="none" stroke="#000" stroke-width="1"/>`

/**
 * Things at home, at school and in sport a prompt names that no emoji nor outline family draws, each in its own
 * shape so it is never a cousin in silence: a changing mat is not a blanket, a pile of leaves is not one leaf,
 * a yoga mat is not a doormat (docs/decisions/0193-home-school-and-sport-things.md).
 */
export const HOME_AND_SPORT = {
  // A baby's changing mat seen from the front: the padded back and front rolls raised round the flat middle, the
  // quilting across it, ducks printed on the front roll.
  'changing-mat': drawing(`
    <rect x="12" y="46" width="104" height="16" rx="8" fill="#b3e5fc"/>
    <path d="M14 58 L114 58 L122 82 L6 82 Z" fill="#e1f5fe"/>
    <path d="M34 58 L30 82 M54 58 L52 82 M74 58 L76 82 M94 58 L98 82" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="4" y="78" width="120" height="22" rx="11" fill="#81d4fa"/>
    <circle cx="34" cy="89" r="5" fill="#fff59d"/>
    <circle cx="64" cy="89" r="5" fill="#fff59d"/>
    <circle cx="94" cy="89" r="5" fill="#fff59d"/>`),
  // A pile of fallen leaves: a heaped mound with big leaves lying on it every way, two more drifting down.
  'leaf-pile': drawing(`
    <path d="M4 118 Q14 70 46 58 Q64 50 82 58 Q114 70 124 118 Z" fill="#ffcc80"/>
    ${leaf(36, 78, 26, -30, '#ef9a9a')}
    ${leaf(66, 66, 28, 15, '#ffe082')}
    ${leaf(94, 82, 26, 40, '#ffab91')}
    ${leaf(24, 104, 26, 10, '#ffe082')}
    ${leaf(54, 96, 30, -20, '#bcaaa4')}
    ${leaf(86, 104, 28, -45, '#ef9a9a')}
    ${leaf(110, 108, 20, 70, '#ffe082')}
    ${leaf(40, 22, 22, 35, '#ffab91')}
    ${leaf(92, 30, 20, -25, '#ef9a9a')}`),
  // A yoga mat rolled out on the floor in perspective, the end still curled up in a roll, a stripe along it.
  'yoga-mat': drawing(`
    <path d="M4 108 L30 70 L110 70 L104 108 Z" fill="#ce93d8"/>
    <path d="M12 102 L34 74 M96 74 L94 102" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="96" y="62" width="28" height="50" rx="14" fill="#ba68c8"/>
    <circle cx="110" cy="87" r="9" fill="#e1bee7"/>
    <circle cx="110" cy="87" r="4" fill="#ba68c8"/>`),
  // A school cloakroom: a row of pegs on a board, coats and a book bag hanging from them, the bench below with a
  // pair of wellies under it.
  cloakroom: drawing(`
    <rect x="4" y="22" width="120" height="10" rx="2" fill="#bcaaa4"/>
    ${[18, 46, 82, 110].map((x) => `<circle cx="${x}" cy="27" r="4" fill="#8d6e63"/>`).join('')}
    ${coat(18, '#90caf9')}
    ${coat(82, '#ef9a9a')}
    <path d="M40 30 Q46 22 52 30" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="36" y="34" width="20" height="26" rx="3" fill="#a5d6a7"/>
    <rect x="36" y="34" width="20" height="9" rx="3" fill="#81c784"/>
    <path d="M104 30 Q110 40 116 30" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="4" y="92" width="120" height="8" rx="2" fill="#a1887f"/>
    <rect x="10" y="100" width="8" height="24" fill="#8d6e63"/>
    <rect x="110" y="100" width="8" height="24" fill="#8d6e63"/>
    <path d="M50 104 L62 104 L62 118 L70 120 L70 124 L50 124 Z" fill="#fff176"/>
    <path d="M70 104 L82 104 L82 118 L90 120 L90 124 L70 124 Z" fill="#fff176"/>`),
  // A magazine standing up: the bold title band across the top, a big round picture, lines of headline, the
  // corner curling.
  magazine: drawing(`
    <g transform="rotate(-10 64 64)"><rect x="30" y="10" width="78" height="110" fill="#e3f2fd"/></g>
    <path d="M26 8 L104 8 L104 104 L88 120 L26 120 Z" fill="#fff"/>
    <rect x="26" y="8" width="78" height="22" fill="#ef5350"/>
    <path d="M34 26 L34 13 L40 20 L46 13 L46 26 M54 26 L59 13 L64 26 M56 21 L62 21 M80 15 Q70 12 70 20 Q70 27 80 25 L80 20 L76 20" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="60" cy="66" r="24" fill="#ffe0b2"/>
    <circle cx="52" cy="62" r="3" fill="#000"/>
    <circle cx="68" cy="62" r="3" fill="#000"/>
    <path d="M50 74 Q60 82 70 74" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="34" y="96" width="44" height="6" rx="2" fill="#90caf9"/>
    <rect x="34" y="106" width="30" height="6" rx="2" fill="#90caf9"/>
    <path d="M104 104 L88 120 L90 106 Z" fill="#e0e0e0"/>`),
  // A collage: a big sheet with cut-out pieces glued on it at angles, overlapping: a photo with a mountain, a
  // star, a heart, a torn circle, a strip of pattern.
  collage: drawing(`
    <rect x="4" y="10" width="120" height="108" rx="2" fill="#fff8e1"/>
    <g transform="rotate(-8 40 44)"><rect x="14" y="22" width="52" height="42" fill="#bbdefb"/>
    <path d="M18 60 L34 38 L44 50 L52 40 L62 60 Z" fill="#a5d6a7"/></g>
    <path d="M92 20 L97 34 L112 34 L100 43 L104 58 L92 49 L80 58 L84 43 L72 34 L87 34 Z" fill="#fff176"/>
    <path d="M40 108 L22 90 Q14 80 24 74 Q32 70 40 78 Q48 70 56 74 Q66 80 58 90 Z" fill="#f48fb1"/>
    <path d="M96 70 L106 72 L112 80 L114 92 L108 102 L96 106 L84 102 L78 92 L80 80 L88 72 Z" fill="#ffcc80"/>
    <g transform="rotate(12 72 78)"><rect x="56" y="66" width="34" height="20" fill="#ce93d8"/>
    <path d="M62 66 L62 86 M70 66 L70 86 M78 66 L78 86" fill="none" stroke="#000" stroke-width="1"/></g>`),
  // A shaving brush standing on its chunky handle: the metal band, the dome of bristles topped with lather.
  'shaving-brush': drawing(`
    <path d="M44 76 L84 76 L80 90 Q88 104 84 122 L44 122 Q40 104 48 90 Z" fill="#a1887f"/>
    <rect x="40" y="68" width="48" height="12" rx="3" fill="#cfd8dc"/>
    <path d="M42 70 Q32 34 52 24 Q64 18 76 24 Q96 34 86 70 Z" fill="#d7ccc8"/>
    <path d="M52 68 L50 40 M64 68 L64 34 M76 68 L78 40" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 32 Q38 18 52 16 Q56 6 68 10 Q80 4 86 16 Q98 18 92 32 Q80 26 66 30 Q52 26 40 32 Z" fill="#fff"/>`),
  // A rug on the floor in perspective: the border, a diamond in the middle, tassels along both ends.
  rug: drawing(`
    <path d="M22 40 L106 40 L122 100 L6 100 Z" fill="#ef9a9a"/>
    <path d="M30 48 L98 48 L110 92 L18 92 Z" fill="#ffe082"/>
    <path d="M64 52 L88 70 L64 88 L40 70 Z" fill="#90caf9"/>
    <path d="M26 40 L25 32 M38 40 L37 32 M50 40 L50 32 M62 40 L62 32 M74 40 L74 32 M86 40 L87 32 M98 40 L99 32" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M12 100 L11 110 M26 100 L25 110 M40 100 L40 110 M54 100 L54 110 M68 100 L68 110 M82 100 L82 110 M96 100 L97 110 M110 100 L111 110" fill="none" stroke="#000" stroke-width="1"/>`),
}
