import { drawing } from './drawing'

/**
 * Things people hold and use that no emoji or icon family draws (docs/decisions/0221-held-sport-tools-drawn.md):
 * a discus, juggling balls, a conductor's baton, a whip, an ice scraper, a sanding block, snowshoes, a pair of
 * poles, a hang glider and an athletics hammer. Each drawn broad and closed, recognisable at a hand's size.
 */
export const HELD_SPORT_TOOLS = {
  // A discus seen tilted: the flat rim, the raised face and its round metal centre.
  discus: drawing(
    `
    <ellipse cx="64" cy="44" rx="58" ry="34" fill="#8d6e63"/>
    <ellipse cx="64" cy="40" rx="44" ry="24" fill="#bcaaa4"/>
    <ellipse cx="64" cy="38" rx="16" ry="9" fill="#bdbdbd"/>`,
    128,
    84,
  ),
  // Three juggling balls in an arc, each with a band round it.
  'juggling-balls': drawing(`
    <circle cx="26" cy="92" r="20" fill="#e53935"/>
    <path d="M8 84 Q26 100 44 84 L44 92 Q26 108 8 92 Z" fill="#ffeb3b"/>
    <circle cx="64" cy="30" r="20" fill="#1e88e5"/>
    <path d="M46 22 Q64 38 82 22 L82 30 Q64 46 46 30 Z" fill="#ffeb3b"/>
    <circle cx="102" cy="92" r="20" fill="#43a047"/>
    <path d="M84 84 Q102 100 120 84 L120 92 Q102 108 84 92 Z" fill="#ffeb3b"/>`),
  // A conductor's baton: the pear-shaped cork grip and the long thin white stick.
  'conductor-baton': drawing(
    `
    <path d="M10 20 Q4 10 14 6 Q26 4 30 14 L26 22 Z" fill="#a1887f"/>
    <path d="M24 12 L124 34 L122 40 L22 20 Z" fill="#fafafa"/>`,
    128,
    44,
  ),
  // A whip: the plaited handle, its knob, and the lash curling out, a tapering band.
  whip: drawing(`
    <rect x="8" y="96" width="44" height="14" rx="6" fill="#6d4c41"/>
    <circle cx="10" cy="103" r="9" fill="#4e342e"/>
    <path d="M50 96 Q92 84 104 50 Q112 22 88 18 Q70 18 72 36 L78 36 Q78 26 88 26 Q104 28 96 50 Q84 80 50 110 Z" fill="#a1887f"/>`),
  // An ice scraper: the handle and the wide flat blade at its end.
  'ice-scraper': drawing(
    `
    <rect x="8" y="30" width="66" height="22" rx="11" fill="#1e88e5"/>
    <path d="M70 24 L112 8 Q120 6 120 14 L120 68 Q120 76 112 74 L70 58 Z" fill="#90caf9"/>
    <path d="M116 10 L116 72" fill="none" stroke="#000" stroke-width="2"/>`,
    128,
    84,
  ),
  // A sanding block: the wooden block with its grip groove, the sheet of sandpaper wrapped under it, its grit.
  sandpaper: drawing(
    `
    <path d="M8 50 L120 50 L120 70 Q120 76 114 76 L14 76 Q8 76 8 70 Z" fill="#ffcc80"/>
    <rect x="14" y="16" width="100" height="36" rx="8" fill="#a1887f"/>
    <path d="M30 30 Q64 22 98 30" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M20 62 L22 62 M34 66 L36 66 M48 60 L50 60 M62 66 L64 66 M76 62 L78 62 M90 66 L92 66 M104 60 L106 60" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round"/>`,
    128,
    84,
  ),
  // A pair of snowshoes: two long oval frames with their webbing and the binding in the middle.
  snowshoes: drawing(`
    <path d="M34 4 Q60 6 58 60 Q56 104 40 124 L28 124 Q12 104 10 60 Q8 6 34 4 Z" fill="#8d6e63"/>
    <path d="M34 14 Q50 16 49 60 Q48 98 36 114 L32 114 Q20 98 19 60 Q18 16 34 14 Z" fill="#eeeeee"/>
    <rect x="22" y="44" width="24" height="16" rx="3" fill="#424242"/>
    <path d="M94 4 Q120 6 118 60 Q116 104 100 124 L88 124 Q72 104 70 60 Q68 6 94 4 Z" fill="#8d6e63"/>
    <path d="M94 14 Q110 16 109 60 Q108 98 96 114 L92 114 Q80 98 79 60 Q78 16 94 14 Z" fill="#eeeeee"/>
    <rect x="82" y="44" width="24" height="16" rx="3" fill="#424242"/>
    <path d="M22 30 L46 80 M46 30 L22 80 M82 30 L106 80 M106 30 L82 80" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A pair of poles (ski poles, walking poles): the grips and straps, the long shafts, the round baskets.
  'ski-poles': drawing(`
    <rect x="36" y="4" width="14" height="24" rx="6" fill="#e53935"/>
    <rect x="40" y="26" width="6" height="94" fill="#90a4ae"/>
    <ellipse cx="43" cy="108" rx="14" ry="5" fill="#424242"/>
    <rect x="78" y="4" width="14" height="24" rx="6" fill="#e53935"/>
    <rect x="82" y="26" width="6" height="94" fill="#90a4ae"/>
    <ellipse cx="85" cy="108" rx="14" ry="5" fill="#424242"/>`),
  // A hang glider: the wide delta wing seen from below, its keel, and the triangle of the control bar.
  'hang-glider': drawing(
    `
    <path d="M64 6 Q90 30 124 56 Q96 50 64 58 Q32 50 4 56 Q38 30 64 6 Z" fill="#ff7043"/>
    <path d="M64 8 Q78 30 96 50 Q80 52 64 58 Z" fill="#ffca28"/>
    <path d="M64 58 L46 92 L82 92 Z M64 64 L78 88 L50 88 Z" fill="#9e9e9e" fill-rule="evenodd"/>`,
    128,
    96,
  ),
  // An athletics hammer: the heavy metal ball, the wire and the triangular grip at its end.
  'athletics-hammer': drawing(`
    <circle cx="92" cy="96" r="26" fill="#616161"/>
    <path d="M84 78 Q86 80 84 82 L34 36 Q32 34 36 32 Z" fill="#9e9e9e"/>
    <path d="M34 36 L10 24 L26 4 Z M30 30 L16 23 L25 12 Z" fill="#e53935" fill-rule="evenodd"/>
    <path d="M80 88 Q88 80 98 84" fill="none" stroke="#000" stroke-width="2"/>`),
}
