import { drawing, spokes } from './drawing'

/** Toys, rides and sports things children's prompts name. */
export const PLAY_AND_SPORT = {
  // A child's pull wagon from the side: the bed on two wheels, the handle raised in front.
  wagon: drawing(`
    <path d="M24 70 L28 67 L12 37 L8 39 Z" fill="#9e9e9e"/>
    <rect x="0" y="31" width="18" height="8" rx="4" fill="#757575"/>
    <rect x="34" y="86" width="72" height="8" fill="#9e9e9e"/>
    <rect x="22" y="58" width="96" height="32" rx="3" fill="#ef9a9a"/>
    <rect x="28" y="66" width="84" height="18" rx="2" fill="#e57373"/>
    <rect x="19" y="53" width="102" height="9" rx="3" fill="#f8bbd0"/>
    <circle cx="42" cy="100" r="17" fill="#616161"/>
    <circle cx="42" cy="100" r="8" fill="#e0e0e0"/>
    <circle cx="98" cy="100" r="17" fill="#616161"/>
    <circle cx="98" cy="100" r="8" fill="#e0e0e0"/>`),
  // A go-kart from the side: a low frame, the seat and engine behind, the steering wheel, a big rear wheel.
  'go-kart': drawing(`
    <path d="M66 90 L70 91 L82 62 L78 60 Z" fill="#9e9e9e"/>
    <ellipse cx="80" cy="60" rx="5" ry="11" transform="rotate(22 80 60)" fill="#757575"/>
    <rect x="6" y="70" width="22" height="20" rx="3" fill="#bdbdbd"/>
    <rect x="10" y="62" width="12" height="8" rx="2" fill="#9e9e9e"/>
    <path d="M4 88 L122 88 Q126 88 124 94 L120 100 L8 100 Q4 100 4 94 Z" fill="#90caf9"/>
    <path d="M84 88 L124 88 Q126 74 110 72 L90 72 Z" fill="#64b5f6"/>
    <circle cx="106" cy="80" r="5" fill="#e3f2fd"/>
    <path d="M32 88 L30 56 Q30 48 38 50 L44 54 L48 88 Z" fill="#ffcc80"/>
    <circle cx="28" cy="104" r="16" fill="#616161"/>
    <circle cx="28" cy="104" r="6" fill="#e0e0e0"/>
    <circle cx="104" cy="107" r="13" fill="#616161"/>
    <circle cx="104" cy="107" r="5" fill="#e0e0e0"/>`),
  // A toy water gun: the tank on top, the pump under the barrel, a squirt of water leaving the nozzle.
  'water-gun': drawing(`
    <rect x="40" y="24" width="44" height="26" rx="10" fill="#fff59d"/>
    <rect x="52" y="18" width="14" height="8" rx="2" fill="#ffb74d"/>
    <path d="M30 70 L48 70 L40 108 Q38 114 30 112 L18 108 Q14 106 16 100 Z" fill="#ff8a65"/>
    <path d="M44 70 Q52 84 42 90" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M12 48 L94 48 Q100 48 100 54 L100 66 Q100 72 94 72 L12 72 Q6 72 6 66 L6 54 Q6 48 12 48 Z" fill="#4fc3f7"/>
    <rect x="100" y="53" width="10" height="14" rx="2" fill="#ffb74d"/>
    <rect x="60" y="70" width="34" height="10" rx="4" fill="#ff8a65"/>
    <ellipse cx="117" cy="58" rx="5" ry="3" fill="#e1f5fe"/>
    <ellipse cx="123" cy="64" rx="4" ry="3" fill="#e1f5fe"/>
    <ellipse cx="117" cy="69" rx="3" ry="2.5" fill="#e1f5fe"/>`),
  // A surfboard standing on its tail: the pointed nose, the rounded tail, a broad stripe down its length.
  surfboard: drawing(`
    <path d="M64 2 C78 16 82 50 80 80 C79 104 74 122 64 124 C54 122 49 104 48 80 C46 50 50 16 64 2 Z" fill="#81d4fa"/>
    <path d="M64 12 C70 32 72 70 70 112 L58 112 C56 70 58 32 64 12 Z" fill="#ffb74d"/>
    <path d="M50 96 L78 96" fill="none" stroke="#000" stroke-width="1"/>`),
  // A golf club: a slim grip, a long shaft and a small driver's head resting on the ground, so it reads as a club
  // and not a putter or a mallet.
  'golf-club': drawing(`
    <path d="M56 30 L60 30 L64 110 L60 110 Z" fill="#bdbdbd"/>
    <rect x="52" y="2" width="12" height="32" rx="4" fill="#616161"/>
    <path d="M59 106 Q56 124 70 124 L84 124 Q94 123 92 114 Q89 104 74 105 Z" fill="#8d6e63"/>
    <path d="M66 116 L88 116" fill="none" stroke="#000" stroke-width="1"/>`),
  // A dartboard: the number ring, twenty segments, the double and treble rings, and the bull.
  dartboard: drawing(`
    <circle cx="64" cy="64" r="62" fill="#757575"/>
    <circle cx="64" cy="64" r="52" fill="#fff9c4"/>
    <circle cx="64" cy="64" r="46" fill="#ef9a9a"/>
    <circle cx="64" cy="64" r="40" fill="#fff9c4"/>
    <circle cx="64" cy="64" r="30" fill="#a5d6a7"/>
    <circle cx="64" cy="64" r="24" fill="#fff9c4"/>
    <path d="${spokes(64, 64, 10, 52, 20)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="64" r="10" fill="#a5d6a7"/>
    <circle cx="64" cy="64" r="5" fill="#ef5350"/>`),
  // A pogo stick: handlebars, the spring column and the two foot pegs over the rubber tip.
  'pogo-stick': drawing(`
    <rect x="26" y="6" width="76" height="10" rx="5" fill="#ef9a9a"/>
    <rect x="58" y="14" width="12" height="50" fill="#90caf9"/>
    <rect x="55" y="64" width="18" height="34" rx="3" fill="#bdbdbd"/>
    <path d="M56 70 L72 74 M56 78 L72 82 M56 86 L72 90" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="34" y="94" width="60" height="8" rx="4" fill="#757575"/>
    <rect x="59" y="100" width="10" height="16" fill="#9e9e9e"/>
    <rect x="57" y="114" width="14" height="10" rx="5" fill="#616161"/>`),
  // A dreidel: the four-sided top on its point, its stem, and a letter on the face turned to us.
  dreidel: drawing(`
    <rect x="56" y="4" width="16" height="26" rx="4" fill="#90caf9"/>
    <path d="M30 30 L98 30 L98 82 L64 124 L30 82 Z" fill="#64b5f6"/>
    <path d="M30 30 L56 22 L72 22 L98 30 Z" fill="#bbdefb"/>
    <path d="M36 36 L92 36 L92 80 L64 114 L36 80 Z" fill="#e3f2fd"/>
    <path d="M54 48 L70 48 L70 84 L52 84" fill="none" stroke="#000" stroke-width="1"/>`),
  // A golf ball sitting on its tee, dimpled.
  'golf-ball': drawing(`
    <path d="M52 84 L76 84 L68 96 L66 124 L62 124 L60 96 Z" fill="#ffb74d"/>
    <circle cx="64" cy="54" r="32" fill="#fafafa"/>
    <circle cx="54" cy="42" r="4" fill="#eeeeee"/><circle cx="68" cy="38" r="4" fill="#eeeeee"/>
    <circle cx="80" cy="48" r="4" fill="#eeeeee"/><circle cx="48" cy="58" r="4" fill="#eeeeee"/>
    <circle cx="62" cy="54" r="4" fill="#eeeeee"/><circle cx="76" cy="62" r="4" fill="#eeeeee"/>
    <circle cx="56" cy="72" r="4" fill="#eeeeee"/><circle cx="70" cy="76" r="4" fill="#eeeeee"/>`),
  // Playground monkey bars: a ladder at each end, and the ladder across the top to swing along.
  'monkey-bars': drawing(`
    <rect x="6" y="26" width="9" height="98" fill="#ef9a9a"/>
    <rect x="30" y="26" width="9" height="98" fill="#ef9a9a"/>
    <rect x="89" y="26" width="9" height="98" fill="#ef9a9a"/>
    <rect x="113" y="26" width="9" height="98" fill="#ef9a9a"/>
    <path d="M15 50 L30 50 M15 70 L30 70 M15 90 L30 90 M15 110 L30 110 M98 50 L113 50 M98 70 L113 70 M98 90 L113 90 M98 110 L113 110" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="4" y="16" width="120" height="8" rx="3" fill="#90caf9"/>
    <rect x="4" y="32" width="120" height="8" rx="3" fill="#90caf9"/>
    <path d="M44 24 L44 32 M58 24 L58 32 M72 24 L72 32 M86 24 L86 32" fill="none" stroke="#000" stroke-width="1"/>`),
  // A rocking horse: head and mane, a saddle on its back, legs down to the curved rockers.
  'rocking-horse': drawing(`
    <path d="M4 98 Q64 128 124 98 L124 106 Q64 136 4 106 Z" fill="#a1887f"/>
    <path d="M36 78 L42 78 L30 108 L24 106 Z" fill="#ffcc80"/>
    <path d="M48 80 L54 80 L50 114 L44 114 Z" fill="#ffcc80"/>
    <path d="M80 80 L86 80 L90 114 L84 114 Z" fill="#ffcc80"/>
    <path d="M92 78 L98 78 L106 106 L100 108 Z" fill="#ffcc80"/>
    <path d="M34 62 Q12 58 10 84 Q20 74 36 74 Z" fill="#d7ccc8"/>
    <path d="M92 32 Q80 36 84 46 Q76 52 82 58 Q76 64 86 68 L96 66 Z" fill="#d7ccc8"/>
    <ellipse cx="66" cy="70" rx="36" ry="14" fill="#ffe0b2"/>
    <path d="M88 68 L94 34 Q96 20 108 16 L110 8 L116 16 Q126 22 126 34 Q126 42 118 42 L108 44 L104 70 Z" fill="#ffe0b2"/>
    <circle cx="111" cy="28" r="3" fill="#212121"/>
    <path d="M48 58 L78 58 L76 74 L50 74 Z" fill="#ef9a9a"/>`),
  // A tire swing: a tire hung from a branch on its ropes.
  'tire-swing': drawing(`
    <path d="M0 10 L128 4 L128 14 L0 20 Z" fill="#a1887f"/>
    <path d="M64 12 L64 58 M64 58 L36 76 M64 58 L92 76 M64 58 L64 70" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="94" rx="40" ry="26" fill="#757575"/>
    <ellipse cx="64" cy="92" rx="22" ry="12" fill="#e0e0e0"/>
    <path d="M30 84 L36 90 M98 84 L92 90 M40 112 L44 106 M88 112 L84 106 M64 120 L64 112" fill="none" stroke="#000" stroke-width="1"/>`),
  // A hula hoop standing on its edge: a thin ring, striped round.
  'hula-hoop': drawing(`
    <circle cx="64" cy="64" r="60" fill="#f48fb1"/>
    <circle cx="64" cy="64" r="50" fill="#fff"/>
    <path d="${hoopStripes()}" fill="none" stroke="#000" stroke-width="1"/>`),
  // Snowballs heaped up for a snowball fight: three, two and one on top.
  snowball: drawing(`
    <circle cx="26" cy="104" r="20" fill="#fafafa"/>
    <circle cx="64" cy="104" r="20" fill="#fafafa"/>
    <circle cx="102" cy="104" r="20" fill="#fafafa"/>
    <circle cx="45" cy="72" r="20" fill="#fafafa"/>
    <circle cx="83" cy="72" r="20" fill="#fafafa"/>
    <circle cx="64" cy="40" r="20" fill="#fafafa"/>`),
  // A sailboard (a windsurfer's board): the board on the water, the mast and the striped sail with its boom.
  sailboard: drawing(`
    <rect x="0" y="112" width="128" height="16" fill="#b3e5fc"/>
    <path d="M4 122 Q14 116 24 122 Q34 128 44 122 M84 122 Q94 116 104 122 Q114 128 124 122" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 106 L112 106 Q126 106 126 112 Q126 118 112 118 L10 118 Q2 118 4 106 Z" fill="#ffcc80"/>
    <rect x="54" y="8" width="9" height="100" fill="#bdbdbd"/>
    <path d="M63 6 Q104 40 110 96 L63 100 Z" fill="#ef9a9a"/>
    <path d="M62 40 L92 36 M62 70 L106 66" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M58 62 L108 54 L110 62 L60 70 Z" fill="#9e9e9e"/>`),
  // Gymnastics uneven bars: a low bar in front and a high bar behind, each on its uprights, the cables staying
  // them to the mat.
  'uneven-bars': drawing(`
    <path d="M40 20 L28 118 M122 20 L126 118 M12 60 L4 118 M82 60 L94 118" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="10" y="56" width="10" height="68" fill="#cfd8dc"/>
    <rect x="74" y="56" width="10" height="68" fill="#cfd8dc"/>
    <rect x="4" y="52" width="86" height="8" rx="4" fill="#ffe0b2"/>
    <rect x="44" y="16" width="10" height="108" fill="#bdbdbd"/>
    <rect x="108" y="16" width="10" height="108" fill="#bdbdbd"/>
    <rect x="38" y="12" width="86" height="8" rx="4" fill="#ffcc80"/>
    <rect x="6" y="118" width="116" height="8" rx="2" fill="#90caf9"/>`),
}

/** Slanted stripes across a hoop's rim, from the inner edge to the outer. */
function hoopStripes(): string {
  let d = ''
  for (let k = 0; k < 12; k++) {
    const a = (k * 2 * Math.PI) / 12
    const b = a + 0.18
    d += `M${(64 + 50 * Math.cos(a)).toFixed(1)} ${(64 + 50 * Math.sin(a)).toFixed(1)}`
    d += `L${(64 + 60 * Math.cos(b)).toFixed(1)} ${(64 + 60 * Math.sin(b)).toFixed(1)}`
  }
  return d
}
