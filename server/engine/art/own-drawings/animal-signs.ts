import { drawing } from './drawing'

/** Round eggs at `points`, each a jelly ball with its dark embryo a little off centre. */
const eggs = (points: [number, number][], r: number) =>
  points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#e0f2f1"/><circle cx="${x - 1.5}" cy="${y - 1.5}" r="${(r * 0.32).toFixed(1)}" fill="#212121"/>`,
    )
    .join('')

/** The scale marks across a shed skin: a short curved tick at each point along its middle. */
const scaleTicks = (points: [number, number][]) =>
  points.map(([x, y]) => `M${x - 4} ${y - 3} Q${x} ${y + 2} ${x + 4} ${y - 3}`).join(' ')

/**
 * What animals leave and make that children and teachers name, and nothing else draws
 * (docs/decisions/0183-birds-by-family.md): a snake's shed skin, a molehill, frogspawn, the red dot of a laser a
 * cat chases, a beaver's lodge.
 */
export const ANIMAL_SIGNS = {
  // A snake's shed skin lying in loose S-bends, empty and crumpled: the open mouth-end at the left, thin and
  // pale, scale ticks along it, the tail end tapering to a point.
  'snake-skin': drawing(`
    <path d="M8 70 Q10 58 22 58 Q34 58 40 70 Q46 84 60 84 Q74 84 78 70 Q82 56 96 56 Q112 56 118 72 Q122 84 126 88 Q116 86 112 76 Q106 66 96 66 Q88 66 86 76 Q82 94 60 96 Q38 96 32 80 Q28 70 22 70 Q14 70 12 80 Z" fill="#fff8e1"/>
    <path d="M8 70 Q6 78 12 80 Q10 74 16 72 Z" fill="#ffe0b2"/>
    <path d="${scaleTicks([
      [24, 64],
      [34, 70],
      [44, 82],
      [58, 90],
      [72, 84],
      [82, 70],
      [96, 61],
      [108, 68],
    ])}" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M50 88 L54 84 M66 88 L70 84 M90 62 L94 60" fill="none" stroke="#000" stroke-width="1"/>`),
  // A molehill on a lawn: a low dome of fresh crumbly earth, clods heaped on its top, grass at its foot.
  molehill: drawing(
    `
    <path d="M6 96 Q20 94 30 78 Q44 52 64 50 Q84 52 98 78 Q108 94 122 96 Z" fill="#8d6e63"/>
    <circle cx="52" cy="58" r="7" fill="#6d4c41"/><circle cx="66" cy="52" r="8" fill="#795548"/>
    <circle cx="80" cy="60" r="6" fill="#6d4c41"/><circle cx="40" cy="72" r="5" fill="#795548"/>
    <circle cx="90" cy="76" r="5" fill="#795548"/><circle cx="62" cy="70" r="5" fill="#6d4c41"/>
    <path d="M2 96 L126 96 L126 104 L2 104 Z" fill="#aed581"/>
    <path d="M10 96 L12 88 L15 96 M24 96 L27 89 L29 96 M100 96 L103 88 L106 96 M114 96 L117 89 L119 96" fill="#aed581" stroke="#000" stroke-width="1"/>`,
    128,
    112,
  ),
  // Frogspawn: a floating clump of jelly eggs, each a clear ball with its black dot.
  frogspawn: drawing(
    `
    <path d="M10 56 Q8 28 36 22 Q64 12 92 22 Q120 30 118 56 Q116 82 88 88 Q62 94 36 88 Q12 82 10 56 Z" fill="#b2dfdb"/>
    ${eggs(
      [
        [28, 44],
        [46, 36],
        [64, 32],
        [82, 36],
        [100, 46],
        [24, 62],
        [42, 54],
        [60, 50],
        [78, 54],
        [96, 62],
        [36, 74],
        [54, 70],
        [72, 72],
        [90, 78],
        [106, 72],
      ],
      8,
    )}`,
    128,
    104,
  ),
  // The red dot of a laser pointer on the floor: a small bright spot in two rings of glow.
  'laser-dot': drawing(`
    <circle cx="64" cy="64" r="56" fill="#ffebee"/>
    <circle cx="64" cy="64" r="38" fill="#ffcdd2"/>
    <circle cx="64" cy="64" r="20" fill="#e53935"/>`),
  // A beaver's lodge in its pond: a dome of piled sticks and mud above the water line.
  'beaver-lodge': drawing(
    `
    <path d="M6 92 Q14 60 38 40 Q64 22 90 40 Q114 60 122 92 Z" fill="#a1887f"/>
    <path d="M20 80 L52 60 M30 58 L70 74 M48 42 L84 56 M62 34 L100 52 M76 64 L112 82 M14 88 L46 76 M58 86 L96 70 M40 50 L40 70 M90 44 L96 66" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M2 92 Q32 86 64 92 Q96 98 126 92 L126 108 L2 108 Z" fill="#81d4fa"/>`,
    128,
    112,
  ),
}
