import type { Concept } from './concept-types'
import { nounSenses } from './wordnet'

// How tall a thing stands in the world, roughly, in metres, so things drawn together keep their sizes: a key
// beside a crow, a mushroom beside a fox, a cupcake beside a girl are small, a house beside a dog is big. Read
// from what WordNet says the thing is a kind of, nearest class first ("peanut" -> legume... -> "edible nut"),
// so a new drawing gets a size without a table of its own. Heights are orders of magnitude, not measurements.
const CLASS_HEIGHT: Record<string, number> = {
  // Creatures
  insect: 0.02,
  arachnid: 0.02,
  gastropod: 0.03,
  worm: 0.02,
  crustacean: 0.1,
  amphibian: 0.08,
  lizard: 0.15,
  snake: 0.15,
  turtle: 0.3,
  crocodilian: 0.5,
  dinosaur: 4,
  rodent: 0.1,
  lagomorph: 0.3,
  squirrel: 0.2,
  bird: 0.3,
  'gallinaceous bird': 0.4,
  ratite: 2,
  penguin: 0.7,
  'wading bird': 1,
  swan: 0.8,
  'bird of prey': 0.6,
  'house cat': 0.3,
  cat: 0.3,
  'big cat': 1.1,
  dog: 0.6,
  canine: 0.8,
  fox: 0.4,
  bear: 1.5,
  procyonid: 0.4,
  musteline: 0.3,
  primate: 0.8,
  'great ape': 1.6,
  bovine: 1.5,
  sheep: 0.9,
  goat: 0.8,
  deer: 1.3,
  giraffe: 5,
  camel: 2,
  equine: 1.6,
  swine: 0.9,
  pachyderm: 3,
  proboscidean: 3,
  marsupial: 1.2,
  whale: 3,
  dolphin: 1,
  seal: 0.8,
  fish: 0.3,
  'aquatic mammal': 1,
  // People
  person: 1.7,
  // Plants and food
  tree: 6,
  shrub: 1.2,
  flower: 0.4,
  mushroom: 0.1,
  fungus: 0.1,
  'edible nut': 0.03,
  nut: 0.03,
  seed: 0.01,
  'edible fruit': 0.1,
  berry: 0.02,
  pumpkin: 0.4,
  melon: 0.3,
  vegetable: 0.15,
  'baked goods': 0.1,
  cake: 0.15,
  sandwich: 0.1,
  candy: 0.03,
  'frozen dessert': 0.15,
  egg: 0.06,
  dish: 0.1,
  food: 0.15,
  // Things
  building: 8,
  house: 7,
  tower: 20,
  bridge: 10,
  'motor vehicle': 1.6,
  truck: 3,
  bus: 3,
  train: 4,
  aircraft: 4,
  ship: 8,
  boat: 1.5,
  bicycle: 1,
  'wheeled vehicle': 1.2,
  furniture: 0.9,
  bed: 0.6,
  seat: 0.9,
  table: 0.8,
  'home appliance': 0.9,
  'kitchen utensil': 0.2,
  tableware: 0.1,
  container: 0.3,
  bottle: 0.3,
  bag: 0.4,
  box: 0.4,
  basket: 0.3,
  key: 0.07,
  coin: 0.03,
  jewelry: 0.03,
  'hand tool': 0.3,
  'writing implement': 0.15,
  toy: 0.3,
  ball: 0.22,
  book: 0.25,
  'musical instrument': 0.6,
  clock: 0.3,
  lamp: 0.5,
  clothing: 0.6,
  footwear: 0.12,
  headdress: 0.2,
  'electronic equipment': 0.3,
  mountain: 500,
  rock: 0.5,
}

