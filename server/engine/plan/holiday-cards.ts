// "a Valentine's Day card with roses and hearts", "a Christmas banner": a holiday's name before a card, a
// banner or a sign names the page itself, lettered with the holiday's greeting, with what follows drawn on
// it. The holiday's name is never a thing left out, nor the card ("Day card").

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
  return prompt.replace(HOLIDAY_PAGE, (_, holiday: string) => greetingFor(holiday))
}

// What a page that letters a greeting is itself: never left out.
export const LETTERED_PAGE_WORDS = ['card', 'cards', 'banner', 'sign', 'poster']
