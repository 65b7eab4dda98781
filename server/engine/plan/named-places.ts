import { conceptForPhrase, isAdjective, SETTINGS, type SettingId } from '../vocabulary'
import { compoundPlaceAt } from './compound-places'
import { EVENTS_FIRST, GAME_GROUNDS } from './event-venues'
import { HOME_PLACES } from './home-places'
import { LANDSCAPE_PLACES } from './landscape-settings'
import { bathroomFor, MORE_PLACES, type MorePlace, positionWords, withoutSeason } from './more-places'
import { personCompoundAt } from './person-compounds'
import { personBeforePlace } from './place-for-people'
import { type ClassPlace, leaningWords, PLACES_BY_CLASS } from './places-by-class'
import type { PlanProp } from './plan'
import { SEA_ICE } from './sea-ice'
import { WEATHER_SKIES, withoutWeatherWords } from './weather-words'

// Places and skies a prompt names that are drawn into whatever setting the page has: a dock on the lake, a
// stream through the wood, a storm over the sea. Each is a '*' scenery piece (scenery/place-*.ts) listed with
// what the page draws, so "a bear in a cave" is a bear at a cave mouth rather than a bear said to lack one.

/** A place drawn as a piece of scenery: its words, the piece, the setting it stands in when none is named. */
type PlaceFeature = Pick<
  ClassPlace,
  'parts' | 'backdrop' | 'night' | 'stays' | 'alongside' | 'keep' | 'things'
> & {
  /** Phrases that name it, plural -s accepted; the matched phrase is its label unless `label` says otherwise. */
  words: string[]
  concept: string
  label?: string
  setting: SettingId
  /** What the phrase leaves for the reading: "snowy forest" leaves "snowy", read as the snow. */
  keep?: string
  /** The drawing a page of the place alone is drawn round ("a village": a house before the village). */
  subject?: string
}

const PLACE_FEATURES: PlaceFeature[] = [
  // First, so "riverbank" is the river's bank, not a river, nor "cave mouth" a cave and a mouth.
  ...LANDSCAPE_PLACES,
  ...EVENTS_FIRST,
  ...SEA_ICE,
  { words: ['watering hole', 'waterhole', 'water hole'], concept: '*pond', setting: 'savanna' },
  { words: ['duck pond', 'fish pond', 'lily pond'], concept: '*pond', label: 'pond', setting: 'meadow' },
  { words: ['dock', 'pier', 'jetty', 'boat dock'], concept: '*dock', setting: 'sea', subject: 'jetty' },
  { words: ['stream', 'creek', 'brook'], concept: '*stream', setting: 'meadow' },
  {
    // A cave boats come to is the sea's ("a tour boat at the mouth of Fingal's Cave"): the cave at the water,
    // listed as the sea cave it is.
    words: ['sea caves?', 'caves?', 'caverns?'],
    concept: '*cave',
    label: 'sea cave',
    setting: 'sea',
    alongside: /\b(sea|ocean|waves|boats?|ships?|kayaks?|canoes?|ferry|ferries|yachts?|sailing|rowing)\b/i,
  },
  {
    // Named as the prompt names it: a fox's den is listed as the den the cave draws.
    words: ['cave', 'cavern', 'lair', 'den'],
    concept: '*cave',
    setting: 'forest',
    subject: 'bear',
  },
  {
    words: ['stable', 'horse stable', 'horse stall'],
    concept: '*stable',
    label: 'stable',
    setting: 'farm',
    subject: 'horse',
  },
  {
    // Labelled as the prompt names it: a little town is a town, a village square the village's.
    words: [
      'village square',
      'town square',
      'market square',
      'village',
      'little town',
      'small town',
      // "in a Dutch square", "across the square": a square people are in, at the end of its phrase, is the town's;
      // "a circle in a square" is the shape.
      '(?<=\\b(?:in|across|into|through|round|around) (?:the (?:[a-z]+ )?|an? [a-z]+ ))square(?=\\s*(?:$|[,.!]|(?:with|at|in|on|by|for|of)\\b))',
    ],
    concept: '*village',
    setting: 'meadow',
    subject: 'house',
  },
  {
    words: ['race track', 'racetrack', 'race course', 'racecourse', 'speedway', 'racing track'],
    concept: '*race-track',
    label: 'race track',
    setting: 'meadow',
  },
  {
    words: ['fireplace', 'fire place', 'mantel', 'mantelpiece', 'hearth', 'chimney piece'],
    concept: '*fireplace',
    label: 'fireplace',
    setting: 'bedroom',
    // A fireplace alone is a fireside with its chair, never the bedroom's bed before it.
    subject: 'rocking-chair',
  },
  { words: ['police station'], concept: '*police-station', setting: 'city' },
  {
    words: [
      'fair',
      'carnival',
      'fairground',
      'funfair',
      'fun fair',
      'county fair',
      'amusement park',
      'theme park',
    ],
    concept: '*fair',
    setting: 'meadow',
  },
  {
    words: ['crosswalk', 'zebra crossing', 'cross the street', 'crossing the street', 'cross the road'],
    concept: '*crosswalk',
    label: 'crosswalk',
    setting: 'city',
    subject: 'zebra-crossing',
  },
  // A paddling pool named alone is its own drawing, the inflatable ring of water (street-and-park.ts).
  {
    words: ['paddling pool', 'paddle pool', 'kiddie pool', 'wading pool', 'inflatable pool'],
    concept: '*pool',
    setting: 'garden',
    subject: 'paddling-pool',
  },
  {
    words: ['swimming pool', '(?<!(?:tide|rock)\\s)pool'],
    concept: '*pool',
    setting: 'garden',
    subject: 'beach-ball',
  },
  { words: ['porch', 'front porch', 'veranda', 'front steps'], concept: '*porch', setting: 'garden' },
  // Something on the doorstep stands at the porch's front step, named as the prompt has it; a doorstep alone is
  // its own drawing (0147).
  {
    words: ['(?<=\\b(?:on|at|by)\\s+(?:the|a|my|our|his|her|their)\\s+)(?:doorstep|door step|front step)'],
    concept: '*porch',
    label: 'doorstep',
    setting: 'garden',
  },
  { words: ['rooftop', 'roof', 'roof top', 'chimney(?!\\s+sweep)'], concept: '*rooftop', setting: 'night' },
  {
    words: ['windowsill', 'window sill', 'window seat'],
    concept: '*windowsill',
    setting: 'bedroom',
    subject: 'potted-plant',
  },
  {
    words: ['snowy forest', 'snowy woods', 'winter forest', 'winter woods', 'snowy wood'],
    concept: '*snowy-pines',
    label: 'forest',
    setting: 'snow',
    keep: 'snowy',
  },
  ...MORE_PLACES,
  ...PLACES_BY_CLASS,
  ...HOME_PLACES,
  ...GAME_GROUNDS,
]

