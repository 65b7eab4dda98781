import { band, drawing } from './drawing'

/** A leg as a filled band through `points`, `width` wide: thin insect and bird legs that stay regions at Easy. */
const leg = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** Spines standing out of an ellipse's upper edge between two angles (degrees, 180 the left end). */
function spines(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number) {
  let out = ''
  for (let k = 0; k < count; k++) {
    const a = ((from + ((to - from) * (k + 0.5)) / count) * Math.PI) / 180
    const at = (grow: number, turn: number) => {
      const t = a + turn
      return `${(cx + (rx + grow) * Math.cos(t)).toFixed(1)} ${(cy + (ry + grow) * Math.sin(t)).toFixed(1)}`
    }
    out += `<path d="M${at(-4, -0.13)} L${at(16, 0.02)} L${at(-4, 0.13)} Z" fill="#fff8e1"/>`
  }
  return out
}

/**
 * Animals children and nature lessons name that no emoji, icon family or earlier drawing holds
 * (docs/decisions/0123-animals-children-ask-for.md): the capybara, praying mantis, wombat, echidna, tapir,
 * chinchilla, ferret, newt, pheasant, dung beetle, millipede, aardvark and centipede. Side on, facing left, feet on the bottom edge,
 * as the other animals; what tells each from the animal it would be mistaken for is drawn big.
 */
