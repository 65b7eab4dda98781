import { band, drawing } from './drawing'

/** A straight leg from the body down to a foot on the ground, as one rounded bar. */
const leg = (x: number, top: number, width: number, fill: string, bottom = 124) =>
  `<rect x="${x}" y="${top}" width="${width}" height="${bottom - top}" rx="${Math.min(4, width / 2)}" fill="${fill}"/>`

/** A bird's thin leg and three toes, standing on the bottom edge. */
const birdLeg = (x: number, top: number) =>
  `<path d="M${x} ${top} L${x} 122 M${x} 122 L${x - 7} 125 M${x} 122 L${x + 1} 126 M${x} 122 L${x + 6} 125" fill="none" stroke="#000" stroke-width="2.5"/>`

/** An insect's jointed leg, a line bent once at the knee. */
const insectLeg = (points: [number, number][]) =>
  `<path d="M${points.map(([x, y]) => `${x} ${y}`).join(' L')}" fill="none" stroke="#000" stroke-width="2.5"/>`

/**
 * Animals children and teachers ask for that were refused or drawn as a cousin
 * (docs/decisions/0201-animals-asked-more.md). Side on and facing left like the other animals (the earwig and the
 * water boatman from above, as insects are drawn), each with what tells it from its cousin drawn big: the
 * partridge's round body, barred flanks and plain head with no comb (a chicken has one), the bearded dragon's
 * spiky beard and spiny sides, the honey badger's pale saddle over a black body, the zebu's hump, dewlap and
 * drooping ears, the earwig's pincers, the jerboa's long hind legs and tufted tail, the sea anemone's crown of
 * tentacles, the water boatman's two long oars, the numbat's striped back and bushy tail.
 */
