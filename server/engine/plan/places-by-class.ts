import type { SettingId } from '../vocabulary'
import { HEAD_WORDS } from './landmark-names'
import type { MorePlace } from './more-places'
import type { PlanProp } from './plan'

// Places named by class rather than one by one (docs/decisions/0094-places-by-class.md): open land (hills, an
// orchard, a wheat field, a cornfield, a swamp), built places (a harbor, a tunnel, a gas station, a boardwalk, a
// sidewalk, a running track), indoor rooms (a cafeteria, a school hallway, a museum, a gym), a shop by what it
// sells (the shop front with its goods as the subject), and a second setting named beside the first ("a jungle
// river", "a city park with a pond", "the beach to the ocean"), drawn as a piece in the first. Read like
// plan/named-places.ts's own table; each is a '*' piece drawn by code in scenery/place-lands.ts,
// scenery/place-fronts.ts or scenery/place-halls.ts.

export type ClassPlace = MorePlace & {
  /** Only beside another setting the rest of the prompt names: "a duck in a pond" stays on the water. */
  alongside?: RegExp
  /** What the phrase leaves for the reading: "a coral reef" leaves "coral", read before what else it holds. */
  keep?: string
  /** Things the place is known by, drawn and listed as counted things ("a birthday party": its balloons). */
  things?: PlanProp[]
}

// Land settings a river, lake or pond is drawn into as a piece.
const LAND =
  /\b(park|city park|garden|backyard|yard|forest|woods|jungle|rainforest|farm|farmyard|meadow|field|zoo|playground|village|countryside|savanna|safari|desert|city|town)\b/i
const HILLS =
  /^(?!.*\b(?:boats?|ships?|kayaks?|canoes?|ferry|yachts?|rowing|sailing|swim\w*|fishing|monsters?)\b).*\b(?:hills?|hillsides?|highlands|glen|moors?|heath|valley)\b/i
const ROAD = /\b(road|street|city|town|farm|village|countryside)\b/i
const SHORE = /\b(beach|seaside|shore|sand|sandy)\b/i
// Water a city stands behind ("a ferry crossing the bay with the city behind"): the water is the setting.
const CITY_WATER = /\b(bay|harbou?r|sea|ocean|lake|river|canal|lagoon|waterfront)\b/i

// A shop named by its goods: the shop front, the goods its subject when the prompt names none. A florist or a
// grocer is a person, not the shop.
const SHOPS: [words: string[], label: string, goods: string][] = [
  [['candy store', 'candy shop', 'sweet shop', 'sweets shop', 'candy store'], 'candy store', 'candy'],
  [['pet shop', 'pet store'], 'pet shop', 'dog'],
  [['bakery', 'bake shop', 'cake shop', 'pastry shop'], 'bakery', 'bread'],
  [['flower shop', "florist's"], 'flower shop', 'bouquet'],
  [['flower stall', 'flower stand', 'flower cart'], 'flower stall', 'bouquet'],
  [
    ['ice cream shop', 'ice cream parlor', 'ice cream parlour', 'ice cream store'],
    'ice cream shop',
    'ice-cream',
  ],
  [['bookstore', 'book store', 'bookshop', 'book shop'], 'bookstore', 'books'],
  [['toy store', 'toys store'], 'toy store', 'teddy-bear'],
  [['bike shop', 'bicycle shop'], 'bike shop', 'bicycle'],
  [['cupcake shop', 'cupcake store'], 'cupcake shop', 'cupcake'],
  [
    ['coffee shop', 'coffee house', 'coffeehouse', 'coffee bar', 'espresso bar', 'cafe', 'café'],
    'coffee shop',
    'hot-beverage',
  ],
  [['grocery store', 'grocery shop', 'supermarket', "grocer's"], 'grocery store', 'shopping-cart'],
  [['market stall', 'fruit stall', 'fruit stand'], 'market stall', 'market-stall'],
  [['farmers market', "farmer's market", 'market'], 'market', 'apple'],
]

