import { describe, expect, it } from 'vitest'
import { plainIdioms } from './idioms'
import { makePlan } from './make-plan'
import {
  adverbHere,
  beingBeforeDoing,
  beingDoing,
  describesNext,
  firstWordOfName,
  nameAfterFor,
  ownPart,
  partOfBeing,
  pronounHere,
  wayGoneBy,
  whenNamed,
} from './words-in-their-place'

// Words read by where they stand: an adverb or a preposition, the way gone, a part on its being, a being before
// what it does, the first word of a name, rain someone is out in, the washing-up. None is drawn as another
// thing or said left out; the things around them still are.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const said = (prompt: string) => plan(prompt).leftOut.join(' | ').toLowerCase()
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects, ...p.props].map((s) => s.concept)
}
const words = (prompt: string) => prompt.toLowerCase().split(' ')

describe('an adverb or a preposition after what is done says how or where, never a thing', () => {
  it.each([
    ['a barn owl flying low over a hay meadow', 'low', 'owl'],
    ['a girl dribbling a hockey ball round the cones', 'round', 'girl'],
    ['a combine harvester with a tractor alongside', 'alongside', 'combine-harvester'],
    ['a kite flying high above the beach', 'high', 'kite'],
    ['Durham Cathedral above the river with a rowing boat below', 'below', 'rowboat'],
  ])('%s (no "%s")', (prompt, word, subject) => {
    expect(said(prompt)).not.toContain(word)
    expect(drawn(prompt)).toContain(subject)
  })

  it('reads the word by its place: after "a", "the" or a preposition it is a thing', () => {
    expect(adverbHere(words('flying low over a meadow'), 1)).toBe(true)
    expect(adverbHere(words('a ball round the cones'), 2)).toBe(true)
    expect(adverbHere(words('a tractor alongside'), 2)).toBe(true)
    expect(adverbHere(words('a round of golf'), 1)).toBe(false)
    expect(adverbHere(words('a dog at home'), 3)).toBe(false)
    // A word first a thing goes round only what follows it: "a stone well" is a well.
    expect(adverbHere(words('a stone well in the garden'), 2)).toBe(false)
  })
})

describe('the way found or led is where they go', () => {
  it('a boy finding the way through the woods: the boy, the compass, the wood; no way said', () => {
    expect(said('a boy using a compass to find the way through the woods')).toBe('')
    expect(drawn('a boy using a compass to find the way through the woods')).toContain('compass')
  })

  it('reads the way after a verb of going, not a way drawn in a garden', () => {
    expect(wayGoneBy(words('to find the way home'), 3)).toBe(true)
    expect(wayGoneBy(words('a dog leading the way'), 4)).toBe(true)
    expect(wayGoneBy(words('a path and the way'), 4)).toBe(false)
  })
})

describe('a body part on or of a being is part of its drawing', () => {
  it('a teacher pointing to the ribs on a skeleton: no ribs said, and the teacher does not stand on it', () => {
    const p = plan('a teacher pointing to the ribs on a plastic skeleton')
    expect(p.leftOut).toEqual([])
    expect(p.subjects.map((s) => s.concept)).toContain('skeleton')
    expect(p.relations).toEqual([])
  })

  it('only a body part, after "the", before a being', () => {
    expect(partOfBeing(words('the ribs on a plastic skeleton'), 1)).toBe(true)
    expect(partOfBeing(words('the mane of a lion'), 1)).toBe(true)
    expect(partOfBeing(words('the cup on a table'), 1)).toBe(false)
  })
})

describe('a being before what it does is the being doing it, though WordNet names a sport', () => {
  it.each([
    ['a greyhound racing round the track', 'running-shoe', 'dog'],
    ['a fox hunting in the snow', 'snowman', 'fox'],
  ])('%s', (prompt, never, being) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain(being)
    expect(p.subjects.map((s) => s.concept)).not.toContain(never)
    expect(p.leftOut).toEqual([])
  })

  it('only after "a" or "the": a sport named alone stays one name', () => {
    expect(beingDoing(words('a greyhound racing'), 1, 2)).toBe(true)
    expect(beingDoing(words('we love greyhound racing'), 2, 2)).toBe(false)
  })
})

