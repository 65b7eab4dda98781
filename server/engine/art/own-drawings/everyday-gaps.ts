import { drawing } from './drawing'
import { pencil } from './home-and-classroom'

/** A 3 by 3 grid of stickers on the cube face with corner `o` and edges `u`, `v`: a Rubik's cube side. */
function face(o: [number, number], u: [number, number], v: [number, number], fills: string[]): string {
  const at = (i: number, j: number) =>
    `${(o[0] + (u[0] * i) / 3 + (v[0] * j) / 3).toFixed(1)} ${(o[1] + (u[1] * i) / 3 + (v[1] * j) / 3).toFixed(1)}`
  let out = ''
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      out += `<path d="M${at(i + 0.12, j + 0.12)} L${at(i + 0.88, j + 0.12)} L${at(i + 0.88, j + 0.88)} L${at(i + 0.12, j + 0.88)} Z" fill="${fills[(i * 3 + j) % fills.length]}"/>`
  return out
}

/** A nugget of breaded chicken at (x, y): a lumpy rounded shape with crumbs on it. */
const nugget = (x: number, y: number, turn: number): string => `
  <g transform="rotate(${turn} ${x} ${y})">
    <path d="M${x - 18} ${y} Q${x - 20} ${y - 14} ${x - 6} ${y - 14} Q${x + 2} ${y - 20} ${x + 12} ${y - 12} Q${x + 22} ${y - 8} ${x + 18} ${y + 4} Q${x + 16} ${y + 16} ${x} ${y + 13} Q${x - 16} ${y + 14} ${x - 18} ${y} Z" fill="#ffb74d"/>
    <circle cx="${x - 8}" cy="${y - 4}" r="1.6" fill="#e65100"/><circle cx="${x + 6}" cy="${y - 6}" r="1.6" fill="#e65100"/>
    <circle cx="${x + 2}" cy="${y + 5}" r="1.6" fill="#e65100"/><circle cx="${x - 10}" cy="${y + 6}" r="1.6" fill="#e65100"/>
  </g>`

/**
 * Everyday things children name at school, at home and at the table that no emoji or icon family draws: a
 * marker pen, sticks of chalk, a hand puppet, a toilet, a pot of yogurt, chicken nuggets, a spatula, a pencil
 * sharpener, play dough, a Rubik's cube, a wall calendar, a sheet of stickers.
 */
