import { band, drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A leg, an arm or a branch as a filled band through `points`: thin parts that stay regions at Easy. */
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** The same band mirrored top to bottom about y = 64: a leg on the far side of a body seen from above. */
const mirrored = (points: [number, number][], width: number, fill: string) =>
  strip(
    points.map(([x, y]) => [x, 128 - y]),
    width,
    fill,
  )

/** A frost feather from (x, y) along `deg`: a stem with barbs leaning to its tip, drawn as lines. */
function frostFeather(x: number, y: number, deg: number, len: number) {
  const r = (deg * Math.PI) / 180
  const [c, s] = [Math.cos(r), Math.sin(r)]
  const at = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`
  let d = `M${at(0, 0)} L${at(len, 0)}`
  for (let u = len * 0.2; u < len * 0.95; u += len * 0.16) {
    const b = (len - u) * 0.35 + 2
    d += ` M${at(u, 0)} L${at(u + b * 0.7, -b)} M${at(u, 0)} L${at(u + b * 0.7, b)}`
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="1.2"/>`
}

/** A hailstone: a ball of ice with a glint, and two short streaks above it where it fell from. */
const hailstone = (x: number, y: number, r: number) =>
  `<path d="M${x - r * 0.5} ${y - r - 4} L${x - r * 0.5 - 3} ${y - r - 12} M${x + r * 0.4} ${y - r - 4} L${x + r * 0.4 - 3} ${y - r - 12}" fill="none" stroke="#000" stroke-width="1.2"/><circle cx="${x}" cy="${y}" r="${r}" fill="#e1f5fe"/><ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.35)}" rx="${f(r * 0.3)}" ry="${f(r * 0.2)}" transform="rotate(-40 ${f(x - r * 0.35)} ${f(y - r * 0.35)})" fill="#fafafa"/>`

/**
 * Animals and weather children name that no emoji, icon family or earlier drawing holds
 * (docs/decisions/0138-more-things-drawn.md). Animals side on and facing left, feet on the bottom edge, as the
 * other animals, or from above where that is how a child sees them (a tick, a cicada); what tells each from
 * the animal it would be mistaken for is drawn big.
 */
export const MORE_NATURE = {
  // Frost on a window: four panes feathered with frost ferns from the corners, frost banked along the bottom
  // of each pane, icicles under the sill.
  frost: drawing(`
    <rect x="10" y="6" width="108" height="106" rx="3" fill="#a1887f"/>
    ${[
      [18, 14],
      [68, 14],
      [18, 62],
      [68, 62],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="42" height="42" fill="#e3f2fd"/>`)
      .join('')}
    ${frostFeather(18, 14, 40, 30)}${frostFeather(18, 14, 70, 20)}${frostFeather(110, 14, 140, 30)}${frostFeather(110, 14, 110, 18)}
    ${frostFeather(60, 14, 120, 22)}${frostFeather(68, 14, 60, 22)}
    ${frostFeather(18, 104, -40, 28)}${frostFeather(110, 104, -140, 28)}${frostFeather(60, 104, -120, 20)}${frostFeather(68, 104, -60, 20)}
    ${[
      [18, 56],
      [68, 56],
      [18, 104],
      [68, 104],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y} Q${x + 7} ${y - 9} ${x + 14} ${y - 3} Q${x + 21} ${y - 10} ${x + 28} ${y - 3} Q${x + 35} ${y - 9} ${x + 42} ${y - 4} L${x + 42} ${y} Z" fill="#fafafa"/>`,
      )
      .join('')}
    <rect x="4" y="110" width="120" height="8" rx="2" fill="#8d6e63"/>
    ${[14, 30, 44, 62, 78, 96, 112]
      .map((x, k) => `<path d="M${x - 4} 118 L${x + 4} 118 L${x} ${126 - (k % 2) * 6} Z" fill="#e1f5fe"/>`)
      .join('')}`),
  // Hail: a grey storm cloud dropping balls of ice, each round with a glint, not raindrops or snowflakes.
  hail: drawing(`
    <path d="M22 56 Q8 54 10 40 Q12 28 28 30 Q32 12 52 14 Q64 2 80 12 Q96 6 104 22 Q122 22 120 40 Q120 56 104 56 Z" fill="#9e9e9e"/>
    <path d="M30 40 Q38 34 46 40 M70 30 Q78 24 88 30" fill="none" stroke="#000" stroke-width="1.2"/>
    ${hailstone(28, 76, 7)}${hailstone(56, 72, 8)}${hailstone(86, 78, 7)}${hailstone(108, 72, 6)}
    ${hailstone(40, 102, 8)}${hailstone(72, 104, 7)}${hailstone(100, 108, 8)}${hailstone(16, 116, 6)}`),
  // A tick from above: a flat teardrop body, the dark shield behind the small pointed head, eight legs all
  // from the front half; a spider has a waist and its legs spread all round.
  tick: drawing(`
    ${[
      [
        [50, 54],
        [38, 38],
        [22, 32],
      ],
      [
        [56, 50],
        [50, 30],
        [40, 14],
      ],
      [
        [64, 48],
        [66, 28],
        [62, 8],
      ],
      [
        [72, 48],
        [84, 30],
        [90, 12],
      ],
    ]
      .map(
        (p) =>
          strip(p as [number, number][], 4.5, '#6d4c41') + mirrored(p as [number, number][], 4.5, '#6d4c41'),
      )
      .join('')}
    <path d="M44 64 Q50 40 84 38 Q124 40 124 64 Q124 88 84 90 Q50 88 44 64 Z" fill="#a1887f"/>
    <path d="M44 64 Q48 48 64 46 Q74 64 64 82 Q48 80 44 64 Z" fill="#5d4037"/>
    <path d="M92 50 Q98 64 92 78 M104 46 Q110 64 104 82" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M46 58 L30 60 L22 64 L30 68 L46 70 Z" fill="#6d4c41"/>
    <path d="M32 58 L20 56 L24 62 Z M32 70 L20 72 L24 66 Z" fill="#6d4c41"/>`),
  // A cicada from above: a broad blunt head with big eyes set wide at its corners, a patterned back, and clear
  // veined wings folded like a tent well past the end of its body.
  cicada: drawing(`
    ${[
      [
        [42, 44],
        [38, 30],
        [30, 22],
      ],
      [
        [52, 42],
        [54, 26],
        [48, 16],
      ],
      [
        [62, 44],
        [70, 30],
        [72, 20],
      ],
    ]
      .map(
        (p) => strip(p as [number, number][], 4, '#6d4c41') + mirrored(p as [number, number][], 4, '#6d4c41'),
      )
      .join('')}
    <path d="M48 50 Q90 22 126 52 Q122 62 54 66 Z" fill="#e3f2fd"/>
    <path d="M48 78 Q90 106 126 76 Q122 66 54 62 Z" fill="#e3f2fd"/>
    <path d="M54 52 Q90 28 124 52 M64 60 Q88 42 108 44 M80 58 L92 46 M96 56 L108 46 M54 76 Q90 100 124 76 M64 68 Q88 86 108 84 M80 70 L92 82 M96 72 L108 82" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M24 40 L56 40 Q64 64 56 88 L24 88 Q20 64 24 40 Z" fill="#6d4c41"/>
    <path d="M32 50 L40 58 L48 50 M32 78 L40 70 L48 78" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M10 44 Q24 38 26 64 Q24 90 10 84 Q4 74 4 64 Q4 54 10 44 Z" fill="#5d4037"/>
    <circle cx="12" cy="40" r="8" fill="#e53935"/><circle cx="12" cy="88" r="8" fill="#e53935"/>
    <circle cx="10" cy="38" r="2.5" fill="#fafafa"/><circle cx="10" cy="86" r="2.5" fill="#fafafa"/>`),
  // A quokka sitting up like a little wallaby, its body side on: a big thigh over a long hind foot, a thick
  // tail along the ground, short front paws holding a leaf; its head turned to us with small round ears set
  // wide, puffed cheeks and the upturned smile it is known by. Wholly face on it read as a teddy bear (0107),
  // wholly side on as a rat.
  quokka: drawing(`
    <path d="M90 100 Q112 108 126 124 L118 124 Q106 116 88 112 Z" fill="#8d6e63"/>
    <path d="M48 52 Q30 70 34 96 Q38 118 66 118 Q96 118 100 98 Q102 70 78 52 Z" fill="#a1887f"/>
    <ellipse cx="48" cy="92" rx="11" ry="19" fill="#d7ccc8"/>
    <ellipse cx="78" cy="96" rx="22" ry="20" fill="#a1887f"/>
    <path d="M62 90 Q74 80 92 86" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 124 Q28 114 42 114 L86 114 Q92 118 86 124 Z" fill="#8d6e63"/>
    <ellipse cx="20" cy="76" rx="13" ry="6" transform="rotate(-30 20 76)" fill="#81c784"/>
    <path d="M11 82 L29 70" fill="none" stroke="#000" stroke-width="1"/>
    ${strip(
      [
        [44, 66],
        [34, 76],
        [26, 76],
      ],
      8,
      '#a1887f',
    )}
    <ellipse cx="26" cy="22" rx="6" ry="7" transform="rotate(-25 26 22)" fill="#a1887f"/><ellipse cx="26" cy="22" rx="3" ry="3.5" transform="rotate(-25 26 22)" fill="#8d6e63"/>
    <ellipse cx="68" cy="22" rx="6" ry="7" transform="rotate(25 68 22)" fill="#a1887f"/><ellipse cx="68" cy="22" rx="3" ry="3.5" transform="rotate(25 68 22)" fill="#8d6e63"/>
    <path d="M47 14 Q72 14 72 34 Q72 48 62 56 Q55 62 47 62 Q39 62 32 56 Q22 48 22 34 Q22 14 47 14 Z" fill="#bcaaa4"/>
    <ellipse cx="38" cy="48" rx="10" ry="9" fill="#d7ccc8"/><ellipse cx="56" cy="48" rx="10" ry="9" fill="#d7ccc8"/>
    <circle cx="38" cy="32" r="4.2" fill="#212121"/><circle cx="56" cy="32" r="4.2" fill="#212121"/>
    <circle cx="37" cy="30.5" r="1.3" fill="#fafafa"/><circle cx="55" cy="30.5" r="1.3" fill="#fafafa"/>
    <path d="M42 39 L52 39 Q50 45 47 45 Q44 45 42 39 Z" fill="#3e2723"/>
    <path d="M47 45 L47 49 M35 48 Q41 57 47 49 Q53 57 59 48" fill="none" stroke="#000" stroke-width="1.8"/>
    <path d="M35 48 L32 45 M59 48 L62 45" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A dingo: a lean, ginger wild dog with big pricked ears, a long pointed muzzle, white socks, chest and
  // tail tip, and a bushy tail hanging low.
  dingo: drawing(`
    ${strip(
      [
        [92, 74],
        [98, 98],
        [94, 122],
      ],
      9,
      '#ef9a47',
    )}
    ${strip(
      [
        [54, 76],
        [56, 100],
        [58, 122],
      ],
      9,
      '#ef9a47',
    )}
    <path d="M100 60 Q124 66 122 96 L120 108 Q112 112 110 100 Q112 78 98 70 Z" fill="#ffb74d"/>
    <path d="M112 98 Q116 96 121 100 L120 108 Q112 112 110 100 Z" fill="#fafafa"/>
    <ellipse cx="76" cy="68" rx="32" ry="15" fill="#ffb74d"/>
    ${strip(
      [
        [100, 72],
        [108, 96],
        [104, 122],
      ],
      10,
      '#ffb74d',
    )}
    ${strip(
      [
        [46, 76],
        [44, 100],
        [42, 122],
      ],
      10,
      '#ffb74d',
    )}
    <rect x="37" y="110" width="10" height="13" rx="3" fill="#fafafa"/><rect x="99" y="110" width="10" height="13" rx="3" fill="#fafafa"/>
    <path d="M40 52 Q46 76 56 80 Q44 84 38 74 Q34 62 40 52 Z" fill="#fafafa"/>
    <path d="M30 30 Q44 26 54 44 Q58 60 50 70 Q40 66 36 56 Z" fill="#ffb74d"/>
    <path d="M34 34 L42 6 L50 36 Z" fill="#ffb74d"/>
    <path d="M20 32 L22 6 L36 30 Z" fill="#ffb74d"/><path d="M23 27 L24 14 L31 27 Z" fill="#fafafa"/>
    <path d="M20 30 Q36 24 44 36 Q46 48 36 54 L8 52 Q2 50 4 44 Q10 40 20 30 Z" fill="#ffb74d"/>
    <path d="M8 52 L36 54 Q30 60 20 58 Z" fill="#fafafa"/>
    <ellipse cx="5" cy="45" rx="3.5" ry="3" fill="#212121"/>
    <circle cx="28" cy="38" r="2.8" fill="#212121"/>
    <path d="M8 52 L24 52" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A mandrill sitting facing us: the long muzzle with its red stripe down the middle and ridged blue cheeks,
  // a yellow beard, a dark furry body; any other monkey is a plain face.
  mandrill: drawing(`
    <path d="M28 124 Q22 72 64 62 Q106 72 100 124 Z" fill="#795548"/>
    <ellipse cx="30" cy="96" rx="9" ry="27" transform="rotate(8 30 96)" fill="#6d4c41"/>
    <ellipse cx="98" cy="96" rx="9" ry="27" transform="rotate(-8 98 96)" fill="#6d4c41"/>
    <ellipse cx="64" cy="102" rx="18" ry="20" fill="#a1887f"/>
    <ellipse cx="46" cy="122" rx="14" ry="5" fill="#6d4c41"/><ellipse cx="82" cy="122" rx="14" ry="5" fill="#6d4c41"/>
    <circle cx="36" cy="36" r="8" fill="#5d4037"/><circle cx="92" cy="36" r="8" fill="#5d4037"/>
    <path d="M38 30 Q36 6 64 4 Q92 6 90 30 Q92 56 64 60 Q36 56 38 30 Z" fill="#8d6e63"/>
    <path d="M42 50 Q44 76 64 80 Q84 76 86 50 Q76 66 64 66 Q52 66 42 50 Z" fill="#ffd54f"/>
    <path d="M48 24 Q56 18 62 24 M66 24 Q72 18 80 24" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="55" cy="28" r="3" fill="#212121"/><circle cx="73" cy="28" r="3" fill="#212121"/>
    <path d="M58 32 L70 32 Q76 50 72 66 Q64 72 56 66 Q52 50 58 32 Z" fill="#64b5f6"/>
    <path d="M61 32 L67 32 Q69 50 68 62 L60 62 Q59 50 61 32 Z" fill="#e53935"/>
    <path d="M56 40 L59 44 M55 48 L59 52 M55 56 L59 60 M72 40 L69 44 M73 48 L69 52 M73 56 L69 60" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="66" rx="8" ry="4" fill="#e53935"/>`),
  // A gibbon swinging under a branch by one very long arm, the other arm reaching for the trunk, legs tucked
  // up, no tail, its dark face ringed in pale fur: a monkey sits or stands, and has a tail.
  gibbon: drawing(`
    <rect x="104" y="0" width="20" height="128" fill="#8d6e63"/>
    ${strip(
      [
        [108, 16],
        [60, 12],
        [4, 14],
      ],
      15,
      '#8d6e63',
    )}
    <path d="M112 30 Q116 50 112 70 M118 80 Q114 96 118 110" fill="none" stroke="#000" stroke-width="1"/>
    ${strip(
      [
        [28, 16],
        [36, 40],
        [48, 62],
      ],
      12,
      '#bcaaa4',
    )}
    <ellipse cx="28" cy="16" rx="8" ry="9" fill="#bcaaa4"/>
    ${strip(
      [
        [52, 100],
        [42, 110],
        [56, 118],
      ],
      12,
      '#bcaaa4',
    )}
    ${strip(
      [
        [66, 100],
        [76, 112],
        [86, 108],
      ],
      12,
      '#bcaaa4',
    )}
    <ellipse cx="60" cy="82" rx="15" ry="22" fill="#bcaaa4"/>
    ${strip(
      [
        [68, 66],
        [84, 52],
        [100, 36],
      ],
      12,
      '#bcaaa4',
    )}
    <ellipse cx="101" cy="34" rx="8" ry="8" fill="#bcaaa4"/>
    <circle cx="58" cy="52" r="13" fill="#fafafa"/>
    <ellipse cx="58" cy="53" rx="8" ry="9" fill="#8d6e63"/>
    <circle cx="55" cy="50" r="2" fill="#212121"/><circle cx="61" cy="50" r="2" fill="#212121"/>
    <path d="M55 57 Q58 59 61 57" fill="none" stroke="#000" stroke-width="1.2"/>`),
}
