import { drawing } from './drawing'

/** Things from the woods and the garden, and pets' things. */
export const NATURE_AND_PETS = {
  // A pine cone hanging point down, its scales in overlapping rows.
  pinecone: drawing(`
    <path d="M62 2 L66 2 L67 22 L61 22 Z" fill="#8d6e63"/>
    <ellipse cx="64" cy="68" rx="32" ry="48" fill="#a1887f"/>
    <path d="M42 26 Q42 40 53 42 Q64 40 64 26 Z" fill="#bcaaa4"/><path d="M64 26 Q64 40 75 42 Q86 40 86 26 Z" fill="#bcaaa4"/>
    <path d="M34 40 Q34 56 45 58 Q56 56 56 40 Z" fill="#bcaaa4"/><path d="M53 40 Q53 56 64 58 Q75 56 75 40 Z" fill="#bcaaa4"/><path d="M72 40 Q72 56 83 58 Q94 56 94 40 Z" fill="#bcaaa4"/>
    <path d="M33 56 Q33 72 44 74 Q55 72 55 56 Z" fill="#bcaaa4"/><path d="M53 56 Q53 72 64 74 Q75 72 75 56 Z" fill="#bcaaa4"/><path d="M73 56 Q73 72 84 74 Q95 72 95 56 Z" fill="#bcaaa4"/>
    <path d="M34 72 Q34 88 45 90 Q56 88 56 72 Z" fill="#bcaaa4"/><path d="M53 72 Q53 88 64 90 Q75 88 75 72 Z" fill="#bcaaa4"/><path d="M72 72 Q72 88 83 90 Q94 88 94 72 Z" fill="#bcaaa4"/>
    <path d="M40 88 Q40 102 51 104 Q62 102 62 88 Z" fill="#bcaaa4"/><path d="M66 88 Q66 102 77 104 Q88 102 88 88 Z" fill="#bcaaa4"/>
    <path d="M52 102 Q52 114 64 118 Q76 114 76 102 Z" fill="#bcaaa4"/>`),
  // A cocoon hanging from a twig by a thread, banded with silk.
  cocoon: drawing(`
    <path d="M2 12 L126 18 L126 24 L2 18 Z" fill="#a1887f"/>
    <ellipse cx="98" cy="10" rx="14" ry="6" transform="rotate(-20 98 10)" fill="#a5d6a7"/>
    <path d="M64 20 L64 28" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M64 26 C88 34 90 82 72 114 Q64 124 56 114 C38 82 40 34 64 26 Z" fill="#dcedc8"/>
    <path d="M50 44 Q64 50 78 44 M46 62 Q64 70 82 62 M47 80 Q64 88 81 80 M52 98 Q64 105 76 98" fill="none" stroke="#000" stroke-width="1"/>`),
  // A dog's leash: the loop for the hand, the strap, the clip.
  leash: drawing(`
    <path d="M37 40 L37 45 L38 50 L40 53 L42 57 L45 59 L48 62 L51 63 L54 65 L58 66 L61 67 L65 68 L68 69 L72 69 L75 70 L78 71 L81 73 L83 74 L85 76 L87 78 L88 80 L89 83 L90 86 L90 90 L89 96 L95 96 L96 91 L96 86 L95 81 L94 77 L92 74 L89 71 L87 69 L83 67 L80 66 L77 65 L73 64 L70 63 L66 62 L63 61 L59 60 L56 59 L53 58 L51 57 L49 55 L47 53 L45 51 L44 48 L43 44 L43 40 Z" fill="#ef9a9a"/>
    <path d="M40 4 C60 4 62 40 40 44 C18 40 20 4 40 4 Z M40 11 C29 11 28 36 40 37 C52 36 51 11 40 11 Z" fill-rule="evenodd" fill="#ef9a9a"/>
    <rect x="86" y="94" width="12" height="8" rx="2" fill="#bdbdbd"/>
    <path d="M88 102 L96 102 L96 116 Q92 124 88 116 Z" fill="#9e9e9e"/>`),
  // A cat's scratching post: rope wound round the post, a platform on top and a toy hanging from it.
  'scratching-post': drawing(`
    <rect x="12" y="108" width="104" height="14" rx="3" fill="#bcaaa4"/>
    <rect x="46" y="22" width="36" height="88" fill="#ffe0b2"/>
    <path d="M46 32 L82 32 M46 42 L82 42 M46 52 L82 52 M46 62 L82 62 M46 72 L82 72 M46 82 L82 82 M46 92 L82 92 M46 102 L82 102" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="26" y="12" width="76" height="12" rx="3" fill="#bcaaa4"/>
    <path d="M96 24 L96 58" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="96" cy="66" r="8" fill="#f48fb1"/>`),
  // A pet carrier from the front: a box with a barred door and a handle on top.
  'pet-carrier': drawing(`
    <path d="M44 30 Q44 8 64 8 Q84 8 84 30 L76 30 Q76 16 64 16 Q52 16 52 30 Z" fill="#90a4ae"/>
    <rect x="8" y="28" width="112" height="88" rx="12" fill="#b0bec5"/>
    <rect x="30" y="44" width="68" height="60" rx="8" fill="#eceff1"/>
    <path d="M42 44 L42 104 M53 44 L53 104 M64 44 L64 104 M75 44 L75 104 M86 44 L86 104" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="19" cy="50" r="3" fill="#eceff1"/><circle cx="19" cy="62" r="3" fill="#eceff1"/><circle cx="19" cy="74" r="3" fill="#eceff1"/>
    <circle cx="109" cy="50" r="3" fill="#eceff1"/><circle cx="109" cy="62" r="3" fill="#eceff1"/><circle cx="109" cy="74" r="3" fill="#eceff1"/>
    <rect x="12" y="112" width="20" height="8" rx="2" fill="#78909c"/>
    <rect x="96" y="112" width="20" height="8" rx="2" fill="#78909c"/>`),
  // A spinning wheel: the big wheel on its uprights, the slanted bench on three legs, the bobbin and the treadle.
  'spinning-wheel': drawing(`
    <path d="M28 82 L33 82 L20 124 L15 124 Z" fill="#a1887f"/>
    <path d="M100 72 L105 72 L118 124 L113 124 Z" fill="#a1887f"/>
    <path d="M62 80 L67 80 L69 124 L64 124 Z" fill="#a1887f"/>
    <rect x="40" y="116" width="50" height="6" rx="2" fill="#bcaaa4"/>
    <path d="M68 78 L76 76 L76 40 L68 40 Z" fill="#a1887f"/>
    <circle cx="72" cy="40" r="36" fill="#bcaaa4"/>
    <circle cx="72" cy="40" r="30" fill="#efebe9"/>
    <path d="M72 10 L72 70 M42 40 L102 40 M51 19 L93 61 M93 19 L51 61" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="72" cy="40" r="6" fill="#8d6e63"/>
    <path d="M40 38 L22 52" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M20 82 L28 82 L28 60 L20 60 Z" fill="#a1887f"/>
    <rect x="8" y="50" width="30" height="10" rx="3" fill="#ffe0b2"/>
    <rect x="6" y="47" width="4" height="16" rx="1" fill="#a1887f"/>
    <rect x="36" y="47" width="4" height="16" rx="1" fill="#a1887f"/>
    <path d="M10 80 L112 68 L114 76 L12 88 Z" fill="#bcaaa4"/>`),
  // A tadpole: a round body, a wavy tail and a big eye.
  tadpole: drawing(`
    <path d="M62 52 Q84 38 100 54 Q114 70 126 56 Q122 80 100 74 Q84 70 62 74 Z" fill="#a5d6a7"/>
    <ellipse cx="42" cy="62" rx="34" ry="26" fill="#81c784"/>
    <circle cx="30" cy="52" r="8" fill="#fafafa"/>
    <circle cx="28" cy="52" r="4" fill="#212121"/>
    <path d="M18 72 Q28 78 38 72" fill="none" stroke="#000" stroke-width="1"/>`),
  // A piece of honeycomb: its six-sided cells.
  honeycomb: drawing(`
    <path d="M39.8 36.0 L27.6 29.0 L27.6 15.0 L39.8 8.0 L51.9 15.0 L51.9 29.0 Z" fill="#ffe082"/>
    <path d="M64.0 36.0 L51.9 29.0 L51.9 15.0 L64.0 8.0 L76.1 15.0 L76.1 29.0 Z" fill="#ffe082"/>
    <path d="M88.2 36.0 L76.1 29.0 L76.1 15.0 L88.2 8.0 L100.4 15.0 L100.4 29.0 Z" fill="#ffe082"/>
    <path d="M27.6 57.0 L15.5 50.0 L15.5 36.0 L27.6 29.0 L39.8 36.0 L39.8 50.0 Z" fill="#ffe082"/>
    <path d="M51.9 57.0 L39.8 50.0 L39.8 36.0 L51.9 29.0 L64.0 36.0 L64.0 50.0 Z" fill="#ffe082"/>
    <path d="M76.1 57.0 L64.0 50.0 L64.0 36.0 L76.1 29.0 L88.2 36.0 L88.2 50.0 Z" fill="#ffe082"/>
    <path d="M100.4 57.0 L88.2 50.0 L88.2 36.0 L100.4 29.0 L112.5 36.0 L112.5 50.0 Z" fill="#ffe082"/>
    <path d="M39.8 78.0 L27.6 71.0 L27.6 57.0 L39.8 50.0 L51.9 57.0 L51.9 71.0 Z" fill="#ffe082"/>
    <path d="M64.0 78.0 L51.9 71.0 L51.9 57.0 L64.0 50.0 L76.1 57.0 L76.1 71.0 Z" fill="#ffe082"/>
    <path d="M88.2 78.0 L76.1 71.0 L76.1 57.0 L88.2 50.0 L100.4 57.0 L100.4 71.0 Z" fill="#ffe082"/>
    <path d="M51.9 99.0 L39.8 92.0 L39.8 78.0 L51.9 71.0 L64.0 78.0 L64.0 92.0 Z" fill="#ffe082"/>
    <path d="M76.1 99.0 L64.0 92.0 L64.0 78.0 L76.1 71.0 L88.2 78.0 L88.2 92.0 Z" fill="#ffe082"/>`),
  // A garden bush: a wide mound of leafy lobes sitting on the ground.
  bush: drawing(`
    <path d="M6 118 Q0 96 20 90 Q18 66 42 66 Q48 44 70 50 Q90 40 98 62 Q122 62 118 88 Q130 100 122 118 Z" fill="#81c784"/>
    <path d="M42 66 Q40 80 50 88 M98 62 Q92 76 80 80 M20 90 Q30 92 34 102 M70 50 Q70 62 62 70 M118 88 Q108 90 102 100" fill="none" stroke="#000" stroke-width="1"/>`),
  // A trimmed hedge: a long clipped block of leaves with a wavy top.
  hedge: drawing(`
    <path d="M4 120 L4 60 Q14 48 24 58 Q34 46 44 58 Q54 46 64 58 Q74 46 84 58 Q94 46 104 58 Q114 46 124 60 L124 120 Z" fill="#81c784"/>
    <path d="M14 74 Q20 70 26 76 M40 88 Q46 84 52 90 M70 72 Q76 68 82 74 M96 92 Q102 88 108 94 M24 104 Q30 100 36 106 M80 106 Q86 102 92 108" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="0" y="118" width="128" height="6" fill="#a1887f"/>`),
  // Stepping stones across a stream: flat stones among the ripples.
  'stepping-stones': drawing(`
    <path d="M0 66 Q64 50 128 66 L128 122 Q64 136 0 122 Z" fill="#b3e5fc"/>
    <path d="M8 80 Q16 76 24 80 M100 110 Q108 106 116 110 M60 116 Q68 112 76 116" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="22" cy="108" rx="18" ry="9" fill="#bdbdbd"/>
    <ellipse cx="52" cy="92" rx="16" ry="8" fill="#cfd8dc"/>
    <ellipse cx="80" cy="78" rx="15" ry="7" fill="#bdbdbd"/>
    <ellipse cx="106" cy="68" rx="13" ry="6" fill="#cfd8dc"/>`),
  // A cornucopia: the woven horn of plenty lying on its side, its curled tip behind.
  cornucopia: drawing(`
    <path d="M112 40 Q120 92 72 110 Q40 118 14 100 Q44 96 58 78 Q72 58 76 40 Z" fill="#ffcc80"/>
    <path d="M14 100 Q4 96 8 88 Q14 82 22 90" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M94 44 Q98 84 66 100 M84 42 Q84 74 54 92 M104 42 Q112 90 74 106" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="94" cy="40" rx="19" ry="10" transform="rotate(8 94 40)" fill="#ffe0b2"/>
    <ellipse cx="94" cy="40" rx="13" ry="6" transform="rotate(8 94 40)" fill="#a1887f"/>`),
  // A fossil: a coiled ammonite shell set in its stone, ribbed round the coil.
  fossil: drawing(`
    <path d="M10 70 Q6 30 40 18 Q70 6 100 18 Q126 34 120 70 Q124 104 92 116 Q60 126 30 112 Q8 100 10 70 Z" fill="#d7ccc8"/>
    <circle cx="64" cy="62" r="44" fill="#efebe9"/>
    <path d="M68 62 L68 63 L68 64 L68 64 L68 65 L67 66 L67 67 L66 68 L65 68 L64 68 L63 69 L62 69 L60 68 L59 68 L58 67 L57 66 L56 65 L55 64 L55 62 L55 60 L55 59 L55 57 L56 56 L57 54 L59 53 L60 52 L62 51 L64 50 L66 50 L68 51 L70 51 L72 52 L74 54 L75 55 L77 57 L78 60 L78 62 L78 64 L78 67 L77 69 L76 72 L74 74 L72 76 L69 77 L67 78 L64 78 L61 79 L58 78 L55 77 L53 75 L50 73 L48 71 L47 68 L46 65 L45 62 L45 59 L46 55 L47 52 L49 49 L51 46 L54 44 L57 42 L60 41 L64 40 L68 41 L72 41 L75 43 L79 45 L82 47 L84 50 L86 54 L87 58 L88 62 L88 66 L87 70 L86 74 L83 78 L80 81 L77 84 L73 86 L69 88 L64 88 L59 88 L55 87 L50 86 L46 83 L43 80 L40 76 L37 72 L36 67 L35 62 L35 57 L36 52 L38 47 L41 43 L44 39 L49 35 L53 33 L59 31 L64 30 L70 31 L75 32 L80 34 L85 37 L89 41 L93 45 L95 51 L97 56 L98 62" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M80 62 L97 62 M79 70 L93 79 M73 77 L81 92 M64 80 L64 98 M54 79 L46 93 M47 72 L32 81 M43 62 L26 62 M45 51 L30 43 M53 42 L44 28 M64 38 L64 22 M76 41 L85 26 M86 49 L101 41" fill="none" stroke="#000" stroke-width="1"/>`),
  // A rabbit hutch on legs: the wire-fronted run, the closed side with its door, a sloping roof.
  'rabbit-hutch': drawing(`
    <rect x="14" y="92" width="8" height="30" fill="#a1887f"/>
    <rect x="106" y="92" width="8" height="30" fill="#a1887f"/>
    <rect x="8" y="40" width="112" height="56" fill="#ffcc80"/>
    <rect x="16" y="48" width="56" height="40" fill="#fff8e1"/>
    <path d="M27 48 L27 88 M38 48 L38 88 M49 48 L49 88 M60 48 L60 88 M16 58 L72 58 M16 68 L72 68 M16 78 L72 78" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="80" y="48" width="32" height="40" fill="#ffe0b2"/>
    <circle cx="105" cy="68" r="3" fill="#8d6e63"/>
    <path d="M2 44 L126 28 L126 38 L2 54 Z" fill="#a1887f"/>`),
  // A daffodil: six pointed petals round the frilled trumpet, its stem and two long leaves.
  daffodil: drawing(`
    <rect x="61" y="60" width="7" height="66" fill="#a5d6a7"/>
    <path d="M60 126 Q30 90 40 58 Q50 92 64 126 Z" fill="#81c784"/>
    <path d="M66 126 Q96 96 92 66 Q80 96 62 126 Z" fill="#81c784"/>
    ${[0, 60, 120, 180, 240, 300]
      .map(
        (a) => `<path d="M64 40 Q56 20 64 4 Q72 20 64 40 Z" transform="rotate(${a} 64 40)" fill="#fff59d"/>`,
      )
      .join('')}
    <circle cx="64" cy="40" r="16" fill="#ffcc80"/>
    <path d="M48 40 Q50 34 54 36 Q56 28 62 32 Q66 26 70 32 Q76 28 76 36 Q80 34 80 40 Q80 46 76 46 Q76 52 70 50 Q66 56 62 50 Q56 54 54 46 Q48 48 48 40 Z" fill="#ffb74d"/>
    <circle cx="64" cy="40" r="7" fill="#ffcc80"/>`),
  // Half a walnut shell afloat as a boat, as in the fairy tales: the wrinkled shell and its rim, on the water.
  'walnut-shell': drawing(`
    <path d="M0 118 Q10 112 20 118 Q30 124 40 118 M88 118 Q98 112 108 118 Q118 124 128 118" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M4 60 Q64 46 124 60 Q128 72 120 80 Q124 92 112 100 Q112 112 96 114 Q86 124 72 118 Q64 126 56 118 Q42 124 32 114 Q16 112 16 100 Q4 92 8 80 Q0 72 4 60 Z" fill="#bcaaa4"/>
    <ellipse cx="64" cy="60" rx="60" ry="12" fill="#d7ccc8"/>
    <path d="M22 80 Q34 90 28 104 M46 80 Q56 96 48 112 M80 80 Q70 96 80 112 M104 80 Q94 92 100 104" fill="none" stroke="#000" stroke-width="1"/>`),
}
