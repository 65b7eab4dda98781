import { drawing } from './drawing'

/** A thin bird's leg down to three toes on the ground, as strokes. */
const birdLeg = (x: number, top: number, bottom: number, lean = 0) =>
  `<path d="M${x} ${top} L${x + lean} ${bottom} M${x + lean} ${bottom} l-7 2 M${x + lean} ${bottom} l3 3 M${x + lean} ${bottom} l5 1" fill="none" stroke="#000" stroke-width="3"/>`

/** White spots in rows over a rounded body: the guinea fowl's speckles. */
function speckles(cx: number, cy: number, rx: number, ry: number): string {
  let out = ''
  for (let row = 0, y = cy - ry + 9; y < cy + ry - 4; row++, y += 14)
    for (let x = cx - rx + 9 + (row % 2) * 7; x < cx + rx - 4; x += 14) {
      const [dx, dy] = [(x - cx) / rx, (y - cy) / ry]
      if (dx * dx + dy * dy < 0.7) out += `<circle cx="${x}" cy="${y}" r="4.6" fill="#fafafa"/>`
    }
  return out
}

/**
 * More animals children ask for that were drawn as a kin or refused (docs/decisions/0215-animals-kin-drawn.md),
 * each with what makes it that animal drawn big, side on and facing left like the other animals: the pike's long
 * flat snout and fins set far back, the hoopoe's fan crest, the oystercatcher's black-and-white coat and long
 * orange bill, the lapwing's wispy crest, the sunbird's curved bill at a flower, the curlew's long down-curved
 * bill, the guinea fowl's
 * speckled round body and bony casque, the wolverine's pale side band, the chamois's hooked horns and face stripe,
 * the bush baby's huge eyes as it clings upright.
 */
