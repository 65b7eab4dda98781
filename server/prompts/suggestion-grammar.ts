// The parts Suggest combines: subject x action x setting. Subjects are concrete things the builtin
// engine can draw (see server/engine/vocabulary/concept-catalog.ts); settings use words the engine maps to a
// scene (snowy, garden, beach, forest, farm, underwater...). Seasons are the northern hemisphere's.

export type Season = 'winter' | 'spring' | 'summer' | 'autumn'

/** Something that does not act (food, plants, vehicles, holiday objects): it gets a detail instead. */
export type Thing = { text: string; details: string[] }

export type Theme = {
  /** Land creatures and characters that can do the actions. */
  characters: string[]
  actions: string[]
  land: string[]
  /** Sea creatures, with their own actions and underwater settings. */
  sea: string[]
  seaActions: string[]
  water: string[]
  things: Thing[]
}

type Part = Partial<Theme>

const evergreen: Part = {
  characters: [
    'a lion',
    'an elephant',
    'a giraffe',
    'a panda',
    'a koala',
    'a monkey',
    'a puppy',
    'a kitten',
    'a pony',
    'a friendly dinosaur',
    'a baby dragon',
    'a unicorn',
    'a robot',
    'a teddy bear',
  ],
  actions: [
    'wearing a crown',
    'holding a balloon',
    'reading a book',
    'playing the guitar',
    'wearing a party hat',
  ],
  sea: ['a dolphin', 'a whale', 'an octopus', 'a sea turtle', 'a little fish', 'a crab'],
  seaActions: [
    'blowing bubbles',
    'wearing a tiny crown',
    'playing with a starfish',
    'swimming with a school of fish',
    'hiding behind the seaweed',
  ],
  water: ['in a coral reef', 'near a sunken treasure chest', 'among seaweed and bubbles', 'under the sea'],
}

const seasons: Record<Season, Part> = {
  winter: {
    characters: ['a penguin', 'a polar bear', 'a reindeer', 'a snowman', 'a snowy owl', 'a fox', 'a bunny'],
    actions: [
      'wearing a cozy scarf',
      'building a snowman',
      'ice skating',
      'sledding down a hill',
      'drinking hot cocoa',
      'catching snowflakes',
      'wearing a knitted hat and mittens',
      'having a snowball fight',
    ],
    land: [
      'in a snowy forest',
      'on a frozen pond',
      'next to a cozy log cabin',
      'on a snowy hill',
      'in a winter village',
      'at the snowy north pole',
      'under falling snowflakes',
    ],
    sea: ['a seal', 'a narwhal'],
    water: ['under the icy sea', 'beside floating icebergs'],
    things: [
      { text: 'a snowflake', details: ['with lacy patterns', 'next to a smiling sun'] },
      { text: 'a pair of mittens', details: ['with snowflake patterns', 'hanging on a clothesline'] },
      { text: 'a sled', details: ['loaded with presents', 'on top of a snowy hill'] },
    ],
  },
  spring: {
    characters: [
      'a bunny',
      'a duckling',
      'a baby chick',
      'a lamb',
      'a ladybug',
      'a bee',
      'a frog',
      'a hedgehog',
    ],
    actions: [
      'planting flowers',
      'jumping in puddles',
      'holding an umbrella',
      'flying a kite',
      'smelling a flower',
      'watching a butterfly',
      'riding a bicycle',
      'carrying a basket of flowers',
    ],
    land: [
      'in a flower garden',
      'in a sunny meadow',
      'under a rainbow',
      'by a pond with lily pads',
      'in a field of tulips',
      'next to a little birdhouse',
      'under a blossoming tree',
    ],
    things: [
      { text: 'a butterfly', details: ['with patterned wings', 'resting on a tulip'] },
      { text: 'a bunch of tulips', details: ['in a watering can', 'tied with a ribbon'] },
      { text: 'a rainbow', details: ['over fluffy clouds', 'above a field of flowers'] },
      { text: 'a bird nest', details: ['with three little eggs', 'on a blossoming branch'] },
    ],
  },
  summer: {
    characters: ['a flamingo', 'a parrot', 'a seagull', 'a turtle', 'a frog', 'a lizard'],
    actions: [
      'eating an ice cream cone',
      'building a sandcastle',
      'wearing sunglasses',
      'having a picnic',
      'splashing in a pool',
      'reading under a beach umbrella',
      'holding a beach ball',
      'drinking lemonade',
      'camping in a tent',
    ],
    land: [
      'on a sunny beach',
      'at a picnic in the park',
      'under a palm tree',
      'on a tropical island',
      'at a campsite by a lake',
      'next to a lemonade stand',
      'in a sunflower field',
    ],
    sea: ['a starfish', 'a seahorse', 'a jellyfish'],
    seaActions: ['surfing on a wave', 'wearing a snorkel mask'],
    water: ['near a sandy shore', 'beside a sailboat'],
    things: [
      { text: 'an ice cream cone', details: ['with three scoops and sprinkles', 'with a cherry on top'] },
      { text: 'a sandcastle', details: ['with seashells and a flag', 'with a little moat'] },
      { text: 'a watermelon slice', details: ['with a happy face', 'on a picnic blanket'] },
      { text: 'a sunflower', details: ['with a smiling face', 'taller than a fence'] },
    ],
  },
  autumn: {
    characters: [
      'a squirrel',
      'a hedgehog',
      'an owl',
      'a fox',
      'a raccoon',
      'a bear cub',
      'a deer',
      'a mouse',
    ],
    actions: [
      'raking leaves',
      'jumping in a pile of leaves',
      'collecting acorns',
      'picking apples',
      'carrying a pumpkin',
      'wearing a cozy sweater',
      'reading a book under a tree',
    ],
    land: [
      'in a pumpkin patch',
      'in a forest with falling leaves',
      'in an apple orchard',
      'on a farm at harvest time',
      'next to a haystack',
      'under a big oak tree',
    ],
    things: [
      { text: 'a pumpkin', details: ['with curly vines', 'in a wheelbarrow'] },
      { text: 'a basket of apples', details: ['under an apple tree', 'next to a haystack'] },
      { text: 'a mushroom house', details: ['with a round door', 'among autumn leaves'] },
      { text: 'an oak leaf', details: ['with detailed veins', 'next to two acorns'] },
    ],
  },
}

