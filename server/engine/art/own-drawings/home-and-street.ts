import { band, drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** A post, a slide or a hose as a filled band: thin parts that stay regions at Easy. */
const strip = (points: [number, number][], width: number, fill: string) =>
  `<path d="${band(points, width)}" fill="${fill}"/>`

/** Evenly spaced upright bars from x0 to x1: a railing's balusters, a chart's rungs. */
const bars = (x0: number, x1: number, step: number, y: number, w: number, h: number, fill: string) => {
  let out = ''
  for (let x = x0; x <= x1; x += step)
    out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`
  return out
}

/**
 * Things at home and in the street that prompts name and no emoji, icon family or earlier drawing holds
 * (docs/decisions/0147-asked-everyday-drawings.md): a balcony, a doorstep, a parking meter, a hose reel, a
 * helter skelter, a height chart. Each shows the part a child knows it by, big enough to survive
 * Easy lines; the wall or door behind is what makes a balcony and a doorstep more than a railing and a step.
 */
export const HOME_AND_STREET = {
  // A balcony on a house wall: glass doors onto it, its floor jutting out on brackets, a railing of bars round
  // it and a pot plant in the corner.
  balcony: drawing(`
    <rect x="0" y="0" width="128" height="128" fill="#ffccbc"/>
    <rect x="36" y="8" width="56" height="82" fill="#8d6e63"/>
    <rect x="41" y="13" width="21" height="77" fill="#b3e5fc"/><rect x="66" y="13" width="21" height="77" fill="#b3e5fc"/>
    <path d="M46 22 L56 32 M71 22 L81 32" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M4 90 L124 90 L124 102 L4 102 Z" fill="#bdbdbd"/>
    <path d="M14 102 L30 102 L14 118 Z" fill="#9e9e9e"/><path d="M114 102 L98 102 L114 118 Z" fill="#9e9e9e"/>
    <rect x="14" y="66" width="16" height="24" rx="2" fill="#ff8a65"/>
    <path d="M22 66 Q12 50 16 42 Q24 52 22 66 Q28 48 36 46 Q34 58 22 66 Z" fill="#81c784"/>
    ${bars(6, 114, 18, 56, 9, 34, '#757575')}
    <rect x="4" y="48" width="120" height="10" rx="2" fill="#757575"/>`),
  // A doorstep: a front door with its letterbox, knob and fan light, and the wide stone step before it that a
  // milk bottle or a parcel is left on, a pot plant beside it.
  doorstep: drawing(`
    <rect x="0" y="0" width="128" height="104" fill="#ffccbc"/>
    <rect x="30" y="6" width="68" height="98" fill="#eeeeee"/>
    <path d="M36 28 Q64 4 92 28 Z" fill="#fff59d"/>
    <path d="M64 28 L64 14 M64 28 L50 18 M64 28 L78 18" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="36" y="30" width="56" height="74" fill="#1e88e5"/>
    <rect x="42" y="36" width="20" height="26" fill="#1565c0"/><rect x="66" y="36" width="20" height="26" fill="#1565c0"/>
    <rect x="50" y="68" width="28" height="7" rx="2" fill="#ffd54f"/>
    <circle cx="82" cy="84" r="4" fill="#ffd54f"/>
    <path d="M14 104 L114 104 L124 114 L4 114 Z" fill="#bdbdbd"/>
    <rect x="4" y="114" width="120" height="12" fill="#9e9e9e"/>
    <rect x="102" y="80" width="16" height="24" rx="2" fill="#ff8a65"/>
    <circle cx="110" cy="72" r="11" fill="#81c784"/>`),
  // A parking meter on its post: the round-topped head with the dial window and its needle, the coin slot
  // and the turning knob.
  'parking-meter': drawing(`
    <rect x="56" y="76" width="16" height="44" fill="#9e9e9e"/>
    <rect x="44" y="118" width="40" height="8" rx="2" fill="#757575"/>
    <path d="M38 76 L38 34 Q38 6 64 6 Q90 6 90 34 L90 76 Z" fill="#90a4ae"/>
    <path d="M46 40 L46 28 Q46 14 64 14 Q82 14 82 28 L82 40 Z" fill="#e3f2fd"/>
    <path d="M64 38 L74 22" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M50 30 L54 32 M64 18 L64 22 M78 30 L74 32" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="54" y="48" width="20" height="6" rx="2" fill="#424242"/>
    <circle cx="64" cy="66" r="7" fill="#eceff1"/>
    <rect x="34" y="74" width="60" height="6" rx="2" fill="#78909c"/>`),
  // A hose reel: a drum on a little two-wheeled stand with the green hose wound round it in turns, a crank
  // handle at the side and the hose's nozzle end trailing on the ground.
  'hose-reel': drawing(`
    ${strip(
      [
        [86, 86],
        [104, 112],
        [120, 118],
      ],
      9,
      '#66bb6a',
    )}
    <path d="M116 112 L126 114 L124 124 L114 122 Z" fill="#ffca28"/>
    <path d="M30 48 L18 112 M98 48 L110 112" fill="none" stroke="#000" stroke-width="1"/>
    ${strip(
      [
        [36, 64],
        [20, 114],
      ],
      9,
      '#ef5350',
    )}
    ${strip(
      [
        [92, 64],
        [108, 114],
      ],
      9,
      '#ef5350',
    )}
    <circle cx="20" cy="114" r="10" fill="#424242"/><circle cx="20" cy="114" r="4" fill="#bdbdbd"/>
    <circle cx="108" cy="114" r="10" fill="#424242"/><circle cx="108" cy="114" r="4" fill="#bdbdbd"/>
    <ellipse cx="64" cy="64" rx="40" ry="34" fill="#66bb6a"/>
    ${[26, 34, 42, 50, 58, 66, 74, 82, 90, 98]
      .map(
        (x) =>
          `<path d="M${x} ${x < 64 ? 34 + (64 - x) * 0.2 : 34 + (x - 64) * 0.2} L${x + 6} ${x < 64 ? 94 - (64 - x) * 0.2 : 94 - (x - 64) * 0.2}" fill="none" stroke="#000" stroke-width="1.2"/>`,
      )
      .join('')}
    <rect x="14" y="28" width="100" height="8" rx="3" fill="#e53935"/>
    <rect x="14" y="92" width="100" height="8" rx="3" fill="#e53935"/>
    <circle cx="114" cy="64" r="6" fill="#e53935"/>
    ${strip(
      [
        [114, 64],
        [124, 44],
      ],
      6,
      '#e53935',
    )}
    <rect x="118" y="30" width="8" height="16" rx="3" fill="#212121"/>`),
  // A helter skelter: a tall striped tower with a pointed roof and flag, the slide winding round it in three
  // turns, a mat at the foot of the slide and the door the climbers go in by.
  'helter-skelter': drawing(`
    ${[0, 1, 2, 3, 4, 5]
      .map((k) => {
        const [t0, t1, b0, b1] = [46 + k * 6, 52 + k * 6, 36 + k * 9.3, 45.3 + k * 9.3]
        return `<path d="M${f(t0)} 30 L${f(t1)} 30 L${f(b1)} 122 L${f(b0)} 122 Z" fill="${k % 2 ? '#fafafa' : '#ef5350'}"/>`
      })
      .join('')}
    <path d="M40 32 L64 2 L88 32 Z" fill="#ffca28"/>
    <path d="M64 2 L64 -4" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M64 -6 L78 -2 L64 2 Z" fill="#ef5350"/>
    <path d="M56 122 L56 108 Q64 100 72 108 L72 122 Z" fill="#8d6e63"/>
    ${[34, 64, 94]
      .map((y0) => {
        // The front half of one turn of the spiral: the slide comes round the tower's right side and goes
        // behind it at the left, upright at both edges as a helix seen side on.
        const turn = Array.from({ length: 9 }, (_, k): [number, number] => {
          const t = 0.15 + (k / 8) * (Math.PI - 0.3)
          return [64 + 36 * Math.cos(t), y0 + 30 * (t / Math.PI) + 8 * Math.sin(t)]
        })
        const rim = turn.map(([x, y]) => `${f(x)} ${f(y - 3)}`).join(' L')
        return `${strip(turn, 12, '#64b5f6')}<path d="M${rim}" fill="none" stroke="#000" stroke-width="1"/>`
      })
      .join('')}
    ${strip(
      [
        [29, 124],
        [16, 126],
        [4, 126],
      ],
      12,
      '#64b5f6',
    )}`),
  // A height chart: a tall giraffe-topped strip on the wall marked off like a ruler, long marks at each step
  // and short ones between, two star stickers where a child was measured.
  'height-chart': drawing(`
    <rect x="40" y="24" width="46" height="102" rx="3" fill="#fff59d"/>
    ${[30, 42, 54, 66, 78, 90, 102, 114]
      .map(
        (y) =>
          `<path d="M40 ${y} L64 ${y} M40 ${y + 6} L52 ${y + 6}" fill="none" stroke="#000" stroke-width="1.5"/>`,
      )
      .join('')}
    <path d="M70 46 L75 52 L82 50 L78 56 L82 62 L75 60 L70 66 L70 58 L64 56 L70 54 Z" fill="#f48fb1"/>
    <path d="M70 82 L75 88 L82 86 L78 92 L82 98 L75 96 L70 102 L70 94 L64 92 L70 90 Z" fill="#81d4fa"/>
    <path d="M60 28 L60 12 Q60 2 74 2 L98 4 Q108 6 108 14 Q108 22 98 22 L76 22 L76 28 Z" fill="#ffb74d"/>
    <path d="M64 4 L62 -6 L70 -4 Z M74 3 L76 -8 L82 -3 Z" fill="#8d6e63"/>
    <ellipse cx="102" cy="14" rx="4" ry="3" fill="#8d6e63"/>
    <circle cx="80" cy="10" r="3" fill="#212121"/>
    <circle cx="66" cy="18" r="3.5" fill="#8d6e63"/><circle cx="88" cy="17" r="3" fill="#8d6e63"/>`),
}
