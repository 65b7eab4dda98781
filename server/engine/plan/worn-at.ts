// Where a thing is worn on its wearer (worn-things.ts puts it there): a hat on the head, glasses on the eyes, a
// scarf or a jumper from the neck, boots on the feet. Apart from the reading, so the reading can ask it too.

import { type Concept, normalizePhrase, nounKind } from '../vocabulary'
import { groundAfterThings } from './ground-room'
import { holderAfterThings } from './holders-room'
import type { PropPlace } from './plan'

export type WornPlace = Extract<PropPlace, 'head' | 'eyes' | 'neck' | 'feet' | 'hand'>

// Where each wearable drawing is worn. Hats, crowns, bows and helmets go on the head (their zone says so).
const WORN_AT: Record<string, WornPlace> = {
  sunglasses: 'eyes',
  glasses: 'eyes',
  'diving-mask': 'eyes',
  // The art's mask is a domino mask, worn over the eyes ("a man in a white mask").
  mask: 'eyes',
  // An ogre's mask (Setsubun) is worn over the face as the domino mask is.
  'ogre-mask': 'eyes',
  goggles: 'eyes',
  scarf: 'neck',
  necktie: 'neck',
  'bow-tie': 'neck',
  // Mittens and gloves on the hands: a person's figure wears them, an animal has them beside it.
  gloves: 'hand',
  // A cape is tied at the neck (a person's figure draws it down the back); a coat hangs from the shoulders.
  cape: 'neck',
  coat: 'neck',
  raincoat: 'neck',
  // An apron is tied on over the clothes: a person's figure draws it, an animal has it at the neck.
  apron: 'neck',
  // A poncho hangs from the neck over the shoulders, as a cape does.
  poncho: 'neck',
  // A kimono and a sari: a person's figure wears them in its own lines (a wrapped, belted robe; a draped gown).
  kimono: 'neck',
  sari: 'neck',
  // A kilt, a hanbok, lederhosen, a dirndl: festival clothes a person's figure wears in its own lines.
  kilt: 'neck',
  hanbok: 'neck',
  lederhosen: 'neck',
  dirndl: 'neck',
  // Clothes a person's figure wears in its own lines (scene/worn-on-figure.ts). On an animal, a jumper or a
  // shirt is drawn from the neck over the chest as a coat is; the rest no animal's art can wear (FIGURE_ONLY).
  sweater: 'neck',
  cardigan: 'neck',
  't-shirt': 'neck',
  skirt: 'neck',
  pajamas: 'neck',
  bathrobe: 'neck',
  // What else a child dresses a person in (scene/worn-on-figure.ts draws each in the figure's lines): a dress,
  // jeans, shorts, a hoodie, a belt, a waistcoat, dungarees, leggings, a necklace, earrings, a wristwatch.
  // Each is one a person's figure draws in its own lines, or (a necklace on an animal) drawn where it is worn.
  dress: 'neck',
  jeans: 'neck',
  shorts: 'neck',
  hoodie: 'neck',
  belt: 'neck',
  vest: 'neck',
  overalls: 'neck',
  leggings: 'neck',
  necklace: 'neck',
  // A pet's collar is round its neck, as a necklace is.
  collar: 'neck',
  earrings: 'head',
  watch: 'hand',
  // A baby's bib hangs from the neck over the chest, as a scarf does.
  bib: 'neck',
  // A suit, a tracksuit, a tutu: worn in the figure's own lines; a bride's veil falls from the head.
  suit: 'neck',
  tracksuit: 'neck',
  wetsuit: 'neck',
  tutu: 'neck',
  veil: 'head',
  headscarf: 'head',
  headband: 'head',
  'hair-clip': 'head',
  'rain-boot': 'feet',
  'hiking-boot': 'feet',
  'womans-boot': 'feet',
  'running-shoe': 'feet',
  'mans-shoe': 'feet',
  'high-heeled-shoe': 'feet',
  'ballet-shoes': 'feet',
  'thong-sandal': 'feet',
  socks: 'feet',
  'ice-skate': 'feet',
  'roller-skate': 'feet',
  headphone: 'head',
  'military-helmet': 'head',
  'rescue-workers-helmet': 'head',
  'billed-cap': 'head',
  'womans-hat': 'head',
  // Snowshoes are strapped under the boots, never hugged to the chest.
  snowshoes: 'feet',
}

// Worn things only a person's figure can wear: a skirt, pyjamas, a dressing gown. An animal drawing has no
// waist or legs to put them on, so on an animal they are said left out, never hung under its chin.
const FIGURE_ONLY = new Set([
  'skirt',
  'kilt',
  'lederhosen',
  'dirndl',
  'sari',
  'pajamas',
  'bathrobe',
  'dress',
  'jeans',
  'shorts',
  'belt',
  'vest',
  'overalls',
  'leggings',
  'earrings',
  'watch',
  'suit',
  'tracksuit',
  'tutu',
  'wetsuit',
])

/** Whether only a person's figure wears the thing ("a pig in a skirt" is drawn without the skirt). */
export const onlyFiguresWear = (concept: string): boolean => FIGURE_ONLY.has(concept)

/** Where a drawing is worn, or null when it is not a thing worn. */
export function wornPlace(concept: Concept): WornPlace | null {
  if (Object.hasOwn(WORN_AT, concept.id)) return WORN_AT[concept.id]
  return concept.zone === 'head' ? 'head' : null
}

/**
 * Room for one more subject: four things named (the scene stands a fourth behind or in front of the rest,
 * scene/people-scene.ts); `most` three for a thing only implied (the baker's rolling pin), which never takes a
 * named thing's place. A worn thing after a worn one ("in her dad's shirt and tie") goes on the wearer.
 */
export function roomFor(concept: Concept, subjects: Concept[], most = 4): boolean {
  const last = subjects[subjects.length - 1]
  return (
    subjects.length - wornOnOneBefore(subjects) < most ||
    (subjects.length < most + 1 && Boolean(last && wornPlace(concept) && wornPlace(last))) ||
    holderAfterThings(concept, subjects) ||
    groundAfterThings(concept, subjects)
  )
}

/**
 * "a boy in a shirt and a hat next to a bonfire": the worn things named after a person or an animal (each after
 * the wearer or another worn thing) are going on the wearer, so they take no room from the bonfire named next.
 */
function wornOnOneBefore(subjects: Concept[]): number {
  let worn = 0
  for (let k = 1; k < subjects.length; k++) {
    if (!wornPlace(subjects[k])) continue
    const before = subjects[k - 1]
    const kind = nounKind(normalizePhrase(before.label))
    if (wornPlace(before) ? worn > 0 : kind === 'noun.person' || kind === 'noun.animal') worn++
  }
  return worn
}