describe('the first word of a name is never drawn or lettered alone', () => {
  it('Durham Cathedral is drawn as a cathedral and lettered whole, no cow for the cattle breed', () => {
    const p = plan('Durham Cathedral above the river')
    expect(p.subjects.map((s) => s.concept)).not.toContain('cow')
    expect(p.subjects.map((s) => s.concept)).toContain('cathedral')
    expect(p.leftOut).toEqual([])
  })

  it('needs both words capitalised, the last a building or a place', () => {
    const typed = 'Durham Cathedral above the river'.split(' ')
    expect(firstWordOfName(typed, 0)).toBe(true)
    expect(firstWordOfName('a Durham cow'.split(' '), 1)).toBe(false)
  })
})

describe('rain someone is out in is the sky, never an umbrella', () => {
  it.each([
    'a goalkeeper diving to save a penalty in the rain',
    'a postman delivering letters in the rain',
    'a horse standing in the pouring rain',
  ])('%s', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).not.toContain('umbrella-with-rain-drops')
    expect(p.props.map((s) => s.concept)).toContain('*rain')
  })

  it('an umbrella named is still drawn, and rain boots are boots', () => {
    expect(drawn('a girl with an umbrella in the rain')).toContain('umbrella')
    expect(drawn('a boy in rain boots')).toContain('rain-boot')
  })
})

describe('the washing-up is the dishes at the sink, never the laundry', () => {
  it.each(['a boy standing on a stool to do the washing up', 'a girl doing the washing-up'])(
    '%s',
    (prompt) => {
      expect(drawn(prompt)).not.toContain('laundry')
      expect(drawn(prompt)).toContain('dishes')
    },
  )

  it('doing the washing is still the laundry', () => {
    expect(drawn('a mum doing the washing')).toContain('laundry')
  })
})

describe('a machine is never read as the person WordNet files first', () => {
  it('a steamroller flattening the tarmac is the road roller, no woman labelled steamroller', () => {
    const p = plan('a steamroller flattening new tarmac')
    expect(p.subjects.map((s) => s.concept)).toEqual(['road-roller'])
    expect(p.people).toBeUndefined()
  })

  it('a farmer is still a person', () => {
    expect(plan('a farmer driving a tractor').people?.people).toHaveLength(1)
  })
})

describe('a baby whose nappy is changed is drawn, in the arms', () => {
  it("a mum changing her baby's nappy", () => {
    const p = plan("a mum changing her baby's nappy")
    expect(p.leftOut).not.toContain('baby')
    expect(p.people?.action).toBe('cradle')
    expect(p.props.map((s) => s.concept)).toContain('*baby')
  })
})

describe('the first word of a festival after "for" is never lettered alone', () => {
  it('Lag BaOmer is the occasion, read whole as "for Christmas" is: nothing lettered, no half said', () => {
    const p = plan('children around a bonfire with toy bows and arrows for Lag BaOmer')
    expect(p.text ?? null).toBeNull()
    expect(p.leftOut).toEqual([])
    expect(p.subjects.map((s) => s.concept)).toContain('fire')
  })

  it('Las Fallas is the festival of the page, never a page lettered "Las"', () => {
    const p = plan('a giant papier-mache figure in the square for Las Fallas')
    expect(p.text ?? null).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toContain('papier-mache-figure')
  })

  it('a given name before a second name is still lettered', () => {
    expect(plan('a birthday card for Emma Rose').text).toContain('Emma')
  })

  it('needs a word no reader knows in the name', () => {
    expect(nameAfterFor('a bonfire for Lag BaOmer'.split(' '), 3)).toBe(2)
    expect(nameAfterFor('a card for New York'.split(' '), 3)).toBe(0)
  })
})

describe('a sculpture, statue, model or picture of a thing is the thing', () => {
  it.each([
    ['a man building a huge sand sculpture of a dragon on the beach', 'dragon'],
    ['a statue of a lion in the park', 'lion'],
    ['an ice sculpture of a swan', 'swan'],
    ['a toy model of a dinosaur', 'dinosaur'],
    ['a painting of a sunflower on an easel', 'sunflower'],
  ])('%s: the %s drawn, no likeness said', (prompt, thing) => {
    expect(drawn(prompt)).toContain(thing)
    expect(said(prompt)).toBe('')
  })

  it('keeps the maker: "a girl making a model of a volcano" draws the girl and the volcano', () => {
    expect(drawn('a girl making a model of a volcano')).toEqual(expect.arrayContaining(['girl', 'volcano']))
  })

  it('a landmark named "Statue of" stays the landmark', () => {
    expect(drawn('the Statue of Liberty')).toContain('statue-of-liberty')
  })
})

