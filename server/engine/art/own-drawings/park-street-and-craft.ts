import { band, drawing } from './drawing'

/** Where the polyline `pts` (x rising) is at `x`: the bottom edge of a sagging canvas. */
const yOn = (pts: [number, number][], x: number): number => {
  for (let k = 1; k < pts.length; k++) {
    const [[x0, y0], [x1, y1]] = [pts[k - 1], pts[k]]
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0)
  }
  return pts[pts.length - 1][1]
}

/** Vertical stripes of a canvas from y `top` down to the sagging edge `bottom`, every other one coloured. */
const canvasStripes = (x0: number, x1: number, step: number, top: number, bottom: [number, number][]) => {
  let d = ''
  for (let x = x0; x < x1; x += 2 * step) {
    const r = Math.min(x + step, x1)
    d += `M${x} ${top} L${r} ${top} L${r} ${yOn(bottom, r).toFixed(1)} L${x} ${yOn(bottom, x).toFixed(1)} Z `
  }
  return d
}

const SLING: [number, number][] = [
  [30, 74],
  [47, 88],
  [64, 92],
  [81, 88],
  [98, 74],
]

/** A paper chain's links along a swag: flat rings and links seen edge on, in turn. */
function paperChain(): string {
  const colours = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa']
  let out = ''
  for (let k = 0; k < 9; k++) {
    const x = 8 + k * 14
    const y = 40 + 34 * Math.sin((Math.PI * k) / 8)
    const fill = colours[k % colours.length]
    out +=
      k % 2 === 0
        ? `<ellipse cx="${x}" cy="${y.toFixed(1)}" rx="13" ry="10" fill="${fill}"/><ellipse cx="${x}" cy="${y.toFixed(1)}" rx="7" ry="4" fill="#ffffff"/>`
        : `<rect x="${x - 4}" y="${(y - 11).toFixed(1)}" width="8" height="22" rx="4" fill="${fill}"/>`
  }
  return out
}

/**
 * Things in the park, the street and the classroom that prompts name and nothing else draws
 * (docs/decisions/0171-play-street-and-craft-drawings.md): a deckchair, a bandstand, a bus shelter, a maypole, a
 * zip line, a splash pad, a paper chain and a box of paints. Each shows what a child knows it by: the striped
 * sagging canvas, the round roof on posts over a railing, the bench under a glass roof by the stop sign.
 */
