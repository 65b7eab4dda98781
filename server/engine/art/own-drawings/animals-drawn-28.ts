import { band, drawing } from './drawing'

/** A thin bird's leg down to three toes on the ground, as strokes. */
const birdLeg = (x: number, top: number, bottom: number, lean = 0) =>
  `<path d="M${x} ${top} L${x + lean} ${bottom} M${x + lean} ${bottom} l-7 2 M${x + lean} ${bottom} l3 3 M${x + lean} ${bottom} l5 1" fill="none" stroke="#000" stroke-width="3"/>`

/** `count` thin wedges from a centre to radius `r`: the ribs of a lizard's frill, as regions to colour. */
function frillRays(cx: number, cy: number, r: number, count: number): string {
  let d = ''
  for (let k = 0; k < count; k++) {
    const a = ((k + 0.5) * 2 * Math.PI) / count
    const [a0, a1] = [a - 0.07, a + 0.07]
    d += `M${cx} ${cy}L${(cx + r * Math.cos(a0)).toFixed(1)} ${(cy + r * Math.sin(a0)).toFixed(1)}L${(cx + r * Math.cos(a1)).toFixed(1)} ${(cy + r * Math.sin(a1)).toFixed(1)}Z`
  }
  return d
}

/**
 * Animals children name that were drawn as another animal (docs/decisions/0234-peahen-drawn.md), side on
 * and facing left like the other animals: the peahen, the peacock's mate, a plain brown bird with no fan, known by
 * the little fan crest of feathers on stalks on her head, her long slim neck and short tail; the walrus whole
 * (a head alone before), lying with its tusks and whiskered muzzle, so a beach of them is walruses lying there.
 */
