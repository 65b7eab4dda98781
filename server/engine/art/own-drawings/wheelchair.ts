import { drawing, spokes } from './drawing'

/**
 * A wheelchair of Colorly's own: the emoji wheelchairs have no seat a person can be put on and differ in each
 * set. Seen from the side and facing right: the push handles at the top of its back on the left (where a
 * pusher's hands go), the backrest, the seat and the armrest, one big wheel with its hand rim and spokes, the
 * small front caster and the footplate.
 */
export const WHEELCHAIR = {
  'manual-wheelchair': drawing(`
    <path d="M8 16 L26 16 Q30 16 30 20 L30 22 Q30 26 26 26 L8 26 Q4 26 4 21 Q4 16 8 16 Z" fill="#616161"/>
    <path d="M22 24 L30 24 L38 92 L30 93 Z" fill="#9e9e9e"/>
    <path d="M84 70 L92 68 L108 108 L100 110 Z" fill="#9e9e9e"/>
    <rect x="96" y="106" width="24" height="7" rx="3" fill="#757575"/>
    <path d="M28 30 L42 28 L46 72 L32 74 Z" fill="#64b5f6"/>
    <rect x="32" y="64" width="62" height="12" rx="4" fill="#42a5f5"/>
    <circle cx="52" cy="88" r="36" fill="#616161"/>
    <circle cx="52" cy="88" r="29" fill="#e0e0e0"/>
    <path d="${spokes(52, 88, 7, 29, 8)}" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="52" cy="88" r="7" fill="#9e9e9e"/>
    <rect x="36" y="48" width="46" height="8" rx="4" fill="#bdbdbd"/>
    <path d="M76 54 L82 54 L84 68 L78 68 Z" fill="#9e9e9e"/>
    <circle cx="104" cy="116" r="8" fill="#616161"/>
    <circle cx="104" cy="116" r="3" fill="#e0e0e0"/>`),
}
