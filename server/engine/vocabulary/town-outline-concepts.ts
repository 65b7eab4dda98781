import type { Concept } from './concept-types'
import { outlineConcept, ownConcept as own } from './outline-concept'

const o = outlineConcept

/**
 * Vehicles, equipment and town buildings a teacher names that the outline families draw and nothing reached:
 * a container ship had been drawn as the liner, a pallet as the artist's palette, a lunar lander as a rocket,
 * a windsock, a warehouse and a finish line left out (docs/decisions/0187-town-things-drawn.md). Each was
 * looked at alone and on a page with the people and vehicles named with it.
 */
export const TOWN_OUTLINE_CONCEPTS: Concept[] = [
  o('windsock', 'game-icons', 'windsock', 'ground', 'meadow', 'windsocks,wind sock,wind socks,wind cone'),
  o(
    'warehouse',
    'game-icons',
    'warehouse',
    'ground',
    'city',
    'warehouses,depot,depots,storehouse,storehouses,distribution centre,distribution center',
  ),
  o(
    'lunar-module',
    'game-icons',
    'lunar-module',
    'ground',
    'moon',
    'lunar modules,lunar lander,lunar landers,moon lander,moon landers,apollo lander,lunar excursion module',
  ),
  o(
    'cargo-ship',
    'game-icons',
    'cargo-ship',
    'water',
    'sea',
    'cargo ships,container ship,container ships,freighter,freighters,cargo boat,cargo boats,merchant ship',
  ),
  o(
    'finish-line',
    'game-icons',
    'finish-line',
    'ground',
    'meadow',
    'finish lines,finishing line,finishing lines,finish line tape,finishing tape,the finish',
  ),
  o(
    'shipping-pallet',
    'mdi',
    'shipping-pallet',
    'ground',
    'city',
    'pallet,pallets,shipping pallets,wooden pallet,wooden pallets,pallet of boxes',
  ),
  o(
    'boxing-ring',
    'game-icons',
    'boxing-ring',
    'ground',
    'city',
    'boxing rings,~wrestling ring,~wrestling rings',
  ),
  o('fire-station', 'mdi', 'fire-station', 'ground', 'city', 'fire stations,firehouse,firehouses,fire hall'),
  o(
    'vending-machine',
    'game-icons',
    'vending-machine',
    'ground',
    'city',
    'vending machines,snack machine,drinks machine',
  ),
  o(
    'cash-register',
    'mdi',
    'cash-register',
    'table',
    undefined,
    'cash registers,cash till,cash tills,shop till,checkout till',
  ),
]

/**
 * The same kind of things drawn by Colorly itself (art/own-drawings/town-things.ts), where no family holds
 * them: each in its own shape, so a stepladder is never the straight ladder and a tandem never the bicycle.
 */
export const TOWN_OWN_CONCEPTS: Concept[] = [
  own(
    'stepladder',
    'ground',
    undefined,
    'stepladders,step ladder,step ladders,steps ladder,a-frame ladder,kick step',
  ),
  own(
    'tandem',
    'ground',
    'park',
    'tandems,tandem bike,tandem bikes,tandem bicycle,tandem bicycles,bicycle made for two',
  ),
  own(
    'trailer',
    'ground',
    'farm',
    'trailers,farm trailer,farm trailers,hay trailer,hay trailers,car trailer,box trailer,tipping trailer,~horsebox,~horse box',
  ),
  own('loom', 'ground', undefined, 'looms,weaving loom,weaving looms,hand loom,floor loom'),
  own('weaving-shuttle', 'table', undefined, 'weaving shuttles,weavers shuttle,loom shuttle,boat shuttle'),
  own('bunsen-burner', 'table', 'classroom', 'bunsen burners,bunsen,bunsens,gas burner,lab burner'),
  // Named "creeper" alone it is the plant or the game's monster: the mechanic's only by what is around it
  // (plan/town-senses.ts).
  own(
    'mechanics-creeper',
    'ground',
    undefined,
    "mechanic's creeper,mechanic creeper,creeper board,creeper trolley,car creeper,garage creeper",
  ),
  own('balance-beam', 'ground', undefined, 'balance beams,gym beam,gym beams,gymnastics beam,beam at gym'),
  own('carnival-float', 'ground', 'city', 'carnival floats,parade float,parade floats,float in the parade'),
  own(
    'key-cutting-machine',
    'table',
    undefined,
    'key cutting machine,key cutting machines,key-cutting machines,key cutter,key cutters,key machine,key duplicator',
  ),
  {
    ...own(
      'ride-on-mower',
      'ground',
      'garden',
      'ride-on mowers,ride on mower,ride on mowers,riding mower,riding mowers,ride-on lawnmower,ride on lawnmower,lawn tractor,lawn tractors',
    ),
    // On its seat over the big back wheel, the legs hidden behind the bonnet as on a tractor.
    seat: { x: 0.63, y: 0.35, legs: 'astride', height: 6.5 },
  },
  own(
    'show-ring',
    'ground',
    'farm',
    'show rings,showring,riding ring,riding arena,riding arenas,show jumping ring,showjumping ring,horse show ring',
  ),
  {
    ...own(
      'broomstick',
      'ground',
      undefined,
      "broomsticks,broom stick,witch's broom,witches broom,magic broom,flying broom",
    ),
    // Flown astride, the handle across the hips, one leg down each side.
    seat: { x: 0.42, y: 0.4, legs: 'astride', height: 3.6 },
  },
  own(
    'narrowboat',
    'water',
    undefined,
    'narrowboats,narrow boat,narrow boats,canal boat,canal boats,canal barge,canal barges,~barge,~barges,~houseboat,~houseboats',
  ),
  own('lifeboat', 'water', 'sea', 'lifeboats,life boat,life boats,rescue boat,rescue boats,rnli lifeboat'),
  own(
    'workbench',
    'ground',
    undefined,
    "workbenches,work bench,work benches,carpenter's bench,woodwork bench,tool bench",
  ),
  own('jukebox', 'ground', undefined, 'jukeboxes,juke box,juke boxes'),
]
