import { drawing } from './drawing'

/** One paddle's blade held upright at x, its shaft above the gunwale. */
const paddle = (x: number) =>
  `<rect x="${x - 2}" y="40" width="4" height="34" fill="#a1887f"/><path d="M${x - 5} 74 L${x + 5} 74 L${x + 3} 90 L${x - 3} 90 Z" fill="#bcaaa4"/>`

/**
 * Festival things and dishes a child names that no emoji or icon family draws
 * (docs/decisions/0192-festivals-of-the-world.md): the giant papier-mâché figure of Las Fallas, a Māori waka,
 * the school cone of a German first day at school, a yurt, festival clothes laid flat (a kilt, a hanbok,
 * lederhosen, a dirndl), a paper boat, a gravy boat and a Yorkshire pudding.
 */
export const FESTIVAL_THINGS = {
  // A giant papier-mâché figure (a Falla's ninot): a round-faced cartoon lady with a bun, big eyes and a smile,
  // her arms flung wide, in a frilled dress, standing on a tall square plinth with panels.
  'papier-mache-figure': drawing(`
    <rect x="30" y="98" width="68" height="26" fill="#bcaaa4"/>
    <rect x="38" y="104" width="22" height="14" fill="#d7ccc8"/><rect x="68" y="104" width="22" height="14" fill="#d7ccc8"/>
    <path d="M44 58 L84 58 L98 98 L30 98 Z" fill="#f48fb1"/>
    <path d="M30 98 Q38 90 46 98 Q54 90 62 98 Q70 90 78 98 Q86 90 98 98 L98 98 Z" fill="#f8bbd0"/>
    <path d="M46 60 L14 38 L10 46 L44 70 Z" fill="#ffe0b2"/><path d="M82 60 L114 38 L118 46 L84 70 Z" fill="#ffe0b2"/>
    <circle cx="10" cy="40" r="6" fill="#ffe0b2"/><circle cx="118" cy="40" r="6" fill="#ffe0b2"/>
    <circle cx="64" cy="8" r="8" fill="#8d6e63"/>
    <circle cx="64" cy="34" r="24" fill="#ffe0b2"/>
    <path d="M40 30 Q42 10 64 10 Q86 10 88 30 Q76 20 64 22 Q52 20 40 30 Z" fill="#8d6e63"/>
    <circle cx="55" cy="34" r="5" fill="#fff"/><circle cx="73" cy="34" r="5" fill="#fff"/>
    <circle cx="55" cy="35" r="2" fill="#000"/><circle cx="73" cy="35" r="2" fill="#000"/>
    <path d="M54 45 Q64 53 74 45" fill="none" stroke="#000" stroke-width="1.6"/>`),
  // A Māori waka side-on: a long low canoe, its carved prow and tall stern post curling into spirals, a band
  // of carving along the hull, paddles held upright above it.
  waka: drawing(`
    ${[30, 48, 66, 84].map(paddle).join('')}
    <path d="M6 72 L122 72 L112 92 L18 92 Z" fill="#8d6e63"/>
    <path d="M12 78 L118 78 L115 84 L15 84 Z" fill="#d7ccc8"/>
    <path d="M112 72 L118 40 Q124 26 114 24 Q106 26 110 34 Q114 36 114 40 L106 72 Z" fill="#a1887f"/>
    <path d="M6 72 L2 60 Q0 52 8 52 Q14 54 10 60 L14 72 Z" fill="#a1887f"/>`),
  // A school cone (Schultüte): a tall cone, point down, striped and starred, the crêpe paper at its mouth
  // gathered and tied with a ribbon bow.
  'school-cone': drawing(`
    <path d="M40 4 Q64 -2 88 4 L90 30 L38 30 Z" fill="#e1f5fe"/>
    <path d="M48 20 Q64 26 80 20 L78 30 L50 30 Z" fill="#ef5350"/>
    <path d="M54 22 L40 14 L40 28 Z" fill="#ef5350"/><path d="M74 22 L88 14 L88 28 Z" fill="#ef5350"/>
    <path d="M34 30 L94 30 L66 124 L62 124 Z" fill="#ffd54f"/>
    <path d="M42 52 L86 52 L83 62 L45 62 Z" fill="#4fc3f7"/><path d="M51 86 L77 86 L74 96 L54 96 Z" fill="#4fc3f7"/>
    <path d="M64 66 L67 73 L74 73 L68 77 L70 84 L64 80 L58 84 L60 77 L54 73 L61 73 Z" fill="#fff"/>`),
  // A yurt: a round felt tent, the wall drawn in a lattice band, a shallow domed roof with its crown ring, the
  // bands tying the felt, a painted wooden door in front.
  yurt: drawing(`
    <path d="M12 66 L116 66 L116 112 Q64 122 12 112 Z" fill="#f5f5f5"/>
    <path d="M12 76 L116 76 L116 84 L12 84 Z" fill="#e0e0e0"/>
    <path d="M6 68 Q20 34 56 22 L72 22 Q108 34 122 68 Q64 78 6 68 Z" fill="#eeeeee"/>
    <ellipse cx="64" cy="22" rx="10" ry="4" fill="#bcaaa4"/>
    <path d="M36 30 L24 70 M92 30 L104 70" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M50 84 L78 84 L78 118 L50 118 Z" fill="#ef5350"/>
    <path d="M55 89 L73 89 L73 100 L55 100 Z M55 104 L73 104 L73 114 L55 114 Z" fill="#ffca28"/>`),
  // A kilt laid flat (light tones, so a pen page shades it without hatching it into specks): a wrap skirt in a
  // tartan of crossing bands, pleated at the back, a leather strap at the waist and a sporran hung in front on
  // its chain.
  kilt: drawing(`
    <path d="M30 30 L98 30 L114 104 Q64 112 14 104 Z" fill="#ef9a9a"/>
    <path d="M27 50 L101 50 L103 58 L25 58 Z M20 80 L108 80 L110 88 L18 88 Z" fill="#a5d6a7"/>
    <path d="M44 30 L50 30 L42 108 L35 107 Z M78 30 L84 30 L93 107 L86 108 Z" fill="#90caf9"/>
    <path d="M61 30 L67 30 L67 110 L61 110 Z" fill="#a5d6a7"/>
    <rect x="28" y="22" width="72" height="10" rx="2" fill="#5d4037"/>
    <path d="M54 36 L74 36 L77 64 Q64 72 51 64 Z" fill="#eeeeee"/>
    <path d="M54 36 L74 36 L72 46 L56 46 Z" fill="#8d6e63"/>`),
  // A hanbok laid out: the short jacket (jeogori) with long sleeves and striped cuffs, its long bow tied at the
  // chest, over the full high-waisted skirt (chima) to the floor.
  hanbok: drawing(`
    <path d="M30 40 Q64 30 98 40 L124 122 Q64 130 4 122 Z" fill="#f48fb1"/>
    <path d="M40 8 L88 8 L96 40 L32 40 Z" fill="#fff59d"/>
    <path d="M40 8 L14 44 L24 52 L44 24 Z M88 8 L114 44 L104 52 L84 24 Z" fill="#fff59d"/>
    <path d="M14 44 L24 52 L20 58 L9 50 Z M114 44 L104 52 L108 58 L119 50 Z" fill="#4fc3f7"/>
    <path d="M52 8 L64 28 L76 8 Z" fill="#fafafa"/>
    <path d="M64 30 L50 26 L52 38 Z M64 30 L78 26 L76 38 Z" fill="#ef5350"/>
    <path d="M62 30 L54 70 L60 70 L65 34 Z M66 30 L74 66 L68 68 L64 34 Z" fill="#ef5350"/>`),
  // Lederhosen: short leather trousers with the embroidered front flap, braces over the shoulders joined by a
  // band across the chest.
  lederhosen: drawing(`
    <path d="M34 12 L44 12 L48 52 L40 52 Z M84 12 L94 12 L88 52 L80 52 Z" fill="#8d6e63"/>
    <rect x="40" y="24" width="48" height="10" rx="2" fill="#a1887f"/>
    <path d="M34 52 L94 52 L102 110 L68 112 L64 80 L60 112 L26 110 Z" fill="#795548"/>
    <path d="M46 56 L82 56 L80 76 L48 76 Z" fill="#a1887f"/>
    <path d="M58 62 Q64 70 70 62" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A dirndl: a laced bodice over a white blouse with puffed sleeves, a full skirt, an apron tied at the waist.
  dirndl: drawing(`
    <path d="M36 12 Q64 4 92 12 L100 28 L86 34 L42 34 L28 28 Z" fill="#fafafa"/>
    <path d="M42 20 L86 20 L84 56 L44 56 Z" fill="#43a047"/>
    <path d="M58 24 L70 32 M70 24 L58 32 M58 36 L70 44 M70 36 L58 44" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M44 56 L84 56 L118 120 Q64 128 10 120 Z" fill="#e53935"/>
    <path d="M50 58 L78 58 L90 116 Q64 120 38 116 Z" fill="#bbdefb"/>`),
  // A folded paper boat side-on: the hull a wide trapezoid, the tall middle fold a triangle over it, the two
  // short side folds at its ends.
  'paper-boat': drawing(`
    <path d="M64 14 L96 70 L32 70 Z" fill="#fafafa"/>
    <path d="M20 58 L36 70 L32 70 Z M108 58 L92 70 L96 70 Z" fill="#eeeeee"/>
    <path d="M4 70 L124 70 L100 104 L28 104 Z" fill="#e3f2fd"/>
    <path d="M64 14 L64 70" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A gravy boat on its saucer: a low jug with a long pouring lip and a looped handle, gravy at the brim.
  'gravy-boat': drawing(`
    <ellipse cx="64" cy="104" rx="54" ry="12" fill="#eeeeee"/>
    <path d="M28 62 L6 48 L40 54 L100 54 Q104 92 64 98 Q30 96 28 62 Z" fill="#fafafa"/>
    <path d="M36 56 L96 56 Q96 62 64 62 Q38 62 36 56 Z" fill="#8d6e63"/>
    <path d="M98 58 Q122 58 118 74 Q114 86 96 80 L96 74 Q110 76 110 70 Q110 64 98 66 Z" fill="#fafafa"/>`),
  // A Yorkshire pudding: a puffed golden cup of batter, its risen crinkled rim round a sunken hollow.
  'yorkshire-pudding': drawing(`
    <path d="M14 70 Q8 40 30 36 Q40 22 56 30 Q70 18 84 30 Q100 24 106 40 Q122 46 114 72 Q104 104 64 106 Q24 104 14 70 Z" fill="#ffcc80"/>
    <path d="M30 56 Q64 40 98 56 Q90 74 64 76 Q38 74 30 56 Z" fill="#ffe0b2"/>
    <path d="M40 88 Q50 92 56 86 M72 90 Q82 94 90 84" fill="none" stroke="#000" stroke-width="1.2"/>`),
}