// Cities named by their landmark (plan/named-places.ts draws the city's skyline behind it).
const CITIES: [words: string[], landmark: string][] = [
  [['london'], 'big-ben'],
  [['paris'], 'eiffel-tower'],
  [['new york', 'new york city', 'nyc'], 'statue-of-liberty'],
  [['tokyo'], 'tokyo-tower'],
  [['pisa'], 'leaning-tower'],
  [['cairo', 'egypt'], 'pyramid'],
  [['venice'], 'rialto-bridge'],
  [['rome'], 'colosseum'],
  [['sydney'], 'opera-house'],
  // Cities named as often as those, each drawn by the landmark a child knows it by: never "Drawn as a city: no
  // Moscow", nor Berlin a car (WordNet's berlin).
  [['moscow'], 'moscow-kremlin'],
  [['beijing', 'peking'], 'forbidden-city'],
  [['istanbul'], 'hagia-sophia'],
  [['singapore'], 'merlion'],
  [['dubai'], 'burj-khalifa'],
  [['rio de janeiro'], 'christ-the-redeemer'],
  [['san francisco'], 'golden-gate-bridge'],
  [['barcelona'], 'sagrada-familia'],
  [['agra'], 'taj-mahal'],
  [['athens'], 'greek-temple'],
  [['berlin'], 'brandenburg-gate'],
  [['washington dc', 'washington d.c.', 'washington d c'], 'us-capitol'],
  [['kuala lumpur'], 'petronas-towers'],
  [['st louis', 'saint louis'], 'gateway-arch'],
  [['edinburgh'], 'edinburgh-castle'],
]

// The words after a city's name that make it a landmark's: plan/landmark-names.ts reads those names.
const LANDMARK_HEADS = [...Object.keys(HEAD_WORDS), 'kremlin', 'eye'].join('|')

/** Whether a place is a city read by its own skyline and landmark ("London"): lower case. */
export const cityNamed = (place: string) => CITIES.some(([words]) => words.includes(place))

// A flower stall is its flowers: left for the reading, a subject beside whatever else the prompt names ("at the
// train station").
const STALLS = new Set(['flower stall'])

const shop = ([words, label, subject]: (typeof SHOPS)[number]): ClassPlace => ({
  words,
  concept: '*shop',
  label,
  setting: 'city' as SettingId,
  subject,
  parts: ['shop window', 'window', 'shelves', 'shelf'],
  backdrop: true,
  ...(STALLS.has(label) ? { keep: 'flowers' } : {}),
})

