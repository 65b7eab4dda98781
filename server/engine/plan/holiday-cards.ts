// "a Valentine's Day card with roses and hearts", "a Christmas banner": a holiday's name before a card, a
// banner or a sign names the page itself, lettered with the holiday's greeting, with what follows drawn on
// it. The holiday's name is never a thing left out, nor the card ("Day card").

// A card someone makes, gives, holds or writes ("a girl making a birthday card for her mum") is a thing in the
// page, drawn in their hands (idioms.ts reads it as the greeting card), never the page itself.
const CARD_IN_HAND =
  /(?<!\b(?:mak\w*|made|giv\w*|gave|hold\w*|held|writ\w*|wrote|send\w*|sent|post\w*|open\w*|read\w*|sign\w*|draw\w*|drew|colou?r\w*|decorat\w*|carr\w*)\s+(?:(?:a|an|the|his|her|their|my|our|your|mum|mom|dad|grandma|grandpa|nan|granny|teacher|friend)\s+){0,3})/
const HOLIDAY_PAGE =
  /\b(valentine'?s?(?:\s+day)?|christmas|xmas|birthday|mother'?s\s+day|father'?s\s+day|easter|halloween|thanksgiving|new\s+year'?s?|anniversary)\s+(card|banner|sign|poster)\b/i

/** The holiday's greeting as the greeting reader knows it ("Merry Christmas", "Happy Easter"). */
function greetingFor(holiday: string): string {
  const name = holiday.toLowerCase()
  if (/^(christmas|xmas)$/.test(name)) return 'Merry Christmas'
  if (/^new\s+year/.test(name)) return 'Happy New Year'
  return `Happy ${holiday}`
}

/**
 * The prompt with a holiday's card, banner or sign put as its greeting ("Happy Valentine's Day"): the page is the
 * card, so the word is not read again as a card drawn on it.
 */
export function greetingOfHolidayCard(prompt: string): string {
  return prompt.replace(HOLIDAY_PAGE_ALONE, (_, holiday: string) => greetingFor(holiday))
}
const HOLIDAY_PAGE_ALONE = new RegExp(CARD_IN_HAND.source + HOLIDAY_PAGE.source, 'i')

// What a page that letters a greeting is itself: never left out.
export const LETTERED_PAGE_WORDS = ['card', 'cards', 'banner', 'sign', 'poster']
