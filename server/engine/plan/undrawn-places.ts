import { conceptForPhrase, lemmatize, nounSenses, SETTINGS, type SettingId } from '../vocabulary'
import { landscapeKind } from './landscape-settings'
import type { NamedPlace } from './named-places'

// A place Colorly cannot draw named as the backdrop of things it can ("a laundromat with a row of washing
// machines", "a vineyard with baskets of grapes"): the place is the setting, not the main subject
// (docs/decisions/0122-undrawn-places-are-settings.md). The things are drawn in the nearest drawable setting of
// the place's kind, and the page says the place ("Drawn as a shop: no laundromat"). A place alone stays refused.

// `plain`: only for a word of few senses (a loft, a cellar), never one as often another thing (a bar).
type PlaceKind = { classes: RegExp; drawn: string; setting: SettingId; piece?: string; plain?: boolean }

// By what WordNet says the place is a kind of, first match wins.
const KINDS: PlaceKind[] = [
  // A shop or a workplace serving people off the street: the shop front with its window.
  {
    classes:
      /^(shop|store|mercantile establishment|laundry|beauty salon|barbershop|restaurant|eating house)$/,
    drawn: 'shop',
    setting: 'city',
    piece: '*shop',
  },
  // A track built for racing (a velodrome, a hippodrome): the race track's oval.
  {
    classes: /^(racetrack|racecourse|raceway)$/,
    drawn: 'race track',
    setting: 'meadow',
    piece: '*race-track',
  },
  // Worked land: a vineyard, a ranch, a paddy, a plantation.
  {
    classes: /^(farm|field|plantation|grove|plot of land|tract|piece of land|pasture|grassland)$/,
    drawn: 'farm',
    setting: 'farm',
  },
  // Snow sliding down a mountain: the snowy hills, the avalanche said.
  { classes: /^(avalanche|snowslide|snow-slide)$/, drawn: 'snowy mountain', setting: 'snow' },
  // A station or a terminal: the city street.
  { classes: /^(terminal|terminus|depot|station)$/, drawn: 'city', setting: 'city' },
  // A room or a storey of a house no setting names (a loft, a cellar, a landing): a room indoors.
  { classes: /^(room|storey|story)$/, drawn: 'room', setting: 'bedroom', plain: true },
  // A yard walled round (a courtyard, a patio): the garden.
  { classes: /^(courtyard|patio|terrace)$/, drawn: 'garden', setting: 'garden', plain: true },
]

export type UndrawnPlace = { asked: string; drawn: string; setting: SettingId; place: NamedPlace | null }

/**
 * The first thing missing that is a place of a kind with a drawable setting, or null: "a model railway in the
 * loft" is in a room though the railway is missing too.
 */
export function undrawnPlace(missing: string[], swimming = false): UndrawnPlace | null {
  for (const [i, asked] of missing.entries()) {
    // A word named after the first thing missing sets the page only when it is plainly a place.
    if (i > 0 && manySenses(asked)) continue
    const place = undrawnPlaceOf(asked)
    // People swimming are in the water: a place on land is not their page ("swimming down her lane").
    if (place && !(swimming && !WATER_GROUNDS.has(SETTINGS[place.setting].ground))) return place
  }
  return null
}

const WATER_GROUNDS = new Set(['waves', 'seabed'])

// More senses than this and a word is as often something else: "over the bar" is the pole vault's.
const FEW_SENSES = 4
function manySenses(asked: string): boolean {
  const phrase = asked.toLowerCase()
  const whole = nounSenses(phrase, 99).length
  const head = nounSenses(lemmatize(phrase.split(/\s+/).pop() ?? ''), 99).length
  // A word WordNet knows whole counts its own senses ("signal box"); one word, its plural too ("bars").
  return (phrase.includes(' ') && whole ? whole : Math.max(whole, head)) > FEW_SENSES
}

function undrawnPlaceOf(asked: string): UndrawnPlace | null {
  const head = asked.toLowerCase().split(/\s+/).pop() ?? ''
  const senses = [...nounSenses(asked.toLowerCase(), 2), ...nounSenses(lemmatize(head), 2)]
  // A place WordNet knows whole is read by its own senses only: a window box is no theatre box.
  const whole = nounSenses(asked.toLowerCase(), 2)
  for (const kind of KINDS) {
    if (kind.plain && manySenses(asked)) continue
    if (
      !(kind.plain && whole.length ? whole : senses).some(
        (s) => s.kind !== 'noun.person' && s.classes.slice(0, 8).some((c) => kind.classes.test(c)),
      )
    )
      continue
    const place: NamedPlace | null = kind.piece
      ? {
          prop: { concept: kind.piece, label: kind.drawn, place: 'floor', named: true },
          setting: kind.setting,
          backdrop: true,
        }
      : null
    return { asked, drawn: kind.drawn, setting: kind.setting, place }
  }
  const building = manySenses(asked) ? null : buildingKind(asked, senses)
  if (building) return building
  // A landscape feature by its class (plan/landscape-settings.ts): a drumlin is drawn as hills, a fjord as the
  // sea, said.
  const land = landscapeKind(asked)
  if (!land) return null
  const place: NamedPlace | null = land.piece
    ? { prop: { concept: land.piece, label: land.drawn, place: 'floor', named: true }, setting: land.setting }
    : null
  return { asked, drawn: land.drawn, setting: land.setting, place }
}

// Where the walk up a building's classes stops: past it every building is alike.
const BUILDING = /^(building|edifice)$/
// Buildings open to the air or no home's shape, which a house would draw as another thing: a gazebo, a shelter.
const NOT_HOUSE_SHAPED = /^(summerhouse|shelter|pavilion|outbuilding|shed|stand|grandstand|tower)$/

/**
 * A building no drawing names ("a thatched pub", "a tavern", "a town hall"): WordNet files it under a building.
 * Drawn as the nearest drawn building its classes pass before "building" (an inn is a hotel), else as a house,
 * in that drawing's own setting, and said ("Drawn as a house: no pub").
 */
function buildingKind(asked: string, senses: { kind: string; classes: string[] }[]): UndrawnPlace | null {
  const [first] = senses
  if (first?.kind !== 'noun.artifact') return null
  const top = first.classes.findIndex((c) => BUILDING.test(c))
  if (top < 0 || first.classes.slice(0, top).some((c) => NOT_HOUSE_SHAPED.test(c))) return null
  const nearest = first.classes
    .slice(1, top)
    .map((c) => conceptForPhrase(c))
    .find((c) => c && c.zone === 'ground' && nounSenses(c.label, 1)[0]?.classes.some((k) => BUILDING.test(k)))
  const drawn = nearest ?? conceptForPhrase('house')
  if (!drawn) return null
  const setting = (drawn.setting ?? 'city') as SettingId
  return {
    asked,
    drawn: drawn.label,
    setting,
    place: {
      prop: { concept: drawn.id, label: drawn.label, place: 'floor', named: true },
      setting,
      backdrop: true,
    },
  }
}
