import type { IconData } from '../icon-data'
import { ANIMAL_SIGNS } from './animal-signs'
import { ANIMALS } from './animals'
import { ANIMALS_ASKED } from './animals-asked'
import { ANIMALS_ASKED_MORE } from './animals-asked-more'
import { ANIMALS_DRAWN_28 } from './animals-drawn-28'
import { ANIMALS_KIN_DRAWN } from './animals-kin-drawn'
import { ANIMALS_KIN_DRAWN_MORE } from './animals-kin-drawn-more'
import { BAKING_AND_BREAKFAST } from './baking-and-breakfast'
import { BIRDS_AND_RIVERSIDE } from './birds-and-riverside'
import { BOATS_AND_SPACE } from './boats-and-space'
import { CARE_TOOLS } from './care-tools'
import { DISHES_AND_FRUIT } from './dishes-and-fruit'
import { EVERYDAY_GAPS } from './everyday-gaps'
import { EVERYDAY_NAMED } from './everyday-named'
import { FESTIVAL_EMBLEMS } from './festival-emblems'
import { FESTIVAL_THINGS } from './festival-things'
import { FOODS_MORE } from './foods-more'
import { FUN_AND_MUSIC } from './fun-and-music'
import { GARMENTS } from './garments'
import { HELD_SPORT_TOOLS } from './held-sport-tools'
import { HOME_AND_CLASSROOM } from './home-and-classroom'
import { HOME_AND_GARDEN } from './home-and-garden'
import { HOME_AND_SCHOOL } from './home-and-school'
import { HOME_AND_SPORT } from './home-and-sport'
import { HOME_AND_STREET } from './home-and-street'
import { HOME_AND_YARD } from './home-and-yard'
import { HOME_GARDEN_AND_TABLE } from './home-garden-and-table'
import { HOUSEHOLD_CLOTHES } from './household-clothes'
import { HOUSEHOLD_THINGS } from './household-things'
import { HOUSEHOLD_TOOLS } from './household-tools'
import { ICE_AND_CROPS } from './ice-and-crops'
import { KITCHEN_TABLE } from './kitchen-table'
import { LAND_AND_WEATHER } from './land-and-weather'
import { LANDMARK_DOMES_AND_HALLS } from './landmark-domes-and-halls'
import { LANDMARK_MONUMENTS_MORE } from './landmark-monuments-more'
import { LANDMARK_PALACES_MORE } from './landmark-palaces-more'
import { LANDMARK_STATUES_AND_SHORES } from './landmark-statues-and-shores'
import { LANDMARK_TEMPLES_AND_PLACES } from './landmark-temples-and-places'
import { LANDMARK_TOWERS_AND_MEMORIALS } from './landmark-towers-and-memorials'
import { LANDMARK_UK_ASKED } from './landmark-uk-asked'
import { LANDMARK_WORLD_ASKED } from './landmark-world-asked'
import { LANDMARK_WORLD_ASKED_MORE } from './landmark-world-asked-more'
import { LANDMARK_WORLD_FAMOUS } from './landmark-world-famous'
import { LANDMARK_WORLD_MORE } from './landmark-world-more'
import { LANDMARKS } from './landmarks'
import { LANDMARKS_DRAWN } from './landmarks-drawn'
import { MADE_BUILDING_PARTS, MADE_FITTINGS } from './made-building-parts'
import { MADE_CLOTHES, MADE_HATS_AND_SUITS } from './made-clothes'
import { MADE_TOOLS_AND_MUSIC, MADE_TOYS_AND_GONG } from './made-tools-and-music'
import { MADE_VEHICLES } from './made-vehicles'
import { MORE_ANIMALS } from './more-animals'
import { MORE_EVERYDAY } from './more-everyday'
import { MORE_NATURE } from './more-nature'
import { NATURE_AND_PETS } from './nature-and-pets'
import { NATURE_GAPS } from './nature-gaps'
import { NATURE_KINDS } from './nature-kinds'
import { OUTDOORS } from './outdoors'
import { PARK_STREET_AND_CRAFT } from './park-street-and-craft'
import { PLACES_BY_KIND } from './places-by-kind'
import { PLAY_AND_SPORT } from './play-and-sport'
import { PLAY_FOOD_AND_SKY } from './play-food-and-sky'
import { STREET_AND_PARK } from './street-and-park'
import { THINGS_SAID } from './things-said'
import { THINGS_SAID_MORE } from './things-said-more'
import { TOWN_THINGS } from './town-things'
import { TRADE_THINGS } from './trade-things'
import { TREATS_AND_HOLIDAYS } from './treats-and-holidays'
import { VEHICLES } from './vehicles'
import { WHEELCHAIR } from './wheelchair'
import { WILD_AND_PET_ANIMALS } from './wild-and-pet-animals'
import { WILD_COUSINS } from './wild-cousins'

