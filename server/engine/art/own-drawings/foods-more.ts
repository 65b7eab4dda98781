import { drawing } from './drawing'

/** A ring of `n` bumps of radius `r` round (cx, cy) at distance `d`, as one closed path: a floret head, a cloud. */
function bumpy(cx: number, cy: number, d: number, r: number, n: number, from = 0, to = 2 * Math.PI): string {
  const full = to - from >= 2 * Math.PI - 1e-6
  const steps = full ? n : n - 1
  const pts = Array.from({ length: n }, (_, k) => from + ((to - from) * k) / steps)
  const at = (a: number) => [cx + d * Math.cos(a), cy + d * Math.sin(a)].map((v) => v.toFixed(1)).join(' ')
  let path = `M${at(pts[0])}`
  for (let k = 1; k < pts.length + (full ? 1 : 0); k++) path += ` A${r} ${r} 0 0 1 ${at(pts[k % pts.length])}`
  return `${path} Z`
}

/**
 * Foods a child names that neither emoji set nor the icon families draw: party sweets (a brownie,
 * a toffee apple, candy floss, a cake pop, a churro, a cinnamon roll), holiday cakes (a wedding cake, a
 * Christmas pudding) and fruit and vegetables (a pomegranate, a cauliflower, celery, a courgette).
 */