export const EVERYDAY_GAPS = {
  // A felt-tip marker, its cap off and lying beside it: the barrel with its grip, the cone and the felt tip,
  // the cap with its clip, and the wavy line it has just drawn.
  marker: drawing(`
    <path d="M8 118 Q20 100 32 112 Q44 124 54 108" fill="none" stroke="#000" stroke-width="1"/>
    <g transform="rotate(45 64 64)">
      <rect x="50" y="20" width="28" height="74" rx="6" fill="#90caf9"/>
      <rect x="50" y="70" width="28" height="14" fill="#42a5f5"/>
      <path d="M52 94 L76 94 L70 110 L58 110 Z" fill="#e3f2fd"/>
      <path d="M58 110 L70 110 L66 124 L62 124 Z" fill="#42a5f5"/>
      <rect x="50" y="14" width="28" height="10" rx="3" fill="#42a5f5"/>
    </g>
    <g transform="rotate(45 104 92)">
      <rect x="90" y="72" width="28" height="40" rx="8" fill="#42a5f5"/>
      <rect x="112" y="76" width="8" height="30" rx="3" fill="#1e88e5"/>
    </g>`),
  // Sticks of chalk: three round sticks lying crossed, their flat ends showing, and a star and a swirl drawn
  // in chalk beside them.
  chalk: drawing(`
    <path d="M20 30 L26 14 L32 30 L48 30 L35 40 L40 56 L26 46 L12 56 L17 40 L4 30 Z" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M86 22 Q100 8 112 20 Q122 34 106 40 Q94 42 96 30 Q100 22 106 28" fill="none" stroke="#000" stroke-width="1"/>
    ${[
      [40, 96, -24, '#f8bbd0'],
      [78, 104, 18, '#b3e5fc'],
      [96, 72, -70, '#fff9c4'],
    ]
      .map(
        ([x, y, a, fill]) => `
    <g transform="rotate(${a} ${x} ${y})">
      <rect x="${(x as number) - 28}" y="${(y as number) - 12}" width="56" height="24" rx="5" fill="${fill}"/>
      <ellipse cx="${(x as number) + 28}" cy="${y}" rx="6" ry="12" fill="#fafafa"/>
    </g>`,
      )
      .join('')}`),
  // A hand puppet: a round head with hair, a face and a red nose, a frilled collar, the gown with little
  // hands out at its sides, and the arm of the hand inside it coming out of the bottom.
  puppet: drawing(`
    <path d="M52 104 L76 104 Q80 116 88 128 L64 128 Q58 116 52 104 Z" fill="#ffe0b2"/>
    <path d="M42 60 Q64 54 86 60 L94 108 L84 104 L74 110 L64 104 L54 110 L44 104 L34 108 Z" fill="#81c784"/>
    <path d="M44 66 L20 80 L24 90 L46 78 Z M84 66 L108 80 L104 90 L82 78 Z" fill="#66bb6a"/>
    <circle cx="19" cy="86" r="8" fill="#ffe0b2"/><circle cx="109" cy="86" r="8" fill="#ffe0b2"/>
    <circle cx="64" cy="80" r="4" fill="#fff59d"/><circle cx="64" cy="96" r="4" fill="#fff59d"/>
    <path d="M36 56 L92 56 L92 68 L86 60 L80 68 L74 60 L68 68 L62 60 L56 68 L50 60 L44 68 L38 60 Z" fill="#fafafa"/>
    <circle cx="64" cy="38" r="21" fill="#ffe0b2"/>
    <path d="M42 32 Q46 24 52 28 Q56 22 62 28 Q68 22 74 28 Q80 24 86 32 L86 24 L42 24 Z" fill="#ffb74d"/>
    <path d="M40 26 L88 26 L64 0 Z" fill="#ef5350"/>
    <rect x="38" y="22" width="52" height="8" rx="4" fill="#fff59d"/>
    <circle cx="64" cy="4" r="5" fill="#fff59d"/>
    <circle cx="55" cy="35" r="4.5" fill="#424242"/><circle cx="73" cy="35" r="4.5" fill="#424242"/>
    <circle cx="64" cy="43" r="4.5" fill="#ef5350"/>
    <path d="M54 49 Q64 56 74 49" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="49" cy="45" r="3.5" fill="#f8bbd0"/><circle cx="79" cy="45" r="3.5" fill="#f8bbd0"/>`),
  // A toilet: the cistern with its flush handle, the seat lid up against it, the round seat over the bowl of
  // water, the bowl narrowing to its foot on the floor.
  toilet: drawing(`
    <rect x="28" y="6" width="72" height="42" rx="6" fill="#e3f2fd"/>
    <rect x="24" y="4" width="80" height="10" rx="4" fill="#bbdefb"/>
    <rect x="80" y="20" width="14" height="6" rx="3" fill="#90a4ae"/>
    <path d="M32 48 Q34 30 64 28 Q94 30 96 48 Z" fill="#bbdefb"/>
    <path d="M20 62 Q22 96 46 104 L42 122 L86 122 L82 104 Q106 96 108 62 Z" fill="#e3f2fd"/>
    <ellipse cx="64" cy="60" rx="46" ry="14" fill="#bbdefb"/>
    <ellipse cx="64" cy="60" rx="32" ry="8" fill="#b3e5fc"/>
    <path d="M32 122 L96 122 L98 126 L30 126 Z" fill="#90a4ae"/>`),
  // A pot of yogurt: the foil lid peeled back, a spoon standing in the yogurt, a strawberry on the label.
  yogurt: drawing(`
    <path d="M72 40 L98 4 L106 8 L80 44 Z" fill="#b0bec5"/>
    <ellipse cx="101" cy="6" rx="8" ry="5" fill="#b0bec5" transform="rotate(-54 101 6)"/>
    <path d="M26 46 L102 46 L92 122 L36 122 Z" fill="#fafafa"/>
    <ellipse cx="64" cy="46" rx="38" ry="8" fill="#fce4ec"/>
    <path d="M26 46 Q18 26 34 14 L52 36 Z" fill="#cfd8dc"/>
    <rect x="30" y="58" width="68" height="6" fill="#f48fb1"/>
    <rect x="34" y="108" width="60" height="6" fill="#f48fb1"/>
    <path d="M64 102 Q50 92 52 80 Q54 72 64 74 Q74 72 76 80 Q78 92 64 102 Z" fill="#ef5350"/>
    <path d="M54 74 L60 68 L64 73 L68 68 L74 74 Q64 79 54 74 Z" fill="#81c784"/>`),
  // Chicken nuggets on a plate, crumbed and lumpy, with a little pot of ketchup to dip them in.
  'chicken-nuggets': drawing(`
    <ellipse cx="64" cy="84" rx="62" ry="34" fill="#eceff1"/>
    <ellipse cx="64" cy="84" rx="48" ry="25" fill="#fafafa"/>
    ${nugget(34, 84, -10)}${nugget(62, 98, 15)}${nugget(56, 72, 5)}${nugget(88, 90, -20)}
    <path d="M88 44 L118 44 L114 70 L92 70 Z" fill="#fafafa"/>
    <ellipse cx="103" cy="44" rx="15" ry="5" fill="#e53935"/>`),
  // A pancake spatula: the wide slotted blade, its bent neck and the handle with a hanging hole.
  spatula: drawing(`
    <g transform="rotate(-35 64 64)">
      <path d="M40 4 L88 4 Q92 4 92 8 L90 46 Q90 52 84 52 L44 52 Q38 52 38 46 L36 8 Q36 4 40 4 Z" fill="#b0bec5"/>
      <rect x="47" y="12" width="6" height="30" rx="3" fill="#eceff1"/>
      <rect x="61" y="12" width="6" height="30" rx="3" fill="#eceff1"/>
      <rect x="75" y="12" width="6" height="30" rx="3" fill="#eceff1"/>
      <path d="M58 52 L70 52 L68 66 L60 66 Z" fill="#90a4ae"/>
      <rect x="56" y="64" width="16" height="62" rx="7" fill="#ef5350"/>
      <circle cx="64" cy="116" r="4" fill="#fafafa"/>
    </g>`),
  // A pencil sharpener: the little block with its blade screwed on over the cone, a pencil going in, and the
  // curly shaving coming out of the side.
  'pencil-sharpener': drawing(`
    <rect x="46" y="58" width="48" height="44" rx="5" fill="#ef5350"/>
    <path d="M46 58 L60 44 L106 44 L94 58 Z" fill="#e57373"/>
    <path d="M94 58 L106 44 L106 88 L94 102 Z" fill="#c62828"/>
    <path d="M54 56 L64 46 L90 46 L80 56 Z" fill="#cfd8dc"/>
    <circle cx="72" cy="51" r="2.5" fill="#90a4ae"/>
    <circle cx="70" cy="80" r="12" fill="#616161"/>
    <circle cx="70" cy="80" r="6" fill="#424242"/>
    ${pencil(4, 124, 66, 84, '#fff176')}
    <path d="M86 104 Q92 92 104 96 Q116 92 120 104 Q126 112 118 118 Q112 126 102 122 Q90 126 86 116 Q80 110 86 104 Z" fill="#ffe0b2"/>
    <path d="M92 106 Q98 100 104 104 Q112 100 114 108 Q118 114 110 116 Q104 120 98 116 Q90 116 92 106 Z" fill="#fff176"/>
    <path d="M98 110 Q104 106 108 110" fill="none" stroke="#000" stroke-width="1"/>`),
  // Play dough: a round tub with its lid off, a lump of dough squashed out of it, and a star cut from the
  // dough beside the rolled snake of another colour.
  'play-dough': drawing(`
    <path d="M12 20 L60 20 L58 92 Q36 98 14 92 Z" fill="#42a5f5"/>
    <ellipse cx="36" cy="20" rx="24" ry="8" fill="#90caf9"/>
    <ellipse cx="36" cy="21" rx="19" ry="5.5" fill="#f48fb1"/>
    <rect x="20" y="44" width="32" height="20" rx="4" fill="#fafafa"/>
    <g transform="rotate(-20 88 36)">
      <rect x="62" y="30" width="52" height="12" rx="3" fill="#ffca28"/>
      <ellipse cx="88" cy="30" rx="26" ry="8" fill="#ffe082"/>
    </g>
    <path d="M66 86 Q62 62 86 60 Q110 56 118 74 Q126 96 104 102 Q76 108 66 86 Z" fill="#ce93d8"/>
    <path d="M92 66 L96 75 L106 75 L98 81 L101 91 L92 85 L83 91 L86 81 L78 75 L88 75 Z" fill="#f3e5f5"/>
    <path d="M10 112 Q20 100 36 108 Q52 118 66 108 Q80 98 94 110 Q104 118 118 110 L120 118 Q104 128 90 118 Q78 108 66 118 Q50 128 34 116 Q20 108 14 120 Z" fill="#fff59d"/>`),
  // A Rubik's cube seen from above a corner: three faces of nine coloured squares each.
  'rubiks-cube': drawing(`
    <path d="M64 6 L116 34 L116 94 L64 122 L12 94 L12 34 Z" fill="#424242"/>
    ${face([12, 34], [52, -28], [52, 28], ['#fafafa', '#ef5350', '#fff59d', '#90caf9'])}
    ${face([12, 34], [52, 28], [0, 60], ['#81c784', '#ffb74d', '#ef5350', '#fff59d', '#90caf9'])}
    ${face([64, 62], [52, -28], [0, 60], ['#90caf9', '#fafafa', '#81c784', '#ffb74d'])}`),
  // A wall calendar: the two rings it hangs by, the month's picture, the grid of days with a star on one.
  calendar: drawing(`
    <rect x="14" y="14" width="100" height="110" rx="4" fill="#fafafa"/>
    <rect x="14" y="14" width="100" height="46" rx="4" fill="#bbdefb"/>
    <path d="M24 56 L46 30 L60 46 L72 34 L102 56 Z" fill="#a5d6a7"/>
    <circle cx="102" cy="34" r="6" fill="#fff59d"/>
    <rect x="14" y="60" width="100" height="10" fill="#ef9a9a"/>
    <path d="M14 80 L114 80 M14 91 L114 91 M14 102 L114 102 M14 113 L114 113 M28 70 L28 124 M42 70 L42 124 M56 70 L56 124 M71 70 L71 124 M85 70 L85 124 M99 70 L99 124" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M63.5 93 L65 96 L68.5 96.3 L66 98.5 L66.8 101.5 L63.5 100 L60.2 101.5 L61 98.5 L58.5 96.3 L62 96 Z" fill="#ef9a9a"/>
    <rect x="36" y="6" width="8" height="18" rx="4" fill="#9e9e9e"/>
    <rect x="84" y="6" width="8" height="18" rx="4" fill="#9e9e9e"/>`),
  // A sheet of stickers: a star, a heart and a smiling face, each in its white die-cut edge on the backing,
  // and a second star peeled off and laid across the sheet's edge.
  sticker: drawing(`
    <rect x="6" y="10" width="96" height="108" rx="8" fill="#eceff1"/>
    <path d="M32.0 14.0 L39.1 30.3 L56.7 32.0 L43.4 43.7 L47.3 61.0 L32.0 52.0 L16.7 61.0 L20.6 43.7 L7.3 32.0 L24.9 30.3 Z" fill="#fafafa"/>
    <path d="M32.0 20.0 L37.0 33.1 L51.0 33.8 L40.1 42.6 L43.8 56.2 L32.0 48.5 L20.2 56.2 L23.9 42.6 L13.0 33.8 L27.0 33.1 Z" fill="#fff59d"/>
    <path d="M78 68 L58 48 Q50 34 62 27 Q72 23 78 32 Q84 23 94 27 Q106 34 98 48 Z" fill="#fafafa"/>
    <path d="M78 62 L62 46 Q56 34 66 30 Q74 28 78 36 Q82 28 90 30 Q100 34 94 46 Z" fill="#f48fb1"/>
    <circle cx="32" cy="92" r="22" fill="#fafafa"/>
    <circle cx="32" cy="92" r="17" fill="#ffcc80"/>
    <circle cx="26" cy="88" r="3" fill="#424242"/><circle cx="38" cy="88" r="3" fill="#424242"/>
    <path d="M24 97 Q32 104 40 97" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M105.0 65.9 L106.4 87.6 L126.0 97.1 L105.8 105.2 L102.8 126.8 L88.9 110.1 L67.5 113.9 L79.0 95.5 L68.8 76.3 L89.9 81.6 Z" fill="#fafafa"/>
    <path d="M102.6 72.5 L103.1 89.9 L119.0 96.9 L102.7 102.8 L100.9 120.0 L90.2 106.3 L73.3 110.0 L83.0 95.6 L74.3 80.6 L91.0 85.4 Z" fill="#90caf9"/>`),
}