export const ANIMALS_ASKED_MORE = {
  // A partridge: a round plump body on short legs, a small head with no comb or wattles, a short tail, the
  // chestnut bars down its flank and a plain grey breast.
  partridge: drawing(`
    ${birdLeg(56, 104)}${birdLeg(76, 104)}
    <path d="M100 66 Q118 60 124 64 Q120 74 104 82 Z" fill="#8d6e63"/>
    <path d="M34 68 Q40 46 70 46 Q104 48 108 76 Q108 104 74 110 Q44 110 34 92 Q30 80 34 68 Z" fill="#a1887f"/>
    <path d="M54 62 Q78 54 100 66 Q104 84 92 96 Q72 90 54 62 Z" fill="#bcaaa4"/>
    <path d="M66 64 Q70 74 68 84 M78 64 Q83 76 80 88 M90 68 Q95 78 92 90" fill="none" stroke="#5d4037" stroke-width="3"/>
    <path d="M38 30 Q52 28 56 42 Q58 56 46 62 Q32 66 26 54 Q24 36 38 30 Z" fill="#bcaaa4"/>
    <path d="M27 42 L15 47 L27 51 Z" fill="#9e9e9e"/>
    <circle cx="36" cy="42" r="2.8" fill="#212121"/>
`),
  // A bearded dragon: a wide flat lizard on splayed legs, its triangular head with the beard of spikes under
  // the jaw, a fringe of spines down its side and a long thick tail.
  'bearded-dragon': drawing(
    `
    <path d="M86 88 Q104 92 116 100 Q124 106 126 112 Q110 108 92 102 Z" fill="#c8a165"/>
    <path d="${band(
      [
        [44, 92],
        [36, 106],
        [30, 114],
      ],
      7,
    )}" fill="#c8a165"/>
    <path d="${band(
      [
        [84, 92],
        [94, 106],
        [100, 114],
      ],
      8,
    )}" fill="#c8a165"/>
    <path d="M30 114 L22 116 M30 114 L26 118 M30 114 L32 118 M100 114 L108 116 M100 114 L104 118 M100 114 L98 118" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M32 82 Q40 70 62 70 Q84 70 94 82 Q96 96 80 100 L46 100 Q32 98 32 82 Z" fill="#d7b27a"/>
    <path d="M42 74 L46 68 L50 73 L55 67 L59 72 L64 66 L68 71 L73 66 L77 71 L82 67 L86 74 L90 72 L92 80" fill="#c8a165"/>
    <path d="M50 99 L54 104 L58 100 L62 105 L66 100 L70 105 L74 100 L78 104 L80 99" fill="#c8a165"/>
    <circle cx="52" cy="82" r="2.5" fill="#a1887f"/><circle cx="64" cy="78" r="2.5" fill="#a1887f"/><circle cx="76" cy="82" r="2.5" fill="#a1887f"/><circle cx="60" cy="90" r="2.5" fill="#a1887f"/><circle cx="72" cy="91" r="2.5" fill="#a1887f"/>
    <path d="M36 76 Q22 70 6 82 Q4 88 10 90 Q24 94 38 92 Z" fill="#d7b27a"/>
    <path d="M12 92 L14 100 L19 94 L22 103 L26 95 L30 104 L33 95 L38 100 L38 90 Z" fill="#a1887f"/>
    <path d="M8 86 Q18 88 28 86" fill="none" stroke="#000" stroke-width="1.2"/>
    <circle cx="22" cy="80" r="3" fill="#212121"/>
    <path d="M28 72 L30 66 L33 73 Z" fill="#c8a165"/>`,
    128,
    118,
  ),
  // A honey badger: long, low and stocky on short strong legs with long front claws, a black body under a wide
  // pale grey saddle from the top of its head to its short tail.
  'honey-badger': drawing(
    `
    <path d="M104 72 Q120 70 124 80 Q118 86 106 84 Z" fill="#263238"/>
    ${leg(52, 86, 12, '#263238', 118)}${leg(94, 86, 12, '#263238', 118)}
    <path d="M26 80 Q30 62 62 60 Q96 58 108 74 Q112 96 94 100 L44 100 Q26 98 26 80 Z" fill="#37474f"/>
    <path d="M22 68 Q36 56 66 56 Q96 54 110 70 Q106 80 96 76 Q66 70 40 74 Q28 76 22 68 Z" fill="#e0e0e0"/>
    ${leg(36, 88, 12, '#37474f', 118)}${leg(80, 88, 12, '#37474f', 118)}
    <path d="M36 118 L32 124 M40 118 L37 125 M44 118 L43 125 M80 118 L76 124 M84 118 L81 125 M88 118 L87 125" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M30 66 Q16 66 6 78 Q4 84 10 86 Q22 88 32 84 Z" fill="#37474f"/>
    <path d="M32 64 Q20 62 8 76 Q14 72 24 72 Q32 72 36 70 Z" fill="#e0e0e0"/>
    <ellipse cx="6" cy="80" rx="3" ry="2.5" fill="#212121"/>
    <circle cx="20" cy="76" r="2.6" fill="#212121"/>
    <path d="M28 62 Q32 58 34 64" fill="none" stroke="#000" stroke-width="1.5"/>`,
    128,
    128,
  ),
  // A zebu: a pale humped cow, the big hump over its shoulders, long ears drooping beside its face, a loose
  // dewlap swinging under the neck, short horns curving up and a thin tail with a tuft.
  zebu: drawing(`
    ${leg(54, 86, 9, '#bdbdbd')}${leg(102, 86, 9, '#bdbdbd')}
    <path d="M112 66 Q118 80 116 100" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M112 98 Q120 100 118 110 Q112 110 110 102 Z" fill="#616161"/>
    <path d="M34 66 Q40 52 60 52 Q90 52 110 60 Q118 80 106 92 L54 94 Q34 90 34 66 Z" fill="#e0e0e0"/>
    <path d="M46 56 Q48 38 60 38 Q72 40 72 54 Z" fill="#eeeeee"/>
    ${leg(42, 86, 10, '#e0e0e0')}${leg(92, 86, 10, '#e0e0e0')}
    <path d="M42 120 L52 120 M92 120 L102 120" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M24 62 Q30 80 34 94 Q42 98 44 84 Q40 68 36 58 Z" fill="#eeeeee"/>
    <path d="M30 44 Q40 46 40 58 L34 78 Q30 84 22 84 L14 84 Q8 82 10 74 L16 52 Q20 44 30 44 Z" fill="#e0e0e0"/>
    <ellipse cx="14" cy="80" rx="6" ry="5" fill="#bdbdbd"/><circle cx="12" cy="80" r="1.4" fill="#212121"/>
    <path d="M36 52 Q46 50 46 58 Q44 72 38 72 Q36 62 34 56 Z" fill="#bdbdbd"/>
    <path d="M22 47 Q14 44 16 36 Q20 40 26 44 Z M30 45 Q34 38 40 38 Q38 44 34 48 Z" fill="#fff8e1"/>
    <circle cx="24" cy="56" r="3" fill="#212121"/>`),
  // An earwig from above: a long brown insect, its head with two long feelers, short wing cases and a banded
  // body ending in the big curved pincers it is known by.
  earwig: drawing(
    `
    ${insectLeg([
      [34, 58],
      [28, 44],
      [22, 40],
    ])}${insectLeg([
      [34, 70],
      [28, 84],
      [22, 88],
    ])}
    ${insectLeg([
      [46, 58],
      [48, 42],
      [44, 36],
    ])}${insectLeg([
      [46, 70],
      [48, 86],
      [44, 92],
    ])}
    ${insectLeg([
      [56, 58],
      [64, 44],
      [66, 38],
    ])}${insectLeg([
      [56, 70],
      [64, 84],
      [66, 90],
    ])}
    <path d="M14 60 Q4 50 2 38 M14 68 Q4 78 2 90" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M100 60 Q116 52 124 40 Q126 50 116 60 Q110 64 104 64 Z" fill="#6d4c41"/>
    <path d="M100 68 Q116 76 124 88 Q126 78 116 68 Q110 64 104 64 Z" fill="#6d4c41"/>
    <path d="M60 56 Q84 54 104 60 Q108 64 104 68 Q84 74 60 72 Z" fill="#8d6e63"/>
    <path d="M70 56 L70 72 M80 55 L80 73 M90 57 L90 71 M98 59 L98 69" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M40 56 Q52 54 62 56 L62 72 Q52 74 40 72 Z" fill="#a1887f"/>
    <path d="M40 64 L62 64" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M28 58 Q36 56 40 58 L40 70 Q36 72 28 70 Z" fill="#8d6e63"/>
    <ellipse cx="20" cy="64" rx="10" ry="7" fill="#6d4c41"/>
    <circle cx="17" cy="59" r="2" fill="#212121"/><circle cx="17" cy="69" r="2" fill="#212121"/>`,
    128,
    128,
  ),
  // A jerboa: a small round desert mouse sitting up on its very long hind legs and big feet, tiny front paws,
  // big ears, a big dark eye and a tail longer than its body ending in a black-and-white tuft.
  jerboa: drawing(`
    <path d="${band(
      [
        [76, 92],
        [98, 100],
        [112, 104],
        [118, 98],
      ],
      3,
    )}" fill="#d7b27a"/>
    <path d="M114 92 Q126 90 126 100 Q124 108 116 104 Q112 98 114 92 Z" fill="#212121"/>
    <path d="M116 96 Q122 96 122 100 Q120 104 116 102 Z" fill="#fafafa"/>
    <path d="M62 90 Q74 92 74 102 L70 122 L52 124 L50 120 L62 118 L62 104 Q56 96 62 90 Z" fill="#d7b27a"/>
    <path d="M34 74 Q36 54 56 56 Q76 60 78 82 Q78 98 62 100 Q42 100 36 88 Q32 82 34 74 Z" fill="#e6c48f"/>
    <path d="M40 86 Q50 98 62 98 Q52 90 48 80 Z" fill="#fafafa"/>
    <path d="M40 84 L34 92 L30 92 M46 88 L42 96 L38 96" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M34 44 Q28 22 38 18 Q46 22 44 46 Z" fill="#e6c48f"/>
    <path d="M36 40 Q32 26 38 24 Q42 28 41 42 Z" fill="#f8bbd0"/>
    <path d="M44 50 Q44 30 52 28 Q58 34 50 52 Z" fill="#e6c48f"/>
    <ellipse cx="34" cy="60" rx="17" ry="14" fill="#e6c48f"/>
    <path d="M18 62 Q22 70 30 70 Q24 66 22 60 Z" fill="#fafafa"/>
    <ellipse cx="18" cy="61" rx="2.2" ry="2" fill="#3e2723"/>
    <circle cx="31" cy="56" r="4.5" fill="#212121"/><circle cx="30" cy="54.5" r="1.3" fill="#fff"/>`),
  // A sea anemone on a rock: a soft stout column with a crown of thick wavy tentacles spreading from its top,
  // as a child sees one open in a rock pool.
  'sea-anemone': drawing(`
    <path d="M12 124 Q14 104 36 102 Q64 98 92 102 Q116 104 118 124 Z" fill="#9e9e9e"/>
    <path d="M44 104 Q40 82 46 64 L82 64 Q88 82 84 104 Q64 110 44 104 Z" fill="#f48fb1"/>
    <path d="M52 70 Q50 86 54 102 M64 70 L64 104 M76 70 Q78 86 74 102" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M46 66 Q30 58 20 40 Q18 30 24 32 Q30 48 48 58 Z" fill="#f06292"/>
    <path d="M50 62 Q36 44 34 24 Q36 16 42 20 Q42 40 54 56 Z" fill="#f06292"/>
    <path d="M58 58 Q52 36 56 14 Q60 8 64 14 Q62 36 64 58 Z" fill="#f06292"/>
    <path d="M66 58 Q70 36 80 18 Q86 14 88 20 Q78 36 72 58 Z" fill="#f06292"/>
    <path d="M76 60 Q90 44 102 32 Q108 30 108 36 Q96 48 82 64 Z" fill="#f06292"/>
    <path d="M82 66 Q98 60 110 56 Q116 56 114 62 Q100 66 84 70 Z" fill="#f06292"/>
    <path d="M44 70 Q28 68 16 60 Q12 56 16 54 Q30 62 46 64 Z" fill="#f06292"/>
    <ellipse cx="64" cy="64" rx="20" ry="6" fill="#f8bbd0"/>
    <ellipse cx="64" cy="64" rx="8" ry="2.5" fill="#ad1457"/>`),
  // A water boatman from above: a boat-shaped body with big eyes, short front legs and the two long hind legs
  // spread out to the sides like oars, fringed with hairs.
  'water-boatman': drawing(
    `
    <path d="M56 58 Q74 40 96 20 M56 70 Q74 88 96 108" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M80 34 Q90 22 100 14 Q104 18 98 26 Q90 34 84 38 Z M80 94 Q90 106 100 114 Q104 110 98 102 Q90 94 84 90 Z" fill="#bcaaa4"/>
    <path d="M84 28 L80 24 M88 24 L84 20 M92 20 L88 16 M84 100 L80 104 M88 104 L84 108 M92 108 L88 112" fill="none" stroke="#000" stroke-width="1.2"/>
    ${insectLeg([
      [36, 58],
      [30, 46],
      [22, 44],
    ])}${insectLeg([
      [36, 70],
      [30, 82],
      [22, 84],
    ])}
    ${insectLeg([
      [46, 58],
      [44, 44],
      [38, 38],
    ])}${insectLeg([
      [46, 70],
      [44, 84],
      [38, 90],
    ])}
    <path d="M28 64 Q34 50 60 50 Q94 52 118 64 Q94 76 60 78 Q34 78 28 64 Z" fill="#a1887f"/>
    <path d="M52 52 Q80 56 116 64 M52 76 Q80 72 116 64" fill="none" stroke="#000" stroke-width="1.5"/>
    <path d="M52 52 Q48 64 52 76" fill="none" stroke="#000" stroke-width="1.5"/>
    <ellipse cx="26" cy="64" rx="9" ry="11" fill="#8d6e63"/>
    <ellipse cx="24" cy="56" rx="5" ry="4" fill="#3e2723"/><ellipse cx="24" cy="72" rx="5" ry="4" fill="#3e2723"/>`,
    128,
    128,
  ),
  // A numbat: a slim small marsupial with a long pointed snout, a dark stripe through its eye, white bands
  // across its back and rump and a big bushy tail held up.
  numbat: drawing(
    `
    <path d="M100 76 Q112 56 122 48 Q128 52 124 62 Q118 76 108 86 Z" fill="#a1887f"/>
    <path d="M108 64 L116 62 M104 72 L112 72 M112 56 L120 54" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(54, 86, 8, '#8d6e63', 120)}${leg(94, 86, 8, '#6d4c41', 120)}
    <path d="M34 80 Q40 64 66 64 Q96 64 106 78 Q110 96 94 98 L48 98 Q34 94 34 80 Z" fill="#bf7b4f"/>
    <path d="M74 66 L72 96 L80 96 L82 66 Z M88 68 L88 96 L95 96 L96 70 Z M100 74 L101 94 L106 90 L106 78 Z" fill="#fafafa"/>
    <path d="M60 64 L58 96" fill="none" stroke="#000" stroke-width="1"/>
    ${leg(42, 88, 8, '#bf7b4f', 120)}${leg(84, 88, 8, '#6d4c41', 120)}
    <ellipse cx="38" cy="64" rx="5" ry="6" fill="#bf7b4f"/>
    <path d="M42 68 Q44 84 32 86 Q18 84 4 80 Q0 76 4 74 Q18 68 28 64 Q38 62 42 68 Z" fill="#bf7b4f"/>
    <path d="M10 76 L20 73 M32 71 L38 70" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="26" cy="72" r="3.2" fill="#212121"/>
    <ellipse cx="3" cy="77" rx="2.4" ry="2" fill="#212121"/>`,
    128,
    124,
  ),
  // A hammerhead shark from above, as it is known: the wide flat hammer of a head with an eye at each end, the
  // body tapering to a tall forked tail, the two pectoral fins spread out and the dorsal fin's ridge.
  'hammerhead-shark': drawing(
    `
    <path d="M96 60 Q112 50 124 30 Q122 50 112 64 Q122 78 124 98 Q112 80 96 68 Z" fill="#90a4ae"/>
    <path d="M40 56 Q52 40 64 28 Q66 40 60 58 Z M40 72 Q52 88 64 100 Q66 88 60 70 Z" fill="#90a4ae"/>
    <path d="M22 56 Q50 50 80 56 Q100 60 112 64 Q100 68 80 72 Q50 78 22 72 Z" fill="#b0bec5"/>
    <path d="M50 64 Q66 62 80 64" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M10 28 Q2 30 4 40 Q8 64 4 88 Q2 98 10 100 Q18 98 20 88 Q24 76 26 64 Q24 52 20 40 Q18 30 10 28 Z" fill="#b0bec5"/>
        <circle cx="12" cy="36" r="3.5" fill="#212121"/><circle cx="12" cy="92" r="3.5" fill="#212121"/>
    <path d="M28 58 L28 70 M32 58 L32 70 M36 58 L36 70" fill="none" stroke="#000" stroke-width="1.2"/>`,
    128,
    128,
  ),
}
