import { band, drawing } from './drawing'

/** A fruit cake's round body seen from the front, a wedge cut out showing its fruit; `top` is drawn on it. */
function roundCake(top: string): string {
  return `
    <ellipse cx="64" cy="112" rx="62" ry="12" fill="#eceff1"/>
    <path d="M14 60 L14 100 Q64 122 114 100 L114 60 Z" fill="#a1887f"/>
    <ellipse cx="64" cy="60" rx="50" ry="16" fill="#d7ccc8"/>
    <path d="M64 60 L96 72 L96 112 L64 106 Z" fill="#8d6e63"/>
    <path d="M64 60 L34 73 L34 110 L64 106 Z" fill="#a1887f"/>
    <path d="M70 76 l3 2 M82 82 l3 2 M74 94 l3 2 M88 98 l3 -2 M44 82 l-3 2 M54 92 l-3 2 M42 100 l3 1" fill="none" stroke="#000" stroke-width="2.4"/>
    ${top}`
}

/**
 * Dishes, bakes and kitchen things prompts name that nothing else draws
 * (docs/decisions/0188-dishes-and-baking-drawn.md): a full breakfast on its plate, mac and cheese, a quiche, a
 * pasty, a crêpe, macarons, an éclair, a pavlova, a trifle, a layer cake, a fruit cake and a Simnel cake,
 * mussels, kimchi, a fruit bowl, a wire rack, a piping bag, a baker's peel and a cardboard tube. Each is drawn as
 * it comes to the table: on its plate, in its bowl or glass.
 */
