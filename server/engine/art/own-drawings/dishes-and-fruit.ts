import { band, drawing } from './drawing'

/** A round fruit's rough skin: a circle of `n` small bumps, as one closed path (a lychee). */
function knobbly(cx: number, cy: number, r: number, n: number): string {
  const at = (k: number) => {
    const a = (2 * Math.PI * k) / n
    return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`
  }
  let d = `M${at(0)}`
  const bump = ((Math.PI * r) / n) * 0.75
  for (let k = 1; k <= n; k++) d += ` A${bump.toFixed(1)} ${bump.toFixed(1)} 0 0 1 ${at(k)}`
  return `${d} Z`
}

/**
 * Dishes and fruit children, parents and teachers name that no emoji or icon family draws
 * (docs/decisions/0171-play-street-and-craft-drawings.md): mustard, a samosa, spring rolls, a kebab, lasagna, a fig
 * and lychees. Each is drawn as it comes to the table: the squeezy bottle, the crimped triangle, the skewer.
 */
export const DISHES_AND_FRUIT = {
  // Mustard: the yellow squeezy bottle with its pointed nozzle cap and a round label.
  mustard: drawing(`
    <path d="M58 2 L70 2 L76 20 L52 20 Z" fill="#fdd835"/>
    <rect x="44" y="16" width="40" height="20" rx="3" fill="#fdd835"/>
    <path d="M44 34 L84 34 Q96 40 96 56 L96 114 Q96 124 86 124 L42 124 Q32 124 32 114 L32 56 Q32 40 44 34 Z" fill="#ffee58"/>
    <ellipse cx="64" cy="82" rx="22" ry="18" fill="#ffffff"/>
    <path d="M50 84 Q57 76 64 84 Q71 92 78 84" fill="none" stroke="#000" stroke-width="2"/>`),
  // A samosa: a plump pastry triangle standing on its base, a crimped seam down its front, a second behind.
  samosa: drawing(`
    <ellipse cx="64" cy="112" rx="62" ry="10" fill="#eceff1"/>
    <path d="M92 44 Q100 40 104 48 Q116 74 122 94 Q124 104 114 104 L80 104 Z" fill="#ffb74d"/>
    <path d="M50 32 Q58 26 64 34 Q88 68 100 94 Q104 108 90 108 L18 108 Q4 108 8 94 Q24 64 50 32 Z" fill="#ffcc80"/>
    <path d="M50 32 Q58 26 64 34 L70 42 Q30 70 20 106 L18 108 Q4 108 8 94 Q24 64 50 32 Z" fill="#ffb74d"/>
    <path d="M14 90 L20 92 M22 76 L28 79 M31 62 L37 66 M40 49 L46 53" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // Spring rolls: three golden rolls stacked on a plate, their wrapper creases, one end showing the filling.
  'spring-roll': drawing(`
    <ellipse cx="64" cy="108" rx="62" ry="14" fill="#eceff1"/>
    <rect x="12" y="76" width="96" height="24" rx="12" fill="#ffb74d"/>
    <rect x="26" y="52" width="96" height="24" rx="12" fill="#ffcc80"/>
    <rect x="18" y="28" width="90" height="24" rx="12" fill="#ffb74d"/>
    <ellipse cx="110" cy="64" rx="10" ry="12" fill="#fff3e0"/>
    <circle cx="107" cy="60" r="3" fill="#fb8c00"/><circle cx="113" cy="67" r="3" fill="#66bb6a"/>
    <path d="M40 30 Q44 40 40 50 M64 30 Q68 40 64 50 M86 30 Q90 40 86 50 M50 54 Q54 64 50 74 M76 54 Q80 64 76 74 M38 78 Q42 88 38 98 M64 78 Q68 88 64 98 M88 78 Q92 88 88 98" fill="none" stroke="#000" stroke-width="1"/>`),
  // A kebab: a skewer through chunks of meat, pepper, onion and tomato, its point out at the top.
  kebab: drawing(`
    <path d="${band(
      [
        [10, 118],
        [118, 10],
      ],
      4,
    )}" fill="#bcaaa4"/>
    <rect x="10" y="98" width="12" height="12" rx="2" fill="#a1887f" transform="rotate(-45 16 104)"/>
    <rect x="20" y="76" width="22" height="22" rx="5" fill="#8d6e63" transform="rotate(-45 31 87)"/>
    <rect x="40" y="60" width="18" height="18" rx="3" fill="#66bb6a" transform="rotate(-45 49 69)"/>
    <circle cx="64" cy="54" r="11" fill="#ef5350"/>
    <rect x="70" y="26" width="22" height="22" rx="5" fill="#8d6e63" transform="rotate(-45 81 37)"/>
    <rect x="90" y="16" width="18" height="18" rx="6" fill="#fff8e1" transform="rotate(-45 99 25)"/>`),
  // Lasagna: a square slice on a plate, its layers of pasta, red sauce and white sauce, melted cheese on top.
  lasagna: drawing(`
    <ellipse cx="64" cy="108" rx="62" ry="16" fill="#eceff1"/>
    <path d="M16 50 L84 34 L116 48 L116 96 L48 112 L16 100 Z" fill="#ffe082"/>
    <path d="M16 64 L48 74 L48 84 L16 74 Z M16 86 L48 96 L48 104 L16 94 Z" fill="#e53935"/>
    <path d="M48 74 L116 58 L116 68 L48 84 Z M48 96 L116 80 L116 88 L48 104 Z" fill="#e53935"/>
    <path d="M16 50 L84 34 L116 48 L48 64 Z" fill="#ffca28"/>
    <path d="M16 50 L48 64 L48 72 Q40 66 32 72 Q24 62 16 64 Z" fill="#ffca28"/>
    <path d="M48 64 L116 48 L116 56 Q100 52 90 60 Q80 56 70 64 Q58 62 48 72 Z" fill="#ffca28"/>
    <path d="M60 44 Q70 36 78 44 Q70 50 60 44 Z" fill="#66bb6a"/>`),
  // A fig: the whole purple fig with its stalk behind, a half in front cut open to the pink seedy heart.
  fig: drawing(`
    <rect x="34" y="6" width="8" height="14" rx="3" fill="#8d6e63"/>
    <path d="M34 16 Q42 14 44 26 Q46 40 58 54 Q74 74 62 94 Q50 110 30 106 Q8 102 6 80 Q6 60 24 46 Q32 36 32 24 Q32 16 34 16 Z" fill="#7e57c2"/>
    <path d="M90 36 Q98 36 100 46 Q102 58 112 70 Q126 88 114 108 Q102 124 82 120 Q60 114 62 94 Q64 74 78 62 Q86 54 86 44 Q86 36 90 36 Z" fill="#7e57c2"/>
    <path d="M90 46 Q94 56 104 70 Q116 88 108 104 Q98 116 84 112 Q68 108 70 94 Q72 78 84 66 Q90 58 90 46 Z" fill="#f48fb1"/>
    <path d="M90 58 Q96 74 102 84 Q104 100 90 104 Q78 102 80 88 Q84 74 90 58 Z" fill="#f8bbd0"/>
    <path d="M90 70 L88 78 M94 80 L98 86 M84 86 L88 90 M92 92 L96 96 M86 96 L84 100 M96 88 L100 92" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // Lychees: three round fruits with rough red skins on a leafy twig, one peeled to its white flesh.
  lychee: drawing(`
    <path d="M64 4 Q60 20 40 34 M64 4 Q70 24 90 38" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M64 6 Q80 -2 100 6 Q82 16 64 6 Z" fill="#66bb6a"/>
    <path d="${knobbly(38, 58, 24, 30)}" fill="#e53935"/>
    <path d="${knobbly(90, 62, 24, 30)}" fill="#e53935"/>
    <path d="${knobbly(60, 96, 24, 30)}" fill="#c62828"/>
    <ellipse cx="98" cy="104" rx="20" ry="18" fill="#fafafa"/>
    <path d="M80 112 Q84 124 98 124 Q112 124 116 112 Q100 118 80 112 Z" fill="#e53935"/>`),
}
