import { band, drawing, spokes } from './drawing'

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#616161"/><circle cx="${cx}" cy="${cy}" r="${r * 0.75}" fill="#e0e0e0"/>` +
  `<path d="${spokes(cx, cy, r * 0.2, r * 0.75, 8)}" fill="none" stroke="#000" stroke-width="1"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#9e9e9e"/>`

/**
 * Vehicles and equipment a teacher names that no emoji nor outline family draws, each in its own shape so it is
 * never its cousin in silence: a stepladder is an A-frame, not the straight ladder; a tandem has two saddles; a
 * weaver's shuttle is the loom's, not the space shuttle (docs/decisions/0187-town-things-drawn.md).
 */
export const TOWN_THINGS = {
  // A stepladder side on: the A of its two legs hinged under the top cap, the treads on the front leg, the
  // spreader holding the legs apart.
  stepladder: drawing(`
    <path d="${band(
      [
        [72, 10],
        [110, 124],
      ],
      8,
    )}" fill="#bdbdbd"/>
    <path d="M38 90 L100 90" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="47" y="33" width="26" height="7" rx="1" fill="#cfd8dc"/>
    <rect x="38" y="58" width="30" height="7" rx="1" fill="#cfd8dc"/>
    <rect x="30" y="83" width="34" height="7" rx="1" fill="#cfd8dc"/>
    <rect x="22" y="106" width="38" height="7" rx="1" fill="#cfd8dc"/>
    <path d="${band(
      [
        [58, 10],
        [20, 124],
      ],
      9,
    )}" fill="#90a4ae"/>
    <rect x="48" y="4" width="34" height="12" rx="3" fill="#ef5350"/>`),
  // A tandem bicycle side on, facing left: two wheels, the long frame, two saddles, two handlebars (the back
  // rider's on the front saddle's post).
  tandem: drawing(`
    ${wheel(22, 100, 20)}
    ${wheel(106, 100, 20)}
    <path d="${band(
      [
        [30, 48],
        [22, 100],
      ],
      5,
    )}" fill="#e57373"/>
    <path d="${band(
      [
        [32, 62],
        [92, 62],
      ],
      5,
    )}" fill="#e57373"/>
    <path d="${band(
      [
        [32, 66],
        [52, 98],
        [82, 98],
        [106, 100],
      ],
      5,
    )}" fill="#e57373"/>
    <path d="${band(
      [
        [46, 52],
        [52, 98],
      ],
      5,
    )}" fill="#e57373"/>
    <path d="${band(
      [
        [86, 52],
        [82, 98],
      ],
      5,
    )}" fill="#e57373"/>
    <path d="${band(
      [
        [86, 64],
        [106, 100],
      ],
      4,
    )}" fill="#e57373"/>
    <circle cx="52" cy="98" r="6" fill="#9e9e9e"/>
    <circle cx="82" cy="98" r="6" fill="#9e9e9e"/>
    <path d="${band(
      [
        [48, 54],
        [62, 46],
      ],
      4,
    )}" fill="#757575"/>
    <rect x="58" y="40" width="12" height="6" rx="3" fill="#757575"/>
    <rect x="16" y="36" width="18" height="6" rx="3" fill="#757575"/>
    <rect x="36" y="46" width="20" height="7" rx="3" fill="#424242"/>
    <rect x="76" y="46" width="20" height="7" rx="3" fill="#424242"/>`),
  // A farm trailer: the slatted box body on its chassis, two wheels under it, the drawbar and hitch in front.
  trailer: drawing(`
    <path d="${band(
      [
        [4, 88],
        [30, 88],
      ],
      5,
    )}" fill="#9e9e9e"/>
    <circle cx="5" cy="88" r="4" fill="#757575"/>
    <rect x="28" y="48" width="96" height="38" rx="2" fill="#ef9a9a"/>
    <path d="M28 61 L124 61 M28 74 L124 74 M60 48 L60 86 M92 48 L92 86" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="24" y="42" width="104" height="8" rx="2" fill="#e57373"/>
    <rect x="28" y="84" width="96" height="8" fill="#9e9e9e"/>
    ${wheel(60, 102, 17)}
    ${wheel(96, 102, 17)}`),
  // A wooden floor loom seen from the front: the uprights, the top beam, the warp threads running down to the
  // beater bar, the woven cloth with its stripes, the breast beam.
  loom: drawing(`
    <rect x="8" y="20" width="12" height="104" fill="#a1887f"/>
    <rect x="108" y="20" width="12" height="104" fill="#a1887f"/>
    <rect x="10" y="110" width="108" height="7" fill="#a1887f"/>
    <rect x="24" y="24" width="80" height="40" fill="#fff8e1"/>
    <path d="M32 24 L32 64 M40 24 L40 64 M48 24 L48 64 M56 24 L56 64 M64 24 L64 64 M72 24 L72 64 M80 24 L80 64 M88 24 L88 64 M96 24 L96 64" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="4" y="12" width="120" height="12" rx="3" fill="#8d6e63"/>
    <rect x="24" y="72" width="80" height="22" fill="#ef9a9a"/>
    <rect x="24" y="78" width="80" height="6" fill="#90caf9"/>
    <rect x="16" y="62" width="96" height="10" rx="2" fill="#bcaaa4"/>
    <rect x="4" y="92" width="120" height="11" rx="3" fill="#8d6e63"/>`),
  // A weaver's shuttle: the boat-shaped wooden body pointed at both ends, the bobbin of yarn in its slot, the
  // thread running out of it.
  'weaving-shuttle': drawing(`
    <path d="M88 70 Q106 44 124 40" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M4 70 Q22 52 64 50 Q106 52 124 70 Q106 88 64 90 Q22 88 4 70 Z" fill="#bcaaa4"/>
    <rect x="32" y="60" width="64" height="20" rx="4" fill="#6d4c41"/>
    <rect x="38" y="63" width="52" height="14" rx="7" fill="#e57373"/>
    <path d="M48 63 L46 77 M56 63 L54 77 M64 63 L62 77 M72 63 L70 77 M80 63 L78 77" fill="none" stroke="#000" stroke-width="1"/>`),
  // A Bunsen burner: the heavy base, the upright barrel with its air collar, the gas hose, the flame on top.
  'bunsen-burner': drawing(`
    <path d="${band(
      [
        [40, 108],
        [20, 110],
        [8, 124],
      ],
      7,
    )}" fill="#ffb74d"/>
    <path d="M28 114 L100 114 L92 100 L36 100 Z" fill="#90a4ae"/>
    <rect x="56" y="42" width="16" height="60" fill="#bdbdbd"/>
    <rect x="51" y="80" width="26" height="11" rx="2" fill="#78909c"/>
    <rect x="60" y="83" width="8" height="5" fill="#424242"/>
    <rect x="32" y="102" width="10" height="8" fill="#78909c"/>
    <path d="M64 4 Q50 22 54 34 Q57 42 64 42 Q71 42 74 34 Q78 22 64 4 Z" fill="#90caf9"/>
    <path d="M64 18 Q58 28 60 36 L68 36 Q70 28 64 18 Z" fill="#e3f2fd"/>`),
  // A mechanic's creeper: the low padded board seen from above at a slant, its headrest, the castors under it.
  'mechanics-creeper': drawing(`
    <path d="M14 78 L14 86 L42 108 L42 100 Z" fill="#424242"/>
    <path d="M42 100 L42 108 L124 84 L124 76 Z" fill="#424242"/>
    <circle cx="16" cy="92" r="6" fill="#616161"/>
    <circle cx="42" cy="114" r="6" fill="#616161"/>
    <circle cx="120" cy="90" r="6" fill="#616161"/>
    <path d="M14 78 L96 56 L124 76 L42 100 Z" fill="#ef5350"/>
    <path d="M38 72 L66 93 M62 65 L90 86 M82 60 L110 80" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M18 76 Q16 68 26 66 L40 76 Q44 84 34 86 Z" fill="#e57373"/>`),
  // A gym's balance beam: the long narrow beam on its two stands, the mat below.
  'balance-beam': drawing(`
    <rect x="0" y="108" width="128" height="12" rx="3" fill="#90caf9"/>
    <path d="M18 52 L28 52 L32 104 L14 104 Z" fill="#9e9e9e"/>
    <path d="M100 52 L110 52 L114 104 L96 104 Z" fill="#9e9e9e"/>
    <rect x="6" y="100" width="34" height="8" rx="2" fill="#757575"/>
    <rect x="88" y="100" width="34" height="8" rx="2" fill="#757575"/>
    <rect x="2" y="40" width="124" height="13" rx="4" fill="#ffe0b2"/>`),
  // A carnival float: a lorry's cab pulling a decorated platform, its frilled skirt, an arch of flowers and
  // balloons on top.
  'carnival-float': drawing(`
    ${wheel(22, 112, 10)}
    ${wheel(104, 112, 10)}
    <circle cx="46" cy="14" r="8" fill="#f48fb1"/><circle cx="86" cy="12" r="8" fill="#90caf9"/>
    <path d="M46 22 L50 44 M86 20 L82 44" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M44 80 Q44 30 78 30 Q112 30 112 80 L102 80 Q102 40 78 40 Q54 40 54 80 Z" fill="#fff59d"/>
    <circle cx="46" cy="60" r="6" fill="#f48fb1"/><circle cx="56" cy="40" r="6" fill="#ce93d8"/>
    <circle cx="78" cy="32" r="6" fill="#f48fb1"/><circle cx="100" cy="40" r="6" fill="#ce93d8"/>
    <circle cx="110" cy="60" r="6" fill="#f48fb1"/>
    <path d="M70 62 L74 70 L82 70 L76 75 L78 83 L70 78 L62 83 L64 75 L58 70 L66 70 Z" fill="#ffca28"/>
    <path d="M4 82 L4 58 Q4 50 12 50 L24 50 L32 64 L32 82 Z" fill="#90caf9"/>
    <path d="M10 56 L22 56 L27 66 L10 66 Z" fill="#e1f5fe"/>
    <rect x="32" y="80" width="92" height="12" fill="#f48fb1"/>
    <path d="M32 92 Q36 102 40 92 Q44 102 48 92 Q52 102 56 92 Q60 102 64 92 Q68 102 72 92 Q76 102 80 92 Q84 102 88 92 Q92 102 96 92 Q100 102 104 92 Q108 102 112 92 Q116 102 120 92 Q122 98 124 92 Z" fill="#f8bbd0"/>
    <rect x="4" y="80" width="28" height="12" fill="#64b5f6"/>`),
  // A locksmith's key-cutting machine on the counter: the motor housing, the cutting wheel and the tracing
  // guide, the two keys clamped side by side, the handle.
  'key-cutting-machine': drawing(`
    <rect x="8" y="88" width="112" height="28" rx="4" fill="#90a4ae"/>
    <rect x="14" y="96" width="10" height="10" rx="1" fill="#ef5350"/>
    <rect x="26" y="22" width="76" height="30" rx="6" fill="#b0bec5"/>
    <rect x="40" y="50" width="8" height="10" fill="#78909c"/>
    <rect x="82" y="50" width="8" height="10" fill="#78909c"/>
    <circle cx="44" cy="66" r="12" fill="#e0e0e0"/>
    <path d="${spokes(44, 66, 3, 12, 10)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="86" cy="66" r="7" fill="#e0e0e0"/>
    <rect x="20" y="76" width="92" height="12" fill="#78909c"/>
    <path d="M30 80 L52 80 L56 84 L30 84 Z" fill="#ffd54f"/>
    <path d="M72 80 L94 80 L98 84 L72 84 Z" fill="#ffd54f"/>
    <path d="${band(
      [
        [108, 82],
        [122, 60],
      ],
      5,
    )}" fill="#757575"/>
    <circle cx="122" cy="58" r="5" fill="#424242"/>`),
  // A ride-on mower side on, facing left: the bonnet, the seat over the big back wheel, the steering wheel, the
  // cutting deck under it between the wheels.
  'ride-on-mower': drawing(`
    <path d="M32 104 L84 104 L80 118 L36 118 Z" fill="#9e9e9e"/>
    ${wheel(96, 98, 24)}
    ${wheel(22, 108, 14)}
    <path d="M6 92 L10 74 Q12 68 20 68 L60 68 L66 92 Z" fill="#66bb6a"/>
    <rect x="6" y="88" width="104" height="8" fill="#43a047"/>
    <path d="M70 84 Q72 66 96 66 Q120 66 122 84 Z" fill="#66bb6a"/>
    <path d="${band(
      [
        [60, 70],
        [52, 46],
      ],
      4,
    )}" fill="#757575"/>
    <ellipse cx="52" cy="44" rx="11" ry="4" fill="#757575"/>
    <path d="M72 62 Q70 42 80 42 Q88 42 88 50 L88 66 L72 66 Z" fill="#424242"/>
    <rect x="72" y="60" width="24" height="8" rx="3" fill="#424242"/>`),
  // A show ring: the fenced ring seen across the grass, a striped jump in the middle.
  'show-ring': drawing(`
    <rect x="0" y="60" width="128" height="64" fill="#c5e1a5"/>
    <path d="M4 46 L8 46 L8 70 L4 70 Z M32 46 L36 46 L36 70 L32 70 Z M60 46 L64 46 L64 70 L60 70 Z M88 46 L92 46 L92 70 L88 70 Z M116 46 L120 46 L120 70 L116 70 Z" fill="#fafafa"/>
    <rect x="0" y="50" width="128" height="4" fill="#fafafa"/>
    <rect x="0" y="60" width="128" height="4" fill="#fafafa"/>
    <rect x="34" y="70" width="8" height="30" fill="#fafafa"/>
    <rect x="86" y="70" width="8" height="30" fill="#fafafa"/>
    <rect x="34" y="76" width="60" height="5" fill="#ef5350"/>
    <rect x="34" y="88" width="60" height="5" fill="#ef5350"/>
    <path d="M46 76 L46 81 M58 76 L58 81 M70 76 L70 81 M82 76 L82 81 M46 88 L46 93 M58 88 L58 93 M70 88 L70 93 M82 88 L82 93" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M2 96 L8 96 L8 128 L2 128 Z M42 96 L48 96 L48 128 L42 128 Z M80 96 L86 96 L86 128 L80 128 Z M120 96 L126 96 L126 128 L120 128 Z" fill="#fafafa"/>
    <rect x="0" y="102" width="128" height="6" fill="#fafafa"/>
    <rect x="0" y="116" width="128" height="6" fill="#fafafa"/>`),
  // A witch's broomstick side on, to be flown astride: the long handle, the binding, the bristles fanned out behind.
  broomstick: drawing(`
    <path d="${band(
      [
        [4, 62],
        [86, 66],
      ],
      6,
    )}" fill="#a1887f"/>
    <path d="M84 60 L126 46 L120 66 L126 86 L84 72 Z" fill="#ffe082"/>
    <path d="M92 64 L122 56 M92 68 L122 76" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="80" y="57" width="9" height="18" rx="2" fill="#8d6e63"/>`),
  // A canal narrowboat side on, facing left: the long low hull with its painted band, the cabin with round
  // windows, the chimney, the tiller at the stern, on the water.
  narrowboat: drawing(`
    <rect x="0" y="100" width="128" height="24" fill="#b3e5fc"/>
    <path d="M0 112 Q10 106 20 112 Q30 118 40 112 M88 112 Q98 106 108 112 Q118 118 128 112" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M2 82 L118 82 Q124 82 122 90 L116 104 L12 104 Q2 100 2 90 Z" fill="#388e3c"/>
    <rect x="6" y="86" width="110" height="6" fill="#ffca28"/>
    <rect x="26" y="56" width="84" height="26" rx="2" fill="#c62828"/>
    <rect x="22" y="50" width="92" height="8" rx="3" fill="#424242"/>
    <circle cx="40" cy="69" r="6" fill="#e1f5fe"/><circle cx="58" cy="69" r="6" fill="#e1f5fe"/>
    <circle cx="76" cy="69" r="6" fill="#e1f5fe"/>
    <rect x="92" y="60" width="12" height="22" rx="1" fill="#ffca28"/>
    <rect x="34" y="36" width="6" height="14" fill="#616161"/>
    <path d="${band(
      [
        [118, 82],
        [126, 64],
      ],
      4,
    )}" fill="#8d6e63"/>`),
  // A lifeboat on the sea, facing left: the blue hull, the bright cabin with its windows, the mast with its
  // light and radar.
  lifeboat: drawing(`
    <rect x="0" y="100" width="128" height="24" fill="#b3e5fc"/>
    <path d="M0 112 Q10 106 20 112 Q30 118 40 112 M88 112 Q98 106 108 112 Q118 118 128 112" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="72" y="14" width="4" height="32" fill="#9e9e9e"/>
    <rect x="60" y="24" width="28" height="5" rx="2" fill="#757575"/>
    <circle cx="74" cy="11" r="4" fill="#fff59d"/>
    <path d="M34 78 L42 44 L106 44 L112 78 Z" fill="#ff6f00"/>
    <rect x="50" y="52" width="14" height="12" rx="2" fill="#e1f5fe"/>
    <rect x="68" y="52" width="14" height="12" rx="2" fill="#e1f5fe"/>
    <rect x="86" y="52" width="14" height="12" rx="2" fill="#e1f5fe"/>
    <path d="M2 76 L124 76 L116 104 L18 104 Q6 96 2 76 Z" fill="#1565c0"/>
    <rect x="8" y="80" width="112" height="6" fill="#ffb300"/>
    <path d="M6 66 L34 66 M10 66 L10 76 M22 66 L22 76" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A woodwork bench: the thick top on four legs with a shelf below, the vice at one end, a hammer on top.
  workbench: drawing(`
    <rect x="12" y="60" width="10" height="62" fill="#a1887f"/>
    <rect x="106" y="60" width="10" height="62" fill="#a1887f"/>
    <rect x="12" y="96" width="104" height="8" fill="#bcaaa4"/>
    <rect x="4" y="50" width="120" height="12" rx="2" fill="#d7ccc8"/>
    <rect x="0" y="44" width="18" height="22" rx="2" fill="#78909c"/>
    <rect x="60" y="42" width="36" height="6" rx="2" fill="#a1887f"/>
    <rect x="94" y="34" width="10" height="18" rx="1" fill="#757575"/>
    <rect x="30" y="40" width="20" height="10" rx="1" fill="#ffcc80"/>`),
  // A jukebox: the arched cabinet, the window of records, the row of buttons, the speaker grille.
  jukebox: drawing(`
    <path d="M14 124 L14 50 Q14 6 64 6 Q114 6 114 50 L114 124 Z" fill="#ef5350"/>
    <path d="M26 60 Q26 20 64 20 Q102 20 102 60 Z" fill="#fff59d"/>
    <circle cx="64" cy="46" r="13" fill="#424242"/>
    <circle cx="64" cy="46" r="4" fill="#ef9a9a"/>
    <rect x="26" y="64" width="76" height="14" rx="2" fill="#90caf9"/>
    <circle cx="38" cy="71" r="3" fill="#fafafa"/><circle cx="52" cy="71" r="3" fill="#fafafa"/>
    <circle cx="76" cy="71" r="3" fill="#fafafa"/><circle cx="90" cy="71" r="3" fill="#fafafa"/>
    <rect x="34" y="84" width="60" height="30" rx="4" fill="#bdbdbd"/>
    <path d="M46 84 L46 114 M58 84 L58 114 M70 84 L70 114 M82 84 L82 114" fill="none" stroke="#000" stroke-width="1"/>`),
}