export const PARK_STREET_AND_CRAFT = {
  // A deckchair from the front: two leaning rails, a striped canvas sagging between the top bar and the seat
  // bar, the front legs crossing down to the sand.
  deckchair: drawing(`
    <path d="${band(
      [
        [28, 8],
        [16, 124],
      ],
      8,
    )}" fill="#a1887f"/>
    <path d="${band(
      [
        [100, 8],
        [112, 124],
      ],
      8,
    )}" fill="#a1887f"/>
    <path d="${band(
      [
        [28, 68],
        [44, 124],
      ],
      8,
    )}" fill="#8d6e63"/>
    <path d="${band(
      [
        [100, 68],
        [84, 124],
      ],
      8,
    )}" fill="#8d6e63"/>
    <path d="M30 16 L98 16 L98 74 L81 88 L64 92 L47 88 L30 74 Z" fill="#ffffff"/>
    <path d="${canvasStripes(30, 98, 11, 16, SLING)}" fill="#1e88e5"/>
    <rect x="22" y="8" width="84" height="9" rx="3" fill="#8d6e63"/>
    <rect x="20" y="64" width="88" height="9" rx="3" fill="#8d6e63"/>`),
  // A bandstand: a round roof rising to a point with a finial, a scalloped eave, slender posts, a railing
  // round the stage, and the stone base with its steps.
  bandstand: drawing(`
    <rect x="6" y="98" width="116" height="18" fill="#bdbdbd"/>
    <path d="M44 116 L84 116 L88 124 L40 124 Z" fill="#9e9e9e"/>
    <rect x="13" y="46" width="9" height="52" fill="#ffffff"/>
    <rect x="39" y="46" width="9" height="52" fill="#ffffff"/>
    <rect x="80" y="46" width="9" height="52" fill="#ffffff"/>
    <rect x="106" y="46" width="9" height="52" fill="#ffffff"/>
    <path d="M26 86 L26 98 M32 86 L32 98 M52 86 L52 98 M58 86 L58 98 M64 86 L64 98 M70 86 L70 98 M76 86 L76 98 M94 86 L94 98 M100 86 L100 98" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="8" y="78" width="112" height="9" fill="#ffffff"/>
    <path d="M6 44 L122 44 Q110 30 88 22 Q72 16 64 6 Q56 16 40 22 Q18 30 6 44 Z" fill="#43a047"/>
    <path d="M6 44 L122 44 L122 48 Q115 56 108 48 Q101 56 94 48 Q87 56 80 48 Q73 56 66 48 Q59 56 52 48 Q45 56 38 48 Q31 56 24 48 Q17 56 10 48 L6 48 Z" fill="#ffffff"/>
    <rect x="61" y="0" width="6" height="8" fill="#ffca28"/>
    <circle cx="64" cy="2" r="4" fill="#ffca28"/>`),
  // A bus shelter: a flat roof on two posts over a glass back with a poster, the bench inside, the kerb, and
  // the round bus stop sign on its pole beside it.
  'bus-shelter': drawing(`
    <rect x="0" y="114" width="128" height="12" fill="#bdbdbd"/>
    <rect x="12" y="30" width="86" height="78" fill="#e1f5fe"/>
    <rect x="60" y="38" width="32" height="40" fill="#fff9c4"/>
    <path d="M20 40 L40 60 M30 40 L50 60" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="4" y="24" width="11" height="90" fill="#78909c"/>
    <rect x="95" y="24" width="11" height="90" fill="#78909c"/>
    <rect x="2" y="16" width="104" height="10" rx="2" fill="#546e7a"/>
    <rect x="20" y="82" width="70" height="11" rx="2" fill="#a1887f"/>
    <rect x="26" y="93" width="9" height="21" fill="#78909c"/><rect x="75" y="93" width="9" height="21" fill="#78909c"/>
    <rect x="113" y="22" width="9" height="92" fill="#9e9e9e"/>
    <circle cx="117" cy="14" r="10" fill="#e53935"/>
    <rect x="107" y="10" width="20" height="8" fill="#ffffff"/>`),
  // A maypole: the tall pole with its garland of flowers at the top and the ribbons running out and down to the
  // ground, where the dancers hold them.
  maypole: drawing(`
    <ellipse cx="64" cy="120" rx="44" ry="7" fill="#a5d6a7"/>
    <path d="M56 34 Q36 66 6 118 M56 40 Q46 74 28 122 M72 40 Q82 74 100 122 M72 34 Q92 66 122 118" fill="none" stroke="#000" stroke-width="2.5"/>
    <rect x="56" y="24" width="16" height="96" fill="#d7ccc8"/>
    <ellipse cx="64" cy="26" rx="30" ry="12" fill="#81c784"/>
    <circle cx="42" cy="26" r="10" fill="#f48fb1"/><circle cx="64" cy="32" r="10" fill="#fff176"/>
    <circle cx="86" cy="26" r="10" fill="#ce93d8"/>
    <circle cx="64" cy="8" r="8" fill="#ffca28"/>`),
  // A zip line: a platform on stilts with its ladder, the cable sloping down to a post, and the trolley on the
  // cable with its handlebar hanging under it.
  'zip-line': drawing(`
    <rect x="0" y="122" width="128" height="6" fill="#a5d6a7"/>
    <rect x="4" y="48" width="9" height="74" fill="#8d6e63"/><rect x="30" y="48" width="9" height="74" fill="#8d6e63"/>
    <path d="M16 60 L16 122 M27 60 L27 122 M16 72 L27 72 M16 86 L27 86 M16 100 L27 100 M16 114 L27 114" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="0" y="40" width="44" height="10" fill="#a1887f"/>
    <rect x="30" y="12" width="9" height="30" fill="#8d6e63"/>
    <rect x="111" y="60" width="10" height="62" fill="#8d6e63"/>
    <path d="M34 18 L116 66" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="62" y="28" width="14" height="12" rx="3" fill="#ffca28" transform="rotate(30 69 34)"/>
    <path d="M66 40 L60 64 M72 42 L78 66" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="52" y="62" width="34" height="8" rx="4" fill="#e53935"/>`),
  // A splash pad: a flat round pad in the ground with jets of water arching up out of it and falling in drops.
  'splash-pad': drawing(`
    <ellipse cx="64" cy="108" rx="60" ry="16" fill="#b3e5fc"/>
    <ellipse cx="64" cy="108" rx="40" ry="9" fill="#81d4fa"/>
    <path d="M62 106 Q56 40 64 16 Q72 40 66 106 Z" fill="#e1f5fe"/>
    <path d="M40 108 Q30 50 14 56 Q28 56 36 108 Z" fill="#e1f5fe"/>
    <path d="M88 108 Q98 50 114 56 Q100 56 92 108 Z" fill="#e1f5fe"/>
    <circle cx="52" cy="26" r="4" fill="#e1f5fe"/><circle cx="76" cy="26" r="4" fill="#e1f5fe"/>
    <circle cx="10" cy="72" r="4" fill="#e1f5fe"/><circle cx="118" cy="72" r="4" fill="#e1f5fe"/>
    <circle cx="20" cy="88" r="4" fill="#e1f5fe"/><circle cx="108" cy="88" r="4" fill="#e1f5fe"/>
    <circle cx="64" cy="108" r="5" fill="#90a4ae"/><circle cx="38" cy="110" r="4" fill="#90a4ae"/><circle cx="90" cy="110" r="4" fill="#90a4ae"/>`),
  // A paper chain: loops of coloured paper strips linked one through the next, hung in a swag.
  'paper-chain': drawing(paperChain()),
  // A box of paints: the open tin, its lid standing up behind with a brush lying in it, two rows of round
  // colour pans in the tray.
  'paint-set': drawing(`
    <rect x="6" y="14" width="116" height="40" rx="6" fill="#cfd8dc"/>
    <rect x="14" y="22" width="100" height="24" rx="4" fill="#eceff1"/>
    <rect x="24" y="29" width="56" height="8" rx="3" fill="#a1887f"/>
    <rect x="80" y="28" width="14" height="10" fill="#bdbdbd"/>
    <path d="M94 28 Q110 33 94 38 Z" fill="#6d4c41"/>
    <rect x="6" y="54" width="116" height="62" rx="6" fill="#cfd8dc"/>
    <ellipse cx="24" cy="72" rx="11" ry="8" fill="#e53935"/><ellipse cx="50" cy="72" rx="11" ry="8" fill="#fb8c00"/>
    <ellipse cx="76" cy="72" rx="11" ry="8" fill="#fdd835"/><ellipse cx="102" cy="72" rx="11" ry="8" fill="#43a047"/>
    <ellipse cx="24" cy="98" rx="11" ry="8" fill="#1e88e5"/><ellipse cx="50" cy="98" rx="11" ry="8" fill="#8e24aa"/>
    <ellipse cx="76" cy="98" rx="11" ry="8" fill="#6d4c41"/><ellipse cx="102" cy="98" rx="11" ry="8" fill="#616161"/>`),
}