export const BAKING_AND_BREAKFAST = {
  // A full breakfast: one plate seen from above with two fried eggs, bacon rashers, two sausages, beans, a
  // toast triangle and half a tomato, each a region of its own.
  'full-breakfast': drawing(`
    <ellipse cx="64" cy="66" rx="62" ry="52" fill="#eceff1"/>
    <ellipse cx="64" cy="66" rx="50" ry="41" fill="#fafafa"/>
    <path d="M22 50 Q28 30 46 34 Q60 38 52 52 Q48 64 32 62 Q20 60 22 50 Z" fill="#ffffff"/>
    <circle cx="38" cy="48" r="8" fill="#ffca28"/>
    <path d="M56 30 Q72 22 84 32 Q92 44 80 50 Q66 56 58 46 Q50 38 56 30 Z" fill="#ffffff"/>
    <circle cx="71" cy="39" r="7" fill="#ffca28"/>
    <path d="M88 44 Q96 36 104 44 Q110 52 102 58 Q100 66 106 74 L98 78 Q90 68 94 58 Q86 52 88 44 Z" fill="#e57373"/>
    <rect x="30" y="70" width="36" height="12" rx="6" fill="#a1887f" transform="rotate(-10 48 76)"/>
    <rect x="34" y="86" width="36" height="12" rx="6" fill="#8d6e63" transform="rotate(-6 52 92)"/>
    <path d="M72 66 Q84 60 92 68 Q100 78 90 88 Q80 94 72 86 Q66 76 72 66 Z" fill="#ff8a65"/>
    <path d="M76 70 l3 1 M84 70 l3 1 M80 78 l3 1 M88 78 l3 1 M76 84 l3 1" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M78 94 L106 84 L100 106 Z" fill="#ffcc80"/>
    <path d="M83 95 L102 89 L98 102 Z" fill="#ffe0b2"/>
    <circle cx="30" cy="84" r="9" fill="#ef5350"/>
    <circle cx="30" cy="84" r="4" fill="#ffcdd2"/>`),
  // Mac and cheese: a bowl heaped with short curved macaroni tubes, each tube's open end showing.
  'mac-and-cheese': drawing(`
    <path d="M8 64 L120 64 Q116 106 84 114 L44 114 Q12 106 8 64 Z" fill="#90caf9"/>
    <path d="M8 64 Q10 40 34 40 Q46 26 64 30 Q82 24 94 40 Q118 40 120 64 Z" fill="#ffe082"/>
    ${[
      [28, 52, 20],
      [52, 40, -30],
      [78, 40, 60],
      [100, 52, -10],
      [64, 58, 160],
      [40, 62, 200],
      [88, 62, 120],
    ]
      .map(
        ([x, y, a]) =>
          `<path d="M${x - 11} ${y} A11 11 0 0 1 ${x + 11} ${y} L${x + 5} ${y} A5 5 0 0 0 ${x - 5} ${y} Z" fill="#ffca28" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('')}
    <path d="M20 78 Q64 88 108 78" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A quiche: a round tart with a fluted crust seen a little from above, one slice drawn out in front.
  quiche: drawing(`
    <ellipse cx="64" cy="96" rx="62" ry="22" fill="#eceff1"/>
    <path d="M8 58 L8 78 Q64 108 120 78 L120 58 Z" fill="#ffb74d"/>
    <ellipse cx="64" cy="58" rx="56" ry="22" fill="#ffb74d"/>
    <ellipse cx="64" cy="58" rx="48" ry="17" fill="#fff176"/>
    <path d="M18 62 L18 82 M30 66 L30 88 M44 70 L44 92 M58 72 L58 94 M72 72 L72 94 M86 70 L86 92 M100 66 L100 88 M112 62 L112 82" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="46" cy="54" r="5" fill="#66bb6a"/><circle cx="76" cy="50" r="5" fill="#ef5350"/>
    <circle cx="84" cy="64" r="4" fill="#66bb6a"/><circle cx="56" cy="66" r="4" fill="#ef5350"/>`),
  // A pasty: a half-moon of golden pastry with its crimped edge along the top, a steam slit or two.
  pasty: drawing(`
    <ellipse cx="64" cy="106" rx="62" ry="14" fill="#eceff1"/>
    <path d="M8 100 A56 44 0 0 1 120 100 Z" fill="#ffb74d"/>
    <path d="M8 100 A56 44 0 0 1 120 100 L112 100 A48 36 0 0 0 16 100 Z" fill="#ffcc80"/>
    <path d="${Array.from({ length: 13 }, (_, k) => {
      const a = Math.PI - (Math.PI * (k + 0.5)) / 13
      const at = (rx: number, ry: number, da: number) =>
        `${(64 + rx * Math.cos(a + da)).toFixed(1)} ${(100 - ry * Math.sin(a + da)).toFixed(1)}`
      return `M${at(48, 36, -0.08)} L${at(56, 44, 0.08)}`
    }).join(' ')}" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M48 82 L56 90 M72 82 L80 90" fill="none" stroke="#000" stroke-width="2"/>`),
  // A crêpe folded into a quarter on a plate, a second folded behind it, a lemon wedge at the side.
  crepe: drawing(`
    <ellipse cx="64" cy="92" rx="62" ry="26" fill="#eceff1"/>
    <path d="M30 84 L70 40 Q96 52 104 84 Z" fill="#ffe0b2"/>
    <path d="M12 96 L54 52 Q82 64 90 98 Z" fill="#ffcc80"/>
    <path d="M22 92 Q48 80 84 94" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M96 96 L122 96 Q120 80 108 76 Z" fill="#fff176"/>
    <circle cx="50" cy="74" r="2.5" fill="#8d6e63"/><circle cx="62" cy="70" r="2.5" fill="#8d6e63"/>`),
  // Macarons: three seen from the side in a stack, each two domed shells with the filling between.
  macaron: drawing(`
    ${[
      [64, 94, '#f48fb1', '#fff9c4'],
      [64, 62, '#a5d6a7', '#fafafa'],
      [64, 30, '#ce93d8', '#ffcc80'],
    ]
      .map(
        ([x, y, shell, fill]) => `
      <path d="M${+x - 40} ${+y + 10} Q${+x - 40} ${+y + 24} ${x} ${+y + 24} Q${+x + 40} ${+y + 24} ${+x + 40} ${+y + 10} Z" fill="${shell}"/>
      <rect x="${+x - 38}" y="${+y - 2}" width="76" height="12" rx="6" fill="${fill}"/>
      <path d="M${+x - 40} ${y} Q${+x - 40} ${+y - 16} ${x} ${+y - 16} Q${+x + 40} ${+y - 16} ${+x + 40} ${y} Z" fill="${shell}"/>`,
      )
      .join('')}`),
  // An éclair: a long finger of choux pastry on a plate, chocolate poured along its top.
  eclair: drawing(`
    <ellipse cx="64" cy="96" rx="62" ry="16" fill="#eceff1"/>
    <rect x="10" y="56" width="108" height="38" rx="19" fill="#ffcc80"/>
    <path d="M14 68 Q16 50 30 50 L98 50 Q114 50 114 68 Q100 74 86 70 Q72 76 58 70 Q44 76 30 70 Q20 74 14 68 Z" fill="#6d4c41"/>
    <path d="M36 58 Q50 54 62 58" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A pavlova: a round meringue base, whipped cream on top and strawberries and blueberries piled on it.
  pavlova: drawing(`
    <ellipse cx="64" cy="110" rx="62" ry="12" fill="#eceff1"/>
    <path d="M10 70 Q8 104 30 106 Q64 114 98 106 Q120 104 118 70 Z" fill="#fafafa"/>
    <path d="M24 74 Q28 90 24 102 M46 78 Q50 94 46 108 M70 78 Q74 94 70 108 M94 76 Q98 92 94 104" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M14 70 Q18 52 34 56 Q40 42 56 48 Q66 36 80 46 Q96 40 100 56 Q116 54 114 70 Q64 82 14 70 Z" fill="#fff8e1"/>
    <path d="M34 40 Q30 24 44 26 Q56 28 50 42 Q44 52 34 40 Z" fill="#ef5350"/>
    <path d="M62 34 Q60 16 74 20 Q86 24 78 38 Q70 46 62 34 Z" fill="#ef5350"/>
    <path d="M88 44 Q88 30 100 34 Q110 40 100 50 Q92 54 88 44 Z" fill="#ef5350"/>
    <circle cx="54" cy="52" r="6" fill="#5c6bc0"/><circle cx="82" cy="54" r="6" fill="#5c6bc0"/>
    <path d="M40 24 L44 20 M70 18 L72 13 M98 33 L101 28" fill="none" stroke="#000" stroke-width="2"/>`),
  // A trifle: a glass bowl on a short stem showing its layers (sponge, jelly, custard, cream), a cherry on top.
  trifle: drawing(`
    <path d="M50 108 L78 108 L84 122 L44 122 Z" fill="#e3f2fd"/>
    <rect x="58" y="96" width="12" height="14" fill="#e3f2fd"/>
    <path d="M14 30 L114 30 L110 74 Q104 98 64 98 Q24 98 18 74 Z" fill="#e3f2fd"/>
    <path d="M18 78 Q24 96 64 96 Q104 96 110 78 Z" fill="#ffcc80"/>
    <path d="M16 60 L112 60 L110 78 L18 78 Z" fill="#ef5350"/>
    <path d="M15 44 L113 44 L112 60 L16 60 Z" fill="#fff176"/>
    <path d="M14 44 Q20 22 38 30 Q48 16 64 24 Q80 16 90 30 Q108 22 114 44 Z" fill="#fafafa"/>
    <circle cx="64" cy="18" r="8" fill="#c62828"/>
    <path d="M64 10 Q66 4 72 2" fill="none" stroke="#000" stroke-width="1.6"/>`),
  // A layer cake (a Victoria sponge): two round sponges with jam and cream between, on a cake stand.
  'layer-cake': drawing(`
    <path d="M44 126 L84 126 L72 112 L56 112 Z" fill="#eceff1"/>
    <ellipse cx="64" cy="104" rx="60" ry="10" fill="#eceff1"/>
    <path d="M16 78 L16 96 Q64 110 112 96 L112 78 Z" fill="#ffcc80"/>
    <path d="M16 68 L16 80 Q64 94 112 80 L112 68 Z" fill="#ef5350"/>
    <path d="M16 58 L16 70 Q64 84 112 70 L112 58 Z" fill="#fafafa"/>
    <path d="M16 40 L16 60 Q64 74 112 60 L112 40 Z" fill="#ffcc80"/>
    <ellipse cx="64" cy="40" rx="48" ry="14" fill="#ffe0b2"/>
    <path d="M44 38 l2 2 M60 34 l2 2 M78 38 l2 2 M56 44 l2 2 M70 44 l2 2" fill="none" stroke="#000" stroke-width="2"/>`),
  // A fruit cake: a round cake with a wedge cut, the fruit showing, cherries on its top.
  'fruit-cake': drawing(
    roundCake(
      '<circle cx="48" cy="56" r="5" fill="#c62828"/><circle cx="64" cy="52" r="5" fill="#c62828"/><circle cx="82" cy="58" r="5" fill="#c62828"/><circle cx="40" cy="64" r="3" fill="#8d6e63"/><circle cx="88" cy="50" r="3" fill="#8d6e63"/>',
    ),
  ),
  // A Simnel cake: the fruit cake with its ring of eleven marzipan balls round the top.
  'simnel-cake': drawing(
    roundCake(
      Array.from({ length: 11 }, (_, k) => {
        const a = (2 * Math.PI * k) / 11 + Math.PI / 2
        return `<circle cx="${(64 + 38 * Math.cos(a)).toFixed(1)}" cy="${(58 + 10 * Math.sin(a)).toFixed(1)}" r="5.5" fill="#fff59d"/>`
      })
        .sort((p, q) => Number(/cy="([\d.]+)"/.exec(p)?.[1]) - Number(/cy="([\d.]+)"/.exec(q)?.[1]))
        .join(''),
    ),
  ),
  // Mussels: two long blue-black shells, one closed with its growth lines, one open showing the orange inside.
  mussel: drawing(`
    <path d="M12 88 Q10 60 36 44 Q62 30 76 40 Q80 52 66 70 Q44 96 20 98 Q12 98 12 88 Z" fill="#37474f"/>
    <path d="M24 86 Q28 64 48 52 M32 90 Q40 72 58 58 M44 88 Q54 78 66 64" fill="none" stroke="#000" stroke-width="1.4"/>
    <path d="M60 110 Q56 82 80 64 Q104 48 118 58 Q122 72 106 90 Q86 112 66 116 Q60 116 60 110 Z" fill="#455a64"/>
    <path d="M70 106 Q70 86 88 72 Q104 62 112 66 Q112 76 100 88 Q86 104 70 106 Z" fill="#ffab91"/>`),
  // Kimchi: a bowl heaped with red cabbage leaves, their white stalks and ribs showing.
  kimchi: drawing(`
    <path d="M8 64 L120 64 Q116 106 84 114 L44 114 Q12 106 8 64 Z" fill="#90a4ae"/>
    <path d="M8 64 Q10 42 30 44 Q36 24 56 32 Q70 18 84 32 Q104 26 108 46 Q122 48 120 64 Z" fill="#e57373"/>
    <path d="M30 44 Q40 52 38 64 M56 32 Q60 46 56 64 M84 32 Q82 48 88 64 M108 46 Q100 54 104 64" fill="none" stroke="#000" stroke-width="1.4"/>
    <path d="M22 56 Q30 50 34 40 M64 50 Q72 44 74 34 M94 56 Q100 48 98 40" fill="none" stroke="#000" stroke-width="1"/>`),
  // A fruit bowl: a wide bowl piled with an orange, apples, a bunch of bananas and grapes.
  'fruit-bowl': drawing(`
    <path d="M40 118 L88 118 L80 106 L48 106 Z" fill="#bcaaa4"/>
    <path d="M18 48 Q54 16 104 30 Q108 36 100 38 Q60 30 30 56 Q18 56 18 48 Z" fill="#fff176"/>
    <circle cx="40" cy="52" r="18" fill="#ffa726"/>
    <circle cx="86" cy="50" r="18" fill="#ef5350"/>
    <path d="M86 32 Q88 26 92 24" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="64" cy="58" r="16" fill="#aed581"/>
    <path d="M64 42 Q66 36 70 34" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="102" cy="64" r="7" fill="#9575cd"/><circle cx="110" cy="58" r="7" fill="#9575cd"/><circle cx="112" cy="70" r="7" fill="#9575cd"/>
    <path d="M6 64 L122 64 Q118 100 84 108 L44 108 Q10 100 6 64 Z" fill="#8d6e63"/>
    <path d="M16 76 Q64 88 112 76" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A wire cooling rack seen from a little above: its frame, the parallel wires across it, two feet below.
  'cooling-rack': drawing(`
    <rect x="14" y="96" width="8" height="14" fill="#b0bec5"/>
    <rect x="106" y="96" width="8" height="14" fill="#b0bec5"/>
    <path d="M24 34 L104 34 L120 98 L8 98 Z" fill="#eceff1"/>
    <path d="M30 40 L98 40 L112 92 L16 92 Z" fill="#fafafa"/>
    <path d="${[28, 40, 52, 64, 76, 88, 100].map((x) => `M${x + (x - 64) * 0.05} 40 L${x + (x - 64) * 0.4} 92`).join(' ')} M23 66 L105 66" fill="none" stroke="#000" stroke-width="1.6"/>`),
  // A piping bag: a cone of cloth, the twist at its wide end, the metal nozzle and a swirl of icing out of it.
  'piping-bag': drawing(`
    <path d="M70 16 Q84 2 96 8 Q108 14 100 28 Z" fill="#e0e0e0"/>
    <path d="M62 22 L104 30 L54 96 L44 90 Z" fill="#90caf9"/>
    <path d="M44 90 L54 96 L46 108 L38 102 Z" fill="#b0bec5"/>
    <path d="M14 124 Q10 116 20 114 Q18 106 28 106 Q30 100 38 104 Q44 110 38 116 Q42 124 34 126 Z" fill="#f8bbd0"/>
    <path d="M70 40 Q80 50 76 62" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A baker's peel: a flat wooden blade, wide and rounded at the front, on a long handle.
  'bakers-peel': drawing(`
    <path d="${band(
      [
        [16, 116],
        [66, 66],
      ],
      9,
    )}" fill="#bcaaa4"/>
    <path d="M60 74 L54 60 Q70 22 100 12 Q120 8 118 28 Q108 58 70 76 Z" fill="#d7ccc8"/>
    <path d="M70 58 Q84 34 104 24" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="20" cy="112" r="3" fill="#fafafa"/>`),
  // A cardboard tube (the inside of a toilet roll), standing on end, its open top an oval.
  'cardboard-tube': drawing(`
    <path d="M34 26 L34 104 Q64 122 94 104 L94 26 Z" fill="#d7ccc8"/>
    <ellipse cx="64" cy="26" rx="30" ry="12" fill="#bcaaa4"/>
    <ellipse cx="64" cy="26" rx="24" ry="8" fill="#8d6e63"/>
    <path d="M34 50 Q64 78 94 70 M34 82 Q64 110 94 100" fill="none" stroke="#000" stroke-width="1.2"/>`),
}
