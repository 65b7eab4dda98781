import type { PlanProp } from './plan'

// Weather named in a child's words that the sky pieces already draw (named-places.ts SKIES, scenery/place-skies.ts),
// read before the reading looks for things: a sandstorm is the wind blowing over the page (WordNet's sense of
// it is a "duster", which drew a feather duster), a downpour, the monsoon or April showers are the rain (never
// the bathroom's shower), a heatwave the blazing sun, a gale the wind, sleet rain and snow falling together. Each
// is labelled as the prompt names it, and its words are the sky's, taken out of what the reading reads, so none is
// refused, left out or drawn as a thing.

const STORM = 'sand ?storms?|dust ?storms?|haboobs?'
const DOWNPOUR =
  'downpours?|monsoons?(?: rains?)?|cloudbursts?|torrential rain|pouring rain|heavy rain|rainy season|deluge|(?:april|spring|summer|light|heavy|passing|sudden|rain) showers?'
const HEAT = 'heat ?waves?|scorching heat|sweltering heat|blazing sun|baking heat'
const GALE = 'gales?|gale[- ]force winds?|strong winds?|high winds?'
const SLEET = 'sleet|sleeting|freezing rain'

const sky = (concept: string, label: string): PlanProp => ({ concept, label, place: 'sky', named: true })

/** The weather words' sky pieces, read first among the skies (named-places.ts), each named as the prompt has it. */
export const WEATHER_SKIES: { words: RegExp; props: (word: string) => PlanProp[] }[] = [
  { words: new RegExp(`\\b(${STORM})\\b`, 'i'), props: () => [sky('*wind', 'sandstorm')] },
  { words: new RegExp(`\\b(${DOWNPOUR})\\b`, 'i'), props: () => [sky('*rain', 'rain')] },
  { words: new RegExp(`\\b(${HEAT})\\b`, 'i'), props: () => [sky('sun', 'sun')] },
  { words: new RegExp(`\\b(${GALE})\\b`, 'i'), props: () => [sky('*wind', 'wind')] },
  {
    words: new RegExp(`\\b(${SLEET})\\b`, 'i'),
    props: () => [sky('*rain', 'sleet'), sky('*snowfall', 'snow')],
  },
]

// The weather's words with what goes with them: "through a sandstorm", "in the pouring rain", "a monsoon
// downpour", "the gale blowing".
const WORDS = [STORM, DOWNPOUR, HEAT, GALE, SLEET].join('|')
const PHRASE = new RegExp(
  `\\b(?:(?:through|in|into|during|out of|from|under|caught in|over)\\s+)?(?:(?:a|an|the)\\s+)?` +
    `(?:(?:big|huge|heavy|sudden|fierce|terrible|wild|monsoon|summer|tropical|desert|icy|cold)\\s+)*` +
    `(?:${WORDS})(?:\\s+(?:blowing|raging|sweeping|pouring|falling|beating|lashing|howling|coming|rolling|hitting))?\\b`,
  'gi',
)

// Rain someone is out in ("a goalkeeper diving in the rain", "walking home through the pouring rain"): the sky's
// rain (named-places.ts SKIES), never the umbrella the emoji for the word "rain" draws, nor a thing left out.
const OUT_IN_RAIN =
  /\b(?:out )?(?:in|through|into|during|under) (?:the |a )?(?:(?:heavy|light|pouring|driving|summer|spring|cold|warm|gentle|soft|falling) )*(?:rain|drizzle|rainfall)\b(?! (?:bows?|boots?|coats?|jackets?|hats?|gauges?|barrels?|forests?|drops?|clouds?)\b)/gi

// Where weather named alone falls: a sandstorm over the desert's dunes, the rest from a cloud in the sky.
const ALONE: [RegExp, string][] = [
  [new RegExp(`\\b(?:${STORM})\\b`, 'i'), 'sand dunes'],
  [new RegExp(`\\b(?:${HEAT})\\b`, 'i'), 'the sun'],
]

// Weather named with nothing else ("a windy day", "a snowstorm", "a foggy morning", "thundery weather"): any
// storm compound, a weather noun or the -y adjective made from one, with the time of day it names. It is a sky
// page, that weather over hills and trees; rainy, snowy and sunny days, hail and sandstorms have their own pages.
// ("a thunderstorm" alone is its own place, clouds and lightning over a house: places-by-class.)
const WEATHER_WORD =
  '(?:(?:snow|rain|wind|ice|electrical|winter|summer|tropical)\\s?)?(?<!thunder\\s?)storms?|blizzards?|squalls?|foggy|smoggy|' +
  '(?:wind|fog|mist|cloud|storm|ic|breez|bluster|drizzl|shower|thunder|haz|gust|overcast|murk)y|' +
  'overcast|thunder|wet|grey|gray|cold|freezing'
const WEATHER_ALONE = new RegExp(
  `^\\s*(?:(?:a|an|the|some|it'?s|it is)\\s+)?(?:(?:very|really|wild|big|dark|cold|wet|grey|gray|heavy|thick|` +
    `light|winter'?s?|summer'?s?|autumn|spring|early|late|(?:${WEATHER_WORD}))\\s+)*(?:${WEATHER_WORD})` +
    `(?:\\s+(?:and\\s+(?:${WEATHER_WORD})\\s+)?(?:day|days|morning|afternoon|evening|night|weather|outside))?\\s*$`,
  'i',
)
const SNOWY = /\b(?:snow|blizzard|ic[ey]|frost|freezing|winter)/i

/** The place weather named alone falls on: snowy hills for snow and ice, else trees on a hill; null if not alone. */
export function weatherAloneScene(text: string): string | null {
  if (!WEATHER_ALONE.test(text)) return null
  // "a cold day" or "a grey morning" names no weather the sky draws: only a word the skies read counts.
  if (
    !/storm|blizzard|squall|wind|fog|mist|frost|ic[ey]|breez|bluster|drizzl|shower|thunder|lightning|haz|gust|overcast|murk/i.test(
      text,
    )
  )
    return null
  return SNOWY.test(text) ? 'snowy hills' : 'trees on a hill'
}

/**
 * The prompt without its weather words, which the sky draws; weather named alone ("a sandstorm", "a monsoon
 * downpour") is the place it falls on, under it (the dunes, a cloud), never the thing WordNet names it as.
 */
export function withoutWeatherWords(text: string): string {
  const alone = weatherAloneScene(text)
  if (alone) return alone
  const rest = text
    .replace(PHRASE, ' ')
    .replace(OUT_IN_RAIN, ' ')
    .replace(/\s{2,}/g, ' ')
  if (rest === text.replace(/\s{2,}/g, ' ')) return text
  if (/\b(?!(?:a|an|the|some|over|with|and|on|at|of|in|blowing|falling)\b)[a-z]{3,}/i.test(rest))
    return rest.trim()
  return ALONE.find(([words]) => words.test(text))?.[1] ?? 'a cloud'
}
