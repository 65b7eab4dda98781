import { band, drawing } from './drawing'

/** A band along `points` cut into segments filled in turn: a ringed tail. */
const ringed = (points: [number, number][], width: number, fills: string[]) =>
  points
    .slice(1)
    .map((_, k) => `<path d="${band([points[k], points[k + 1]], width)}" fill="${fills[k % fills.length]}"/>`)
    .join('')

/** An elliptical ring as one even-odd path, its hole `dy` above its centre: a collar, a wheel's rim. */
const ring = (cx: number, cy: number, rx: number, ry: number, ix: number, iy: number, dy: number) =>
  `M${cx - rx} ${cy} A${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A${rx} ${ry} 0 1 0 ${cx - rx} ${cy} Z ` +
  `M${cx - ix} ${cy + dy} A${ix} ${iy} 0 1 1 ${cx + ix} ${cy + dy} A${ix} ${iy} 0 1 1 ${cx - ix} ${cy + dy} Z`

/** A spike of buds on a stem top at (x, y), leaning by `lean`: one lavender head, its buds marked across. */
const budSpike = (x: number, y: number, lean: number, fill: string) => {
  const [cx, cy] = [x + lean * 2, y - 16]
  const marks = [-10, -4, 2, 8]
    .map((d) => `M${cx - 6} ${cy + d} L${cx} ${cy + d + 3} L${cx + 6} ${cy + d}`)
    .join(' ')
  return `<ellipse cx="${cx}" cy="${cy}" rx="7" ry="18" fill="${fill}" transform="rotate(${lean * 6} ${cx} ${cy})"/><path d="${marks}" fill="none" stroke="#000" stroke-width="1" transform="rotate(${lean * 6} ${cx} ${cy})"/>`
}

/** A bell flower hanging from (x, y): bluebells along a bent stem. */
const bell = (x: number, y: number) =>
  `<path d="M${x} ${y} Q${x - 8} ${y + 2} ${x - 8} ${y + 12} L${x - 10} ${y + 16} L${x - 4} ${y + 14} L${x} ${y + 17} L${x + 4} ${y + 14} L${x + 10} ${y + 16} L${x + 8} ${y + 12} Q${x + 8} ${y + 2} ${x} ${y} Z" fill="#7986cb"/>`

/** An ivy leaf, three-lobed, centred at (x, y). */
const ivyLeaf = (x: number, y: number) =>
  `<path d="M${x} ${y + 9} Q${x - 13} ${y + 6} ${x - 11} ${y - 2} Q${x - 7} ${y - 4} ${x - 5} ${y - 2} Q${x - 5} ${y - 12} ${x} ${y - 13} Q${x + 5} ${y - 12} ${x + 5} ${y - 2} Q${x + 7} ${y - 4} ${x + 11} ${y - 2} Q${x + 13} ${y + 6} ${x} ${y + 9} Z" fill="#66bb6a"/>`

/**
 * Animals, animal homes and gear, and plants that children and teachers name and nothing else draws
 * (docs/decisions/0176-nature-kinds.md): the red panda, prairie dog, flying squirrel and kingfisher; a saddle, a
 * dog collar, a hamster wheel, a litter box, a wasp nest, a cat flap, a termite mound; lavender, a succulent,
 * bluebells, ivy, a weeping willow, a thistle, a bonsai.
 */
