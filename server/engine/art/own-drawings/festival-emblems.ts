import { band, drawing } from './drawing'

/** One sugar cane stalk standing on (x, 122), leaning `deg`: a jointed cane with its leaves at the top. */
const cane = (x: number, deg: number) => `<g transform="rotate(${deg} ${x} 122)">
  <path d="M${x - 10} 26 Q${x - 30} 8 ${x - 40} 10 Q${x - 26} 16 ${x - 4} 34 Z" fill="#66bb6a"/>
  <path d="M${x + 8} 26 Q${x + 28} 6 ${x + 40} 8 Q${x + 24} 16 ${x + 4} 34 Z" fill="#81c784"/>
  <path d="M${x - 2} 30 Q${x - 6} 10 ${x + 2} 2 Q${x + 6} 14 ${x + 4} 30 Z" fill="#a5d6a7"/>
  <rect x="${x - 6}" y="28" width="12" height="94" rx="3" fill="#c5e1a5"/>
  ${[46, 64, 82, 100].map((y) => `<rect x="${x - 7}" y="${y}" width="14" height="5" rx="2" fill="#9ccc65"/>`).join('')}</g>`

/** A plump round rice cake sitting on y, centred on x. */
const mochi = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x - r} ${y} Q${x - r} ${y - r * 1.15} ${x} ${y - r * 1.15} Q${x + r} ${y - r * 1.15} ${x + r} ${y} Q${x} ${y + r * 0.25} ${x - r} ${y} Z" fill="${fill}"/>`

/** A round shield seen from the side of a ship, with its boss. */
const shield = (x: number, fill: string) =>
  `<circle cx="${x}" cy="78" r="7.5" fill="${fill}"/><circle cx="${x}" cy="78" r="2.2" fill="#8d6e63"/>`

/**
 * Emblems of the world's festivals that neither emoji set nor an icon family draws
 * (docs/decisions/XXXX-festivals-read-whole.md): sugar cane (Pongal), rice cakes (Chuseok, the Japanese New
 * Year), a lump of coal (Hogmanay's first-footing), a palm cross (Palm Sunday), a Viking longship (Up Helly Aa),
 * a shoebox (Three Kings Day) and an ogre mask (Setsubun).
 */
