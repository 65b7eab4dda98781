import { ch, type NamedCharacter } from './character-entry'
import { everydaySense } from './everyday-senses'
import { animalCharacterIn } from './named-animal-characters'
import { BOOK_AND_PRESCHOOL_CHARACTERS } from './named-characters-books'
import { SCREEN_AND_TOY_CHARACTERS } from './named-characters-screen'
import { findPromptText } from './prompt-text'

export type { NamedCharacter }

// Spellings are matched on whole words, so "spider", "mouse", "frozen lake" or "marionette" never match.
// Words that are also ordinary words ("frozen", "stitch", "aurora") get spellings that only fit the character.
export const NAMED_CHARACTERS: NamedCharacter[] = [
  // Pokémon and Nintendo
  ch('Pikachu', 'pikachu|pika chu', 'a cute mouse|a mouse holding a balloon|a hamster'),
  ch('Pokémon', 'pokemons?|poke mon|pokeball|poke ball', 'a cute dragon|a mouse|a turtle|a fox'),
  ch('Charizard', 'charizard|charmander|charmeleon', 'a friendly dragon|a dragon breathing fire|a lizard'),
  ch('Bulbasaur', 'bulbasaur|ivysaur|venusaur', 'a frog|a dinosaur|a turtle'),
  ch('Squirtle', 'squirtle|wartortle|blastoise', 'a turtle|a turtle in the ocean'),
  ch('Eevee', 'eevee|jigglypuff|snorlax|mewtwo|psyduck|togepi|gengar|lucario', 'a fox|a cat|a rabbit|a bear'),
  ch('Mario', 'mario|super mario|mario bros|mario brothers', 'a mushroom|a star|a castle', true),
  ch('Luigi', 'luigi', 'a mushroom|a star', true),
  ch('Princess Peach', 'princess peach|princess daisy', 'a princess with a crown|a castle'),
  ch('Bowser', 'bowser', 'a dragon|a turtle|a dinosaur'),
  ch('Yoshi', 'yoshi', 'a dinosaur|a friendly dragon'),
  ch('Donkey Kong', 'donkey kong', 'a gorilla|a monkey with a banana'),
  ch('Kirby', 'kirby', 'a star|a balloon|a cute cat', true),
  ch('Zelda', 'zelda|legend of zelda', 'a princess with a crown|a castle|a wizard', true),
  ch('Animal Crossing', 'animal crossing|tom nook', 'a raccoon|a house|a tree'),
  ch('Splatoon', 'splatoon|inkling', 'an octopus|a jellyfish'),
  // Sega, games and online worlds
  ch('Sonic', 'sonic|sonic the hedgehog', 'a hedgehog|a hedgehog running|a race car'),
  ch(
    'Minecraft',
    'minecraft|mine craft|minecraft steve|enderman|creepers?',
    'a robot|a castle|a house|a pig',
  ),
  ch('Among Us', 'among us|amogus', 'an astronaut|a rocket|an alien'),
  ch('Fortnite', 'fortnite|fort nite', 'a superhero|an astronaut|a castle'),
  ch('Roblox', 'roblox', 'a robot|a superhero|a castle'),
  ch("Five Nights at Freddy's", 'five nights at freddys?|fnaf|freddy fazbear', 'a teddy bear|a robot'),
  ch('Poppy Playtime', 'poppy playtime|huggy wuggy', 'a teddy bear|a monkey|a robot'),
  ch('Angry Birds', 'angry birds?', 'a bird|a pig|a parrot'),
  ch('Pac-Man', 'pac man|pacman', 'a ghost|a star|cherries'),
  // Disney and Pixar
  ch(
    'Mickey Mouse',
    'mickey|mickey mouse|mickeymouse|micky mouse',
    'a mouse|a mouse wearing a top hat|a cute mouse',
  ),
  ch('Minnie Mouse', 'minnie|minnie mouse|minniemouse', 'a mouse with a bow|a mouse holding a flower'),
  ch('Donald Duck', 'donald duck|daisy duck', 'a duck|a duck wearing a cap'),
  ch('Elsa', 'elsa|queen elsa|princess elsa', 'a princess with a crown|a snowflake|a snowman|a castle', true),
  ch(
    'Anna',
    'princess anna|anna and elsa|elsa and anna|anna from frozen',
    'a princess with a crown|a castle in the snow',
  ),
  ch('Olaf', 'olaf', 'a snowman|a snowman in the snow', true),
  ch(
    'Frozen',
    'disney frozen|frozen (?:movie|film|characters?|princess(?:es)?|castle|2|ii)|from frozen|^frozen$|frozen (?:elsa|anna|olaf)',
    'a snowman|a princess with a crown|a snowflake|a castle in the snow',
  ),
  ch('Cinderella', 'cinderella', 'a princess with a crown|a castle|a pumpkin'),
  ch('Ariel', 'ariel|princess ariel|disney little mermaid', 'a mermaid|a mermaid in the ocean|a fish', true),
  ch(
    'Belle',
    'belle|princess belle|disney beauty and the beast',
    'a princess with a crown|a rose|a castle',
    true,
  ),
  ch('Moana', 'moana', 'a canoe|a sailboat|a turtle in the ocean', true),
  ch('Jasmine', 'princess jasmine|disney aladdin', 'a princess with a crown|a camel|a palm tree'),
  ch('Aurora', 'princess aurora|disney sleeping beauty', 'a princess with a crown|a castle'),
  ch('Tiana', 'princess tiana|tiana', 'a princess with a crown|a frog', true),
  ch('Disney princesses', 'disney princess(?:es)?|disney', 'a princess with a crown|a castle|a prince'),
  ch('Stitch', 'lilo (?:and|&) stitch|(?<!cross )stitch', 'an alien|a cute alien|a dog'),
  ch('Simba', 'simba|nala|mufasa|lion king', 'a lion|a lion wearing a crown'),
  ch('Nemo', 'nemo|finding nemo|finding dory', 'a fish|a fish in the ocean|a turtle'),
  ch('Dory', 'dory', 'a fish|a fish in the ocean', true),
  ch(
    'Winnie the Pooh',
    'winnie the pooh|winnie pooh|pooh|pooh bear|tigger|eeyore',
    'a teddy bear|a bear|a bee',
  ),
  ch('Buzz Lightyear', 'buzz lightyear|lightyear', 'an astronaut|a rocket'),
  ch('Toy Story', 'toy story|sheriff woody|woody and buzz', 'a teddy bear|an astronaut|a rocket'),
  ch('Lightning McQueen', 'lightning mcqueen|mcqueen|pixar cars', 'a race car|a car'),
  ch('Dumbo', 'dumbo', 'an elephant|an elephant holding a balloon'),
  ch('Bambi', 'bambi', 'a deer|a deer in the forest'),
  ch('Encanto', 'encanto|mirabel', 'a house|a flower|a butterfly'),
  ch('Monsters, Inc.', 'monsters inc|sulley|mike wazowski', 'an alien|a bear'),
  ch('Zootopia', 'zootopia|zootropolis|judy hopps', 'a rabbit|a fox'),
  ch('WALL-E', 'wall e|walle', 'a robot'),
  // Marvel and DC
  ch(
    'Spider-Man',
    'spider man|spiderman|spidey|spider men|miles morales',
    'a superhero|a spider|a superhero in the city',
  ),
  ch('Batman', 'batman|bat man|the batman|batmobile', 'a superhero|a bat|a superhero at night'),
  ch('Superman', 'superman|super man|supergirl', 'a superhero|a superhero flying'),
  ch('Wonder Woman', 'wonder woman', 'a superhero|a princess with a crown'),
  ch('Hulk', 'hulk|the hulk|incredible hulk', 'a superhero|a gorilla'),
  ch('Iron Man', 'iron man|ironman', 'a robot|a superhero'),
  ch('Captain America', 'captain america|captain marvel', 'a superhero|a star'),
  ch('The Avengers', 'avengers?|marvel|thanos|deadpool|groot', 'a superhero|a robot'),
  ch('Aquaman', 'aquaman|aqua man', 'a superhero|a fish'),
  // Films, books and TV
  ch(
    'Harry Potter',
    'harry potter|hogwarts|hermione|dumbledore|hedwig|voldemort',
    'a wizard|an owl|a castle',
  ),
  ch('Yoda', 'yoda|baby yoda|grogu', 'an alien|a frog'),
  ch(
    'Darth Vader',
    'darth vader|vader|stormtroopers?|star wars|r2 d2|r2d2|c 3po|c3po|chewbacca|mandalorian',
    'a robot|an astronaut|a rocket',
  ),
  ch('King Kong', 'king kong', 'a gorilla|a gorilla on a tall building'),
  ch('Godzilla', 'godzilla', 'a dinosaur|a friendly dragon'),
  ch('Shrek', 'shrek', 'a castle|a frog|a dragon'),
  ch('Minions', 'minions?|despicable me|gru', 'a robot|a banana'),
  ch('Kung Fu Panda', 'kung fu panda', 'a panda'),
  ch('How to Train Your Dragon', 'how to train your dragon|night fury|toothless dragon', 'a friendly dragon'),
  ch('The Grinch', 'grinch|the grinch', 'a christmas tree|a snowman|a gift'),
  ch(
    'Rudolph',
    'rudolph|rudolf the red nosed reindeer|rudolph the red nosed reindeer',
    'a reindeer|a deer in the snow',
    true,
  ),
  ch('Frosty the Snowman', 'frosty the snowman', 'a snowman'),
  ch('Gandalf', 'gandalf|frodo|lord of the rings', 'a wizard|a castle'),
  ch('Barbie', 'barbie|barbies', 'a princess with a crown|a princess with a bow'),
  ch(
    'My Little Pony',
    'my little pony|my little ponies|twilight sparkle|rainbow dash',
    'a unicorn|a horse|a pony',
  ),
  ch('Care Bears', 'care bears?', 'a teddy bear|a bear with a heart'),
  ch('The Smurfs', 'smurfs?', 'a mushroom|a house'),
  ch('Paddington', 'paddington|paddington bear', 'a teddy bear|a bear wearing a hat'),
  ch('Curious George', 'curious george', 'a monkey|a monkey with a banana'),
  ch('Clifford', 'clifford the big red dog|clifford', 'a dog|a big dog', true),
  ch('Transformers', 'transformers?|optimus prime', 'a robot|a truck'),
  ch('Power Rangers', 'power rangers?', 'a superhero|a robot'),
  ch(
    'Teenage Mutant Ninja Turtles',
    'ninja turtles?|tmnt|teenage mutant ninja turtles?',
    'a turtle|a turtle on a skateboard',
  ),
  // Preschool television
  ch('Peppa Pig', 'peppa|peppa pig|george pig', 'a pig|a pig on a farm|a pig holding a balloon'),
  ch('Paw Patrol', 'paw patrol|pawpatrol', 'a dog|a puppy in a fire truck|a police car'),
  ch('Bluey', 'bluey', 'a dog|a puppy'),
  ch(
    "Gabby's Dollhouse",
    "gabby ?'?s dollhouse|gabbys dollhouse|gabby dollhouse|pandy paws",
    'a dollhouse|a cat',
  ),
  ch('PJ Masks', 'pj masks|pjmasks', 'a superhero|an owl|a cat'),
  ch('CoComelon', 'cocomelon|coco melon', 'a watermelon|a bus'),
  ch(
    'Thomas the Tank Engine',
    'thomas the tank engine|thomas the train|thomas and friends|thomas tank engine',
    'a train|a train and a tree',
  ),
  ch('Teletubbies', 'teletubbies|teletubby', 'a teddy bear|a rabbit'),
  ch('Elmo', 'elmo|cookie monster|sesame street', 'a teddy bear|a cookie|a bird'),
  ch('Kermit', 'kermit|kermit the frog|muppets?|miss piggy', 'a frog|a pig'),
  ch('Dora the Explorer', 'dora the explorer|dora', 'a monkey|a butterfly', true),
  ch('Bob the Builder', 'bob the builder', 'a tractor|a truck'),
  ch('Masha and the Bear', 'masha and the bear', 'a bear|a bear in the forest'),
  ch('Doraemon', 'doraemon', 'a robot|a cat'),
  ch(
    'SpongeBob',
    'spongebob|sponge bob|spongebob squarepants|patrick star|squidward',
    'a fish|a crab|a snail',
  ),
  ch('Scooby-Doo', 'scooby|scooby doo|scoobydoo', 'a dog|a dog and a ghost'),
  ch('Garfield', 'garfield', 'a cat|a cat eating pizza'),
  ch('Snoopy', 'snoopy|charlie brown|woodstock bird', 'a dog|a dog and a bird'),
  ch('Tom and Jerry', 'tom and jerry', 'a cat and a mouse|a mouse'),
  ch('Looney Tunes', 'looney tunes|bugs bunny|tweety|daffy duck|wile e coyote', 'a rabbit|a bird|a duck'),
  ch('The Pink Panther', 'pink panther', 'a leopard|a cat'),
  ch('The Simpsons', 'simpsons|homer simpson|bart simpson', 'a house|a donut'),
  ch('The Powerpuff Girls', 'powerpuff girls?', 'a superhero|a star'),
  ch(
    'Hello Kitty',
    'hello kitty|hellokitty|kuromi|cinnamoroll|my melody|pompompurin|sanrio',
    'a cat with a bow|a cute cat|a rabbit',
  ),
  // Anime
  ch(
    'Totoro',
    'totoro|my neighbor totoro|my neighbour totoro|studio ghibli|ghibli|spirited away|no face|ponyo',
    'a cat|a rabbit|an owl|a tree',
  ),
  ch('Naruto', 'naruto|sasuke', 'a fox|a frog'),
  ch('Goku', 'goku|dragon ball|dragonball', 'a superhero|a monkey'),
  ch('Sailor Moon', 'sailor moon', 'a princess with a crown|a moon'),
  ch('Hatsune Miku', 'hatsune miku', 'a guitar|a star'),
]