export const NATURE_KINDS = {
  // A red panda walking, facing left: russet body and dark legs, the white face with its red tear marks and
  // white-edged ears, the long bushy tail ringed light and dark.
  'red-panda': drawing(`
    ${ringed(
      [
        [98, 66],
        [110, 66],
        [120, 72],
        [125, 82],
        [126, 93],
        [124, 104],
        [119, 114],
      ],
      16,
      ['#d84315', '#ffab91'],
    )}
    <rect x="82" y="76" width="13" height="44" rx="5" fill="#4e342e"/><rect x="36" y="76" width="13" height="44" rx="5" fill="#4e342e"/>
    <path d="M30 66 Q36 48 68 48 Q100 48 106 66 Q108 84 92 88 L46 88 Q30 84 30 66 Z" fill="#e64a19"/>
    <rect x="94" y="78" width="13" height="44" rx="5" fill="#3e2723"/><rect x="48" y="80" width="13" height="42" rx="5" fill="#3e2723"/>
    <path d="M10 30 L8 10 L26 22 Z" fill="#fafafa"/><path d="M46 22 L54 8 L58 28 Z" fill="#fafafa"/>
    <path d="M13 27 L12 16 L22 23 Z" fill="#5d4037"/><path d="M48 23 L53 14 L55 26 Z" fill="#5d4037"/>
    <path d="M6 44 Q6 20 32 20 Q58 20 58 44 Q56 62 32 64 Q8 62 6 44 Z" fill="#e64a19"/>
    <ellipse cx="32" cy="53" rx="15" ry="10" fill="#fafafa"/>
    <ellipse cx="21" cy="31" rx="5" ry="3.5" fill="#fafafa"/><ellipse cx="43" cy="31" rx="5" ry="3.5" fill="#fafafa"/>
    <circle cx="22" cy="40" r="3.5" fill="#212121"/><circle cx="42" cy="40" r="3.5" fill="#212121"/>
    <ellipse cx="32" cy="50" rx="5" ry="3.5" fill="#212121"/>
    <path d="M32 53 L32 57 M27 59 Q32 62 37 59" fill="none" stroke="#000" stroke-width="1"/>`),
  // A prairie dog sat up at its burrow: a plump tan body, paws together at the chest, small round ears, the
  // black-tipped tail, the heap of earth round the hole.
  'prairie-dog': drawing(`
    <path d="M2 124 Q10 100 64 98 Q118 100 126 124 Z" fill="#bcaaa4"/>
    <ellipse cx="64" cy="112" rx="34" ry="8" fill="#5d4037"/>
    <path d="M86 104 Q104 100 108 88 L114 90 Q112 106 90 112 Z" fill="#c8a27a"/>
    <path d="M106 86 Q110 78 116 84 L114 92 L108 90 Z" fill="#3e2723"/>
    <path d="M40 112 Q34 80 44 60 Q54 46 64 46 Q74 46 84 60 Q94 80 88 112 Z" fill="#c8a27a"/>
    <ellipse cx="64" cy="88" rx="15" ry="20" fill="#efdcc0"/>
    <path d="M52 64 Q48 74 58 78 L62 72 Q56 70 58 64 Z" fill="#b08a5e"/>
    <path d="M76 64 Q80 74 70 78 L66 72 Q72 70 70 64 Z" fill="#b08a5e"/>
    <circle cx="46" cy="20" r="5" fill="#b08a5e"/><circle cx="82" cy="20" r="5" fill="#b08a5e"/>
    <ellipse cx="64" cy="34" rx="21" ry="19" fill="#c8a27a"/>
    <ellipse cx="64" cy="42" rx="11" ry="8" fill="#efdcc0"/>
    <ellipse cx="64" cy="37" rx="4" ry="3" fill="#3e2723"/>
    <path d="M64 40 L64 45 M58 46 Q64 49 70 46" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="54" cy="28" r="3.5" fill="#212121"/><circle cx="74" cy="28" r="3.5" fill="#212121"/>
    <path d="M48 40 L38 38 M48 43 L38 45 M80 40 L90 38 M80 43 L90 45" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M26 114 Q64 126 102 114 L104 124 L24 124 Z" fill="#bcaaa4"/>`),
  // A flying squirrel gliding, seen from below: legs spread wide with the furry sail stretched between them,
  // the flat tail behind, the big dark eyes of a night animal.
  'flying-squirrel': drawing(`
    <path d="M56 92 Q52 112 64 126 Q76 112 72 92 Z" fill="#a1887f"/>
    <path d="M64 98 L64 120" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M14 36 Q40 48 48 40 L80 40 Q88 48 114 36 Q104 62 112 92 Q88 84 80 96 L48 96 Q40 84 16 92 Q24 62 14 36 Z" fill="#bcaaa4"/>
    <path d="M22 46 Q36 64 24 86 M106 46 Q92 64 104 86" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="70" rx="17" ry="28" fill="#efebe9"/>
    <circle cx="14" cy="35" r="5" fill="#8d6e63"/><circle cx="114" cy="35" r="5" fill="#8d6e63"/>
    <circle cx="16" cy="93" r="5" fill="#8d6e63"/><circle cx="112" cy="93" r="5" fill="#8d6e63"/>
    <path d="M48 20 L44 6 L56 14 Z" fill="#a1887f"/><path d="M80 20 L84 6 L72 14 Z" fill="#a1887f"/>
    <ellipse cx="64" cy="30" rx="18" ry="16" fill="#a1887f"/>
    <circle cx="56" cy="27" r="6" fill="#212121"/><circle cx="72" cy="27" r="6" fill="#212121"/>
    <circle cx="54" cy="25" r="2" fill="#fff"/><circle cx="70" cy="25" r="2" fill="#fff"/>
    <ellipse cx="64" cy="38" rx="3" ry="2.2" fill="#3e2723"/>`),
  // A kingfisher perched on a branch, facing left: the big head and long dagger beak, the blue back and wings,
  // the orange breast, white throat patch, short tail and little red feet.
  kingfisher: drawing(`
    <path d="M2 104 L126 96 L126 108 L2 114 Z" fill="#8d6e63"/>
    <path d="M96 74 L118 96 L108 100 L88 82 Z" fill="#1565c0"/>
    <path d="M50 58 Q56 40 76 42 Q98 46 100 70 Q98 90 76 96 Q56 96 50 80 Z" fill="#ff8f00"/>
    <path d="M64 50 Q86 44 98 58 Q104 76 92 90 Q80 80 70 66 Q64 58 64 50 Z" fill="#1e88e5"/>
    <path d="M74 60 Q84 64 92 74 M72 66 Q80 72 86 82" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 38 Q40 16 62 16 Q80 18 80 38 Q78 54 60 56 Q42 54 40 38 Z" fill="#1e88e5"/>
    <path d="M42 40 L4 44 L42 48 Z" fill="#424242"/>
    <ellipse cx="72" cy="40" rx="6" ry="8" fill="#fafafa"/>
    <path d="M54 30 Q62 34 70 30 Q66 38 56 38 Z" fill="#ff8f00"/>
    <circle cx="54" cy="32" r="3.5" fill="#212121"/>
    <path d="M66 94 L64 104 M76 94 L78 102" fill="none" stroke="#e53935" stroke-width="3"/>`),
  // A western saddle, side on: the seat between the horn and the high back, the leather skirt below, the
  // stirrup hanging on its strap.
  saddle: drawing(`
    <path d="M14 62 Q20 54 34 56 L98 56 Q112 54 116 64 L112 96 Q64 104 16 96 Z" fill="#a1887f"/>
    <path d="M22 66 L108 66" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M18 60 Q40 46 64 52 Q88 46 104 34 Q112 44 108 58 Q64 66 18 60 Z" fill="#8d6e63"/>
    <path d="M20 60 Q18 40 24 30 Q30 28 32 34 Q30 46 34 58 Z" fill="#6d4c41"/>
    <ellipse cx="28" cy="28" rx="8" ry="5" fill="#5d4037"/>
    <path d="M56 62 L60 104" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="54" y="60" width="10" height="46" rx="2" fill="#795548"/>
    <path d="M46 104 Q46 124 59 124 Q72 124 72 104 Z" fill="#bdbdbd"/>
    <path d="M51 108 Q52 119 59 119 Q66 119 67 108 Z" fill="#fff"/>`),
  // A dog collar: the leather band round in a loop, its buckle and the round name tag hanging from the ring.
  collar: drawing(`
    <path d="${ring(64, 48, 56, 22, 46, 13, -3)}" fill="#e53935" fill-rule="evenodd"/>
    <circle cx="26" cy="40" r="2" fill="#fff"/><circle cx="102" cy="40" r="2" fill="#fff"/>
    <rect x="52" y="62" width="24" height="14" rx="2" fill="#ffd54f"/>
    <rect x="57" y="66" width="14" height="6" fill="#e53935"/>
    <circle cx="64" cy="82" r="5" fill="#ffd54f"/><circle cx="64" cy="82" r="2" fill="#fff"/>
    <path d="M64 87 Q40 90 46 104 Q54 116 64 104 Q74 116 82 104 Q88 90 64 87 Z" fill="#ffca28"/>`),
  // A hamster wheel on its stand: the rim, the rungs to run on, the axle on two legs.
  'hamster-wheel': drawing(`
    <path d="M64 60 L30 124 L40 124 L64 74 L88 124 L98 124 Z" fill="#90a4ae"/>
    <path d="${ring(64, 60, 52, 52, 44, 44, 0)}" fill="#ef9a9a" fill-rule="evenodd"/>
    <path d="${Array.from({ length: 16 }, (_, k) => {
      const a = (k * Math.PI) / 8
      return `M${(64 + 44 * Math.cos(a)).toFixed(1)} ${(60 + 44 * Math.sin(a)).toFixed(1)}L${(64 + 52 * Math.cos(a)).toFixed(1)} ${(60 + 52 * Math.sin(a)).toFixed(1)}`
    }).join('')}" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 60 L64 16 M64 60 L102 82 M64 60 L26 82" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="64" cy="60" r="8" fill="#90a4ae"/>`),
  // A cat's litter box: the low tray, the heaped litter, the slotted scoop leaning on its side.
  'litter-box': drawing(`
    <path d="M10 64 L118 64 L108 110 L20 110 Z" fill="#4fc3f7"/>
    <path d="M14 64 Q24 54 34 62 Q44 54 54 62 Q64 54 74 62 Q84 54 94 62 Q104 54 114 64 Z" fill="#e0e0e0"/>
    <path d="M10 64 L118 64 L116 74 L12 74 Z" fill="#29b6f6"/>
    <path d="M96 70 L108 40 L116 44 L104 72 Z" fill="#ffb74d"/>
    <path d="M100 42 Q98 20 112 14 L126 22 Q126 40 114 48 Z" fill="#ffb74d"/>
    <path d="M106 24 L110 38 M112 22 L116 36 M118 24 L120 36" fill="none" stroke="#000" stroke-width="1.5"/>
    <ellipse cx="40" cy="92" rx="4" ry="3" fill="#fff"/><ellipse cx="64" cy="92" rx="4" ry="3" fill="#fff"/><ellipse cx="88" cy="92" rx="4" ry="3" fill="#fff"/>`),
  // A wasp nest hung from a branch: the papery round nest in wavy bands, the hole at the bottom, two wasps.
  'wasp-nest': drawing(`
    <path d="M2 10 Q64 2 126 14 L126 20 Q64 10 2 18 Z" fill="#8d6e63"/>
    <path d="M60 14 L68 14 L68 24 L60 24 Z" fill="#a1887f"/>
    <path d="M64 20 Q100 22 104 62 Q104 102 64 112 Q24 102 24 62 Q28 22 64 20 Z" fill="#d7ccc8"/>
    <path d="M34 40 Q64 50 94 40 M27 58 Q64 70 101 58 M28 76 Q64 88 100 76 M36 94 Q64 104 92 94" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="106" rx="9" ry="5" fill="#5d4037"/>
    <ellipse cx="108" cy="100" rx="8" ry="5" fill="#ffca28"/><path d="M106 96 L106 104 M110 96 L110 104" fill="none" stroke="#000" stroke-width="1.5"/>
    <ellipse cx="104" cy="93" rx="5" ry="3" fill="#e3f2fd"/>
    <ellipse cx="20" cy="112" rx="8" ry="5" fill="#ffca28"/><path d="M18 108 L18 116 M22 108 L22 116" fill="none" stroke="#000" stroke-width="1.5"/>
    <ellipse cx="24" cy="105" rx="5" ry="3" fill="#e3f2fd"/>`),
  // A cat flap low in a back door: the door's panels and handle, the flap swung out, the cat's tail going in.
  'cat-flap': drawing(`
    <rect x="22" y="2" width="84" height="124" fill="#a1887f"/>
    <rect x="32" y="12" width="64" height="40" fill="#bcaaa4"/>
    <circle cx="92" cy="66" r="5" fill="#ffd54f"/>
    <rect x="40" y="80" width="48" height="42" rx="6" fill="#eeeeee"/>
    <path d="M46 86 L82 86 L84 114 L44 114 Z" fill="#bdbdbd"/>
    <path d="M50 90 L78 90" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${band(
      [
        [64, 112],
        [70, 120],
        [84, 124],
        [98, 118],
        [104, 104],
        [100, 94],
      ],
      8,
    )}" fill="#ffb74d"/>`),
  // A termite mound on the savanna: a tall knobbly tower of earth with smaller spires beside it.
  'termite-mound': drawing(`
    <path d="M10 124 Q20 108 24 84 Q26 72 32 82 Q36 96 40 100 Q42 60 50 30 Q56 6 64 6 Q72 8 76 30 Q82 56 84 96 Q90 76 96 70 Q102 72 104 90 Q108 110 120 124 Z" fill="#d7a86e"/>
    <path d="M56 30 Q60 40 56 52 M70 44 Q74 56 70 68 M54 72 Q58 84 54 96 M72 88 Q76 100 72 112 M28 98 Q32 106 28 114 M98 92 Q100 102 98 112" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M2 124 L126 124 L126 120 Q64 114 2 120 Z" fill="#c5e1a5"/>`),
  // A bunch of lavender: thin stems topped with spikes of small purple buds, tied with a bow.
  lavender: drawing(`
    <path d="M64 124 L60 44 M64 124 L44 50 M64 124 L80 46 M64 124 L30 64 M64 124 L96 60" fill="none" stroke="#000" stroke-width="2.5"/>
    ${budSpike(60, 44, 0, '#9575cd')}${budSpike(44, 50, -1, '#7e57c2')}${budSpike(80, 46, 1, '#7e57c2')}
    ${budSpike(30, 64, -2, '#9575cd')}${budSpike(96, 60, 2, '#9575cd')}
    <path d="M52 100 Q64 106 76 100 L76 108 Q64 114 52 108 Z" fill="#f48fb1"/>
    <path d="M64 104 Q48 92 44 104 Q48 112 64 104 Q80 92 84 104 Q80 112 64 104 Z" fill="#f06292"/>`),
  // A succulent in a little pot: a rosette of thick pointed leaves, an aloe or an echeveria.
  succulent: drawing(`
    <path d="M34 86 L94 86 L86 124 L42 124 Z" fill="#ff8a65"/>
    <rect x="30" y="80" width="68" height="12" rx="2" fill="#ff7043"/>
    <path d="M64 82 Q20 74 6 56 Q34 54 64 76 Z" fill="#81c784"/>
    <path d="M64 82 Q108 74 122 56 Q94 54 64 76 Z" fill="#81c784"/>
    <path d="M64 80 Q32 60 28 24 Q52 40 66 74 Z" fill="#66bb6a"/>
    <path d="M64 80 Q96 60 100 24 Q76 40 62 74 Z" fill="#66bb6a"/>
    <path d="M64 80 Q52 44 64 4 Q76 44 64 80 Z" fill="#4caf50"/>
    <path d="M64 82 Q44 72 46 54 Q58 62 64 78 Q70 62 82 54 Q84 72 64 82 Z" fill="#a5d6a7"/>`),
  // Bluebells: a stem bent over with the bells hanging down one side, long strap leaves at the foot.
  bluebell: drawing(`
    <path d="M56 124 Q40 90 36 60 L42 60 Q46 90 62 124 Z" fill="#66bb6a"/>
    <path d="M72 124 Q92 88 96 56 L90 58 Q84 88 66 124 Z" fill="#81c784"/>
    <path d="M64 124 Q62 70 64 40 Q70 18 92 14" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M63 48 L56 52 M63 64 L56 68 M64 30 L58 34 M72 20 L70 26 M84 15 L84 22" fill="none" stroke="#000" stroke-width="1.5"/>
    ${bell(54, 50)}${bell(54, 66)}${bell(56, 32)}${bell(70, 24)}${bell(84, 20)}`),
  // Ivy: a trailing stem with its three-pointed leaves, hanging down.
  ivy: drawing(`
    <path d="M20 4 Q40 30 30 56 Q20 84 42 104 Q56 116 50 126 M30 56 Q56 56 74 76 Q92 96 104 124 M36 20 Q70 14 90 34 Q106 50 112 72" fill="none" stroke="#5d4037" stroke-width="3"/>
    ${ivyLeaf(20, 14)}${ivyLeaf(40, 36)}${ivyLeaf(22, 72)}${ivyLeaf(40, 96)}${ivyLeaf(52, 116)}
    ${ivyLeaf(56, 62)}${ivyLeaf(78, 84)}${ivyLeaf(96, 108)}${ivyLeaf(64, 22)}${ivyLeaf(94, 42)}${ivyLeaf(112, 66)}`),
  // A weeping willow: a short trunk under a round crown whose long branches hang down in curtains to the grass.
  'weeping-willow': drawing(`
    <path d="M56 124 L58 80 Q52 66 44 60 L52 58 L62 70 L68 56 L74 58 L70 80 L72 124 Z" fill="#8d6e63"/>
    <path d="M10 108 Q4 60 26 34 Q44 12 64 12 Q86 12 104 34 Q124 60 118 108 L108 96 L104 112 L94 98 L88 116 L82 100 L78 86 L50 86 L46 100 L40 116 L34 98 L24 112 L20 96 Z" fill="#9ccc65"/>
    <path d="M30 40 Q22 70 26 100 M46 24 Q36 60 40 104 M64 16 Q58 50 60 76 M82 24 Q92 60 88 104 M98 40 Q106 70 102 100" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M2 124 Q64 114 126 124 Z" fill="#c5e1a5"/>`),
  // A thistle: the purple brush of a flower on a round spiky green head, prickly leaves down the stem.
  thistle: drawing(`
    <path d="M64 58 L64 124" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M64 96 L40 84 L42 92 L30 90 L36 98 L24 100 L34 106 L64 104 Z" fill="#81c784"/>
    <path d="M64 82 L88 70 L86 78 L98 76 L92 84 L104 86 L94 92 L64 90 Z" fill="#81c784"/>
    <path d="M40 30 L36 6 L48 24 L50 2 L58 22 L64 0 L70 22 L78 2 L80 24 L92 6 L88 30 Z" fill="#ba68c8"/>
    <path d="M40 32 Q40 28 88 28 Q92 60 64 64 Q36 60 40 32 Z" fill="#7cb342"/>
    <path d="M44 40 L50 46 L44 52 M56 36 L62 42 L56 48 M70 36 L76 42 L70 48 M82 40 L86 46 L82 52 M60 52 L64 58 L68 52" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 36 L30 34 M40 48 L30 50 M88 36 L98 34 M88 48 L98 50" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A bonsai: a little twisted tree with its leaves in cloud-like pads, in a shallow tray on little feet.
  bonsai: drawing(`
    <rect x="22" y="112" width="10" height="8" fill="#5d4037"/><rect x="96" y="112" width="10" height="8" fill="#5d4037"/>
    <path d="M12 98 L116 98 L108 114 L20 114 Z" fill="#1e88e5"/>
    <rect x="8" y="92" width="112" height="8" rx="2" fill="#1976d2"/>
    <path d="M58 94 Q60 78 48 68 Q38 58 50 46 L58 50 Q50 58 58 66 Q72 76 68 94 Z" fill="#8d6e63"/>
    <path d="M56 60 Q76 58 86 44 L90 48 Q80 64 60 66 Z" fill="#8d6e63"/>
    <path d="M50 48 Q44 38 52 30 L56 32 Q52 40 56 48 Z" fill="#8d6e63"/>
    <path d="M16 56 Q14 40 32 40 Q44 34 56 42 Q60 54 46 58 Q30 64 16 56 Z" fill="#66bb6a"/>
    <path d="M70 44 Q70 30 88 30 Q104 28 114 38 Q116 50 100 52 Q80 56 70 44 Z" fill="#66bb6a"/>
    <path d="M36 24 Q38 10 56 10 Q72 8 80 18 Q80 30 64 30 Q46 34 36 24 Z" fill="#81c784"/>`),
}
