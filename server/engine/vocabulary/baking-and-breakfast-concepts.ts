import type { Concept, SettingId, Zone } from './concept-types'
import { ownConcept } from './outline-concept'

// Most dishes stand on the table and bring no setting: the shared helper with aliases first.
const own = (id: string, aliases: string, zone: Zone = 'table', setting?: SettingId): Concept =>
  ownConcept(id, zone, setting, aliases)

/**
 * Dishes, bakes and kitchen things parents and teachers name that no emoji or icon draws
 * (art/own-drawings/baking-and-breakfast.ts; docs/decisions/0188-dishes-and-baking-drawn.md), by their names,
 * plurals and the synonyms a British or American kitchen uses. Several were read before as another sense of
 * the word (a quiche and a fruitcake as people, "mac" as a raincoat) or refused.
 */
export const BAKING_AND_BREAKFAST_CONCEPTS: Concept[] = [
  // Dishes
  own(
    'full-breakfast',
    'full breakfasts,full english breakfast,full english breakfasts,full english,english breakfast,cooked breakfast,cooked breakfasts,fry up,fry ups,fryup,full irish breakfast,irish breakfast,full scottish breakfast,scottish breakfast,breakfast plate,plate of breakfast,big breakfast',
    'table',
    'kitchen',
  ),
  own(
    'mac-and-cheese',
    'mac and cheeses,mac n cheese,macaroni cheese,macaroni and cheese,macaroni,bowl of macaroni,mac and cheese bowl',
  ),
  own('quiche', 'quiches,quiche lorraine,savoury tart,savory tart'),
  own('pasty', 'pasties,cornish pasty,cornish pasties,meat pasty,empanada,empanadas'),
  own('kimchi', 'kimchis,kimchee,bowl of kimchi,kimchi bowl'),
  own('mussel', 'mussels,mussel shell,mussel shells,blue mussel,blue mussels'),
  // Bakes and puddings
  own('crepe', 'crepes,crêpe,crêpes,french pancake,french pancakes'),
  own('macaron', 'macarons,macaroon,macaroons,french macaron,french macarons'),
  own(
    'eclair',
    'eclairs,éclair,éclairs,chocolate eclair,chocolate eclairs,chocolate éclair,chocolate éclairs',
  ),
  own('pavlova', 'pavlovas,meringue,meringues,meringue nest,meringue nests,eton mess'),
  own('trifle', 'trifles,sherry trifle,bowl of trifle'),
  own(
    'layer-cake',
    'layer cakes,layered cake,layered cakes,victoria sponge,victoria sponges,victoria sponge cake,victoria sandwich,sandwich cake,jam sponge,cream cake,cream cakes,cake on a cake stand,cake stand,cake stands',
    'table',
    'party',
  ),
  own('fruit-cake', 'fruit cakes,fruitcake,fruitcakes,dundee cake'),
  own('simnel-cake', 'simnel cakes,simnel,easter simnel cake'),
  // Kitchen things
  own('fruit-bowl', 'fruit bowls,bowl of fruit,bowls of fruit,fruit dish,bowl of fruits'),
  own(
    'cooling-rack',
    'cooling racks,wire rack,wire racks,cake rack,cake racks,baking rack,baking racks,wire cooling rack,cooling tray',
  ),
  own('piping-bag', 'piping bags,icing bag,icing bags,pastry bag,pastry bags,piping nozzle'),
  own(
    'bakers-peel',
    "baker's peel,baker's peels,bakers peels,pizza peel,pizza peels,bread peel,pizza paddle,bread paddle,baker's paddle,oven paddle,paddle,paddles,peel,peels",
  ),
  own(
    'cardboard-tube',
    'cardboard tubes,toilet roll tube,toilet roll tubes,loo roll tube,loo roll tubes,kitchen roll tube,paper towel tube,toilet paper tube,toilet paper roll tube,cardboard roll,cardboard rolls',
  ),
]
