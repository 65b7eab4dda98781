import { drawing } from './drawing'

/** A long sleeve from the shoulder at (sx, sy) out to a ribbed cuff, mirrored by `s` (-1 left, 1 right). */
const sleeve = (s: number, fill: string, cuff: string): string => {
  const x = (u: number) => (64 + s * u).toFixed(1)
  return `
    <path d="M${x(26)} 22 L${x(40)} 28 L${x(54)} 86 L${x(38)} 90 L${x(27)} 52 Z" fill="${fill}"/>
    <path d="M${x(54)} 86 L${x(38)} 90 L${x(40)} 102 L${x(57)} 98 Z" fill="${cuff}"/>`
}

/**
 * Clothes laid flat, for a page of the garment alone ("a skirt", "pajamas", "a dressing gown"): a pleated
 * skirt, a knitted sweater with its ribbed hem and cuffs, a buttoned cardigan, a pair of pyjamas (the buttoned
 * top over the trousers) and a belted dressing gown. Worn, a person's figure draws them in its own lines
 * (people/draw-figure.ts); these are the things on their own. Each panel is a closed region to colour.
 */
export const GARMENTS = {
  // A pleated skirt: the waistband with its button, four flared panels to the curved hem.
  skirt: drawing(`
    <rect x="36" y="20" width="56" height="14" rx="3" fill="#ec407a"/>
    <circle cx="84" cy="27" r="3.5" fill="#fce4ec"/>
    <path d="M36 34 L50 34 L44 106 Q30 104 14 100 Z" fill="#f48fb1"/>
    <path d="M50 34 L64 34 L64 108 Q54 108 44 106 Z" fill="#f06292"/>
    <path d="M64 34 L78 34 L84 106 Q74 108 64 108 Z" fill="#f48fb1"/>
    <path d="M78 34 L92 34 L114 100 Q98 104 84 106 Z" fill="#f06292"/>`),
  // A jumper: the body and long sleeves, a round ribbed neck, ribbed cuffs and hem, a knitted band across the
  // chest with diamonds in it.
  sweater: drawing(`
    ${sleeve(-1, '#4fc3f7', '#0288d1')}${sleeve(1, '#4fc3f7', '#0288d1')}
    <path d="M38 22 L90 22 L92 102 L36 102 Z" fill="#4fc3f7"/>
    <rect x="36" y="100" width="56" height="14" rx="2" fill="#0288d1"/>
    <path d="M37 52 L91 52 L91 68 L37 68 Z" fill="#fff59d"/>
    <path d="M44 60 L50 54 L56 60 L50 66 Z M58 60 L64 54 L70 60 L64 66 Z M72 60 L78 54 L84 60 L78 66 Z" fill="#ef5350"/>
    <path d="M48 20 Q64 34 80 20 L86 22 Q64 44 42 22 Z" fill="#0288d1"/>`),
  // A cardigan: a knitted jacket open in a V down the front, a shirt showing in the V, buttons down one edge,
  // two pockets, ribbed cuffs and hem.
  cardigan: drawing(`
    ${sleeve(-1, '#a1887f', '#6d4c41')}${sleeve(1, '#a1887f', '#6d4c41')}
    <path d="M50 20 L78 20 L64 60 Z" fill="#fafafa"/>
    <path d="M38 22 L50 20 L64 60 L64 102 L36 102 Z" fill="#a1887f"/>
    <path d="M90 22 L78 20 L64 60 L64 102 L92 102 Z" fill="#a1887f"/>
    <path d="M36 100 L64 100 L64 114 L36 114 Z M64 100 L92 100 L92 114 L64 114 Z" fill="#6d4c41"/>
    <rect x="41" y="78" width="16" height="14" rx="2" fill="#8d6e63"/>
    <rect x="71" y="78" width="16" height="14" rx="2" fill="#8d6e63"/>
    <circle cx="58" cy="66" r="5" fill="#ffe082"/><circle cx="58" cy="80" r="5" fill="#ffe082"/>
    <circle cx="58" cy="94" r="5" fill="#ffe082"/>`),
  // Pyjamas: the top with its collar, buttons and a pocket with a moon on it, lying over the trousers with
  // their waistband and cuffs.
  pajamas: drawing(`
    <path d="M40 72 L88 72 L94 124 L70 124 L64 92 L58 124 L34 124 Z" fill="#90caf9"/>
    <rect x="40" y="68" width="48" height="8" rx="2" fill="#64b5f6"/>
    <path d="M34 118 L58 118 L58 124 L34 124 Z M70 118 L94 118 L94 124 L70 124 Z" fill="#64b5f6"/>
    <path d="M44 6 L24 14 L12 38 L26 44 L36 28 L36 70 L92 70 L92 28 L102 44 L116 38 L104 14 L84 6 Z" fill="#bbdefb"/>
    <path d="M44 6 L64 22 L58 30 L40 14 Z M84 6 L64 22 L70 30 L88 14 Z" fill="#64b5f6"/>
    <rect x="72" y="38" width="14" height="14" rx="2" fill="#90caf9"/>
    <path d="M82 41 Q74 45 82 50 Q76 50 76 45 Q76 41 82 41 Z" fill="#fff59d"/>
    <circle cx="64" cy="38" r="4.5" fill="#fafafa"/><circle cx="64" cy="50" r="4.5" fill="#fafafa"/>
    <circle cx="64" cy="62" r="4.5" fill="#fafafa"/>`),
  // A dressing gown: long to the shins, its shawl collar round the neck, wide sleeves turned up at the cuffs,
  // the belt tied at the waist with its two ends hanging, two pockets.
  bathrobe: drawing(`
    <path d="M40 12 L24 20 L10 76 L28 82 L38 44 Z M88 12 L104 20 L118 76 L100 82 L90 44 Z" fill="#ce93d8"/>
    <path d="M10 76 L28 82 L26 94 L6 88 Z M118 76 L100 82 L102 94 L122 88 Z" fill="#ab47bc"/>
    <path d="M40 12 L88 12 L98 122 L30 122 Z" fill="#ce93d8"/>
    <path d="M52 12 L76 12 L64 44 Z" fill="#fafafa"/>
    <path d="M42 12 L52 12 L64 44 L76 12 L86 12 L68 60 L60 60 Z" fill="#ab47bc"/>
    <path d="M64 60 L72 122" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M35 66 L93 66 L94 76 L34 76 Z" fill="#ab47bc"/>
    <path d="M62 75 L56 100 L63 101 L67 75 Z M68 75 L76 98 L82 96 L72 75 Z" fill="#ab47bc"/>
    <rect x="60" y="63" width="12" height="16" rx="3" fill="#8e24aa"/>
    <rect x="36" y="86" width="16" height="16" rx="2" fill="#ba68c8"/>
    <rect x="78" y="86" width="16" height="16" rx="2" fill="#ba68c8"/>`),
}
