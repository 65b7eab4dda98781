import { band, drawing } from './drawing'

/** A straight leg from the body down to a hoof or paw on the ground, as one rounded bar. */
const leg = (x: number, top: number, width: number, fill: string, bottom = 124) =>
  `<rect x="${x}" y="${top}" width="${width}" height="${bottom - top}" rx="${Math.min(4, width / 2)}" fill="${fill}"/>`

/** Black stripes across a leg or a rump, as lines (each stripe a band between two regions to colour). */
const stripes = (x0: number, x1: number, ys: number[]) =>
  `<path d="${ys.map((y) => `M${x0} ${y} Q${(x0 + x1) / 2} ${y + 3} ${x1} ${y}`).join(' ')}" fill="none" stroke="#000" stroke-width="2.5"/>`

/**
 * Wild animals that were drawn as a cousin and said (docs/decisions/0194-animals-drawn-as-themselves.md): the
 * okapi (not a giraffe), the warthog (not a boar), the lynx and the puma (not a house cat nor a leopard), the
 * musk ox, the mongoose (not a meerkat), the Tasmanian devil and the shrew. Side on, facing left, feet on the
 * bottom edge; what tells each from the cousin it was drawn as is drawn big: the okapi's striped legs and rump,
 * the warthog's tusks, warts and tail held up, the lynx's ear tufts, ruff and bobtail, the puma's long plain body
 * and long tail, the musk ox's skirt of hair and down-swept horns, the shrew's long pointed snout.
 */