export const ANIMALS_KIN_DRAWN_MORE = {
  // A pike: a long torpedo body, a long flat duck-bill snout with its wide jaw, the back fin and the belly fin
  // set far back by the forked tail, pale spots along its side.
  pike: drawing(`
    <path d="M96 58 L124 40 Q118 62 124 84 L96 70 Z" fill="#7cb342"/>
    <path d="M78 54 Q86 38 98 52 Z" fill="#7cb342"/>
    <path d="M80 72 Q90 88 98 70 Z" fill="#7cb342"/>
    <path d="M50 72 Q54 84 62 74 Z" fill="#9ccc65"/>
    <path d="M2 61 Q6 57 28 53 Q60 48 100 56 Q104 64 100 72 Q60 78 28 73 Q8 70 2 65 Z" fill="#aed581"/>
    <path d="M3 63 Q16 65 30 63" fill="none" stroke="#000" stroke-width="2.5"/>
    <path d="M34 56 Q38 64 34 72" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M42 64 Q48 70 54 66 Z" fill="#c5e1a5"/>
    <ellipse cx="52" cy="60" rx="3" ry="2" fill="#f1f8e9"/><ellipse cx="64" cy="58" rx="3" ry="2" fill="#f1f8e9"/>
    <ellipse cx="76" cy="60" rx="3" ry="2" fill="#f1f8e9"/><ellipse cx="62" cy="67" rx="3" ry="2" fill="#f1f8e9"/>
    <ellipse cx="74" cy="68" rx="3" ry="2" fill="#f1f8e9"/><ellipse cx="86" cy="64" rx="3" ry="2" fill="#f1f8e9"/>
    <circle cx="24" cy="59" r="3.5" fill="#fff59d"/><circle cx="24" cy="59" r="1.8" fill="#212121"/>`),
  // A hoopoe: a pinkish-buff bird on the ground, its big fan crest of feathers tipped black raised on its head,
  // black-and-white barred wings and tail, a long thin down-curved bill.
  hoopoe: drawing(`
    ${birdLeg(62, 96, 120, -2)}${birdLeg(74, 96, 120, 2)}
    <path d="M92 70 L122 86 L116 96 L88 84 Z" fill="#fafafa"/>
    <path d="M100 75 L96 86 M110 80 L106 91" fill="none" stroke="#000" stroke-width="5"/>
    <path d="M36 68 Q40 52 60 54 Q88 56 96 76 Q92 96 68 98 Q44 96 36 68 Z" fill="#ffcc80"/>
    <path d="M58 66 Q80 62 94 76 Q88 92 66 90 Q56 80 58 66 Z" fill="#fafafa"/>
    <path d="M66 66 L70 88 M76 66 L78 90 M86 70 L86 88" fill="none" stroke="#000" stroke-width="5"/>
    <path d="M26 38 Q16 14 22 8 Q28 16 32 30 Q30 8 38 4 Q42 16 40 30 Q44 8 52 8 Q54 20 48 34 Q58 16 64 20 Q62 32 52 42 Z" fill="#ffb74d"/>
    <path d="M22 8 Q21 13 24 16 M38 4 Q36 9 38 13 M52 8 Q49 12 50 17 M64 20 Q59 21 58 25" fill="none" stroke="#000" stroke-width="5"/>
    <path d="M24 44 Q28 32 42 34 Q54 38 50 54 Q46 64 34 62 Q24 58 24 44 Z" fill="#ffcc80"/>
    <path d="M26 46 Q14 48 6 58 Q14 52 26 51 Z" fill="#424242"/>
    <circle cx="34" cy="44" r="2.8" fill="#212121"/>`),
  // An oystercatcher: a stocky wader, black head, breast and back over a white belly, a long straight orange
  // bill, a red eye, and sturdy pink legs.
  oystercatcher: drawing(`
    <path d="M66 92 L64 120 M80 92 L82 120" fill="none" stroke="#f48fb1" stroke-width="5"/>
    <path d="M64 120 l-8 2 M64 120 l4 3 M82 120 l-6 2 M82 120 l6 2" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M40 64 Q50 52 72 54 Q104 56 122 72 Q104 76 96 82 Q86 96 66 96 Q46 92 40 64 Z" fill="#fafafa"/>
    <path d="M40 64 Q50 52 72 54 Q104 56 122 72 Q100 72 84 74 Q64 76 50 72 Q44 70 40 64 Z" fill="#212121"/>
    <path d="M74 70 Q92 70 104 72" fill="none" stroke="#fafafa" stroke-width="3"/>
    <path d="M28 42 Q34 30 46 32 Q56 36 54 50 Q52 62 44 70 L38 66 Q30 56 28 42 Z" fill="#212121"/>
    <path d="M32 38 L4 43 Q1 45 4 48 L32 48 Z" fill="#ff7043"/>
    <circle cx="40" cy="40" r="4" fill="#e53935"/>`),
  // A lapwing: a plover on longish legs, its long thin wispy crest curling up from the back of its head, a dark
  // cap and breast band over a white face and belly, a short bill, dark shining back.
  lapwing: drawing(`
    ${birdLeg(62, 92, 120, -2)}${birdLeg(76, 92, 120, 2)}
    <path d="M38 66 Q44 52 64 52 Q96 54 114 72 Q100 76 92 80 Q82 96 64 96 Q44 92 38 66 Z" fill="#fafafa"/>
    <path d="M44 58 Q60 50 80 54 Q104 58 114 72 Q96 74 80 72 Q60 70 48 64 Z" fill="#558b2f"/>
    <path d="M72 58 Q88 60 100 68" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M32 52 Q40 50 50 52 Q52 60 48 66 Q40 66 34 62 Z" fill="#212121"/>
    <path d="M26 36 Q30 24 42 26 Q52 30 50 42 Q48 52 38 52 Q28 50 26 36 Z" fill="#fafafa"/>
    <path d="M26 34 Q30 24 42 26 Q50 28 52 34 Q40 32 26 36 Z" fill="#212121"/>
    <path d="M48 30 Q62 10 76 12 Q66 14 56 28 Z" fill="#212121"/>
    <path d="M28 38 L14 42 L28 45 Z" fill="#212121"/>
    <circle cx="35" cy="38" r="2.6" fill="#212121"/>`),
  // A sunbird: a small bird perched on a stem at a trumpet flower, its long thin down-curved bill in the
  // flower, a shining throat, two long streamer feathers in its tail.
  sunbird: drawing(`
    <path d="M84 126 Q80 100 60 92" fill="none" stroke="#33691e" stroke-width="4"/>
    <path d="M76 106 Q92 96 100 104 Q90 110 76 106 Z" fill="#7cb342"/>
    <path d="M86 76 L118 118 L112 120 L82 82 Z" fill="#3949ab"/>
    <path d="M48 62 Q56 48 74 52 Q96 58 94 78 Q88 90 70 90 Q50 86 48 62 Z" fill="#5c6bc0"/>
    <path d="M62 62 Q80 60 90 76 Q80 84 66 80 Z" fill="#3f51b5"/>
    <path d="M66 90 L62 96 M74 90 L72 96" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M46 62 Q56 78 72 86 Q56 88 50 80 Z" fill="#ef5350"/>
    <path d="M34 48 Q38 36 50 38 Q60 42 58 54 Q54 64 44 62 Q34 58 34 48 Z" fill="#26a69a"/>
    <path d="M36 46 Q22 44 12 54 Q22 48 36 51 Z" fill="#212121"/>
    <circle cx="43" cy="47" r="2.6" fill="#212121"/>
    <path d="M14 74 Q0 60 6 48 Q14 54 16 62 Q22 54 28 58 Q20 66 18 76 Z" fill="#ffb300"/>
    <path d="M16 74 Q22 90 30 98" fill="none" stroke="#33691e" stroke-width="3"/>`),
  // A curlew: a streaky brown wader on long legs, its very long thin bill curving down far in front of it.
  curlew: drawing(`
    ${birdLeg(62, 92, 122, -2)}${birdLeg(76, 92, 122, 2)}
    <path d="M90 68 L120 80 L116 88 L86 82 Z" fill="#a1887f"/>
    <path d="M38 62 Q44 50 64 50 Q92 52 100 74 Q92 94 66 94 Q44 90 38 62 Z" fill="#d7ccc8"/>
    <path d="M56 58 Q80 54 96 72 Q86 84 64 80 Q56 70 56 58 Z" fill="#a1887f"/>
    <path d="M64 62 l4 6 M74 60 l4 6 M84 64 l4 6 M70 70 l4 6" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M30 42 Q34 30 46 32 Q56 36 52 48 Q48 58 42 60 Q32 56 30 42 Z" fill="#d7ccc8"/>
    <path d="M32 40 Q24 42 16 50 Q8 60 4 74 L7 75 Q12 62 19 54 Q26 47 33 45 Z" fill="#5d4037"/>
    <circle cx="39" cy="40" r="2.6" fill="#212121"/>`),
  // A guinea fowl: a round dark grey body covered in white speckles on short legs, a small bare head on a thin
  // neck with a bony casque on top and red wattles under its beak.
  'guinea-fowl': drawing(`
    ${birdLeg(58, 98, 120, -2)}${birdLeg(74, 98, 120, 2)}
    <path d="M40 66 Q44 42 72 40 Q104 42 114 74 Q112 100 76 102 Q44 100 40 66 Z" fill="#546e7a"/>
    ${speckles(77, 72, 36, 30)}
    <path d="M34 40 Q32 54 44 62 L50 52 Q42 48 42 38 Z" fill="#37474f"/>
    <path d="M22 30 Q26 20 36 22 Q44 26 42 36 Q38 44 30 42 Q22 40 22 30 Z" fill="#e3f2fd"/>
    <path d="M28 22 L32 10 L38 22 Z" fill="#ffcc80"/>
    <path d="M23 30 L12 34 L23 37 Z" fill="#ffcc80"/>
    <path d="M24 38 Q20 46 26 46 Q30 42 28 38 Z" fill="#e53935"/>
    <circle cx="31" cy="29" r="2.6" fill="#212121"/>`),
  // A wolverine: a stocky low body with an arched back on short thick legs and big clawed paws, a short bushy
  // tail, a broad head with small round ears, and the pale band running along its side from shoulder to tail.
  wolverine: drawing(`
    <path d="M98 64 Q118 60 122 76 Q116 84 104 80 Z" fill="#4e342e"/>
    <path d="M40 92 L38 114 L52 114 L54 94 Z M88 92 L90 114 L104 114 L102 90 Z" fill="#3e2723"/>
    <path d="M34 76 Q40 50 70 50 Q100 50 106 74 Q106 96 86 98 L50 98 Q34 96 34 76 Z" fill="#5d4037"/>
    <path d="M48 72 Q70 60 104 72 Q100 80 92 80 Q70 72 50 80 Z" fill="#d7ccc8"/>
    <path d="M54 94 L54 116 L68 116 L68 96 Z M76 94 L78 116 L92 116 L90 96 Z" fill="#3e2723"/>
    <path d="M38 114 l-3 4 M44 114 l-1 4 M54 116 l-3 4 M60 116 l-1 4 M76 116 l-2 4 M82 116 l0 4" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M20 58 Q22 50 30 50 Q34 46 38 52 Q46 58 44 72 Q40 82 28 82 Q12 80 8 72 Q8 62 20 58 Z" fill="#6d4c41"/>
    <path d="M26 52 Q26 44 32 44 Q38 46 36 54 Z" fill="#5d4037"/>
    <path d="M8 68 Q16 62 26 64 Q30 70 24 76 Q14 78 8 72 Z" fill="#a1887f"/>
    <ellipse cx="8" cy="68" rx="3" ry="2.5" fill="#212121"/>
    <circle cx="26" cy="60" r="2.6" fill="#212121"/>`),
  // A chamois: a slim goat-antelope on thin legs, its short black horns straight up and hooked back at the tip,
  // a pale face with a dark stripe through the eye, a short tail.
  chamois: drawing(`
    <path d="M44 84 L42 122 L48 122 L52 86 Z M58 86 L58 122 L64 122 L64 86 Z M88 84 L86 122 L92 122 L96 84 Z M100 82 L102 122 L108 122 L106 80 Z" fill="#5d4037"/>
    <path d="M104 60 Q114 58 114 66 Q110 70 104 68 Z" fill="#4e342e"/>
    <path d="M38 66 Q42 52 66 54 Q96 54 108 62 Q112 80 100 88 L50 90 Q38 86 38 66 Z" fill="#8d6e63"/>
    <path d="M36 70 Q30 50 34 38 L46 40 Q48 56 52 64 Z" fill="#8d6e63"/>
    <path d="M28 26 Q26 14 30 6 Q38 2 40 10 Q36 8 34 12 Q33 20 34 26 Z" fill="#212121"/>
    <path d="M36 26 Q36 14 42 8 Q50 6 50 14 Q46 10 44 14 Q41 20 42 27 Z" fill="#212121"/>
    <path d="M22 32 Q24 22 36 22 Q48 24 48 36 Q46 44 38 46 L18 50 Q10 50 10 44 Q12 38 22 32 Z" fill="#efebe9"/>
    <path d="M14 46 Q24 40 30 32 Q36 28 42 30 Q40 36 32 40 Q22 46 16 50 Z" fill="#4e342e"/>
    <path d="M46 26 Q54 18 56 26 Q52 32 46 32 Z" fill="#d7ccc8"/>
    <circle cx="34" cy="34" r="2.6" fill="#fafafa"/>
    <ellipse cx="12" cy="46" rx="2.4" ry="2" fill="#212121"/>`),
  // A bush baby (galago): a tiny furry body upright as it clings, two enormous round eyes, big thin
  // rounded ears, long back legs folded and a long bushy tail hanging down.
  'bush-baby': drawing(`
    <path d="M70 86 Q60 100 62 118 Q64 126 70 124 Q72 110 78 96 Z" fill="#bcaaa4"/>
    <path d="M52 56 Q54 40 70 42 Q88 46 86 70 Q86 92 70 94 Q52 92 52 56 Z" fill="#d7ccc8"/>
    <path d="M62 84 Q76 80 86 88 Q84 96 70 96 Q60 94 62 84 Z" fill="#bcaaa4"/>
    <path d="M76 60 Q84 58 88 62 Q86 66 78 66 Z M78 76 Q86 74 88 78 Q86 82 78 82 Z" fill="#a1887f"/>
    <path d="M28 14 Q20 -2 34 2 Q42 8 40 22 Z M64 12 Q74 -2 78 8 Q76 18 62 24 Z" fill="#efebe9"/>
    <path d="M24 30 Q24 10 50 10 Q76 10 76 30 Q76 52 50 54 Q24 52 24 30 Z" fill="#d7ccc8"/>
    <circle cx="39" cy="30" r="11" fill="#fff8e1"/><circle cx="61" cy="30" r="11" fill="#fff8e1"/>
    <circle cx="39" cy="30" r="6" fill="#212121"/><circle cx="61" cy="30" r="6" fill="#212121"/>
    <path d="M47 44 L50 47 L53 44" fill="none" stroke="#000" stroke-width="2"/>`),
}