/**
 * Colorly's own drawings, by name: everyday things neither emoji set nor outline icon family draws
 * (docs/decisions/0100-own-drawings.md). Concepts name them with family 'colorly' (own-drawing-concepts.ts).
 */
export const OWN_DRAWINGS: Record<string, IconData> = {
  ...CARE_TOOLS,
  ...PLAY_AND_SPORT,
  ...HOME_AND_GARDEN,
  ...OUTDOORS,
  ...NATURE_AND_PETS,
  ...VEHICLES,
  ...HOME_AND_SCHOOL,
  ...TREATS_AND_HOLIDAYS,
  ...ANIMALS,
  ...FUN_AND_MUSIC,
  ...HOME_AND_YARD,
  ...LAND_AND_WEATHER,
  ...HOME_AND_CLASSROOM,
  ...KITCHEN_TABLE,
  ...LANDMARKS,
  ...MORE_ANIMALS,
  ...WILD_AND_PET_ANIMALS,
  ...EVERYDAY_GAPS,
  ...WHEELCHAIR,
  ...GARMENTS,
  ...EVERYDAY_NAMED,
  ...NATURE_GAPS,
  ...ICE_AND_CROPS,
  ...LANDMARKS_DRAWN,
  ...LANDMARK_TOWERS_AND_MEMORIALS,
  ...LANDMARK_TEMPLES_AND_PLACES,
  ...LANDMARK_PALACES_MORE,
  ...LANDMARK_WORLD_MORE,
  ...LANDMARK_WORLD_FAMOUS,
  ...LANDMARK_WORLD_ASKED,
  ...LANDMARK_WORLD_ASKED_MORE,
  ...LANDMARK_UK_ASKED,
  ...LANDMARK_MONUMENTS_MORE,
  ...LANDMARK_DOMES_AND_HALLS,
  ...LANDMARK_STATUES_AND_SHORES,
  ...MORE_EVERYDAY,
  ...MORE_NATURE,
  ...HOME_AND_STREET,
  ...PLAY_FOOD_AND_SKY,
  ...FOODS_MORE,
  ...BAKING_AND_BREAKFAST,
  ...HOUSEHOLD_THINGS,
  ...HOUSEHOLD_CLOTHES,
  ...STREET_AND_PARK,
  ...PARK_STREET_AND_CRAFT,
  ...DISHES_AND_FRUIT,
  ...NATURE_KINDS,
  ...FESTIVAL_EMBLEMS,
  ...FESTIVAL_THINGS,
  ...ANIMAL_SIGNS,
  ...ANIMALS_ASKED,
  ...WILD_COUSINS,
  ...ANIMALS_ASKED_MORE,
  ...ANIMALS_KIN_DRAWN,
  ...BIRDS_AND_RIVERSIDE,
  ...MADE_TOOLS_AND_MUSIC,
  ...MADE_CLOTHES,
  ...MADE_BUILDING_PARTS,
  ...MADE_VEHICLES,
  ...MADE_HATS_AND_SUITS,
  ...MADE_TOYS_AND_GONG,
  ...MADE_FITTINGS,
  ...TOWN_THINGS,
  ...HOME_AND_SPORT,
  ...HOME_GARDEN_AND_TABLE,
  ...PLACES_BY_KIND,
  ...BOATS_AND_SPACE,
  ...TRADE_THINGS,
  ...HOUSEHOLD_TOOLS,
  ...HELD_SPORT_TOOLS,
  ...ANIMALS_KIN_DRAWN_MORE,
  ...ANIMALS_DRAWN_28,
  ...THINGS_SAID,
  ...THINGS_SAID_MORE,
}