export const FESTIVAL_EMBLEMS = {
  // Three stalks of sugar cane leaning apart: pale jointed canes, their ringed joints, long leaves at the top.
  'sugar-cane': drawing(`${cane(44, -10)}${cane(84, 10)}${cane(64, 0)}`),
  // Rice cakes: plump white rounds piled on a plate over a leaf, three below and one on top.
  'rice-cake': drawing(`
    <ellipse cx="64" cy="108" rx="58" ry="14" fill="#e0e0e0"/>
    <ellipse cx="64" cy="105" rx="44" ry="8" fill="#f5f5f5"/>
    <path d="M20 104 Q40 86 64 98 Q40 108 20 104 Z" fill="#81c784"/>
    ${mochi(38, 102, 20, '#fafafa')}${mochi(90, 102, 20, '#f8bbd0')}${mochi(64, 106, 22, '#fff9c4')}
    ${mochi(64, 78, 19, '#fafafa')}`),
  // A lump of coal: a rough black stone broken into flat faces, the broken top catching the light, cracks
  // down its sides.
  coal: drawing(`
    <path d="M14 98 L20 72 L36 56 L50 38 L76 34 L98 44 L114 66 L116 92 L98 110 L66 116 L34 112 Z" fill="#424242"/>
    <path d="M36 56 L50 38 L76 34 L70 56 L48 62 Z" fill="#757575"/>
    <path d="M76 34 L98 44 L114 66 L92 70 L70 56 Z" fill="#616161"/>
    <path d="M48 62 L44 86 L58 104 M70 56 L80 84 L76 100 M92 70 L98 94 M20 72 L30 82" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A palm cross: a strip of palm leaf folded into a cross, the strip wrapped round at the crossing, a crease
  // down each arm, its ends cut square as the leaf is; the foot is longest, as a cross's is.
  'palm-cross': drawing(`
    <path d="M56 8 Q64 4 72 8 L72 118 L56 122 Z" fill="#c5e1a5"/>
    <path d="M28 37 L100 35 L100 51 L28 49 Z" fill="#c5e1a5"/>
    <rect x="52" y="32" width="24" height="24" rx="3" fill="#aed581"/>
    <path d="M64 10 V30 M64 58 V118 M30 43 H50 M78 43 H98 M53 40 H75 M53 48 H75" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A Viking longship side-on: the dragon's head on its tall prow, the curled stern, round shields along the
  // side, planks, and the striped square sail on its mast.
  longship: drawing(`
    <rect x="62" y="10" width="4" height="70" fill="#8d6e63"/>
    <rect x="34" y="18" width="15" height="46" fill="#ef5350"/><rect x="49" y="18" width="15" height="46" fill="#fafafa"/>
    <rect x="64" y="18" width="15" height="46" fill="#ef5350"/><rect x="79" y="18" width="15" height="46" fill="#fafafa"/>
    <path d="${band(
      [
        [104, 80],
        [114, 66],
        [118, 52],
        [114, 44],
        [108, 48],
      ],
      7,
    )}" fill="#a1887f"/>
    <path d="${band(
      [
        [26, 82],
        [20, 64],
        [18, 42],
      ],
      12,
    )}" fill="#a1887f"/>
    <path d="M10 78 L118 78 Q108 102 64 104 Q22 102 10 78 Z" fill="#a1887f"/>
    <path d="M16 88 Q64 98 112 88" fill="none" stroke="#000" stroke-width="1.2"/>
    ${shield(32, '#ffcc80')}${shield(48, '#90caf9')}${shield(64, '#ffcc80')}${shield(80, '#90caf9')}${shield(96, '#ffcc80')}
    <path d="M4 34 Q8 24 20 26 Q28 30 24 42 Q16 46 12 40 L4 40 Z" fill="#a1887f"/>
    <path d="M16 26 L20 16 L24 28 Z" fill="#8d6e63"/>
    <circle cx="16" cy="32" r="2" fill="#212121"/>`),
  // A shoebox with its lid lifted a little: the box's front and side, the lid's top, front and side.
  shoebox: drawing(`
    <path d="M96 62 L114 50 L114 96 L96 108 Z" fill="#a1887f"/>
    <rect x="14" y="62" width="82" height="46" fill="#bcaaa4"/>
    <rect x="38" y="76" width="34" height="16" rx="2" fill="#fafafa"/>
    <path d="M10 40 L28 28 L120 28 L102 40 Z" fill="#d7ccc8"/>
    <path d="M102 40 L120 28 L120 42 L102 54 Z" fill="#a1887f"/>
    <rect x="10" y="40" width="92" height="14" fill="#bcaaa4"/>`),
  // An ogre's mask as children wear it to Setsubun: two horns, a shock of hair, heavy brows, round eyes, a wide
  // mouth with two fangs, the string at each side.
  'ogre-mask': drawing(`
    <path d="M24 60 L6 68 M104 60 L122 68" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M38 30 L28 4 L52 24 Z" fill="#fff59d"/><path d="M90 30 L100 4 L76 24 Z" fill="#fff59d"/>
    <path d="M24 40 Q22 110 64 118 Q106 110 104 40 Q64 30 24 40 Z" fill="#e53935"/>
    <path d="M20 46 Q18 24 38 22 Q50 12 64 18 Q78 12 90 22 Q110 24 108 46 Q96 36 86 40 Q76 32 64 38 Q52 32 42 40 Q32 36 20 46 Z" fill="#5d4037"/>
    <path d="M32 52 L58 60 L56 66 L30 58 Z" fill="#3e2723"/><path d="M96 52 L70 60 L72 66 L98 58 Z" fill="#3e2723"/>
    <circle cx="46" cy="74" r="9" fill="#fff59d"/><circle cx="82" cy="74" r="9" fill="#fff59d"/>
    <circle cx="46" cy="75" r="4" fill="#212121"/><circle cx="82" cy="75" r="4" fill="#212121"/>
    <path d="M57 88 Q64 80 71 88 Q64 94 57 88 Z" fill="#c62828"/>
    <path d="M38 98 Q64 116 90 98 Q64 104 38 98 Z" fill="#212121"/>
    <path d="M46 100 L50 112 L55 102 Z" fill="#fafafa"/><path d="M82 100 L78 112 L73 102 Z" fill="#fafafa"/>`),
}