export const WILD_AND_PET_ANIMALS = {
  // A capybara: the big blunt box of a head with its ears and eye set high, a barrel body, no tail, short legs.
  capybara: drawing(`
    <rect x="48" y="92" width="12" height="30" rx="3" fill="#8d6e63"/><rect x="100" y="92" width="12" height="30" rx="3" fill="#8d6e63"/>
    <path d="M30 72 Q32 42 74 42 Q114 42 122 68 Q126 100 104 104 L46 104 Q28 98 30 72 Z" fill="#a1887f"/>
    <path d="M56 60 Q60 66 58 74 M74 56 Q78 62 76 70 M92 60 Q96 66 94 74 M66 82 Q70 88 68 94 M86 80 Q90 86 88 92" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="36" y="92" width="13" height="32" rx="3" fill="#a1887f"/><rect x="88" y="92" width="13" height="32" rx="3" fill="#a1887f"/>
    <ellipse cx="48" cy="34" rx="7" ry="6" fill="#8d6e63"/>
    <path d="M8 48 Q10 36 26 36 L48 38 Q62 42 62 60 Q62 80 46 86 L12 86 Q2 84 2 70 Q2 56 8 48 Z" fill="#a1887f"/>
    <ellipse cx="8" cy="58" rx="2.5" ry="4" fill="#3e2723"/>
    <circle cx="38" cy="48" r="4" fill="#212121"/>
    <path d="M4 76 Q12 80 22 76" fill="none" stroke="#000" stroke-width="1"/>`),
  // A praying mantis: the long neck raised, the triangle head with big eyes, the spiked forelegs folded as if
  // praying, four thin legs and the long winged body low behind.
  'praying-mantis': drawing(`
    ${leg(
      [
        [62, 94],
        [48, 108],
        [40, 124],
      ],
      4,
      '#9ccc65',
    )}
    ${leg(
      [
        [66, 96],
        [74, 110],
        [70, 124],
      ],
      4,
      '#9ccc65',
    )}
    ${leg(
      [
        [74, 96],
        [96, 108],
        [104, 124],
      ],
      4,
      '#9ccc65',
    )}
    ${leg(
      [
        [80, 98],
        [110, 110],
        [122, 124],
      ],
      4,
      '#9ccc65',
    )}
    <path d="M58 94 Q82 78 126 80 Q118 100 86 104 Q66 106 58 94 Z" fill="#aed581"/>
    <path d="M62 90 Q86 72 122 78 Q102 92 68 96 Z" fill="#c5e1a5"/>
    <path d="M70 90 Q92 80 116 80" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${band(
      [
        [62, 94],
        [50, 66],
        [42, 40],
      ],
      10,
    )}" fill="#9ccc65"/>
    <path d="M22 26 Q24 18 34 16 M44 18 Q50 8 62 6" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M22 24 L58 20 L40 50 Z" fill="#aed581"/>
    <circle cx="26" cy="26" r="7" fill="#dcedc8"/><circle cx="54" cy="22" r="7" fill="#dcedc8"/>
    <circle cx="25" cy="27" r="3" fill="#212121"/><circle cx="53" cy="23" r="3" fill="#212121"/>
    ${leg(
      [
        [48, 58],
        [26, 72],
        [20, 56],
      ],
      8,
      '#8bc34a',
    )}
    <path d="M30 70 L28 76 M24 66 L18 68 M22 60 L16 60" fill="none" stroke="#000" stroke-width="1"/>`),
  // A wombat: low and wide, no tail, very short legs, a broad flat head with small ears and a big square nose.
  wombat: drawing(`
    <rect x="50" y="96" width="16" height="26" rx="5" fill="#6d4c41"/><rect x="104" y="96" width="16" height="26" rx="5" fill="#6d4c41"/>
    <path d="M26 80 Q30 44 72 42 Q114 42 124 80 Q126 108 104 110 L42 110 Q24 104 26 80 Z" fill="#8d6e63"/>
    <path d="M60 60 Q64 66 62 74 M80 56 Q84 62 82 70 M100 62 Q104 68 102 76 M72 84 Q76 90 74 96 M92 82 Q96 88 94 94" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="36" y="96" width="17" height="28" rx="5" fill="#8d6e63"/><rect x="90" y="96" width="17" height="28" rx="5" fill="#8d6e63"/>
    <path d="M40 124 L40 118 M46 124 L46 118 M94 124 L94 118 M100 124 L100 118" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M24 52 Q20 34 32 38 Q36 44 34 54 Z" fill="#6d4c41"/><path d="M40 52 Q44 34 52 42 Q52 48 48 56 Z" fill="#6d4c41"/>
    <path d="M10 74 Q8 50 32 48 Q54 48 56 70 Q56 94 34 96 L18 96 Q8 92 10 74 Z" fill="#8d6e63"/>
    <path d="M9 62 Q16 58 22 62 L22 76 Q16 80 9 76 Q6 69 9 62 Z" fill="#5d4037"/>
    <circle cx="30" cy="62" r="3.5" fill="#212121"/>
    <path d="M8 88 Q16 90 24 86" fill="none" stroke="#000" stroke-width="1"/>`),
  // An echidna: a round back of long spines, a furry face and the long thin snout, short clawed legs.
  echidna: drawing(`
    <rect x="52" y="104" width="12" height="18" rx="3" fill="#5d4037"/><rect x="96" y="104" width="12" height="18" rx="3" fill="#5d4037"/>
    ${spines(72, 86, 44, 30, 186, 356, 11)}
    <ellipse cx="72" cy="86" rx="46" ry="30" fill="#8d6e63"/>
    <path d="M42 88 Q56 76 70 86 Q84 76 98 86 Q108 80 114 88" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="40" y="106" width="13" height="18" rx="3" fill="#8d6e63"/><rect x="84" y="106" width="13" height="18" rx="3" fill="#8d6e63"/>
    <path d="M38 124 L36 118 M44 124 L44 118 M50 124 L52 118 M82 124 L80 118 M88 124 L88 118 M94 124 L96 118" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${band(
      [
        [30, 96],
        [16, 102],
        [2, 110],
      ],
      7,
    )}" fill="#5d4037"/>
    <ellipse cx="36" cy="94" rx="14" ry="13" fill="#a1887f"/>
    <circle cx="30" cy="90" r="3.5" fill="#212121"/>`),
  // A Malayan tapir: a rounded pig-like body, dark before and behind with the white saddle between, the short
  // drooping trunk, small round ears, short legs.
  tapir: drawing(`
    <rect x="46" y="88" width="12" height="34" rx="3" fill="#424242"/><rect x="102" y="88" width="12" height="34" rx="3" fill="#424242"/>
    <path d="M116 62 Q124 64 124 72 L118 72 Z" fill="#616161"/>
    <path d="M28 64 Q36 36 76 36 Q114 36 120 62 Q124 92 106 96 L42 96 Q26 90 28 64 Z" fill="#616161"/>
    <path d="M64 37 Q90 34 108 42 Q114 70 106 96 L62 96 Q56 66 64 37 Z" fill="#fafafa"/>
    <rect x="34" y="88" width="13" height="34" rx="3" fill="#616161"/><rect x="90" y="88" width="13" height="34" rx="3" fill="#616161"/>
    <path d="M34 116 L47 116 M90 116 L103 116" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="40" cy="44" rx="7" ry="9" fill="#616161"/>
    <path d="M44 48 Q30 42 18 52 L8 62 Q2 70 4 82 Q6 88 12 86 Q14 80 12 74 L20 70 Q36 72 44 64 Z" fill="#616161"/>
    <path d="M8 66 Q12 70 10 76" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="26" cy="54" r="3" fill="#212121"/>
    <path d="M16 74 Q22 78 28 74" fill="none" stroke="#000" stroke-width="1"/>`),
  // A chinchilla sitting up: a round fluffy ball of a body, the very big round ears, a big eye, long whiskers,
  // the bushy tail curled up behind.
  chinchilla: drawing(`
    <path d="M90 108 Q126 108 124 72 Q122 48 106 52 Q114 68 108 86 Q102 96 86 96 Z" fill="#9e9e9e"/>
    <path d="M112 60 L118 64 M114 72 L120 74 M110 84 L118 88" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="72" cy="88" rx="36" ry="34" fill="#bdbdbd"/>
    <ellipse cx="58" cy="98" rx="18" ry="22" fill="#eeeeee"/>
    <ellipse cx="52" cy="121" rx="12" ry="5" fill="#9e9e9e"/><ellipse cx="86" cy="121" rx="12" ry="5" fill="#9e9e9e"/>
    <ellipse cx="34" cy="24" rx="13" ry="18" fill="#bdbdbd" transform="rotate(-15 34 24)"/>
    <ellipse cx="34" cy="25" rx="7" ry="11" fill="#f8bbd0" transform="rotate(-15 34 25)"/>
    <ellipse cx="60" cy="24" rx="13" ry="18" fill="#bdbdbd" transform="rotate(15 60 24)"/>
    <ellipse cx="60" cy="25" rx="7" ry="11" fill="#f8bbd0" transform="rotate(15 60 25)"/>
    <circle cx="44" cy="56" r="24" fill="#bdbdbd"/>
    <ellipse cx="40" cy="82" rx="8" ry="6" fill="#9e9e9e"/>
    <circle cx="36" cy="52" r="6" fill="#212121"/>
    <circle cx="22" cy="64" r="3" fill="#f48fb1"/>
    <path d="M22 68 L2 62 M22 70 L2 72 M24 70 L6 80" fill="none" stroke="#000" stroke-width="1"/>`),
  // A ferret: the long thin arched body, short legs, a long tail, small round ears, the pale face with the
  // dark bandit mask round its eye and a pink nose.
  ferret: drawing(`
    <path d="${band(
      [
        [104, 78],
        [118, 88],
        [126, 108],
      ],
      10,
    )}" fill="#795548"/>
    <rect x="44" y="82" width="10" height="38" rx="4" fill="#795548"/><rect x="98" y="80" width="10" height="40" rx="4" fill="#795548"/>
    <path d="M28 74 Q40 52 66 54 Q94 54 110 74 Q114 92 96 92 Q82 92 70 86 Q56 82 44 90 Q30 90 28 74 Z" fill="#d7ccc8"/>
    <rect x="32" y="84" width="10" height="38" rx="4" fill="#8d6e63"/><rect x="86" y="84" width="10" height="38" rx="4" fill="#8d6e63"/>
    <circle cx="38" cy="56" r="7" fill="#d7ccc8"/><circle cx="38" cy="56" r="3.5" fill="#f8bbd0"/>
    <path d="M2 78 Q6 64 20 58 Q38 52 46 68 Q46 86 28 88 Q12 88 2 78 Z" fill="#8d6e63"/>
    <path d="M3 80 Q12 76 24 78 Q34 80 40 84 Q30 90 18 89 Q6 88 3 80 Z" fill="#fafafa"/>
    <path d="M30 58 Q40 56 44 64 Q38 64 32 62 Z" fill="#fafafa"/>
    <circle cx="22" cy="67" r="3.5" fill="#212121"/>
    <circle cx="4" cy="79" r="3" fill="#f48fb1"/>
    <path d="M6 82 Q12 84 18 82" fill="none" stroke="#000" stroke-width="1"/>`),
  // A crested newt: a long low body and tail with the wavy crest along the back, a rounded snout, spotted
  // sides, four bent legs with splayed toes.
  newt: drawing(`
    <path d="M44 82 L48 72 L54 80 L60 70 L66 80 L72 70 L78 80 L84 70 L90 80 L96 70 L102 78 L110 66 L114 74 L124 60 L122 72 L112 84 Z" fill="#ffb74d"/>
    ${leg(
      [
        [44, 98],
        [34, 108],
        [28, 122],
      ],
      7,
      '#8d6e63',
    )}
    ${leg(
      [
        [84, 96],
        [96, 106],
        [104, 122],
      ],
      7,
      '#8d6e63',
    )}
    <path d="M16 90 Q18 76 36 78 L90 80 Q112 80 126 64 Q122 88 98 98 Q70 104 40 104 Q18 104 16 90 Z" fill="#8d6e63"/>
    <path d="M30 100 Q60 106 92 98 Q70 104 40 104 Q32 104 30 100 Z" fill="#ffb74d"/>
    <path d="M24 98 Q58 96 96 94 Q112 88 122 74" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(
      [
        [52, 100],
        [58, 110],
        [54, 122],
      ],
      7,
      '#a1887f',
    )}
    ${leg(
      [
        [92, 96],
        [84, 108],
        [82, 122],
      ],
      7,
      '#a1887f',
    )}
    <path d="M22 124 L28 120 L34 124 M48 124 L54 120 L60 124 M76 124 L82 120 L88 124 M98 124 L104 120 L110 124" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="20" cy="90" rx="16" ry="11" fill="#a1887f"/>
    <circle cx="18" cy="84" r="5" fill="#d7ccc8"/><circle cx="17" cy="84" r="2.5" fill="#212121"/>
    <path d="M6 94 Q14 96 22 94" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="50" cy="88" r="3" fill="#5d4037"/><circle cx="64" cy="92" r="3" fill="#5d4037"/><circle cx="78" cy="88" r="3" fill="#5d4037"/><circle cx="96" cy="88" r="3" fill="#5d4037"/>`),
  // A cock pheasant: the very long barred tail swept up behind, the red face round the eye, a dark head and
  // the white neck ring, a round body and thin legs.
  pheasant: drawing(`
    <path d="M80 80 L124 22 L128 28 L90 88 Z" fill="#d7ccc8"/>
    <path d="M86 84 L118 40 M92 76 L100 80 M100 64 L108 68 M108 52 L116 56" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M78 86 L118 46 L122 52 L88 92 Z" fill="#bcaaa4"/>
    ${leg(
      [
        [56, 98],
        [54, 120],
      ],
      7,
      '#bcaaa4',
    )}
    ${leg(
      [
        [70, 98],
        [74, 120],
      ],
      7,
      '#bcaaa4',
    )}
    <path d="M42 125 L54 117 L64 125 Z M64 125 L74 117 L86 125 Z" fill="#bcaaa4"/>
    <ellipse cx="64" cy="80" rx="30" ry="22" fill="#ff8a65"/>
    <path d="M54 72 Q80 62 94 78 Q80 94 58 90 Z" fill="#a1887f"/>
    <path d="M64 78 Q76 74 86 80 M62 84 Q74 82 84 86" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${band(
      [
        [48, 76],
        [38, 54],
        [36, 38],
      ],
      14,
    )}" fill="#00897b"/>
    <path d="M30 58 Q38 54 46 60 L47 66 Q38 60 31 64 Z" fill="#fafafa"/>
    <path d="M32 24 L33 16 L39 23 Z M40 24 L44 16 L46 27 Z" fill="#00897b"/>
    <circle cx="36" cy="32" r="11" fill="#00897b"/>
    <path d="M26 26 Q34 24 36 32 Q34 42 28 44 Q24 38 26 26 Z" fill="#e53935"/>
    <circle cx="32" cy="31" r="2.5" fill="#212121"/>
    <path d="M26 30 L14 34 L26 38 Z" fill="#fff59d"/>`),
  // A dung beetle rolling its ball: head down on the ground, its back legs pushing the big round ball behind.
  'dung-beetle': drawing(`
    <circle cx="94" cy="90" r="33" fill="#a1887f"/>
    <path d="M78 72 Q84 68 90 72 M100 100 Q106 96 112 100 M84 106 Q88 112 94 110 M104 76 Q110 76 112 82" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(
      [
        [56, 78],
        [64, 58],
        [70, 70],
      ],
      5,
      '#424242',
    )}
    ${leg(
      [
        [58, 88],
        [66, 84],
        [66, 98],
      ],
      5,
      '#424242',
    )}
    <ellipse cx="42" cy="88" rx="26" ry="19" fill="#616161" transform="rotate(-32 42 88)"/>
    <path d="M22 100 L60 76" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(
      [
        [40, 100],
        [44, 112],
        [38, 124],
      ],
      5,
      '#424242',
    )}
    ${leg(
      [
        [24, 104],
        [14, 112],
        [10, 124],
      ],
      5,
      '#424242',
    )}
    <path d="M10 112 Q8 100 20 98 Q30 102 26 114 Q18 120 10 112 Z" fill="#757575"/>
    <path d="M10 106 L2 100 L6 108 Z M14 112 L6 118 L14 116 Z" fill="#757575"/>`),
  // A millipede walking: a long curving body of round segments, two short legs under each, a round head with
  // feelers.
  millipede: drawing(`
    ${Array.from({ length: 11 }, (_, k) => {
      const x = 26 + k * 9.5
      const y = 102 - 8 * Math.sin((k / 10) * Math.PI)
      return `<path d="M${x - 3} ${y + 8} L${x - 6} 124 M${x + 3} ${y + 8} L${x + 2} 124" fill="none" stroke="#000" stroke-width="1"/>`
    }).join('')}
    ${Array.from({ length: 11 }, (_, k) => {
      const j = 10 - k
      const x = 26 + j * 9.5
      const y = 102 - 8 * Math.sin((j / 10) * Math.PI)
      return `<ellipse cx="${x}" cy="${y}" rx="9" ry="13" fill="${j % 2 ? '#8d6e63' : '#a1887f'}"/>`
    }).join('')}
    <path d="M12 92 Q2 74 12 64 M18 90 Q18 72 30 66" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="15" cy="102" r="12" fill="#6d4c41"/>
    <circle cx="11" cy="98" r="3" fill="#212121"/>`),
  // An aardvark: the hunched pale body, long upright ears, the long tube snout ending in a round nose, a thick
  // tapering tail, stout clawed legs.
  aardvark: drawing(`
    <rect x="52" y="92" width="12" height="30" rx="3" fill="#bcaaa4"/><rect x="104" y="90" width="12" height="32" rx="3" fill="#bcaaa4"/>
    <path d="M104 62 Q124 74 126 116 L116 116 Q114 88 98 80 Z" fill="#d7ccc8"/>
    <path d="M38 74 Q44 40 78 40 Q108 42 114 74 Q112 100 94 100 L54 100 Q38 96 38 74 Z" fill="#d7ccc8"/>
    <path d="M58 56 Q62 62 60 70 M76 52 Q80 58 78 66 M94 58 Q98 64 96 72" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="40" y="92" width="13" height="30" rx="3" fill="#d7ccc8"/><rect x="90" y="92" width="13" height="30" rx="3" fill="#d7ccc8"/>
    <path d="M40 124 L38 118 M46 124 L46 118 M52 124 L54 118 M90 124 L88 118 M96 124 L96 118 M102 124 L104 118" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M42 58 Q44 28 56 20 Q62 34 50 60 Z" fill="#bcaaa4"/>
    <path d="M48 56 Q26 52 20 68 L4 86 Q0 94 8 96 L24 90 Q42 86 50 78 Z" fill="#d7ccc8"/>
    <path d="M34 60 Q26 32 36 20 Q46 34 42 62 Z" fill="#d7ccc8"/>
    <ellipse cx="5" cy="91" rx="4" ry="5" fill="#f8bbd0"/>
    <circle cx="30" cy="66" r="3" fill="#212121"/>`),
  // A centipede seen from above, facing left: a flat winding body of segments, one long leg out to each side
  // of every segment, long feelers in front and two trailing legs behind.
  centipede: drawing(`
    ${Array.from({ length: 12 }, (_, k) => {
      const x = 22 + k * 8.6
      const y = 70 + 8 * Math.sin((k / 11) * 2 * Math.PI)
      return `<path d="M${x} ${y} L${x + 6} ${y - 30} M${x} ${y} L${x + 6} ${y + 30}" fill="none" stroke="#000" stroke-width="1.5"/>`
    }).join('')}
    <path d="M116 70 Q124 56 128 40 M116 70 Q124 84 128 100" fill="none" stroke="#000" stroke-width="1.5"/>
    ${Array.from({ length: 12 }, (_, k) => {
      const j = 11 - k
      const x = 22 + j * 8.6
      const y = 70 + 8 * Math.sin((j / 11) * 2 * Math.PI)
      return `<ellipse cx="${x}" cy="${y}" rx="6" ry="11" fill="${j % 2 ? '#e57373' : '#ff8a65'}"/>`
    }).join('')}
    <path d="M10 64 Q2 50 4 36 M10 76 Q2 90 4 104" fill="none" stroke="#000" stroke-width="1.5"/>
    <ellipse cx="13" cy="70" rx="9" ry="10" fill="#d84315"/>
    <circle cx="9" cy="65" r="2.5" fill="#212121"/><circle cx="9" cy="75" r="2.5" fill="#212121"/>`),
}
