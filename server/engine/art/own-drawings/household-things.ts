import { band, drawing } from './drawing'

/** A handle, a stem or a cord as a filled band: thin parts that stay regions at Easy. */
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** A line drawn as a line (a seam, a slot, a thread): no region of its own. */
const line = (d: string, width = 2) => `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}"/>`

/**
 * Everyday things at home, in the kitchen, the bathroom and the shed that children and parents name and no
 * emoji, icon family or earlier drawing holds (docs/decisions/0160-household-things-and-worn-clothes.md): an
 * oven glove, a dummy, a flask, a grater, a fan, a cupboard, a mattress, pliers, a drill, a nail, a screw, a
 * candlestick, a radiator, a light switch, a plunger, a baby's bib. Each shows the part a child knows it by,
 * big enough to stay a region between Easy's thick lines.
 */
export const HOUSEHOLD_THINGS = {
  // An oven glove: a mitten with its thumb out to the side, quilted, a cuff band and a hanging loop.
  'oven-mitt': drawing(`
    <path d="M46 70 Q20 70 20 50 Q20 34 34 36 Q42 38 48 52 Z" fill="#ef5350"/>
    <path d="M40 104 L40 46 Q40 12 70 12 Q100 12 100 44 L100 104 Z" fill="#ef5350"/>
    ${line('M50 34 L90 74 M46 56 L90 100 M70 20 L98 48 M90 34 L50 74 M90 56 L50 96 M62 24 L44 42')}
    <rect x="36" y="100" width="68" height="20" rx="4" fill="#fafafa"/>
    <path d="M94 120 Q104 128 110 118 Q112 110 104 108 L100 112 Q106 114 104 118 Q100 120 98 116 Z" fill="#fafafa"/>`),
  // A dummy seen from the front: the teat above the wide shield with its two air holes, the round button in
  // the middle and the ring handle hanging below.
  pacifier: drawing(`
    <path d="M54 40 Q52 10 64 8 Q76 10 74 40 Z" fill="#fff9c4"/>
    <circle cx="64" cy="94" r="24" fill="#4fc3f7"/>
    <circle cx="64" cy="94" r="14" fill="#ffffff"/>
    <path d="M20 56 Q20 38 40 38 Q52 38 64 44 Q76 38 88 38 Q108 38 108 56 Q108 74 88 74 Q76 74 64 68 Q52 74 40 74 Q20 74 20 56 Z" fill="#4fc3f7"/>
    <ellipse cx="36" cy="56" rx="6" ry="8" fill="#ffffff"/>
    <ellipse cx="92" cy="56" rx="6" ry="8" fill="#ffffff"/>
    <circle cx="64" cy="58" r="13" fill="#0288d1"/>`),
  // A flask: a tall bottle with its cup for a lid, a label band round the middle and a base ring.
  thermos: drawing(`
    <rect x="42" y="32" width="44" height="90" rx="8" fill="#43a047"/>
    <rect x="42" y="64" width="44" height="22" fill="#a5d6a7"/>
    <rect x="42" y="108" width="44" height="14" rx="4" fill="#2e7d32"/>
    <rect x="48" y="24" width="32" height="10" fill="#9e9e9e"/>
    <path d="M40 6 L88 6 L84 26 L44 26 Z" fill="#2e7d32"/>
    <rect x="50" y="70" width="28" height="10" rx="3" fill="#fafafa"/>`),
  // A box grater standing up: its tapered sides, the handle over the top, rows of cutting slots and a big
  // slicing slot.
  grater: drawing(`
    <path d="M50 26 Q50 6 64 6 Q78 6 78 26 L70 26 Q70 14 64 14 Q58 14 58 26 Z" fill="#212121"/>
    <path d="M32 122 L44 24 L84 24 L96 122 Z" fill="#cfd8dc"/>
    <rect x="38" y="20" width="52" height="8" rx="3" fill="#90a4ae"/>
    ${line('M48 40 q3 -4 6 0 M58 40 q3 -4 6 0 M68 40 q3 -4 6 0 M78 40 q3 -4 6 0 M46 54 q3 -4 6 0 M56 54 q3 -4 6 0 M66 54 q3 -4 6 0 M76 54 q3 -4 6 0 M44 68 q3 -4 6 0 M54 68 q3 -4 6 0 M64 68 q3 -4 6 0 M74 68 q3 -4 6 0 M84 68 q3 -4 6 0', 2.2)}
    <path d="M46 88 Q64 80 82 88 L84 100 Q64 92 44 100 Z" fill="#78909c"/>
    <rect x="28" y="118" width="72" height="6" rx="2" fill="#90a4ae"/>`),
  // An electric fan on the table: three blades round a hub inside the round guard, on a neck and a base with
  // its buttons.
  'electric-fan': drawing(`
    <rect x="58" y="76" width="12" height="34" fill="#90a4ae"/>
    <path d="M34 124 Q34 106 64 106 Q94 106 94 124 Z" fill="#78909c"/>
    <circle cx="52" cy="116" r="3.5" fill="#e0e0e0"/><circle cx="64" cy="114" r="3.5" fill="#e0e0e0"/>
    <circle cx="76" cy="116" r="3.5" fill="#e0e0e0"/>
    <circle cx="64" cy="50" r="44" fill="#e3f2fd"/>
    <path d="M64 50 Q58 22 72 12 Q84 28 64 50 Z" fill="#64b5f6"/>
    <path d="M64 50 Q92 44 102 58 Q86 70 64 50 Z" fill="#64b5f6"/>
    <path d="M64 50 Q48 72 34 70 Q32 52 64 50 Z" fill="#64b5f6"/>
    <circle cx="64" cy="50" r="9" fill="#1e88e5"/>
    ${line('M64 6 L64 18 M64 82 L64 94 M20 50 L32 50 M96 50 L108 50 M33 19 L41 27 M87 73 L95 81 M33 81 L41 73 M87 27 L95 19', 1.6)}`),
  // A ceiling fan hanging from its canopy on a rod: the motor, two long blades out to the sides, the light
  // bowl under it and the pull cord.
  'ceiling-fan': drawing(`
    <path d="M46 10 Q46 2 54 2 L74 2 Q82 2 82 10 Z" fill="#8d6e63"/>
    <rect x="58" y="10" width="12" height="24" fill="#8d6e63"/>
    <path d="M2 50 Q6 38 24 38 L50 40 L50 54 L24 56 Q6 56 2 50 Z" fill="#a1887f"/>
    <path d="M126 50 Q122 38 104 38 L78 40 L78 54 L104 56 Q122 56 126 50 Z" fill="#a1887f"/>
    <path d="M44 34 L84 34 Q92 46 84 58 L44 58 Q36 46 44 34 Z" fill="#6d4c41"/>
    <path d="M46 58 L82 58 Q82 84 64 86 Q46 84 46 58 Z" fill="#fff59d"/>
    ${line('M78 72 L78 104', 1.6)}<circle cx="78" cy="109" r="5" fill="#6d4c41"/>`),
  // A cupboard: a tall cabinet with two doors, each with a panel and a knob, on a plinth, a shelf top.
  cupboard: drawing(`
    <rect x="20" y="10" width="88" height="10" rx="2" fill="#8d6e63"/>
    <rect x="24" y="20" width="80" height="94" fill="#a1887f"/>
    <rect x="28" y="24" width="34" height="86" fill="#bcaaa4"/>
    <rect x="66" y="24" width="34" height="86" fill="#bcaaa4"/>
    <rect x="34" y="32" width="22" height="70" rx="3" fill="#d7ccc8"/>
    <rect x="72" y="32" width="22" height="70" rx="3" fill="#d7ccc8"/>
    <circle cx="58" cy="68" r="4" fill="#ffd54f"/><circle cx="70" cy="68" r="4" fill="#ffd54f"/>
    <rect x="24" y="114" width="80" height="8" fill="#6d4c41"/>`),
  // A mattress lying down, seen from above one corner: its soft rounded top with button tufts, a pillow at
  // the head, the deep side with its piping and handles.
  mattress: drawing(`
    <path d="M8 78 Q6 70 12 64 L32 42 Q36 38 42 38 L116 38 Q124 40 120 48 L100 74 Q96 78 90 78 L98 78 L98 98 Q98 102 94 102 L12 102 Q8 102 8 98 Z" fill="#b3e5fc"/>
    <path d="M8 78 Q6 70 12 64 L32 42 Q36 38 42 38 L116 38 Q124 40 120 48 L100 74 Q96 78 90 78 Z" fill="#e1f5fe"/>
    <path d="M98 78 L120 50 L120 70 L98 98 Z" fill="#81d4fa"/>
    <path d="M84 46 Q84 40 92 40 L112 40 Q118 42 114 48 L106 58 Q102 62 96 62 L80 62 Q74 60 78 54 Z" fill="#fafafa"/>
    ${line('M41 47 L47 53 M47 47 L41 53 M63 47 L69 53 M69 47 L63 53 M29 63 L35 69 M35 63 L29 69 M51 63 L57 69 M57 63 L51 69 M73 63 L79 69 M79 63 L73 69', 2)}
    <rect x="28" y="86" width="18" height="6" rx="3" fill="#0288d1"/>
    <rect x="60" y="86" width="18" height="6" rx="3" fill="#0288d1"/>`),
  // A pair of pliers: two gripped handles crossing at the round pivot, the ridged jaws closed above it.
  pliers: drawing(`
    ${strip(
      [
        [60, 60],
        [44, 88],
        [34, 120],
      ],
      14,
      '#e53935',
    )}
    ${strip(
      [
        [68, 60],
        [84, 88],
        [94, 120],
      ],
      14,
      '#e53935',
    )}
    <path d="M56 64 L52 30 Q52 10 62 6 L66 64 Z" fill="#90a4ae"/>
    <path d="M72 64 L76 30 Q76 10 66 6 L62 64 Z" fill="#b0bec5"/>
    ${line('M58 20 L66 20 M56 30 L66 30 M56 40 L66 40', 1.4)}
    <circle cx="64" cy="62" r="9" fill="#78909c"/>`),
  // A cordless drill: the body with its vents, the pistol grip with the trigger, the battery under it, the
  // chuck and the twisted bit.
  drill: drawing(`
    <path d="M44 70 L70 70 L66 104 L40 104 Z" fill="#ffb300"/>
    <rect x="30" y="102" width="50" height="18" rx="4" fill="#424242"/>
    <rect x="62" y="72" width="8" height="14" rx="3" fill="#424242"/>
    <path d="M20 36 Q20 24 32 24 L86 24 L86 70 L32 70 Q20 70 20 58 Z" fill="#ffb300"/>
    ${line('M30 38 L30 56 M36 38 L36 56 M42 38 L42 56', 2)}
    <rect x="86" y="32" width="14" height="30" rx="3" fill="#424242"/>
    <rect x="100" y="40" width="10" height="14" fill="#9e9e9e"/>
    <path d="M110 44 L124 46 L124 48 L110 50 Z" fill="#bdbdbd"/>`),
  // A nail lying slanted: the flat round head, the long shank and the point.
  nail: drawing(`
    <path d="M34 36 L44 26 L112 108 L110 116 L102 114 Z" fill="#b0bec5"/>
    <path d="M14 28 Q10 18 22 10 Q34 4 44 12 Q52 22 40 30 Q28 38 14 28 Z" fill="#78909c"/>
    ${line('M50 52 L58 46 M62 66 L70 60', 1.2)}`),
  // A screw standing on its point: the domed head with its cross slot, the threads round the shank.
  screw: drawing(`
    <path d="M52 40 L76 40 L76 100 L64 124 L52 100 Z" fill="#b0bec5"/>
    ${line('M50 48 L78 56 M50 60 L78 68 M50 72 L78 80 M50 84 L78 92 M52 96 L74 104', 2.4)}
    <path d="M30 42 Q30 12 64 12 Q98 12 98 42 Z" fill="#90a4ae"/>
    <path d="M46 27 L82 27 M64 16 L64 38" fill="none" stroke="#000" stroke-width="4"/>`),
  // A candlestick: a tall candle with its flame and a drip, in the drip cup on a turned stem and a round base.
  candlestick: drawing(`
    <path d="M64 2 Q74 14 70 24 Q64 30 58 24 Q54 14 64 2 Z" fill="#ffca28"/>
    <path d="M64 12 Q68 18 66 22 Q64 24 62 22 Q60 18 64 12 Z" fill="#fff59d"/>
    <rect x="54" y="28" width="20" height="46" rx="2" fill="#fafafa"/>
    <path d="M54 30 Q58 40 60 30 Z" fill="#fafafa"/>
    <path d="M38 74 L90 74 Q86 84 64 84 Q42 84 38 74 Z" fill="#ffd54f"/>
    <path d="M58 84 L70 84 L72 96 Q76 100 72 104 L56 104 Q52 100 56 96 Z" fill="#ffb300"/>
    <path d="M30 122 Q30 104 64 104 Q98 104 98 122 Z" fill="#ffd54f"/>`),
  // A radiator under the window: its row of upright columns joined top and bottom, the valve and the pipe,
  // on two feet.
  radiator: drawing(`
    <rect x="14" y="30" width="100" height="8" rx="3" fill="#bdbdbd"/>
    <rect x="14" y="98" width="100" height="8" rx="3" fill="#bdbdbd"/>
    ${[18, 34, 50, 66, 82, 98].map((x) => `<rect x="${x}" y="22" width="12" height="92" rx="6" fill="#eeeeee"/>`).join('')}
    <rect x="22" y="114" width="8" height="10" fill="#9e9e9e"/><rect x="98" y="114" width="8" height="10" fill="#9e9e9e"/>
    <rect x="112" y="94" width="12" height="10" rx="2" fill="#9e9e9e"/>
    <rect x="114" y="80" width="8" height="14" rx="2" fill="#e53935"/>`),
  // A light switch on the wall: the square plate with its two screws and the rocker in the middle.
  'light-switch': drawing(`
    <rect x="24" y="14" width="80" height="100" rx="10" fill="#fafafa"/>
    <rect x="48" y="38" width="32" height="52" rx="4" fill="#e0e0e0"/>
    <path d="M52 42 L76 42 L76 62 L52 66 Z" fill="#ffffff"/>
    <circle cx="64" cy="26" r="4" fill="#bdbdbd"/><circle cx="64" cy="102" r="4" fill="#bdbdbd"/>`),
  // A plunger: a wooden handle down into the red rubber cup.
  plunger: drawing(`
    ${strip(
      [
        [64, 6],
        [64, 82],
      ],
      12,
      '#a1887f',
    )}
    <circle cx="64" cy="8" r="7" fill="#8d6e63"/>
    <path d="M30 118 Q30 80 64 78 Q98 80 98 118 Z" fill="#e53935"/>
    <rect x="24" y="114" width="80" height="10" rx="4" fill="#c62828"/>`),
  // A baby's bib: the rounded bib with the neck cut out and its two ties, a duck on the front and a trim.
  bib: drawing(`
    <path d="M64 20 Q38 20 24 38 Q10 58 18 82 Q30 118 64 120 Q98 118 110 82 Q118 58 104 38 Q90 20 64 20 Z M64 30 Q46 30 46 48 Q46 62 64 62 Q82 62 82 48 Q82 30 64 30 Z" fill="#f8bbd0" fill-rule="evenodd"/>
    <path d="M46 44 Q38 30 24 22 L30 16 Q44 24 52 38 Z" fill="#f48fb1"/>
    <path d="M82 44 Q90 30 104 22 L98 16 Q84 24 76 38 Z" fill="#f48fb1"/>
    <path d="M50 96 Q48 80 62 80 Q62 70 72 70 Q82 70 82 80 L90 82 L82 86 Q86 100 70 102 Q54 104 50 96 Z" fill="#fff176"/>
    <circle cx="74" cy="77" r="2.5" fill="#000"/>`),
  // A beanbag chair: a big soft sack slumped into a seat, the hollow where one sits, its seams and a handle.
  beanbag: drawing(`
    <path d="M14 110 Q4 84 22 60 Q40 30 70 30 Q104 32 116 62 Q126 92 110 114 Q64 126 14 110 Z" fill="#ff8a65"/>
    <path d="M30 78 Q46 62 70 64 Q94 66 102 82 Q86 96 64 96 Q42 94 30 78 Z" fill="#ffab91"/>
    ${line('M70 30 Q62 50 70 64 M22 60 Q30 70 30 78 M116 62 Q104 72 102 82', 1.6)}
    <path d="M62 30 Q64 20 72 20 Q80 22 78 30 L74 30 Q74 25 71 25 Q67 25 67 30 Z" fill="#e64a19"/>`),
  // A hair clip: a bow on top of the long snap clip, the bow's knot in the middle.
  'hair-clip': drawing(`
    <path d="M10 82 Q10 72 20 72 L108 72 Q118 72 118 82 Q118 92 108 92 L20 92 Q10 92 10 82 Z" fill="#bdbdbd"/>
    <path d="M64 60 Q34 26 18 44 Q10 64 28 76 Q44 84 64 66 Z" fill="#f06292"/>
    <path d="M64 60 Q94 26 110 44 Q118 64 100 76 Q84 84 64 66 Z" fill="#f06292"/>
    <path d="M56 70 L48 104 L58 102 L62 76 Z M72 70 L80 104 L70 102 L66 76 Z" fill="#ec407a"/>
    <rect x="54" y="54" width="20" height="20" rx="6" fill="#ad1457"/>`),
  // A sticky note: the square note with its bottom corner curling up, lines written on it.
  'sticky-note': drawing(`
    <path d="M16 16 L112 16 L112 90 L88 112 L16 112 Z" fill="#fff176"/>
    <path d="M112 90 L88 112 Q86 96 92 92 Q100 88 112 90 Z" fill="#fbc02d"/>
    <rect x="16" y="16" width="96" height="14" fill="#fdd835"/>
    ${line('M28 48 L98 48 M28 64 L98 64 M28 80 L78 80', 2.4)}`),
  // Kitchen tongs: two long arms joined by the loop at the top, spreading to the scalloped grips.
  tongs: drawing(`
    <path d="M56 14 Q64 4 72 14 L70 20 Q64 14 58 20 Z" fill="#757575"/>
    <path d="M56 16 L64 18 L42 112 Q36 118 30 114 L28 104 Z" fill="#bdbdbd"/>
    <path d="M72 16 L64 18 L86 112 Q92 118 98 114 L100 104 Z" fill="#bdbdbd"/>
    <path d="M50 30 L60 32 L52 70 L42 66 Z M78 30 L68 32 L76 70 L86 66 Z" fill="#e53935"/>`),
  // A hand mixer: the body with its handle and speed switch, the two whisk beaters below.
  'hand-mixer': drawing(`
    <path d="M20 44 Q20 20 48 20 L96 20 Q112 20 112 36 L112 60 L20 60 Z" fill="#fafafa"/>
    <path d="M40 20 Q40 4 62 4 L92 4 Q108 4 108 20 L96 20 Q96 14 90 14 L62 14 Q52 14 52 20 Z" fill="#e0e0e0"/>
    <rect x="64" y="26" width="22" height="10" rx="4" fill="#e53935"/>
    <rect x="36" y="60" width="14" height="10" fill="#9e9e9e"/><rect x="72" y="60" width="14" height="10" fill="#9e9e9e"/>
    ${line('M43 70 Q26 96 43 118 Q60 96 43 70 M79 70 Q62 96 79 118 Q96 96 79 70 M43 70 L43 118 M79 70 L79 118', 2.2)}`),
}