export const WILD_COUSINS = {
  // An okapi: a giraffe's head and big ears on a short neck, a dark body sloping to the rump, the zebra stripes
  // on its rump and legs and the white stockings.
  okapi: drawing(`
    ${leg(52, 84, 9, '#4e342e')}${leg(100, 86, 10, '#4e342e')}
    <path d="M112 66 Q118 74 116 90" fill="none" stroke="#3e2723" stroke-width="3"/>
    <path d="M36 58 Q44 46 70 48 Q100 50 112 62 Q118 82 106 92 L56 90 Q40 86 36 58 Z" fill="#6d4c41"/>
    <path d="M96 58 Q110 56 114 68 Q118 84 106 92 Q96 88 96 58 Z" fill="#fafafa"/>
    ${stripes(98, 116, [64, 71, 78, 85])}
    ${leg(40, 82, 10, '#fafafa')}${leg(88, 86, 11, '#fafafa')}
    ${stripes(40, 50, [92, 99, 106])}${stripes(88, 99, [94, 101, 108])}
    <path d="M40 120 L50 120 M88 120 L99 120" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M24 30 Q34 24 42 36 L52 60 Q46 70 36 64 Q28 48 24 30 Z" fill="#6d4c41"/>
    <path d="M30 22 L32 10 L36 11 L35 23 Z" fill="#5d4037"/>
    <path d="M36 26 Q46 10 54 14 Q52 26 40 32 Z" fill="#6d4c41"/>
    <path d="M28 22 Q36 22 38 32 Q36 40 28 42 L10 48 Q2 48 4 40 Q8 28 28 22 Z" fill="#efebe9"/>
    <circle cx="25" cy="30" r="3.2" fill="#212121"/>
    <ellipse cx="7" cy="42" rx="2" ry="3" fill="#3e2723"/>
    <path d="M4 46 Q10 50 18 46" fill="none" stroke="#000" stroke-width="1"/>`),
  // A warthog: the long flat head held low with its disc of a snout, two tusks curving up, the warts on its
  // cheeks, a bristly mane down its back and the thin tail held straight up with a tuft.
  warthog: drawing(`
    ${leg(58, 88, 9, '#6d4c41')}${leg(106, 88, 9, '#6d4c41')}
    <path d="${band(
      [
        [112, 66],
        [116, 48],
        [118, 30],
      ],
      3,
    )}" fill="#5d4037"/>
    <path d="M114 32 L112 18 L120 20 L124 30 Z" fill="#3e2723"/>
    <path d="M40 66 Q46 46 78 48 Q108 50 116 66 Q120 90 104 94 L56 94 Q40 90 40 66 Z" fill="#8d6e63"/>
    <path d="M44 58 Q60 44 80 46 Q96 46 104 56 Q90 50 80 52 Q62 52 44 58 Z" fill="#4e342e"/>
    <path d="M50 54 L48 46 M58 50 L57 42 M66 48 L66 40 M74 47 L75 39 M82 47 L84 40 M90 49 L93 42" fill="none" stroke="#000" stroke-width="1.5"/>
    ${leg(46, 88, 9, '#8d6e63')}${leg(94, 88, 10, '#8d6e63')}
    <path d="M36 48 Q50 50 52 66 Q54 84 42 92 L16 94 Q8 94 8 86 L8 78 Q14 68 20 60 Q26 48 36 48 Z" fill="#8d6e63"/>
    <path d="M26 60 Q22 62 24 68 Q28 70 30 64 Z M32 74 Q28 76 30 82 Q34 84 36 78 Z" fill="#a1887f"/>
    <ellipse cx="9" cy="86" rx="6" ry="8" fill="#a1887f"/>
    <circle cx="8" cy="83" r="1.5" fill="#212121"/><circle cx="8" cy="89" r="1.5" fill="#212121"/>
    <path d="M38 50 L46 36 L50 52 Z" fill="#6d4c41"/>
    <circle cx="36" cy="60" r="3" fill="#212121"/>
    <circle cx="20" cy="64" r="4.5" fill="#8d6e63"/><circle cx="30" cy="78" r="4" fill="#8d6e63"/>
    <path d="M22 90 Q0 88 2 66 Q4 56 12 56 Q14 60 10 64 Q8 80 24 84 Z" fill="#fff8e1"/>
    <path d="M26 88 Q14 84 14 72 Q16 68 20 70 Q20 78 28 82 Z" fill="#fff8e1"/>`),
  // A lynx: a cat on long legs with big paws, the black tufts on its pointed ears, the ruff of fur framing its
  // face and the short bobbed tail.
  lynx: drawing(`
    ${leg(54, 80, 11, '#bcaaa4')}${leg(100, 78, 12, '#bcaaa4')}
    <path d="M108 62 Q122 58 124 66 Q122 74 110 72 Z" fill="#d7ccc8"/>
    <path d="M118 61 Q124 62 124 66 Q122 72 118 72 Z" fill="#3e2723"/>
    <path d="M40 60 Q50 48 78 50 Q104 50 112 62 Q116 84 102 88 L52 88 Q38 82 40 60 Z" fill="#d7ccc8"/>
    <circle cx="64" cy="64" r="2" fill="#6d4c41"/><circle cx="80" cy="62" r="2" fill="#6d4c41"/><circle cx="94" cy="66" r="2" fill="#6d4c41"/><circle cx="72" cy="74" r="2" fill="#6d4c41"/><circle cx="88" cy="76" r="2" fill="#6d4c41"/>
    ${leg(42, 80, 12, '#d7ccc8', 118)}${leg(90, 80, 12, '#d7ccc8', 118)}
    <ellipse cx="46" cy="120" rx="9" ry="5" fill="#d7ccc8"/><ellipse cx="94" cy="120" rx="9" ry="5" fill="#d7ccc8"/>
    <path d="M18 26 L12 10 L30 22 Z" fill="#bcaaa4"/><path d="M15 18 L12 1 L18 12 Z" fill="#212121"/>
    <path d="M34 24 L38 8 L46 28 Z" fill="#bcaaa4"/><path d="M37 16 L38 0 L41 12 Z" fill="#212121"/>
    <path d="M10 46 L4 64 L14 58 L18 68 L26 58 L34 66 L38 56 L48 60 L44 46 Z" fill="#efebe9"/>
    <ellipse cx="28" cy="40" rx="20" ry="18" fill="#d7ccc8"/>
    <path d="M12 44 Q10 52 18 54 Q24 52 22 46 Z" fill="#fafafa"/>
    <path d="M9 42 L15 42 L12 46 Z" fill="#3e2723"/>
    <path d="M21 33 Q26 28 31 33 Q26 37 21 33 Z" fill="#ffd54f"/><circle cx="26" cy="33" r="1.8" fill="#212121"/>
    <path d="M12 48 Q16 52 20 48" fill="none" stroke="#000" stroke-width="1"/>`),
  // A puma: a long, lean, plain-coated cat with a small round head and ears, and a long thick tail hanging low
  // and curling up at its dark tip.
  puma: drawing(`
    ${leg(46, 70, 9, '#bf8f5f')}${leg(92, 72, 10, '#bf8f5f')}
    <path d="M100 60 Q122 64 120 94 Q118 108 124 110 L122 120 Q108 116 112 94 Q114 72 100 68 Z" fill="#d4a373"/>
    <path d="M118 106 Q126 104 127 112 Q126 121 118 119 Q114 112 118 106 Z" fill="#5d4037"/>
    <path d="M26 58 Q34 46 66 48 Q96 46 106 56 Q112 74 98 80 Q70 84 40 80 Q26 74 26 58 Z" fill="#d4a373"/>
    <path d="M40 78 Q64 84 96 80" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(34, 72, 10, '#d4a373', 120)}${leg(82, 72, 11, '#d4a373', 120)}
    <ellipse cx="38" cy="121" rx="8" ry="4" fill="#d4a373"/><ellipse cx="87" cy="121" rx="8" ry="4" fill="#d4a373"/>
    <path d="M26 40 Q28 28 32 30 Q38 34 36 42 Z" fill="#bf8f5f"/>
    <ellipse cx="24" cy="48" rx="15" ry="11" fill="#d4a373"/>
    <path d="M14 46 Q4 46 4 52 Q6 60 18 60 Q22 54 20 48 Z" fill="#fafafa"/>
    <path d="M3 48 L9 48 L6 52 Z" fill="#3e2723"/>
    <circle cx="20" cy="43" r="3" fill="#212121"/>
    <path d="M6 56 Q10 59 14 56" fill="none" stroke="#000" stroke-width="1"/>`),
  // A musk ox: a great shaggy hump of a body whose skirt of long hair falls nearly to the ground, pale stockings
  // below it, the head held low with its horns meeting in a boss and sweeping down and up to points.
  'musk-ox': drawing(`
    ${leg(54, 96, 10, '#efebe9')}${leg(102, 96, 10, '#efebe9')}
    ${leg(40, 98, 11, '#efebe9')}${leg(88, 98, 11, '#efebe9')}
    <path d="M34 62 Q40 30 70 28 Q98 26 114 48 Q124 68 120 104 L114 98 L108 108 L100 98 L92 110 L84 100 L76 110 L68 100 L60 110 L52 100 L44 110 L36 98 Q30 82 34 62 Z" fill="#5d4037"/>
    <path d="M56 44 Q58 60 54 78 M74 40 Q78 60 74 84 M92 42 Q96 62 92 86 M108 54 Q112 72 110 92" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 48 Q46 48 48 66 Q50 86 40 98 Q28 104 16 98 L8 88 Q4 72 12 60 Q20 48 30 48 Z" fill="#4e342e"/>
    <path d="M10 86 Q6 96 12 100 Q22 102 24 94 Q20 86 10 86 Z" fill="#d7ccc8"/>
    <path d="M14 52 Q30 40 48 52 Q40 58 30 56 Q20 56 14 52 Z" fill="#efebe9"/>
    <path d="M34 50 C18 50 22 80 10 80 C4 78 2 70 4 62 C8 70 10 72 13 70 C16 62 14 52 26 48 Z" fill="#efebe9"/>
    <circle cx="30" cy="66" r="3" fill="#212121"/>`),
  // A wildebeest: high heavy shoulders and a back sloping down to thin hindquarters, the long face with its
  // beard, horns curving out and up like a cow's, a dark mane and the long black-tufted tail.
  wildebeest: drawing(`
    ${leg(56, 84, 8, '#546e7a')}${leg(100, 80, 8, '#546e7a')}
    <path d="M110 66 Q118 76 118 96 L122 108 L112 106 L114 94 Q112 78 106 70 Z" fill="#37474f"/>
    <path d="M34 58 Q40 36 62 36 Q84 40 104 56 Q116 70 106 86 L58 92 Q36 86 34 58 Z" fill="#78909c"/>
    <path d="M60 48 L64 56 M70 48 L74 58 M80 52 L84 60 M90 56 L92 64" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 40 Q56 30 72 38 L68 44 L62 40 L58 46 L52 40 L46 46 Z" fill="#37474f"/>
    ${leg(42, 84, 10, '#78909c')}${leg(90, 82, 9, '#78909c')}
    <path d="M30 32 Q44 34 44 50 L40 70 Q34 76 24 80 L12 80 Q6 78 8 72 L18 44 Q22 34 30 32 Z" fill="#607d8b"/>
    <path d="M14 78 Q18 92 26 94 Q30 86 30 78 Z" fill="#37474f"/>
    <ellipse cx="11" cy="76" rx="5" ry="4" fill="#455a64"/>
    <path d="M26 38 Q8 34 10 18 Q12 12 17 14 Q14 28 30 32 Z" fill="#eceff1"/>
    <path d="M32 34 Q46 28 44 14 Q42 9 37 12 Q42 24 28 30 Z" fill="#eceff1"/>
    <path d="M40 40 L50 34 L46 44 Z" fill="#607d8b"/>
    <circle cx="30" cy="46" r="3" fill="#212121"/>`),
  // A mongoose: long and low on short legs, a small pointed face with little round ears, a grizzled coat and a
  // long tail tapering to the ground (a meerkat stands up; a mongoose runs).
  mongoose: drawing(`
    ${leg(44, 86, 8, '#8d7b6a', 122)}${leg(92, 86, 8, '#8d7b6a', 122)}
    <path d="M100 76 Q118 84 124 104 Q127 116 122 120 Q118 104 104 92 Z" fill="#a1887f"/>
    <path d="M30 78 Q36 62 66 64 Q96 62 106 78 Q108 94 92 96 L44 96 Q30 92 30 78 Z" fill="#a1887f"/>
    <path d="M50 72 L52 76 M62 70 L64 74 M74 70 L76 74 M86 72 L88 76 M56 84 L58 88 M70 82 L72 86 M84 84 L86 88" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(34, 88, 9, '#a1887f')}${leg(82, 88, 9, '#a1887f')}
    <ellipse cx="30" cy="60" rx="6" ry="5" fill="#8d7b6a"/>
    <path d="M40 64 Q42 80 30 84 Q18 84 4 78 Q0 74 4 72 Q16 66 24 60 Q34 58 40 64 Z" fill="#a1887f"/>
    <ellipse cx="3" cy="75" rx="2.5" ry="2" fill="#3e2723"/>
    <circle cx="22" cy="68" r="2.6" fill="#212121"/>`),
  // A Tasmanian devil: stocky and black, a big head with pink ears and a wide mouth of teeth, the white band
  // across its chest and a short thick tail.
  'tasmanian-devil': drawing(`
    ${leg(54, 88, 11, '#37474f')}${leg(96, 88, 12, '#37474f')}
    <path d="M106 74 Q124 78 124 92 Q118 96 106 88 Z" fill="#455a64"/>
    <path d="M40 72 Q46 54 76 54 Q104 54 112 74 Q114 96 98 98 L54 98 Q40 94 40 72 Z" fill="#455a64"/>
    <path d="M52 62 Q58 76 54 96 L62 98 Q66 78 60 60 Z" fill="#fafafa"/>
    ${leg(42, 90, 12, '#455a64')}${leg(86, 90, 12, '#455a64')}
    <path d="M42 120 L46 116 L50 120 M86 120 L90 116 L94 120" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="40" cy="42" rx="9" ry="8" fill="#f48fb1"/>
    <ellipse cx="30" cy="64" rx="22" ry="20" fill="#455a64"/>
    <path d="M4 66 Q8 58 16 60 L30 66 Q26 82 12 80 Q2 76 4 66 Z" fill="#f48fb1"/>
    <path d="M8 64 L10 68 L12 64 L14 68 L16 64 L18 68 L20 65 M8 76 L10 72 L12 76 L14 72 L16 76 L18 72" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="6" cy="58" rx="3" ry="2.5" fill="#212121"/>
    <circle cx="26" cy="52" r="3.5" fill="#212121"/>`),
  // A shrew: a tiny mouse-like body with the long, pointed, twitching snout that no mouse has, tiny eyes and
  // ears hidden in the fur, and a thin tail.
  shrew: drawing(
    `
    <path d="M92 70 Q112 70 126 76" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M30 66 Q36 44 62 44 Q90 44 96 64 Q98 80 84 82 L44 82 Q30 80 30 66 Z" fill="#8d6e63"/>
    <rect x="44" y="76" width="6" height="10" rx="2" fill="#6d4c41"/><rect x="80" y="76" width="6" height="10" rx="2" fill="#6d4c41"/>
    <path d="M34 52 Q20 54 8 60 L2 63 Q2 66 8 66 Q22 68 36 72 Z" fill="#8d6e63"/>
    <ellipse cx="3" cy="64" rx="2.5" ry="2" fill="#f48fb1"/>
    <ellipse cx="38" cy="52" rx="4" ry="3" fill="#a1887f"/>
    <circle cx="28" cy="57" r="2" fill="#212121"/>`,
    128,
    88,
  ),
}
