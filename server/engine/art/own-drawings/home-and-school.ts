import { drawing } from './drawing'

/** Small things of the bathroom, the nursery and the classroom, and a raincoat. */
export const HOME_AND_SCHOOL = {
  // A hairbrush from the side: the long handle, the head with its cushion and a row of bristle tufts standing up.
  hairbrush: drawing(`
    <path d="${[46, 56, 66, 76, 86, 96, 106, 116].map((x) => `M${x} 66 L${x} 36`).join('')}" fill="none" stroke="#000" stroke-width="1"/>
    ${[46, 56, 66, 76, 86, 96, 106, 116].map((x) => `<circle cx="${x}" cy="34" r="4.5" fill="#fafafa"/>`).join('')}
    <path d="M40 70 Q40 58 52 58 L114 58 Q124 58 124 70 Z" fill="#fce4ec"/>
    <path d="M4 84 Q4 78 12 78 L34 76 Q38 70 46 70 L120 70 Q126 70 126 78 L122 90 L46 90 Q38 90 34 86 L12 90 Q4 90 4 84 Z" fill="#f48fb1"/>`),
  // A tube of toothpaste: the crimped end, a stripe round it, the cap, and a curl of paste on a toothbrush-sized
  // blob beside the cap.
  toothpaste: drawing(`
    <g transform="rotate(-30 64 64)">
      <path d="M14 44 L84 40 L102 54 L102 74 L84 88 L14 84 Z" fill="#e1f5fe"/>
      <rect x="4" y="40" width="14" height="48" rx="2" fill="#90caf9"/>
      <path d="M8 46 L8 82 M13 46 L13 82" fill="none" stroke="#000" stroke-width="1"/>
      <path d="M32 43 L62 41 L62 87 L32 85 Z" fill="#90caf9"/>
      <rect x="102" y="52" width="18" height="24" rx="3" fill="#ef9a9a"/>
    </g>`),
  // A baby's rattle: a round head with a band of dots, a collar, the handle and a ring to hold.
  rattle: drawing(`
    <rect x="57" y="70" width="14" height="36" rx="4" fill="#90caf9"/>
    <circle cx="64" cy="112" r="15" fill="#ffcc80"/>
    <circle cx="64" cy="112" r="7" fill="#fff"/>
    <circle cx="64" cy="40" r="34" fill="#fff59d"/>
    <path d="M31 34 Q64 46 97 34 L97 48 Q64 60 31 48 Z" fill="#ef9a9a"/>
    <circle cx="46" cy="22" r="5" fill="#a5d6a7"/><circle cx="64" cy="16" r="5" fill="#a5d6a7"/><circle cx="82" cy="22" r="5" fill="#a5d6a7"/>
    <ellipse cx="64" cy="76" rx="16" ry="6" fill="#ef9a9a"/>`),
  // A bottle of school glue: the pointed orange cap, the bottle with its label.
  glue: drawing(`
    <path d="M56 32 L72 32 L67 6 L61 6 Z" fill="#ffb74d"/>
    <rect x="48" y="30" width="32" height="14" rx="3" fill="#ffb74d"/>
    <path d="M50 44 L78 44 Q96 48 96 62 L96 116 Q96 124 88 124 L40 124 Q32 124 32 116 L32 62 Q32 48 50 44 Z" fill="#fafafa"/>
    <rect x="38" y="72" width="52" height="36" rx="3" fill="#90caf9"/>
    <path d="M46 84 L82 84 M46 96 L72 96" fill="none" stroke="#000" stroke-width="1"/>`),
  // A comic book: the title across the top, three panels, a burst of "POW" in the big one.
  'comic-book': drawing(`
    <rect x="22" y="4" width="84" height="120" rx="2" fill="#fff59d"/>
    <rect x="22" y="4" width="84" height="24" rx="2" fill="#ef9a9a"/>
    <path d="M34 11 L38 23 L42 15 L46 23 L50 11 M78 11 L82 23 L86 15 L90 23 L94 11" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="17" rx="6" ry="6" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="30" y="36" width="32" height="34" fill="#e1f5fe"/>
    <rect x="66" y="36" width="32" height="34" fill="#e1f5fe"/>
    <rect x="30" y="76" width="68" height="40" fill="#e1f5fe"/>
    <circle cx="46" cy="50" r="8" fill="#ffcc80"/>
    <path d="M70 44 Q70 40 76 40 L92 40 Q96 40 96 44 L96 52 Q96 56 92 56 L80 56 L74 62 L76 56 Q70 56 70 52 Z" fill="#fafafa"/>
    <path d="M64 80 L70 90 L82 84 L78 96 L92 100 L78 104 L82 114 L70 108 L64 116 L58 108 L46 114 L50 104 L36 100 L50 96 L46 84 L58 90 Z" fill="#ffcc80"/>`),
  // A raincoat: the hood behind the collar, toggles down the front, pockets and long sleeves.
  raincoat: drawing(`
    <path d="M36 32 Q38 6 64 6 Q90 6 92 32 Z" fill="#fff176"/>
    <path d="M36 30 L16 104 L32 108 L46 56 Z" fill="#fff176"/>
    <path d="M92 30 L112 104 L96 108 L82 56 Z" fill="#fff176"/>
    <path d="M38 28 L90 28 L104 122 L24 122 Z" fill="#fff59d"/>
    <path d="M42 28 L64 50 L86 28 Z" fill="#fff176"/>
    <path d="M64 50 L64 122" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="67" y="60" width="12" height="6" rx="3" fill="#ffb74d"/>
    <rect x="67" y="80" width="12" height="6" rx="3" fill="#ffb74d"/>
    <rect x="67" y="100" width="12" height="6" rx="3" fill="#ffb74d"/>
    <rect x="32" y="86" width="20" height="16" rx="2" fill="#fff176"/>
    <rect x="80" y="86" width="18" height="16" rx="2" fill="#fff176"/>`),
  // A friendship bracelet: a ring of round beads, one heart among them.
  bracelet: drawing(`
    <circle cx="64" cy="64" r="44" fill="none" stroke="#000" stroke-width="1"/>
    ${Array.from({ length: 14 }, (_, k) => {
      const a = (k * 2 * Math.PI) / 14
      const fills = ['#ef9a9a', '#90caf9', '#fff59d', '#a5d6a7']
      return k === 0
        ? ''
        : `<circle cx="${(64 + 44 * Math.sin(a)).toFixed(1)}" cy="${(64 + 44 * Math.cos(a)).toFixed(1)}" r="9" fill="${fills[k % 4]}"/>`
    }).join('')}
    <path d="M64 122 L50 108 Q44 100 52 96 Q58 94 64 100 Q70 94 76 96 Q84 100 78 108 Z" fill="#f48fb1"/>`),
  // An X-ray of an arm on its light box: the two forearm bones, the wrist and the hand, a crack in one bone.
  'x-ray': drawing(`
    <rect x="8" y="4" width="112" height="120" rx="4" fill="#cfd8dc"/>
    <rect x="16" y="12" width="96" height="104" fill="#90caf9"/>
    <path d="M40 16 L50 16 L62 70 L54 72 Z" fill="#fafafa"/>
    <path d="M58 16 L68 16 L72 70 L64 72 Z" fill="#fafafa"/>
    <path d="M48 60 L56 64 L50 66 L58 70" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="78" rx="14" ry="9" fill="#fafafa"/>
    <path d="M52 86 L48 108 M60 88 L58 112 M68 88 L70 112 M76 86 L82 106 M50 78 L34 92" fill="none" stroke="#000" stroke-width="1"/>`),
}
