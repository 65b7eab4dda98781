import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'
import { droppedInSilence, wordsOf } from './nothing-dropped'
import type { Complexity } from './plan'
import { readableWords } from './readable-words'

// Prompts written for this test, most never in a labelled set: each names its things, alternatives by '/'.
// A page draws each one (under any of its names) or says it left it out; a refusal is honest too.
const NAMED: [string, string][] = [
  ['a fox carrying a lantern through the snow', 'fox + lantern'],
  ['a grandma baking cookies in the kitchen', 'grandma + cookie'],
  ['a pirate ship with a treasure chest', 'pirate ship/ship + treasure chest/chest'],
  ['a robot watering a cactus', 'robot + cactus'],
  ['a kid blowing out candles on a birthday cake', 'kid/child + birthday cake/cake'],
  ['a squirrel hiding acorns in a log', 'squirrel + acorn + log'],
  ['a knight fighting a dragon with a sword', 'knight + dragon + sword'],
  ['a boy reading a comic book under a blanket', 'boy + comic book/book + blanket'],
  ['a teacher pointing at a globe', 'teacher + globe'],
  ['an owl sitting on a pumpkin', 'owl + pumpkin'],
  ['a penguin holding an umbrella in the rain', 'penguin + umbrella'],
  ['a bunny eating a carrot next to a watering can', 'bunny/rabbit + carrot + watering can'],
  ['a unicorn jumping over a rainbow', 'unicorn + rainbow'],
  ['a frog on a lily pad with a dragonfly', 'frog + lily pad + dragonfly'],
  ['a bear fishing for salmon in a river', 'bear + salmon/fish'],
  ['a girl blowing bubbles with a bubble wand', 'girl + bubble wand/bubble'],
  ['a boy building a snowman with a carrot nose', 'boy + snowman'],
  ['a cat sleeping in a laundry basket', 'cat + laundry basket/basket'],
  ['a dog chewing a bone on a rug', 'dog + bone + rug'],
  ['a mouse reading a newspaper', 'mouse + newspaper'],
  ['a dinosaur drinking from a water fountain', 'dinosaur + water fountain/fountain'],
  ['a lighthouse with seagulls and a sailboat', 'lighthouse + seagull/gull/bird + sailboat'],
  ['a tea party with a teapot and cupcakes', 'teapot + cupcake'],
  ['a chef holding a pizza paddle', 'chef + pizza paddle/paddle'],
  ['a hedgehog with a mushroom umbrella', 'hedgehog + mushroom'],
  ['a girl with a jump rope and a hula hoop', 'girl + jump rope + hula hoop'],
  ['a truck carrying a load of pumpkins', 'truck + pumpkin'],
  ['a basket of kittens and a ball of yarn', 'kitten + basket + yarn'],
  ['a wizard holding a crystal ball', 'wizard + crystal ball'],
  ['a mermaid with a seashell necklace', 'mermaid + necklace/seashell'],
  ['a farmer driving a tractor past a silo', 'farmer + tractor + silo'],
  ['a knight with a shield and a banner', 'knight + shield + banner'],
  ['a bakery window with loaves of bread', 'bread + window/bakery'],
  ['a kangaroo with a joey in its pouch', 'kangaroo + joey'],
  ['a koala hugging a eucalyptus branch', 'koala + branch/eucalyptus'],
  ['a space shuttle and a satellite', 'space shuttle + satellite'],
  ['a whale spouting water next to a buoy', 'whale + buoy'],
  ['a toucan perched on a branch with berries', 'toucan + branch + berry/blueberry'],
  ['a little girl with a doll and a stroller', 'girl + doll + stroller'],
  ['a boy with a skateboard and a helmet', 'boy + skateboard + helmet'],
  ['a tortoise and a hare racing', 'tortoise/turtle + hare/rabbit'],
  ['a cowgirl with a lasso', 'cowgirl + lasso'],
  ['a bee buzzing around a beehive', 'bee + beehive/hive'],
  ['a vase of tulips on a windowsill', 'vase + tulip'],
  ['a cup of coffee and a croissant', 'coffee + croissant'],
  ['a piggy bank with coins', 'piggy bank + coin'],
  ['a snail climbing a flower pot', 'snail + flower pot/pot'],
  ['a jar of pickles', 'jar + pickle'],
  ['a plate of pancakes with syrup', 'pancake + syrup'],
  ['a stack of books and an apple', 'book + apple'],
  ['a boy flying a paper airplane', 'boy + paper airplane/airplane'],
  ['a monkey swinging on a vine with a banana', 'monkey + vine + banana'],
  ['a scarecrow in a cornfield with crows', 'scarecrow + crow'],
  ['a witch stirring a cauldron', 'witch + cauldron'],
  ['a ballerina in a music box', 'ballerina + music box'],
  ['a lion wearing a bow tie', 'lion + bow tie'],
  ['a sloth hanging from a tree branch', 'sloth + branch/tree'],
  ['a fire truck with a ladder', 'fire truck + ladder'],
  ['a bowl of ramen with chopsticks', 'ramen/noodles/bowl + chopsticks'],
  ['a treehouse with a rope ladder', 'treehouse/tree house + rope ladder/ladder'],
  ['a kid holding a magnifying glass over a bug', 'kid + magnifying glass + bug'],
  ['a girl playing the flute', 'girl + flute'],
  ['an alligator in a swamp with a canoe', 'alligator + canoe'],
  ['a picnic basket with sandwiches and lemonade', 'picnic basket/basket + sandwich + lemonade'],
  ['a birdhouse on a pole', 'birdhouse'],
  ['a goat eating a tin can', 'goat + tin can/can'],
  ['a bus stop with a bench', 'bus stop + bench'],
  ['a mailman delivering a package', 'mailman/mail carrier + package'],
  ['a polar bear on an iceberg', 'polar bear + iceberg'],
  ['a gingerbread house with candy canes', 'gingerbread house + candy cane'],
  ['a hot dog and a soda', 'hot dog + soda'],
  ['a dog with a frisbee at the park', 'dog + frisbee'],
  ['a baby in a high chair', 'baby + high chair'],
  ['a robot holding a wrench', 'robot + wrench'],
  ['a panda on a swing set', 'panda + swing set/swing'],
  ['a sewing machine and a spool of thread', 'sewing machine + thread/spool'],
  ['a bicycle with a basket of flowers', 'bicycle + flower'],
  ['a snowy owl on a fence post', 'snowy owl/owl + fence post/fence/post'],
  ['a carpenter sawing a board', 'carpenter + board'],
  ['Santa checking his list', 'santa + list'],
  ['a violin and a metronome', 'violin + metronome'],
  ['a garden with a bench and a bird bath', 'bench + bird bath'],
  ['a menorah with a star of David', 'menorah + star of david'],
  ['a mandala with suns and moons', 'sun + moon + mandala'],
  ['a grilled cheese sandwich and tomato soup', 'sandwich + soup'],
  ['a plate of spaghetti and meatballs', 'spaghetti + meatball'],
  ['a crossing guard holding a stop sign', 'crossing guard + stop sign/sign'],
  ['a ghost in a graveyard', 'ghost + graveyard'],
  ['pine trees under the northern lights', 'pine tree + northern lights'],
  ['a girl writing a letter', 'girl + letter'],
  ['a baby in a high chair', 'baby + high chair'],
  ['a whale next to a buoy', 'whale + buoy'],
  ['a kitten with a ball of yarn', 'kitten + yarn'],
  ['a piggy bank with coins', 'piggy bank + coin'],
  ['a bowl of cereal with a spoon', 'cereal + spoon'],
  ['a basket of apples and a jar of honey', 'apple + honey'],
  ['a plate of cookies and a glass of milk', 'cookie + milk'],
  ['a robot and a dinosaur and a rocket and a planet', 'robot + dinosaur + rocket + planet'],
  ['a cat, a dog, a mouse and a bird', 'cat + dog + mouse + bird'],
  ['a boy holding a sparkler and a flag', 'boy + sparkler + flag'],
]

