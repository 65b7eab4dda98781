import type { SettingId } from '../vocabulary'

// The places teachers and parents name most that no setting draws: a graveyard, an airport, a lab, a workshop,
// a nightstand, a construction site, a burrow, a trail, jungle vines, a bathroom, a bird bath, a sandbox, a
// vegetable garden, a bird feeder, a cliff, and the northern lights. Read like plan/named-places.ts's own table; each is a '*' piece drawn by code in
// scenery/place-rooms.ts or scenery/place-outdoors.ts (docs/decisions/0082-more-places.md).

export type MorePlace = {
  words: string[]
  concept: string
  label?: string
  setting: SettingId
  subject?: string
  /** Things the piece draws as part of it ("a crane at the construction site"): named, never read apart. */
  parts?: string[]
  /** A back wall that stands in for the setting's own, and its furniture (a bathroom has no teddy bear). */
  backdrop?: 'bare' | true
  /** A night sky: the day's sun gives way to stars. */
  night?: boolean
  /** Words the reading still needs ("shoveling snow" is the shovel's action too): drawn, and left in the text. */
  stays?: boolean
}

export const MORE_PLACES: MorePlace[] = [
  {
    words: ['graveyard', 'cemetery', 'churchyard', 'grave yard'],
    concept: '*graveyard',
    label: 'graveyard',
    setting: 'night',
    subject: 'ghost',
    parts: ['tombstone', 'gravestone', 'headstone', 'grave'],
  },
  {
    words: ['airport', 'airfield', 'air field', 'airstrip', 'runway'],
    concept: '*airport',
    setting: 'meadow',
    subject: 'airplane',
    parts: ['control tower', 'terminal'],
  },
  {
    // "a black lab" is a dog: the lab is a room only when it is one ("in the lab", "a science lab").
    words: [
      'science lab',
      'chemistry lab',
      'laboratory',
      'in the lab',
      'in a lab',
      'at the lab',
      'in his lab',
      'in her lab',
      'in their lab',
    ],
    concept: '*lab',
    label: 'lab',
    setting: 'classroom',
    subject: 'microscope',
    backdrop: 'bare',
  },
  {
    words: [
      "santa's workshop",
      'santas workshop',
      'toy workshop',
      'workshop',
      'work shop',
      'woodshop',
      'wood shop',
      'toy shop',
      'toyshop',
    ],
    concept: '*workshop',
    label: 'workshop',
    setting: 'bedroom',
    subject: 'teddy-bear',
    parts: ['workbench', 'work bench', 'toys', 'toy'],
    backdrop: 'bare',
  },
  {
    words: ['nightstand', 'night stand', 'bedside table', 'night table', 'bedside cabinet'],
    concept: '*nightstand',
    label: 'nightstand',
    setting: 'bedroom',
    subject: 'lamp',
  },
  {
    words: ['construction site', 'building site', 'construction zone', 'work site', 'worksite'],
    concept: '*construction-site',
    label: 'construction site',
    setting: 'city',
    subject: 'building-construction',
    parts: ['tower crane', 'construction crane', 'crane'],
  },
  {
    words: ['burrow', 'rabbit hole', 'bunny hole', 'warren', 'foxhole', 'fox hole', 'its hole'],
    concept: '*burrow',
    label: 'burrow',
    setting: 'meadow',
    subject: 'rabbit',
  },
  {
    words: ['mountain trail', 'mountain path', 'mountain road', 'mountain pass'],
    concept: '*mountain-trail',
    label: 'mountain trail',
    setting: 'meadow',
  },
  {
    words: ['hiking trail', 'nature trail', 'trail', 'footpath', 'foot path', 'dirt path', 'pathway', 'path'],
    concept: '*trail',
    setting: 'meadow',
  },
  {
    words: ['jungle vines', 'vines', 'vine', 'liana', 'lianas'],
    concept: '*vines',
    setting: 'forest',
    subject: 'monkey',
  },
  {
    words: ['bathroom', 'bath room', 'washroom'],
    concept: '*bathroom',
    label: 'bathroom',
    setting: 'bedroom',
    subject: 'bathtub',
    backdrop: 'bare',
  },
  {
    words: ['bird bath', 'birdbath', 'bird fountain'],
    concept: '*birdbath',
    label: 'bird bath',
    setting: 'garden',
    subject: 'bird-bath',
  },
  {
    // Labelled as named: a long jump lands in a sand pit, a toddler digs in a sandbox.
    words: ['sandbox', 'sand box', 'sandpit', 'sand pit'],
    concept: '*sandbox',
    setting: 'playground',
    subject: 'sandpit',
  },
  {
    words: ['vegetable garden', 'vegetable patch', 'veggie garden', 'vegetable plot', 'vegetable bed'],
    concept: '*vegetable-garden',
    label: 'vegetable garden',
    setting: 'garden',
    subject: 'carrot',
  },
  {
    // An allotment is a rented vegetable plot: the same rows of vegetables, named as the prompt has it.
    words: ['allotments', 'allotment', 'allotment garden', 'allotment plot'],
    concept: '*vegetable-garden',
    label: 'allotment',
    setting: 'garden',
    subject: 'carrot',
  },
  {
    // A birdhouse is the outline icons' own drawing.
    words: ['bird feeder', 'birdfeeder', 'bird table'],
    concept: '*bird-feeder',
    setting: 'garden',
    subject: 'bird-table',
  },
  {
    words: ['cliff face', 'rock face', 'cliff'],
    concept: '*cliff',
    setting: 'meadow',
    backdrop: true,
  },
  // The same rock face, listed as the wall the prompt names ("the rock wall at the gym").
  { words: ['climbing wall', 'rock wall'], concept: '*cliff', setting: 'meadow', backdrop: true },
  {
    // The snow a shoveling page shovels: a heap beside the figure, the reading still sees the action.
    words: ['shoveling snow', 'shovelling snow', 'shoveling the snow', 'shovelling the snow', 'shovels snow'],
    concept: '*snow-heap',
    label: 'snow',
    setting: 'snow',
    stays: true,
  },
  {
    words: ['northern lights', 'southern lights', 'aurora borealis', 'aurora australis', 'aurora'],
    concept: '*aurora',
    label: 'northern lights',
    setting: 'snow',
    night: true,
    // Named alone or over a lake, the lights hang over mountains: never the lake's sailboat or a snowman.
    subject: 'mountain',
  },
]