const phrasePattern = (words: string[]) =>
  new RegExp(`\\b(${words.map((w) => w.replace(/ /g, '\\s+')).join('|')})s?\\b`, 'i')
const FEATURE_PATTERNS = PLACE_FEATURES.map((feature) => ({
  feature,
  // Longest phrases first, so "swimming pool" is one place, not a pool after a swimming.
  pattern: phrasePattern([...feature.words].sort((a, b) => b.length - a.length)),
}))

export type NamedPlace = {
  prop: PlanProp
  setting: SettingId
  subject?: string
  backdrop?: MorePlace['backdrop']
  night?: boolean
}

const SETTING_WORDS = new RegExp(
  `\\b(${Object.values(SETTINGS)
    .flatMap((s) => s.words)
    .join('|')})\\b`,
  'i',
)

/**
 * The places the prompt names that are drawn as scenery pieces, and the prompt without their words (what
 * a feature keeps, "snowy", stays) for the reading, so it neither refuses them nor says them left out.
 */
// "a carnival float", "a beach hut": the place word begins the name of a thing Colorly draws, not a place.
function namesAThing(place: string, after: string): boolean {
  const next = /^\s+([a-z]+)/i.exec(after)?.[1]
  const thing = next ? conceptForPhrase(`${place} ${next}`.toLowerCase()) : undefined
  // "the village green": a place of its own that WordNet knows whole (compound-places.ts), no village.
  if (next && compoundPlaceAt([place.toLowerCase(), next.toLowerCase()], 0, new Set())?.setting) return true
  return !!thing && !thing.id.startsWith('*')
}

