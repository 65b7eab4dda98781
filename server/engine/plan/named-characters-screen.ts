import { ch, type NamedCharacter } from './character-entry'

// More film, television, game and toy characters children name, each someone's design and refused like every
// listed character (named-characters.ts). A name that is also a plain word or an animal is listed only in a
// spelling that fits the character alone: "a black panther", "a wolverine", "a roadrunner", "a snow white rabbit",
// "spirit", "a joker card" stay what they say. As with Cinderella (decision 0009), a fairy-tale figure whose
// popular image is one studio's design is refused (Snow White, Rapunzel, Pinocchio, Peter Pan, Aladdin); figures
// of myth and of books whose pictures are many people's (Alice, Thor, Hercules, Puss in Boots, Robin Hood) are not.
export const SCREEN_AND_TOY_CHARACTERS: NamedCharacter[] = [
  // Disney and Pixar films, and the fairy tales they made their own
  ch(
    'Snow White',
    'seven dwarfs|princess snow white|snow white princess|^snow white$',
    'a princess with a crown|an apple|a castle',
  ),
  ch('Rapunzel', 'rapunzel|tangled movie|flynn rider', 'a princess with a crown|a tower|a castle'),
  ch('Pinocchio', 'pinocchio|jiminy cricket', 'a teddy bear|a cricket'),
  ch('Peter Pan', 'peter pan|tinker ?bell|captain hook', 'a fairy|a pirate ship'),
  ch('Aladdin', 'aladdin(?! (?:s )?lamp)|genie from aladdin', 'a magic lamp|a camel'),
  ch('Mulan', 'mulan|mushu', 'a princess with a crown|a dragon'),
  ch('Pocahontas', 'pocahontas', 'a girl in the forest|a raccoon'),
  ch(
    'Inside Out',
    'inside out movie|inside out joy|inside out sadness|inside out characters?|bing bong',
    'a happy face|a grinning face',
  ),
  ch('Coco', 'coco movie|disney coco|pixar coco|miguel from coco', 'a guitar|a skull'),
  ch('Luca', 'luca movie|pixar luca|luca sea monster', 'a sea monster|a fish'),
  ch('Turning Red', 'turning red|mei lee', 'a red panda'),
  ch('Raya', 'raya and the last dragon|raya movie|sisu dragon', 'a friendly dragon|a princess with a crown'),
  ch('Ratatouille', 'ratatouille movie|remy the rat|remy ratatouille', 'a mouse|a chef'),
  ch('Up', 'up movie|pixar up|carl fredricksen', 'a house|a balloon'),
  ch('The Incredibles', 'incredibles|mr incredible|elastigirl|jack jack', 'a superhero'),
  ch('Wreck-It Ralph', 'wreck it ralph|vanellope', 'a race car|a robot'),
  ch('Bolt', 'bolt the dog|disney bolt', 'a dog|a dog running'),
  ch('Hercules', 'disney hercules|hercules movie', 'a superhero|a horse'),
  ch('Moana', 'maui from moana|moana maui|heihei|hei hei|pua pig|pua from moana', 'a boat|a chicken|a pig'),
  ch(
    'The Little Mermaid (Disney)',
    'ursula the sea witch|sebastian the crab|flounder from the little mermaid',
    'a crab|a fish|an octopus',
  ),
  ch('Sleeping Beauty (Disney)', 'maleficent', 'a dragon|a castle'),
  ch(
    '101 Dalmatians',
    '101 dalmatians|one hundred and one dalmatians|cruella|cruella de vil',
    'a dog|a puppy',
  ),
  ch('Lady and the Tramp', 'lady and the tramp', 'a dog|a puppy'),
  ch(
    'The Lion King',
    'timon|pumbaa|timon and pumbaa|mufasa|scar lion king|rafiki',
    'a lion|a warthog|a meerkat',
  ),
  ch('The Jungle Book (Disney)', 'disney jungle book|baloo and mowgli|king louie', 'a bear|a monkey'),
  ch(
    'Goofy',
    'goofy disney|goofy and pluto|pluto and goofy|pluto disney|mickey and goofy|goofy the dog',
    'a dog',
  ),
  ch('Chip and Dale', 'chip and dale|chip n dale', 'a squirrel|a chipmunk'),
  ch(
    'Toy Story',
    'slinky dog|hamm toy story|forky|lotso|bo peep toy story|rex toy story|mr potato head',
    'a dog|a teddy bear|a dinosaur',
  ),
  ch('Tinker Bell (Disney)', 'disney fairies|disney tinker ?bell', 'a fairy'),
  // Marvel, DC and other heroes
  ch(
    'Black Panther',
    'black panther marvel|marvel black panther|black panther superhero|wakanda',
    'a superhero|a panther',
  ),
  ch(
    'Marvel heroes',
    'thor marvel|marvel thor|wolverine x men|x men|captain marvel|rocket raccoon|ant ?man|doctor strange|hawkeye|loki marvel',
    'a superhero|a raccoon|a tree',
  ),
  ch(
    'DC heroes',
    'the flash superhero|flash superhero|the joker|joker batman|harley quinn|robin batman|batgirl|supergirl|catwoman|justice league',
    'a superhero',
  ),
  ch('Ben 10', 'ben 10|ben ten|ben10', 'a superhero|an alien', true),
  ch(
    'Miraculous',
    'miraculous ladybug|miraculous cat noir|miraculous characters?|ladybug and cat noir|cat noir|chat noir miraculous',
    'a ladybug|a superhero|a cat',
  ),
  // Other studios
  ch(
    'Trolls',
    'trolls movie|trolls poppy|dreamworks trolls|poppy from trolls|branch from trolls|trolls world tour',
    'a troll|a flower',
  ),
  ch('The Boss Baby', 'boss baby', 'a baby'),
  ch(
    'Madagascar',
    'madagascar movie|madagascar penguins|king julien|penguins of madagascar',
    'a zebra|a penguin|a lion',
  ),
  ch('Ice Age', 'ice age movie|ice age sid|scrat|manny the mammoth', 'a mammoth|a squirrel'),
  ch('Puss in Boots (DreamWorks)', 'puss in boots shrek|shrek puss in boots', 'a cat wearing boots|a cat'),
  ch(
    'Spirit',
    'spirit the horse|spirit riding free|spirit stallion of the cimarron',
    'a horse|a horse running',
  ),
  ch('Sing', 'sing movie|buster moon', 'a koala|a microphone'),
  ch('Despicable Me', 'despicable me|gru minions|gru and the minions', 'a banana|a robot'),
  ch(
    'Studio Ghibli films',
    'kiki s delivery service|kikis delivery service|howl s moving castle|howls moving castle|catbus',
    'a cat|a castle|a tree',
  ),
  ch('Wallace and Gromit', 'feathers mcgraw', 'a penguin'),
  // Cartoons and television
  ch(
    'Sesame Street characters',
    'big bird sesame street|big bird from sesame street|oscar the grouch|grover sesame|ernie and bert|bert and ernie|count von count|abby cadabby|snuffleupagus|telly monster',
    'a monster|a bird',
  ),
  ch('The Muppets', 'fozzie bear|gonzo muppet|animal muppet', 'a pig|a frog|a bear'),
  ch(
    'In the Night Garden',
    'in the night garden|iggle piggle|upsy daisy|makka pakka|tombliboos',
    'a teddy bear|a flower',
  ),
  ch('Mr Tumble', 'mr tumble', 'a clown|a rainbow'),
  ch('Daniel Tiger', 'daniel tiger|daniel tigers neighborhood', 'a tiger|a happy tiger'),
  ch('The Flintstones', 'flintstones?|fred flintstone|barney rubble|bamm bamm', 'a dinosaur|a volcano'),
  ch('The Jetsons', 'jetsons', 'a robot|a rocket'),
  ch('Popeye', 'popeye|olive oyl', 'a boat|an anchor'),
  ch('Betty Boop', 'betty boop', 'a girl with a bow'),
  ch('Woody Woodpecker', 'woody woodpecker', 'a woodpecker'),
  ch(
    'Looney Tunes characters',
    'sylvester and tweety|tweety bird|sylvester the cat|road runner and coyote|roadrunner and coyote|wile e coyote|tasmanian devil looney|taz looney|porky pig|pepe le pew|marvin the martian|speedy gonzales|foghorn leghorn',
    'a cat|a bird|a rabbit',
  ),
  ch(
    'Cartoon Network shows',
    'dexters laboratory|dexter s laboratory|johnny bravo|adventure time|finn and jake|amazing world of gumball|gumball watterson|steven universe|courage the cowardly dog|we bare bears',
    'a dog|a bear|a cat',
  ),
  ch(
    'Disney Channel shows',
    'phineas and ferb|perry the platypus|kim possible|hannah montana|gravity falls|handy manny|special agent oso|little einsteins|jake and the neverland pirates|elena of avalor|team umizoomi',
    'a platypus|a robot|a pirate ship',
  ),
  ch('PJ Masks heroes', 'catboy|owlette|gekko pj masks', 'a superhero|an owl'),
  ch('Wednesday Addams', 'wednesday addams|addams family', 'a girl with braids|a haunted house'),
  ch('Stranger Things', 'stranger things|demogorgon', 'a bicycle|a monster'),
  // Anime and manga
  ch(
    'Anime heroes',
    'one piece anime|luffy|demon slayer|tanjiro|nezuko|my hero academia|deku|attack on titan|jujutsu kaisen|dragon ball z|vegeta|pikachu and ash|ash ketchum|anpanman|sailor mercury|sailor mars|sailor jupiter|sailor venus',
    'a superhero|a ninja',
  ),
  ch('Digimon', 'digimon|agumon', 'a dinosaur|a friendly dragon'),
  ch('Yu-Gi-Oh!', 'yu ?gi ?oh|yugioh', 'a dragon'),
  // Games
  ch(
    'Video game heroes',
    'crash bandicoot|spyro|pikmin|metroid|samus|master chief|halo game|sackboy|fall guys|stumble guys|knuckles the echidna|tails the fox|shadow the hedgehog|link from zelda|lego ninjago|ninjago|skibidi toilet|bendy and the ink machine',
    'a robot|a hedgehog|a ninja',
  ),
  ch('Tetris', 'tetris', 'a castle|toy blocks'),
  // Toys and brands
  ch('Sanrio characters', 'keroppi|badtz maru', 'a cat|a rabbit|a puppy'),
  ch('Pusheen', 'pusheen', 'a cat|a cute cat'),
  ch('Squishmallows', 'squishmallows?', 'a teddy bear|a cute cat'),
  ch(
    'Dolls and figures',
    'rainbow high|lol surprise|l o l surprise|lol dolls?|bratz|polly pocket|monster high|american girl dolls?|cabbage patch kids?|cabbage patch dolls?|trolls dolls?|hatchimals?|shopkins|pinkie pie|strawberry shortcake doll|rainbow brite|jem and the holograms',
    'a doll|a pony|a unicorn',
  ),
  ch('Hot Wheels', 'hot wheels', 'a race car|a car'),
  ch('LEGO', 'lego movie|emmet lego|lego city|lego friends|lego star wars', 'toy blocks|a robot'),
]
