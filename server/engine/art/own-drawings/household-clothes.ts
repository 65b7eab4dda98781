import { drawing } from './drawing'

/**
 * Clothes laid flat for a page of the garment alone ("a waistcoat", "dungarees", "leggings", "a headband"),
 * which no emoji or icon family draws (docs/decisions/0160-household-things-and-worn-clothes.md). Worn by a
 * person, the figure draws the waistcoat, the dungarees and the leggings in its own lines
 * (scene/worn-on-figure.ts); a headband sits on the head as a hat does. Each panel is a closed region.
 */
export const HOUSEHOLD_CLOTHES = {
  // A waistcoat: two fronts meeting in a deep V, buttons down one edge, two welt pockets, the armholes cut
  // in at the sides and the pointed hem.
  vest: drawing(`
    <path d="M46 8 L30 14 Q34 32 24 42 L24 112 L60 122 L64 48 Z" fill="#8d6e63"/>
    <path d="M82 8 L98 14 Q94 32 104 42 L104 112 L68 122 L64 48 Z" fill="#8d6e63"/>
    <path d="M46 8 L82 8 L64 48 Z" fill="#fafafa"/>
    <rect x="32" y="74" width="20" height="6" rx="2" fill="#5d4037"/>
    <rect x="76" y="74" width="20" height="6" rx="2" fill="#5d4037"/>
    <circle cx="70" cy="62" r="3.5" fill="#ffd54f"/><circle cx="70" cy="80" r="3.5" fill="#ffd54f"/>
    <circle cx="70" cy="98" r="3.5" fill="#ffd54f"/>`),
  // Dungarees: the bib with its pocket, the two straps with buttons, the trousers with their side pockets
  // and turned-up cuffs.
  overalls: drawing(`
    <path d="M34 6 L46 6 L50 40 L40 40 Z" fill="#1976d2"/>
    <path d="M94 6 L82 6 L78 40 L88 40 Z" fill="#1976d2"/>
    <rect x="40" y="30" width="48" height="34" rx="3" fill="#42a5f5"/>
    <rect x="54" y="38" width="20" height="16" rx="2" fill="#1e88e5"/>
    <circle cx="45" cy="36" r="3.5" fill="#ffd54f"/><circle cx="83" cy="36" r="3.5" fill="#ffd54f"/>
    <path d="M36 62 L92 62 L98 114 L70 114 L64 80 L58 114 L30 114 Z" fill="#42a5f5"/>
    <path d="M30 112 L58 112 L58 124 L28 124 Z M70 112 L98 112 L100 124 L70 124 Z" fill="#1976d2"/>
    <path d="M38 66 Q44 78 52 66 Z M90 66 Q84 78 76 66 Z" fill="#1e88e5"/>`),
  // Leggings: a waistband and two long close-fitting legs down to the ankles, a stripe down the side of each.
  leggings: drawing(`
    <rect x="40" y="6" width="48" height="12" rx="3" fill="#ab47bc"/>
    <path d="M40 18 L88 18 L86 60 L80 122 L68 122 L64 44 L60 122 L48 122 L42 60 Z" fill="#ce93d8"/>
    <path d="M43 24 L47 24 L50 120 L48 120 Z M85 24 L81 24 L78 120 L80 120 Z" fill="#ab47bc"/>`),
  // A headband: the band arching over where the head is, round ends, a bow on top.
  headband: drawing(`
    <path d="M14 112 Q10 30 64 26 Q118 30 114 112 L104 112 Q104 40 64 38 Q24 40 24 112 Z" fill="#ec407a"/>
    <path d="M64 32 Q44 10 36 20 Q30 34 64 32 Z" fill="#f48fb1"/>
    <path d="M64 32 Q84 10 92 20 Q98 34 64 32 Z" fill="#f48fb1"/>
    <circle cx="64" cy="30" r="7" fill="#ec407a"/>`),
}
