import { drawing } from './drawing'

/** A straight leg from the body down to a foot on the ground, as one rounded bar. */
const leg = (x: number, top: number, width: number, fill: string, bottom = 124) =>
  `<rect x="${x}" y="${top}" width="${width}" height="${bottom - top}" rx="${Math.min(4, width / 2)}" fill="${fill}"/>`

/** A tail ring: a dark band across the coati's raised tail. */
const ring = (x: number, y: number) =>
  `<path d="M${x - 6} ${y} L${x + 6} ${y - 3}" fill="none" stroke="#3e2723" stroke-width="4"/>`

/**
 * Animals children ask for that were drawn as a kin and said (docs/decisions/0215-animals-kin-drawn.md), each
 * with what makes it that animal drawn big: the tarsier's huge round eyes and bat ears on a tiny body clinging
 * upright, the shoebill's great shoe-shaped bill on a tall grey bird, the coati's long pointed snout and ringed
 * tail held straight up. Side on and facing left like the other animals.
 */
export const ANIMALS_KIN_DRAWN = {
  // A tarsier: a tiny body sitting upright, two enormous round eyes filling its face, big thin ears, long
  // fingers gripping, and a long thin tail hanging down.
  tarsier: drawing(`
    <path d="M72 92 Q80 112 78 126" fill="none" stroke="#8d6e63" stroke-width="3"/>
    <path d="M44 78 Q46 58 64 56 Q84 58 86 80 Q86 104 66 108 Q46 106 44 78 Z" fill="#bcaaa4"/>
    <path d="M48 104 Q40 112 34 116 M56 106 Q54 116 52 120" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M30 18 Q22 4 34 6 Q42 12 40 26 Z M90 18 Q98 4 86 6 Q78 12 80 26 Z" fill="#d7ccc8"/>
    <path d="M28 38 Q28 16 60 16 Q92 16 92 38 Q92 62 60 64 Q28 62 28 38 Z" fill="#bcaaa4"/>
    <circle cx="45" cy="38" r="13" fill="#fff8e1"/><circle cx="75" cy="38" r="13" fill="#fff8e1"/>
    <circle cx="45" cy="38" r="7" fill="#212121"/><circle cx="75" cy="38" r="7" fill="#212121"/>
    <circle cx="42" cy="35" r="2" fill="#fff"/><circle cx="72" cy="35" r="2" fill="#fff"/>
    <path d="M57 52 L60 55 L63 52" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M50 74 Q38 80 32 90 M70 74 Q82 80 88 90" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M32 90 l-4 4 M32 90 l0 6 M32 90 l4 4 M88 90 l-4 4 M88 90 l0 6 M88 90 l4 4" fill="none" stroke="#000" stroke-width="2"/>`),
  // A shoebill: a tall grey stork-like bird on long legs, its huge broad bill shaped like a clog with a hooked
  // tip, a small tuft at the back of the head.
  shoebill: drawing(`
    <path d="M70 96 L66 124 M86 96 L90 124 M66 124 l-8 2 M66 124 l4 2 M90 124 l-6 2 M90 124 l6 2" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M54 60 Q60 44 80 46 Q108 52 112 82 Q110 100 88 102 Q62 102 56 84 Z" fill="#b0bec5"/>
    <path d="M80 60 Q100 66 108 88" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M52 62 Q50 50 54 40 L64 40 Q66 52 62 62 Z" fill="#b0bec5"/>
    <path d="M40 18 Q58 10 70 20 Q76 34 64 42 Q50 46 42 38 Z" fill="#cfd8dc"/>
    <path d="M70 22 Q78 16 76 26 Z" fill="#90a4ae"/>
    <path d="M44 24 Q24 20 8 30 Q4 34 8 38 Q10 44 16 40 Q30 42 46 38 Z" fill="#d7c7a0"/>
    <path d="M10 38 Q26 34 46 31" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="52" cy="26" r="3" fill="#212121"/>`),
  // A coati: a long low body on short legs, a long pointed upturned snout, and its long tail with dark rings
  // held straight up behind it.
  coati: drawing(
    `
    <path d="M96 80 Q104 50 106 14 Q110 8 114 14 Q114 50 106 84 Z" fill="#a1887f"/>
    ${ring(108, 26)}${ring(108, 40)}${ring(107, 54)}${ring(104, 68)}
    ${leg(52, 92, 9, '#6d4c41')}${leg(90, 92, 9, '#6d4c41')}
    <path d="M36 80 Q42 64 68 64 Q98 64 106 80 Q108 98 92 100 L50 100 Q36 96 36 80 Z" fill="#a1887f"/>
    ${leg(42, 94, 9, '#8d6e63')}${leg(80, 94, 9, '#8d6e63')}
    <ellipse cx="40" cy="62" rx="5" ry="6" fill="#a1887f"/>
    <path d="M46 70 Q46 86 32 84 Q16 80 4 72 Q0 68 4 66 Q18 62 30 62 Q44 62 46 70 Z" fill="#bcaaa4"/>
    <path d="M14 66 Q22 68 30 66" fill="none" stroke="#fafafa" stroke-width="2"/>
    <circle cx="30" cy="70" r="3" fill="#212121"/>
    <ellipse cx="3" cy="68" rx="2.6" ry="2.2" fill="#212121"/>`,
    128,
    128,
  ),
}
