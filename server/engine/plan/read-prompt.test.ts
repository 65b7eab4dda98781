import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findIcon } from '../art/icon-source'
import { conceptById } from '../vocabulary/concept-index'
import { emojiConcepts } from '../vocabulary/emoji-vocabulary'
import { makePlan } from './make-plan'
import type { SubjectRelation } from './plan'

const plan = (prompt: string, typed?: string) =>
  makePlan({ prompt, typed, complexity: 'easy', style: 'cartoon' })

type Case = {
  prompt: string
  subjects?: string[]
  missing?: string[]
  relations?: [number, SubjectRelation, number][]
  setting?: string
  text?: string[]
}

// The readings that went wrong before the vocabulary: a drawing of the thing named, or an honest miss.
const CASES: Case[] = [
  { prompt: 'a firefighter spraying water', subjects: ['firefighter'], missing: [] },
  { prompt: 'the Eiffel Tower', subjects: ['eiffel-tower'] },
  // A building known by its name is drawn by its own drawing (the Taj Mahal, the Sydney Opera House, the Great Wall).
  { prompt: 'the Taj Mahal', subjects: ['taj-mahal'], missing: [] },
  { prompt: 'the Sydney Opera House', subjects: ['opera-house'], missing: [] },
  { prompt: 'the Great Wall of China', subjects: ['great-wall'], missing: [] },
  // A WordNet kin of another sense is no drawing: a railway station for a fire station, a seahorse for a walrus
  // (the fire station and the walrus have their own drawings now; a sea cow is the manatee, Colorly's own).
  { prompt: 'a fire station', subjects: ['fire-station'], missing: [] },
  { prompt: 'a walrus', subjects: ['walrus'] },
  { prompt: 'a sea cow', subjects: ['manatee'], missing: [] },
  { prompt: 'a pig in the mud', subjects: ['pig', 'mud'] },
  { prompt: 'planet earth', subjects: ['globe-showing-europe-africa'] },
  // A family is drawn as whole people, here on a picnic blanket (plan/read-people.ts).
  // The picnic is drawn as its basket and blanket (two-word-names.ts), which the people's picnic draws.
  { prompt: 'a family picnic', subjects: ['basket', 'blanket', 'person'], missing: [] },
  { prompt: 'a space station', subjects: ['space-station'] },
  { prompt: 'a baby crawling', subjects: ['baby'] },
  // WordNet's idioms for people name the animal the person asked for.
  { prompt: 'a busy bee', subjects: ['bee'] },
  { prompt: 'a lone wolf', subjects: ['wolf'] },
  { prompt: 'a girl with curly hair', subjects: ['woman-curly-hair'] },
  { prompt: 'a boy with red hair', subjects: ['man-red-hair'] },
  // The heartbeat listened to: the stethoscope in the hand (activity-gear.ts).
  { prompt: 'a doctor listening to a heartbeat', subjects: ['health-worker', 'stethoscope'], missing: [] },
  { prompt: 'a nurse', subjects: ['health-worker'] },
  { prompt: 'a woman doctor', subjects: ['woman-health-worker'] },
  { prompt: 'a chef making pizza', subjects: ['cook', 'pizza'], missing: [] },
  { prompt: 'a police officer', subjects: ['police-officer'] },
  { prompt: 'a policeman', subjects: ['police-officer'] },
  { prompt: 'a teacher', subjects: ['teacher'] },
  // Seated on what the figure rides: the relation is the riding the page draws.
  { prompt: 'a farmer on a tractor', subjects: ['farmer', 'tractor'], relations: [[0, 'riding', 1]] },
  { prompt: 'a scientist', subjects: ['scientist', 'test-tube'] },
  { prompt: 'a pilot', subjects: ['pilot'] },
  { prompt: 'an artist', subjects: ['artist'] },
  { prompt: 'a construction worker', subjects: ['construction-worker'] },
  { prompt: 'a mechanic', subjects: ['mechanic'] },
  { prompt: 'a judge', subjects: ['judge'] },
  { prompt: 'a baby', subjects: ['baby'] },
  { prompt: 'a baby elephant', subjects: ['elephant'] },
  { prompt: 'grandma', subjects: ['old-woman'] },
  { prompt: 'a ninja', subjects: ['ninja'] },
  { prompt: 'a vampire', subjects: ['person-vampire'] },
  { prompt: 'a zombie', subjects: ['person-zombie'] },
  { prompt: 'a genie', subjects: ['person-genie'] },
  { prompt: 'a troll', subjects: ['troll'] },
  { prompt: 'a guard', subjects: ['guard'] },
  { prompt: 'the Statue of Liberty', subjects: ['statue-of-liberty'] },
  { prompt: 'Tokyo tower', subjects: ['tokyo-tower'] },
  { prompt: 'a school', subjects: ['school'] },
  { prompt: 'a church', subjects: ['church'] },
  { prompt: 'a shrine', subjects: ['shinto-shrine'] },
  { prompt: 'a stadium', subjects: ['stadium'] },
  { prompt: 'a ferris wheel', subjects: ['ferris-wheel'] },
  { prompt: 'a roller coaster', subjects: ['roller-coaster'] },
  { prompt: 'a slide', subjects: ['playground-slide'] },
  { prompt: 'a violin and a trumpet', subjects: ['violin', 'trumpet'] },
  { prompt: 'a hammer', subjects: ['hammer'] },
  { prompt: 'a taxi', subjects: ['taxi'] },
  // Counted: the page draws that many (read-counts.ts).
  { prompt: 'three pineapples', subjects: ['pineapple', 'pineapple', 'pineapple'] },
  { prompt: 'two kangaroos', subjects: ['kangaroo', 'kangaroo'] },
  { prompt: 'a poodle', subjects: ['poodle'] },
  { prompt: 'a cat riding a skateboard', subjects: ['cat', 'skateboard'], relations: [[0, 'riding', 1]] },
  { prompt: 'a dog reading a book', subjects: ['dog', 'book'], relations: [[0, 'reading', 1]] },
  { prompt: 'a bear eating honey', subjects: ['bear', 'honey'], relations: [[0, 'eating', 1]] },
  { prompt: 'a bear under a tree', subjects: ['bear', 'tree'], relations: [[0, 'under', 1]] },
  { prompt: 'a cat in a box', subjects: ['cat', 'box'], relations: [[0, 'in', 1]] },
  { prompt: 'a dog next to a house', subjects: ['dog', 'house'], relations: [[0, 'next-to', 1]] },
  { prompt: 'a frog beside a mushroom', subjects: ['frog', 'mushroom'], relations: [[0, 'next-to', 1]] },
  { prompt: 'an astronaut on the moon', subjects: ['astronaut'], relations: [], setting: 'moon' },
  { prompt: 'a cat in the garden', subjects: ['cat'], relations: [], setting: 'garden' },
  { prompt: 'a turtle under the sea', subjects: ['turtle'], relations: [], setting: 'ocean' },
  {
    prompt: 'happy birthday Emma',
    subjects: ['birthday-cake'],
    missing: [],
    text: ['Happy Birthday', 'Emma'],
  },
  { prompt: 'the letter A', subjects: ['apple'], missing: [], text: ['A'] },
  { prompt: '"Good luck"', subjects: [], missing: [], text: ['Good luck'] },
  { prompt: 'an axolotl', subjects: ['axolotl'], missing: [] },
  { prompt: 'a tardigrade', subjects: [], missing: ['tardigrade'] },
  { prompt: 'a lion and a gazebo', subjects: ['lion'], missing: ['gazebo'] },
  { prompt: 'a lighthouse by the sea', subjects: ['lighthouse'] },
  { prompt: 'xyzzy', subjects: [], missing: ['xyzzy'] },
  // WordNet homonyms and rare senses that drew the wrong thing: a seal, a superhero, a shovel, a needle, a house.
  { prompt: 'a seahorse', subjects: ['seahorse'] },
  { prompt: 'a submarine', subjects: ['submarine'] },
  { prompt: 'an excavator', subjects: ['excavator'] },
  { prompt: 'a power shovel', subjects: ['excavator'] },
  { prompt: 'a dragonfly', subjects: ['dragonfly'] },
  { prompt: 'a hot air balloon', subjects: ['hot-air-balloon'] },
  { prompt: 'a family of ducks', subjects: ['duck', 'duck', 'duck'], missing: [] },
  // WordNet's narwhal is a whale, but the whale drawn has no tusk: Colorly draws its own, tusk and all.
  { prompt: 'a narwhal', subjects: ['narwhal'], missing: [] },
  { prompt: 'a humpback whale', subjects: ['whale'] },
  { prompt: 'a bowl of spaghetti', subjects: ['spaghetti'] },
  { prompt: 'a plate of cookies', subjects: ['cookie', 'dishes'], relations: [[0, 'in', 1]] },
  { prompt: 'a mom and a baby', subjects: ['woman', 'baby'] },
  // Cooking with nothing cooked named is done at a stove (plan/body-acts.ts).
  { prompt: 'a chef cooking', subjects: ['cook', 'stove'] },
  { prompt: 'a tree house', subjects: ['treehouse'] },
  // The outline knight is a mounted knight: the whole phrase names it.
  { prompt: 'a knight on a horse', subjects: ['knight'] },
  // A roofer is a person, drawn whole (plan/person-words.ts); the gazebo is not drawn.
  { prompt: 'a roofer under a gazebo', missing: ['gazebo'] },
  { prompt: 'a cozy cat', subjects: ['cat'], missing: [] },
  // Faces only when asked for: "a happy cat" is the cat, "a smiley face" the grinning face.
  { prompt: 'a happy cat', subjects: ['cat'] },
  { prompt: 'a smiley face', subjects: ['grinning-face'] },
  { prompt: 'an ogre', subjects: ['ogre'] },
  // A place alone is a page of that place, around the drawing that says it best.
  { prompt: 'a beach', subjects: ['palm-tree'], missing: [], setting: 'beach' },
  { prompt: 'outer space', subjects: ['planet'], missing: [], setting: 'space' },
  // A tuna is a fish: drawn as the fish, labelled tuna (vocabulary/animal-families.ts).
  { prompt: 'a tuna', subjects: ['fish'], missing: [] },
  { prompt: 'a siamese cat', subjects: ['cat'] },
  { prompt: 'a tombstone', subjects: ['headstone'], missing: [] },
  { prompt: 'a junkyard', subjects: [], missing: ['junkyard'] },
  { prompt: 'a blue gazebo', subjects: [], missing: ['gazebo'] },
  // A verb after a person is what they do, never a thing: no tooth, no gift, no second person walking.
  { prompt: 'a boy brushing his teeth', subjects: ['boy', 'toothbrush'], missing: [] },
  { prompt: 'a man mowing the lawn', subjects: ['man', 'lawn-mower'], missing: [] },
  { prompt: 'a girl ice skating', subjects: ['girl', 'ice-skate'], missing: [] },
  { prompt: 'ice skates', subjects: ['ice-skate'], missing: [] },
  { prompt: 'a girl roller skating', subjects: ['girl', 'roller-skate'], missing: [] },
  { prompt: 'a dog brushing its teeth', subjects: ['dog', 'toothbrush'], missing: [] },
  { prompt: 'a nurse giving a shot', subjects: ['health-worker', 'syringe'], missing: [] },
  { prompt: 'a girl walking her dog', subjects: ['girl', 'dog'], missing: [] },
  // A place is a place noun: "flying" is the sky only when no place is named; "snowy" is the snow.
  { prompt: 'a superhero flying over a city', subjects: ['superhero'], setting: 'city' },
  { prompt: 'a bird flying', subjects: ['bird'], setting: 'sky' },
  { prompt: 'a snowy village', subjects: ['house'], setting: 'snow' },
  // A season is the place only when the prompt names none after it.
  { prompt: 'a summer day at the farm', setting: 'farm', missing: [] },
  { prompt: 'a summer day', setting: 'beach', missing: [] },
  { prompt: 'a spring day at the farm', setting: 'farm', missing: [] },
  // The floor of a room and the ground outside are the page's ground line, never left out.
  { prompt: 'a boy sweeping the floor with a broom', subjects: ['boy', 'broom'], missing: [] },
  { prompt: 'a cat sleeping on the floor', subjects: ['cat'], missing: [] },
  { prompt: 'a dog digging in the ground', subjects: ['dog'], missing: [] },
]

