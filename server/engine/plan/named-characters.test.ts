import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { findNamedCharacter, NAMED_CHARACTERS } from './named-characters'
import { BOOK_AND_PRESCHOOL_CHARACTERS } from './named-characters-books'
import { SCREEN_AND_TOY_CHARACTERS } from './named-characters-screen'
import { findPromptText } from './prompt-text'
import { readPrompt } from './read-prompt'

const named = (prompt: string) => findNamedCharacter(prompt)?.name ?? null
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('named characters', () => {
  it('holds at least 80 characters and franchises', () => {
    expect(NAMED_CHARACTERS.length).toBeGreaterThanOrEqual(80)
  })

  it('finds the character in any spelling, case or punctuation', () => {
    expect(named('Pikachu')).toBe('Pikachu')
    expect(named('a cute PIKACHU in a meadow')).toBe('Pikachu')
    expect(named('Spider-Man swinging')).toBe('Spider-Man')
    expect(named('spiderman')).toBe('Spider-Man')
    expect(named('spider man on a roof')).toBe('Spider-Man')
    expect(named('Pokémon')).toBe('Pokémon')
    expect(named('pokemon cards')).toBe('Pokémon')
    expect(named('Mickey Mouse')).toBe('Mickey Mouse')
    expect(named('minnie mouse with a bow')).toBe('Minnie Mouse')
    expect(named("Peppa Pig's house")).toBe('Peppa Pig')
    // A franchise written as an owner: "Paw Patrol's Chase" is no "paw patrols".
    expect(named("Paw Patrol's Chase driving his police truck")).toBe('Paw Patrol')
    expect(named('Tintin and Snowy climbing into a red and white rocket')).toBe('Tintin')
    expect(named("Gabby's Dollhouse with Pandy Paws")).toBe("Gabby's Dollhouse")
    expect(named('Scooby-Doo')).toBe('Scooby-Doo')
    expect(named('winnie the pooh and a honey pot')).toBe('Winnie the Pooh')
    expect(named('a minecraft creeper')).toBe('Minecraft')
    expect(named('among us')).toBe('Among Us')
    expect(named('Thomas the Tank Engine')).toBe('Thomas the Tank Engine')
    expect(named('Lilo and Stitch')).toBe('Stitch')
    expect(named('frozen')).toBe('Frozen')
    expect(named('Elsa from Frozen')).toBe('Elsa')
    expect(named('super mario')).toBe('Mario')
    expect(named('darth vader')).toBe('Darth Vader')
    expect(named('Hello Kitty')).toBe('Hello Kitty')
    expect(named('King Kong on the Empire State Building')).toBe('King Kong')
    expect(named('godzilla in the city')).toBe('Godzilla')
  })

  it('matches whole words only: spider, mouse, mario or pooh inside other words do not count', () => {
    expect(named('a spider in its web')).toBeNull()
    expect(named('a mouse eating cheese')).toBeNull()
    expect(named('a marionette')).toBeNull()
    expect(named('a shampoo bottle')).toBeNull()
    expect(named('a frozen lake with a penguin')).toBeNull()
    expect(named('a cross stitch heart')).toBeNull()
    expect(named('a hedgehog')).toBeNull()
    expect(named('a pig in the mud')).toBeNull()
    expect(named('a bat flying at night')).toBeNull()
    expect(named('a superhero dog')).toBeNull()
    expect(named('a little pony')).toBeNull()
    expect(named('a yellow electric mouse')).toBeNull()
    expect(named('a king with a crown')).toBeNull()
  })

  it('refuses picture-book and preschool characters, never a plain word they share', () => {
    expect(named('the Gruffalo in the deep dark wood')).toBe('The Gruffalo')
    expect(named('Pingu sliding on the ice')).toBe('Pingu')
    expect(named('Hey Duggee with his badges')).toBe('Hey Duggee')
    expect(named('Miffy holding a balloon')).toBe('Miffy')
    expect(named('Elmer the elephant')).toBe('Elmer the Elephant')
    expect(named('Pete the Cat in his white shoes')).toBe('Pete the Cat')
    expect(named('a hot dog man selling lunch')).toBeNull()
    expect(named('an elephant with big ears')).toBeNull()
    expect(named('a dog with a spot on its back')).toBeNull()
    expect(named('a kipper on a plate')).toBeNull()
    expect(named('a cat in a hat')).toBeNull()
    expect(named('a llama eating grass')).toBeNull()
    expect(named('Arthur reading a book')).toBeNull()
  })

  it('refuses film, television, game and toy characters, never the animal or thing they share a word with', () => {
    expect(named('Howls Moving Castle in the sky')).toBe('Studio Ghibli films')
    expect(named('the Black Panther superhero')).toBe('Black Panther')
    expect(named('Oscar the Grouch in his bin')).toBe('Sesame Street characters')
    expect(named('Perry the Platypus')).toBe('Disney Channel shows')
    expect(named('Timon and Pumbaa')).toBe('The Lion King')
    expect(named('Keroppi the frog')).toBe('Sanrio characters')
    expect(named('Iggle Piggle')).toBe('In the Night Garden')
    expect(named('a black panther in the jungle')).toBeNull()
    expect(named('a big bird on a branch')).toBeNull()
    expect(named('a black widow spider')).toBeNull()
    expect(named('a green lantern for Diwali')).toBeNull()
    expect(named('a rabbit in the cabbage patch')).toBeNull()
    expect(named('a girl in a one piece swimsuit')).toBeNull()
    expect(named('a wolverine in the snow')).toBeNull()
    expect(named('a roadrunner in the desert')).toBeNull()
    expect(named('a snow white rabbit')).toBeNull()
    expect(named('Alice in Wonderland at the tea party')).toBeNull()
    expect(named('Thor with his hammer')).toBeNull()
    expect(named('Snow White and the seven dwarfs')).toBe('Snow White')
    expect(named('Rapunzel in her tower')).toBe('Rapunzel')
    expect(named('Aladdin on a flying carpet')).toBe('Aladdin')
    expect(named('an aladdin lamp')).toBeNull()
  })

  it('leaves a first name alone when the page letters it, but not a character name', () => {
    expect(named('happy birthday Anna')).toBeNull()
    expect(named('happy birthday Elsa')).toBeNull()
    expect(named('a cake for Mario')).toBeNull()
    expect(named('Elsa')).toBe('Elsa')
    expect(named('happy birthday pikachu')).toBe('Pikachu')
  })

  it('plans no drawing for a character: confidence 0 and a refusal that says why, with generic takes', () => {
    const refused = plan('Pikachu')
    expect(refused.subjects).toEqual([])
    expect(refused.confidence).toBe(0)
    expect(refused.refusal).toEqual({
      kind: 'character',
      error: "Colorly doesn't draw Pikachu: characters belong to their owners. Try a generic take instead.",
      suggestions: ['a cute mouse', 'a mouse holding a balloon', 'a hamster'],
    })
    expect(plan('a mouse').refusal).toBeNull()
  })

  it('every generic take is a prompt the builtin engine reads and draws without a refusal', () => {
    for (const character of [
      ...NAMED_CHARACTERS,
      ...BOOK_AND_PRESCHOOL_CHARACTERS,
      ...SCREEN_AND_TOY_CHARACTERS,
    ]) {
      expect(character.takes.length, character.name).toBeGreaterThan(0)
      expect(character.takes.length, character.name).toBeLessThanOrEqual(5)
      for (const take of character.takes) {
        expect(findNamedCharacter(take), take).toBeNull()
        expect(plan(take).refusal, take).toBeNull()
        expect(readPrompt(findPromptText(take).rest).subjects.length, take).toBeGreaterThan(0)
      }
    }
  })
})
