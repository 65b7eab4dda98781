import { drawing } from './drawing'

const spots = (at: [number, number, number][]) =>
  at.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#5d4037"/>`).join('')

/**
 * Animals and birds no emoji and no icon family draws (docs/decisions/0107-own-animal-drawings.md). Each stands
 * side on, facing left, its feet on the bottom edge, as the emoji animals do, so the scene can pose it; what
 * tells it from its kin is drawn big (the pelican's pouch, the narwhal's tusk, the cheetah's tear lines).
 */
export const ANIMALS = {
  // A pelican standing: the long beak with its deep pouch, the crook of its neck, short legs, webbed feet.
  pelican: drawing(`
    <rect x="58" y="96" width="8" height="24" fill="#ffb74d"/><rect x="76" y="96" width="8" height="24" fill="#ffb74d"/>
    <path d="M52 124 L60 116 L68 124 Z" fill="#ffb74d"/><path d="M70 124 L78 116 L88 124 Z" fill="#ffb74d"/>
    <path d="M40 72 Q48 50 80 52 Q106 54 126 74 Q112 78 104 76 Q98 100 70 102 Q44 100 40 72 Z" fill="#eceff1"/>
    <path d="M58 66 Q82 56 110 70 Q96 90 68 88 Q54 80 58 66 Z" fill="#cfd8dc"/>
    <path d="M74 74 Q88 76 100 72 M70 80 Q84 84 96 80" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M38 78 Q30 52 36 30 L50 30 Q46 54 56 72 Z" fill="#eceff1"/>
    <ellipse cx="42" cy="26" rx="14" ry="11" fill="#eceff1"/>
    <path d="M30 20 L2 32 L2 38 L34 30 Z" fill="#ffcc80"/>
    <path d="M4 38 Q10 60 30 50 Q36 44 34 30 Z" fill="#ffb74d"/>
    <circle cx="42" cy="22" r="4" fill="#212121"/>`),
  // A puffin standing upright: the big striped beak, the white face and belly, the dark back, orange feet.
  puffin: drawing(`
    <path d="M44 118 L40 126 L64 126 L60 114 Z" fill="#ff8a65"/><path d="M70 118 L68 126 L92 126 L86 114 Z" fill="#ff8a65"/>
    <path d="M94 92 L116 110 L104 114 Z" fill="#37474f"/>
    <ellipse cx="68" cy="80" rx="32" ry="40" fill="#37474f"/>
    <ellipse cx="60" cy="86" rx="22" ry="32" fill="#fafafa"/>
    <path d="M76 60 Q104 66 98 104 Q86 100 78 84 Z" fill="#546e7a"/>
    <circle cx="58" cy="36" r="24" fill="#37474f"/>
    <ellipse cx="50" cy="40" rx="16" ry="15" fill="#fafafa"/>
    <path d="M38 26 Q14 30 10 50 Q26 54 42 48 Z" fill="#ff7043"/>
    <path d="M38 26 Q32 28 32 36 L34 50 L42 48 Z" fill="#ffca28"/>
    <path d="M20 36 Q22 44 20 50 M28 32 Q30 42 28 50" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="52" cy="34" r="5" fill="#212121"/>
    <path d="M56 36 L66 40" fill="none" stroke="#000" stroke-width="1"/>`),
  // A cardinal standing: the tall pointed crest, the dark mask round the thick cone beak, a long tail.
  cardinal: drawing(`
    <path d="M56 102 L56 120 M72 102 L72 120" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M48 122 L64 122 L56 118 Z M64 122 L80 122 L72 118 Z" fill="#8d6e63"/>
    <path d="M82 74 L124 102 L118 112 L76 90 Z" fill="#e53935"/>
    <ellipse cx="64" cy="80" rx="30" ry="24" fill="#ef5350"/>
    <path d="M62 70 Q86 64 100 84 Q84 96 66 90 Z" fill="#e53935"/>
    <path d="M70 76 Q84 78 92 86" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 58 Q30 34 44 24 L50 2 Q64 20 60 36 Q62 56 50 66 Z" fill="#ef5350"/>
    <path d="M26 42 Q36 38 46 46 Q46 58 34 62 Q26 60 26 42 Z" fill="#424242"/>
    <path d="M28 40 L10 48 L28 56 Z" fill="#ff8a65"/>
    <circle cx="42" cy="42" r="4" fill="#fafafa"/>`),
  // A woodpecker clinging to a stump: upright on its stiff tail, the red cap, the long chisel beak, barred back.
  woodpecker: drawing(`
    <rect x="84" y="4" width="36" height="122" fill="#a1887f"/>
    <path d="M92 20 Q96 40 92 60 M110 40 Q106 70 112 96 M96 86 Q100 104 94 120" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M74 88 L86 124 L78 126 L66 96 Z" fill="#424242"/>
    <ellipse cx="66" cy="66" rx="22" ry="34" fill="#fafafa"/>
    <path d="M66 36 Q92 44 86 96 Q72 100 66 90 Q72 64 66 36 Z" fill="#424242"/>
    <path d="M72 54 L84 56 M72 66 L86 68 M72 78 L86 80" fill="none" stroke="#fafafa" stroke-width="3"/>
    <path d="M72 98 L86 96 M70 76 L86 74" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="58" cy="28" r="18" fill="#fafafa"/>
    <path d="M42 22 Q50 6 66 10 Q76 16 74 26 Q60 18 42 22 Z" fill="#e53935"/>
    <path d="M42 30 L8 26 L8 30 L42 36 Z" fill="#8d6e63"/>
    <path d="M48 38 Q60 40 72 34" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="54" cy="26" r="4" fill="#212121"/>
    <path d="M78 74 L88 70 M76 92 L88 90" fill="none" stroke="#000" stroke-width="2"/>`),
  // A narwhal: the long spiralled tusk, a spotted back, the flukes behind.
  narwhal: drawing(`
    <path d="M100 56 Q112 50 114 36 L122 38 Q120 58 106 70 Z" fill="#cfd8dc"/><path d="M116 38 Q100 26 96 30 Q104 40 116 42 Q126 40 128 30 Q122 28 116 38 Z" fill="#b0bec5"/>
    <path d="M18 72 Q20 48 54 46 Q88 44 110 62 Q98 76 76 82 Q42 88 24 84 Q14 80 18 72 Z" fill="#cfd8dc"/>
    <path d="M26 58 L2 16 L8 14 L34 54 Z" fill="#fff8e1"/>
    <path d="M8 22 L12 20 M12 29 L17 26 M17 36 L22 33 M22 43 L27 40 M26 50 L31 47" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M52 78 Q54 96 68 100 Q70 88 64 78 Z" fill="#b0bec5"/>
    ${spots([
      [56, 54, 4],
      [72, 52, 5],
      [88, 56, 4],
      [66, 64, 4],
      [82, 66, 4],
      [98, 64, 4],
    ])}
    <circle cx="32" cy="66" r="4" fill="#212121"/>
    <path d="M20 76 Q28 80 38 76" fill="none" stroke="#000" stroke-width="1"/>`),
  // A beluga: the round bulging forehead, a short beak and a smile, no fin on its back.
  beluga: drawing(`
    <path d="M100 60 Q112 54 114 40 L122 42 Q120 62 106 74 Z" fill="#fafafa"/><path d="M116 42 Q100 30 96 34 Q104 44 116 46 Q126 44 128 34 Q122 32 116 42 Z" fill="#eceff1"/>
    <path d="M14 70 Q8 60 18 54 Q20 32 44 32 Q64 32 80 44 Q100 54 112 66 Q96 82 70 86 Q34 90 16 80 Q4 78 14 70 Z" fill="#fafafa"/>
    <path d="M16 54 Q28 50 32 40" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M6 74 Q20 78 34 70" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M50 82 Q50 100 64 104 Q68 92 62 82 Z" fill="#eceff1"/>
    <circle cx="40" cy="60" r="4" fill="#212121"/>
    <path d="M56 44 Q60 56 56 70" fill="none" stroke="#000" stroke-width="1"/>`),
  // A Dalmatian: a dog with drop ears and a thin tail, spotted all over, a red collar.
  dalmatian: drawing(`
    <rect x="42" y="72" width="10" height="48" fill="#eeeeee"/><rect x="88" y="72" width="10" height="48" fill="#eeeeee"/>
    <path d="M104 60 Q118 50 122 30 L128 32 Q124 58 108 68 Z" fill="#fafafa"/>
    <path d="M34 56 Q60 48 96 52 Q112 56 110 72 Q106 84 92 84 L48 84 Q34 80 34 56 Z" fill="#fafafa"/>
    <path d="M34 72 L46 72 L46 118 L34 118 Z M96 72 L108 72 L108 118 L96 118 Z" fill="#fafafa"/>
    <path d="M30 124 Q30 116 40 116 Q50 116 50 124 Z M92 124 Q92 116 102 116 Q112 116 112 124 Z" fill="#fafafa"/>
    <path d="M26 44 L44 40 L52 62 L36 70 Z" fill="#fafafa"/>
    <path d="M28 46 L46 42 L48 50 L30 54 Z" fill="#e53935"/>
    <path d="M16 26 Q26 14 40 20 Q48 28 44 40 L34 50 Q24 52 10 48 Q2 44 4 38 Q8 34 16 32 Z" fill="#fafafa"/>
    <path d="M32 20 Q46 20 46 32 Q46 46 40 48 Q32 40 30 24 Z" fill="#eeeeee"/>
    <circle cx="6" cy="38" r="5" fill="#212121"/>
    <circle cx="22" cy="30" r="4" fill="#212121"/>
    <path d="M8 46 Q16 50 24 46" fill="none" stroke="#000" stroke-width="1"/>
    ${spots([
      [50, 62, 5],
      [64, 58, 4],
      [78, 66, 5],
      [94, 60, 4],
      [62, 74, 4],
      [100, 74, 4],
      [40, 96, 4],
      [102, 100, 4],
      [16, 40, 4],
      [110, 46, 4],
    ])}`),
  // A cheetah running-built: long legs, small round head, the black tear line from eye to mouth, spots, a long
  // tail that curls up at its tip.
  cheetah: drawing(`
    <path d="M30 70 L38 70 L36 118 L40 124 L28 124 L30 118 Z" fill="#ffe082"/>
    <path d="M96 70 L104 70 L104 118 L108 124 L96 124 L96 118 Z" fill="#ffe082"/>
    <path d="M104 58 Q126 68 120 96 Q118 110 126 112 L124 120 Q108 116 112 96 Q116 74 100 66 Z" fill="#ffe082"/>
    <path d="M116 104 L124 104 M114 92 L122 94 M114 80 L121 78" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M26 58 Q38 44 70 48 Q100 44 110 56 Q116 76 100 82 Q70 86 40 80 Q24 72 26 58 Z" fill="#ffe082"/>
    <path d="M38 74 L48 74 L46 118 L50 124 L36 124 L38 118 Z" fill="#ffe082"/>
    <path d="M92 68 Q108 76 106 96 L108 118 L112 124 L98 124 L98 118 L94 92 Z" fill="#ffe082"/>
    <path d="M18 38 Q18 28 26 32 Z M28 34 Q34 26 38 38 Z" fill="#ffe082"/>
    <ellipse cx="26" cy="46" rx="13" ry="11" fill="#ffe082"/>
    <path d="M18 46 Q8 46 6 52 Q8 58 18 58 Z" fill="#fff8e1"/>
    <circle cx="7" cy="51" r="3" fill="#212121"/>
    <path d="M20 42 Q14 50 16 58" fill="none" stroke="#000" stroke-width="2"/>
    <circle cx="22" cy="41" r="3.5" fill="#212121"/>
    ${spots([
      [48, 60, 4],
      [62, 56, 4],
      [78, 58, 4],
      [94, 56, 4],
      [56, 70, 4],
      [72, 70, 4],
      [88, 68, 4],
      [104, 64, 4],
      [42, 96, 3],
      [100, 100, 3],
    ])}`),
  // A coyote: tall pointed ears, a long narrow muzzle, a lean body, the bushy tail hanging low.
  coyote: drawing(`
    <path d="M40 76 L48 76 L46 120 L38 120 Z M92 74 L100 74 L100 120 L92 120 Z" fill="#bcaaa4"/>
    <path d="M104 56 Q126 64 124 98 Q118 110 108 102 Q112 80 98 66 Z" fill="#d7ccc8"/>
    <path d="M112 100 Q118 110 124 98 Q124 92 120 90 Q114 96 112 100 Z" fill="#5d4037"/>
    <path d="M32 58 Q48 48 78 52 Q100 48 108 62 Q110 78 96 82 L50 84 Q32 78 32 58 Z" fill="#d7ccc8"/>
    <path d="M42 76 Q70 86 98 78" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 74 L38 74 L38 118 L44 124 L30 124 Z M100 72 L108 72 L106 118 L112 124 L98 124 Z" fill="#d7ccc8"/>
    <path d="M24 50 Q38 40 46 62 L34 70 Q26 64 24 50 Z" fill="#d7ccc8"/>
    <path d="M36 36 L44 14 L48 40 Z" fill="#bcaaa4"/>
    <path d="M22 40 L4 50 L6 56 L22 58 Q38 58 40 44 Q38 32 26 32 Z" fill="#d7ccc8"/>
    <path d="M24 34 L30 10 L38 36 Z" fill="#d7ccc8"/>
    <path d="M28 30 L30 20 L34 32 Z" fill="#efebe9"/>
    <circle cx="5" cy="52" r="4" fill="#212121"/>
    <circle cx="26" cy="42" r="3" fill="#212121"/>
    <path d="M8 56 Q16 58 24 54" fill="none" stroke="#000" stroke-width="1"/>`),
  // A possum: the pointed white face, round dark ears, a grey shaggy body, pink feet and the long bare tail.
  possum: drawing(`
    <path d="M94 82 Q122 84 124 104 Q126 122 108 120 Q96 116 102 106 Q108 104 110 110 Q116 110 114 102 Q110 92 92 92 Z" fill="#f8bbd0"/>
    <path d="M40 92 L50 92 L50 118 L40 118 Z M82 92 L92 92 L92 118 L82 118 Z" fill="#9e9e9e"/>
    <path d="M28 72 Q34 46 66 46 Q98 46 102 76 Q102 96 82 98 L44 98 Q28 92 28 72 Z" fill="#bdbdbd"/>
    <path d="M50 58 Q54 62 52 68 M66 56 Q70 60 68 66 M82 58 Q86 62 84 68 M58 74 Q62 78 60 84 M76 74 Q80 78 78 84" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M34 94 L44 94 L44 118 L34 118 Z M76 94 L86 94 L86 118 L76 118 Z" fill="#bdbdbd"/>
    <path d="M30 124 Q30 116 40 116 Q48 116 48 124 Z M72 124 Q72 116 82 116 Q90 116 90 124 Z" fill="#f8bbd0"/>
    <circle cx="34" cy="50" r="8" fill="#424242"/>
    <path d="M40 58 Q38 46 26 50 L4 72 L8 78 Q24 82 40 76 Z" fill="#fafafa"/>
    <circle cx="5" cy="74" r="4" fill="#f48fb1"/>
    <circle cx="26" cy="60" r="4" fill="#212121"/>`),
  // A mole coming up out of its molehill: the pink pointed snout, whiskers, the two big digging paws.
  mole: drawing(`
    <path d="M34 96 Q30 50 64 44 Q98 50 94 96 Z" fill="#616161"/>
    <path d="M54 64 Q64 52 74 64 L68 80 Q64 84 60 80 Z" fill="#f48fb1"/>
    <circle cx="64" cy="80" r="5" fill="#ec407a"/>
    <path d="M54 78 L36 72 M54 82 L36 84 M74 78 L92 72 M74 82 L92 84" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="50" cy="60" r="4" fill="#212121"/><circle cx="78" cy="60" r="4" fill="#212121"/>
    <path d="M0 126 Q8 92 40 88 Q64 84 88 88 Q120 92 128 126 Z" fill="#a1887f"/>
    <circle cx="16" cy="112" r="6" fill="#8d6e63"/><circle cx="104" cy="108" r="6" fill="#8d6e63"/><circle cx="62" cy="112" r="7" fill="#8d6e63"/>
    <path d="M26 96 Q28 82 44 84 Q52 90 48 100 Q38 104 26 96 Z" fill="#f8bbd0"/>
    <path d="M102 96 Q100 82 84 84 Q76 90 80 100 Q90 104 102 96 Z" fill="#f8bbd0"/>
    <path d="M30 90 L26 84 M36 88 L34 80 M42 88 L42 80 M98 90 L102 84 M92 88 L94 80 M86 88 L86 80" fill="none" stroke="#000" stroke-width="1"/>`),
  // A platypus: the flat duck bill, a low furry body, the broad flat tail and webbed feet.
  platypus: drawing(`
    <path d="M40 104 L30 122 L38 118 L42 124 L48 116 L54 122 L54 104 Z" fill="#8d6e63"/>
    <path d="M94 84 Q110 70 126 80 Q128 98 112 104 Q100 102 96 96 Z" fill="#8d6e63"/>
    <path d="M104 82 L120 96 M112 78 L124 90 M102 92 L112 98" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M26 88 Q30 64 60 62 Q92 60 104 84 Q104 106 80 108 L40 108 Q24 104 26 88 Z" fill="#a1887f"/>
    <path d="M74 104 L68 122 L76 118 L80 124 L86 116 L92 122 L90 102 Z" fill="#8d6e63"/>
    <ellipse cx="36" cy="84" rx="16" ry="13" fill="#a1887f"/>
    <path d="M24 80 L14 76 Q0 72 0 86 Q0 100 14 96 L24 92 Z" fill="#616161"/>
    <circle cx="8" cy="80" r="2.5" fill="#212121"/>
    <path d="M2 88 Q12 90 24 86" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="34" cy="78" r="4" fill="#212121"/>`),
  // A pangolin walking: its back and tail covered in rows of overlapping scales, the small pointed head low.
  pangolin: drawing(`
    <path d="M38 94 L50 94 L48 120 L36 120 Z M84 94 L96 94 L96 120 L84 120 Z" fill="#a1887f"/>
    <path d="M22 90 Q26 52 62 44 Q98 42 112 74 Q120 96 126 122 L112 122 Q104 102 94 98 L40 100 Q24 100 22 90 Z" fill="#bcaaa4"/>
    <path d="M36 60 Q42 68 48 60 Q54 68 60 60 Q66 68 72 60 Q78 68 84 60 Q90 68 96 62" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M28 74 Q34 82 40 74 Q46 82 52 74 Q58 82 64 74 Q70 82 76 74 Q82 82 88 74 Q94 82 100 74 Q104 80 108 78" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 88 Q36 96 42 88 Q48 96 54 88 Q60 96 66 88 Q72 96 78 88 Q84 96 90 88 Q96 96 102 88 Q106 94 112 92" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M48 48 Q54 54 60 48 Q66 54 72 48 Q78 54 84 50 M108 104 Q112 110 118 106 M104 92 Q108 98 114 96" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 96 L42 96 L42 118 L28 118 Z M78 96 L90 96 L90 118 L76 118 Z" fill="#d7ccc8"/>
    <path d="M26 124 L28 116 L44 116 L46 124 Z M74 124 L76 116 L92 116 L94 124 Z" fill="#d7ccc8"/>
    <path d="M30 78 Q16 80 2 96 Q12 102 30 98 Z" fill="#d7ccc8"/>
    <circle cx="18" cy="88" r="3" fill="#212121"/>`),
  // A stegosaurus: the two rows of plates on its arched back, the spiked tail, the small low head.
  stegosaurus: drawing(`
    <path d="M34 60 L28 40 L40 30 L48 52 Z M52 50 L50 24 L64 16 L70 44 Z M72 46 L74 20 L88 22 L88 48 Z M90 52 L98 32 L110 40 L102 62 Z" fill="#ffcc80"/>
    <path d="M106 66 L116 56 L116 70 Z" fill="#ffcc80"/>
    <path d="M114 76 L122 58 L124 62 L118 80 Z M120 80 L128 66 L128 72 L122 82 Z" fill="#e0e0e0"/>
    <path d="M40 86 L52 86 L52 120 L40 120 Z M86 82 L100 82 L100 120 L86 120 Z" fill="#81c784"/>
    <path d="M22 80 Q34 52 64 48 Q92 46 108 68 Q118 76 126 80 L124 86 Q110 86 100 84 L98 92 Q80 98 60 96 L40 94 Q30 92 24 88 Z" fill="#a5d6a7"/>
    <path d="M44 58 L40 44 L50 38 L56 54 Z M62 52 L62 34 L74 30 L76 50 Z M80 52 L86 36 L96 42 L92 58 Z" fill="#ffe0b2"/>
    <path d="M34 90 L48 90 L48 118 L34 118 Z M72 90 L88 90 L88 118 L72 118 Z" fill="#a5d6a7"/>
    <path d="M32 124 L32 116 L50 116 L50 124 Z M70 124 L70 116 L90 116 L90 124 Z" fill="#a5d6a7"/>
    <path d="M26 80 Q18 72 6 78 Q0 84 4 90 Q14 94 28 90 Z" fill="#a5d6a7"/>
    <circle cx="12" cy="82" r="3" fill="#212121"/>
    <path d="M4 88 Q12 90 18 88" fill="none" stroke="#000" stroke-width="1"/>`),
  // A manatee: one long rounded body from its blunt whiskered snout, the round paddle of a tail (no fish's fork),
  // a small flipper, the wrinkles of its neck.
  manatee: drawing(`
    <ellipse cx="110" cy="64" rx="17" ry="14" fill="#9e9e9e"/>
    <path d="M8 62 Q8 44 28 40 Q60 32 92 48 Q104 56 106 64 Q104 74 92 80 Q60 92 28 86 Q8 82 8 62 Z" fill="#bdbdbd"/>
    <path d="M8 60 Q4 76 16 82 Q28 84 30 70 Q26 56 12 54 Z" fill="#d7ccc8"/>
    <path d="M12 72 Q18 76 26 72" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M40 80 Q34 98 46 102 Q56 96 54 82 Z" fill="#9e9e9e"/>
    <circle cx="32" cy="54" r="3.5" fill="#212121"/>
    <path d="M40 44 Q44 62 40 80 M48 42 Q52 62 48 84" fill="none" stroke="#000" stroke-width="1"/>`),
  // A hyena: the sloping back from high shoulders, round ears, a heavy muzzle, a short mane and spots.
  hyena: drawing(`
    <path d="M36 70 L46 70 L44 120 L36 120 Z M88 80 L96 80 L96 120 L88 120 Z" fill="#bcaaa4"/>
    <path d="M100 68 Q116 70 118 88 Q110 92 100 78 Z" fill="#795548"/>
    <path d="M28 48 Q50 34 72 46 Q96 56 104 68 Q106 82 94 84 L48 86 Q28 76 28 48 Z" fill="#d7ccc8"/>
    <path d="M30 42 L34 34 L38 42 L42 34 L46 42 L50 36 L54 44 L58 38 L62 46" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M28 70 L40 70 L38 118 L44 124 L30 124 Z M94 80 L104 80 L104 118 L108 124 L96 124 Z" fill="#d7ccc8"/>
    <ellipse cx="30" cy="30" rx="5" ry="9" transform="rotate(20 30 30)" fill="#bcaaa4"/>
    <ellipse cx="38" cy="32" rx="5" ry="8" transform="rotate(30 38 32)" fill="#bcaaa4"/>
    <path d="M4 46 L20 38 Q30 34 38 38 Q46 46 42 54 Q38 60 28 60 L6 58 Q0 54 4 46 Z" fill="#d7ccc8"/>
    <path d="M4 46 Q0 54 6 58 L12 58 Q12 50 10 44 Z" fill="#795548"/>
    <path d="M8 54 Q18 56 26 52" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="26" cy="44" r="3.5" fill="#212121"/>
    ${spots([
      [56, 56, 4],
      [70, 60, 4],
      [84, 64, 4],
      [62, 72, 4],
      [78, 76, 4],
      [94, 74, 3],
    ])}`),
  // An anteater: the long tube of a snout, the small head, the pale-edged dark band over its shoulder, and the
  // great bushy tail.
  anteater: drawing(`
    <path d="M94 62 Q120 36 126 66 Q128 100 104 100 Q98 82 94 62 Z" fill="#bcaaa4"/>
    <path d="M104 62 Q114 70 112 90 M114 54 Q122 70 120 92" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M48 92 L58 92 L58 120 L48 120 Z M90 90 L100 90 L100 120 L90 120 Z" fill="#a1887f"/>
    <path d="M30 64 Q48 44 78 46 Q100 48 106 68 Q106 90 90 94 L44 94 Q28 84 30 64 Z" fill="#d7ccc8"/>
    <path d="M40 58 Q66 60 94 92 L80 94 Q62 72 34 68 Z" fill="#5d4037"/>
    <path d="M36 88 L48 88 L48 118 L36 118 Z M80 88 L92 88 L92 118 L80 118 Z" fill="#d7ccc8"/>
    <path d="M30 124 L36 116 L50 116 L50 124 Z M76 124 L80 116 L94 116 L94 124 Z" fill="#d7ccc8"/>
    <path d="M36 58 Q26 54 2 64 L2 72 Q20 74 38 74 Z" fill="#d7ccc8"/>
    <circle cx="28" cy="56" r="5" fill="#bcaaa4"/>
    <circle cx="24" cy="63" r="2.5" fill="#212121"/>`),
  // A gazelle: the slim deer-like build and long legs, ringed horns curving back, a dark band along its flank.
  gazelle: drawing(`
    <path d="M42 76 L48 76 L48 120 L42 120 Z M90 76 L96 76 L96 120 L90 120 Z" fill="#ffcc80"/>
    <path d="M104 58 L114 62 L110 74 L102 66 Z" fill="#ffcc80"/>
    <path d="M34 58 Q60 50 94 54 Q108 58 106 70 Q100 82 84 82 L50 82 Q34 78 34 58 Z" fill="#ffe0b2"/>
    <path d="M40 70 Q70 78 102 70 L100 74 Q70 82 42 76 Z" fill="#8d6e63"/>
    <path d="M34 78 L40 78 L40 118 L34 118 Z M96 76 L102 76 L104 118 L98 118 Z" fill="#ffe0b2"/>
    <path d="M32 124 L34 116 L42 116 L42 124 Z M96 124 L98 116 L106 116 L106 124 Z" fill="#5d4037"/>
    <path d="M28 62 L22 32 L34 28 L44 58 Z" fill="#ffe0b2"/>
    <path d="M30 22 Q28 6 40 0 L44 3 Q34 8 36 22 Z M24 22 Q20 8 30 2 L33 5 Q26 10 30 22 Z" fill="#8d6e63"/>
    <path d="M29 16 L34 16 M30 10 L36 9 M26 14 L30 14" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M36 22 Q50 18 48 28 Q42 30 36 28 Z" fill="#ffe0b2"/>
    <path d="M16 24 Q24 16 34 22 Q38 30 32 34 L12 40 Q6 38 8 32 Z" fill="#ffe0b2"/>
    <circle cx="9" cy="36" r="2.5" fill="#212121"/>
    <circle cx="24" cy="27" r="3" fill="#212121"/>
    <path d="M22 30 L14 36" fill="none" stroke="#000" stroke-width="1"/>`),
  // A roadrunner: long legs, the long tail held up behind, the ragged crest and the long straight beak.
  roadrunner: drawing(`
    <path d="M58 82 L52 104 L58 122 M70 82 L78 104 L72 122" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M46 124 L58 116 L68 124 Z M62 124 L72 116 L84 124 Z" fill="#8d6e63"/>
    <path d="M78 62 L122 22 L128 30 L86 74 Z" fill="#8d6e63"/>
    <path d="M96 50 L104 58 M106 40 L114 48" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="72" rx="28" ry="14" transform="rotate(-15 64 72)" fill="#bcaaa4"/>
    <path d="M48 68 L60 64 M56 76 L70 70 M66 82 L80 74" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M30 54 Q36 66 48 66 L52 58 Q42 54 40 46 Z" fill="#bcaaa4"/>
    <path d="M36 36 L40 16 L46 30 L52 14 L54 32 L60 22 L56 42 Z" fill="#5d4037"/>
    <circle cx="38" cy="44" r="12" fill="#bcaaa4"/>
    <path d="M28 40 L2 44 L2 48 L28 50 Z" fill="#8d6e63"/>
    <circle cx="38" cy="41" r="4" fill="#212121"/>
    <path d="M42 44 Q48 48 46 54" fill="none" stroke="#000" stroke-width="1"/>`),
  // A yak: the long shaggy coat hanging in a fringe nearly to its hooves, the hump, wide curved horns.
  yak: drawing(`
    <path d="M40 94 L52 94 L52 118 L40 118 Z M90 94 L102 94 L102 118 L90 118 Z" fill="#6d4c41"/>
    <path d="M38 124 L40 116 L54 116 L56 124 Z M88 124 L90 116 L104 116 L106 124 Z" fill="#424242"/>
    <path d="M110 52 Q124 62 120 90 L114 84 Q116 66 106 58 Z" fill="#795548"/>
    <path d="M24 52 Q34 28 58 30 Q84 32 104 42 Q116 52 114 72 L112 98 L106 92 L100 100 L94 92 L86 100 L80 92 L72 100 L66 92 L58 100 L52 92 L44 100 L38 92 L30 98 Q22 74 24 52 Z" fill="#8d6e63"/>
    <path d="M46 54 Q50 70 46 86 M66 50 Q70 70 66 88 M86 52 Q90 70 86 88" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M14 50 Q4 44 4 30 L10 30 Q12 42 20 46 Z" fill="#e0e0e0"/>
    <path d="M28 46 Q40 40 38 26 L44 26 Q48 44 32 52 Z" fill="#e0e0e0"/>
    <path d="M10 56 Q10 44 22 44 Q34 46 34 58 L30 78 L26 74 L22 80 L18 74 L12 78 Q8 68 10 56 Z" fill="#8d6e63"/>
    <ellipse cx="16" cy="68" rx="7" ry="5" fill="#a1887f"/>
    <circle cx="20" cy="54" r="3.5" fill="#212121"/>`),
  // A donkey standing (the emoji donkeys kick, and one reads as a leaping horse): long upright ears, a short
  // upright mane, a pale muzzle and belly, and a tail ending in a tuft.
  donkey: drawing(`
    <path d="M50 80 L58 80 L58 116 L50 116 Z M94 80 L102 80 L102 116 L94 116 Z" fill="#757575"/>
    <path d="M48 124 L50 114 L60 114 L60 124 Z M92 124 L94 114 L104 114 L104 124 Z" fill="#424242"/>
    <path d="M104 58 Q114 66 112 92 L108 92 Q108 70 100 62 Z" fill="#9e9e9e"/>
    <path d="M106 90 Q116 92 112 104 Q104 102 106 90 Z" fill="#616161"/>
    <path d="M34 62 Q38 50 60 50 L96 50 Q112 52 110 70 Q108 88 92 88 L48 88 Q32 84 34 62 Z" fill="#9e9e9e"/>
    <path d="M46 80 Q70 90 96 80 L94 86 Q70 94 48 86 Z" fill="#eeeeee"/>
    <path d="M36 80 L44 80 L44 116 L36 116 Z M84 80 L92 80 L92 116 L84 116 Z" fill="#9e9e9e"/>
    <path d="M34 124 L36 114 L46 114 L46 124 Z M82 124 L84 114 L94 114 L94 124 Z" fill="#424242"/>
    <path d="M36 70 L22 36 L38 30 L52 58 Z" fill="#9e9e9e"/>
    <path d="M30 26 L34 22 L54 56 L50 60 Z" fill="#616161"/>
    <path d="M12 34 Q20 24 34 28 Q42 32 40 42 L28 58 Q18 64 10 60 Q4 54 6 46 Z" fill="#9e9e9e"/>
    <ellipse cx="13" cy="55" rx="9" ry="7" fill="#eeeeee"/>
    <path d="M22 30 Q12 14 16 0 Q26 8 28 28 Z M30 28 Q30 10 42 2 Q44 16 36 32 Z" fill="#9e9e9e"/>
    <path d="M20 22 Q17 14 18 6 M34 24 Q36 14 40 8" fill="none" stroke="#000" stroke-width="1"/>
    <circle cx="24" cy="40" r="3" fill="#212121"/>
    <path d="M8 54 Q10 52 12 54 M10 60 Q14 62 18 60" fill="none" stroke="#000" stroke-width="1"/>`),
}
