import { band, drawing } from './drawing'

/** A junk's battened sail: a tall panel whose top edge rises to its back, the bamboo battens across it. */
const junkSail = (x: number, top: number, bottom: number, w: number) => {
  const battens = [1, 2, 3, 4, 5]
    .map((k) => top + ((bottom - top) * k) / 6)
    .map((y) => `M${x} ${y.toFixed(1)} L${x + w} ${(y - 2).toFixed(1)}`)
    .join(' ')
  return `<path d="M${x} ${bottom} L${x} ${top + 6} Q${x + w * 0.4} ${top - 4} ${x + w} ${top - 8} L${x + w + 4} ${bottom - 2} Z" fill="#e57373"/><path d="${battens}" fill="none" stroke="#000" stroke-width="1.2"/>`
}

/**
 * Boats of the world and things of space a child asks for by name and Colorly drew as a cousin or refused
 * (docs/decisions/0202-boats-skies-and-named-places.md): the felucca or dhow is no sailboat (its one great
 * slanting sail), the junk no sailboat (its fan-ribbed sails), the gondola no rowboat, Neptune no Jupiter.
 */
export const BOATS_AND_SPACE = {
  // A felucca (or a dhow): a low wooden hull, a short mast and the one huge triangular lateen sail hung from a
  // long yard slanting high over the stern.
  felucca: drawing(`
    <rect x="62" y="46" width="4" height="50" fill="#6d4c41"/>
    <path d="M24 6 L104 90 L28 90 Z" fill="#fafafa"/>
    <path d="M40 23 L39 90 M56 40 L55 90 M72 57 L71 90 M88 73 L87 90" fill="none" stroke="#000" stroke-width="1"/>
    <path d="${band(
      [
        [108, 94],
        [20, 2],
      ],
      4,
    )}" fill="#8d6e63"/>
    <path d="M6 92 L122 88 Q118 108 96 114 L30 114 Q12 108 6 92 Z" fill="#a1887f"/>
    <path d="M12 100 L116 97" fill="none" stroke="#000" stroke-width="1.2"/>`),
  // A Chinese junk: the high square stern, the hull sweeping to a low bow, three masts of red battened sails.
  'chinese-junk': drawing(`
    ${junkSail(16, 22, 84, 26)}${junkSail(50, 8, 88, 30)}${junkSail(88, 30, 90, 24)}
    <path d="M4 70 L26 72 L26 88 L122 90 Q116 108 96 112 L34 112 Q14 104 4 70 Z" fill="#8d6e63"/>
    <path d="M10 84 L26 86 M28 98 L114 98" fill="none" stroke="#000" stroke-width="1.2"/>
    <circle cx="108" cy="96" r="3" fill="#fff"/>`),
  // A Venice gondola: the long slim black hull curving up at both ends, the comb-toothed iron at its prow, a
  // cushioned seat in the middle and the oar resting on its fork at the stern.
  gondola: drawing(`
    <path d="${band(
      [
        [30, 96],
        [16, 40],
      ],
      3,
    )}" fill="#8d6e63"/>
    <path d="M6 66 Q14 92 40 98 L92 98 Q110 94 116 72 L120 60 L124 60 Q122 84 108 100 Q92 110 64 110 Q28 110 12 94 Q4 82 2 66 Z" fill="#424242"/>
    <path d="M116 72 L116 40 L124 36 L124 62 Z" fill="#cfd8dc"/>
    <path d="M116 46 L110 46 M116 52 L110 52 M116 58 L110 58 M116 64 L110 64" fill="none" stroke="#000" stroke-width="2"/>
    <rect x="52" y="84" width="28" height="14" rx="4" fill="#c62828"/>
    <path d="M20 94 Q20 84 28 82" fill="none" stroke="#000" stroke-width="2"/>`),
  // A space probe: its gold body, the big dish aerial on top, a solar wing either side and three legs to land on.
  'space-probe': drawing(`
    <path d="M50 92 L34 118 M78 92 L94 118 M64 94 L64 120" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M26 118 L42 118 M86 118 L102 118 M56 122 L72 122" fill="none" stroke="#000" stroke-width="4"/>
    <rect x="2" y="62" width="34" height="20" fill="#1e88e5"/><rect x="92" y="62" width="34" height="20" fill="#1e88e5"/>
    <path d="M13 62 L13 82 M24 62 L24 82 M103 62 L103 82 M114 62 L114 82 M36 72 L46 72 M82 72 L92 72" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M46 52 L82 52 L88 72 L82 94 L46 94 L40 72 Z" fill="#ffca28"/>
    <path d="M50 60 L78 60 M48 72 L80 72 M50 84 L78 84" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 52 L64 42" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M34 20 Q64 58 94 20 Q64 32 34 20 Z" fill="#eeeeee"/>
    <path d="M64 36 L64 14" fill="none" stroke="#000" stroke-width="2"/><circle cx="64" cy="12" r="3" fill="#bdbdbd"/>`),
  // Neptune: a deep blue planet with pale cloud bands, its great dark storm spot and a thin ring round it.
  neptune: drawing(`
    <path d="M6 70 Q64 52 122 70" fill="none" stroke="#000" stroke-width="1.5"/>
    <circle cx="64" cy="64" r="48" fill="#42a5f5"/>
    <path d="M22 42 Q64 32 106 42 M16 60 Q64 52 112 60 M18 86 Q64 80 110 86 M30 102 Q64 98 98 102" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="48" cy="72" rx="12" ry="7" fill="#1a237e"/>
    <path d="M70 44 Q80 40 90 44" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M6 70 Q64 98 122 70" fill="none" stroke="#000" stroke-width="1.5"/>`),
  // A lighthouse shining: the striped tower on its rock, the lamp room with its gallery, and two broad beams
  // of light sweeping out from the lamp to either side.
  'lighthouse-beam': drawing(`
    <path d="M64 26 L0 6 L0 40 Z" fill="#fff59d"/><path d="M64 26 L128 12 L128 46 Z" fill="#fff59d"/>
    <path d="M12 112 Q40 100 64 104 Q92 100 118 112 L124 124 L4 124 Z" fill="#9e9e9e"/>
    <path d="M48 108 L54 44 L74 44 L80 108 Z" fill="#fafafa"/>
    <path d="M52 76 L76 76 L78 92 L50 92 Z M54 52 L74 52 L75 64 L53 64 Z" fill="#e53935"/>
    <rect x="46" y="40" width="36" height="5" fill="#616161"/>
    <rect x="54" y="20" width="20" height="20" fill="#fff59d"/>
    <path d="M58 20 L58 40 M70 20 L70 40" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M50 20 L64 6 L78 20 Z" fill="#e53935"/>
    <path d="M60 108 L60 96 Q64 90 68 96 L68 108 Z" fill="#6d4c41"/>`),
  // Beams of light: broad shafts slanting down from high up, specks of dust floating in them.
  'light-beams': drawing(`
    ${[8, 40, 74]
      .map(
        (x, k) =>
          `<path d="M${x} 0 L${x + 16 + k * 2} 0 L${x + 46 + k * 4} 128 L${x + 20} 128 Z" fill="#fff59d"/>`,
      )
      .join('')}
    ${[
      [20, 30],
      [34, 70],
      [58, 20],
      [72, 90],
      [94, 40],
      [108, 100],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff"/>`)
      .join('')}`),
}
