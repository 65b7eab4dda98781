import { band, drawing } from './drawing'

/** A thin bird's leg as a filled band, so it stays a region at Easy. */
const stalk = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** A reed's stem, its plume bent over at the top and a long leaf, standing from the ground at x. */
function reed(x: number, top: number, lean: number) {
  const tip: [number, number] = [x + lean, top]
  return `
    ${stalk([[x, 128], [x + lean * 0.3, (128 + top) / 2], tip], 4, '#9ccc65')}
    <path d="M${tip[0]} ${top} Q${tip[0] + 14} ${top + 6} ${tip[0] + 12} ${top + 32} Q${tip[0] + 2} ${top + 18} ${tip[0] - 1} ${top + 6} Z" fill="#d7ccc8"/>
    <path d="M${x} ${110} Q${x - 16} ${90} ${x - 20} ${64} Q${x - 8} ${86} ${x + 2} ${100} Z" fill="#7cb342"/>`
}

/**
 * Birds that were drawn as a cousin and said, and the riverside things animals eat or sit among
 * (docs/decisions/0194-animals-drawn-as-themselves.md): the hornbill (its great curved bill and the casque on
 * top), the spoonbill (a wader whose bill ends in a flat spoon), reeds (tall stems with feathery plumes) and the
 * mayfly (upright wings and three long tail threads). Side on, facing left.
 */
export const BIRDS_AND_RIVERSIDE = {
  // A hornbill perched: the black body and long tail, the white belly, and the huge down-curved yellow bill with
  // the horn of a casque along its top.
  hornbill: drawing(`
    <path d="M84 80 L118 120 L104 124 L76 90 Z" fill="#37474f"/>
    <path d="M96 100 L110 116" fill="none" stroke="#000" stroke-width="1"/>
    ${stalk(
      [
        [62, 98],
        [60, 116],
        [54, 124],
      ],
      4,
      '#616161',
    )}
    ${stalk(
      [
        [72, 98],
        [72, 116],
        [66, 124],
      ],
      4,
      '#616161',
    )}
    <path d="M44 56 Q50 40 70 44 Q92 50 94 78 Q92 100 70 102 Q48 100 44 80 Z" fill="#37474f"/>
    <path d="M46 70 Q52 96 72 100 Q56 96 52 74 Z" fill="#fafafa"/>
    <path d="M58 56 Q80 54 88 80 Q74 70 60 70 Z" fill="#263238"/>
    <circle cx="48" cy="40" r="14" fill="#37474f"/>
    <path d="M38 34 Q20 36 6 52 Q2 60 4 66 Q14 52 38 48 Z" fill="#ffca28"/>
    <path d="M38 30 Q24 22 12 30 Q8 36 10 42 Q22 32 38 36 Z" fill="#fb8c00"/>
    <path d="M36 42 Q22 44 8 60" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="46" cy="37" r="4.5" fill="#fafafa"/><circle cx="45" cy="37" r="2.5" fill="#212121"/>`),
  // A spoonbill wading: long legs, a white body, the neck reaching forward and down, and the long flat bill that
  // widens at its end into a round spoon.
  spoonbill: drawing(`
    ${stalk(
      [
        [72, 84],
        [70, 104],
        [66, 124],
      ],
      4,
      '#e57373',
    )}
    ${stalk(
      [
        [82, 84],
        [88, 104],
        [90, 124],
      ],
      4,
      '#e57373',
    )}
    <path d="M100 62 L124 72 L102 78 Z" fill="#f8bbd0"/>
    <path d="M56 62 Q66 46 92 52 Q112 58 110 72 Q104 88 80 88 Q60 86 56 62 Z" fill="#fce4ec"/>
    <path d="M70 60 Q90 56 104 68 Q86 72 72 70 Z" fill="#f8bbd0"/>
    <path d="${band(
      [
        [62, 64],
        [52, 58],
        [46, 48],
        [42, 36],
      ],
      11,
    )}" fill="#fce4ec"/>
    <circle cx="40" cy="32" r="10" fill="#fce4ec"/>
    <path d="M32 30 L16 50 Q6 50 4 60 Q4 68 12 66 Q20 62 20 54 L34 36 Z" fill="#bdbdbd"/>
    <circle cx="38" cy="29" r="2.5" fill="#212121"/>`),
  // Reeds: three tall stems, each with a feathery plume bent over at the top and a long leaf.
  reed: drawing(`${reed(36, 14, -6)}${reed(62, 6, 4)}${reed(86, 20, 10)}`),
  // A mayfly: a slender curved body, two big upright wings, thin legs and three long threads from its tail.
  mayfly: drawing(
    `
    <path d="M84 64 Q104 62 126 54 M84 66 Q106 68 126 68 M84 68 Q102 74 124 82" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M40 58 L30 76 M48 60 L46 80 M56 60 L62 78" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M46 52 Q48 20 66 4 Q74 20 64 54 Z" fill="#e3f2fd"/>
    <path d="M56 52 Q68 24 88 14 Q90 34 70 56 Z" fill="#e3f2fd"/>
    <path d="M52 30 L62 14 M56 42 L72 26" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 56 Q50 50 70 56 Q80 60 88 64 Q76 68 60 64 Q40 64 30 62 Z" fill="#ffe082"/>
    <circle cx="28" cy="58" r="6" fill="#ffe082"/>
    <circle cx="25" cy="56" r="2" fill="#212121"/>`,
    128,
    90,
  ),
}
