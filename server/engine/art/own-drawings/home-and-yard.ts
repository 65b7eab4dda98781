import { band, drawing } from './drawing'

/** A fruit tree: a trunk forking into a round leafy crown hung with `fruit` (shapes drawn at each point). */
function fruitTree(fruit: (x: number, y: number) => string) {
  const at: [number, number][] = [
    [40, 40],
    [64, 28],
    [88, 40],
    [30, 64],
    [54, 56],
    [78, 60],
    [100, 66],
    [64, 82],
    [40, 84],
    [90, 88],
  ]
  return drawing(`
    <ellipse cx="64" cy="121" rx="30" ry="5" fill="#a5d6a7"/>
    <path d="M56 122 L58 84 Q48 74 38 70 L44 64 Q54 70 60 74 L62 60 L68 60 L68 74 Q76 66 86 64 L90 70 Q78 74 70 84 L72 122 Z" fill="#8d6e63"/>
    <circle cx="36" cy="74" r="24" fill="#81c784"/><circle cx="92" cy="74" r="24" fill="#81c784"/>
    <circle cx="44" cy="40" r="26" fill="#81c784"/><circle cx="84" cy="40" r="26" fill="#81c784"/>
    <circle cx="64" cy="26" r="22" fill="#81c784"/><circle cx="64" cy="60" r="30" fill="#81c784"/>
    <path d="M56 98 L58 90 L70 90 L72 98 Z" fill="#8d6e63"/>
    ${at.map(([x, y]) => fruit(x, y)).join('')}`)
}

/** Things of the house, the yard and the barn: a recycling bin, a thimble, wallpaper, nail polish, earmuffs, a
 *  potted geranium, a garden gnome, a trough, fruit trees. */
