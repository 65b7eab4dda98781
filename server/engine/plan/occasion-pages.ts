// An occasion named alone ("Christmas", "a sports day", "a sleepover", "Diwali") is a page of what a child
// expects to see at it: the Christmas tree with its presents, children racing, girls in pyjamas with sleeping
// bags, diya lamps and fireworks. The occasion has no drawing of its own, so the prompt is read as the things
// that say it, in words the rest of the reading already draws; the plan keeps the prompt as typed. Only a
// prompt that is the occasion and nothing else is read so: "a cat at Christmas" is the cat's page, and a
// greeting ("Happy Easter") is lettered with its own subject (prompt-text.ts). The world's other festivals are
// festival-names.ts's, read after these.

import { festivalFigures } from './festival-figures'
import { festivalAsWhen, festivalPage } from './festival-names'
import { kitAndDishWords } from './idioms'
import { occasionWords } from './occasion-words'

const OCCASION_PAGES: [occasion: string, page: string][] = [
  ['christmas(?: day| morning| eve)?|xmas', 'a Christmas tree with presents'],
  ['easter(?: sunday| day| morning)?', 'an Easter bunny with Easter eggs'],
  ['easter egg hunt|egg hunt', 'a girl holding a basket of Easter eggs in the grass'],
  ['halloween(?: night)?', "a jack-o'-lantern and a bat"],
  ['trick or treat(?:ing)?|trick-or-treat(?:ing)?', 'children trick-or-treating with a pumpkin bucket'],
  ['thanksgiving(?: dinner| day)?', 'a roast turkey and a pumpkin pie'],
  ['diwali|deepavali', 'diya lamps and fireworks'],
  ['hanukkah|chanukah|hanukah', 'a menorah and a dreidel'],
  ['eid(?: al[- ]fitr| al[- ]adha| mubarak)?|ramadan', 'a crescent moon and a lantern over a mosque'],
  ['chinese new year|lunar new year|spring festival', 'a Chinese dragon and red lanterns'],
  ["valentine'?s(?: day)?|st\\.? valentine'?s day", 'a big heart with roses'],
  ["mother'?s day|mothering sunday", 'a card and a bouquet of flowers'],
  ["father'?s day", 'a tie and a card'],
  ["st\\.? patrick'?s day|saint patrick'?s day|paddy'?s day", 'shamrocks and a rainbow'],
  ['fourth of july|4th of july|july 4th|july fourth|independence day', 'an American flag and fireworks'],
  ['bonfire night|guy fawkes(?: night)?|fireworks night', 'a bonfire and fireworks'],
  ["new year'?s(?: eve| day)?|new year", 'fireworks over a clock'],
  ['graduation(?: day| ceremony)?', 'a graduate in a graduation cap holding a diploma'],
  ['baby shower', 'a rattle, a baby bottle and balloons'],
  ['first day (?:of|at) school|back to school', 'a child with a backpack in front of the school'],
  ['(?:school )?play|school show', 'a girl dressed as a princess and a boy dressed as a knight'],
  ['nativity(?: play| scene)?', 'a girl dressed as an angel and a boy dressed as a shepherd'],
  ['passover(?: seder)?|seder', 'a seder plate with matzah'],
  ['talent show|talent contest|singing contest', 'a girl singing into a microphone'],
  ['(?:school )?concert|gig', 'a band playing on a stage'],
  ['carnival|funfair|fun fair', 'a carousel and a ferris wheel'],
  ['parade|procession|marching band', 'a marching band in a parade'],
  ['harvest festival|harvest', 'a pumpkin and a basket of vegetables'],
  ['bake sale|cake sale', 'cupcakes and cookies on a table'],
  ['science fair|science fair project', 'a microscope and a volcano model'],
  ['spelling bee', 'a boy speaking into a microphone'],
  ['school trip|field trip|class trip', 'children getting on a school bus'],
  ['sports day|field day|athletics day|school sports', 'children racing on a running track'],
  ['sack race', 'children in sacks racing'],
  ['holi|festival of colou?rs?', 'children throwing water balloons'],
  ['day of the dead|dia de (?:los )?muertos', 'a sugar skull with flowers'],
  ['kwanzaa', 'a kinara with seven candles'],
  ['remembrance (?:day|sunday)|veterans day|armistice day|anzac day', 'a wreath of poppies'],
  ['earth day', 'the Earth with a tree'],
  ['pancake day|shrove tuesday', 'a stack of pancakes and a frying pan'],
  ['world book day|book day|book week', 'children dressed up reading books'],
  ['mardi gras', 'a carnival mask and beads'],
  ['swimming gala|swim meet|swimming race', 'children racing in a swimming pool'],
  ['christening|baptism', 'a mum holding a baby at the church'],
  ['carol singing|carolling|caroling|carol singers|carolers|carollers', 'carolers singing with a lantern'],
  ['street party|block party', 'a table with bunting and flags in the street'],
  ['(?:village |school |summer |church )?(?:fete|fair)', 'children at a fair with bunting'],
  ['sleepover|slumber party|pyjama party|pajama party|pj party', 'girls in pyjamas having a pillow fight'],
  ['pool party', 'children playing in a swimming pool with a beach ball'],
  ['wedding day|wedding', 'a bride and groom'],
]

// Words around the occasion that change nothing drawn: an article, whose it is, what page of it.
const BEFORE = '(?:(?:a|an|the|our|my|your|a fun|this|last|big)\\s+)*'
const AFTER = '(?:\\s+(?:party|celebrations?|scene|picture|time|page|colou?ring page|colou?ring sheet))?'

const PAGES = OCCASION_PAGES.map(
  ([occasion, page]) =>
    [new RegExp(`^\\s*${BEFORE}(?:${occasion})${AFTER}\\s*[.!]?\\s*$`, 'i'), page] as const,
)

/** The prompt read as the things that say its occasion, when an occasion is all it names; else as typed. */
export function occasionPage(prompt: string): string {
  return (
    PAGES.find(([pattern]) => pattern.test(prompt))?.[1] ??
    festivalPage(prompt) ??
    festivalAsWhen(festivalFigures(occasionWords(kitAndDishWords(prompt))))
  )
}