export function readNamedPlaces(text: string): { places: NamedPlace[]; rest: string } {
  const places: NamedPlace[] = []
  let rest = keepJobsWhole(leaningWords(positionWords(inTheSun(withoutWeatherWords(text)))))
  for (const { feature, pattern } of FEATURE_PATTERNS) {
    const match = pattern.exec(rest)
    if (!match || places.some((p) => p.prop.concept === feature.concept)) continue
    // A second setting beside the first ("a jungle river") is a piece of it; named alone it is the setting.
    const others = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`
    if (feature.alongside && !feature.alongside.test(others)) continue
    if (namesAThing(match[1], rest.slice(match.index + match[0].length))) continue
    // "a kiddie pool": the person it is for is part of its name, no one drawn (place-for-people.ts).
    const whose = personBeforePlace(rest.slice(0, match.index), match[0])
    const own = match[1].toLowerCase().replace(/\s+/g, ' ')
    const label = feature.label ?? (whose ? `${whose.word.toLowerCase()} ${own}` : own)
    if (whose) rest = `${rest.slice(0, match.index - whose.length)}${rest.slice(match.index)}`
    const start = whose ? match.index - whose.length : match.index
    const at = describedAt(rest, start)
    places.push(placeOf(feature, label))
    for (const thing of feature.things ?? [])
      places.push({ prop: { ...thing, named: true }, setting: feature.setting })
    if (feature.stays) continue
    // Every phrase of the place goes ("the rooftop with a chimney" is one rooftop), the first leaves its keep.
    // The describing word goes with the place: cut from it to the place's end ("a flat rooftop", never "oftop").
    rest = `${rest.slice(0, at)}${feature.keep ?? ''}${rest.slice(start + match[0].length)}`
    rest = rest.replace(new RegExp(pattern.source, 'gi'), '')
    rest = withoutParts(feature, rest, places)
  }
  const bathroom = places.length ? null : bathroomFor(rest, (t) => SETTING_WORDS.test(t))
  if (bathroom) places.push(placeOf(bathroom, bathroom.label ?? 'bathroom'))
  if (places.length) rest = withoutSeason(rest)
  return { places, rest: rest.replace(/\s+/g, ' ').replace(JOINED, ' ').trim() }
}

/**
 * Where the place's words begin, with a describing word before them ("a cozy fireplace", "a warm hearth"): taken
 * out with the place, never left alone to be read as a thing (a tea cozy). Not a word that names a setting
 * ("a snowy cave": the snow stays read), nor one with no small word before it.
 */
function describedAt(text: string, at: number): number {
  const before = /\b(?:a|an|the|my|our|his|her|their|this|its)\s+([a-z]+)\s+$/i.exec(text.slice(0, at))
  if (!before || !isAdjective(before[1].toLowerCase()) || SETTING_WORDS.test(before[1])) return at
  return at - before[0].length + before[0].indexOf(before[1])
}

// A job named in words one of which is a place ("a chimney sweep" is no chimney): joined while places are read.
const JOINED = /_/g
function keepJobsWhole(text: string): string {
  const words = text.split(' ')
  for (let i = 0; i < words.length; i++) {
    const job = personCompoundAt(
      words.map((w) => w.toLowerCase()),
      i,
    )
    if (job) words.splice(i, job.span, words.slice(i, i + job.span).join('_'))
  }
  return words.join(' ')
}

/** The place's prop, named: listed with what the page draws, and drawn over an intricate page's composed scene. */
function placeOf(feature: PlaceFeature, label: string): NamedPlace {
  return {
    prop: { concept: feature.concept, label, place: 'floor', named: true },
    setting: feature.setting,
    subject: feature.subject,
    backdrop: feature.backdrop,
    night: feature.night,
  }
}

/** The parts the place draws ("the crane" at a construction site) named with it and taken out of the words. */
function withoutParts(feature: PlaceFeature, text: string, places: NamedPlace[]): string {
  let rest = text
  for (const part of feature.parts ?? []) {
    const pattern = phrasePattern([part])
    if (!pattern.test(rest)) continue
    rest = rest.replace(new RegExp(pattern.source, 'gi'), '')
    // Listed with what the page draws; the piece itself draws it, so the prop draws nothing of its own.
    places.push({
      prop: { concept: `${feature.concept}:${part}`, label: part, place: 'floor', named: true },
      setting: feature.setting,
    })
  }
  return rest
}

// Places that stand behind the subjects in place of the setting's own back wall or skyline.
const BACKDROPS = new Set(['*cave', '*stable', '*fireplace', '*police-station', '*porch', '*windowsill'])

/** The places named first (drawn first, behind the rest); a place that is a backdrop replaces the setting's. */
export function withPlaces(places: NamedPlace[], props: PlanProp[]): PlanProp[] {
  if (!places.length) return props
  const backdrop = places.some((p) => BACKDROPS.has(p.prop.concept) || p.backdrop)
  // A bare room (a lab, a bathroom) keeps none of the setting's furniture, only what the prompt named.
  const bare = places.some((p) => p.backdrop === 'bare')
  const night = places.some((p) => p.night)
  const own = (p: PlanProp) =>
    !(backdrop && /^\*(skyline|castle-backdrop|fence|.*-wall)$/.test(p.concept)) &&
    !(bare && !p.named && p.subject === undefined && !p.concept.startsWith('*')) &&
    !(night && (p.concept === 'sun' || p.concept === 'snowflake'))
  // A place the sky also draws ("a thunderstorm over a wheat field") is drawn once, as the place.
  const placed = new Set(places.map((p) => p.prop.concept))
  const stars: PlanProp[] =
    night && !props.some((p) => p.concept === '*stars') && !placed.has('*stars')
      ? [{ concept: '*stars', label: 'stars', place: 'sky' }]
      : []
  return [...places.map((p) => p.prop), ...stars, ...props.filter((p) => own(p) && !placed.has(p.concept))]
}

// Skies a prompt names over any place: "a rainy day in the city", "a farm at sunrise", "a castle under a full
// moon", "a storm over the sea". Each prop is labelled as the prompt said it (a sunrise is not a sunset).
const SKIES: { words: RegExp; props: (word: string) => PlanProp[] }[] = [
  ...WEATHER_SKIES,
  {
    // A sunny day is its sun, named: the page lists it with what it draws.
    words: /\b(sunny|sunshine|sunlight|summer day|summer's day|sunny day|in the (?:\w+ )?sun)\b/i,
    props: () => [{ concept: 'sun', label: 'sun', place: 'sky', named: true }],
  },
  {
    // "rain boots", "a rain bow": a thing named for the rain is no rain falling.
    words:
      /\b(rain(?! (?:bows?|boots?|coats?|jackets?|hats?|gauges?|barrels?)\b)|rainy|raining|rainstorm|drizzle)\b/i,
    props: () => [{ concept: '*rain', label: 'rain', place: 'sky', named: true }],
  },
  {
    words: /\b(storm|stormy|thunderstorm|lightning|thunder|lightning bolts?)\b/i,
    props: (word) => [
      {
        concept: '*storm',
        label: /^(storm|stormy|thunderstorm)$/.test(word) ? 'storm' : 'lightning',
        place: 'sky',
        named: true,
      },
    ],
  },
  {
    words:
      /\b(snowfall|snowing|snowstorm|blizzard|falling snow|snow falling|snowflakes falling|snow falls?)\b/i,
    // A blizzard or a snowstorm is named so: the falling snow drawn is that storm.
    props: (word) => [
      {
        concept: '*snowfall',
        // "the first snow fall": the falling snow, named as the prompt has it.
        label: /^(snowstorm|blizzard)$/.test(word)
          ? word
          : /^snow falls?$/.test(word)
            ? word.toLowerCase()
            : 'snowfall',
        place: 'sky',
        named: true,
      },
    ],
  },
  {
    words: /\b(sunset|sunrise|sundown|dusk|dawn|daybreak)\b/i,
    props: (word) => [
      {
        concept: '*sunset',
        label: /^(sunrise|dawn|daybreak)$/.test(word) ? 'sunrise' : 'sunset',
        place: 'sky',
        named: true,
      },
    ],
  },
  {
    // The wind blowing: curling streams and blown leaves across the sky (docs/decisions/0133-nature-children-name.md).
    // "Wind" alone is also a verb ("winding the clock") and a windmill's name: only the weather's phrases.
    words:
      /\b(windy|blustery|breezy|gusty|in the (?:strong |cold |autumn )?wind|in the breeze|gusts? of wind|the wind blowing|wind blowing|wind blows|blowing wind)\b/i,
    props: () => [{ concept: '*wind', label: 'wind', place: 'sky', named: true }],
  },
  {
    // Fog or mist: banks of it lying across the page behind the subjects, not a cloud in the sky.
    // A foggy window or mirror is misted glass, no weather; steam rising off water is the mist drawn.
    words:
      /\b(fog|foggy|mist|misty|mists|steam(?= (?:rising |coming )?(?:off|from|over) (?:the |a )?(?:water|lake|lagoon|pool|river|sea|(?:hot )?springs?)\b))\b(?! (?:window|windows|glass|mirror|windscreen|windshield|glasses)\b)/i,
    // Labelled by its name: steam or mist is what the prompt asked for, drawn as the fog's banks.
    props: (word) => [
      {
        concept: '*fog',
        label: /^(steam|mists?|misty)$/.test(word) ? word.replace(/y$|s$/, '') : 'fog',
        place: 'sky',
        named: true,
      },
    ],
  },
  {
    // Hail: balls of ice falling over the page, as rain falls (docs/decisions/0138-more-things-drawn.md).
    // "hailing a taxi" is no weather.
    words: /\b(hail|hailstones?|hailstorms?|hail storms?)\b/i,
    props: () => [{ concept: '*hail', label: 'hail', place: 'sky', named: true }],
  },
  {
    words: /\b(night|nighttime|starry|midnight)\b/i,
    props: () => [
      { concept: 'moon', label: 'night', place: 'sky', named: true },
      { concept: '*stars', label: 'stars', place: 'sky' },
    ],
  },
  {
    // The moon seen in the sky over a place ("a castle under a full moon"); "on the moon" is the lunar ground.
    words:
      /\b(full moon|harvest moon|moonlight|moonlit|crescent moon|(?:under|beneath|below) (?:a|the) moon)\b/i,
    props: () => [
      { concept: 'moon', label: 'moon', place: 'sky', named: true },
      { concept: '*stars', label: 'stars', place: 'sky' },
    ],
  },
]
// "A dog sleeping in the sun", "a snowman melting in the spring sunshine": the sun is the sky's, shining on
// the page (SKIES), not a second subject the dog lies inside. Taken out of the words the reading reads.
const IN_THE_SUN =
  /(\S)\s+in\s+the\s+(?:(?:warm|hot|bright|spring|summer|morning|afternoon|evening|golden|winter)\s+)?(?:sun|sunshine|sunlight)\b/gi
const inTheSun = (text: string) =>
  withoutWeather(withoutWeather(text.replace(IN_THE_SUN, '$1').replace(IN_THE_WIND, '$1'), FOG), HAIL)
// Fog or hail named alone ("a fog", "hail") stays in the words: a page needs something else to stand in it.
function withoutWeather(text: string, weather: RegExp): string {
  const rest = text.replace(weather, '$1')
  return /\b(?!(?:a|an|the|some|thick|heavy|morning)\b)[a-z]{3,}/i.test(rest) ? rest : text
}
// "A kite flying in the wind": the wind is the sky's (SKIES), drawn as streams, not a thing left out.
// "A lighthouse in the fog", "fog over a lake": the fog is the page's (SKIES), not a thing left out or a cloud.
const FOG =
  /(^|\S)\s*\b(?:(?:in|through|into|out of) (?:the |a )?(?:thick |morning |heavy )?)?(?:fog|mist)\b/gi
// "A car in the hail", "kids running from the hailstorm": the hail is the page's (SKIES), falling over it, not a
// subject the car sits in. Hail alone is its own drawing (art/own-drawings/more-nature.ts).
const HAIL =
  /(^|\S)\s*\b(?:(?:in|through|into|out of|from) (?:the |a )?(?:heavy |sudden )?)?(?:hail ?storms?|hailstones?|hail)\b/gi
const IN_THE_WIND = /(\S)\s+in\s+the\s+(?:strong\s+|cold\s+|autumn\s+)?(?:wind|breeze)\b/gi

// Settings whose own sky already is the night.
const NIGHT_SKIES = new Set<SettingId>(['night', 'space', 'moon', 'mars'])

const SKY_NAMED = /\b(?:the|a) sky\b/i

/** The sky the prompt names, over whatever place it is in; the day's sun gives way to it. */
export function withSky(typed: string, setting: SettingId, props: PlanProp[]): PlanProp[] {
  const own: PlanProp[] = []
  for (const sky of SKIES) {
    const match = sky.words.exec(typed)
    if (!match) continue
    const props = sky.props(match[1].toLowerCase())
    if (props[0].concept === 'moon' && NIGHT_SKIES.has(setting)) continue
    for (const prop of props) if (!own.some((o) => o.concept === prop.concept)) own.push(prop)
  }
  // The sky named over a place with clouds of its own ("a sky full of balloons over a valley"): one of them, named.
  // Its sun shines on.
  if (setting !== 'sky' && SKY_NAMED.test(typed) && SETTINGS[setting].sky.includes('cloud') && !own.length)
    return [
      { concept: 'cloud', label: 'sky', place: 'sky', named: true },
      ...props.filter((p) => p.concept !== 'cloud'),
    ]
  if (!own.length) return props
  return [...own, ...props.filter((p) => p.concept !== 'sun' && !own.some((o) => o.concept === p.concept))]
}
