import { drawing } from './drawing'

/** A link of a chain lying flat: an oval ring, its hole a second shape inside it. */
const flatLink = (x: number) =>
  `<ellipse cx="${x}" cy="22" rx="15" ry="12" fill="#9e9e9e"/><ellipse cx="${x}" cy="22" rx="8" ry="5" fill="#eeeeee"/>`
/** A link seen edge on, its ends inside the holes of the two flat links it joins. */
const edgeLink = (x: number) => `<rect x="${x + 4}" y="18" width="24" height="8" rx="4" fill="#757575"/>`

/**
 * Household things and hand tools children, teachers and parents name that no emoji or icon family draws
 * (docs/decisions/0214-household-tools-drawn.md): a bench vice, a chain, a photo, an electric fan, a shoe
 * brush and a tin of polish, a corkscrew, hair clippers, a big lever, an old mangle. Each drawn broad and closed, recognisable at a hand's size.
 */
export const HOUSEHOLD_TOOLS = {
  // A bench vice: the base plate, the body, two square jaws facing across a gap, the screw and its T-bar handle.
  vice: drawing(`
    <rect x="6" y="106" width="116" height="16" rx="3" fill="#607d8b"/>
    <rect x="16" y="62" width="70" height="46" rx="5" fill="#1e88e5"/>
    <rect x="16" y="30" width="26" height="34" rx="3" fill="#1565c0"/>
    <rect x="58" y="30" width="26" height="34" rx="3" fill="#1565c0"/>
    <rect x="84" y="44" width="26" height="10" fill="#bdbdbd"/>
    <rect x="106" y="14" width="9" height="70" rx="4" fill="#9e9e9e"/>
    <circle cx="110.5" cy="14" r="7" fill="#757575"/>
    <circle cx="110.5" cy="84" r="7" fill="#757575"/>
    <path d="M22 38 L36 38 M22 46 L36 46 M22 54 L36 54 M64 38 L78 38 M64 46 L78 46 M64 54 L78 54" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A length of chain: flat oval links and the edge-on links between them, in a gentle sag.
  chain: drawing(
    `${[16, 48, 80, 112].map(flatLink).join('')}${[16, 48, 80].map(edgeLink).join('')}`,
    128,
    44,
  ),
  // A photo: a print with a white border, a wide one below, showing hills, the sun and a house.
  photo: drawing(`
    <rect x="12" y="6" width="104" height="116" rx="3" fill="#fafafa"/>
    <rect x="20" y="14" width="88" height="80" fill="#bbdefb"/>
    <circle cx="88" cy="34" r="10" fill="#ffeb3b"/>
    <path d="M20 80 Q44 52 66 74 Q86 58 108 72 L108 94 L20 94 Z" fill="#81c784"/>
    <rect x="38" y="62" width="20" height="18" fill="#ffcc80"/>
    <path d="M34 64 L48 50 L62 64 Z" fill="#e57373"/>`),
  // An electric fan: the round guard, three blades round the hub, the neck and the round foot.
  'electric-fan': drawing(`
    <ellipse cx="64" cy="118" rx="36" ry="8" fill="#90a4ae"/>
    <rect x="58" y="84" width="12" height="32" rx="4" fill="#b0bec5"/>
    <circle cx="64" cy="48" r="44" fill="#eceff1"/>
    <path d="M64 48 Q48 14 70 8 Q86 24 64 48 Z" fill="#4fc3f7"/>
    <path d="M64 48 Q102 44 104 68 Q84 80 64 48 Z" fill="#4fc3f7"/>
    <path d="M64 48 Q44 80 26 64 Q30 42 64 48 Z" fill="#4fc3f7"/>
    <circle cx="64" cy="48" r="9" fill="#607d8b"/>`),
  // A shoe brush: the oval wooden back, a strap over it and the row of bristles beneath.
  'shoe-brush': drawing(
    `
    <rect x="14" y="46" width="100" height="26" fill="#424242"/>
    <path d="M20 58 L20 72 M32 58 L32 72 M44 58 L44 72 M56 58 L56 72 M68 58 L68 72 M80 58 L80 72 M92 58 L92 72 M104 58 L104 72" fill="none" stroke="#fff" stroke-width="2"/>
    <path d="M8 40 Q8 16 64 16 Q120 16 120 40 Q120 50 110 50 L18 50 Q8 50 8 40 Z" fill="#a1887f"/>
    <path d="M36 28 Q64 20 92 28" fill="none" stroke="#000" stroke-width="1.5"/>`,
    128,
    80,
  ),
  // A tin of shoe polish: the round lid with its rim, the shallow tin below, a shoe on the label.
  'shoe-polish': drawing(
    `
    <path d="M10 44 L10 66 Q64 86 118 66 L118 44 Z" fill="#37474f"/>
    <ellipse cx="64" cy="40" rx="56" ry="20" fill="#ffca28"/>
    <ellipse cx="64" cy="38" rx="44" ry="13" fill="#ffe082"/>
    <path d="M44 42 Q46 32 54 34 L64 38 Q80 38 84 44 Z" fill="#6d4c41"/>`,
    128,
    84,
  ),
  // A corkscrew: the wooden T handle, the shank and the spiral worm below it.
  corkscrew: drawing(`
    <rect x="14" y="6" width="100" height="20" rx="10" fill="#a1887f"/>
    <rect x="58" y="24" width="12" height="30" fill="#bdbdbd"/>
    <path d="M64 54 Q82 60 64 66 Q46 72 64 78 Q82 84 64 90 Q46 96 64 102 Q82 108 64 114 L64 124" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round"/>`),
  // Hair clippers: the rounded body with its switch, the blade and its row of teeth across the top.
  clippers: drawing(`
    <path d="M42 34 L86 34 Q94 80 84 120 Q64 128 44 120 Q34 80 42 34 Z" fill="#455a64"/>
    <path d="M36 24 L36 12 L40 4 L44 12 L48 4 L52 12 L56 4 L60 12 L64 4 L68 12 L72 4 L76 12 L80 4 L84 12 L88 4 L92 12 L92 24 Z" fill="#eceff1"/>
    <rect x="34" y="22" width="60" height="14" rx="3" fill="#b0bec5"/>
    <rect x="56" y="60" width="16" height="28" rx="7" fill="#ffca28"/>`),
  // A big lever: the curved toothed quadrant on its base, the long handle standing up from the pivot, its knob.
  lever: drawing(`
    <rect x="20" y="108" width="88" height="16" rx="3" fill="#795548"/>
    <path d="M24 108 Q64 64 104 108 Z" fill="#9e9e9e"/>
    <path d="M58 104 L80 10 L92 12 L70 106 Z" fill="#e53935"/>
    <circle cx="86" cy="12" r="10" fill="#212121"/>
    <circle cx="64" cy="104" r="8" fill="#616161"/>`),
  // An old mangle: two wooden rollers in an iron frame, the big crank wheel at the side with its handle, a tub below.
  mangle: drawing(`
    <path d="M26 30 L20 124 M102 30 L108 124" fill="none" stroke="#000" stroke-width="6"/>
    <rect x="22" y="20" width="84" height="12" rx="3" fill="#424242"/>
    <rect x="24" y="36" width="80" height="18" rx="9" fill="#d7ccc8"/>
    <rect x="24" y="56" width="80" height="18" rx="9" fill="#d7ccc8"/>
    <rect x="30" y="92" width="68" height="22" rx="4" fill="#90a4ae"/>
    <circle cx="110" cy="55" r="16" fill="#616161"/>
    <circle cx="110" cy="55" r="9" fill="#eeeeee"/>
    <rect x="106" y="24" width="8" height="32" rx="3" fill="#424242"/>
    <rect x="100" y="10" width="22" height="14" rx="5" fill="#8d6e63"/>`),
}