const norm = (s: string) => s.toLowerCase().replace(/[-_]/g, ' ')
const forms = (w: string) => [w, `${w}s`, `${w}es`, w.replace(/y$/, 'ies'), w.replace(/f$/, 'ves')]
const mentions = (names: string[], word: string) =>
  names.some((name) => forms(norm(word)).some((form) => ` ${norm(name)} `.includes(` ${form} `)))

/** The named things a page neither draws nor says: what a child would miss without a word. */
function silent(prompt: string, complexity: Complexity): string[] {
  const plan = makePlan({ prompt, complexity, style: 'cartoon' })
  if (plan.refusal) return []
  const names = [
    ...describeSubjects(plan),
    ...plan.subjects.map((s) => s.concept),
    ...plan.props.map((p) => p.concept),
  ]
  const spec = NAMED.find(([p]) => p === prompt)?.[1] ?? ''
  return spec
    .split('+')
    .map((group) => group.trim().split('/'))
    .filter((group) => !group.some((w) => mentions(names, w) || mentions(plan.leftOut, w)))
    .map((group) => group[0])
}

describe('nothing named is dropped in silence', () => {
  it.each(NAMED.map(([prompt]) => prompt))('%s: every named thing is drawn or said', (prompt) => {
    expect(silent(prompt, 'easy')).toEqual([])
    expect(silent(prompt, 'intricate')).toEqual([])
  })

  it.each([
    ['a carpenter sawing a board', 'board'],
    ['Santa checking his list', 'list'],
    ['a violin and a gazebo', 'gazebo'],
    ['a menorah with a star of David', 'star of David'],
    // A whole class of things WordNet files at its top.
    ['clouds shaped like animals in the sky', 'animals'],
    ['a courier delivering food on a bike', 'food'],
    // A stuff put on someone, or a place gone through (mud is drawn now).
    ['a girl with henna on her hands for Eid', 'henna'],
    ['a boy riding a quad bike through the gazebo', 'gazebo'],
  ])('%s: the net says what the reading passed over (%s)', (prompt, word) =>
    expect(makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).leftOut).toContain(word),
  )

  it('says a compound whole, never its parts drawn as two other things', () => {
    const plan = makePlan({
      prompt: 'a garden with a bench and a bird bath',
      complexity: 'easy',
      style: 'cartoon',
    })
    // The bird bath is a piece of the garden's scenery: drawn whole, never a bird and a bathtub.
    expect(plan.subjects.map((s) => s.concept)).toEqual(['bench'])
    expect(plan.props.map((p) => p.concept)).toContain('*birdbath')
    expect(plan.leftOut).toEqual([])
    // A high chair is read whole too, and drawn (Colorly's own drawing), never a chair with a high.
    const highChair = makePlan({ prompt: 'a baby in a high chair', complexity: 'easy', style: 'cartoon' })
    expect(highChair.subjects.map((s) => s.concept)).toEqual(['baby', 'high-chair'])
    expect(highChair.leftOut).toEqual([])
    // Two words joined only when both are nouns: "a flag on Mars" is a flag, not a flagon.
    expect(
      makePlan({
        prompt: 'an astronaut planting a flag on Mars',
        complexity: 'easy',
        style: 'cartoon',
      }).subjects.map((s) => s.concept),
    ).toEqual(['astronaut', 'triangular-flag'])
  })

  it('reads a food before a dish as what the dish is made of: the sandwich and the soup, no fourth thing lost', () => {
    const plan = makePlan({
      prompt: 'a grilled cheese sandwich and tomato soup',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(plan.subjects.map((s) => s.label)).toEqual(['sandwich', 'soup'])
    expect(plan.leftOut).toEqual([])
  })

  it('draws a dish named with "and" WordNet knows whole rather than refuse it', () => {
    const plan = makePlan({
      prompt: 'a plate of spaghetti and meatballs',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(plan.refusal).toBeNull()
    expect(plan.subjects.map((s) => s.concept)).toContain('spaghetti')
  })

  it.each([
    ['a dog sitting in front of a fireplace', 'front'],
    ['a mailbox in front of a house', 'front'],
    ['a house with a white picket fence', 'white'],
  ])('%s: a position or a describing word is never said as a thing (%s)', (prompt, word) =>
    expect(makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).leftOut).not.toContain(word),
  )

  it('keeps what is in front of a thing a thing of its own, not the place', () =>
    expect(
      makePlan({
        prompt: 'a school bus parked in front of the school',
        complexity: 'easy',
        style: 'cartoon',
      }).subjects.map((s) => s.label),
    ).toContain('school'))

  it('counts a class word shown by any drawing of its class', () => {
    const read = readableWords('a zoo full of animals and food')
    const account = { drawnIds: new Set(['lion', 'apple']), drawnWords: wordsOf(['lion', 'apple']) }
    expect(droppedInSilence(read.words, read.typed, account)).toEqual(['zoo'])
  })

  it('finds the content nouns a page does not account for, and passes over small words, verbs and parts', () => {
    const read = readableWords(
      'a fox with a lantern walking in front of the barn wearing a scarf on its head',
    )
    const account = { drawnIds: new Set(['fox', 'barn']), drawnWords: wordsOf(['fox', 'barn']) }
    expect(droppedInSilence(read.words, read.typed, account)).toEqual(['lantern', 'scarf'])
    const all = {
      drawnIds: new Set(['fox', 'barn']),
      drawnWords: wordsOf(['fox', 'barn', 'lantern', 'scarf']),
    }
    expect(droppedInSilence(read.words, read.typed, all)).toEqual([])
  })

  it('counts a drawing named by the word it ends in, and says a container only when its content is not drawn', () => {
    const read = readableWords('a basketball player with the ball and a bowl of soup')
    const account = { drawnIds: new Set(['pot-of-food']), drawnWords: wordsOf(['basketball player', 'soup']) }
    expect(droppedInSilence(read.words, read.typed, account)).toEqual([])
    const noSoup = { drawnIds: new Set<string>(), drawnWords: wordsOf(['basketball player']) }
    expect(droppedInSilence(read.words, read.typed, noSoup)).toEqual(['bowl', 'soup'])
  })

  it('builds a mandala of two things named with it from both in turn, never the things without the mandala', () => {
    const plan = makePlan({ prompt: 'a mandala with suns and moons', complexity: 'easy', style: 'cartoon' })
    expect(plan.figure).toEqual({ kind: 'mandala', motif: 'sun', alternate: 'moon' })
    expect(describeSubjects(plan)).toEqual(['mandala', 'sun', 'moon'])
  })

  it.each([
    ['a carpenter sawing a board', 'carpentry-saw'],
    ["a nurse taking a little girl's temperature", 'thermometer'],
    ['a drummer in a marching band', 'drum'],
    ['a photographer taking pictures of birds', 'camera'],
    ['a girl setting the table for dinner', 'dishes'],
  ])('%s: the tool the action is done with is drawn (%s)', (prompt, concept) =>
    expect(
      makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).subjects.map((s) => s.concept),
    ).toContain(concept),
  )

  it('says no pictures left out for a camera that takes them', () =>
    expect(
      makePlan({ prompt: 'a photographer taking pictures of birds', complexity: 'easy', style: 'cartoon' })
        .leftOut,
    ).not.toContain('pictures'))

  it('seats a sledder on the sled as riding it, and names the hose a figure waters with', () => {
    const sled = makePlan({ prompt: 'a boy sledding down a hill', complexity: 'easy', style: 'cartoon' })
    expect(sled.relations).toEqual([{ actor: 0, relation: 'riding', object: 1 }])
    const water = makePlan({ prompt: 'an old man watering his roses', complexity: 'easy', style: 'cartoon' })
    expect(describeSubjects(water)).toContain('hose')
  })

  it.each(['knight on horseback', 'a cowboy on horseback'])(
    '%s rides a horse, nothing said left out',
    (prompt) => {
      const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
      expect(plan.subjects.map((s) => s.concept)).toContain('horse')
      expect(plan.relations).toEqual([{ actor: 0, relation: 'riding', object: 1 }])
      expect(plan.leftOut).toEqual([])
    },
  )

  it('draws a popsicle as a popsicle, never a lollipop in silence', () => {
    const plan = makePlan({ prompt: 'a box of popcorn and a popsicle', complexity: 'easy', style: 'cartoon' })
    expect(plan.subjects.map((s) => s.concept)).toEqual(['popcorn', 'popsicle'])
    expect(plan.standIns).toEqual([])
  })
})

describe('a noun ending in -ing that is no verb form', () => {
  it('"a dangling string" is a thing, drawn (as a ball of it), never dropped as a doing', () => {
    const p = makePlan({
      prompt: 'a kitten batting at a dangling string',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect([...p.subjects, ...p.props].map((s) => s.concept)).toContain('yarn')
    expect(p.leftOut).toEqual([])
  })

  it('a ball of string is the ball of yarn', () => {
    const p = makePlan({
      prompt: 'a kitten playing with a ball of string',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect([...p.subjects, ...p.props].map((s) => s.concept)).toContain('yarn')
    expect(p.leftOut).toEqual([])
  })
})

describe('a place name Colorly does not know', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it('is said left out, never read past in silence, even when it ends in "s"', () => {
    // A seaside town is drawn as the beach with its name lettered (plan/place-caption.ts).
    expect(plan('a donkey ride at Skegness').caption).toBe('Skegness')
    expect(plan('a dog at Tesco').leftOut).toContain('Tesco')
    expect(plan('a donkey ride at Skegness').subjects.map((s) => s.concept)).toContain('donkey')
  })

  it('leaves a known place, a name with a drawing and a lower-case word as they were read', () => {
    expect(plan('a girl in Paris').leftOut).toEqual([])
    expect(plan('a cat in mittens').leftOut).toEqual([])
  })
})
