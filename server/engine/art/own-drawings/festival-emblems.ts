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

/** A paddler's oar from above the gunwale at (x, 56) slanting back down into the water, its blade at the foot. */
const oar = (x: number) =>
  `<path d="M${x} 54 L${x + 3} 56 L${x - 18} 94 L${x - 21} 92 Z" fill="#bcaaa4"/><path d="M${x - 21} 92 L${x - 17} 94 L${x - 22} 106 L${x - 28} 102 Z" fill="#bcaaa4"/>`

/** One ring of `count` petals round (64, 64) at `radius`, each `len` long and `w` wide, turned by `turn` degrees. */
const petals = (count: number, radius: number, len: number, w: number, turn: number, fill: string) =>
  Array.from({ length: count }, (_, k) => {
    const deg = turn + (360 * k) / count
    return `<path d="M64 ${64 - radius} Q${64 + w} ${64 - radius - len / 2} 64 ${64 - radius - len} Q${64 - w} ${64 - radius - len / 2} 64 ${64 - radius} Z" fill="${fill}" transform="rotate(${deg} 64 64)"/>`
  }).join('')

/**
 * Emblems of the world's festivals that neither emoji set nor an icon family draws
 * (docs/decisions/0182-festivals-read-whole.md): sugar cane (Pongal), rice cakes (Chuseok, the Japanese New
 * Year), a lump of coal (Hogmanay's first-footing), a palm cross (Palm Sunday), a Viking longship (Up Helly Aa),
 * a shoebox (Three Kings Day), an ogre mask (Setsubun), a dragon boat (the Dragon Boat Festival), a shofar
 * (Rosh Hashanah), a rangoli (Diwali, Onam, Pongal) and a flaming torch (Up Helly Aa, a torch procession).
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
  // A dragon boat racing: a long low hull painted with scales, the dragon's head with its open jaw and swept
  // horns on its neck at the bow, its tail curled up at the stern, the drum in the middle, oars slanting back
  // into the water, the waves along its side.
  'dragon-boat': drawing(`
    ${[44, 62, 96, 114].map(oar).join('')}
    <path d="${band(
      [
        [112, 74],
        [120, 62],
        [124, 48],
      ],
      8,
    )}" fill="#ef5350"/>
    <path d="${band(
      [
        [22, 72],
        [18, 54],
        [20, 40],
      ],
      12,
    )}" fill="#66bb6a"/>
    <path d="M24 46 L32 42 L26 52 L34 50 L26 60 Z" fill="#ef5350"/>
    <path d="M10 66 L116 66 Q112 82 96 84 L30 84 Q12 82 10 66 Z" fill="#ffca28"/>
    <path d="M24 74 Q30 70 36 74 Q42 70 48 74 Q54 70 60 74 Q66 70 72 74 Q78 70 84 74 Q90 70 96 74 Q102 70 108 74" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="62" y="50" width="16" height="16" rx="3" fill="#ef5350"/>
    <ellipse cx="70" cy="50" rx="8" ry="3" fill="#ffe0b2"/>
    <path d="M2 34 Q6 26 18 26 L28 30 L26 40 L14 40 L4 44 L10 38 Z" fill="#66bb6a"/>
    <path d="M20 28 L36 16 L28 32 Z" fill="#ef5350"/>
    <circle cx="18" cy="32" r="2" fill="#212121"/>
    <path d="M0 92 Q8 86 16 92 Q24 86 32 92 Q40 86 48 92 Q56 86 64 92 Q72 86 80 92 Q88 86 96 92 Q104 86 112 92 Q120 86 128 92" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A shofar: a ram's horn, ridged, curving up from its narrow mouthpiece to its wide open bell.
  shofar: drawing(`
    <path d="M10 92 Q8 84 16 84 Q50 92 78 74 Q98 60 100 34 L124 38 Q122 74 96 94 Q62 118 10 92 Z" fill="#d7b98e"/>
    <ellipse cx="112" cy="36" rx="12" ry="5" fill="#8d6e63" transform="rotate(8 112 36)"/>
    <path d="M30 90 Q32 96 30 102 M48 88 Q50 96 48 104 M64 82 Q68 92 66 102 M80 72 Q86 82 84 94 M92 58 Q100 68 100 82" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A rangoli: a round pattern laid on the floor in coloured powder or petals, rings of petals round a flower
  // at its heart, dots round its edge.
  rangoli: drawing(`
    ${petals(8, 34, 24, 12, 22.5, '#ffb74d')}
    <circle cx="64" cy="64" r="36" fill="#fff59d"/>
    ${petals(8, 14, 20, 10, 0, '#f06292')}
    <circle cx="64" cy="64" r="14" fill="#ba68c8"/>
    <circle cx="64" cy="64" r="6" fill="#ffee58"/>
    ${Array.from({ length: 8 }, (_, k) => {
      const a = (Math.PI * 2 * k) / 8
      return `<circle cx="${(64 + 30 * Math.sin(a)).toFixed(1)}" cy="${(64 - 30 * Math.cos(a)).toFixed(1)}" r="2.5" fill="#e53935"/>`
    }).join('')}`),
  // A flaming torch: a wooden handle, the wrapped head, and its flame with a tongue of fire inside it.
  'flaming-torch': drawing(`
    <path d="M58 56 L70 56 L68 124 L60 124 Z" fill="#a1887f"/>
    <path d="M52 46 L76 46 L72 62 L56 62 Z" fill="#8d6e63"/>
    <path d="M56 52 L72 52 M55 57 L73 57" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M64 4 Q78 18 80 30 Q82 44 72 48 L56 48 Q44 44 48 30 Q52 22 58 24 Q56 14 64 4 Z" fill="#ffb74d"/>
    <path d="M64 22 Q72 32 70 40 Q66 46 60 42 Q56 36 64 22 Z" fill="#ffee58"/>`),
}