export const ANIMALS_DRAWN_28 = {
  // A walrus lying on the ground: a great heavy body, a front flipper under the chest and the back flippers
  // spread behind, a round head with a whiskered muzzle of two round pads and two long white tusks hanging down.
  walrus: drawing(
    `
    <path d="M106 84 L126 72 L124 94 Z" fill="#8d6e63"/>
    <path d="M102 90 L122 98 L96 98 Z" fill="#8d6e63"/>
    <path d="M30 50 Q50 28 84 34 Q116 42 120 78 Q122 92 108 94 L42 94 Q24 88 30 50 Z" fill="#a1887f"/>
    <path d="M54 46 Q60 58 55 70" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M48 78 Q46 92 30 98 Q46 100 60 98 Q62 88 58 78 Z" fill="#8d6e63"/>
    <ellipse cx="30" cy="44" rx="22" ry="20" fill="#a1887f"/>
    <path d="M17 60 L14 92 L21 92 L24 60 Z" fill="#fafafa"/>
    <path d="M30 61 L30 94 L37 94 L37 60 Z" fill="#fafafa"/>
    <circle cx="20" cy="56" r="8.5" fill="#bcaaa4"/><circle cx="33" cy="56" r="8.5" fill="#bcaaa4"/>
    <ellipse cx="26" cy="48" rx="4.5" ry="3" fill="#4e342e"/>
    <path d="M12 54 L3 51 M12 58 L3 59 M41 54 L48 51" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="33" cy="36" r="3" fill="#212121"/>`,
    128,
    100,
  ),
  // A spider dangling on its thread: the silk a line from the top of the drawing to a round body, a smaller
  // head below it, four bent legs a side spread out, two big friendly eyes.
  'dangling-spider': drawing(
    `
    <path d="M40 0 L40 50" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M30 70 Q14 58 8 44 M30 76 Q10 72 2 62 M30 84 Q10 88 4 100 M32 90 Q18 100 16 114" fill="none" stroke="#000" stroke-width="5"/>
    <path d="M50 70 Q66 58 72 44 M50 76 Q70 72 78 62 M50 84 Q70 88 76 100 M48 90 Q62 100 64 114" fill="none" stroke="#000" stroke-width="5"/>
    <ellipse cx="40" cy="66" rx="15" ry="17" fill="#5d4037"/>
    <circle cx="40" cy="92" r="11" fill="#6d4c41"/>
    <circle cx="35" cy="92" r="4.2" fill="#fafafa"/><circle cx="45" cy="92" r="4.2" fill="#fafafa"/>
    <circle cx="35" cy="93" r="2" fill="#212121"/><circle cx="45" cy="93" r="2" fill="#212121"/>`,
    80,
    128,
  ),
  // A peahen: a brown body on thin legs, a short drooping tail, a long slim green-grey neck, a small head with a
  // white face stripe and the peafowl's crest of feathers on bare stalks fanning up from it.
  peahen: drawing(`
    ${birdLeg(68, 92, 120, -2)}${birdLeg(82, 92, 120, 2)}
    <path d="M96 66 Q116 70 126 96 Q112 100 96 88 Z" fill="#8d6e63"/>
    <path d="M44 74 Q50 54 74 56 Q100 58 106 76 Q104 96 78 98 Q52 98 44 74 Z" fill="#a1887f"/>
    <path d="M62 70 Q80 62 100 72 Q96 86 78 88 Q64 84 62 70 Z" fill="#8d6e63"/>
    <path d="M70 74 Q80 72 92 78" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M26 36 Q30 48 36 58 Q42 70 50 74 L58 62 Q48 54 44 44 Q40 36 38 30 Z" fill="#80cbc4"/>
    <path d="M28 16 L21 8 M32 15 L29 5 M36 15 L39 5 M40 17 L47 9" fill="none" stroke="#000" stroke-width="3"/>
    <circle cx="20" cy="7" r="5" fill="#4db6ac"/><circle cx="29" cy="4" r="5" fill="#4db6ac"/>
    <circle cx="39" cy="4" r="5" fill="#4db6ac"/><circle cx="48" cy="8" r="5" fill="#4db6ac"/>
    <path d="M21 28 Q21 15 33 15 Q45 16 44 29 Q43 40 32 40 Q21 38 21 28 Z" fill="#a1887f"/>
    <path d="M24 30 Q33 26 43 31 Q33 35 24 30 Z" fill="#fafafa"/>
    <path d="M23 24 L6 29 L23 34 Z" fill="#9e9e9e"/>
    <circle cx="30" cy="24" r="2.8" fill="#212121"/>`),
  // A frilled lizard running up on its back legs with its frill open: the great round frill spread like an
  // umbrella round its neck, ribbed from the throat, the head before it with the mouth agape, the body leaning
  // up from the hips, two long back legs mid-stride, little arms, and the long tail trailing on the ground.
  'frilled-lizard': drawing(
    `
    <path d="${band(
      [
        [70, 76],
        [90, 86],
        [108, 96],
        [124, 104],
      ],
      9,
    )}" fill="#a1887f"/>
    <path d="${band(
      [
        [66, 78],
        [56, 90],
        [60, 104],
      ],
      8,
    )}" fill="#8d6e63"/>
    <path d="M60 104 L50 106 L50 110 L66 108 Z" fill="#8d6e63"/>
    <path d="${band(
      [
        [72, 78],
        [84, 90],
        [78, 102],
      ],
      8,
    )}" fill="#8d6e63"/>
    <path d="M78 102 L72 108 L88 108 L84 102 Z" fill="#8d6e63"/>
    <path d="M40 40 Q60 38 76 66 Q82 82 68 84 Q54 82 42 56 Z" fill="#a1887f"/>
    <path d="M50 52 Q60 58 66 70" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="40" cy="38" r="31" fill="#ff8a65"/>
    <path d="${frillRays(40, 38, 31, 14)}" fill="#e64a19"/>
    <path d="${band(
      [
        [46, 50],
        [40, 60],
        [32, 62],
      ],
      5,
    )}" fill="#8d6e63"/>
    <path d="M14 34 Q22 24 40 28 Q52 32 50 42 Q44 48 34 46 L24 44 L10 50 L18 40 Z" fill="#a1887f"/>
    <path d="M10 50 L24 44 L18 40 Z" fill="#e57373"/>
    <circle cx="36" cy="35" r="3.5" fill="#212121"/>`,
    128,
    112,
  ),
}