// Holidays and harvests that belong to one month (0 = January).
const months: Record<number, Part> = {
  1: {
    actions: ['holding a big heart', 'giving a valentine card'],
    things: [{ text: 'a big heart', details: ['with a bow', 'surrounded by little stars'] }],
  },
  2: { actions: ['painting Easter eggs'] },
  3: {
    actions: ['painting Easter eggs', 'carrying a basket of Easter eggs'],
    things: [{ text: 'a basket of Easter eggs', details: ['with zigzag patterns', 'in the grass'] }],
  },
  9: {
    characters: [
      'a friendly ghost',
      'a black cat',
      'a little bat',
      'a friendly witch',
      'a smiling scarecrow',
    ],
    actions: [
      'wearing a witch hat',
      'trick-or-treating with a candy bag',
      'dressed up in a Halloween costume',
      "holding a jack-o'-lantern",
    ],
    land: ['in a pumpkin patch at night', 'under a full moon', 'in front of a spooky old house'],
    things: [
      { text: "a jack-o'-lantern", details: ['with a big grin', 'next to a bag of candy'] },
      { text: 'a bowl of Halloween candy', details: ['with lollipops', 'on a doorstep'] },
    ],
  },
  10: {
    characters: ['a turkey', 'a smiling scarecrow'],
    actions: ['carrying a basket of vegetables', 'pulling a wagon of pumpkins'],
    land: ['at a harvest festival', 'in a field of corn'],
    things: [{ text: 'a harvest basket', details: ['full of corn and apples', 'with pumpkins and pears'] }],
  },
  11: {
    characters: ['a gingerbread man', 'Santa Claus', 'an elf'],
    actions: ['decorating a Christmas tree', 'opening a present', 'hanging ornaments', 'wrapping a gift'],
    land: ['in a snowy town with twinkling lights', 'next to a Christmas tree'],
    things: [
      { text: 'a Christmas tree', details: ['with ornaments and a star', 'with presents underneath'] },
      { text: 'a gingerbread house', details: ['with candy canes', 'covered in icing snow'] },
      { text: 'a stack of presents', details: ['tied with big bows', 'next to a candle'] },
    ],
  },
}

export function seasonOf(now: Date): Season {
  const month = now.getUTCMonth()
  if (month === 11 || month <= 1) return 'winter'
  if (month <= 4) return 'spring'
  if (month <= 7) return 'summer'
  return 'autumn'
}

/** Everything Suggest may combine for the month of `now`: evergreen, seasonal and holiday parts. */
export function themeFor(now: Date): Theme {
  const parts = [evergreen, seasons[seasonOf(now)], months[now.getUTCMonth()] ?? {}]
  const merge = <K extends keyof Theme>(key: K) =>
    [...new Set(parts.flatMap((p) => (p[key] ?? []) as Theme[K][number][]))] as Theme[K]
  return {
    characters: merge('characters'),
    actions: merge('actions'),
    land: merge('land'),
    sea: merge('sea'),
    seaActions: merge('seaActions'),
    water: merge('water'),
    things: merge('things'),
  }
}

/** Seasonal parts only, so a suggestion can lean towards the season. */
export function seasonalTheme(now: Date): Part {
  const season = seasons[seasonOf(now)]
  const month = months[now.getUTCMonth()] ?? {}
  return {
    characters: [...(month.characters ?? []), ...(season.characters ?? [])],
    actions: [...(month.actions ?? []), ...(season.actions ?? [])],
    land: [...(month.land ?? []), ...(season.land ?? [])],
    things: [...(month.things ?? []), ...(season.things ?? [])],
  }
}