export const FOODS_MORE = {
  // A dragon fruit: the whole fruit behind, pink with a few green-tipped flaps, and a half in front cut open
  // to show the white flesh speckled with seeds.
  'dragon-fruit': drawing(`
    <path d="M48 10 Q84 18 86 56 Q84 90 48 94 Q12 90 10 56 Q12 18 48 10 Z" fill="#f06292"/>
    ${[
      [48, 6, 0],
      [22, 34, -40],
      [74, 34, 40],
      [10, 64, -80],
      [48, 48, 0],
    ]
      .map(
        ([x, y, a]) =>
          `<path d="M${x - 7} ${y + 14} Q${x - 2} ${y + 4} ${x} ${y - 6} Q${x + 2} ${y + 4} ${x + 7} ${y + 14} Z" fill="#aed581" transform="rotate(${a} ${x} ${y + 10})"/>`,
      )
      .join('')}
    <ellipse cx="86" cy="94" rx="38" ry="30" fill="#f06292"/>
    <ellipse cx="86" cy="94" rx="31" ry="23" fill="#fafafa"/>
    <path d="${[
      [72, 84],
      [84, 80],
      [98, 84],
      [66, 96],
      [80, 94],
      [94, 96],
      [106, 94],
      [74, 106],
      [88, 108],
      [100, 104],
    ]
      .map(([x, y]) => `M${x} ${y} l2 1.5`)
      .join(' ')}" fill="none" stroke="#000" stroke-width="2"/>`),
  // A toaster pastry: a flat oblong with crimped edges, iced on top, sprinkles on the icing.
  'toaster-pastry': drawing(`
    <rect x="16" y="8" width="96" height="112" rx="8" fill="#ffcc80"/>
    <rect x="28" y="20" width="72" height="88" rx="10" fill="#f48fb1"/>
    ${[
      [42, 36, 20],
      [70, 34, -30],
      [86, 56, 40],
      [48, 62, -20],
      [66, 80, 30],
      [40, 90, -40],
      [86, 92, 10],
    ]
      .map(
        ([x, y, a]) =>
          `<rect x="${x - 6}" y="${y - 2.5}" width="12" height="5" rx="2.5" fill="#fafafa" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('')}
    <path d="M16 20 L22 20 M16 34 L22 34 M16 48 L22 48 M16 62 L22 62 M16 76 L22 76 M16 90 L22 90 M16 104 L22 104 M106 20 L112 20 M106 34 L112 34 M106 48 L112 48 M106 62 L112 62 M106 76 L112 76 M106 90 L112 90 M106 104 L112 104" fill="none" stroke="#000" stroke-width="1"/>`),
  // A Swiss roll: a log of sponge with its spiral of jam and cream at the cut end.
  'swiss-roll': drawing(`
    <path d="M40 28 L108 28 Q124 28 124 60 Q124 92 108 92 L40 92 Z" fill="#ffcc80"/>
    <circle cx="40" cy="60" r="32" fill="#ffe0b2"/>
    <path d="M40 60 m0 -4 a4 4 0 1 1 -4 4 a8 8 0 0 1 8 -8 a12 12 0 0 1 12 12 a16 16 0 0 1 -16 16 a20 20 0 0 1 -20 -20 a24 24 0 0 1 24 -24" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M60 92 L108 92 M76 28 Q84 60 76 92" fill="none" stroke="#000" stroke-width="1"/>`),
  // Brownies: two thick squares seen from the front corner, one on the other, their crackled tops.
  brownie: drawing(`
    <path d="M8 82 L56 66 L96 80 L96 106 L48 124 L8 108 Z" fill="#8d6e63"/>
    <path d="M8 82 L56 66 L96 80 L48 98 Z" fill="#a1887f"/>
    <path d="M48 98 L48 124" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M34 56 L82 40 L120 54 L120 80 L72 98 L34 82 Z" fill="#8d6e63"/>
    <path d="M34 56 L82 40 L120 54 L72 72 Z" fill="#a1887f"/>
    <path d="M72 72 L72 98" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M52 56 L62 52 L66 58 L76 56 M80 48 L90 52 L98 50 M66 64 L76 62 L82 66" fill="none" stroke="#000" stroke-width="1"/>`),
  // A toffee apple: a round apple coated in shiny toffee, dripping at the foot, on a wooden stick.
  'candy-apple': drawing(`
    <rect x="56" y="2" width="16" height="50" rx="4" fill="#d7ccc8"/>
    <path d="M64 40 Q80 26 100 34 Q124 48 116 80 Q108 116 80 118 Q68 122 64 116 Q60 122 48 118 Q20 116 12 80 Q4 48 28 34 Q48 26 64 40 Z" fill="#ef5350"/>
    <path d="M14 92 Q16 104 26 110 Q30 124 38 114 Q46 124 52 116 L64 118 Q74 126 80 118 Q90 126 96 114 Q104 122 106 108 Q114 102 114 92 Q90 104 64 104 Q38 104 14 92 Z" fill="#ffb74d"/>
    <path d="M30 52 Q24 62 24 74" fill="none" stroke="#000" stroke-width="1"/>`),
  // Candy floss: a big fluffy cloud on a paper cone.
  'cotton-candy': drawing(`
    <path d="M52 84 L76 84 L68 126 L60 126 Z" fill="#fafafa"/>
    <path d="M56 100 L72 94 M58 112 L70 108" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${bumpy(64, 50, 36, 16, 11)}" fill="#f8bbd0"/>
    <path d="M38 44 Q50 34 62 44 Q72 52 86 40 M44 66 Q56 58 66 66 Q76 72 88 62" fill="none" stroke="#000" stroke-width="1"/>`),
  // A cake pop: a round cake ball dipped in icing, sprinkles on it, on a stick with a ribbon bow.
  'cake-pop': drawing(`
    <rect x="57" y="70" width="14" height="56" rx="4" fill="#fafafa"/>
    <path d="M64 86 L50 78 L50 94 Z M64 86 L78 78 L78 94 Z" fill="#90caf9"/>
    <circle cx="64" cy="42" r="34" fill="#f48fb1"/>
    <path d="M32 34 Q40 44 48 36 Q56 46 64 38 Q72 46 80 36 Q88 44 96 34 Q90 12 64 8 Q38 12 32 34 Z" fill="#fafafa"/>
    ${[
      [46, 52],
      [62, 60],
      [78, 50],
      [54, 66],
      [74, 66],
    ]
      .map(([x, y]) => `<rect x="${x - 4}" y="${y - 2}" width="8" height="4" rx="2" fill="#ffd54f"/>`)
      .join('')}`),
  // A churro: a long ridged stick of fried dough, bent a little, dusted with sugar.
  churro: drawing(`
    <path d="M8 100 Q36 56 98 14 L120 34 Q62 78 30 122 Z" fill="#ffb74d"/>
    <path d="M15 106 Q44 62 105 20 M22 112 Q51 68 112 26 M27 117 Q57 74 117 31" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M8 100 L30 122 Q16 128 8 118 Q2 108 8 100 Z" fill="#ffcc80"/>
    ${[
      [40, 70],
      [58, 58],
      [76, 46],
      [50, 86],
      [68, 72],
      [88, 56],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#fafafa"/>`)
      .join('')}`),
  // A cinnamon roll: a round bun seen from above, its spiral of dough, a drizzle of icing.
  'cinnamon-roll': drawing(`
    <circle cx="64" cy="64" r="56" fill="#ffcc80"/>
    <path d="M64 64 m0 -6 a6 6 0 1 1 -6 6 a12 12 0 0 1 12 -12 a18 18 0 0 1 18 18 a24 24 0 0 1 -24 24 a30 30 0 0 1 -30 -30 a36 36 0 0 1 36 -36 a42 42 0 0 1 42 42 a46 46 0 0 1 -20 38" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A wedding cake: three round tiers, icing swags on each, a flower on the top.
  'wedding-cake': drawing(`
    <path d="M14 88 L114 88 L114 120 Q64 126 14 120 Z" fill="#fafafa"/>
    <path d="M28 60 L100 60 L100 88 L28 88 Z" fill="#fafafa"/>
    <path d="M42 34 L86 34 L86 60 L42 60 Z" fill="#fafafa"/>
    <path d="M6 122 L122 122 L122 126 L6 126 Z" fill="#bcaaa4"/>
    <path d="M14 92 Q26 102 39 92 Q51 102 64 92 Q76 102 89 92 Q101 102 114 92 M28 64 Q40 74 52 64 Q64 74 76 64 Q88 74 100 64 M42 38 Q53 48 64 38 Q75 48 86 38" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 32 Q52 28 54 18 Q60 12 64 20 Q68 12 74 18 Q76 28 64 32 Z" fill="#f48fb1"/>`),
  // A Christmas pudding: a round dark dome, white custard poured over its top, a sprig of holly with berries.
  'christmas-pudding': drawing(`
    <path d="M10 104 Q6 40 64 34 Q122 40 118 104 Q64 116 10 104 Z" fill="#8d6e63"/>
    <path d="M18 66 Q24 38 64 34 Q104 38 110 66 Q104 78 98 68 Q92 84 84 70 Q76 80 70 70 Q62 86 54 70 Q46 80 40 68 Q32 82 26 68 Q20 76 18 66 Z" fill="#fafafa"/>
    <path d="M64 34 Q48 18 34 24 Q40 28 38 34 Q50 30 64 34 Z M64 34 Q80 18 94 24 Q88 28 90 34 Q78 30 64 34 Z" fill="#81c784"/>
    <circle cx="58" cy="28" r="6" fill="#ef5350"/><circle cx="70" cy="28" r="6" fill="#ef5350"/>
    <path d="M6 104 Q64 120 122 104 L122 112 Q64 128 6 112 Z" fill="#e0e0e0"/>
    <circle cx="40" cy="90" r="3" fill="#5d4037"/><circle cx="72" cy="96" r="3" fill="#5d4037"/><circle cx="92" cy="84" r="3" fill="#5d4037"/>`),
  // A pomegranate: a round fruit with its little crown on top.
  pomegranate: drawing(`
    <path d="M52 24 L48 8 L58 16 L64 4 L70 16 L80 8 L76 24 Z" fill="#e57373"/>
    <path d="M52 22 Q8 28 10 74 Q14 122 64 122 Q114 122 118 74 Q120 28 76 22 Q64 28 52 22 Z" fill="#ef5350"/>
    <path d="M30 48 Q22 62 24 78" fill="none" stroke="#000" stroke-width="1"/>`),
  // A cauliflower: the bumpy white head of florets held in its green leaves.
  cauliflower: drawing(`
    <path d="${bumpy(64, 56, 38, 16, 11)}" fill="#fafafa"/>
    <path d="${[
      [36, 44],
      [62, 30],
      [78, 50],
      [48, 64],
      [30, 80],
      [70, 76],
    ]
      .map(([x, y]) => `M${x} ${y} a6 6 0 0 1 12 0 a6 6 0 0 1 12 0`)
      .join(' ')}" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M64 124 Q14 116 6 52 Q36 66 50 92 Q58 106 64 124 Z" fill="#81c784"/>
    <path d="M64 124 Q114 116 122 52 Q92 66 78 92 Q70 106 64 124 Z" fill="#81c784"/>
    <path d="M62 120 Q34 100 16 66 M66 120 Q94 100 112 66" fill="none" stroke="#000" stroke-width="1"/>`),
  // Celery: three long pale stalks side by side, leafy at the top.
  celery: drawing(`
    <path d="${bumpy(38, 24, 16, 10, 8)}" fill="#81c784"/>
    <path d="${bumpy(90, 24, 16, 10, 8)}" fill="#81c784"/>
    <path d="${bumpy(64, 18, 16, 10, 8)}" fill="#66bb6a"/>
    <path d="M28 30 Q38 27 50 30 L48 122 Q38 125 30 120 Z" fill="#c5e1a5"/>
    <path d="M78 30 Q90 27 100 30 L98 120 Q90 125 80 122 Z" fill="#c5e1a5"/>
    <path d="M54 22 Q64 20 74 22 L74 124 Q64 126 54 124 Z" fill="#aed581"/>
    <path d="M60 30 L60 118 M68 30 L68 118" fill="none" stroke="#000" stroke-width="1"/>`),
  // A courgette: a long smooth green marrow with its stalk end, a few stripes along it.
  zucchini: drawing(`
    <path d="M14 96 Q8 78 30 68 L100 30 Q118 22 122 36 Q124 50 108 58 L40 104 Q20 116 14 96 Z" fill="#66bb6a"/>
    <path d="M100 30 L110 18 L120 22 L112 34 Z" fill="#a1887f"/>
    <path d="M30 84 L96 42 M40 92 L104 50" fill="none" stroke="#000" stroke-width="1"/>`),
}
