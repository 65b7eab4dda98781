import { band, drawing } from './drawing'

/** `n` points along a cubic curve, for a ringed tail drawn as segments. */
function cubic(p: number[], n: number): [number, number][] {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = p
  return Array.from({ length: n + 1 }, (_, k) => {
    const t = k / n
    const u = 1 - t
    return [
      u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
      u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
    ]
  })
}

/** A band along `points` cut into segments filled in turn: a ringed tail. */
const ringed = (points: [number, number][], width: number, fills: string[]) =>
  points
    .slice(1)
    .map((_, k) => `<path d="${band([points[k], points[k + 1]], width)}" fill="${fills[k % fills.length]}"/>`)
    .join('')

/** Animals no emoji draws that children ask for: the meerkat, lemur, hermit crab, groundhog and loon (more in animals.ts). */
export const MORE_ANIMALS = {
  // A meerkat standing up on guard: long body, paws held at the chest, dark eye patches, the tail as a prop.
  meerkat: drawing(`
    <path d="M74 104 Q100 108 110 124 L98 124 Q92 114 72 112 Z" fill="#a1887f"/>
    <circle cx="48" cy="26" r="6" fill="#a1887f"/><circle cx="80" cy="26" r="6" fill="#a1887f"/>
    <path d="M52 50 Q44 56 44 80 Q42 106 46 120 L82 120 Q86 106 84 80 Q84 56 76 50 Z" fill="#d7ccc8"/>
    <path d="M56 72 Q64 66 72 72 Q76 96 72 116 L56 116 Q52 96 56 72 Z" fill="#efebe9"/>
    <ellipse cx="50" cy="121" rx="10" ry="5" fill="#bcaaa4"/><ellipse cx="78" cy="121" rx="10" ry="5" fill="#bcaaa4"/>
    <path d="M50 58 Q42 72 54 78 L58 72 Q52 68 56 58 Z" fill="#bcaaa4"/>
    <path d="M78 58 Q86 72 74 78 L70 72 Q76 68 72 58 Z" fill="#bcaaa4"/>
    <path d="M46 30 Q46 12 64 12 Q82 12 82 30 Q80 44 64 54 Q48 44 46 30 Z" fill="#d7ccc8"/>
    <ellipse cx="56" cy="29" rx="5.5" ry="6" fill="#6d4c41"/><ellipse cx="72" cy="29" rx="5.5" ry="6" fill="#6d4c41"/>
    <circle cx="56" cy="30" r="3.5" fill="#212121"/><circle cx="72" cy="30" r="3.5" fill="#212121"/>
    <ellipse cx="64" cy="47" rx="4" ry="3" fill="#3e2723"/>`),
  // A ring-tailed lemur sitting up: the long tail ringed light and dark curling up behind it, the pale face
  // with dark eye patches and a dark pointed snout, pointed ears.
  lemur: drawing(`
    ${ringed(cubic([76, 112, 126, 112, 92, 52, 116, 6], 11), 13, ['#fafafa', '#616161'])}
    <path d="M46 56 Q36 80 38 112 Q40 122 52 122 L76 122 Q88 122 88 112 Q90 80 80 56 Z" fill="#bdbdbd"/>
    <ellipse cx="63" cy="94" rx="15" ry="22" fill="#f5f5f5"/>
    <ellipse cx="44" cy="108" rx="12" ry="14" fill="#9e9e9e"/><ellipse cx="82" cy="108" rx="12" ry="14" fill="#9e9e9e"/>
    <ellipse cx="44" cy="122" rx="11" ry="4" fill="#757575"/><ellipse cx="82" cy="122" rx="11" ry="4" fill="#757575"/>
    <path d="M48 62 Q38 84 48 100 L56 98 Q50 84 56 66 Z" fill="#9e9e9e"/>
    <path d="M78 62 Q88 84 78 100 L70 98 Q76 84 70 66 Z" fill="#9e9e9e"/>
    <path d="M44 30 L36 8 L56 22 Z" fill="#9e9e9e"/><path d="M84 30 L92 8 L72 22 Z" fill="#9e9e9e"/>
    <path d="M42 34 Q42 16 64 16 Q86 16 86 34 Q84 46 64 64 Q44 46 42 34 Z" fill="#fafafa"/>
    <path d="M47 23 Q64 13 81 23 Q71 27 64 38 Q57 27 47 23 Z" fill="#9e9e9e"/>
    <path d="M48 30 L62 36 L58 48 L46 40 Z" fill="#424242"/><path d="M80 30 L66 36 L70 48 L82 40 Z" fill="#424242"/>
    <circle cx="55" cy="38" r="3.5" fill="#ffb300"/><circle cx="73" cy="38" r="3.5" fill="#ffb300"/>
    <path d="M57 52 L71 52 L64 64 Z" fill="#424242"/>`),
  // A hermit crab carrying its spiral shell: the claws, eye stalks and red legs out of the shell's mouth.
  'hermit-crab': drawing(`
    <path d="M40 82 Q28 40 64 22 Q102 6 118 40 Q128 72 104 94 Q80 110 50 100 Z" fill="#ffcc80"/>
    <path d="M104 72 Q114 44 90 34 Q66 28 62 52 Q60 72 82 74 Q96 72 94 58 Q90 46 78 50" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M56 100 Q54 84 60 70 M72 104 Q70 92 74 80" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${band(
      [
        [44, 96],
        [28, 104],
        [20, 122],
      ],
      7,
    )}" fill="#ef5350"/>
    <path d="${band(
      [
        [50, 100],
        [40, 112],
        [38, 124],
      ],
      7,
    )}" fill="#ef5350"/>
    <path d="${band(
      [
        [58, 100],
        [56, 112],
        [60, 124],
      ],
      7,
    )}" fill="#ef5350"/>
    <ellipse cx="44" cy="88" rx="14" ry="15" fill="#8d6e63"/>
    <path d="${band(
      [
        [38, 80],
        [32, 56],
      ],
      5,
    )}" fill="#e57373"/>
    <path d="${band(
      [
        [46, 80],
        [48, 56],
      ],
      5,
    )}" fill="#e57373"/>
    <circle cx="32" cy="54" r="6" fill="#fafafa"/><circle cx="48" cy="54" r="6" fill="#fafafa"/>
    <circle cx="32" cy="54" r="2.5" fill="#212121"/><circle cx="48" cy="54" r="2.5" fill="#212121"/>
    <ellipse cx="34" cy="78" rx="10" ry="7" fill="#e57373"/>
    <path d="M40 86 Q16 78 8 92 Q4 108 20 110 Q30 106 30 98 L40 96 Z" fill="#ef5350"/>
    <path d="M8 96 L24 98" fill="none" stroke="#000" stroke-width="1"/>`),
  // A groundhog sat up out of its burrow: a round brown body, paws at the chest, buck teeth, the hole and the
  // heap of earth in front.
  groundhog: drawing(`
    <path d="M2 124 Q8 96 64 94 Q120 96 126 124 Z" fill="#bcaaa4"/>
    <ellipse cx="64" cy="108" rx="42" ry="12" fill="#5d4037"/>
    <circle cx="44" cy="16" r="7" fill="#8d6e63"/><circle cx="84" cy="16" r="7" fill="#8d6e63"/>
    <path d="M34 112 Q28 70 44 50 Q64 38 84 50 Q100 70 94 112 Z" fill="#a1887f"/>
    <ellipse cx="64" cy="86" rx="18" ry="22" fill="#d7ccc8"/>
    <ellipse cx="52" cy="66" rx="7" ry="10" fill="#8d6e63"/><ellipse cx="76" cy="66" rx="7" ry="10" fill="#8d6e63"/>
    <ellipse cx="64" cy="34" rx="26" ry="22" fill="#a1887f"/>
    <ellipse cx="64" cy="43" rx="13" ry="10" fill="#d7ccc8"/>
    <ellipse cx="64" cy="37" rx="5" ry="3.5" fill="#3e2723"/>
    <rect x="59" y="48" width="10" height="9" rx="1" fill="#fff"/>
    <path d="M64 48 L64 57" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="53" cy="28" r="3.5" fill="#3e2723"/><circle cx="75" cy="28" r="3.5" fill="#3e2723"/>
    <path d="M22 112 Q64 128 106 112 L110 124 L18 124 Z" fill="#bcaaa4"/>`),
  // A loon swimming low in the water: the dagger bill, the red eye, the striped collar and the chequered back.
  loon: drawing(`
    <path d="M28 84 Q40 62 80 64 Q112 66 124 80 Q114 96 80 98 L40 98 Q26 94 28 84 Z" fill="#757575"/>
    ${[72, 84, 96, 108]
      .flatMap((x, k) =>
        [72, 82].map(
          (y) =>
            `<rect x="${x - (y === 82 ? 6 : 0) - k}" y="${y}" width="7" height="5" rx="1" fill="#fafafa"/>`,
        ),
      )
      .join('')}
    <path d="M36 90 Q26 60 30 42 Q32 28 44 28 Q58 28 56 44 Q54 62 52 80 Z" fill="#616161"/>
    <path d="M34 40 L4 48 L34 48 Z" fill="#616161"/>
    <path d="M33 56 Q44 60 54 56 L53 64 Q44 68 32 64 Z" fill="#fafafa"/>
    <path d="M37 58 L37 65 M42 59 L42 66 M47 59 L47 66 M51 58 L51 65" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="42" cy="39" r="4" fill="#e53935"/>
    <path d="M2 90 Q18 84 34 90 Q50 96 66 90 Q82 84 98 90 Q114 96 126 90 L126 124 L2 124 Z" fill="#bbdefb"/>
    <path d="M14 112 Q24 108 34 112 M60 116 Q70 112 80 116 M96 110 Q106 106 116 110" fill="none" stroke="#000" stroke-width="1"/>`),
}
