import { drawing, spokes } from './drawing'

/** Vehicles no emoji draws: the ones children ride (a tricycle, a quad bike) and the working ones they watch. */
export const VEHICLES = {
  // A child's tricycle from the side: the big spoked front wheel with its pedals, the saddle, two small back
  // wheels (the far one peeping out) under the step.
  tricycle: drawing(`
    <circle cx="42" cy="106" r="15" fill="#757575"/>
    <circle cx="42" cy="106" r="7" fill="#e0e0e0"/>
    <rect x="10" y="94" width="48" height="9" rx="3" fill="#ef9a9a"/>
    <path d="M40 96 L44 64 L52 64 L48 96 Z" fill="#ef9a9a"/>
    <circle cx="90" cy="92" r="30" fill="#616161"/>
    <circle cx="90" cy="92" r="22" fill="#e0e0e0"/>
    <path d="${spokes(90, 92, 6, 22, 8)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="90" cy="92" r="6" fill="#9e9e9e"/>
    <path d="M44 84 L82 54 L88 62 L50 92 Z" fill="#e57373"/>
    <path d="M80 38 L88 38 L94 92 L86 92 Z" fill="#e57373"/>
    <path d="M90 92 L102 106" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="96" y="103" width="14" height="7" rx="2" fill="#9e9e9e"/>
    <path d="M66 32 L96 26 Q102 26 102 32 L72 40 Q66 40 66 32 Z" fill="#90caf9"/>
    <path d="M30 62 Q30 54 42 54 L58 56 Q62 62 56 66 L34 68 Q30 68 30 62 Z" fill="#90caf9"/>
    <circle cx="24" cy="108" r="16" fill="#757575"/>
    <circle cx="24" cy="108" r="7" fill="#e0e0e0"/>`),
  // A quad bike (an ATV) from the side: four fat knobbly wheels (two seen), mudguards over them, the saddle and
  // the handlebars raised at the front.
  'quad-bike': drawing(`
    <rect x="48" y="82" width="34" height="18" rx="3" fill="#bdbdbd"/>
    <circle cx="28" cy="100" r="24" fill="#616161"/>
    <path d="${spokes(28, 100, 19, 24, 14)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="28" cy="100" r="11" fill="#e0e0e0"/>
    <circle cx="102" cy="100" r="24" fill="#616161"/>
    <path d="${spokes(102, 100, 19, 24, 14)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="102" cy="100" r="11" fill="#e0e0e0"/>
    <path d="M92 64 L84 36 L91 34 L100 64 Z" fill="#9e9e9e"/>
    <rect x="74" y="28" width="28" height="8" rx="4" fill="#757575"/>
    <path d="M2 82 Q4 62 28 62 Q50 62 56 78 L74 78 Q80 62 102 62 Q124 62 126 82 L126 88 L2 88 Z" fill="#ef9a9a"/>
    <path d="M30 64 Q30 50 44 50 L70 50 Q80 50 80 60 L80 66 L30 66 Z" fill="#90a4ae"/>
    <circle cx="118" cy="72" r="5" fill="#fff59d"/>`),
  // A snowmobile from the side: the sleek hood and windscreen, the long saddle, the track under the back and a
  // ski under the nose.
  snowmobile: drawing(`
    <path d="M92 88 L100 88 L98 110 L90 110 Z" fill="#9e9e9e"/>
    <path d="M62 116 L116 116 Q126 116 126 106 L120 100 Q118 110 110 110 L62 110 Z" fill="#bdbdbd"/>
    <rect x="6" y="92" width="76" height="26" rx="13" fill="#757575"/>
    <rect x="13" y="99" width="62" height="12" rx="6" fill="#e0e0e0"/>
    <path d="M76 66 L86 40 Q94 38 98 48 L94 66 Z" fill="#e1f5fe"/>
    <path d="M2 94 L4 74 L44 70 L70 64 Q94 54 112 68 Q126 80 124 94 Z" fill="#4fc3f7"/>
    <path d="M8 74 Q8 60 22 60 L62 60 Q70 60 68 68 L10 78 Z" fill="#90a4ae"/>
    <rect x="62" y="54" width="22" height="7" rx="3" fill="#757575"/>
    <path d="M40 84 L116 84" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="114" cy="76" rx="5" ry="4" fill="#fff59d"/>`),
  // A jet ski on the water: the hull riding low, the saddle and the steering column with its handlebars.
  'jet-ski': drawing(`
    <rect x="0" y="104" width="128" height="24" fill="#b3e5fc"/>
    <path d="M0 116 Q10 110 20 116 Q30 122 40 116 M88 116 Q98 110 108 116 Q118 122 128 116" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M84 64 L92 64 L86 40 L78 40 Z" fill="#9e9e9e"/>
    <rect x="68" y="33" width="26" height="8" rx="4" fill="#757575"/>
    <path d="M6 84 L120 84 Q128 84 124 94 L114 108 L16 108 Q6 108 6 98 Z" fill="#81c784"/>
    <path d="M10 86 Q10 70 28 70 L84 70 L100 58 Q112 54 116 64 L122 86 Z" fill="#c8e6c9"/>
    <path d="M18 70 Q18 58 32 58 L66 58 Q76 58 74 70 Z" fill="#90a4ae"/>
    <path d="M14 96 L116 96" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="4" cy="104" rx="5" ry="4" fill="#e1f5fe"/>`),
  // A cement mixer truck: the striped drum tilted on the back, its chute, the cab in front, three wheels.
  'cement-mixer': drawing(`
    <rect x="30" y="76" width="9" height="14" fill="#9e9e9e"/>
    <rect x="70" y="74" width="9" height="16" fill="#9e9e9e"/>
    <ellipse cx="50" cy="56" rx="44" ry="26" transform="rotate(-14 50 56)" fill="#e0e0e0"/>
    <path d="M24 38 Q38 58 30 82 M46 32 Q60 56 52 80 M68 28 Q82 50 74 74" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="91" cy="45" rx="6" ry="14" transform="rotate(-14 91 45)" fill="#bdbdbd"/>
    <path d="M8 70 L2 84 L10 86 L16 74 Z" fill="#bdbdbd"/>
    <path d="M94 44 L114 44 Q124 44 124 56 L124 92 L94 92 Z" fill="#ffcc80"/>
    <rect x="100" y="50" width="18" height="18" rx="2" fill="#e1f5fe"/>
    <rect x="2" y="88" width="122" height="10" fill="#9e9e9e"/>
    <circle cx="26" cy="106" r="15" fill="#616161"/><circle cx="26" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="60" cy="106" r="15" fill="#616161"/><circle cx="60" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="106" cy="106" r="15" fill="#616161"/><circle cx="106" cy="106" r="6" fill="#e0e0e0"/>`),
  // A snowplough: a truck with its light on the cab roof and the big curved blade in front, snow heaped on it.
  snowplow: drawing(`
    <rect x="4" y="50" width="52" height="40" rx="2" fill="#ffcc80"/>
    <path d="M4 62 L56 62 M4 76 L56 76" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="64" y="30" width="12" height="8" rx="3" fill="#fff59d"/>
    <path d="M56 38 L84 38 Q90 38 90 46 L90 92 L56 92 Z" fill="#ffb74d"/>
    <rect x="62" y="44" width="22" height="18" rx="2" fill="#e1f5fe"/>
    <rect x="88" y="62" width="14" height="30" rx="2" fill="#ffb74d"/>
    <rect x="98" y="92" width="10" height="8" fill="#9e9e9e"/>
    <rect x="2" y="88" width="98" height="9" fill="#9e9e9e"/>
    <circle cx="24" cy="106" r="15" fill="#616161"/><circle cx="24" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="76" cy="106" r="15" fill="#616161"/><circle cx="76" cy="106" r="6" fill="#e0e0e0"/>
    <path d="M104 60 Q122 66 126 84 L126 122 L104 122 Q114 92 104 60 Z" fill="#90caf9"/>
    <path d="M108 122 Q112 112 120 114 Q126 108 128 114 L128 124 Z" fill="#fafafa"/>`),
  // A tugboat on the water: the high bow, tyres hung along the hull, the wheelhouse with its windows, a funnel.
  tugboat: drawing(`
    <rect x="0" y="106" width="128" height="22" fill="#b3e5fc"/>
    <path d="M0 118 Q10 112 20 118 Q30 124 40 118 M88 118 Q98 112 108 118 Q118 124 128 118" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M20 78 L22 34 L38 34 L40 78 Z" fill="#ffcc80"/>
    <rect x="20" y="42" width="19" height="8" fill="#ef9a9a"/>
    <rect x="46" y="48" width="50" height="30" fill="#fff9c4"/>
    <rect x="56" y="26" width="34" height="22" fill="#fff9c4"/>
    <rect x="52" y="18" width="42" height="9" rx="2" fill="#ef9a9a"/>
    <rect x="60" y="31" width="11" height="11" fill="#e1f5fe"/><rect x="75" y="31" width="11" height="11" fill="#e1f5fe"/>
    <circle cx="60" cy="62" r="6" fill="#e1f5fe"/><circle cx="78" cy="62" r="6" fill="#e1f5fe"/>
    <path d="M2 76 L98 76 L126 62 L114 112 L16 112 Q6 100 2 76 Z" fill="#ef9a9a"/>
    <path d="M4 86 L118 86" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="30" cy="98" r="7" fill="#757575"/><circle cx="30" cy="98" r="3" fill="#e0e0e0"/>
    <circle cx="56" cy="98" r="7" fill="#757575"/><circle cx="56" cy="98" r="3" fill="#e0e0e0"/>
    <circle cx="82" cy="98" r="7" fill="#757575"/><circle cx="82" cy="98" r="3" fill="#e0e0e0"/>`),
  // A combine harvester from the side: the reel with its bats over the wide header at the front, the cab with
  // its big window high up, the grain tank behind it, the unloading pipe, a big front wheel and a small back one.
  'combine-harvester': drawing(`
    <path d="M98 40 L106 40 L126 14 L120 9 Z" fill="#ffe082"/>
    <rect x="40" y="38" width="82" height="58" rx="4" fill="#a5d6a7"/>
    <rect x="80" y="26" width="38" height="14" rx="2" fill="#c8e6c9"/>
    <rect x="42" y="10" width="36" height="30" rx="3" fill="#a5d6a7"/>
    <rect x="47" y="15" width="26" height="20" rx="2" fill="#e1f5fe"/>
    <path d="M22 72 L46 58 L50 66 L26 80 Z" fill="#9e9e9e"/>
    <path d="M2 84 L44 84 L48 102 L2 102 Z" fill="#ffcc80"/>
    <path d="M4 92 L46 92" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="22" cy="70" r="17" fill="#fff59d"/>
    <path d="${spokes(22, 70, 5, 17, 6)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="22" cy="70" r="5" fill="#9e9e9e"/>
    <path d="M86 50 L116 50 M86 62 L116 62" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="100" r="24" fill="#616161"/>
    <path d="${spokes(64, 100, 18, 24, 16)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="100" r="10" fill="#e0e0e0"/>
    <circle cx="108" cy="110" r="14" fill="#616161"/>
    <circle cx="108" cy="110" r="6" fill="#e0e0e0"/>`),
  // A garbage truck: the tall box body with ribs down its side and the loading hopper at the back, a wheelie
  // bin tipped over it, the cab in front and three wheels.
  'garbage-truck': drawing(`
    <rect x="14" y="30" width="76" height="60" rx="4" fill="#a5d6a7"/>
    <path d="M34 32 L34 88 M54 32 L54 88 M74 32 L74 88" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M14 40 L4 46 L2 90 L16 90 Z" fill="#c8e6c9"/>
    <path d="M2 24 L18 14 L26 30 L10 40 Z" fill="#90a4ae"/>
    <path d="M90 46 L112 46 Q124 46 124 58 L124 92 L90 92 Z" fill="#fff59d"/>
    <rect x="96" y="52" width="20" height="16" rx="2" fill="#e1f5fe"/>
    <rect x="2" y="88" width="122" height="10" fill="#9e9e9e"/>
    <circle cx="26" cy="106" r="15" fill="#616161"/><circle cx="26" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="60" cy="106" r="15" fill="#616161"/><circle cx="60" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="106" cy="106" r="15" fill="#616161"/><circle cx="106" cy="106" r="6" fill="#e0e0e0"/>`),
  // A road roller (a steamroller): the wide front drum, the driver's seat under a roof on two posts, the engine
  // body and one big back wheel.
  'road-roller': drawing(`
    <rect x="20" y="18" width="64" height="7" rx="2" fill="#ffcc80"/>
    <rect x="26" y="25" width="6" height="35" fill="#9e9e9e"/>
    <rect x="72" y="25" width="6" height="35" fill="#9e9e9e"/>
    <path d="M38 60 L38 44 Q38 40 42 40 L54 40 L54 60 Z" fill="#90a4ae"/>
    <path d="M12 60 L100 60 L112 74 L112 90 L12 90 Z" fill="#ffcc80"/>
    <rect x="70" y="66" width="30" height="10" rx="2" fill="#e0e0e0"/>
    <path d="M92 62 L112 62 L120 96 L112 96 Z" fill="#ffcc80"/>
    <circle cx="100" cy="100" r="26" fill="#9e9e9e"/>
    <circle cx="100" cy="100" r="16" fill="#bdbdbd"/>
    <circle cx="100" cy="100" r="6" fill="#e0e0e0"/>
    <circle cx="32" cy="102" r="22" fill="#616161"/>
    <path d="${spokes(32, 102, 9, 22, 8)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="32" cy="102" r="9" fill="#e0e0e0"/>`),
  // A monster truck: a pickup's body lifted high on springs over four huge knobbly tyres (two seen).
  'monster-truck': drawing(`
    <path d="M30 64 L36 80 M98 64 L92 80" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="20" y="62" width="20" height="10" fill="#9e9e9e"/>
    <rect x="88" y="62" width="20" height="10" fill="#9e9e9e"/>
    <path d="M4 58 L4 40 L48 40 L58 18 L94 18 Q100 18 102 24 L110 40 L124 42 L124 62 L4 62 Z" fill="#ef9a9a"/>
    <path d="M62 24 L76 24 L76 40 L56 40 Z" fill="#e1f5fe"/>
    <path d="M82 24 L96 24 L104 40 L82 40 Z" fill="#e1f5fe"/>
    <ellipse cx="120" cy="48" rx="4" ry="4" fill="#fff59d"/>
    <circle cx="32" cy="96" r="30" fill="#616161"/>
    <path d="${spokes(32, 96, 24, 30, 18)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="32" cy="96" r="12" fill="#e0e0e0"/>
    <circle cx="96" cy="96" r="30" fill="#616161"/>
    <path d="${spokes(96, 96, 24, 30, 18)}" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="96" cy="96" r="12" fill="#e0e0e0"/>`),
  // A tanker truck: the long round-ended tank on the trailer with its hatches on top, the cab in front.
  'tanker-truck': drawing(`
    <rect x="18" y="36" width="10" height="8" fill="#9e9e9e"/>
    <rect x="52" y="36" width="10" height="8" fill="#9e9e9e"/>
    <rect x="2" y="42" width="88" height="46" rx="23" fill="#e0e0e0"/>
    <path d="M4 64 L88 64" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M92 50 L112 50 Q124 50 124 62 L124 92 L92 92 Z" fill="#90caf9"/>
    <rect x="98" y="56" width="18" height="14" rx="2" fill="#e1f5fe"/>
    <rect x="2" y="88" width="122" height="10" fill="#9e9e9e"/>
    <circle cx="22" cy="106" r="15" fill="#616161"/><circle cx="22" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="56" cy="106" r="15" fill="#616161"/><circle cx="56" cy="106" r="6" fill="#e0e0e0"/>
    <circle cx="106" cy="106" r="15" fill="#616161"/><circle cx="106" cy="106" r="6" fill="#e0e0e0"/>`),
}