// Where WordNet's first sense of the drawing's name is another thing: a peacock is first a butterfly.
const BY_ID: Record<string, number> = {
  peacock: 1,
  hamster: 0.1,
  // WordNet's unicorn is an imaginary being with no size: drawn the size of the horse it is.
  unicorn: 1.6,
  chick: 0.15,
  // Animal signs (animal-signs-concepts.ts): WordNet's molehill is a hillock, its dot a mark of any size.
  molehill: 0.3,
  'laser-dot': 0.04,
  frogspawn: 0.15,
  'snake-skin': 0.1,
  'beaver-lodge': 1.5,
  balloon: 0.4,
  // A goal a child shoots at (a five-a-side goal), not the ball's size beside the player.
  'goal-net': 2,
  superhero: 1.7,
  pirate: 1.7,
  ufo: 4,
  typewriter: 0.3,
  // Festival emblems (festival-emblem-concepts.ts): a palm cross held up in the hand, a longship's hull and sail.
  'palm-cross': 0.35,
  longship: 12,
  // Boats of the world (boats-and-space-concepts.ts) and the aqueduct (places-by-kind-concepts.ts).
  ...{ felucca: 9, 'chinese-junk': 10, gondola: 11, aqueduct: 48 },
  'sugar-cane': 2,
  shoebox: 0.15,
  'ogre-mask': 0.3,
  'dragon-boat': 12,
  shofar: 0.5,
  rangoli: 0.8,
  'flaming-torch': 0.8,
  tugboat: 5,
  'cement-mixer': 3,
  'combine-harvester': 4,
  'garbage-truck': 3,
  'road-roller': 3,
  'monster-truck': 3.5,
  'tanker-truck': 3.5,
  'space-shuttle': 20,
  // Town things Colorly draws itself, stood beside a person, never held (art/own-drawings/town-things.ts).
  ...{ jukebox: 1.6, 'vending-machine': 1.8, loom: 1.8, workbench: 1.3, stepladder: 1.8, 'show-ring': 1.5 },
  ...{ 'carnival-float': 4, trailer: 1.5, tandem: 1.1, narrowboat: 2.5, lifeboat: 4, 'balance-beam': 1.2 },
  ...{ 'ride-on-mower': 1.2, 'key-cutting-machine': 0.5, 'lunar-module': 7, 'cargo-ship': 40, warehouse: 10 },
  // Home, school and sport things (art/own-drawings/home-and-sport.ts, home-sport-concepts.ts): mats and rugs
  // lie low but are as long as a child, a cloakroom stands as tall as a coat on its peg.
  ...{ 'changing-mat': 0.35, 'leaf-pile': 0.7, 'yoga-mat': 0.4, cloakroom: 1.6, magazine: 0.3, collage: 0.6 },
  ...{ 'shaving-brush': 0.12, rug: 0.5, 'bowling-alley': 1.6, penknife: 0.1, 'football-boots': 0.15 },
  ...{ armchair: 1, razor: 0.15, shoelaces: 0.15 },
  // Garden, school, table and holiday things (art/own-drawings/home-garden-and-table.ts).
  ...{ 'garden-fork': 1.1, 'cricket-bat': 0.85, 'bug-hotel': 1, 'compost-heap': 1, 'leaf-blower': 0.5 },
  ...{ 'hole-punch': 0.12, 'school-uniform': 0.6, 'netball-hoop': 3.05, 'shin-pads': 0.3, tagine: 0.3 },
  ...{ couscous: 0.2, shortbread: 0.2, crumpet: 0.1, 'sausage-roll': 0.15, lilo: 1.8, windbreak: 1.4 },
  ...{ hanky: 0.3, 'clothes-horse': 1.2, 'toast-rack': 0.2, tinsel: 1, 'scrubbing-brush': 0.2 },
  // The things trades work with (art/own-drawings/trade-things.ts): a handbell held, a trolley pushed, a rack.
  ...{ handbell: 0.4, 'straw-bundle': 0.8, 'welding-torch': 0.25, sparks: 0.4, tripod: 1.5, tiles: 0.3 },
  ...{ 'fabric-roll': 0.5, crook: 1.7, 'drinks-trolley': 1, 'cheese-rack': 1.8 },
  ...{ barrel: 0.9, gavel: 0.3, 'stone-wall': 1.2, trapeze: 1.6 },
  // Household things and hand tools (art/own-drawings/household-tools.ts): held or on a bench; a big lever
  // and a mangle stand on the floor, taller than what is held.
  ...{ vice: 0.3, chain: 0.6, photo: 0.15, 'electric-fan': 0.5, 'shoe-brush': 0.15, 'shoe-polish': 0.08 },
  ...{ corkscrew: 0.12, clippers: 0.18, lever: 1.4, mangle: 1.4 },
  // Things people hold and use (art/own-drawings/held-sport-tools.ts); a hang glider's wing spans 10 m.
  ...{ discus: 0.22, 'juggling-balls': 0.3, 'conductor-baton': 0.4, whip: 1, 'ice-scraper': 0.18 },
  ...{ sandpaper: 0.12, snowshoes: 0.7, 'ski-poles': 1.2, 'hang-glider': 3, 'athletics-hammer': 1.2 },
  // Everyday things the pages said left out (art/own-drawings/things-said.ts): held, stood on the ground, laid down.
  ...{ planks: 0.6, cross: 1.6, hamper: 0.5, 'window-box': 1, mosaic: 1, maze: 4 },
  ...{ 'patchwork-quilt': 1, 'bowling-pin': 0.4, sieve: 0.2, 'embroidery-hoop': 0.25, 'inline-skate': 0.3 },
  ...{ folder: 0.3, 'kick-pad': 0.6, mat: 0.5, 'star-lantern': 0.8, 'brigid-cross': 0.35 },
  // More things the pages said left out (things-said-more-concepts.ts): a quill held, an alphorn 3 m long.
  ...{
    'quill-pen': 0.4,
    'cut-diamond': 0.2,
    'coil-spring': 0.2,
    'pipe-organ': 6,
    fedora: 0.2,
    marionette: 0.6,
  },
  ...{
    'music-stand': 1.3,
    tweezers: 0.3,
    'grooming-brush': 0.2,
    'volleyball-net': 2.4,
    ...{ 'gingerbread-heart': 0.25, 'prayer-wheel': 0.5 },
    'eye-chart': 0.9,
    alphorn: 1.2,
  },
  drone: 0.3,
  'big-ben': 90,
  'water-tower': 30,
  'lifeguard-tower': 4,
  'street-light': 5,
  'phone-booth': 2.3,
  treehouse: 6,
  igloo: 2.5,
  doghouse: 1.2,
  'chicken-coop': 2,
  birdhouse: 0.3,
  dollhouse: 0.8,
  sandcastle: 0.5,
  grill: 1,
  'scratching-post': 1,
  'pet-carrier': 0.4,
  fossil: 0.3,
  seedling: 0.15,
  fridge: 1.8,
  luggage: 0.6,
  // Everyday things whose name WordNet files first as something else: a potty is a toilet, a shed a building,
  // a house of cards a plan, a music box a large instrument (docs/decisions/0132-everyday-things-drawn.md).
  potty: 0.3,
  shed: 2.3,
  'house-of-cards': 0.3,
  'music-box': 0.15,
  'wheelie-bin': 1.1,
  hose: 0.3,
  // Tools a verb puts in the hand (plan/verb-tools.ts) that WordNet files as something larger: the iron as the
  // metal, a spoon and a whisk as containers' measures, a feather duster held by its handle as a broom is.
  iron: 0.15,
  spoon: 0.18,
  whisk: 0.18,
  'feather-duster': 0.15,
  // A bottle of craft glue, held to the card.
  glue: 0.15,
  whiteboard: 1.8,
  sign: 1.5,
  signpost: 2.2,
  'car-wheel': 0.6,
  'steering-wheel': 0.4,
  money: 0.1,
  passport: 0.15,
  // More things and animals drawn (docs/decisions/0138-more-things-drawn.md): WordNet's climbing frame is a
  // "framework" (0.3), its drawer the drawer alone; the chest of drawers is drawn. A gibbon is drawn with its
  // branch and trunk, so the drawing stands taller than the ape.
  'climbing-frame': 2.4,
  'starting-blocks': 0.35,
  'night-light': 0.15,
  drawer: 1,
  tablecloth: 0.8,
  'googly-eyes': 0.04,
  glitter: 0.1,
  'action-figure': 0.25,
  frost: 1,
  cicada: 0.04,
  quokka: 0.45,
  gibbon: 1.4,
  dishwasher: 0.85,
  cymbals: 0.4,
  // Things prompts name, said left out before (docs/decisions/0147-asked-everyday-drawings.md): the balcony and
  // the doorstep are drawn with the wall and door behind them, so stand as tall as a storey or a door.
  balcony: 2.6,
  doorstep: 2.2,
  // Street and park (docs/decisions/0165-street-and-park-drawings.md): a stall and a barrier's post stand over a
  // child; a sandpit and a paddling pool come to its knees.
  'market-stall': 2.4,
  'bird-table': 1.7,
  'bird-bath': 1,
  sandpit: 0.5,
  'paddling-pool': 0.5,
  'zebra-crossing': 2.4,
  jetty: 2,
  'boom-barrier': 1.2,
  // Park, street and craft things (docs/decisions/0171-play-street-and-craft-drawings.md): a deckchair to a
  // child's chest, a bandstand and a maypole over the dancers, a bus shelter a storey, a paper chain as hung.
  deckchair: 0.9,
  // A pacifier is small enough to sit at a baby's mouth.
  pacifier: 0.06,
  bandstand: 5,
  'bus-shelter': 2.6,
  maypole: 5,
  'zip-line': 4,
  'splash-pad': 1.5,
  'paper-chain': 0.5,
  'paint-set': 0.1,
  'parking-meter': 1.4,
  'hose-reel': 0.8,
  'helter-skelter': 9,
  'height-chart': 1.6,
  'double-bass': 1.9,
  kickboard: 0.45,
  javelin: 2.6,
  'metal-detector': 1.3,
  chainsaw: 0.35,
  'knitting-needles': 0.35,
  meatballs: 0.15,
  'whipped-cream': 0.2,
  haggis: 0.15,
  // Held things WordNet files under a bigger class (a whistle as a musical instrument, a phone as
  // electronic equipment, a bowl as a container) or under none: each is held in the hand (scene/held-size.ts).
  whistle: 0.05,
  'rubiks-cube': 0.06,
  'mobile-phone': 0.15,
  bowl: 0.12,
  'steaming-bowl': 0.15,
  'tissue-box': 0.12,
  envelope: 0.1,
  'alarm-clock': 0.15,
  'red-paper-lantern': 0.3,
  // WordNet's first "tangerine" is the tree.
  tangerine: 0.08,
  // Animals WordNet files under a class of another size (a capybara is a rodent, a wombat a marsupial) or none.
  capybara: 0.6,
  wombat: 0.4,
  echidna: 0.3,
  tapir: 1,
  chinchilla: 0.15,
  aardvark: 0.7,
  millipede: 0.02,
  centipede: 0.02,
  woodlouse: 0.015,
  ankylosaurus: 2,
  spinosaurus: 5,
  'sea-urchin': 0.1,
  geyser: 20,
  mud: 0.1,
  pebbles: 0.05,
  iceberg: 4,
  barley: 0.8,
  heather: 0.4,
  flea: 0.003,
  'venus-flytrap': 0.15,
  // A sprig of holly, not WordNet's holly tree; a swordfish is no 15 cm fish.
  holly: 0.15,
  mistletoe: 0.3,
  lily: 0.8,
  fern: 0.8,
  swordfish: 3,
  cattail: 1.8,
  // Landmarks drawn in their own shape, which WordNet files as a structure of no size or not at all: never held.
  colosseum: 48,
  stonehenge: 7,
  'golden-gate-bridge': 200,
  'gateway-arch': 190,
  'cn-tower': 550,
  'empire-state-building': 440,
  'burj-khalifa': 830,
  'notre-dame': 69,
  'great-wall': 8,
  'table-mountain': 1000,
  uluru: 350,
  matterhorn: 4000,
  'christ-the-redeemer': 700,
  'mount-rushmore': 500,
  'sagrada-familia': 170,
  'shard-tower': 310,
  'chrysler-building': 320,
  'arc-de-triomphe': 50,
  'washington-monument': 170,
  'lincoln-memorial': 30,
  'angel-of-the-north': 20,
  'blackpool-tower': 158,
  'angkor-wat': 65,
  'petra-treasury': 40,
  'moscow-kremlin': 71,
  'lake-bled': 100,
  'ha-long-bay': 100,
  'white-house': 21,
  'buckingham-palace': 24,
  'tower-of-london': 27,
  'st-pauls-cathedral': 111,
  'houses-of-parliament': 96,
  'us-capitol': 88,
  'edinburgh-castle': 130,
  'neuschwanstein-castle': 65,
  'london-eye': 135,
  'gherkin-tower': 180,
  'petronas-towers': 452,
  atomium: 102,
  'sydney-harbour-bridge': 134,
  'niagara-falls': 57,
  'mount-everest': 8849,
  'louvre-pyramid': 21,
  'brandenburg-gate': 26,
  'nelsons-column': 52,
  'chichen-itza': 30,
  'mont-saint-michel': 92,
  'liberty-bell': 1.5,
  'temple-of-heaven': 38,
  alamo: 10,
  'forbidden-city': 35,
  'hagia-sophia': 55,
  'st-peters-basilica': 136,
  'dome-of-the-rock': 35,
  'westminster-abbey': 69,
  'windsor-castle': 65,
  'sacre-coeur': 83,
  'fushimi-inari': 4,
  merlion: 8.6,
  // Each soldier is a man's height: beside people the army stands as tall as they do.
  'terracotta-army': 2,
  alcatraz: 40,
  'mount-kilimanjaro': 5895,
  'giants-causeway': 12,
  'trevi-fountain': 26,
  'burj-al-arab': 321,
  'marina-bay-sands': 200,
  // Dishes and kitchen things (baking-and-breakfast-concepts.ts): a mussel beside the paella pan is small, a
  // baker's peel as long as the baker's arm and more.
  mussel: 0.06,
  kimchi: 0.15,
  'fruit-bowl': 0.25,
  'piping-bag': 0.3,
  'bakers-peel': 1.2,
  'cardboard-tube': 0.1,
  'cooling-rack': 0.1,
  // WordNet has no bottle cap: a cap is first headwear.
  'bottle-cap': 0.03,
}

