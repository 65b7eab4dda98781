import { band, drawing } from './drawing'

/** Toys, rides and things to play with: a record player, a bumper car, stilts, a skate ramp, a relay baton. */
export const FUN_AND_MUSIC = {
  // A record player from above: the wooden case, a record with its grooves and label, the tone arm on its
  // pivot, two knobs.
  turntable: drawing(`
    <rect x="4" y="96" width="120" height="20" rx="5" fill="#a1887f"/>
    <rect x="4" y="24" width="120" height="80" rx="8" fill="#bcaaa4"/>
    <circle cx="50" cy="64" r="36" fill="#757575"/>
    <circle cx="50" cy="64" r="29" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="50" cy="64" r="22" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="50" cy="64" r="12" fill="#ef9a9a"/>
    <circle cx="50" cy="64" r="2" fill="#212121"/>
    <circle cx="106" cy="38" r="9" fill="#9e9e9e"/>
    <path d="${band(
      [
        [106, 38],
        [102, 74],
        [80, 86],
      ],
      5,
    )}" fill="#e0e0e0"/>
    <rect x="70" y="82" width="14" height="9" rx="2" fill="#9e9e9e" transform="rotate(-28 77 86)"/>
    <circle cx="110" cy="90" r="5" fill="#e0e0e0"/><circle cx="96" cy="96" r="5" fill="#e0e0e0"/>`),
  // A bumper car: a round little car inside its thick rubber bumper, the seat and steering wheel, and the pole
  // up to the ceiling grid with its spark.
  'bumper-car': drawing(`
    <rect x="84" y="14" width="9" height="48" fill="#9e9e9e"/>
    <path d="M88 2 L91 9 L98 8 L93 13 L97 19 L89 16 L84 21 L85 13 L79 10 L86 9 Z" fill="#fff176"/>
    <path d="M78 60 Q76 34 92 34 Q106 34 104 60 Z" fill="#e57373"/>
    <path d="M16 86 Q16 62 42 60 L98 58 Q114 58 114 78 L114 86 Z" fill="#ef5350"/>
    <path d="M46 60 L50 60 L56 46 L52 46 Z" fill="#9e9e9e"/>
    <ellipse cx="54" cy="45" rx="12" ry="5" fill="#616161"/>
    <circle cx="40" cy="74" r="8" fill="#fff59d"/>
    <path d="M6 92 Q6 80 20 80 L108 80 Q122 80 122 92 Q122 106 108 106 L20 106 Q6 106 6 92 Z" fill="#616161"/>
    <path d="M14 93 L114 93" fill="none" stroke="#000" stroke-width="1"/>`),
  // A pair of wooden stilts: two tall poles, each with a foot block and its strap, and a grip at the top.
  stilts: drawing(`
    <path d="${band(
      [
        [42, 4],
        [36, 124],
      ],
      8,
    )}" fill="#bcaaa4"/>
    <path d="${band(
      [
        [86, 4],
        [92, 124],
      ],
      8,
    )}" fill="#bcaaa4"/>
    <rect x="36" y="8" width="12" height="16" rx="3" fill="#e57373"/><rect x="80" y="8" width="12" height="16" rx="3" fill="#e57373"/>
    <path d="M42 74 L60 74 L60 82 L42 90 Z" fill="#a1887f"/><path d="M86 74 L68 74 L68 82 L86 90 Z" fill="#a1887f"/>
    <path d="M44 74 Q52 62 60 74 M84 74 Q76 62 68 74" fill="none" stroke="#000" stroke-width="1"/>`),
  // A half-pipe skate ramp: the curved plywood run between two decks with their rails, the timber frame
  // under it.
  'skate-ramp': drawing(`
    <path d="M4 42 L28 42 Q28 104 64 104 Q100 104 100 42 L124 42 L124 122 L4 122 Z" fill="#ffe0b2"/>
    <path d="M16 50 L16 122 M112 50 L112 122 M28 112 L100 112 M40 104 L40 122 M88 104 L88 122 M64 108 L64 122" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M28 42 Q28 104 64 104 Q100 104 100 42 L108 42 Q108 112 64 112 Q20 112 20 42 Z" fill="#bcaaa4"/>
    <rect x="2" y="36" width="28" height="8" rx="2" fill="#a1887f"/><rect x="98" y="36" width="28" height="8" rx="2" fill="#a1887f"/>
    <circle cx="28" cy="40" r="4" fill="#9e9e9e"/><circle cx="100" cy="40" r="4" fill="#9e9e9e"/>
    <path d="M4 36 L4 14 L26 14 L26 36 M4 24 L26 24 M102 36 L102 14 L124 14 L124 36 M102 24 L124 24" fill="none" stroke="#000" stroke-width="1"/>`),
  // A relay baton: a short tube with grip bands near either end, lying slanted.
  'relay-baton': drawing(`
    <g transform="rotate(-40 64 64)">
      <path d="M8 52 L112 52 L112 76 L8 76 Z" fill="#ffeb3b"/>
      <rect x="22" y="52" width="10" height="24" fill="#ffa726"/><rect x="88" y="52" width="10" height="24" fill="#ffa726"/>
      <ellipse cx="8" cy="64" rx="6" ry="12" fill="#ffeb3b"/>
      <ellipse cx="112" cy="64" rx="6" ry="12" fill="#fff59d"/>
      <ellipse cx="112" cy="64" rx="2.5" ry="6" fill="#ffa726"/>
      <path d="M10 58 L108 58" fill="none" stroke="#000" stroke-width="1"/>
    </g>`),
  // A rag doll sitting with her legs out: yarn hair in bunches with bows, button eyes, a stitched smile, a
  // dress with a collar, striped stockings and shoes.
  doll: drawing(`
    <path d="${band(
      [
        [54, 96],
        [40, 118],
      ],
      13,
    )}" fill="#fafafa"/>
    <path d="${band(
      [
        [74, 96],
        [88, 118],
      ],
      13,
    )}" fill="#fafafa"/>
    <path d="M44 104 L56 110 M49 97 L60 103 M84 104 L72 110 M79 97 L68 103" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="36" cy="120" rx="11" ry="7" fill="#e53935"/><ellipse cx="92" cy="120" rx="11" ry="7" fill="#e53935"/>
    <path d="${band(
      [
        [48, 64],
        [32, 90],
      ],
      11,
    )}" fill="#f48fb1"/>
    <path d="${band(
      [
        [80, 64],
        [96, 90],
      ],
      11,
    )}" fill="#f48fb1"/>
    <circle cx="30" cy="94" r="7" fill="#ffe0b2"/><circle cx="98" cy="94" r="7" fill="#ffe0b2"/>
    <path d="M46 60 L82 60 L98 102 Q64 110 30 102 Z" fill="#f48fb1"/>
    <path d="M52 60 Q58 72 64 64 Q70 72 76 60 Z" fill="#fafafa"/>
    <circle cx="64" cy="80" r="4" fill="#fff59d"/>
    <circle cx="38" cy="36" r="11" fill="#ffb74d"/><circle cx="90" cy="36" r="11" fill="#ffb74d"/>
    <path d="M28 26 L34 18 L40 26 Z M88 26 L94 18 L100 26 Z" fill="#90caf9"/>
    <circle cx="64" cy="38" r="22" fill="#ffe0b2"/>
    <path d="M42 34 Q44 14 64 14 Q84 14 86 34 Q78 24 70 28 Q64 22 58 28 Q50 24 42 34 Z" fill="#ffb74d"/>
    <circle cx="55" cy="38" r="4.5" fill="#212121"/><circle cx="73" cy="38" r="4.5" fill="#212121"/>
    
    <path d="M56 50 Q64 56 72 50 M58 50 L57 54 M64 53 L64 57 M70 50 L71 54" fill="none" stroke="#000" stroke-width="1"/>`),
}
