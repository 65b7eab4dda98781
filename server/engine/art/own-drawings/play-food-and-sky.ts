import { band, drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A shaft, a strap or a string as a filled band: thin parts that stay regions at Easy. */
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** A ball at (x, y): a meatball or a scoop, with a glint so it reads round. */
const ball = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><ellipse cx="${f(x - r * 0.4)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.28)}" ry="${f(r * 0.18)}" transform="rotate(-40 ${f(x - r * 0.4)} ${f(y - r * 0.4)})" fill="#fafafa"/>`

/**
 * Sport, music, craft, food and sky that prompts name and no emoji, icon family or earlier drawing holds
 * (docs/decisions/0147-asked-everyday-drawings.md). Each is drawn whole where a child sees it: the double bass
 * standing taller than a person with its bow, the javelin in flight, the meatballs in their bowl, the eclipse
 * as the moon over the sun with the sun's rays round it. Long thin things (a javelin, a needle, a bow) are bands
 * 7 units or more wide, or Easy lines swallow them.
 */
export const PLAY_FOOD_AND_SKY = {
  // A double bass standing on its spike: the big waisted body with f-holes and bridge, the long neck and the
  // scroll at the top, four strings, and its bow leaning beside it.
  'double-bass': drawing(`
    ${strip(
      [
        [96, 40],
        [110, 122],
      ],
      5,
      '#8d6e63',
    )}
    <path d="M94 36 L100 36 L99 42 L95 42 Z" fill="#424242"/>
    <rect x="58" y="114" width="4" height="12" fill="#424242"/>
    <path d="M60 40 Q52 40 46 50 Q40 62 42 70 Q44 76 46 78 Q30 86 30 102 Q32 120 60 120 Q88 120 90 102 Q90 86 74 78 Q76 76 78 70 Q80 62 74 50 Q68 40 60 40 Z" fill="#ffa726"/>
    <path d="M46 82 Q42 88 46 96 M74 82 Q78 88 74 96" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="50" y="90" width="20" height="5" rx="1" fill="#6d4c41"/>
    <path d="M52 104 L68 104 L66 114 L54 114 Z" fill="#6d4c41"/>
    <rect x="54" y="10" width="12" height="66" rx="3" fill="#5d4037"/>
    <rect x="44" y="12" width="10" height="7" rx="2" fill="#424242"/><rect x="66" y="12" width="10" height="7" rx="2" fill="#424242"/>
    <rect x="44" y="22" width="10" height="7" rx="2" fill="#424242"/><rect x="66" y="22" width="10" height="7" rx="2" fill="#424242"/>
    <circle cx="60" cy="8" r="8" fill="#8d6e63"/><circle cx="60" cy="8" r="3.5" fill="#6d4c41"/>
    <path d="M57 16 L57 104 M59 16 L59 104 M61 16 L61 104 M63 16 L63 104" fill="none" stroke="#000" stroke-width="0.8"/>`),
  // A swimming kickboard floating on the pool: the foam board with its rounded nose, seen from above and
  // tilted, two hand grips cut in its front corners, ripples round it.
  kickboard: drawing(`
    <path d="M4 106 Q18 100 32 106 Q46 112 60 106 Q74 100 88 106 Q102 112 116 106 Q122 104 126 106" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M14 120 Q28 114 42 120 M78 120 Q92 114 106 120" fill="none" stroke="#000" stroke-width="1.5"/>
    <g transform="rotate(-14 64 64)">
    <path d="M28 108 L28 40 Q28 10 64 10 Q100 10 100 40 L100 108 Q100 114 94 114 L34 114 Q28 114 28 108 Z" fill="#42a5f5"/>
    <rect x="36" y="24" width="9" height="40" rx="4.5" fill="#fafafa"/>
    <rect x="83" y="24" width="9" height="40" rx="4.5" fill="#fafafa"/>
    </g>`),
  // A javelin in flight: a long shaft with its corded grip and metal point, flying up to the right, with
  // speed lines behind it. A line this long and thin vanishes at Easy, so the shaft is a band.
  javelin: drawing(`
    ${strip(
      [
        [6, 118],
        [104, 24],
      ],
      7,
      '#ffca28',
    )}
    <path d="M100 20 L124 4 L108 28 Z" fill="#b0bec5"/>
    ${strip(
      [
        [50, 76],
        [66, 60],
      ],
      12,
      '#8d6e63',
    )}
    <path d="M54 80 L62 72 M58 76 L66 68 M62 72 L70 64" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 96 L26 74 M14 112 L32 96 M20 82 L34 68" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A metal detector sweeping the sand: the arm cuff and handle at the top, the control box with its dial on
  // the shaft, the round search coil at the bottom and a coin it has found shining in the sand.
  'metal-detector': drawing(`
    <path d="M0 112 Q32 104 64 110 Q96 116 128 108 L128 128 L0 128 Z" fill="#ffe0b2"/>
    ${strip(
      [
        [92, 14],
        [40, 100],
      ],
      7,
      '#9e9e9e',
    )}
    <path d="M84 6 Q96 -2 106 8 L100 14 Q94 8 88 12 Z" fill="#424242"/>
    <rect x="90" y="24" width="8" height="18" rx="3" transform="rotate(31 94 33)" fill="#212121"/>
    <rect x="62" y="44" width="26" height="18" rx="3" transform="rotate(31 75 53)" fill="#ffca28"/>
    <circle cx="75" cy="53" r="5" fill="#fafafa"/>
    <path d="M75 53 L78 49" fill="none" stroke="#000" stroke-width="1.2"/>
    <ellipse cx="34" cy="106" rx="28" ry="9" fill="#424242"/>
    <ellipse cx="34" cy="106" rx="18" ry="5" fill="#ffe0b2"/>
    <ellipse cx="100" cy="118" rx="9" ry="4" fill="#ffd54f"/>
    <path d="M100 106 L100 100 M90 108 L86 104 M110 108 L114 104" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A chainsaw: the orange engine body with its loop handle on top and grip behind, the long guide bar
  // sticking out in front with the toothed chain round its edge.
  chainsaw: drawing(`
    <path d="M62 56 L120 56 Q126 56 126 64 Q126 72 120 72 L62 72 Z" fill="#b0bec5"/>
    <path d="M62 52 ${Array.from({ length: 8 }, (_, k) => `L${66 + k * 7} 52 L${69 + k * 7} 48 L${72 + k * 7} 52`).join(' ')} L120 52 Q130 52 130 64 Q130 76 120 76 ${Array.from({ length: 8 }, (_, k) => `L${117 - k * 7} 76 L${114 - k * 7} 80 L${111 - k * 7} 76`).join(' ')} L62 76 Z" fill="#757575"/>
    <path d="M62 56 L120 56 Q126 56 126 64 Q126 72 120 72 L62 72 Z" fill="#b0bec5"/>
    <path d="M8 52 Q8 44 16 44 L62 44 Q68 44 68 52 L68 84 Q68 92 60 92 L16 92 Q8 92 8 84 Z" fill="#ff7043"/>
    <path d="M16 44 Q20 18 44 18 Q62 18 64 44 L56 44 Q54 26 44 26 Q26 26 24 44 Z" fill="#424242"/>
    <path d="M8 64 L0 64 Q-4 64 0 76 L8 84" fill="#424242"/>
    <rect x="20" y="56" width="30" height="18" rx="3" fill="#424242"/>
    <path d="M24 60 L46 60 M24 65 L46 65 M24 70 L46 70" fill="none" stroke="#fafafa" stroke-width="1.2"/>`),
  // Knitting needles: two long needles crossed through a half-knitted scarf hanging from them, rows of
  // V stitches, the yarn running back to its ball.
  'knitting-needles': drawing(`
    ${strip(
      [
        [8, 22],
        [112, 72],
      ],
      7,
      '#b0bec5',
    )}
    <circle cx="114" cy="73" r="7" fill="#f06292"/>
    <path d="M30 36 L90 62 L84 106 L30 96 Z" fill="#ce93d8"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2, 3, 4]
          .map((k) => {
            const x = 36 + k * 10 + row * 1.5
            const y = 50 + row * 12 + k * 3
            return `M${x} ${y} L${x + 5} ${y + 7} L${x + 10} ${y + 1}`
          })
          .join(' '),
      )
      .map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-width="1.2"/>`)
      .join('')}
    ${strip(
      [
        [12, 66],
        [116, 20],
      ],
      7,
      '#b0bec5',
    )}
    <circle cx="118" cy="19" r="7" fill="#f06292"/>
    <path d="M32 96 Q26 112 40 116" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="56" cy="112" r="14" fill="#ce93d8"/>
    <path d="M46 104 Q56 110 64 102 M44 112 Q56 118 68 108 M48 120 Q58 122 66 116" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // Meatballs in a bowl: round meatballs heaped in tomato sauce, a basil leaf on top and a fork stuck in one.
  meatballs: drawing(`
    ${strip(
      [
        [96, 20],
        [80, 56],
      ],
      7,
      '#b0bec5',
    )}
    <path d="M90 12 L104 18 L100 28 L88 22 Z" fill="#b0bec5"/>
    <path d="M6 70 Q64 56 122 70 Q120 110 90 120 L38 120 Q8 110 6 70 Z" fill="#90caf9"/>
    <path d="M12 70 Q64 60 116 70 Q64 80 12 70 Z" fill="#e53935"/>
    ${ball(40, 62, 15, '#8d6e63')}${ball(88, 62, 15, '#8d6e63')}${ball(64, 56, 16, '#a1887f')}${ball(52, 42, 13, '#8d6e63')}${ball(78, 40, 13, '#a1887f')}
    <path d="M40 24 Q34 16 40 8 M56 18 Q50 10 56 2" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M58 28 Q66 18 74 26 Q66 32 58 28 Z" fill="#66bb6a"/>
    <path d="M20 90 Q64 104 108 90" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // Whipped cream: a spray can tipped to squirt, and the swirl of cream it made in a dish, piped in three
  // tiers to a curled peak.
  'whipped-cream': drawing(`
    <g transform="rotate(30 34 70)">
    <rect x="18" y="40" width="32" height="70" rx="4" fill="#64b5f6"/>
    <rect x="18" y="58" width="32" height="26" fill="#fafafa"/>
    <path d="M22 40 Q34 28 46 40 Z" fill="#b0bec5"/>
    <rect x="30" y="20" width="8" height="14" rx="2" fill="#fafafa"/>
    <path d="M30 20 L24 12 L32 16 Z" fill="#fafafa"/>
    </g>
    <ellipse cx="92" cy="112" rx="34" ry="10" fill="#ffcc80"/>
    <path d="M64 104 Q62 90 74 88 Q70 78 82 74 Q80 62 92 58 Q96 44 96 40 Q104 50 102 58 Q114 62 110 74 Q122 78 118 88 Q128 92 120 104 Z" fill="#fafafa"/>
    <path d="M74 88 Q92 96 118 88 M82 74 Q96 80 110 74 M92 58 Q98 62 102 58" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M44 12 Q62 4 76 14 Q86 22 94 36 Q84 26 72 22 Q58 16 46 20 Z" fill="#fafafa"/>`),
  // A haggis on a plate for Burns Night: the round plump pudding tied with string at both ends, with a scoop
  // of orange neeps and one of white tatties, and a sprig of heather.
  haggis: drawing(`
    <ellipse cx="64" cy="88" rx="62" ry="34" fill="#fafafa"/>
    <ellipse cx="64" cy="88" rx="48" ry="24" fill="#f5f5f5"/>
    <path d="M20 74 Q26 56 54 54 Q82 54 88 74 Q90 94 54 96 Q18 94 20 74 Z" fill="#a1887f"/>
    <path d="M20 74 L10 68 L12 80 Z M88 74 L98 68 L96 80 Z" fill="#a1887f"/>
    <path d="M20 72 L20 78 M88 72 L88 78" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M36 58 Q30 76 36 94 M54 54 Q48 76 54 96 M72 58 Q78 76 72 94" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M84 96 Q84 84 96 84 Q108 84 108 96 Q100 102 84 96 Z" fill="#ffa726"/>
    <path d="M58 104 Q58 94 70 94 Q82 94 84 104 Q72 110 58 104 Z" fill="#fafafa"/>
    <path d="M104 64 L112 54 M108 60 L116 58 M106 62 L104 52" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="112" cy="54" r="3" fill="#ba68c8"/><circle cx="116" cy="58" r="3" fill="#ba68c8"/><circle cx="104" cy="52" r="3" fill="#ba68c8"/>`),
  // A solar eclipse: the sun's ring of pointed rays with the dark moon passing over it, a thin bright crescent
  // of the sun still showing at one edge.
  'solar-eclipse': drawing(`
    ${Array.from({ length: 12 }, (_, k) => {
      const a = (k * Math.PI) / 6
      const at = (d: number, t: number) => `${f(64 + d * Math.cos(a + t))} ${f(64 + d * Math.sin(a + t))}`
      return `<path d="M${at(44, -0.14)} L${at(62, 0)} L${at(44, 0.14)} Z" fill="#ffca28"/>`
    }).join('')}
    <circle cx="64" cy="64" r="42" fill="#ffee58"/>
    <circle cx="72" cy="58" r="38" fill="#455a64"/>
    <circle cx="86" cy="46" r="5" fill="#37474f"/><circle cx="66" cy="74" r="7" fill="#37474f"/><circle cx="88" cy="76" r="4" fill="#37474f"/>`),
}
