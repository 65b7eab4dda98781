import { drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A tube that widens along its centre line: each point [x, y, half width], as one closed path (a horn). */
function taper(points: [number, number, number][]): string {
  const side = (sgn: number) =>
    points.map(([x, y, w], k) => {
      const [ax, ay] = points[Math.max(0, k - 1)]
      const [bx, by] = points[Math.min(points.length - 1, k + 1)]
      const len = Math.hypot(bx - ax, by - ay) || 1
      return `${f(x + (-(by - ay) / len) * w * sgn)} ${f(y + ((bx - ax) / len) * w * sgn)}`
    })
  return `M${side(1).join(' L')} L${side(-1).reverse().join(' L')} Z`
}

/** Block letters as strokes in a box `h` high at (x, y): the letters an eye chart is read by. */
const LETTER: Record<string, (x: number, y: number, w: number, h: number) => string> = {
  E: (x, y, w, h) => `M${x + w} ${y}H${x}V${y + h}H${x + w}M${x} ${y + h / 2}H${x + w * 0.8}`,
  F: (x, y, w, h) => `M${x + w} ${y}H${x}V${y + h}M${x} ${y + h / 2}H${x + w * 0.8}`,
  P: (x, y, w, h) => `M${x} ${y + h}V${y}H${x + w}V${y + h / 2}H${x}`,
  T: (x, y, w, h) => `M${x} ${y}H${x + w}M${x + w / 2} ${y}V${y + h}`,
  O: (x, y, w, h) => `M${x} ${y}H${x + w}V${y + h}H${x}Z`,
  Z: (x, y, w, h) => `M${x} ${y}H${x + w}L${x} ${y + h}H${x + w}`,
  L: (x, y, w, h) => `M${x} ${y}V${y + h}H${x + w}`,
  D: (x, y, w, h) =>
    `M${x} ${y}V${y + h}H${x + w * 0.6}L${x + w} ${y + h * 0.7}V${y + h * 0.3}L${x + w * 0.6} ${y}Z`,
}

/** One row of an eye chart's letters, centred on x = 64 at height y, each `h` high. */
function letterRow(letters: string, y: number, h: number, stroke: number): string {
  const w = h * 0.8
  const gap = h * 0.55
  const width = letters.length * w + (letters.length - 1) * gap
  const d = [...letters].map((c, k) => LETTER[c](64 - width / 2 + k * (w + gap), y, w, h)).join('')
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${stroke}" stroke-linejoin="miter"/>`
}

/** A heart on the 128 square, `k` times the full size about its middle (a gingerbread heart and its icing). */
function heart(k: number): string {
  const pts = [
    [64, 116],
    [20, 84],
    [4, 52],
    [24, 30],
    [40, 14],
    [60, 22],
    [64, 40],
    [68, 22],
    [88, 14],
    [104, 30],
    [124, 52],
    [108, 84],
    [64, 116],
  ].map(([x, y]) => `${f(64 + k * (x - 64))} ${f(66 + k * (y - 66))}`)
  return `M${pts[0]} C${pts.slice(1, 4).join(' ')} C${pts.slice(4, 7).join(' ')} C${pts.slice(7, 10).join(' ')} C${pts.slice(10, 13).join(' ')} Z`
}

/**
 * Everyday things the pages still said left out or drew as a kin (docs/decisions/0238-things-said-more.md):
 * a marionette, a music stand, tweezers, an eye chart and an alphorn. No emoji or outline family draws them so
 * that a child knows them at once.
 */
export const THINGS_SAID_MORE = {
  // A wooden marionette hanging from its control bar by strings to its head and hands: the strings and the
  // cross make it a marionette and not a hand puppet (which Colorly draws as the clown glove puppet).
  marionette: drawing(`
    <path d="M38 10 L24 76 M90 10 L104 76 M64 26 L64 40 M46 10 L56 104 M82 10 L72 104" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="30" y="5" width="68" height="9" rx="3" fill="#a1887f"/>
    <rect x="59" y="1" width="10" height="28" rx="3" fill="#8d6e63"/>
    <path d="M64 36 L54 44 L74 44 Z" fill="#e53935"/>
    <circle cx="64" cy="52" r="10" fill="#ffe0b2"/>
    <circle cx="60" cy="50" r="1.8" fill="#000"/>
    <circle cx="68" cy="50" r="1.8" fill="#000"/>
    <circle cx="64" cy="55" r="2.2" fill="#ef9a9a"/>
    <path d="M50 64 L78 64 L82 96 L46 96 Z" fill="#42a5f5"/>
    <path d="M52 66 L30 74 L28 70 L50 62 Z" fill="#42a5f5"/>
    <path d="M76 66 L98 74 L100 70 L78 62 Z" fill="#42a5f5"/>
    <circle cx="24" cy="76" r="5" fill="#ffe0b2"/>
    <circle cx="104" cy="76" r="5" fill="#ffe0b2"/>
    <rect x="60" y="60" width="8" height="6" fill="#ffe0b2"/>
    <rect x="50" y="94" width="28" height="8" rx="2" fill="#fdd835"/>
    <rect x="52" y="102" width="9" height="16" fill="#8d6e63"/>
    <rect x="67" y="102" width="9" height="16" fill="#8d6e63"/>
    <circle cx="56.5" cy="104" r="3" fill="#a1887f"/>
    <circle cx="71.5" cy="104" r="3" fill="#a1887f"/>
    <ellipse cx="54" cy="121" rx="8" ry="4" fill="#5d4037"/>
    <ellipse cx="74" cy="121" rx="8" ry="4" fill="#5d4037"/>
    <circle cx="64" cy="74" r="2.5" fill="#fff"/>
    <circle cx="64" cy="84" r="2.5" fill="#fff"/>`),
  // A folding music stand: the tilted desk with its sheet of music and ledge, the pole and three legs.
  'music-stand': drawing(`
    <path d="M58 96 L62 102 L34 124 L26 124 Z" fill="#455a64"/>
    <path d="M70 96 L66 102 L94 124 L102 124 Z" fill="#455a64"/>
    <rect x="59" y="66" width="10" height="40" fill="#607d8b"/>
    <rect x="55" y="92" width="18" height="8" rx="2" fill="#455a64"/>
    <path d="M22 10 L106 10 L112 64 L16 64 Z" fill="#78909c"/>
    <rect x="12" y="62" width="104" height="8" rx="2" fill="#546e7a"/>
    <path d="M32 16 L96 16 L100 60 L28 60 Z" fill="#fff"/>
    <path d="M36 24 H92 M36 28 H92 M36 32 H92 M35 42 H93 M35 46 H93 M35 50 H93" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="48" cy="31" rx="3" ry="2.2" fill="#000"/>
    <ellipse cx="66" cy="27" rx="3" ry="2.2" fill="#000"/>
    <ellipse cx="80" cy="47" rx="3" ry="2.2" fill="#000"/>
    <path d="M51 31 V20 M69 27 V17 M83 47 V36" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // Tweezers standing on their tips: two arms sprung apart from the joined top, with ridged grips.
  tweezers: drawing(`
    <path d="M54 12 Q64 0 74 12 L74 20 L54 20 Z" fill="#b0bec5"/>
    <path d="M56 16 L64 16 L57 80 L61 122 L58 122 L45 80 Z" fill="#cfd8dc"/>
    <path d="M64 16 L72 16 L83 80 L70 122 L67 122 L71 80 Z" fill="#cfd8dc"/>
    <path d="M52 54 L59 55 M51 60 L58 61 M50 66 L58 67 M76 54 L69 55 M77 60 L70 61 M78 66 L70 67" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // An optician's letter chart on the wall: a board with rows of letters, big at the top, smaller down it.
  'eye-chart': drawing(`
    <rect x="22" y="4" width="84" height="120" rx="3" fill="#90caf9"/>
    <rect x="28" y="10" width="72" height="108" fill="#fff"/>
    ${letterRow('E', 16, 26, 5)}
    ${letterRow('FP', 50, 16, 3.5)}
    ${letterRow('TOZ', 74, 11, 2.5)}
    ${letterRow('LPED', 93, 8, 2)}
    <path d="M34 108 H94" fill="none" stroke="#e53935" stroke-width="1.5"/>`),
  // An alphorn lying on the mountain grass: the long wooden tube from the mouthpiece down to the bell that
  // turns up at its end, bound with rings and painted round the bell.
  alphorn: drawing(`
    <path d="${taper([
      [8, 14, 2],
      [34, 42, 2.8],
      [60, 72, 4],
      [76, 92, 5],
      [88, 104, 6],
      [98, 106, 7.5],
      [106, 98, 10],
      [109, 88, 13],
      [110, 80, 17],
    ])}" fill="#bc8a5f"/>
    <ellipse cx="110" cy="79" rx="16" ry="4" fill="#6d4c41"/>
    <rect x="4" y="8" width="8" height="6" rx="2" transform="rotate(45 8 11)" fill="#5d4037"/>
    <path d="M28 39 L34 33 M49 62 L56 55 M69 86 L77 78 M96 99 L106 108" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M100 92 Q106 86 110 92 Q106 98 100 92 Z" fill="#e53935"/>`),
  // A grooming brush for a pony, a dog or a rabbit: the wooden back with the strap the hand slips under, and
  // the thick bristles below; a hairbrush has a handle, this is held flat.
  'grooming-brush': drawing(`
    <path d="M24 52 Q64 2 104 52 L92 52 Q64 22 36 52 Z" fill="#a1887f"/>
    <rect x="14" y="46" width="100" height="28" rx="13" fill="#8d6e63"/>
    <ellipse cx="64" cy="60" rx="16" ry="7" fill="#d7ccc8"/>
    <rect x="18" y="74" width="92" height="26" fill="#fff3e0"/>
    <path d="M26 76 V98 M34 76 V98 M42 76 V98 M50 76 V98 M58 76 V98 M66 76 V98 M74 76 V98 M82 76 V98 M90 76 V98 M98 76 V98 M106 76 V98" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A gingerbread heart from a Christmas market: the biscuit with its icing piped round the edge, icing dots
  // and a flower, hung on a ribbon.
  'gingerbread-heart': drawing(`
    <path d="M52 30 Q48 2 64 2 Q80 2 76 30 L70 30 Q72 9 64 9 Q56 9 58 30 Z" fill="#e53935"/>
    <path d="${heart(1)}" fill="#a0522d"/>
    <path d="${heart(0.8)}" fill="none" stroke="#000" stroke-width="2.5" stroke-dasharray="6 3"/>
    <circle cx="64" cy="66" r="8" fill="#f06292"/>
    <circle cx="52" cy="66" r="5" fill="#fff"/>
    <circle cx="76" cy="66" r="5" fill="#fff"/>
    <circle cx="64" cy="54" r="5" fill="#fff"/>
    <circle cx="64" cy="78" r="5" fill="#fff"/>
    <circle cx="36" cy="48" r="3" fill="#fff"/>
    <circle cx="92" cy="48" r="3" fill="#fff"/>`),
  // A hand prayer wheel: the drum with its bands and lettering ovals turning on the handle, the domed top, and
  // the weight on its chain that keeps it spinning.
  'prayer-wheel': drawing(`
    <rect x="58" y="86" width="12" height="40" rx="4" fill="#8d6e63"/>
    <path d="M88 50 L108 62" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="110" cy="66" r="6" fill="#ffca28"/>
    <path d="M36 40 L92 40 L92 88 Q64 96 36 88 Z" fill="#ffb300"/>
    <path d="M36 50 Q64 58 92 50 L92 58 Q64 66 36 58 Z" fill="#e53935"/>
    <path d="M36 74 Q64 82 92 74 L92 80 Q64 88 36 80 Z" fill="#e53935"/>
    <ellipse cx="50" cy="68" rx="5" ry="4" fill="#fff"/>
    <ellipse cx="64" cy="70" rx="5" ry="4" fill="#fff"/>
    <ellipse cx="78" cy="68" rx="5" ry="4" fill="#fff"/>
    <ellipse cx="64" cy="40" rx="28" ry="7" fill="#ffd54f"/>
    <path d="M42 38 Q64 14 86 38 Q64 44 42 38 Z" fill="#ffca28"/>
    <rect x="61" y="16" width="6" height="10" fill="#ffb300"/>
    <circle cx="64" cy="14" r="5" fill="#ffb300"/>`),
}
