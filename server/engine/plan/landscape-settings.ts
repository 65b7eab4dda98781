import { lemmatize, nounSenses, type SettingId } from '../vocabulary'
import type { ClassPlace } from './places-by-class'

// Landscape features named as where things happen ("a cat by the roadside", "ducks on the riverbank", "a goat
// on the mountainside", "kids at the crossroads"), drawn as a piece of scenery and listed under the prompt's own
// word (docs/decisions/0164-landscape-settings.md). The features a setting draws as it is (a glen, a glade, a
// paddock, the coast) are that setting's words (vocabulary/landscape-words.ts); the rest of the class, by what
// WordNet says they are a kind of, are drawn as their nearest scenery and the page says so (`landscapeKind`).
// Read before the other places, so "riverbank" is not a river and a bank, nor "cave mouth" a cave and a mouth.

// A country road needs open land round it: named beside a town or city street it is the street.
const TOWN = '\\b(?:city|town|downtown|street|sidewalk)\\b'
const IN_TOWN = new RegExp(TOWN, 'i')
const outOfTown = (words: string[]) => words.map((w) => `(?<!${TOWN}.*)(?:${w})(?!.*${TOWN})`)

export const LANDSCAPE_PLACES: ClassPlace[] = [
  {
    // The river with its grassy bank: the stream through the meadow, named as the prompt names the bank.
    words: [
      'riverbank',
      'river bank',
      'riverside',
      'river side',
      'banks? of (?:the|a) river',
      "river'?s edge",
      'edge of (?:the|a) river',
      'streamside',
      'stream bank',
      'creek bank',
      'canal bank',
      'towpath',
    ],
    concept: '*stream',
    setting: 'meadow',
  },
  {
    // The lake with its shore: the pond in the meadow.
    words: [
      'lakeside',
      'lake side',
      'lakeshore',
      'lake shore',
      'shores? of (?:the|a) lake',
      'edge of (?:the|a) (?:lake|pond)',
      'banks? of (?:the|a) (?:lake|pond)',
      'pondside',
      'pond side',
      'lakefront',
    ],
    concept: '*pond',
    setting: 'meadow',
  },
  {
    // A grassy or steep bank is a slope of land, never the bank building: drawn as the hills.
    words: ['(?:steep |grassy |grass |green |sloping |muddy )+banks?', 'embankments?'],
    concept: '*hills',
    label: 'bank',
    setting: 'meadow',
  },
  {
    // "skiing down the slope", "sledging down a hill": the slope skied or sledged is the snow's hills.
    words: ['nursery slopes?', 'slopes?', 'hillsides?', 'hills?'],
    concept: '*hills',
    setting: 'snow',
    alongside: /\b(?:ski|skis|skiing|skiers?|sledg\w*|sledd\w*|sleds?|toboggan\w*|snowboard\w*)\b/i,
  },
  {
    // Hills a road runs through are drawn behind it, before the road's words are read (places-by-class.ts
    // draws them so beside a street).
    words: ['hills', 'hillside', 'the hill'],
    concept: '*hills',
    label: 'hills',
    setting: 'meadow',
    alongside: /\b(?:road|lane|highway|motorway|freeway|roadside|crossroads?)\b/i,
  },
  {
    // A road across the desert: the country road over the sand.
    words: ['desert roads?', 'desert highways?', 'desert tracks?'],
    concept: '*country-road',
    label: 'desert road',
    setting: 'desert',
  },
  {
    // A road through the country, narrowing to the horizon: the roadside is its verge.
    words: outOfTown([
      'roadside',
      'road side',
      'side of (?:the|a) road',
      'wayside',
      'country road',
      'country lane',
      'dirt road',
      'gravel road',
      'farm road',
      'winding road',
      'open road',
      'long road',
      'highway',
      'motorway',
      'freeway',
      // A lane alone may be a bowling or a swimming lane: only a lane said to be a country one.
      '(?:narrow|quiet|little|leafy|muddy|winding|shady|farm) lane',
    ]),
    concept: '*country-road',
    setting: 'meadow',
  },
  {
    // Two roads crossing with a signpost at the corner.
    words: outOfTown([
      'crossroads',
      'crossroad',
      'cross roads',
      'fork in the road',
      'road junction',
      'junction',
    ]),
    concept: '*crossroads',
    label: 'crossroads',
    setting: 'meadow',
  },
  {
    // A town's crossing is the street's crosswalk.
    words: ['intersection', 'crossroads', 'junction'],
    concept: '*crosswalk',
    setting: 'city',
    alongside: IN_TOWN,
  },
  {
    // A range of peaks along the horizon, snow on their tops. "A mountain" and "the mountains" (a range) are
    // drawn as mountains by the reading: a page of mountains has them as its subject, not as its backdrop.
    words: [
      'mountain peaks?',
      'mountaintops?',
      'mountain tops?',
      'tops? of (?:the|a) mountain',
      'mountain summit',
      'summit',
      'mountainsides?',
      'mountain sides?',
      'side of (?:the|a) mountain',
      'mountain slopes?',
      'slopes? of (?:the|a) mountain',
      'mountain ridge',
    ],
    concept: '*mountains',
    setting: 'meadow',
  },
  {
    words: ['snowy mountains', 'snow capped mountains', 'snowcapped mountains', 'snowy peaks'],
    concept: '*mountains',
    label: 'mountains',
    setting: 'snow',
    keep: 'snowy',
  },
  {
    words: [
      'clifftop',
      'cliff top',
      'cliff edge',
      'edge of (?:the|a) cliff',
      'top of (?:the|a) cliff',
      'sea cliffs?',
      'crags?',
      'rock ledge',
      'rocky ledge',
      '(?<!window\\s)ledge',
      'the bluff',
      'cliffside',
      'cliff side',
    ],
    concept: '*cliff',
    setting: 'meadow',
    backdrop: true,
  },
  {
    // A paddock is the farm's fenced field: its fence drawn on every page, named.
    words: ['horse paddock', 'paddock', 'corral'],
    concept: '*fence',
    setting: 'farm',
  },
  {
    // A pigsty is the pig's fenced pen on the farm: the pig in it, unless the prompt names who is.
    words: ['pig sty', 'pigsty', 'pig sties', 'pigsties', 'pig pen', 'pigpen', 'pig pens', 'pigpens'],
    concept: '*fence',
    label: 'pigsty',
    setting: 'farm',
    subject: 'pig',
  },
  {
    words: ['cave mouth', 'mouth of (?:the|a) cave', 'cave entrance', 'entrance to (?:the|a) cave', 'grotto'],
    concept: '*cave',
    setting: 'forest',
    subject: 'bear',
  },
  {
    words: ['fen', 'fens', 'mire', 'quagmire', 'mangroves?', 'mangrove swamp'],
    concept: '*swamp',
    setting: 'forest',
  },
  {
    words: ['quayside', 'quay', 'wharf', 'harbou?r wall', 'sea wall', 'seawall', 'breakwater'],
    concept: '*harbor',
    setting: 'sea',
    subject: 'fishing-boat',
  },
  {
    // The sea along a beach: a band of waves above the sand.
    words: [
      'seashore',
      'sea shore',
      'coast',
      'coastline',
      'shoreline',
      'rocky coast',
      'rocky shore',
      'seafront',
    ],
    concept: '*shore',
    setting: 'beach',
  },
]

