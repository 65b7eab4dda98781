import { band, drawing } from './drawing'

/**
 * Hand tools and an instrument a child or a teacher names that no emoji or icon family draws
 * (docs/decisions/0177-made-things-by-kind.md): each drawn broad, since a tool is often drawn a hand's size.
 */
export const MADE_TOOLS_AND_MUSIC = {
  // A garden hoe from the front: the long handle down to a ferrule and a wide, shallow flat blade.
  hoe: drawing(`
    <rect x="59" y="4" width="10" height="92" rx="4" fill="#a1887f"/>
    <rect x="55" y="88" width="18" height="14" rx="3" fill="#9e9e9e"/>
    <path d="M22 100 L106 100 L100 124 L28 124 Z" fill="#bdbdbd"/>`),
  // A wooden mallet: a round barrel head (its end showing as an oval) on a straight handle.
  mallet: drawing(`
    <rect x="57" y="54" width="14" height="70" rx="5" fill="#bcaaa4"/>
    <rect x="12" y="18" width="96" height="44" rx="6" fill="#a1887f"/>
    <ellipse cx="108" cy="40" rx="10" ry="22" fill="#d7ccc8"/>
    <path d="M36 20 L36 60 M84 20 L84 60" fill="none" stroke="#000" stroke-width="1"/>`),
  // A crowbar: a long red bar, the top bent round into a hook with its split claw, the foot bent flat.
  crowbar: drawing(`
    <path d="${band(
      [
        [30, 122],
        [40, 108],
        [82, 30],
        [86, 20],
        [84, 12],
        [78, 7],
        [70, 6],
        [63, 9],
        [59, 15],
      ],
      11,
    )}" fill="#e53935"/>
    <path d="M36 116 L22 124 L32 126 Z" fill="#e53935"/>`),
  // A spirit level: a long bar with the bubble vial in a window in the middle and a hand-hole at each end.
  'spirit-level': drawing(
    `
    <rect x="4" y="8" width="120" height="36" rx="5" fill="#fdd835"/>
    <circle cx="20" cy="26" r="8" fill="#fff"/>
    <circle cx="108" cy="26" r="8" fill="#fff"/>
    <rect x="46" y="14" width="36" height="24" rx="4" fill="#424242"/>
    <rect x="50" y="19" width="28" height="14" rx="7" fill="#c5e1a5"/>
    <circle cx="64" cy="26" r="5" fill="#f1f8e9"/>
    <path d="M56 19 L56 33 M72 19 L72 33" fill="none" stroke="#000" stroke-width="1"/>`,
    128,
    52,
  ),
  // A wood chisel: a round-ended wooden handle, the metal ferrule, a broad flat blade bevelled to its edge.
  chisel: drawing(`
    <rect x="46" y="4" width="36" height="52" rx="14" fill="#a1887f"/>
    <rect x="50" y="52" width="28" height="10" rx="2" fill="#9e9e9e"/>
    <path d="M54 62 L74 62 L78 108 L50 108 Z" fill="#cfd8dc"/>
    <path d="M50 108 L78 108 L74 124 L54 124 Z" fill="#eceff1"/>`),
  // A hacksaw: the bow-shaped metal frame, the pistol grip at one end, the toothed blade straight across.
  hacksaw: drawing(`
    <path d="${band(
      [
        [14, 92],
        [14, 34],
        [96, 34],
        [96, 92],
      ],
      9,
    )}" fill="#1e88e5"/>
    <path d="M90 84 L106 84 Q122 96 118 122 L104 124 Q102 104 92 98 Z" fill="#212121"/>
    <rect x="8" y="86" width="96" height="10" fill="#eceff1"/>
    <path d="M10 96 L14 102 L18 96 L22 102 L26 96 L30 102 L34 96 L38 102 L42 96 L46 102 L50 96 L54 102 L58 96 L62 102 L66 96 L70 102 L74 96 L78 102 L82 96 L86 102 L90 96" fill="none" stroke="#000" stroke-width="1"/>`),
  // Garden shears: two long straight blades crossing at the pivot bolt, two wooden handles below.
  'garden-shears': drawing(`
    <path d="${band(
      [
        [60, 76],
        [26, 124],
      ],
      18,
    )}" fill="#8d6e63"/>
    <path d="${band(
      [
        [68, 76],
        [102, 124],
      ],
      18,
    )}" fill="#8d6e63"/>
    <path d="M56 78 L18 4 L34 12 L72 70 Z" fill="#cfd8dc"/>
    <path d="M72 78 L110 4 L94 12 L56 70 Z" fill="#b0bec5"/>
    <circle cx="64" cy="74" r="7" fill="#616161"/>`),
  // A drum kit from the front: the big bass drum with its front skin, two toms on it, the snare at the side,
  // two cymbals on their stands.
  'drum-kit': drawing(`
    <path d="M14 40 L14 118 M114 40 L114 118 M6 122 L14 112 L22 122 M106 122 L114 112 L122 122" fill="none" stroke="#000" stroke-width="1.5"/>
    <ellipse cx="14" cy="36" rx="14" ry="4" fill="#ffd54f"/>
    <ellipse cx="114" cy="36" rx="14" ry="4" fill="#ffd54f"/>
    <rect x="26" y="82" width="26" height="22" fill="#e53935"/>
    <ellipse cx="39" cy="82" rx="13" ry="4" fill="#eeeeee"/>
    <circle cx="70" cy="92" r="30" fill="#e53935"/>
    <circle cx="70" cy="92" r="22" fill="#fafafa"/>
    <rect x="46" y="48" width="22" height="16" rx="2" fill="#e53935"/>
    <ellipse cx="57" cy="48" rx="11" ry="4" fill="#eeeeee"/>
    <rect x="74" y="46" width="24" height="18" rx="2" fill="#e53935"/>
    <ellipse cx="86" cy="46" rx="12" ry="4" fill="#eeeeee"/>`),
}

/** A child's slingshot and a gong: played with and struck. */
export const MADE_TOYS_AND_GONG = {
  // A slingshot: the wooden Y, the rubber band stretched between its prongs to the pouch pulled back.
  slingshot: drawing(`
    <path d="${band(
      [
        [34, 14],
        [38, 46],
        [64, 78],
        [90, 46],
        [94, 14],
      ],
      14,
    )}" fill="#a1887f"/>
    <path d="${band(
      [
        [64, 124],
        [64, 84],
      ],
      16,
    )}" fill="#a1887f"/>
    <path d="M34 18 L60 46 M94 18 L68 46" fill="none" stroke="#000" stroke-width="2.5"/>
    <rect x="54" y="40" width="20" height="14" rx="6" fill="#795548"/>`),
  // A gong: the big round brass disc with its raised boss, hung by two cords in its wooden frame, the beater.
  gong: drawing(`
    <rect x="8" y="8" width="112" height="12" rx="3" fill="#8d6e63"/>
    <rect x="8" y="8" width="12" height="116" rx="3" fill="#8d6e63"/>
    <rect x="108" y="8" width="12" height="116" rx="3" fill="#8d6e63"/>
    <path d="M50 20 L54 34 M78 20 L74 34" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="64" cy="74" r="40" fill="#ffca28"/>
    <circle cx="64" cy="74" r="30" fill="#ffd54f"/>
    <circle cx="64" cy="74" r="12" fill="#ffb300"/>
    <path d="${band(
      [
        [96, 124],
        [112, 96],
      ],
      6,
    )}" fill="#a1887f"/>
    <circle cx="114" cy="92" r="9" fill="#eeeeee"/>`),
}