describe('reading prompts', () => {
  it.each(CASES)('$prompt', (c) => {
    const p = plan(c.prompt)
    if (c.subjects) expect(p.subjects.map((s) => s.concept)).toEqual(c.subjects)
    if (c.missing) expect(p.missing).toEqual(c.missing)
    if (c.relations)
      expect(p.relations).toEqual(
        c.relations.map(([actor, relation, object]) => ({ actor, relation, object })),
      )
    if (c.setting) expect(p.setting).toBe(c.setting)
    if (c.text) expect(p.text).toEqual(c.text)
    // A missing main subject refuses the page; a missing secondary thing is drawn without, and said.
    if (p.refusal) expect(p.leftOut).toEqual([])
    else expect(p.leftOut.slice(0, p.missing.length)).toEqual(p.missing)
    expect(p.refusal === null).toBe(p.missing.length === 0 || p.leftOut.length > 0)
  })

  it.each([
    ['a lion and a gazebo', ['lion'], ['gazebo']],
    ['a horse jumping over a gazebo', ['horse'], ['gazebo']],
    ['a dog in a gazebo', ['dog'], ['gazebo']],
  ])('draws "%s" without the secondary thing it cannot draw, and says so', (prompt, subjects, leftOut) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toEqual(subjects)
    expect(p.leftOut).toEqual(leftOut)
    expect(p.confidence).toBeLessThan(1)
  })

  it.each([
    ['a kid on a gazebo', 'gazebo'],
    ['a cat and a gazebo', 'gazebo'],
  ])('never drops in silence what a subject does something with: "%s"', (prompt, word) => {
    expect(plan(prompt).leftOut).toEqual([word])
  })

  it.each([
    'a lion with a mane',
    'a fun cat',
    'a watermelon slice',
    'a pig in the mud',
    'a girl dancing in the rain',
    'a sloth hanging from a tree',
    'a boy blowing out candles',
  ])(
    'says nothing is left out of "%s": parts, stuff, actions and describing words are no things',
    (prompt) => {
      expect(plan(prompt).leftOut).toEqual([])
    },
  )

  it('says when a close kin is drawn instead of what was asked', () => {
    const p = plan('a lionfish')
    expect(p.subjects.map((s) => s.concept)).toEqual(['fish'])
    expect(p.leftOut).toEqual(['lionfish'])
    expect(p.standIns).toEqual([{ asked: 'lionfish', drawn: 'fish' }])
    expect(plan('a cuckoo').standIns).toEqual([{ asked: 'cuckoo', drawn: 'bird' }])
    // A breed or a kind named by the drawing's own name is that drawing.
    for (const same of ['a puppy', 'a beagle', 'a siamese cat', 'a humpback whale'])
      expect(plan(same).leftOut, same).toEqual([])
    expect(plan('a moose').subjects.map((s) => s.concept)).toEqual(['moose'])
    // A synonym in another first sense is no kin: a carriage is not a "coach" (a bus) nor a "car".
    const train = plan('a train with three carriages')
    expect(train.props.map((p) => p.concept)).not.toContain('bus')
    expect(train.props.map((p) => p.concept)).not.toContain('automobile')
    expect(train.leftOut).toEqual(['carriages'])
    // Weather is named by its noun; a village is drawn as one (plan/named-places.ts), round a house.
    const village = plan('a snowy village')
    expect(village).toMatchObject({ namedSetting: 'snow', setting: 'snow', standIns: [], leftOut: [] })
    expect(village.props.map((p) => p.concept)).toContain('*village')
  })

  it('names the place the prompt puts things, and draws the moon seen from the ground', () => {
    const howling = plan('a wolf howling at the moon')
    expect(howling.setting).toBe('night')
    expect(howling.subjects.map((s) => s.concept)).toEqual(['wolf', 'moon'])
    expect(plan('an astronaut on the moon')).toMatchObject({ setting: 'moon', namedSetting: 'moon' })
    expect(plan('a fish under the sea')).toMatchObject({ setting: 'ocean', namedSetting: 'sea' })
    expect(plan('a fish').namedSetting).toBeNull()
    // A place named as a thing beside the subject is drawn too; a place something is in stays the setting.
    expect(plan('a unicorn and a castle').subjects.map((s) => s.concept)).toEqual(['unicorn', 'castle'])
    expect(plan('a cat and the moon').subjects.map((s) => s.concept)).toEqual(['cat', 'moon'])
    expect(plan('a knight at the castle').subjects.map((s) => s.concept)).toEqual(['knight'])
  })

  it('draws people as the neutral person unless the prompt says otherwise', () => {
    expect(conceptById(plan('a firefighter').subjects[0].concept).icon).toBe('firefighter')
    expect(plan('a woman firefighter').subjects[0].concept).toBe('woman-firefighter')
    expect(plan('a male teacher').subjects[0].concept).toBe('man-teacher')
  })

  it('refuses honestly, naming what is missing as typed, with lower confidence', () => {
    const p = plan('a Gazebo')
    expect(p.refusal).toMatchObject({ kind: 'unknown', error: "Colorly can't draw 'Gazebo' yet." })
    expect(p.confidence).toBeLessThan(0.5)
    const partial = plan('a gazebo with a lion')
    expect(partial.refusal?.error).toBe("Colorly can't draw 'gazebo' yet.")
    expect(partial.confidence).toBeGreaterThan(p.confidence)
    expect(partial.confidence).toBeLessThan(1)
    expect(plan('a lion').confidence).toBe(1)
    // Named with another ("a gazebo and a lion"), a thing missing is no main subject: the lion is drawn.
    const two = plan('a gazebo and a lion')
    expect(two.refusal).toBeNull()
    expect(two.leftOut).toEqual(['gazebo'])
  })

  it.each([
    'a tardigrade',
    'a gazebo by the lake',
    'a gazebo with a lion',
    'a carburetor',
    'a gazebo with a dog',
    'xyzzy',
  ])('suggests up to five prompts it can draw for "%s"', (prompt) => {
    const suggestions = plan(prompt).refusal?.suggestions ?? []
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(5)
    for (const s of suggestions) expect(plan(s).refusal, s).toBeNull()
  })

  it('suggests close things first', () => {
    // A many-legged creature before a farm animal: a spider, a centipede or a millipede.
    expect(plan('a tardigrade').refusal?.suggestions[0]).toMatch(/^a (spider|centipede|millipede)$/)
  })

  it('takes subjects and refusals from what the person typed, not from Magic Prompt', () => {
    const typed = 'a cat'
    const enhanced = 'a cat wearing a crown, in a sunny garden, cute cartoon style, bold clean outlines'
    const p = plan(enhanced, typed)
    expect(p.subjects.map((s) => s.concept)).toEqual(['cat'])
    expect(p.props.find((x) => x.subject === 0)?.concept).toBe('crown')
    expect(p.refusal).toBeNull()
    const gazebo = plan('a gazebo in a park, centered on the page with a simple background', 'a gazebo')
    expect(gazebo.refusal?.error).toBe("Colorly can't draw 'gazebo' yet.")
    expect(plan('a firefighter, with a few simple flowers around it', 'a firefighter').subjects).toHaveLength(
      1,
    )
  })

  it('indexes drawings that exist in the art sets, never a skipped kind', () => {
    const vocabulary = emojiConcepts()
    expect(vocabulary.length).toBeGreaterThan(600)
    for (const c of vocabulary) {
      expect(
        findIcon('fluent-emoji-flat', c.icon) ?? findIcon('noto', c.icons?.noto ?? c.icon),
        c.id,
      ).toBeTruthy()
      expect(c.label).not.toMatch(
        /^(\w+ )?flag$|clock|keycap|button|^(\w+ )?hands?$| with arrow|^pile of poo$/,
      )
    }
  })
})

describe('the emoji vocabulary file', () => {
  it('is what the datasets and rules make today (rerun npm run vocab:build after changing them)', async () => {
    const { buildEmojiVocabulary } = await import('../../tools/emoji-vocabulary-source')
    const built = buildEmojiVocabulary().entries
    const file = JSON.parse(
      readFileSync(new URL('../vocabulary/emoji-vocabulary.json', import.meta.url), 'utf8'),
    )
    expect(file).toEqual(JSON.parse(JSON.stringify(built)))
    const doctor = built.find((e) => e.label === 'health worker')
    expect(doctor?.aliases).toEqual(expect.arrayContaining(['doctor', 'nurse']))
  })
})

describe('lettering the prompt asks for, and only that', () => {
  it('letters the word a prompt names ("the word LOVE")', () => {
    const p = plan('the word LOVE with hearts around it')
    expect(p.text).toEqual(['LOVE'])
    expect(p.subjects.map((s) => s.concept)).toContain('heart')
  })

  it('letters no holiday a page is for ("for Valentine\'s Day")', () => {
    expect(plan("a teddy bear holding a heart for Valentine's Day").text).toBeNull()
    expect(plan('a cake for Emma').text).toEqual(['Emma'])
  })
})