// A bath needs a bathroom round it ("a girl taking a bubble bath"), not the garden a bathtub would stand in;
// only when the prompt names no place of its own ("an elephant taking a bath in the river" keeps the river).
// A toilet or a potty stands in one too.
const BATH = /\b(bubble bath|bath ?time|bath|bathtub|tub|shower|toilets?|loos?|potty|potties)\b/i
// A bird bath stands in a garden, a mud bath is an animal wallowing in mud: no bathroom.
const BIRD_BATH = /\b(?:bird|mud) ?bath/i

/** The bathroom a bath is drawn in when the prompt names no place, or null. */
export function bathroomFor(text: string, namesPlace: (text: string) => boolean): MorePlace | null {
  if (!BATH.test(text) || BIRD_BATH.test(text) || namesPlace(text)) return null
  const room = MORE_PLACES.find((p) => p.concept === '*bathroom')
  return room ? { ...room, words: [] } : null
}

/** A season only guesses at the place (summer: the beach): a place the prompt names takes its room. */
export const withoutSeason = (text: string) =>
  text.replace(/\b(?:summer|spring)(?:'s)?(?:\s+(?:day|time))?\b/gi, '')

/** "in front of" is beside: the mailbox next to the house, not a thing called "front". */
export const positionWords = (text: string) => text.replace(/\bin\s+front\s+of\b/gi, 'next to')