describe('an owner is labelled by its name, never with its "\'s"', () => {
  it.each([
    ["a girl brushing her pony's mane", 'pony'],
    ["Cologne Cathedral's twin spires", 'Cathedral'],
  ])('%s labels the %s', (prompt, label) => {
    const labels = plan(prompt).subjects.map((s) => s.label)
    expect(labels).toContain(label)
    expect(labels.join(' ')).not.toContain("'")
  })
})

describe('a part of the being, a pronoun, a time, a describing word: no thing said', () => {
  it.each([
    ['an osprey flying off with a fish in its talons', 'talons', 'fish'],
    ['a squirrel with a nut in its paws', 'paws', 'peanuts'],
    ['children picking apples at harvest time in the autumn', 'harvest', 'apple'],
    ['a yellow tram going up a steep street', 'steep', 'tram'],
    ['a house carved into the solid rock', 'solid', 'rock'],
    ['a steamroller flattening new tarmac', 'tarmac', 'road-roller'],
  ])('%s (no "%s")', (prompt, word, thing) => {
    expect(said(prompt)).not.toContain(word)
    expect(drawn(prompt)).toContain(thing)
  })

  it('reads each by its place only', () => {
    expect(ownPart(words('a fish in its talons'), 4)).toBe(true)
    expect(ownPart(words('a boy walking his dog'), 4)).toBe(false)
    expect(pronounHere(words('footballs bouncing around it'), 3)).toBe(true)
    expect(whenNamed(words('treading grapes at harvest time'), 3)).toBe(true)
    expect(whenNamed(words('the race on sports day'), 3)).toBe(true)
    expect(whenNamed(words('a harvest mouse'), 1)).toBe(false)
    expect(describesNext(words('up a steep street'), 2)).toBe(true)
    // Not before a doing, nor with nothing after it.
    expect(describesNext(words('a steep'), 1)).toBe(false)
    expect(describesNext(words('a new swimming pool'), 1)).toBe(false)
  })
})

