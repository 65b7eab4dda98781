import { conceptForPhrase, lemmatize, nounKind, nounSenses, verbLemma } from '../vocabulary'
import { animalHomeWords } from './animal-home-words'
import { nibbledWorn } from './nibbled-worn'
import { peoplesName } from './person-words'
import { WHEELCHAIR_OF, WHEELCHAIR_PUSHED_BY } from './posed-first'
import { knownWord } from './setting-typos'
import { ingForm } from './taught-doing'

// Phrases that name a thing and a relation without the usual words: read as the plain words they mean, so
// the thing is drawn and the relation kept ("a knight on horseback" is a knight riding a horse, never a knight
// and "horseback" said left out). "Santa's workshop" is the place, not Santa himself (an elf in Santa's
// workshop is one elf); Santa's sleigh is his to ride, so Santa stays drawn.
// The relatives a child rides like a horse or shakes hands with, as one list for both readings below.
const RELATIVES =
  'dad|daddy|father|mom|mommy|mum|mummy|mother|grandpa|grandad|granddad|grandma|granny|brother|sister|uncle|aunt'

// "a sand sculpture of", "a toy model of", "a painting of": the likeness and what it is made of (no article, no
// doing: "a girl making a model of" keeps the girl), up to the thing it shows; never a possessive ("the boy's
// model of a ship" keeps the boy), never a name ("the Statue of Liberty" is a landmark, read before this with no
// article after "of"). Not a portrait: "a portrait of a man" asks for the bust.
const MADE_LIKENESS =
  /\b(?:a|an|the|this|that)\s+(?:(?!(?:a|an|the|this|that|his|her|their|my|our|its)\s)[a-z-]+(?<!ing)\s+){0,3}?(?:sculptures?|statues?|models?|carvings?|figurines?|replicas?|paintings?|pictures?|drawings?|photos?|photographs?|sketch(?:es)?)\s+of\s+(?=(?:a|an|the|some|two|three|four|five|his|her|their|my|our)\s)/gi

// Colour words: a coloring page has none, so they only describe (the idioms below and COLOURS_PAIRED).
const COLOUR =
  '(?:white|black|red|green|blue|yellow|pink|purple|orange|brown|grey|gray|gold|golden|silver|navy|cream)'