const cache = new Map<string, number | null>()

// A drawing is of a creature, a food, a plant or an object: senses that make the word a person ("a tiger" as a
// fierce person, "a toaster" as one who drinks a toast) or an event are passed over when another sense is a thing.
const THING_KINDS = ['noun.animal', 'noun.food', 'noun.plant', 'noun.artifact', 'noun.object']

function heightOfWords(words: string): number | null {
  const senses = nounSenses(words, 6)
  const things = senses.filter((s) => THING_KINDS.includes(s.kind))
  for (const sense of (things.length ? things : senses).slice(0, 1)) {
    for (const cls of [words, ...sense.classes]) {
      const h = CLASS_HEIGHT[cls]
      if (h !== undefined) return h
    }
  }
  return null
}

/** Roughly how tall the thing is, in metres, or null when WordNet does not place it. */
export function realHeight(concept: Concept): number | null {
  // By id and label: the reading names a drawing as the prompt does ("a jack-o'-lantern" on the pumpkin), and
  // the first name asked must not decide the size for every later page.
  const key = `${concept.id}\n${concept.label}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const names = [concept.label.toLowerCase(), concept.id.replace(/-/g, ' '), ...(concept.aliases ?? [])]
    .filter((n) => !n.startsWith('~'))
    // A compound by its head noun when WordNet lacks it whole: a flower pot is a pot, a camper van a van.
    .flatMap((n) => [n, n.split(' ').at(-1) ?? n])
  let h: number | null = BY_ID[concept.id] ?? null
  for (const name of names) {
    if (h !== null) break
    h = heightOfWords(name)
  }
  cache.set(key, h)
  return h
}