export const PLACES_BY_CLASS: ClassPlace[] = [
  ...SHOPS.map(shop),
  {
    words: ['harbor', 'harbour', 'marina', 'seaport', 'fishing port', 'fishing harbor', 'port'],
    concept: '*harbor',
    label: 'harbor',
    setting: 'sea',
    subject: 'fishing-boat',
    parts: ['quay', 'lighthouse'],
  },
  {
    // A gas pump alone is the art's fuel pump; at a gas station it is the station's own pump.
    words: ['gas station', 'petrol station', 'filling station', 'service station'],
    concept: '*gas-station',
    label: 'gas station',
    setting: 'city',
    subject: 'car',
    parts: ['pumps', 'pump'],
    backdrop: true,
  },
  {
    words: ['boardwalk', 'board walk', 'promenade'],
    concept: '*boardwalk',
    label: 'boardwalk',
    setting: 'beach',
    subject: 'ferris-wheel',
  },
  {
    words: ['street corner', 'corner of the street', 'sidewalk', 'side walk', 'pavement'],
    concept: '*sidewalk',
    setting: 'city',
    parts: ['lamp post', 'lamppost', 'street lamp', 'streetlight', 'street light'],
    backdrop: true,
  },
  {
    words: [
      'running track',
      'athletics track',
      'track and field',
      'track meet',
      'around the track',
      'round the track',
    ],
    concept: '*running-track',
    label: 'running track',
    setting: 'meadow',
    subject: 'running-shoe',
    parts: ['hurdles', 'hurdle'],
  },
  {
    words: ['railway tunnel', 'railroad tunnel', 'train tunnel', 'tunnel'],
    concept: '*tunnel',
    label: 'tunnel',
    setting: 'meadow',
    subject: 'train',
  },
  {
    words: ['apple orchard', 'fruit orchard', 'cherry orchard', 'orchard'],
    concept: '*orchard',
    setting: 'meadow',
    subject: 'basket',
    parts: ['apple trees', 'apple tree', 'fruit trees', 'fruit tree', 'trees', 'tree'],
  },
  {
    words: ['wheat field', 'wheatfield', 'field of wheat', 'fields of wheat', 'wheat'],
    concept: '*wheat-field',
    label: 'wheat field',
    setting: 'farm',
    subject: 'scarecrow',
    backdrop: true,
  },
  {
    words: ['cornfield', 'corn field', 'field of corn', 'fields of corn', 'corn maze', 'corn stalks'],
    concept: '*cornfield',
    label: 'cornfield',
    setting: 'farm',
    subject: 'scarecrow',
    backdrop: true,
  },
  {
    words: ['swamp', 'marsh', 'marshland', 'bog', 'bayou', 'wetland', 'wetlands', 'everglades'],
    concept: '*swamp',
    setting: 'forest',
    subject: 'frog',
  },
  {
    words: ['anthill', 'ant hill', 'ant nest', 'ants nest', "ants' nest", 'ant colony'],
    concept: '*anthill',
    label: 'anthill',
    setting: 'meadow',
    subject: 'ant',
  },
  { words: ['beaver dam', 'dam'], concept: '*dam', label: 'dam', setting: 'sea', subject: 'beaver' },
  {
    words: ['coral reef', 'coral reefs'],
    concept: '*reef',
    label: 'coral reef',
    setting: 'ocean',
    subject: 'coral',
    keep: 'coral',
  },
  {
    words: ['launch pad', 'launchpad', 'launch tower', 'launch site', 'launching pad'],
    concept: '*launch-pad',
    label: 'launch pad',
    setting: 'meadow',
    subject: 'rocket',
  },
  {
    // A street of shops is the sidewalk's row of buildings, named as the prompt names it.
    words: ['main street', 'high street', 'town street', 'shopping street', 'street of shops', 'downtown'],
    concept: '*sidewalk',
    setting: 'city',
    backdrop: true,
  },
  // "the Singapore skyline": the city's skyline, listed under the word the prompt names it by.
  ...CITIES.map(([words, subject]) => ({
    words: words.map((w) => `${w}\\s+skyline`),
    concept: '*skyline',
    label: `${words[0]} skyline`,
    setting: 'city' as SettingId,
    subject,
  })),
  // A city named is its skyline, its landmark the page's subject when the prompt names none.
  ...CITIES.map(([words, subject]) => ({
    // "Tokyo tower", "Edinburgh Castle" are the landmark, not the city.
    words: words.map((w) => `${w}(?!\\s+(?:${LANDMARK_HEADS}))`),
    concept: '*skyline',
    label: words[0],
    setting: 'city' as SettingId,
    subject,
  })),
  {
    // A town named on its water (place-names.ts): its buildings along the far side, named as what they are.
    words: ['buildings along the water'],
    concept: '*skyline',
    label: 'buildings',
    setting: 'sea',
  },
  {
    // A city across the water is its skyline over the water's edge, not a second setting lost.
    words: ['city skyline', 'skyline', 'the city', 'a city', 'city'],
    concept: '*skyline',
    label: 'city',
    setting: 'sea',
    alongside: CITY_WATER,
  },
  {
    words: ['snowbank', 'snow bank', 'snowdrift', 'snow drift', 'snow pile', 'pile of snow'],
    concept: '*snow-heap',
    setting: 'snow',
  },
  {
    // A meteor shower is shooting stars streaking over the night (docs/decisions/0133-nature-children-name.md).
    words: ['meteor shower', 'meteor showers'],
    concept: '*meteors',
    label: 'meteor shower',
    setting: 'night',
    night: true,
    // Named alone or over a place, the page is the night sky round the moon, never the hills' flower.
    subject: 'moon',
  },
  {
    // A starry sky is the night's stars, named.
    words: ['milky way', 'starry sky', 'starry night', 'night sky full of stars', 'galaxy'],
    concept: '*stars',
    setting: 'night',
    night: true,
  },
  {
    // A tide pool is water among rocks on the shore: the pond on the beach ("pool" alone is a swimming pool).
    words: ['tide pool', 'tidepool', 'rock pool', 'rockpool'],
    concept: '*pond',
    setting: 'beach',
    subject: 'starfish',
  },
  {
    // Frogspawn and tadpoles are laid in a pond: the pond drawn, unless the prompt names other water.
    words: [
      '(?<!\\b(?:lake|sea|ocean|river|pond|stream|aquarium|tank|puddle)\\b.*)(?:frogspawn|frog spawn|toadspawn|toad spawn|tadpoles?)(?!.*\\b(?:lake|sea|ocean|river|pond|stream|aquarium|tank|puddle)\\b)',
    ],
    concept: '*pond',
    label: 'pond',
    setting: 'meadow',
    stays: true,
  },
  {
    // Learning to swim needs water: the swimming pool, unless the prompt names other water after it.
    words: [
      'to swim(?!.*\\b(?:lake|sea|ocean|river|pond|beach|pool)\\b)',
      'swimming lesson',
      'swim lesson',
      'swim class',
    ],
    concept: '*pool',
    label: 'pool',
    setting: 'garden',
    stays: true,
  },
  {
    // A birthday party is known by its bunting and balloons: drawn as the party's own, and listed.
    words: ['birthday party', 'birthday parties', 'birthday bash'],
    concept: '*bunting',
    label: 'birthday party',
    setting: 'party',
    things: [
      { concept: 'balloon', label: 'balloon', place: 'sky' },
      { concept: 'balloon', label: 'balloon', place: 'sky' },
    ],
  },
  { words: ['oasis'], concept: '*pond', label: 'oasis', setting: 'desert', subject: 'palm-tree' },
  // Places known by what they hold (docs/decisions/0122-undrawn-places-are-settings.md): a car wash is its
  // bubbles round the car at a shop front; a hot spring the pond in the snow; a rice field rows of stalks,
  // not a bowl of rice; a tree farm the snowy pines.
  {
    words: ['car wash', 'carwash', 'car washes'],
    concept: '*shop',
    label: 'car wash',
    setting: 'city',
    subject: 'car',
    backdrop: true,
    keep: 'car and bubbles',
  },
  {
    words: ['hot spring', 'hot springs', 'thermal spring', 'thermal springs', 'onsen'],
    concept: '*pond',
    label: 'hot spring',
    setting: 'snow',
  },
  {
    words: ['rice fields?', 'rice paddy', 'rice paddies', 'paddy fields?', 'paddies', 'rice terraces?'],
    concept: '*wheat-field',
    label: 'rice field',
    setting: 'farm',
    backdrop: true,
  },
  {
    words: ['christmas tree farm', 'christmas tree lot', 'tree farm', 'tree lot'],
    concept: '*snowy-pines',
    label: 'tree farm',
    setting: 'snow',
  },
  { words: ['river'], concept: '*stream', setting: 'forest', alongside: LAND },
  { words: ['lake', 'pond'], concept: '*pond', setting: 'meadow', alongside: LAND },
  // "a stag on a hillside above a loch": water below the hills the page is on is their lake, unless a boat or a
  // swimmer is on it (then the water is the page).
  { words: ['lake', 'pond', 'loch', 'tarn'], concept: '*pond', setting: 'meadow', alongside: HILLS },
  { words: ['ocean'], concept: '*shore', label: 'ocean', setting: 'beach', alongside: SHORE },
  // Named as the prompt names it: "houses on the beach by the sea" draw the sea.
  { words: ['the sea', 'the waves'], concept: '*shore', label: 'sea', setting: 'beach', alongside: SHORE },
  {
    words: ['hills', 'hillside', 'the hill'],
    concept: '*hills',
    label: 'hills',
    setting: 'meadow',
    alongside: ROAD,
  },
  {
    // The storm the sky draws (plan/named-places.ts SKIES); as a place it is also the page's setting and subject.
    words: ['thunderstorm', 'thunder storm', 'lightning storm', 'electrical storm'],
    concept: '*storm',
    label: 'storm',
    setting: 'meadow',
    subject: 'house',
  },
  {
    words: ['school cafeteria', 'cafeteria', 'lunchroom', 'lunch room', 'dining hall', 'canteen'],
    concept: '*cafeteria',
    label: 'cafeteria',
    setting: 'classroom',
    subject: 'sandwich',
    backdrop: 'bare',
  },
  {
    words: ['school hallway', 'school corridor', 'hallway', 'corridor', 'hall way'],
    concept: '*hallway',
    label: 'hallway',
    setting: 'classroom',
    subject: 'backpack',
    parts: ['lockers', 'locker'],
    backdrop: 'bare',
  },
  {
    words: ['natural history museum', 'history museum', 'art museum', 'museum', 'art gallery'],
    concept: '*museum',
    label: 'museum',
    setting: 'classroom',
    subject: 'dinosaur',
    backdrop: 'bare',
  },
  {
    // "a jungle gym" is the playground's climbing frame, not a gym.
    words: ['gym mat', 'gymnasium', 'school gym', '(?<!jungle\\s)gym'],
    concept: '*gym',
    setting: 'classroom',
    subject: 'basketball',
    parts: ['mat', 'basketball hoop', 'wall bars'],
    backdrop: 'bare',
  },
]

/** "a ladder against a tree" is beside it: the two side by side, not a thing called "against". */
export const leaningWords = (text: string) =>
  text.replace(/\b(?:leaning|leant|leaned|propped)?\s*(?:up\s+)?against\b/gi, ' next to')
