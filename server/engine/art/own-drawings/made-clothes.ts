import { drawing } from './drawing'

/**
 * Clothes a child names that no emoji or icon family draws (docs/decisions/0177-made-things-by-kind.md), laid out
 * for a page of the garment alone. Worn by a person, the figure draws the suit, the tracksuit, the veil, the tutu
 * and the beret in its own lines (scene/worn-on-figure.ts).
 */
export const MADE_CLOTHES = {
  // A suit: the jacket with its lapels open over the shirt and tie, two buttons and pockets, the trousers below.
  suit: drawing(`
    <path d="M44 76 L84 76 L88 124 L68 124 L64 92 L60 124 L40 124 Z" fill="#78909c"/>
    <path d="M40 8 L22 16 L8 70 L20 72 L30 40 L30 84 L98 84 L98 40 L108 72 L120 70 L106 16 L88 8 Z" fill="#607d8b"/>
    <path d="M48 8 L80 8 L64 50 Z" fill="#fafafa"/>
    <path d="M60 12 L68 12 L70 42 L64 50 L58 42 Z" fill="#e53935"/>
    <path d="M40 8 L48 8 L64 50 L50 36 L54 28 L44 24 Z" fill="#546e7a"/>
    <path d="M88 8 L80 8 L64 50 L78 36 L74 28 L84 24 Z" fill="#546e7a"/>
    <circle cx="64" cy="62" r="4" fill="#263238"/>
    <circle cx="64" cy="76" r="4" fill="#263238"/>
    <rect x="36" y="64" width="18" height="5" rx="2" fill="#263238"/>
    <rect x="74" y="64" width="18" height="5" rx="2" fill="#263238"/>`),
  // A tracksuit: the zipped top with its stand-up collar, a stripe down each sleeve and a ribbed hem, the
  // trousers below with a stripe down each leg.
  tracksuit: drawing(`
    <path d="M42 70 L86 70 L90 122 L70 122 L64 86 L58 122 L38 122 Z" fill="#1e88e5"/>
    <path d="M46 74 L50 74 L46 120 L42 120 Z M82 74 L78 74 L82 120 L86 120 Z" fill="#fafafa"/>
    <path d="M44 10 L22 18 L6 70 L20 74 L32 42 L32 74 L96 74 L96 42 L108 74 L122 70 L106 18 L84 10 Z" fill="#1e88e5"/>
    <path d="M22 18 L28 20 L14 72 L8 70 Z M106 18 L100 20 L114 72 L120 70 Z" fill="#fafafa"/>
    <path d="M44 6 L84 6 L84 16 L44 16 Z" fill="#1565c0"/>
    <rect x="32" y="64" width="64" height="10" fill="#1565c0"/>
    <path d="M64 16 L64 64" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="59" y="18" width="10" height="12" rx="2" fill="#eeeeee"/>`),
  // A bride's veil: a headband with three flowers along it and the long veil falling wide below, two folds.
  veil: drawing(`
    <path d="M40 22 Q24 70 10 124 L118 124 Q104 70 88 22 Z" fill="#f5f5f5"/>
    <path d="M52 30 Q44 80 40 122 M76 30 Q84 80 88 122" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M34 24 Q64 4 94 24 L90 32 Q64 14 38 32 Z" fill="#e0e0e0"/>
    <circle cx="46" cy="18" r="7" fill="#f8bbd0"/>
    <circle cx="64" cy="12" r="8" fill="#f8bbd0"/>
    <circle cx="82" cy="18" r="7" fill="#f8bbd0"/>`),
  // A ballet tutu: the fitted bodice on its two straps, the wide stiff skirt standing out flat in two frilled
  // layers.
  tutu: drawing(`
    <path d="M44 12 L50 12 L52 34 L46 34 Z M84 12 L78 12 L76 34 L82 34 Z" fill="#f48fb1"/>
    <path d="M44 32 L84 32 L80 74 L48 74 Z" fill="#f48fb1"/>
    <path d="M44 80 L84 80 L126 94 L118 108 L104 102 L90 112 L76 106 L64 114 L52 106 L38 112 L24 102 L10 108 L2 94 Z" fill="#fce4ec"/>
    <path d="M50 72 L78 72 L124 88 L116 98 L104 94 L92 104 L78 98 L64 106 L50 98 L36 104 L24 94 L12 98 L4 88 Z" fill="#f8bbd0"/>
    <rect x="46" y="70" width="36" height="10" rx="3" fill="#ec407a"/>`),
  // A headscarf (a hijab): the cloth round an open face, its two ends falling over the shoulders.
  headscarf: drawing(`
    <path d="M64 6 Q112 6 112 60 Q112 96 124 122 L4 122 Q16 96 16 60 Q16 6 64 6 Z" fill="#7e57c2"/>
    <path d="M64 24 Q92 24 92 58 Q92 92 64 96 Q36 92 36 58 Q36 24 64 24 Z" fill="#fafafa"/>
    <path d="M30 100 Q64 114 98 100" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A beret: a soft flat round cap, tilted, with its little stalk on top and the band round the head.
  beret: drawing(
    `
    <path d="M6 58 Q10 20 64 16 Q122 14 124 48 Q120 66 84 68 L40 72 Q8 74 6 58 Z" fill="#c62828"/>
    <path d="M28 64 Q64 58 98 64 L98 78 Q64 72 28 78 Z" fill="#8e0000"/>
    <path d="M58 18 L60 2 L72 4 L70 18 Z" fill="#e57373"/>`,
    128,
    84,
  ),
}

/** Hats and a wetsuit from many places and pastimes, drawn alone; a bandana and a turban are worn on the head. */
export const MADE_HATS_AND_SUITS = {
  // A bandana: a square scarf folded into a triangle, knotted, spots over it.
  bandana: drawing(
    `
    <path d="M6 20 L122 20 L64 104 Z" fill="#e53935"/>
    <path d="M6 20 L0 8 L14 14 Z M122 20 L128 8 L114 14 Z" fill="#e53935"/>
    <path d="M12 30 L116 30" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="40" cy="44" r="5" fill="#fff"/><circle cx="64" cy="46" r="5" fill="#fff"/>
    <circle cx="88" cy="44" r="5" fill="#fff"/><circle cx="52" cy="64" r="5" fill="#fff"/>
    <circle cx="76" cy="64" r="5" fill="#fff"/><circle cx="64" cy="84" r="5" fill="#fff"/>`,
    128,
    108,
  ),
  // A turban: wound cloth in folds crossing to a point at the front, a jewel pinned there.
  turban: drawing(
    `
    <path d="M8 88 Q4 30 64 14 Q124 30 120 88 Q64 100 8 88 Z" fill="#ffb74d"/>
    <path d="M10 70 Q40 40 64 84 M118 70 Q88 40 64 84 M16 48 Q48 24 70 78 M112 48 Q80 24 58 78" fill="none" stroke="#000" stroke-width="1.2"/>
    <circle cx="64" cy="58" r="9" fill="#e53935"/>`,
    128,
    100,
  ),
  // A fez: a short flat-topped cone of red felt, a tassel hanging from the middle of the top.
  fez: drawing(
    `
    <path d="M32 16 L96 16 L108 96 Q64 108 20 96 Z" fill="#d32f2f"/>
    <ellipse cx="64" cy="16" rx="32" ry="7" fill="#e57373"/>
    <path d="M64 16 Q84 20 90 50" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M84 48 L96 48 L100 70 L80 70 Z" fill="#212121"/>`,
    128,
    108,
  ),
  // A wetsuit: one piece from the neck to the ankles, long sleeves, the zip up the back shown as a panel down
  // the chest, a coloured stripe across the shoulders.
  wetsuit: drawing(`
    <path d="M44 8 L22 16 L6 70 L20 74 L32 42 L34 76 L40 124 L60 124 L64 84 L68 124 L88 124 L94 76 L96 42 L108 74 L122 70 L106 16 L84 8 Q64 18 44 8 Z" fill="#37474f"/>
    <path d="M22 16 L44 8 Q64 18 84 8 L106 16 L100 34 Q64 44 28 34 Z" fill="#26c6da"/>
    <path d="M64 40 L64 84" fill="none" stroke="#000" stroke-width="1.5"/>`),
}
