import { drawing } from './drawing'

/** Things that stand outdoors: poles, turbines, a hammock, a phone box, a diving board. */
export const OUTDOORS = {
  // A hammock slung on its stand: the striped cloth sagging between two posts on its ropes.
  hammock: drawing(`
    <rect x="2" y="112" width="124" height="8" rx="3" fill="#a1887f"/>
    <rect x="6" y="20" width="9" height="96" rx="2" fill="#bcaaa4"/>
    <rect x="113" y="20" width="9" height="96" rx="2" fill="#bcaaa4"/>
    <path d="M12 26 L26 58 M12 26 L32 60 M116 26 L102 58 M116 26 L96 60" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M24 56 Q64 84 104 56 Q64 126 24 56 Z" fill="#ffcc80"/>
    <path d="M26 58 Q64 96 102 58 M28 60 Q64 108 100 60" fill="none" stroke="#000" stroke-width="1"/>`),
  // A wooden telephone pole: two crossbars with their insulators, a transformer, wires and climbing steps.
  'telephone-pole': drawing(`
    <path d="M0 24 Q12 30 24 22 M104 22 Q116 30 128 24 M0 44 Q18 50 34 42 M94 42 Q110 50 128 44" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M58 6 L70 6 L72 126 L56 126 Z" fill="#bcaaa4"/>
    <rect x="18" y="22" width="92" height="10" rx="1" fill="#a1887f"/>
    <rect x="28" y="44" width="72" height="9" rx="1" fill="#a1887f"/>
    <rect x="21" y="13" width="8" height="10" rx="2" fill="#e0e0e0"/>
    <rect x="40" y="13" width="8" height="10" rx="2" fill="#e0e0e0"/>
    <rect x="81" y="13" width="8" height="10" rx="2" fill="#e0e0e0"/>
    <rect x="100" y="13" width="8" height="10" rx="2" fill="#e0e0e0"/>
    <rect x="31" y="35" width="8" height="10" rx="2" fill="#e0e0e0"/>
    <rect x="90" y="35" width="8" height="10" rx="2" fill="#e0e0e0"/>
    <rect x="72" y="56" width="18" height="24" rx="4" fill="#cfd8dc"/>
    <rect x="52" y="70" width="6" height="4" fill="#757575"/>
    <rect x="70" y="84" width="6" height="4" fill="#757575"/>
    <rect x="52" y="98" width="6" height="4" fill="#757575"/>`),
  // A flagpole: the ball on top, the flag flying, the halyard down the pole and a stepped base.
  flagpole: drawing(`
    <path d="M26 14 L26 104" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="28" y="8" width="9" height="104" fill="#e0e0e0"/>
    <circle cx="32.5" cy="7" r="6" fill="#ffd54f"/>
    <path d="M37 14 C60 6 80 22 112 14 L112 60 C80 68 60 52 37 60 Z" fill="#ef9a9a"/>
    <path d="M37 30 C60 22 80 38 112 30 M37 45 C60 37 80 53 112 45" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="20" y="108" width="26" height="8" rx="1" fill="#bdbdbd"/>
    <rect x="12" y="115" width="42" height="9" rx="1" fill="#9e9e9e"/>`),
  // A wind turbine: the tall tapering tower and three long blades round the hub.
  'wind-turbine': drawing(`
    <path d="M59 126 L69 126 L67 48 L61 48 Z" fill="#eceff1"/>
    <rect x="56" y="124" width="16" height="4" fill="#bdbdbd"/>
    <path d="M61 42 Q56 12 64 0 Q72 12 67 42 Z" fill="#f5f5f5"/>
    <path d="M61 42 Q56 12 64 0 Q72 12 67 42 Z" transform="rotate(120 64 46)" fill="#f5f5f5"/>
    <path d="M61 42 Q56 12 64 0 Q72 12 67 42 Z" transform="rotate(240 64 46)" fill="#f5f5f5"/>
    <circle cx="64" cy="46" r="7" fill="#cfd8dc"/>`),
  // A red telephone box: the domed roof, the sign under it, the glazed door and its handle.
  'phone-booth': drawing(`
    <rect x="30" y="116" width="68" height="8" rx="1" fill="#e57373"/>
    <rect x="34" y="24" width="60" height="94" fill="#ef5350"/>
    <path d="M30 26 Q64 6 98 26 Z" fill="#e57373"/>
    <rect x="58" y="6" width="12" height="8" rx="3" fill="#e57373"/>
    <rect x="38" y="28" width="52" height="9" fill="#fafafa"/>
    <rect x="42" y="42" width="44" height="68" fill="#e57373"/>
    <rect x="45" y="45" width="11" height="9" fill="#e3f2fd"/><rect x="59" y="45" width="10" height="9" fill="#e3f2fd"/><rect x="72" y="45" width="11" height="9" fill="#e3f2fd"/>
    <rect x="45" y="57" width="11" height="9" fill="#e3f2fd"/><rect x="59" y="57" width="10" height="9" fill="#e3f2fd"/><rect x="72" y="57" width="11" height="9" fill="#e3f2fd"/>
    <rect x="45" y="69" width="11" height="9" fill="#e3f2fd"/><rect x="59" y="69" width="10" height="9" fill="#e3f2fd"/><rect x="72" y="69" width="11" height="9" fill="#e3f2fd"/>
    <rect x="45" y="81" width="11" height="9" fill="#e3f2fd"/><rect x="59" y="81" width="10" height="9" fill="#e3f2fd"/><rect x="72" y="81" width="11" height="9" fill="#e3f2fd"/>
    <rect x="45" y="93" width="11" height="14" fill="#e3f2fd"/><rect x="59" y="93" width="10" height="14" fill="#e3f2fd"/><rect x="72" y="93" width="11" height="14" fill="#e3f2fd"/>
    <rect x="87" y="70" width="4" height="12" rx="2" fill="#fafafa"/>`),
  // A diving board: the springboard reaching over the water from its stand, with the ladder up to it.
  'diving-board': drawing(`
    <rect x="0" y="104" width="128" height="24" fill="#b3e5fc"/>
    <path d="M40 116 Q50 110 60 116 Q70 122 80 116 Q90 110 100 116 Q110 122 120 116" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="0" y="92" width="52" height="14" fill="#e0e0e0"/>
    <rect x="6" y="40" width="8" height="54" fill="#bdbdbd"/>
    <rect x="24" y="40" width="8" height="54" fill="#bdbdbd"/>
    <rect x="14" y="50" width="10" height="5" fill="#eeeeee"/>
    <rect x="14" y="64" width="10" height="5" fill="#eeeeee"/>
    <rect x="14" y="78" width="10" height="5" fill="#eeeeee"/>
    <path d="M30 70 L44 70 L48 92 L26 92 Z" fill="#9e9e9e"/>
    <path d="M56 78 L68 78 L66 92 L58 92 Z" fill="#9e9e9e"/>
    <path d="M10 62 L124 70 Q128 72 124 76 L10 72 Z" fill="#90caf9"/>`),
  // A bird feeder hung from its hook: a roof over a window of seed, perches and a tray under it.
  'bird-feeder': drawing(`
    <path d="M64 0 L64 12" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="4" r="4" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="34" y="30" width="60" height="68" fill="#ffe0b2"/>
    <rect x="42" y="42" width="44" height="44" fill="#e1f5fe"/>
    <path d="M42 86 L42 68 Q50 64 56 68 Q64 62 72 68 Q80 64 86 68 L86 86 Z" fill="#ffcc80"/>
    <path d="M16 36 L64 10 L112 36 L104 40 L64 20 L24 40 Z" fill="#a1887f"/>
    <path d="M24 40 L64 20 L104 40 Z" fill="#bcaaa4"/>
    <rect x="24" y="96" width="80" height="10" rx="2" fill="#a1887f"/>
    <rect x="8" y="86" width="26" height="4" rx="2" fill="#8d6e63"/>
    <rect x="94" y="86" width="26" height="4" rx="2" fill="#8d6e63"/>`),
  // A chicken coop: a little wooden house on legs, a window, the arched hen door and its ramp.
  'chicken-coop': drawing(`
    <rect x="20" y="84" width="8" height="36" fill="#a1887f"/>
    <rect x="100" y="84" width="8" height="36" fill="#a1887f"/>
    <rect x="14" y="44" width="100" height="46" fill="#ffcc80"/>
    <path d="M14 56 L114 56 M14 68 L114 68 M14 80 L114 80" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="22" y="52" width="22" height="20" fill="#e3f2fd"/>
    <path d="M33 52 L33 72 M22 62 L44 62" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M56 90 L56 66 Q68 54 80 66 L80 90 Z" fill="#8d6e63"/>
    <path d="M58 90 L80 90 L106 124 L84 124 Z" fill="#bcaaa4"/>
    <path d="M64 98 L86 98 M70 106 L92 106 M76 114 L98 114" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 50 L64 10 L124 50 L116 54 L64 20 L12 54 Z" fill="#a1887f"/>
    <path d="M12 54 L64 20 L116 54 Z" fill="#d7ccc8"/>
    <circle cx="64" cy="38" r="6" fill="#fff3e0"/>`),
  // A water tower: the tank with its pointed roof on four braced legs.
  'water-tower': drawing(`
    <path d="M34 70 L40 70 L28 124 L22 124 Z" fill="#bdbdbd"/>
    <path d="M88 70 L94 70 L106 124 L100 124 Z" fill="#bdbdbd"/>
    <path d="M52 70 L58 70 L56 124 L50 124 Z" fill="#bdbdbd"/>
    <path d="M70 70 L76 70 L78 124 L72 124 Z" fill="#bdbdbd"/>
    <path d="M34 84 L94 110 M94 84 L34 110 M30 98 L98 98" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M26 30 L102 30 L102 66 Q64 80 26 66 Z" fill="#b3e5fc"/>
    <path d="M26 44 Q64 54 102 44 M26 56 Q64 66 102 56" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M20 32 L64 4 L108 32 Z" fill="#90a4ae"/>`),
  // A lawn sprinkler on the grass throwing arcs of water either side.
  sprinkler: drawing(`
    <path d="M58 66 Q30 14 4 60 M70 66 Q98 14 124 60 M62 62 Q48 18 26 26 M66 62 Q80 18 102 26" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="6" cy="68" rx="4" ry="6" fill="#e1f5fe"/><ellipse cx="122" cy="68" rx="4" ry="6" fill="#e1f5fe"/>
    <ellipse cx="22" cy="32" rx="4" ry="6" fill="#e1f5fe"/><ellipse cx="106" cy="32" rx="4" ry="6" fill="#e1f5fe"/>
    <rect x="59" y="70" width="10" height="24" fill="#bdbdbd"/>
    <circle cx="64" cy="68" r="8" fill="#ffb74d"/>
    <path d="M40 108 Q64 78 88 108 Z" fill="#4fc3f7"/>
    <rect x="28" y="106" width="72" height="12" rx="5" fill="#81d4fa"/>
    <path d="M10 124 Q20 112 24 124 M104 124 Q110 112 118 124" fill="none" stroke="#000" stroke-width="1"/>`),
  // A volleyball net strung between two poles, its top band and the mesh under it.
  'volleyball-net': drawing(`
    <path d="M9 22 L0 124 M119 22 L128 124" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="14" y="30" width="100" height="38" fill="#fafafa"/>
    <path d="M24 30 L24 68 M34 30 L34 68 M44 30 L44 68 M54 30 L54 68 M64 30 L64 68 M74 30 L74 68 M84 30 L84 68 M94 30 L94 68 M104 30 L104 68 M14 40 L114 40 M14 50 L114 50 M14 60 L114 60" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="12" y="26" width="104" height="7" fill="#ef9a9a"/>
    <rect x="6" y="18" width="8" height="106" rx="2" fill="#bcaaa4"/>
    <rect x="114" y="18" width="8" height="106" rx="2" fill="#bcaaa4"/>`),
  // A farm cart: a wooden box on two big spoked wheels, the shafts reaching forward.
  cart: drawing(`
    <path d="M6 62 L40 70 L40 76 L4 68 Z" fill="#a1887f"/>
    <rect x="34" y="48" width="90" height="32" rx="2" fill="#bcaaa4"/>
    <path d="M34 58 L124 58 M34 69 L124 69" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="30" y="44" width="98" height="6" rx="2" fill="#a1887f"/>
    <circle cx="80" cy="94" r="28" fill="#8d6e63"/>
    <circle cx="80" cy="94" r="22" fill="#d7ccc8"/>
    <path d="M80 72 L80 116 M58 94 L102 94 M64 78 L96 110 M96 78 L64 110" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="80" cy="94" r="6" fill="#8d6e63"/>`),
  // A lemonade stand: a little wooden booth with a striped awning, a sign board and a jug with cups.
  'lemonade-stand': drawing(`
    <rect x="14" y="30" width="8" height="90" fill="#bcaaa4"/>
    <rect x="106" y="30" width="8" height="90" fill="#bcaaa4"/>
    <path d="M6 16 L122 16 L122 36 Q112 44 103 36 Q93 44 84 36 Q74 44 64 36 Q54 44 45 36 Q35 44 25 36 Q16 44 6 36 Z" fill="#fff59d"/>
    <path d="M35 16 L35 38 M64 16 L64 38 M93 16 L93 38" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="10" y="78" width="108" height="44" rx="2" fill="#ffe0b2"/>
    <rect x="22" y="86" width="84" height="28" rx="3" fill="#fff8e1"/>
    <rect x="6" y="72" width="116" height="8" rx="2" fill="#bcaaa4"/>
    <path d="M40 72 L40 52 Q40 46 48 46 L58 46 Q66 46 66 52 L66 72 Z" fill="#fff59d"/>
    <path d="M66 52 Q74 54 72 64 L66 66" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M76 72 L74 58 L88 58 L86 72 Z" fill="#e1f5fe"/>
    <path d="M92 72 L90 58 L104 58 L102 72 Z" fill="#e1f5fe"/>`),
  // A weather vane on a roof's ridge: the rooster on the arrow, the arms for north, south, east and west.
  'weather-vane': drawing(`
    <rect x="59" y="58" width="10" height="58" fill="#bdbdbd"/>
    <path d="M20 128 L64 108 L108 128 Z" fill="#ef9a9a"/>
    <rect x="24" y="84" width="80" height="9" fill="#bdbdbd"/>
    <path d="M44 104 L84 74" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M10 84 L10 94 M10 84 L14 94 L18 84 L22 94 L26 84 M108 84 L108 94 M108 84 L116 84 M108 89 L114 89 M108 94 L116 94" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="14" y="50" width="92" height="10" fill="#ffd54f"/>
    <path d="M102 42 L124 55.5 L102 69 Z" fill="#ffd54f"/>
    <path d="M4 42 L24 42 L30 55.5 L24 69 L4 69 L10 55.5 Z" fill="#ffd54f"/>
    <path d="M60 50 L58 42 M70 50 L72 42" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M46 30 Q34 10 44 4 Q54 12 56 26 Z" fill="#ffcc80"/>
    <ellipse cx="64" cy="34" rx="18" ry="11" fill="#ffcc80"/>
    <circle cx="80" cy="20" r="8" fill="#ffcc80"/>
    <path d="M74 14 Q74 6 80 8 Q84 2 88 8 Q90 12 86 14 Z" fill="#ef9a9a"/>
    <path d="M87 18 L96 21 L87 24 Z" fill="#ffb74d"/>`),
  // A lifeguard's tower: the high chair on its legs, the ladder up, a sunshade and the red cross on the front.
  'lifeguard-tower': drawing(`
    <path d="M26 126 L38 62 L46 62 L35 126 Z" fill="#bcaaa4"/>
    <path d="M102 126 L90 62 L82 62 L93 126 Z" fill="#bcaaa4"/>
    <path d="M34 96 L92 110 M36 110 L94 96" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="48" y="64" width="9" height="62" fill="#d7ccc8"/>
    <rect x="71" y="64" width="9" height="62" fill="#d7ccc8"/>
    <path d="M57 80 L71 80 M57 94 L71 94 M57 108 L71 108 M57 122 L71 122" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="24" y="56" width="80" height="9" fill="#a1887f"/>
    <path d="M64 36 L64 12" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M22 18 Q64 -6 106 18 Z" fill="#ef9a9a"/>
    <rect x="42" y="28" width="44" height="28" rx="3" fill="#ffcc80"/>
    <rect x="38" y="44" width="52" height="12" rx="2" fill="#ffe0b2"/>
    <path d="M60 30 L68 30 L68 34 L72 34 L72 42 L68 42 L68 46 L60 46 L60 42 L56 42 L56 34 L60 34 Z" fill="#ef5350"/>`),
  // A ski chairlift: the cable across the sky, the hanger down from its grip, the bench with its back, arm
  // rails and footrest.
  chairlift: drawing(`
    <path d="M0 10 L128 2" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="56" y="2" width="18" height="10" rx="3" fill="#9e9e9e"/>
    <rect x="61" y="10" width="8" height="44" fill="#bdbdbd"/>
    <path d="M20 54 L110 54 L110 62 L28 62 L28 90 L20 90 Z" fill="#bdbdbd"/>
    <rect x="26" y="60" width="80" height="24" rx="3" fill="#90caf9"/>
    <path d="M53 62 L53 84 M79 62 L79 84" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="22" y="84" width="90" height="12" rx="3" fill="#64b5f6"/>
    <path d="M40 84 L40 96 M66 84 L66 96 M92 84 L92 96" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M100 96 L106 120" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="74" y="116" width="40" height="8" rx="3" fill="#bdbdbd"/>`),
}