type LandscapeKind = { classes: RegExp; drawn: string; setting: SettingId; piece?: string }

// The rest of the class by what WordNet says each is a kind of (first sense only: "bank" is first the river's,
// and a bank with money is its own place), nearest class first; each drawn as its nearest scenery, said.
export const LANDSCAPE_KINDS: LandscapeKind[] = [
  { classes: /^(cave)$/, drawn: 'cave', setting: 'forest', piece: '*cave' },
  { classes: /^(cliff|crag)$/, drawn: 'cliff', setting: 'meadow', piece: '*cliff' },
  { classes: /^(wetland|marsh|swamp|bog)$/, drawn: 'swamp', setting: 'forest', piece: '*swamp' },
  { classes: /^(stream|watercourse|river)$/, drawn: 'river', setting: 'meadow', piece: '*stream' },
  { classes: /^(lake|pond|pool)$/, drawn: 'lake', setting: 'meadow', piece: '*pond' },
  { classes: /^(body of water|sea|ocean)$/, drawn: 'sea', setting: 'sea' },
  { classes: /^(shore|beach|coast|seashore)$/, drawn: 'beach', setting: 'beach' },
  { classes: /^(island)$/, drawn: 'island', setting: 'beach' },
  { classes: /^(mountain|mount)$/, drawn: 'mountains', setting: 'meadow', piece: '*mountains' },
  { classes: /^(natural depression|valley)$/, drawn: 'valley', setting: 'meadow' },
  { classes: /^(natural elevation|hill|slope|ridge)$/, drawn: 'hills', setting: 'meadow', piece: '*hills' },
  { classes: /^(desert)$/, drawn: 'desert', setting: 'desert' },
  { classes: /^(forest|wood|woodland)$/, drawn: 'forest', setting: 'forest' },
  { classes: /^(road|route|highway|street|lane)$/, drawn: 'road', setting: 'meadow', piece: '*country-road' },
  { classes: /^(path|track|trail)$/, drawn: 'trail', setting: 'meadow', piece: '*trail' },
]

// Words whose first sense is land or water but which a prompt means otherwise ("at the bank", "the deep end").
// A driveway is the house's, not a country road.
const NOT_LANDSCAPE = new Set([
  'bank',
  'deep',
  'main',
  'drink',
  'pool',
  'course',
  'way',
  'spring',
  'well',
  'driveway',
  'drive',
])

const HOLES = /^(hole|pit|cavity)$/

/** A landscape feature nothing draws as it is, by its WordNet class: the scenery it is drawn as, or null. */
export function landscapeKind(asked: string): LandscapeKind | null {
  const head = lemmatize(asked.toLowerCase().split(/\s+/).pop() ?? '')
  if (NOT_LANDSCAPE.has(head)) return null
  const [first] = [...nounSenses(asked.toLowerCase(), 1), ...nounSenses(head, 1)]
  if (!first || !/^noun\.(object|location|artifact)$/.test(first.kind)) return null
  // A hole in the ground (a pothole, a pit) is no valley: said as itself.
  if (first.classes.slice(1, 4).some((c) => HOLES.test(c))) return null
  for (const kind of LANDSCAPE_KINDS)
    if (first.classes.slice(0, 8).some((c) => kind.classes.test(c))) return kind
  return null
}