const IDIOMS: [RegExp, string][] = [
  // The tooth fairy is a fairy with the tooth she takes, never a tooth beside a fairy.
  [/\btooth fair(y|ies)\b/gi, 'fair$1 holding a tooth'],
  // A spring played with, coiled or bouncy is the coil toy (a slinky), never the season's meadow: said if undrawn.
  [/\b(?:(?:metal|coiled|bouncy|toy|slinky) )?spring toys?\b/gi, 'slinky'],
  [/\b(?:metal|coiled|bouncy|toy|slinky) springs?\b/gi, 'slinky'],
  [
    /\b(play\w* with|hold\w*|stretch\w*|bounc\w*|squeez\w*|push\w*|pull\w*) (a|the|his|her|their|my) spring\b/gi,
    '$1 $2 slinky',
  ],
  [/\bon horseback\b/gi, 'riding a horse'],
  WHEELCHAIR_OF,
  WHEELCHAIR_PUSHED_BY,
  // A sculpture, statue, model or picture of a thing is that thing, made of its stuff: "a sand sculpture of a
  // dragon" is the dragon drawn (a live one, as a child colours it), never the word "sculpture" said left out.
  // The words between the article and the likeness are how it looks or what it is made of ("a huge sand").
  [MADE_LIKENESS, ''],
  // A dog on a lead is on its leash (British), never led by a metal.
  [/\bon (a|the|his|her|its|their) leads?\b/gi, 'on $1 leash'],
  [/\bhorseback riding\b/gi, 'riding a horse'],
  // "rowing a boat across the lake": the boat rowed is the rowing boat, never the sailing boat.
  [
    /\b(row(?:s|ing|ed)?) (a|an|the|his|her|their|its|my|our) ((?:little |small |wooden |old |red |blue )?)boat\b/gi,
    '$1 $2 $3rowing boat',
  ],
  // "blowing out her birthday candles": the candles on the birthday cake, never dropped.
  [/\b(?:(?:the|her|his|their|my) )?birthday candles\b/gi, 'the candles on a birthday cake'],
  // "a girl making a birthday card for her mum" (a card in hand, holiday-cards.ts): the card drawn, never dropped
  // nor the occasion's cake in its place; a valentine or a mother's day card draws no sweetheart or mother.
  [/\b(?:valentine(?:'?s)?(?: day)?|mother'?s day|father'?s day) (cards?)\b/gi, 'greeting $1'],
  [
    /\b(birthday|christmas|xmas|easter|thank[- ]you|get[- ]well|anniversary|eid|diwali|new year) (cards?)\b/gi,
    '$1 greeting $2',
  ],
  // A child riding on a grown-up's back "like a horse" is a horsey ride: the grown-up on all fours, no horse.
  [/\b(back|shoulders) like an? (?:horse|horsey|horsie|pony|donkey)\b/gi, '$1'],
  [
    new RegExp(
      `\\b(rid(?:e|es|ing)) ((?:his|her|their|my|your|our) )?(${RELATIVES})\\b like an? (?:horse|horsey|horsie|pony|donkey)\\b`,
      'gi',
    ),
    "$1 on $2$3's back",
  ],
  // Shaking or holding hands with someone is the two of them doing it: "a boy shaking hands with his dad" is "a
  // boy and his dad shaking hands", the dad drawn as the other figure, never a stranger and the dad beside.
  [
    new RegExp(
      `\\b((?:shak|hold)(?:e|es|ing|s)? hands|high[- ]?fiv(?:e|es|ing)) with ((?:his|her|their|my|your|our|a|an|the) )?((?:new |best |little |big |old )?(?:${RELATIVES}|nana|auntie|friends?|teacher|head teacher|headteacher|doctor|nurse|police ?(?:man|woman|officer)|firefighter|fireman|man|woman|boy|girl|kid|child|neighbou?r|soldier|king|queen|prince|princess|santa|clown|pirate|astronaut|president))\\b`,
      'gi',
    ),
    'and $2$3 $1',
  ],
  // Shoelaces are tied, never a necktie drawn for "tie" ("teaching her son to tie his shoelaces").
  [/\btie (his|her|their|my|your|the|its) (shoe ?laces|laces)\b/gi, 'tying $1 $2'],
  // Ring-a-roses is children holding hands in a ring, never a ring or roses drawn.
  [
    /\b(?:playing )?(?:ring around the ros(?:ie|y)|ring[- ]a[- ]ring[- ]o'?[- ]roses|ring[- ]a[- ]roses|ring[- ]o'?[- ]roses)\b/gi,
    'holding hands',
  ],
  [/\bsanta(?: claus)?'s (workshop|village|house|toys)\b/gi, 'the $1'],
  // Reading to someone is reading a book to them: the book in the reader's hands, the listener beside.
  [/\b(read(?:ing|s)?) to\b/gi, '$1 a book to'],
  // Young birds are the chicks a nest holds ("baby birds in a nest"), never the eggs alone.
  [/\b(?:baby birds|nestlings|fledglings|birdies)\b/gi, 'chicks'],
  [/\b(?:baby bird|nestling|fledgling)\b/gi, 'chick'],
  // A lollipop lady (or man) is the school crossing guard with her stop sign, never a lollipop.
  [/\blollipop (?:lady|ladies|woman|women|man|men)\b/gi, 'crossing guard'],
  // A balloon pilot flies a hot air balloon, never a party balloon beside an airline pilot: the balloonist.
  [/\bballoon (?:pilot|flyer|flier)(s?)\b/gi, 'balloonist$1'],
  // A trapeze artist is the circus acrobat on the trapeze, never a painter in a smock.
  [/\b(?:flying )?trapeze (?:artist|performer|flyer|flier)(s?)\b/gi, 'trapeze acrobat$1'],
  // Writing on the board in class is the blackboard, not a plank.
  [/\b(writ\w*|draw\w*|teach\w*|explain\w*) on the (?:black|chalk)?board\b/gi, '$1 on the blackboard'],
  // Hanging out the washing on the line is the laundry pegged on the clothesline.
  [
    /\b(hang\w*)(?: out)? (?:the |some |her |his |their )?(?:washing|laundry|clothes)(?: out)?(?: on the (?:washing |clothes )?line)?\b/gi,
    '$1 laundry on the clothesline',
  ],
  // The washing-up is the dishes washed at the sink (British), never the laundry: "a boy doing the washing up".
  [/\b(?:do(?:es|ing)?|did|help\w* (?:with )?) ?(?:the |with the )?washing[- ]up\b/gi, 'washing the dishes'],
  // The cake mixture stirred is what is in the mixing bowl, never a birthday cake: "stirring the cake mixture".
  [
    /\b(stir\w*|mix\w*|whisk\w*|beat\w*|pour\w*) (?:(?:the|a|some|his|her|their) )?(?:cake |pancake |biscuit |cookie |sponge |muffin |brownie )?(?:mixture|batter|mix)\b(?! in (?:a|the|his|her|their) (?:\w+ )?bowl)/gi,
    '$1 a mixing bowl',
  ],
  // A cake tin is the pan a cake is baked in, never the cake; the tin greased or lined is that pan.
  [/\b(?:cake|baking|loaf|muffin|bun|roasting|sponge) tins?\b/gi, 'baking pan'],
  [/\b(greas\w*|lin(?:e|es|ing)) (the|a|his|her|their) tins?\b/gi, '$1 $2 baking pan'],
  // Standing guard is standing watchful, not a guard beside the meerkat.
  [/\b(stand(?:s|ing)?|keep(?:s|ing)?) guard\b/gi, '$1'],
  // An animal rolled into a ball is curled up (an echidna, a hedgehog, a millipede), not beside a ball.
  [
    /\b(roll(?:s|ed|ing)?|curl(?:s|ed|ing)?)(?: itself)?(?: up)? (?:into|in) a (?:(?:tight|spiky|prickly|little|round) )*ball\b/gi,
    'curled up',
  ],
  // "taking her pet pig for a walk": walking it, on a lead like any pet walked; never a "walk" drawn.
  [
    /\btak(?:e|es|ing|en)\s+((?:his|her|their|my|our|the|a|an|two|three)\s+(?:\w+\s+){0,2}?\w+)\s+for\s+a\s+walk\b/gi,
    'walking $1',
  ],
  // "children taking turns to whack a piñata": each does it in turn; the doing is the whacking.
  [/\b(?:taking|take|takes|took) turns?(?: at| on)?\s+/gi, ''],
  // "reading by torchlight", "dinner by candlelight": the light is its torch or candles, drawn.
  [/\b(?:by|in the) (torch|candle|lamp)light\b/gi, 'with a $1'],
  [/\b(?:by|in the) firelight\b/gi, 'by the fire'],
  // "standing very still": how it stands, never a still (a photograph).
  [/\b(?:very|quite|so|really|perfectly|completely|stock) still\b/gi, 'still'],
  // "the family dressed in green", "all in white": the colour of their clothes, never the village green.
  [new RegExp(`\\b(dressed|clothed|all|decked out) in ${COLOUR}\\b`, 'gi'), '$1'],
  // "reading under the covers": in bed, under its covers.
  [/\bunder the (?:bed ?)?(?:covers|bedcovers|bedclothes|sheets)\b/gi, 'in bed'],
  // The dung beetle is drawn with its ball: the ball it rolls is no second thing to draw.
  [
    /\b(dung beetles?) (roll(?:s|ing)?|push(?:es|ing)?) (?:its|their|a|the|his|her) (?:(?:big|huge|little|round) )*(?:dung )?ball\b/gi,
    '$1 $2',
  ],
  // "a duck diving with its tail in the air", "a dog with its paws in the air": the end held up, never the
  // sky as the page's place.
  [
    /\b(its|their|his|her) (tails?|bottoms?|bums?|backsides?|rumps?|behinds?|legs|feet|paws) (?:up )?in the air\b/gi,
    '$1 $2 up',
  ],
  // "tulips as far as you can see", "as far as the eye can see": how many, how wide, never a can or an eye drawn.
  [/,?\s*as far as (?:you|the eye|one|we|i) can see\b/gi, ''],
  [/,?\s*as far as the eye sees\b/gi, ''],
  // "a diamond shaped kite", "a heart-shaped balloon": the kite and the balloon, their shape a describing word,
  // never a diamond or a heart drawn beside them. Not after an article ("a shaped hedge" is no such shape).
  [/\b(?!(?:a|an|the|his|her|their|its|my|our|your)\b)[a-z]+(?:-| )shaped (?=[a-z])/gi, ''],
]

/** The prompt's words with each idiom put in plain words. */
export function plainIdioms(text: string): string {
  let out = text
  for (const [pattern, plain] of IDIOMS) out = out.replace(pattern, plain)
  return animalHomeWords(
    nibbledWorn(
      petNamesOff(out)
        .replace(PULLED_BY, pulledBy)
        .replace(WHILE_DOING, whileDoing)
        .replace(DOES_IT, doesIt)
        .replace(PETS_LEAD, petsLead)
        .replace(DONE_FOR, doneFor)
        .replace(SPORT_PLAYER, sportPlayer)
        .replace(PEOPLE_OF, peopleOf)
        .replace(COLOURS_PAIRED, ''),
    ),
  )
}

// "a girl waves at a train", "a bear hugs a tree", "a zorblat smiles at a boy": a doer named with "a" or "the" and
// then a verb in -s, before a word for where or whom, does it: read as "waving", never a wave of the sea, a
// grinning face or a bear said left out. The doer is a person, an animal or a group, or a word no dictionary knows
// (a made-up creature); the verb names no creature or person ("fox cubs"), and the two are no name WordNet knows
// whole ("horse shoes").
const DOES_IT =
  /\b(a|an|the|his|her|their|my|our|its) ([a-z]+) ([a-z]+s) (?=(?:at|to|with|on|in|into|onto|over|under|across|through|around|round|past|by|up|down|off|out|a|an|the|his|her|their|its|my|our)\b)/gi

function doesIt(whole: string, det: string, doer: string, verb: string): string {
  const word = verb.toLowerCase()
  const plain = verbLemma(word)
  if (!plain || plain === word) return whole
  const who = doer.toLowerCase()
  const unknown = !knownWord(who) && who.length > 3
  if (!unknown && !DOERS.has(nounKind(lemmatize(who)) ?? '')) return whole
  const thing = lemmatize(word)
  if (/^noun\.(person|animal)$/.test(nounKind(thing) ?? '')) return whole
  if (nounKind(`${who} ${thing}`) || nounKind(`${who}${thing}`) || conceptForPhrase(`${who} ${thing}`))
    return whole
  return `${det} ${doer} ${ingForm(plain)} `
}

// "a girl holding her dog's lead", "holding the pony on its lead rope": the animal at the lead's end is named, so it
// is drawn there, walked on its leash, never a lead held in the air with the animal dropped in silence.
const PETS_LEAD =
  /\b(hold(?:s|ing)?|held|grip(?:s|ping)?|clutch(?:es|ing)?) (his|her|their|my|our|the|a) ([a-z]+)(?:['’]s | on (?:its|a|the|his|her|their) )(?:lead|leash)(?: rope)?\b/gi

function petsLead(whole: string, _verb: string, det: string, animal: string): string {
  if (nounKind(lemmatize(animal.toLowerCase())) !== 'noun.animal') return whole
  return `walking ${det} ${animal} on a leash`
}

// "while his toddler hides under the duvet", "as her brother watches", "while a crowd watches", "as tourists
// watch": the second doer's verb is what they do, read as "hiding", never a thing named with them ("toddler
// hides", "watches" drawn as a wristwatch). The doer is a person, an animal or a group of them; one named in the
// plural without a determiner does the plain verb ("as children cheer").
const WHILE_DOING = /\b(while|as) (?:(his|her|their|my|our|its|the|a|an) )?([a-z]+) ([a-z]+)\b/gi
const DOERS = new Set(['noun.person', 'noun.animal', 'noun.group'])

function whileDoing(
  whole: string,
  joint: string,
  det: string | undefined,
  doer: string,
  verb: string,
): string {
  const word = verb.toLowerCase()
  const plain = verbLemma(word)
  const lemma = lemmatize(doer.toLowerCase())
  const many = lemma !== doer.toLowerCase()
  // "watches" after one doer; "watch" after many ("while the boys play", never "as a boy scout").
  const doesIt = plain && (plain !== word || many)
  if (!doesIt || !DOERS.has(nounKind(lemma) ?? '') || (!det && !many)) return whole
  return `${joint} ${det ? `${det} ` : ''}${doer} ${ingForm(plain)}`
}

// "her dog Snowy", "his cat Tiger", "a pony called Star", "Snowy the dog": a pet's name is no snow, tiger or star
// drawn; the animal is. Only a capitalised name, right after the animal or before "the" and it.
const NAME = '[A-Z][a-z]+'
const PET_NAMED = new RegExp(`\\b([a-z]+) (?:(?:named|called) )?(${NAME})\\b`, 'g')
const NAME_THE_PET = new RegExp(`(^|[^\\w'] ?)(${NAME}) the ([a-z]+)\\b`, 'g')

function petNamesOff(text: string): string {
  const animal = (word: string) => nounKind(lemmatize(word)) === 'noun.animal'
  return text
    .replace(PET_NAMED, (whole, pet: string, _name: string) => (animal(pet) ? pet : whole))
    .replace(NAME_THE_PET, (whole, before: string, _name: string, pet: string) =>
      animal(pet) ? `${before}the ${pet}` : whole,
    )
}

// "a red and white rocket", "in her red, white and blue dress": colours named together only describe (a coloring
// page is uncoloured), never the start of a thing named whole ("white rocket" is a salad plant to WordNet).
const COLOURS_PAIRED = new RegExp(`\\b${COLOUR}(?:,? ${COLOUR})*,? (?:and|&) ${COLOUR} (?=[a-z])`, 'gi')

// "climbing a tree to watch the birds", "to catch a fish": a plain verb after "to", with what it is done to
// next, is a doing ("watching the birds"), never a thing named ("watch" drawn as a wristwatch). A word first a
// place ("to school the") is no verb here: it never comes before a determiner.
const DONE_FOR = /\bto ([a-z]+)(?= (?:the|a|an|his|her|their|its|them|it|him|us|some|my|our|your)\b)/gi

function doneFor(whole: string, verb: string): string {
  const word = verb.toLowerCase()
  return verbLemma(word) === word ? ingForm(word) : whole
}

// "a handball player", "two squash players": a player of a game no drawing shows is the player playing it, so
// the person is drawn and the game said, as for "a girl playing handball"; never refused for the ball or the
// vegetable the game's name is first. A game or a player the art draws ("a tennis player") is read as before.
const SPORT_PLAYER = /\b([a-z]+) (players?)\b/gi
const GAME = /^(athletic game|court game|field game|outdoor game|sport)$/

function sportPlayer(whole: string, game: string, player: string): string {
  const name = game.toLowerCase()
  if (conceptForPhrase(`${name} player`)) return whole
  const senses = nounSenses(name, 3)
  // "a sitar player", "a piano player": the instrument played, drawn or said, never dropped for the player.
  if (senses.some((s) => s.classes.includes('musical instrument'))) return `${player} playing the ${game}`
  if (conceptForPhrase(name)) return whole
  const played = senses.some((s) => s.kind === 'noun.act' && s.classes.some((c) => GAME.test(c)))
  // "a kabaddi player": a game no dictionary knows at all is a game too, said, never passed over.
  return played || (name.length > 3 && !knownWord(name)) ? `${player} playing ${game}` : whole
}

// "a Kazakh grandmother", "a Zulu woman", "a Sherpa guide": a people's name right before a person says where
// they are from, no second person drawn beside them (a name WordNet files as an adjective, "Kenyan", already is).
const PEOPLE_OF = /\b(?:(a|an) )?([A-Z][a-z]+) (?=([a-z]+)\b)/g
function peopleOf(whole: string, det: string | undefined, name: string, next: string): string {
  if (!peoplesName(name) || nounKind(lemmatize(next)) !== 'noun.person') return whole
  return det ? (/^[aeiou]/.test(next) ? 'an ' : 'a ') : ''
}

// "a horse-drawn sleigh", "an ox-drawn cart", "dog-pulled sleds": the animal named in the compound pulls the
// thing, and is drawn with it, never dropped as half of a describing word.
const PULLED_BY = /\b(?:(a|an|the)\s+)?([a-z]+)-(?:drawn|pulled)\s+(?=[a-z])/gi

function pulledBy(_: string, det: string | undefined, puller: string, offset: number, text: string): string {
  if (!det) return `${puller} pulling `
  const next = text.slice(offset + _.length)
  return `${det} ${puller} pulling ${/^[aeiou]/i.test(next) ? 'an' : 'a'} `
}

// A dish's words that name their thing differently in British use, read as the drawing: mushy peas are peas,
// mashed ("fish and chips with mushy peas"). A rubber among pencils is read as the eraser in home-senses.ts.

/** The prompt with a dish's British words put as the reading draws them; else as typed. */
export function kitAndDishWords(prompt: string): string {
  return prompt.replace(/\bmushy peas\b/gi, 'peas')
}
