import { band, drawing } from './drawing'

/** A four-pointed spark at (x, y), `r` from its centre to a point. */
const spark = (x: number, y: number, r: number) =>
  `M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z`

/**
 * The things trades work with that no emoji or icon family draws (plan/trade-tools.ts,
 * docs/decisions/0197-trades-and-their-things.md): a town crier's handbell, a thatcher's bundle of straw, a
 * welder's torch and its sparks, a surveyor's tripod, a tiler's tiles, a roll of fabric, a shepherd's crook, a
 * flight attendant's drinks trolley, a cheesemaker's rack of cheeses. Each drawn broad: a tool is often drawn a
 * hand's size.
 */
export const TRADE_THINGS = {
  // A brass handbell: the wooden handle, its collar, the flared bell with a rolled lip and the clapper below.
  handbell: drawing(`
    <rect x="55" y="2" width="18" height="42" rx="8" fill="#8d6e63"/>
    <rect x="48" y="40" width="32" height="12" rx="4" fill="#a1887f"/>
    <path d="M44 52 Q64 40 84 52 Q88 82 110 102 L18 102 Q40 82 44 52 Z" fill="#fdd835"/>
    <rect x="12" y="98" width="104" height="12" rx="6" fill="#fbc02d"/>
    <circle cx="64" cy="117" r="9" fill="#9e9e9e"/>`),
  // A sheaf of straw for thatching: the stalks flared above and below the twine tied round its waist.
  'straw-bundle': drawing(`
    <path d="M26 8 L102 8 L80 58 L100 122 L28 122 L48 58 Z" fill="#ffe082"/>
    <rect x="40" y="52" width="48" height="16" rx="5" fill="#a1887f"/>
    <path d="M38 12 L52 52 M52 10 L58 52 M64 8 L64 52 M76 10 L70 52 M90 12 L76 52 M52 68 L38 118 M58 68 L52 118 M64 68 L64 118 M70 68 L76 118 M76 68 L90 118" fill="none" stroke="#000" stroke-width="1"/>`),
  // A welding torch: the grip with its hose, the barrel and nozzle, and a burst of sparks at the flame.
  'welding-torch': drawing(`
    <path d="M4 126 Q6 104 26 104" fill="none" stroke="#000" stroke-width="3"/>
    <rect x="18" y="74" width="22" height="40" rx="7" fill="#37474f"/>
    <rect x="12" y="60" width="68" height="20" rx="7" fill="#78909c"/>
    <path d="M80 62 L96 66 L96 74 L80 78 Z" fill="#cfd8dc"/>
    <path d="${spark(108, 70, 16)}" fill="#ffeb3b"/>
    <path d="${spark(112, 40, 9)}" fill="#ffeb3b"/>
    <path d="${spark(116, 100, 9)}" fill="#ffeb3b"/>
    <path d="M100 56 L94 44 M118 62 L126 56 M104 86 L98 98" fill="none" stroke="#000" stroke-width="2"/>`),
  // Sparks flying: a burst of four-pointed stars and the streaks they leave.
  sparks: drawing(`
    <path d="${spark(64, 64, 30)}" fill="#ffeb3b"/>
    <path d="${spark(24, 26, 16)}" fill="#ffeb3b"/>
    <path d="${spark(104, 24, 14)}" fill="#ffeb3b"/>
    <path d="${spark(22, 102, 13)}" fill="#ffeb3b"/>
    <path d="${spark(102, 100, 18)}" fill="#ffeb3b"/>
    <path d="M44 44 L36 36 M84 44 L92 36 M44 84 L34 94 M86 84 L92 90 M64 26 L64 14 M64 102 L64 118" fill="none" stroke="#000" stroke-width="2"/>`),
  // A surveyor's level on its tripod: three splayed legs, the head plate, the instrument with its telescope.
  tripod: drawing(`
    <path d="M58 54 L16 124 L28 126 L66 60 Z" fill="#fdd835"/>
    <path d="M70 54 L112 124 L100 126 L62 60 Z" fill="#fdd835"/>
    <rect x="58" y="56" width="12" height="68" rx="3" fill="#fbc02d"/>
    <rect x="40" y="44" width="48" height="14" rx="4" fill="#8d6e63"/>
    <rect x="48" y="22" width="32" height="22" rx="4" fill="#ffb300"/>
    <rect x="24" y="8" width="70" height="16" rx="7" fill="#eceff1"/>
    <rect x="92" y="6" width="12" height="20" rx="3" fill="#455a64"/>
    <circle cx="64" cy="33" r="5" fill="#fff"/>`),
  // Square tiles: three rows of three with their grout lines, a little diamond on every other one.
  tiles: drawing(
    `
    <rect x="2" y="2" width="124" height="124" rx="4" fill="#cfd8dc"/>
    ${[8, 48, 88]
      .flatMap((y, r) =>
        [8, 48, 88].map(
          (x, c) =>
            `<rect x="${x}" y="${y}" width="32" height="32" rx="3" fill="${(r + c) % 2 ? '#90caf9' : '#e3f2fd'}"/>${
              (r + c) % 2
                ? ''
                : `<path d="M${x + 16} ${y + 6} L${x + 26} ${y + 16} L${x + 16} ${y + 26} L${x + 6} ${y + 16} Z" fill="#42a5f5"/>`
            }`,
        ),
      )
      .join('')}`,
  ),
  // A roll of fabric: the bolt lying on its side with the spiral at its end, a length unrolled in front, dotted.
  'fabric-roll': drawing(`
    <path d="M6 118 L18 80 L100 80 L120 118 Z" fill="#f48fb1"/>
    <rect x="14" y="30" width="88" height="52" fill="#f48fb1"/>
    <ellipse cx="102" cy="56" rx="16" ry="26" fill="#f8bbd0"/>
    <path d="M102 56 m-4 0 a4 4 0 1 1 8 0 a8 8 0 1 1 -16 0 a12 13 0 1 1 24 0" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="30" cy="46" r="5" fill="#fff"/><circle cx="54" cy="62" r="5" fill="#fff"/>
    <circle cx="76" cy="44" r="5" fill="#fff"/><circle cx="34" cy="100" r="5" fill="#fff"/>
    <circle cx="62" cy="108" r="5" fill="#fff"/><circle cx="92" cy="98" r="5" fill="#fff"/>`),
  // A shepherd's crook: the long staff with its round hook at the top.
  crook: drawing(
    `<path d="${band(
      [
        [24, 124],
        [24, 34],
        ...[180, 150, 120, 90, 60, 30, 0, -30, -60].map((deg): [number, number] => [
          40 + 16 * Math.cos((deg * Math.PI) / 180),
          30 - 20 * Math.sin((deg * Math.PI) / 180),
        ]),
      ],
      9,
    )}" fill="#8d6e63"/>`,
    72,
    128,
  ),
  // A flight attendant's drinks trolley: the cart with its two doors, wheels and push handle, cups and bottles
  // on top.
  'drinks-trolley': drawing(`
    <rect x="6" y="34" width="9" height="36" rx="4" fill="#455a64"/>
    <rect x="10" y="44" width="16" height="8" fill="#607d8b"/>
    <rect x="24" y="46" width="90" height="66" rx="4" fill="#90a4ae"/>
    <rect x="30" y="54" width="36" height="50" rx="2" fill="#cfd8dc"/>
    <rect x="72" y="54" width="36" height="50" rx="2" fill="#cfd8dc"/>
    <rect x="20" y="40" width="98" height="8" rx="3" fill="#607d8b"/>
    <circle cx="38" cy="117" r="8" fill="#424242"/><circle cx="100" cy="117" r="8" fill="#424242"/>
    <path d="M32 40 L32 22 Q32 16 36 14 L36 6 L42 6 L42 14 Q46 16 46 22 L46 40 Z" fill="#81c784"/>
    <path d="M54 40 L56 24 L68 24 L70 40 Z" fill="#fff"/>
    <path d="M76 40 L78 24 L90 24 L92 40 Z" fill="#fff"/>
    <path d="M98 40 L98 20 Q106 16 112 22 L112 40 Z" fill="#bcaaa4"/>`),
  // A cheesemaker's rack: wooden shelves on two uprights, a row of big round cheeses on each shelf.
  'cheese-rack': drawing(`
    <rect x="6" y="4" width="10" height="122" rx="2" fill="#a1887f"/>
    <rect x="112" y="4" width="10" height="122" rx="2" fill="#a1887f"/>
    ${[38, 78, 118]
      .map(
        (y) =>
          `<rect x="10" y="${y}" width="108" height="8" fill="#8d6e63"/>${[32, 64, 96]
            .map(
              (x) =>
                `<path d="M${x - 14} ${y - 22} L${x - 14} ${y - 6} A14 6 0 0 0 ${x + 14} ${y - 6} L${x + 14} ${y - 22} Z" fill="#ffca28"/><ellipse cx="${x}" cy="${y - 22}" rx="14" ry="6" fill="#ffe082"/>`,
            )
            .join('')}`,
      )
      .join('')}`),
  // A cooper's barrel: bulging staves bound by three iron hoops, the round top.
  barrel: drawing(`
    <path d="M30 10 L98 10 Q120 66 98 122 L30 122 Q8 66 30 10 Z" fill="#a1887f"/>
    <path d="M50 10 Q42 66 50 122 M64 10 L64 122 M78 10 Q86 66 78 122" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M26 24 L102 24 L105 36 L23 36 Z" fill="#616161"/>
    <path d="M18 60 L110 60 L110 72 L18 72 Z" fill="#616161"/>
    <path d="M23 96 L105 96 L102 108 L26 108 Z" fill="#616161"/>
    <ellipse cx="64" cy="10" rx="34" ry="7" fill="#bcaaa4"/>`),
  // An auctioneer's or a judge's gavel: the round wooden mallet head on its turned handle.
  gavel: drawing(`
    <path d="${band(
      [
        [60, 44],
        [108, 120],
      ],
      12,
    )}" fill="#a1887f"/>
    <rect x="22" y="14" width="72" height="36" rx="10" fill="#6d4c41"/>
    <rect x="12" y="10" width="14" height="44" rx="5" fill="#8d6e63"/>
    <rect x="90" y="10" width="14" height="44" rx="5" fill="#8d6e63"/>`),
  // A dry stone wall: courses of flat stones laid without mortar, each course over the joints below, a row of
  // upright coping stones along the top.
  'stone-wall': drawing(
    `
    <rect x="6" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="19" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="32" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="45" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="58" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="71" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="84" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="97" y="14" width="10" height="20" rx="3" fill="#757575"/><rect x="110" y="14" width="10" height="20" rx="3" fill="#757575"/>
    <rect x="4" y="100" width="28" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="34" y="100" width="22" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="58" y="100" width="32" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="92" y="100" width="24" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="4" y="78" width="10" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="16" y="78" width="32" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="50" y="78" width="24" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="76" y="78" width="26" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="104" y="78" width="20" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="4" y="56" width="32" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="38" y="56" width="24" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="64" y="56" width="26" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="92" y="56" width="30" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="4" y="34" width="12" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="18" y="34" width="26" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="46" y="34" width="30" height="20" rx="6" fill="#9e9e9e"/>
    <rect x="78" y="34" width="20" height="20" rx="6" fill="#bdbdbd"/>
    <rect x="100" y="34" width="24" height="20" rx="6" fill="#9e9e9e"/>`,
    128,
    128,
  ),
  // A circus trapeze on its rig: two tall poles and the beam across, the bar hung in the air on two ropes.
  trapeze: drawing(`
    <rect x="4" y="6" width="10" height="120" rx="3" fill="#90a4ae"/>
    <rect x="114" y="6" width="10" height="120" rx="3" fill="#90a4ae"/>
    <rect x="2" y="2" width="124" height="12" rx="4" fill="#8d6e63"/>
    <path d="M40 14 L40 76 M88 14 L88 76" fill="none" stroke="#000" stroke-width="4"/>
    <rect x="30" y="74" width="68" height="12" rx="6" fill="#e53935"/>`),
}