/**
 * Lower case, accents, possessive "'s" and apostrophes dropped, every other non-alphanumeric a space:
 * "Spider-Man's" is "spider man", "Paw Patrol's Chase" is "paw patrol chase".
 */
export function normaliseForNames(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

// One pattern per character; spellings are tried as whole words (the text is padded with spaces).
const matchers = [...NAMED_CHARACTERS, ...BOOK_AND_PRESCHOOL_CHARACTERS, ...SCREEN_AND_TOY_CHARACTERS].map(
  (character) => ({
    character,
    pattern: new RegExp(
      character.spellings
        .map((s) => (s.startsWith('^') ? `^ ${s.slice(1, -1)} $` : ` (?:${s})(?= )`))
        .join('|'),
      'g',
    ),
  }),
)

/**
 * The character or franchise a prompt names, or null. A character that is also a first name is left alone
 * when the prompt letters it as a name ("happy birthday Anna", "a cake for Elsa").
 */
export function findNamedCharacter(prompt: string): NamedCharacter | null {
  const text = normaliseForNames(prompt)
  if (!/[a-z]/.test(text)) return null
  let lettered: string | null = null
  for (const { character, pattern } of matchers) {
    // "a mechanic on a creeper": a spelling that is an everyday word, standing in its everyday sense, is none.
    const found = [...text.matchAll(pattern)].find(
      (match) => !everydaySense(prompt, match[0].trim().replace(/s$/, '')),
    )
    if (!found) continue
    if (character.firstName) {
      lettered ??= normaliseForNames(findPromptText(prompt).lines.join(' '))
      if (lettered.includes(` ${found[0].trim()} `)) continue
    }
    return character
  }
  // "Daniel Tiger", "Peter Rabbit": a first name and an animal written as one name (named-animal-characters.ts).
  return animalCharacterIn(prompt)
}

/** The plain refusal a character gets, with generic takes the builtin engine can draw. */
export function characterRefusalMessage(character: NamedCharacter): string {
  return `Colorly doesn't draw ${character.name}: characters belong to their owners. Try a generic take instead.`
}
