import { band, drawing } from './drawing'

/** A short leg ending in a rounded paw: a rounded bar to the ground and an oval foot. */
const paw = (x: number, top: number, fill: string) =>
  `<rect x="${x}" y="${top}" width="10" height="${118 - top}" rx="4" fill="${fill}"/>` +
  `<ellipse cx="${x + 3}" cy="121" rx="7" ry="4" fill="${fill}"/>`

/** A snowdrop's drooping head hanging at (x, y): the green cap, two side petals and the middle one in front. */
function snowdropHead(x: number, y: number, s: number) {
  const p = (dx: number, dy: number) => `${(x + dx * s).toFixed(1)} ${(y + dy * s).toFixed(1)}`
  return `
    <path d="M${p(-2, 6)} Q${p(-18, 12)} ${p(-14, 34)} Q${p(-6, 24)} ${p(-1, 8)} Z" fill="#fafafa"/>
    <path d="M${p(2, 6)} Q${p(18, 12)} ${p(14, 34)} Q${p(6, 24)} ${p(1, 8)} Z" fill="#fafafa"/>
    <path d="M${p(0, 5)} Q${p(11, 20)} ${p(0, 40)} Q${p(-11, 20)} ${p(0, 5)} Z" fill="#ffffff"/>
    <ellipse cx="${x}" cy="${(y + 2 * s).toFixed(1)}" rx="${(5 * s).toFixed(1)}" ry="${(6 * s).toFixed(1)}" fill="#7cb342"/>`
}

/**
 * Animals and a flower children ask for by name that were drawn as a cousin (docs/decisions/0189-animals-by-
 * family.md): the sausage dog (a dachshund, long and low on its short legs: no other dog's shape), the swallow
 * (the forked tail streamers and long pointed wings that tell it from any small bird) and the snowdrop (white
 * bells hanging from arched stems, not an upright flower). Side on, facing left, feet on the bottom edge.
 */
export const ANIMALS_ASKED = {
  // A dachshund: the long sausage of a body close to the ground, four stubby legs, the long snout, the long
  // floppy ear and a thin tail held up.
  dachshund: drawing(`
    <path d="${band(
      [
        [114, 80],
        [122, 70],
        [127, 58],
      ],
      6,
    )}" fill="#a65e33"/>
    ${paw(46, 96, '#a65e33')}${paw(102, 96, '#a65e33')}
    <path d="M30 84 Q32 68 54 68 L100 68 Q122 68 122 86 Q122 102 102 102 L50 102 Q30 102 30 84 Z" fill="#c97b4a"/>
    <path d="M56 94 Q78 98 102 94" fill="none" stroke="#000" stroke-width="1"/>
    ${paw(34, 98, '#c97b4a')}${paw(90, 98, '#c97b4a')}
    <path d="M44 84 Q46 58 32 50 Q20 46 14 54 L2 62 Q-2 70 5 72 L18 74 Q26 86 44 84 Z" fill="#c97b4a"/>
    <ellipse cx="3" cy="65" rx="3.5" ry="3" fill="#3e2723"/>
    <circle cx="22" cy="58" r="3" fill="#212121"/>
    <path d="M6 72 Q12 76 20 74" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 52 Q42 50 44 62 Q46 76 38 82 Q30 80 30 68 Z" fill="#a65e33"/>`),
  // A swallow flying: the dark back and long pointed wing, the red throat, the pale belly and the deep fork of
  // its tail streamers.
  swallow: drawing(
    `
    <path d="M84 56 L126 86 L106 70 L118 96 L80 66 Z" fill="#283593"/>
    <path d="M18 44 Q28 32 52 36 Q80 40 92 58 Q80 72 56 72 Q28 72 20 58 Z" fill="#fafafa"/>
    <path d="M26 36 Q50 28 84 46 Q96 54 92 58 Q74 50 48 50 Q32 50 26 36 Z" fill="#283593"/>
    <path d="M34 46 Q62 36 114 66 Q82 64 54 60 Q38 56 34 46 Z" fill="#1a237e"/>
    <circle cx="26" cy="38" r="13" fill="#283593"/>
    <path d="M14 42 Q14 54 28 56 Q34 50 30 44 Q22 46 14 42 Z" fill="#e53935"/>
    <path d="M14 35 L3 40 L14 44 Z" fill="#212121"/>
    <circle cx="21" cy="34" r="3.5" fill="#fafafa"/><circle cx="20.5" cy="34" r="2" fill="#212121"/>`,
    128,
    100,
  ),
  // Snowdrops: two long leaves from the ground, and two stems arching over so each white bell hangs down.
  snowdrop: drawing(`
    <path d="M56 126 Q48 92 56 60 Q66 92 64 126 Z" fill="#66bb6a"/>
    <path d="M72 126 Q80 98 96 74 Q88 102 80 126 Z" fill="#66bb6a"/>
    <path d="${band(
      [
        [62, 126],
        [64, 80],
        [62, 40],
        [56, 22],
        [46, 18],
      ],
      4,
    )}" fill="#81c784"/>
    <path d="${band(
      [
        [76, 126],
        [82, 90],
        [90, 66],
        [98, 58],
        [106, 60],
      ],
      4,
    )}" fill="#81c784"/>
    ${snowdropHead(44, 20, 1)}
    ${snowdropHead(106, 62, 0.75)}`),
}