describe('a second doer and what they do', () => {
  it('"while his toddler hides": the toddler drawn, "toddler hides" never said', () => {
    const p = plan('a dad changing the bed sheets while his toddler hides under the duvet')
    expect(p.subjects.map((s) => s.label)).toContain('toddler')
    expect(said('a dad changing the bed sheets while his toddler hides under the duvet')).not.toContain(
      'hides',
    )
  })

  it('"while her brother watches" draws the brother, never a wristwatch', () => {
    const p = plan('a girl feeding the ducks while her brother watches')
    expect(p.subjects.map((s) => s.label)).toContain('brother')
    expect(drawn('a girl feeding the ducks while her brother watches')).not.toContain('watch')
  })

  it.each([
    'the Strokkur geyser shooting up while a crowd watches',
    'the geyser erupting as tourists watch',
    'a lion roaring while the children watch',
  ])('"%s": a group or many doers watching, never a wristwatch', (prompt) => {
    expect(drawn(prompt)).not.toContain('watch')
    expect(said(prompt)).not.toContain('watch')
  })

  it('"as a boy scout": one doer before a plain word is no doing; many before it are', () => {
    expect(plainIdioms('a girl dressed as a boy scout')).toBe('a girl dressed as a boy scout')
    expect(plainIdioms('a lion roaring while the children watch')).toBe(
      'a lion roaring while the children watching',
    )
  })

  it('"to watch the birds": a plain verb after "to" is a doing, the birds drawn, never a wristwatch', () => {
    expect(plainIdioms('a girl climbing a tree to watch the birds')).toBe(
      'a girl climbing a tree watching the birds',
    )
    expect(drawn('a girl climbing a tree to watch the birds')).toEqual(
      expect.arrayContaining(['girl', 'bird']),
    )
    expect(drawn('a girl climbing a tree to watch the birds')).not.toContain('watch')
    // A place after "to" is no verb.
    expect(plainIdioms('a dad taking the kids to school')).toBe('a dad taking the kids to school')
  })

  it('"a red and white rocket": colours named together describe, never a "white rocket" plant', () => {
    expect(plan('a red and white rocket').subjects.map((s) => s.concept)).toEqual(['rocket'])
    expect(plan('a red and white rocket').standIns).toEqual([])
    expect(plan('a black and white cat').subjects.map((s) => s.concept)).toEqual(['cat'])
  })

  it("a pet's name is no snow, tiger or star drawn: the pet is", () => {
    expect(plan('a girl and her dog Snowy').setting).not.toBe('snow')
    expect(plan('Snowy the dog chasing a ball').setting).not.toBe('snow')
    expect(drawn('a girl riding her pony Star')).not.toContain('star')
    expect(drawn('a boy with his cat Tiger')).toContain('cat')
    expect(drawn('a boy with his cat Tiger')).not.toContain('tiger')
    // A capitalised word after a thing that is no animal stays as typed.
    expect(plainIdioms('a dog in New York')).toBe('a dog in New York')
  })

  it('"by torchlight", "by candlelight" draw the torch or the candle; "under the covers" is in bed', () => {
    const p = plan('a big sister reading her little brother a story under the covers by torchlight')
    expect(drawn(p.prompt)).toEqual(expect.arrayContaining(['bed', 'flashlight', 'book']))
    expect(p.leftOut).toEqual([])
    expect(drawn('a family eating dinner by candlelight')).toContain('candle')
    // A British torch is the flashlight, never said as a stand-in.
    expect(plan('a boy reading in bed with a torch').standIns).toEqual([])
  })

  it('"very still" is how it stands, "dressed in green" the colour of clothes: no photo, no village green', () => {
    expect(plan('a shoebill standing very still in the swamp').standIns).toEqual([])
    expect(drawn('a shoebill standing very still in the swamp')).not.toContain('photo')
    const green = plan('ketupat hanging in the doorway with the family dressed in green')
    expect(green.standIns.map((s) => s.asked)).not.toContain('green')
    expect(green.setting).not.toBe('farm')
  })

  it('"taking turns to whack a piñata" is the whacking, the stick swung', () => {
    const p = plan('children taking turns to whack a donkey piñata at a birthday party')
    expect(p.people?.action).toBe('strike')
    expect(drawn(p.prompt)).toContain('stick')
  })

  it('a crowd or an audience is people drawn; a party is the occasion', () => {
    expect(plan('the audience clapping at the school play').people?.people.length).toBeGreaterThan(1)
    expect(plan('a DJ spinning records at a party').people?.people).toHaveLength(1)
  })

  it('"her grandson playing cards" is the grandson and the cards, never one thing', () => {
    const p = plan('a nan and her grandson playing cards in the living room')
    expect(p.subjects.map((s) => s.label)).toEqual(expect.arrayContaining(['nan', 'grandson']))
    expect(p.standIns).toEqual([])
    expect(beingBeforeDoing(words('her grandson playing cards'), 1)).toBe(true)
    expect(beingBeforeDoing(words('a camper van'), 1)).toBe(false)
  })

  it('the cake mixture stirred is in a mixing bowl, never a birthday cake', () => {
    const ids = drawn('a boy stirring the cake mixture with a wooden spoon while his mum greases the tin')
    expect(ids).toContain('mixing-bowl')
    expect(ids).not.toContain('birthday-cake')
  })

  it('the tin greased is a baking pan, drawn or said, never dropped in silence nor a birthday cake', () => {
    const p = plan('a boy stirring the cake mixture with a wooden spoon while his mum greases the tin')
    expect(
      [...p.subjects, ...p.props]
        .map((s) => s.concept)
        .concat(p.leftOut)
        .join(' '),
    ).toMatch(/pan|cooking/)
    expect(drawn('a girl lining a cake tin with paper')).not.toContain('birthday-cake')
  })
})

describe('a room named is the room', () => {
  it.each([
    ['a teacher marking books in the staff room', 'classroom'],
    ['children painting in the art room', 'classroom'],
    ['a family eating dinner in the dining room', 'bedroom'],
  ])('%s is drawn in the %s, nothing said', (prompt, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.setting).toBe(setting)
    expect(p.leftOut).toEqual([])
  })
})
