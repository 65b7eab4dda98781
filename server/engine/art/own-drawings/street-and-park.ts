import { drawing } from './drawing'

/** Evenly spaced rects from x0 to x1: stripes on an awning or a crossing, planks on a jetty. */
const rects = (x0: number, x1: number, step: number, y: number, w: number, h: number, fill: string) => {
  let out = ''
  for (let x = x0; x <= x1; x += step)
    out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`
  return out
}

/**
 * Things in the street, the park and the garden that prompts name and no emoji, icon family or earlier drawing
 * holds (docs/decisions/0165-street-and-park-drawings.md): a market stall, a bird table, a bird bath, a
 * sandpit, a paddling pool, a zebra crossing, a jetty, a lift barrier. Each shows the part a child knows it by:
 * the striped awning over the fruit, the roof over the seed tray, the water in the bowl on its pillar.
 */
export const STREET_AND_PARK = {
  // A market stall: a striped scalloped awning on two poles over a counter of crates of apples and pears.
  'market-stall': drawing(`
    <rect x="14" y="30" width="6" height="92" fill="#8d6e63"/><rect x="108" y="30" width="6" height="92" fill="#8d6e63"/>
    <path d="M8 14 L120 14 L124 34 L4 34 Z" fill="#ffffff"/>
    <path d="M8 14 L22 14 L20 34 L4 34 Z M36 14 L50 14 L50 34 L34 34 Z M64 14 L78 14 L80 34 L64 34 Z M92 14 L106 14 L110 34 L94 34 Z" fill="#e53935"/>
    <path d="M4 34 Q11 46 19 34 Q26 46 34 34 Q41 46 49 34 Q56 46 64 34 Q71 46 79 34 Q86 46 94 34 Q101 46 109 34 Q116 46 124 34 Z" fill="#e53935"/>
    <rect x="8" y="80" width="112" height="42" fill="#a1887f"/>
    <rect x="8" y="76" width="112" height="8" fill="#6d4c41"/>
    <rect x="16" y="60" width="44" height="18" fill="#ffcc80"/><rect x="68" y="60" width="44" height="18" fill="#ffcc80"/>
    <circle cx="24" cy="58" r="7" fill="#e53935"/><circle cx="38" cy="58" r="7" fill="#e53935"/><circle cx="52" cy="58" r="7" fill="#e53935"/>
    <circle cx="31" cy="50" r="6" fill="#e53935"/><circle cx="45" cy="50" r="6" fill="#e53935"/>
    <path d="M76 62 Q70 52 76 46 Q80 40 84 46 Q90 52 84 62 Z" fill="#c0ca33"/>
    <path d="M94 62 Q88 52 94 46 Q98 40 102 46 Q108 52 102 62 Z" fill="#c0ca33"/>
    <rect x="30" y="92" width="68" height="18" rx="2" fill="#fff9c4"/>`),
  // A bird table: a tray on a tall post with a little pitched roof over it, seeds on the tray, feet on the ground.
  'bird-table': drawing(`
    <rect x="58" y="70" width="12" height="48" fill="#8d6e63"/>
    <path d="M40 126 L58 110 L70 110 L88 126 Z" fill="#6d4c41"/>
    <rect x="22" y="62" width="84" height="10" fill="#a1887f"/>
    <rect x="28" y="32" width="10" height="30" fill="#8d6e63"/><rect x="90" y="32" width="10" height="30" fill="#8d6e63"/>
    <path d="M64 4 L116 34 L106 38 L64 14 L22 38 L12 34 Z" fill="#6d4c41"/>
    <path d="M64 14 L106 38 L22 38 Z" fill="#a1887f"/>
    <circle cx="48" cy="58" r="3" fill="#ffca28"/><circle cx="56" cy="59" r="3" fill="#ffca28"/><circle cx="72" cy="58" r="3" fill="#ffca28"/><circle cx="80" cy="59" r="3" fill="#ffca28"/>`),
  // A bird bath: a wide shallow stone bowl of water on a pillar with a foot, a ripple in the water.
  'bird-bath': drawing(
    `
    <path d="M40 124 L48 108 L80 108 L88 124 Z" fill="#9e9e9e"/>
    <path d="M54 108 L56 70 L72 70 L74 108 Z" fill="#bdbdbd"/>
    <path d="M10 48 L118 48 Q112 72 64 74 Q16 72 10 48 Z" fill="#bdbdbd"/>
    <ellipse cx="64" cy="48" rx="54" ry="10" fill="#9e9e9e"/>
    <ellipse cx="64" cy="48" rx="46" ry="6" fill="#81d4fa"/>
    <path d="M50 48 Q64 44 78 48" fill="none" stroke="#000" stroke-width="1.2"/>`,
    128,
    128,
  ),
  // A sandpit: a square wooden frame seen from above at a slant, full of sand, a bucket and a spade in it.
  sandpit: drawing(`
    <path d="M24 52 L104 52 L124 104 L4 104 Z" fill="#8d6e63"/>
    <path d="M4 104 L124 104 L124 118 L4 118 Z" fill="#6d4c41"/>
    <path d="M32 60 L96 60 L112 98 L16 98 Z" fill="#ffe082"/>
    <path d="M34 66 L58 66 L54 92 L38 92 Z" fill="#e53935"/>
    <path d="M36 66 Q46 54 56 66" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="80" y="36" width="5" height="38" fill="#1e88e5" transform="rotate(20 82 55)"/>
    <path d="M66 74 L84 74 L82 92 L70 92 Z" fill="#1e88e5" transform="rotate(20 75 83)"/>
    <path d="M26 82 Q30 78 34 82 M92 86 Q96 82 100 86" fill="none" stroke="#000" stroke-width="1"/>`),
  // A paddling pool: a round inflatable pool seen from the side, its fat rings and the water inside, a toy duck.
  'paddling-pool': drawing(`
    <ellipse cx="64" cy="96" rx="60" ry="22" fill="#4fc3f7"/>
    <rect x="4" y="66" width="120" height="30" fill="#4fc3f7"/>
    <ellipse cx="64" cy="66" rx="60" ry="22" fill="#29b6f6"/>
    <ellipse cx="64" cy="68" rx="48" ry="14" fill="#b3e5fc"/>
    <path d="M4 80 Q64 104 124 80 L124 86 Q64 110 4 86 Z" fill="#ffeb3b"/>
    <path d="M74 62 Q74 52 82 52 Q90 52 88 60 L94 58 L92 64 Q90 72 80 72 Q72 72 74 62 Z" fill="#ffeb3b"/>
    <circle cx="84" cy="56" r="1.5" fill="#000"/>
    <path d="M36 68 Q44 64 52 68" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A zebra crossing: the road running into the distance, broad white stripes across it, a striped post with its
  // round yellow beacon on each kerb.
  'zebra-crossing': drawing(`
    <path d="M0 56 L128 56 L128 72 L0 72 Z" fill="#bdbdbd"/>
    <path d="M0 72 L128 72 L128 116 L0 116 Z" fill="#757575"/>
    <path d="M0 116 L128 116 L128 126 L0 126 Z" fill="#bdbdbd"/>
    <path d="M14 76 L28 76 L24 112 L8 112 Z M40 76 L54 76 L52 112 L36 112 Z M66 76 L80 76 L80 112 L64 112 Z M92 76 L106 76 L108 112 L92 112 Z" fill="#ffffff"/>
    <rect x="6" y="22" width="10" height="40" fill="#ffffff"/><rect x="6" y="30" width="10" height="10" fill="#212121"/><rect x="6" y="48" width="10" height="10" fill="#212121"/>
    <circle cx="11" cy="14" r="10" fill="#ffb300"/>
    <rect x="112" y="22" width="10" height="40" fill="#ffffff"/><rect x="112" y="30" width="10" height="10" fill="#212121"/><rect x="112" y="48" width="10" height="10" fill="#212121"/>
    <circle cx="117" cy="14" r="10" fill="#ffb300"/>`),
  // A jetty: a plank walkway on posts running out over the water, a ladder down to the water and a mooring post.
  jetty: drawing(`
    <path d="M0 92 Q16 88 32 92 Q48 96 64 92 Q80 88 96 92 Q112 96 128 92 L128 128 L0 128 Z" fill="#4fc3f7"/>
    ${rects(10, 110, 25, 64, 10, 56, '#6d4c41')}
    <path d="M0 54 L128 54 L128 66 L0 66 Z" fill="#a1887f"/>
    <path d="M16 54 L16 66 M32 54 L32 66 M48 54 L48 66 M64 54 L64 66 M80 54 L80 66 M96 54 L96 66 M112 54 L112 66" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="100" y="36" width="10" height="18" rx="3" fill="#5d4037"/>
        <path d="M84 66 L84 104 M96 66 L96 104 M84 76 L96 76 M84 86 L96 86 M84 96 L96 96" fill="none" stroke="#000" stroke-width="2"/>`),
  // A lift barrier: the post box with its hinge and the long red and white arm laid across the road.
  'boom-barrier': drawing(`
    <rect x="116" y="64" width="8" height="52" fill="#90a4ae"/>
    <rect x="28" y="44" width="98" height="20" rx="3" fill="#ffffff"/>
    <path d="M44 44 L60 44 L60 64 L44 64 Z M76 44 L92 44 L92 64 L76 64 Z M108 44 L124 44 L124 64 L108 64 Z" fill="#e53935"/>
    <rect x="6" y="48" width="28" height="68" rx="2" fill="#90a4ae"/>
    <rect x="2" y="114" width="36" height="10" rx="2" fill="#607d8b"/>
    <circle cx="20" cy="54" r="9" fill="#607d8b"/>`),
}
