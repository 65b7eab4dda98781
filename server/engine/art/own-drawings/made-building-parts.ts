import { drawing, spokes } from './drawing'

/**
 * Parts of buildings a child or a teacher names that no emoji or icon family draws
 * (docs/decisions/0177-made-things-by-kind.md), each drawn so it reads alone: the part with just enough of
 * the building round it.
 */
export const MADE_BUILDING_PARTS = {
  // A classical column: the capital with its two scrolls, the fluted shaft, the stepped base.
  column: drawing(`
    <rect x="40" y="28" width="48" height="78" fill="#eceff1"/>
    <path d="M52 30 L52 104 M64 30 L64 104 M76 30 L76 104" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="24" y="6" width="80" height="12" rx="2" fill="#cfd8dc"/>
    <rect x="34" y="18" width="60" height="12" rx="3" fill="#eceff1"/>
    <circle cx="32" cy="26" r="9" fill="#cfd8dc"/>
    <circle cx="96" cy="26" r="9" fill="#cfd8dc"/>
    <rect x="34" y="104" width="60" height="9" rx="2" fill="#cfd8dc"/>
    <rect x="26" y="113" width="76" height="11" rx="2" fill="#b0bec5"/>`),
  // A doorknob: the edge of a panelled door, a big round brass knob on its round plate, a keyhole below.
  doorknob: drawing(`
    <rect x="4" y="0" width="112" height="128" fill="#a1887f"/>
    <rect x="16" y="12" width="48" height="104" rx="3" fill="#bcaaa4"/>
    <circle cx="90" cy="58" r="22" fill="#ffca28"/>
    <circle cx="90" cy="58" r="15" fill="#ffe082"/>
    <rect x="82" y="88" width="16" height="26" rx="6" fill="#ffca28"/>
    <path d="M87 100 A3.5 3.5 0 1 1 93 100 L94 108 L86 108 Z" fill="#5d4037"/>`),
  // A door knocker on a door: a round plate and the heavy brass ring hanging from it.
  'door-knocker': drawing(`
    <rect x="0" y="0" width="128" height="128" fill="#81c784"/>
    <path d="M0 96 L128 96" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="64" cy="76" r="36" fill="#ffca28"/>
    <circle cx="64" cy="76" r="24" fill="#81c784"/>
    <circle cx="64" cy="32" r="18" fill="#ffb300"/>
    <rect x="56" y="38" width="16" height="18" rx="3" fill="#ffca28"/>`),
  // A banister: the handrail sloping up a flight of stairs on its spindles, the newel post with its round cap.
  banister: drawing(`
    <path d="M4 124 L4 108 L30 108 L30 92 L56 92 L56 76 L82 76 L82 60 L108 60 L108 44 L124 44 L124 124 Z" fill="#d7ccc8"/>
    <rect x="36" y="44" width="8" height="48" fill="#a1887f"/>
    <rect x="62" y="30" width="8" height="46" fill="#a1887f"/>
    <rect x="88" y="16" width="8" height="44" fill="#a1887f"/>
    <rect x="112" y="4" width="8" height="40" fill="#a1887f"/>
    <rect x="6" y="56" width="16" height="52" fill="#8d6e63"/>
    <path d="M14 58 L126 0 L126 12 L14 70 Z" fill="#6d4c41"/>
    <circle cx="14" cy="52" r="10" fill="#6d4c41"/>`),
  // Railings: iron bars with spear tops between two rails, set in a low wall.
  railing: drawing(`
    <rect x="0" y="104" width="128" height="24" fill="#e0e0e0"/>
    <rect x="0" y="34" width="128" height="8" fill="#757575"/>
    <rect x="0" y="88" width="128" height="8" fill="#757575"/>
    ${[10, 36, 62, 88, 114]
      .map(
        (x) =>
          `<rect x="${x - 4}" y="22" width="8" height="82" fill="#8d8d8d"/><path d="M${x - 8} 24 L${x} 6 L${x + 8} 24 Z" fill="#757575"/>`,
      )
      .join('')}`),
  // Solar panels tilted to the sun on their frame: a grid of cells, the sun above.
  'solar-panel': drawing(`
    <circle cx="22" cy="20" r="12" fill="#ffeb3b"/>
    <path d="M22 2 L22 -2 M40 20 L44 20 M4 20 L0 20 M35 7 L38 4 M9 33 L6 36 M35 33 L38 36 M9 7 L6 4" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M78 86 L78 122 M104 74 L104 122 M40 122 L120 122" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M14 98 L52 36 L124 36 L100 98 Z" fill="#1e88e5"/>
    <path d="M23.5 82.5 L109.5 82.5 M33 67 L115.5 67 M42.5 51.5 L121.5 51.5 M32 98 L70 36 M50 98 L88 36 M68 98 L106 36 M86 98 L120 40" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // Scaffolding against a brick wall: poles and ladders of tubes, planks across at each level, a cross brace.
  scaffolding: drawing(`
    <rect x="0" y="4" width="128" height="120" fill="#ffccbc"/>
    <path d="M0 24 L128 24 M0 44 L128 44 M0 64 L128 64 M0 84 L128 84 M0 104 L128 104 M40 4 L40 24 M90 24 L90 44 M30 44 L30 64 M100 64 L100 84 M60 84 L60 104 M20 104 L20 124" fill="none" stroke="#000" stroke-width="0.8"/>
    <path d="M14 2 L14 126 M64 2 L64 126 M114 2 L114 126 M14 40 L64 78 M64 40 L114 78" fill="none" stroke="#000" stroke-width="4"/>
    <rect x="4" y="30" width="120" height="10" fill="#ffb300"/>
    <rect x="4" y="78" width="120" height="10" fill="#ffb300"/>`),
  // An escalator from the side: the sloping body, the steps up its top, the glass side and the moving handrail.
  escalator: drawing(`
    <path d="M2 104 L30 104 L98 30 L126 30 L126 52 L104 52 L36 126 L2 126 Z" fill="#90a4ae"/>
    <path d="M4 98 L28 98 L92 28 L124 28 L124 14 L92 14 L28 84 L4 84 Z" fill="#e1f5fe"/>
    <path d="M2 90 Q2 80 12 80 L28 80 L92 10 L118 10 Q126 10 126 18 L126 22 L94 22 L30 92 L2 92 Z" fill="#263238"/>
    <path d="M30 104 L30 98 L40 98 L40 92 L50 92 L50 82 L60 82 L60 72 L70 72 L70 62 L80 62 L80 50 L90 50 L90 40 L98 40 L98 30" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A dome: the round roof on its drum of columns and windows, a small lantern and a spike on top.
  dome: drawing(`
    <rect x="8" y="104" width="112" height="20" fill="#e0e0e0"/>
    <rect x="20" y="74" width="88" height="30" fill="#eeeeee"/>
    <path d="M32 78 L32 100 M48 78 L48 100 M64 78 L64 100 M80 78 L80 100 M96 78 L96 100" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="16" y="68" width="96" height="8" fill="#bdbdbd"/>
    <path d="M20 68 Q20 22 64 22 Q108 22 108 68 Z" fill="#80cbc4"/>
    <path d="M64 24 L64 68 M42 30 Q36 48 36 68 M86 30 Q92 48 92 68" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="54" y="8" width="20" height="16" fill="#eeeeee"/>
    <path d="M52 10 L64 0 L76 10 Z" fill="#80cbc4"/>`),
}

/** A chandelier, a ship's porthole and a wheel: things a room, a ship or a cart is made with. */
export const MADE_FITTINGS = {
  // A chandelier: hung on its chain, a round body, five curved arms each with a candle and its flame, drops
  // hanging below.
  chandelier: drawing(`
    <path d="M64 0 L64 30" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M16 60 Q16 84 64 84 Q112 84 112 60 M36 58 Q38 76 64 76 Q90 76 92 58" fill="none" stroke="#000" stroke-width="4"/>
    ${[16, 36, 64, 92, 112]
      .map(
        (x) =>
          `<rect x="${x - 5}" y="40" width="10" height="20" fill="#fff8e1"/><path d="M${x} 24 Q${x + 7} 34 ${x} 40 Q${x - 7} 34 ${x} 24 Z" fill="#ffca28"/><rect x="${x - 8}" y="58" width="16" height="5" rx="2" fill="#ffca28"/>`,
      )
      .join('')}
    <circle cx="64" cy="84" r="14" fill="#ffca28"/>
    <path d="M56 98 L64 120 L72 98 Z" fill="#e1f5fe"/>
    <path d="M36 80 L40 96 L44 80 Z M84 80 L88 96 L92 80 Z" fill="#e1f5fe"/>`),
  // A porthole: a ship's round window, the thick brass ring bolted round the glass, the sea behind it.
  porthole: drawing(`
    <circle cx="64" cy="64" r="58" fill="#ffca28"/>
    <circle cx="64" cy="64" r="40" fill="#b3e5fc"/>
    <path d="M26 74 Q40 66 54 74 Q68 82 82 74 Q96 66 104 72" fill="none" stroke="#000" stroke-width="1.2"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((k) => {
        const a = (k * Math.PI) / 4
        return `<circle cx="${(64 + 49 * Math.cos(a)).toFixed(1)}" cy="${(64 + 49 * Math.sin(a)).toFixed(1)}" r="4.5" fill="#fff8e1"/>`
      })
      .join('')}`),
  // A wheel: the tyre, the rim, spokes to the hub.
  wheel: drawing(`
    <circle cx="64" cy="64" r="60" fill="#424242"/>
    <circle cx="64" cy="64" r="44" fill="#e0e0e0"/>
    <path d="${spokes(64, 64, 12, 44, 8)}" fill="none" stroke="#000" stroke-width="3"/>
    <circle cx="64" cy="64" r="12" fill="#9e9e9e"/>`),
}
