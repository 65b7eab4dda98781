import { drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A mosaic's tiles on a 9 by 9 grid: each tile `keep` keeps takes the colour `colour(col, row)` gives it. */
function tiles(colour: (c: number, r: number) => string, keep: (c: number, r: number) => boolean): string {
  let out = ''
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++)
      if (keep(c, r))
        out += `<rect x="${f(14 + c * 11.2)}" y="${f(14 + r * 11.2)}" width="9.4" height="9.4" rx="1" fill="${colour(c, r)}"/>`
  return out
}

/** Whether a background tile would touch the mosaic's fish (body 10..120 across, 36..92 down): it is left out. */
function inFish(c: number, r: number): null | true {
  const [x0, y0] = [14 + c * 11.2, 14 + r * 11.2]
  const [x1, y1] = [x0 + 9.4, y0 + 9.4]
  const body = (x: number, y: number) => ((x - 58) / 48) ** 2 + ((y - 64) / 28) ** 2 <= 1
  const tail = (x: number, y: number) =>
    x >= 92 && x <= 122 && y >= 36 && y <= 92 && Math.abs(y - 64) <= (x - 88) * 1.1
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
    [(x0 + x1) / 2, (y0 + y1) / 2],
  ])
    if (body(x, y) || tail(x, y)) return true
  return null
}

/** The small tiles laid inside the mosaic's fish, in rows that follow its body, and the tail's stripes. */
function fishTiles(): string {
  let out = ''
  for (let y = 45; y <= 79; y += 10)
    for (let x = 24; x <= 90; x += 10) {
      if (((x + 4 - 58) / 42) ** 2 + ((y + 4 - 64) / 20) ** 2 > 1) continue
      if (Math.hypot(x + 4 - 32, y + 4 - 60) < 9) continue
      out += `<rect x="${x}" y="${y}" width="8" height="8" rx="1" fill="${(x + y) % 20 ? '#ff9800' : '#ffe0b2'}"/>`
    }
  return `${out}<path d="M100 60 L114 48 M100 68 L114 80 M102 64 L116 64" fill="none" stroke="#000" stroke-width="1.5"/>`
}

/** A geranium's flower head round (x, y): five round petals and the middle. */
function geranium(x: number, y: number, r: number): string {
  let out = ''
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5
    out += `<circle cx="${f(x + r * 0.55 * Math.cos(a))}" cy="${f(y + r * 0.55 * Math.sin(a))}" r="${f(r * 0.5)}" fill="#ef5350"/>`
  }
  return `${out}<circle cx="${x}" cy="${y}" r="${f(r * 0.28)}" fill="#ffd54f"/>`
}

/** A five-pointed star round (cx, cy) as a path's points. */
function star(cx: number, cy: number, r: number, k = 0.45): string {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * k : r
    pts.push(`${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`)
  }
  return `M${pts.join(' L')} Z`
}

/** A quilt patch at (x, y), 28 square, in `fill`, with one of four motifs on it. */
function patch(x: number, y: number, fill: string, motif: number): string {
  const cx = x + 14
  const cy = y + 14
  const body = `<rect x="${x}" y="${y}" width="28" height="28" fill="${fill}"/>`
  if (motif === 0)
    return `${body}<path d="M${cx} ${cy + 9} Q${cx - 12} ${cy} ${cx - 8} ${cy - 6} Q${cx - 4} ${cy - 10} ${cx} ${cy - 4} Q${cx + 4} ${cy - 10} ${cx + 8} ${cy - 6} Q${cx + 12} ${cy} ${cx} ${cy + 9} Z" fill="#ef5350"/>`
  if (motif === 1) return `${body}<path d="${star(cx, cy + 1, 10)}" fill="#fff59d"/>`
  if (motif === 2)
    return `${body}<circle cx="${cx - 6}" cy="${cy - 6}" r="3" fill="#fafafa"/><circle cx="${cx + 6}" cy="${cy - 6}" r="3" fill="#fafafa"/><circle cx="${cx - 6}" cy="${cy + 6}" r="3" fill="#fafafa"/><circle cx="${cx + 6}" cy="${cy + 6}" r="3" fill="#fafafa"/>`
  return `${body}<path d="M${x} ${y + 9} L${x + 9} ${y} M${x} ${y + 19} L${x + 19} ${y} M${x} ${y + 28} L${x + 28} ${y} M${x + 9} ${y + 28} L${x + 28} ${y + 9} M${x + 19} ${y + 28} L${x + 28} ${y + 19}" fill="none" stroke="#000" stroke-width="1"/>`
}