export const HOME_AND_YARD = {
  // A recycling bin: a box with its rim, bottles and a can sticking out of the top, the three arrows of the
  // recycling sign on its front.
  'recycling-bin': drawing(`
    <path d="M34 40 L34 16 Q34 10 40 8 L40 2 L48 2 L48 8 Q54 10 54 16 L54 40 Z" fill="#a5d6a7"/>
    <rect x="60" y="18" width="18" height="24" rx="3" fill="#e0e0e0"/>
    <path d="M82 40 L84 20 Q84 14 90 12 L90 6 L98 6 L98 12 Q104 14 104 20 L104 40 Z" fill="#bbdefb"/>
    <path d="M18 36 L110 36 L100 124 L28 124 Z" fill="#42a5f5"/>
    <rect x="12" y="30" width="104" height="12" rx="3" fill="#1e88e5"/>
    <circle cx="64" cy="82" r="26" fill="#e3f2fd"/>
    <path d="M56 66 L70 66 L80 84 M80 84 L82 76 M80 84 L72 82 M74 96 L54 96 L48 86 M48 86 L44 93 M48 86 L55 88 M44 80 L52 66 M52 66 L45 68 M52 66 L55 73" fill="none" stroke="#000" stroke-width="1"/>`),
  // A thimble: a rounded cap dimpled all over, with a rolled rim.
  thimble: drawing(`
    <path d="M34 112 L40 44 Q42 12 64 12 Q86 12 88 44 L94 112 Z" fill="#cfd8dc"/>
    ${[30, 46, 62, 78, 94]
      .flatMap((y, r) =>
        [-3, -2, -1, 0, 1, 2, 3]
          .map((k) => [64 + k * 12 + (r % 2) * 6, y, (r < 1 ? 14 : 22 + r * 2.2) + 4] as const)
          .filter(([x, y0, w]) => Math.abs(x - 64) <= w && y0 > 0),
      )
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.2" fill="#b0bec5"/>`)
      .join('')}
    <rect x="28" y="104" width="72" height="18" rx="6" fill="#b0bec5"/>`),
  // A roll of wallpaper with a length unrolled and hanging down, its curl at the corner, patterned in stripes
  // and little flowers.
  'wallpaper-roll': drawing(`
    <path d="M14 40 L100 40 L100 106 Q88 122 74 116 L14 116 Z" fill="#fce4ec"/>
    <path d="M34 40 L34 116 M58 40 L58 116 M82 40 L82 116" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [24, 58],
      [46, 76],
      [70, 58],
      [24, 96],
      [70, 96],
      [92, 78],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="6" fill="#f48fb1"/><circle cx="${x}" cy="${y}" r="2" fill="#fff59d"/>`,
      )
      .join('')}
    <path d="M100 106 Q88 122 74 116 Q88 102 100 106 Z" fill="#f8bbd0"/>
    <rect x="10" y="12" width="104" height="32" rx="4" fill="#f8bbd0"/>
    <path d="M30 12 L30 44 M52 12 L52 44 M74 12 L74 44 M96 12 L96 44" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="114" cy="28" rx="9" ry="16" fill="#fce4ec"/>
    <ellipse cx="114" cy="28" rx="4" ry="7" fill="#bcaaa4"/>`),
  // A bottle of nail polish: the tall cap over the neck, the squat bottle with a shine down one side.
  'nail-polish': drawing(`
    <rect x="50" y="4" width="28" height="52" rx="4" fill="#9e9e9e"/>
    <path d="M56 10 L56 50" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="54" y="54" width="20" height="10" fill="#e0e0e0"/>
    <path d="M36 70 Q36 62 46 62 L82 62 Q92 62 92 70 L96 112 Q96 124 84 124 L44 124 Q32 124 32 112 Z" fill="#ec407a"/>
    <path d="M42 72 L48 72 L46 112 L40 112 Z" fill="#f8bbd0"/>`),
  // Earmuffs: two fluffy round muffs on a headband.
  earmuffs: drawing(`
    <path d="M18 74 Q18 12 64 12 Q110 12 110 74 L100 74 Q100 22 64 22 Q28 22 28 74 Z" fill="#9575cd"/>
    ${[24, 104]
      .map(
        (cx) =>
          `<path d="${Array.from({ length: 12 }, (_, k) => {
            const a = (k * Math.PI) / 6
            const b = ((k + 1) * Math.PI) / 6
            const m = (a + b) / 2
            const p = (t: number, r: number) =>
              `${(cx + r * Math.cos(t)).toFixed(1)} ${(84 + r * Math.sin(t)).toFixed(1)}`
            return `${k ? '' : `M${p(a, 17)}`} Q${p(m, 24)} ${p(b, 17)}`
          }).join('')} Z" fill="#f8bbd0"/><circle cx="${cx}" cy="84" r="9" fill="#fce4ec"/>`,
      )
      .join('')}`),
  // A geranium in a clay pot: round leaves each with its darker ring, three round heads of flowers on stems.
  geranium: drawing(`
    <path d="M48 62 L40 34 M64 58 L64 22 M78 62 L88 36" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [36, 76],
      [92, 76],
      [50, 62],
      [78, 62],
      [64, 74],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="15" fill="#81c784"/><circle cx="${x}" cy="${y}" r="8" fill="none" stroke="#000" stroke-width="1"/>`,
      )
      .join('')}
    ${[
      [40, 30],
      [64, 18],
      [88, 32],
    ]
      .map(
        ([x, y]) =>
          `${[0, 1, 2, 3, 4, 5]
            .map((k) => {
              const a = (k * Math.PI) / 3
              return `<circle cx="${(x + 9 * Math.cos(a)).toFixed(1)}" cy="${(y + 9 * Math.sin(a)).toFixed(1)}" r="6.5" fill="#ef5350"/>`
            })
            .join('')}<circle cx="${x}" cy="${y}" r="6" fill="#e53935"/>`,
      )
      .join('')}
    <path d="M38 90 L90 90 L82 124 L46 124 Z" fill="#ff8a65"/>
    <rect x="32" y="84" width="64" height="12" rx="2" fill="#ff7043"/>`),
  // A garden gnome: the tall pointed red hat, round nose, long white beard, blue coat with belt and buckle,
  // boots, on a tuft of grass.
  'garden-gnome': drawing(`
    <ellipse cx="64" cy="120" rx="36" ry="6" fill="#a5d6a7"/>
    <ellipse cx="50" cy="114" rx="13" ry="7" fill="#6d4c41"/><ellipse cx="78" cy="114" rx="13" ry="7" fill="#6d4c41"/>
    <path d="M38 112 Q36 76 50 62 L78 62 Q92 76 90 112 Z" fill="#64b5f6"/>
    <rect x="38" y="90" width="52" height="9" fill="#5d4037"/>
    <rect x="57" y="88" width="14" height="13" rx="2" fill="#ffd54f"/>
    <path d="M44 50 Q46 86 64 94 Q82 86 84 50 Z" fill="#fafafa"/>
    <path d="M40 66 Q30 78 40 86 L48 80 Z" fill="#64b5f6"/><path d="M88 66 Q98 78 88 86 L80 80 Z" fill="#64b5f6"/>
    <circle cx="42" cy="86" r="6" fill="#ffe0b2"/><circle cx="86" cy="86" r="6" fill="#ffe0b2"/>
    <ellipse cx="64" cy="48" rx="17" ry="12" fill="#ffe0b2"/>
    <path d="M50 62 Q57 54 64 60 Q71 54 78 62 Q71 66 64 62 Q57 66 50 62 Z" fill="#fafafa"/>
    <circle cx="64" cy="54" r="6" fill="#ffab91"/>
    <circle cx="56" cy="46" r="2.5" fill="#3e2723"/><circle cx="72" cy="46" r="2.5" fill="#3e2723"/>
    <path d="M38 44 Q52 28 64 2 Q76 28 90 44 Q64 36 38 44 Z" fill="#e53935"/>`),
  // A wooden trough on two trestle legs, its planks, the water or feed along the top.
  trough: drawing(`
    <path d="${band(
      [
        [20, 80],
        [8, 124],
      ],
      7,
    )}" fill="#8d6e63"/>
    <path d="${band(
      [
        [20, 80],
        [32, 124],
      ],
      7,
    )}" fill="#8d6e63"/>
    <path d="${band(
      [
        [108, 80],
        [96, 124],
      ],
      7,
    )}" fill="#8d6e63"/>
    <path d="${band(
      [
        [108, 80],
        [120, 124],
      ],
      7,
    )}" fill="#8d6e63"/>
    <path d="M4 50 L124 50 L112 98 L16 98 Z" fill="#a1887f"/>
    <path d="M8 66 L120 66 M12 82 L116 82" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 50 L124 50 L120 40 L8 40 Z" fill="#6d4c41"/>
    <path d="M12 44 Q40 40 64 44 Q88 48 116 44 L120 50 L8 50 Z" fill="#90caf9"/>
    <rect x="2" y="46" width="8" height="52" rx="2" fill="#8d6e63"/><rect x="118" y="46" width="8" height="52" rx="2" fill="#8d6e63"/>`),
  // An apple tree: round leafy crown hung with apples, each with its stalk.
  'apple-tree': fruitTree(
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="7" fill="#e53935"/><path d="M${x} ${y - 7} L${x + 2} ${y - 11}" fill="none" stroke="#000" stroke-width="1"/>`,
  ),
  // A lemon tree: the same crown hung with pointed lemons.
  'lemon-tree': fruitTree(
    (x, y) =>
      `<path d="M${x - 10} ${y} Q${x - 6} ${y - 7} ${x} ${y - 7} Q${x + 6} ${y - 7} ${x + 10} ${y} Q${x + 6} ${y + 7} ${x} ${y + 7} Q${x - 6} ${y + 7} ${x - 10} ${y} Z" fill="#fff176"/>`,
  ),
}
