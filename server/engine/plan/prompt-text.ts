// Finds the words a page should letter: greetings, names, quoted text and single letters.

import { givenName } from './given-names'
import { greetingOfHolidayCard } from './holiday-cards'

export type Occasion =
  | 'birthday'
  | 'christmas'
  | 'love'
  | 'halloween'
  | 'easter'
  | 'mother'
  | 'father'
  | 'valentine'
  | 'thanks'
  | 'newyear'
  | 'friends'
  | 'getwell'
  | 'congrats'

export type PromptText = { lines: string[]; occasion: Occasion | null; letter: string | null; rest: string }

const GREETINGS: { pattern: RegExp; text: string; occasion: Occasion }[] = [
  {
    pattern: /\bhappy\s+(?:(\d{1,3}(?:st|nd|rd|th))\s+)?birthday\b/i,
    text: 'Happy Birthday',
    occasion: 'birthday',
  },
  { pattern: /\bmerry\s+(?:christmas|xmas)\b/i, text: 'Merry Christmas', occasion: 'christmas' },
  { pattern: /\bhappy\s+halloween\b/i, text: 'Happy Halloween', occasion: 'halloween' },
  { pattern: /\bhappy\s+easter\b/i, text: 'Happy Easter', occasion: 'easter' },
  { pattern: /\bhappy\s+mother'?s\s+day\b/i, text: "Happy Mother's Day", occasion: 'mother' },
  { pattern: /\bhappy\s+father'?s\s+day\b/i, text: "Happy Father's Day", occasion: 'father' },
  { pattern: /\bhappy\s+valentine'?s(?:\s+day)?\b/i, text: "Happy Valentine's Day", occasion: 'valentine' },
  { pattern: /\bhappy\s+new\s+year\b/i, text: 'Happy New Year', occasion: 'newyear' },
  { pattern: /\bi\s+love\s+you\b/i, text: 'I Love You', occasion: 'love' },
  { pattern: /\bthank\s+you\b/i, text: 'Thank You', occasion: 'thanks' },
  // A card's words, forever or alone; "her best friend", "best friends holding hands" are people (read-people.ts).
  {
    pattern: /\bbest\s+friends?\s+forever\b|^\s*best\s+friends?(?:\s+(?:card|page))?\s*$/i,
    text: 'Best Friends',
    occasion: 'friends',
  },
  // Wishes lettered as said, with whatever is named after them drawn ("Get well soon Grandma with flowers").
  { pattern: /\bget\s+well(?:\s+soon)?\b/i, text: 'Get Well Soon', occasion: 'getwell' },
  { pattern: /\bcongratulations\b|\bcongrats\b/i, text: 'Congratulations', occasion: 'congrats' },
  { pattern: /\bhappy\s+anniversary\b/i, text: 'Happy Anniversary', occasion: 'love' },
  { pattern: /\bhappy\s+thanksgiving\b/i, text: 'Happy Thanksgiving', occasion: 'thanks' },
  { pattern: /\bhappy\s+hanukkah\b|\bhappy\s+chanukah\b/i, text: 'Happy Hanukkah', occasion: 'newyear' },
  { pattern: /\bmiss\s+you\b/i, text: 'Miss You', occasion: 'love' },
]

// Words that follow a greeting but are not names.
const NOT_NAMES = new Set([
  'to',
  'and',
  'with',
  'a',
  'an',
  'the',
  'card',
  'page',
  'coloring',
  'colouring',
  'sign',
  'banner',
  'cake',
  'party',
  'in',
  'on',
  'for',
])
const FAMILY = new Set([
  'mom',
  'mum',
  'mommy',
  'mummy',
  'mother',
  'dad',
  'daddy',
  'father',
  'grandma',
  'grandpa',
  'granny',
  'nana',
  'papa',
  'sister',
  'brother',
  'teacher',
  'friend',
])

const HOLIDAYS =
  /^(valentine|valentine's|valentines|christmas|xmas|halloween|easter|thanksgiving|hanukkah|chanukah|diwali|ramadan|eid|passover|kwanzaa|spring|summer|autumn|fall|winter)$/i

// The rest of a holiday's name after its first word: "New Year", "Day of the Dead", "Boat Festival".
const OCCASION_NAME = /^(?:\s+[A-Z][a-z'-]*)*?\s+(?:Day|Year|Eve|Festival|Night|Week|Holidays?)\b/

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()

const AUDIENCE = 'kids|children|toddlers|preschoolers|adults|grown[- ]?ups|boys|girls|teens|teenagers|seniors'
const FOR_AUDIENCE = `for\\s+(?:little\\s+|young\\s+|older\\s+)?(?:${AUDIENCE})\\b`
// "a coloring page for kids", "a kids coloring page", "a coloring page kids": the page words, kept.
const PAGE_FOR = new RegExp(
  `\\b(colou?ring|pages?|sheets?|pictures?|drawings?|books?)\\s+${FOR_AUDIENCE}`,
  'gi',
)
const AUDIENCE_PAGE = /\b(?:kids'?|children's|adults?|grown[- ]?ups?|toddlers?|preschool)\s+(colou?ring)\b/gi
const PAGE_AUDIENCE = new RegExp(
  `\\b(colou?ring(?:\\s+(?:pages?|sheets?|books?))?)\\s+(?:${AUDIENCE})\\b`,
  'gi',
)
const FOR_THEM = new RegExp(`\\b${FOR_AUDIENCE}`, 'gi')
// "a toddler colouring in with a crayon": someone colouring, drawn doing it; not "a toddler colouring page".
const SOMEONE_COLOURING =
  /\b(?:a|an|the|my|his|her|our|their)\s+(?:little\s+)?(?:toddlers?|kids?|children|adults?)\s+colou?ring\b(?!\s+(?:in\s+)?(?:pages?|sheets?|books?|pictures?)\b)/i
/**
 * Who a page is for is not what it shows: "a lion coloring page for kids", "an owl for adults", "an adult
 * coloring page of an owl" draw no child or grown-up beside the subject. Where someone does something for them
 * ("a puppet show for kids"), they are the audience in the picture and stay.
 */
export function withoutAudience(text: string): string {
  const someone = SOMEONE_COLOURING.test(text)
  const paged = text
    .replace(PAGE_FOR, '$1')
    .replace(AUDIENCE_PAGE, (all, word) => (someone ? all : word))
    .replace(PAGE_AUDIENCE, '$1')
  const doing = paged.split(/[^a-z]+/i).some((w) => /ing$/i.test(w) && !/^(colou?ring|drawing)$/i.test(w))
  return doing ? paged : paged.replace(FOR_THEM, ' ')
}

export function findPromptText(prompt: string): PromptText {
  let rest = ` ${withoutAudience(prompt)} `
  const lines: string[] = []
  let occasion: Occasion | null = null
  let letter: string | null = null

  const quoted = /["“]([^"”]{1,40})["”]/.exec(rest)
  if (quoted) {
    lines.push(quoted[1].trim())
    rest = rest.replace(quoted[0], ' ')
  }
  // "the word LOVE with hearts around it", "the name Emma": the word is lettered as typed, the rest drawn. "A
  // word search", "a word game": after "a" the word is a thing of words, nothing to letter.
  const asWord =
    /\b(?<!\b(?:a|an)\s+)(?:(?:the\s+)?word|the\s+name)\s+([A-Za-z][A-Za-z'-]{0,15})\b/i.exec(rest) ??
    // "Emma's name in bubble letters": the name is the page's lettering.
    /\b([A-Za-z][A-Za-z-]{0,15})['’]s\s+name\b/i.exec(rest)
  if (!quoted && asWord && !NOT_NAMES.has(asWord[1].toLowerCase())) {
    lines.push(/^[a-z]/.test(asWord[1]) ? title(asWord[1]) : asWord[1])
    rest = rest.replace(asWord[0], ' ')
  }
  // "A is for apple": the letter, and the rest of the prompt is what it is for.
  const letterMatch =
    /\b(?:the\s+)?letter\s+([a-z])\b/i.exec(rest) ??
    /\balphabet\s+([a-z])\b/i.exec(rest) ??
    /^\s*(?:the\s+letter\s+)?([a-z])\s+is\s+for\b/i.exec(rest)
  if (letterMatch) {
    letter = letterMatch[1].toUpperCase()
    lines.push(letter)
    rest = rest.replace(letterMatch[0], ' ')
  }
  // "in bubble letters": how the lettering is drawn, no bubbles nor envelopes beside it.
  if (lines.length)
    rest = rest.replace(/\b(?:in|with)\s+(?:big\s+)?(?:bubble|block|big|fancy)\s+letters\b/i, ' ')
  rest = greetingOfHolidayCard(rest)
  for (const greeting of GREETINGS) {
    const match = greeting.pattern.exec(rest)
    if (!match) continue
    occasion = greeting.occasion
    // "Happy 5th Birthday": the age stays in the lettering.
    lines.push(match[1] ? greeting.text.replace(' ', ` ${match[1].toLowerCase()} `) : greeting.text)
    const after = rest.slice((match.index ?? 0) + match[0].length)
    const name = /^[\s,!]*(?:to\s+)?([A-Za-z][A-Za-z'-]{1,15})\b/.exec(after)
    let consumed = match[0]
    if (name && !NOT_NAMES.has(name[1].toLowerCase())) {
      const word = name[1]
      if (FAMILY.has(word.toLowerCase()) || /^[A-Z]/.test(word) || !/\s/.test(after.trim())) {
        lines.push(title(word))
        consumed += after.slice(0, name[0].length)
      }
    }
    rest = rest.replace(consumed, ' ')
    break
  }
  // "BE KIND with rainbows and hearts", "I LOVE YOU GRANDMA with roses": words typed in capitals, two or more
  // in a row in a prompt not typed all in capitals, are the page's lettering (a single one is an initialism,
  // "a DJ", "a PE teacher").
  const shouted = lines.length ? null : shoutedWords(rest)
  if (shouted) {
    lines.push(shouted.trim().replace(/\s+/g, ' '))
    rest = rest.replace(shouted, ' ')
  }
  // "St. Patrick's Day": a holiday's name, never a name to letter nor a thing to draw.
  rest = rest.replace(/\b(?:st\.?|saint)\s+[a-z]+'?s\s+day\b/gi, ' ')
  // A given name is lettered typed in lowercase too ("a card for emma"), capitalised.
  const namedLower = /\b(?:named|called|for)\s+([a-z][a-z'-]{1,15})\b/.exec(rest)
  const named =
    /\b(?:named|called|for)\s+([A-Z][a-z'-]{1,15})\b/.exec(rest) ??
    (namedLower && givenName(namedLower[1])?.tier === 'name' ? namedLower : null)
  // "for Valentine's Day", "for Christmas", "for Lunar New Year": the occasion a page is for, never a name to
  // letter; a holiday's name is capitalised words ending in its day, year, eve or festival.
  const after = named ? rest.slice(named.index + named[0].length) : ''
  const occasionName = named && !HOLIDAYS.test(named[1]) ? OCCASION_NAME.exec(after) : null
  // "for Las Fallas", "for Lag BaOmer": a word before another capitalised one that is no given name is the first
  // word of a festival's or a place's name, never lettered alone (a given name is: "for Emma Rose").
  const nameGoesOn = named && /^\s+[A-Z][A-Za-z'-]/.test(after) && givenName(named[1])?.tier !== 'name'
  if (named && !HOLIDAYS.test(named[1]) && !/^\s+day\b/i.test(after) && !occasionName && !nameGoesOn) {
    lines.push(title(named[1]))
    rest = rest.replace(named[0], ' ')
  }
  // A holiday's name is when, never a thing or a place ("Lunar New Year" is no moon).
  if (named && occasionName) rest = rest.replace(`${named[0]}${occasionName[0]}`, ' ')
  return { lines, occasion, letter, rest: rest.trim() }
}

/** Two or more words in capitals in a row, with at least four letters, in a prompt with lowercase words; or null. */
function shoutedWords(text: string): string | null {
  if (!/[a-z]/.test(text)) return null
  const run = /(?<![A-Za-z'])(?:[A-Z][A-Z'’]*[!,.]?\s+)+[A-Z][A-Z'’]*!?(?![A-Za-z'])/.exec(text)
  if (!run || run[0].replace(/[^A-Z]/g, '').length < 4) return null
  return run[0]
}