/**
 * Everyday things the prompts named and no drawing showed, so the page said them left out (docs/decisions/0235-
 * things-said-drawn.md): a stack of planks, a cross, a picnic hamper, a window box,
 * a mosaic, a patchwork quilt, a maze, a bowling pin, a sieve, an embroidery hoop, an inline skate, a folder, a
 * kick pad, a woven mat, a star lantern and a Brigid's cross.
 */
export const THINGS_SAID = {
  // A stack of wooden planks, each with its grain and a knot, the ends cut square.
  planks: drawing(`
    ${[0, 1, 2, 3, 4]
      .map((i) => {
        const y = 112 - i * 17
        const x = i % 2 ? 4 : 14
        return `<rect x="${x}" y="${y - 15}" width="106" height="15" rx="1.5" fill="${i % 2 ? '#d7a86e' : '#e0b987'}"/>
        <path d="M${x + 6} ${y - 10} Q${x + 40} ${y - 12} ${x + 60} ${y - 9} M${x + 50} ${y - 5} Q${x + 76} ${y - 3} ${x + 100} ${y - 6}" fill="none" stroke="#000" stroke-width="1"/>
        <ellipse cx="${x + 78 - i * 9}" cy="${y - 10}" rx="4.5" ry="2.5" fill="#a1887f"/>`
      })
      .join('')}`),
  // A plain wooden cross standing in a little mound of earth, the grain along each beam.
  cross: drawing(`
    <path d="M20 124 Q64 100 108 124 Z" fill="#a1887f"/>
    <path d="M54 6 L74 6 L74 32 L106 32 L106 52 L74 52 L74 116 L54 116 L54 52 L22 52 L22 32 L54 32 Z" fill="#bc8a5f"/>
    <path d="M60 12 Q62 60 59 108 M68 58 Q66 84 69 110 M28 42 Q40 40 50 43 M80 41 Q92 44 100 42" fill="none" stroke="#000" stroke-width="1"/>`),
  // A wicker picnic hamper: the lid, the woven sides, two leather straps with buckles and the handle on top.
  hamper: drawing(`
    <path d="M42 40 Q42 14 64 14 Q86 14 86 40 L78 40 Q78 22 64 22 Q50 22 50 40 Z" fill="#8d6e63"/>
    <rect x="12" y="54" width="104" height="62" rx="4" fill="#e0b987"/>
    <path d="M12 74 Q64 78 116 74 M12 96 Q64 100 116 96 M20 60 Q22 86 20 112 M64 76 L64 116 M108 60 Q106 86 108 112" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="8" y="38" width="112" height="18" rx="4" fill="#d7a86e"/>
    <path d="M14 47 L114 47" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="28" y="38" width="12" height="46" rx="2" fill="#6d4c41"/>
    <rect x="88" y="38" width="12" height="46" rx="2" fill="#6d4c41"/>
    <rect x="26" y="64" width="16" height="10" rx="2" fill="#ffd54f"/>
    <rect x="86" y="64" width="16" height="10" rx="2" fill="#ffd54f"/>
    <path d="M56 56 L72 56 L72 66 L64 72 L56 66 Z" fill="#ef5350"/>`),
  // A window box: the window with its four panes and sill, the long box fixed beneath it, red geraniums and leaves.
  'window-box': drawing(`
    <rect x="24" y="4" width="80" height="62" rx="2" fill="#90caf9"/>
    <rect x="24" y="4" width="80" height="62" rx="2" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="59" y="4" width="10" height="62" fill="#fafafa"/>
    <rect x="24" y="30" width="80" height="10" fill="#fafafa"/>
    <rect x="14" y="64" width="100" height="8" rx="2" fill="#eeeeee"/>
    <path d="M12 86 Q6 70 18 66 Q22 78 16 86 Z M44 86 Q40 72 50 70 Q52 80 48 86 Z M80 86 Q76 72 86 70 Q88 80 84 86 Z M112 86 Q108 70 120 68 Q120 80 116 86 Z" fill="#66bb6a"/>
    ${[
      [28, 70, 15],
      [64, 68, 16],
      [100, 70, 15],
    ]
      .map(([x, y, r]) => geranium(x, y, r))
      .join('')}
    <path d="M10 84 L118 84 L112 116 L16 116 Z" fill="#bc8a5f"/>
    <path d="M13 95 L115 95 M15 106 L113 106" fill="none" stroke="#000" stroke-width="1"/>`),
  // A mosaic: a square of little tiles, a fish laid in them with its eye and tail, a border of darker tiles.
  mosaic: drawing(`
    <rect x="6" y="6" width="116" height="116" rx="2" fill="#8d6e63"/>
    ${tiles(
      (c, r) => ((c * 3 + r) % 4 ? '#b3e5fc' : '#81d4fa'),
      (c, r) => inFish(c, r) === null,
    )}
    <path d="M14 64 Q30 38 62 40 Q82 42 96 58 L118 40 L112 64 L118 88 L96 70 Q82 86 62 88 Q30 90 14 64 Z" fill="#ffb74d"/>
    ${fishTiles()}
    <circle cx="32" cy="60" r="4" fill="#212121"/>`),
  // A patchwork quilt: twelve square patches with hearts, stars, spots and stripes, the stitched border round them.
  'patchwork-quilt': drawing(`
    <rect x="4" y="16" width="120" height="96" rx="4" fill="#ce93d8"/>
    <path d="M9 21 L119 21 L119 107 L9 107 Z" fill="none" stroke="#000" stroke-width="1" stroke-dasharray="4 3"/>
    ${[0, 1, 2]
      .map((r) =>
        [0, 1, 2, 3]
          .map((c) =>
            patch(
              8 + c * 28,
              22 + r * 28,
              ['#90caf9', '#a5d6a7', '#ffcc80', '#f48fb1'][(c + r) % 4],
              (c + 2 * r) % 4,
            ),
          )
          .join(''),
      )
      .join('')}
    <path d="M36 22 L36 106 M64 22 L64 106 M92 22 L92 106 M8 50 L120 50 M8 78 L120 78" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A maze seen from above: thick hedge walls on green, a way in at the top and a star at the middle to reach.
  maze: drawing(`
    <rect x="4" y="4" width="120" height="120" rx="3" fill="#fafafa"/>
    <path d="M8 8 L52 8 L52 16 L16 16 L16 112 L112 112 L112 16 L76 16 L76 8 L120 8 L120 120 L8 120 Z" fill="#66bb6a"/>
    <rect x="30" y="30" width="8" height="60" fill="#66bb6a"/>
    <rect x="30" y="30" width="42" height="8" fill="#66bb6a"/>
    <rect x="90" y="16" width="8" height="40" fill="#66bb6a"/>
    <rect x="52" y="52" width="8" height="44" fill="#66bb6a"/>
    <rect x="52" y="88" width="44" height="8" fill="#66bb6a"/>
    <rect x="74" y="52" width="24" height="8" fill="#66bb6a"/>
    <rect x="74" y="60" width="8" height="14" fill="#66bb6a"/>
    <rect x="16" y="96" width="22" height="8" fill="#66bb6a"/>
    <path d="${star(68, 76, 7)}" fill="#ffd54f"/>`),
  // A bowling pin (a skittle): the round head, the narrow neck with two red stripes, the fat belly, the flat foot.
  'bowling-pin': drawing(`
    <path d="M64 4 Q78 4 78 22 Q78 32 72 40 Q70 46 74 56 Q88 76 86 96 Q84 116 74 124 L54 124 Q44 116 42 96 Q40 76 54 56 Q58 46 56 40 Q50 32 50 22 Q50 4 64 4 Z" fill="#fafafa"/>
    <path d="M56.5 38 Q64 41 71.5 38 L71 44 Q64 47 57 44 Z" fill="#ef5350"/>
    <path d="M55.4 49 Q64 52 72.6 49 L74 55 Q64 58 54 55 Z" fill="#ef5350"/>`),
  // A kitchen sieve: the round mesh bowl under its rim, the long handle and the hook opposite it.
  sieve: drawing(`
    <path d="M72 48 L120 26 Q126 24 126 30 Q126 34 122 35 L76 58 Z" fill="#90a4ae"/>
    <circle cx="121" cy="30" r="2" fill="#fafafa"/>
    <path d="M6 54 L2 50 L4 46 L12 50 Z" fill="#90a4ae"/>
    <path d="M8 56 Q10 110 44 112 Q78 110 80 56 Z" fill="#eceff1"/>
    <path d="M16 64 L72 64 M14 74 L74 74 M16 84 L72 84 M20 94 L68 94 M28 104 L60 104 M22 58 Q20 90 34 110 M34 58 Q32 90 40 112 M44 58 L44 112 M54 58 Q56 90 48 112 M66 58 Q68 90 54 110" fill="none" stroke="#000" stroke-width="0.8"/>
    <ellipse cx="44" cy="56" rx="38" ry="9" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M6 54 Q6 44 44 46 Q82 44 82 54 Q82 64 44 66 Q6 64 6 54 Z M12 55 Q12 61 44 62 Q76 61 76 55 Q76 49 44 50 Q12 49 12 55 Z" fill="#b0bec5" fill-rule="evenodd"/>`),
  // An embroidery hoop: the two wooden rings and the screw at the top, the cloth stretched inside with a
  // cross-stitched flower, and a needle and thread.
  'embroidery-hoop': drawing(`
    <rect x="56" y="2" width="16" height="10" rx="2" fill="#90a4ae"/>
    <circle cx="64" cy="68" r="56" fill="#d7a86e"/>
    <circle cx="64" cy="68" r="49" fill="#e0b987"/>
    <circle cx="64" cy="68" r="44" fill="#fafafa"/>
    <path d="M64 100 L64 74" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M64 92 Q52 84 48 90 Q54 98 64 94 Z" fill="#81c784"/>
    ${[
      [58, 56],
      [70, 56],
      [58, 68],
      [70, 68],
      [64, 50],
      [64, 74],
      [52, 62],
      [76, 62],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 4} ${y - 4} L${x + 4} ${y + 4} M${x + 4} ${y - 4} L${x - 4} ${y + 4}" fill="none" stroke="#000" stroke-width="1.5"/>`,
      )
      .join('')}
    <circle cx="64" cy="62" r="4" fill="#ffd54f"/>
    <path d="M86 40 L104 22" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M86 40 Q96 56 82 60 Q74 62 76 52" fill="none" stroke="#000" stroke-width="1"/>`),
  // An inline skate: the laced boot with its buckled cuff, and four wheels in a row in the frame beneath.
  'inline-skate': drawing(`
    <path d="M34 8 L70 8 Q76 8 76 16 L76 54 Q110 58 116 80 L116 88 L22 88 L22 40 Q26 28 34 8 Z" fill="#42a5f5"/>
    <path d="M30 24 L76 28 L76 38 L28 34 Z" fill="#1565c0"/>
    <rect x="64" y="26" width="10" height="12" rx="2" fill="#ffd54f"/>
    <path d="M76 56 Q96 58 104 70" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M80 60 L86 66 M88 60 L94 68 M96 64 L100 70" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="18" y="86" width="100" height="10" rx="3" fill="#424242"/>
    <rect x="22" y="92" width="92" height="10" fill="#9e9e9e"/>
    ${[32, 56, 80, 104].map((x) => `<circle cx="${x}" cy="110" r="12" fill="#ffb74d"/><circle cx="${x}" cy="110" r="4" fill="#fafafa"/>`).join('')}`),
  // A folder of papers: the card folder with its tab, the papers sticking out of it, a paper clip on top.
  folder: drawing(`
    <path d="M6 22 Q6 16 12 16 L44 16 Q48 16 50 20 L54 26 L116 26 Q122 26 122 32 L122 116 Q122 122 116 122 L12 122 Q6 122 6 116 Z" fill="#ffb74d"/>
    <rect x="18" y="20" width="84" height="70" transform="rotate(-5 60 55)" fill="#fafafa"/>
    <rect x="26" y="24" width="86" height="70" transform="rotate(3 68 59)" fill="#fafafa"/>
    <path d="M36 36 L96 39 M36 46 L102 49" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 58 Q4 52 10 52 L118 52 Q124 52 124 58 L124 116 Q124 122 118 122 L10 122 Q4 122 4 116 Z" fill="#ffcc80"/>
    <rect x="44" y="72" width="40" height="20" rx="3" fill="#fafafa"/>
    <path d="M50 80 L78 80 M50 86 L70 86" fill="none" stroke="#000" stroke-width="1"/>`),
  // A kick pad held up by its handles: a thick padded shield with stitched panels and a star on the front.
  'kick-pad': drawing(`
    <path d="M20 30 Q10 30 10 40 L10 96 Q10 106 20 106 M108 30 Q118 30 118 40 L118 96 Q118 106 108 106" fill="none" stroke="#000" stroke-width="4"/>
    <rect x="18" y="8" width="92" height="114" rx="18" fill="#ef5350"/>
    <rect x="26" y="16" width="76" height="98" rx="12" fill="none" stroke="#000" stroke-width="1" stroke-dasharray="4 3"/>
    <path d="M26 48 L102 48 M26 84 L102 84" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${star(64, 66, 13)}" fill="#fafafa"/>`),
  // A woven straw mat: the strips going over and under, the fringe at each end.
  mat: drawing(`
    <path d="M10 38 L2 34 M10 48 L2 46 M10 58 L2 58 M10 68 L2 70 M10 78 L2 82 M10 88 L2 92 M118 38 L126 34 M118 48 L126 46 M118 58 L126 58 M118 68 L126 70 M118 78 L126 82 M118 88 L126 92" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="10" y="30" width="108" height="66" rx="3" fill="#e0b987"/>
    ${[0, 1, 2, 3, 4, 5]
      .map((r) =>
        [0, 1, 2, 3, 4, 5, 6, 7, 8]
          .filter((c) => (c + r) % 2 === 0)
          .map(
            (c) =>
              `<rect x="${12 + c * 11.8}" y="${32 + r * 10.6}" width="10.4" height="9.4" fill="#d7a86e"/>`,
          )
          .join(''),
      )
      .join('')}`),
  // A star lantern (the Filipino parol): a five-pointed star frame round a ring, tassels hanging from its feet.
  'star-lantern': drawing(`
    <path d="M64 2 L64 12" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M34.6 98 L26 124 L32 120 L36 124 L42 120 Z M93.4 98 L86 120 L92 124 L96 120 L102 124 Z" fill="#ffd54f"/>
    <path d="${star(64, 60, 50, 0.46)}" fill="#ef5350"/>
    <path d="${star(64, 60, 34, 0.46)}" fill="#ffd54f"/>
    <circle cx="64" cy="64" r="12" fill="#fafafa"/>
    <circle cx="64" cy="64" r="5" fill="#ef5350"/>`),
  // St Brigid's cross: four arms of bundled rushes round a woven square, each arm tied near its end.
  'brigid-cross': drawing(`
    <rect x="46" y="4" width="14" height="64" rx="4" fill="#dce775"/>
    <rect x="68" y="60" width="14" height="64" rx="4" fill="#dce775"/>
    <rect x="60" y="46" width="64" height="14" rx="4" fill="#dce775"/>
    <rect x="4" y="68" width="64" height="14" rx="4" fill="#dce775"/>
    <rect x="46" y="46" width="36" height="36" fill="#c0ca33"/>
    <path d="M46 58 L82 58 M46 70 L82 70 M58 46 L58 82 M70 46 L70 82" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M50 8 L50 40 M56 8 L56 40 M72 88 L72 120 M78 88 L78 120 M88 50 L120 50 M88 56 L120 56 M8 72 L40 72 M8 78 L40 78" fill="none" stroke="#000" stroke-width="0.8"/>
    <rect x="44" y="12" width="18" height="5" fill="#8d6e63"/>
    <rect x="66" y="111" width="18" height="5" fill="#8d6e63"/>
    <rect x="111" y="44" width="5" height="18" fill="#8d6e63"/>
    <rect x="12" y="66" width="5" height="18" fill="#8d6e63"/>`),
}
