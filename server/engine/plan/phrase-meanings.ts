// Phrases that mean something else than their words: "on horseback" is riding a horse ("a knight on horseback",
// "a cowboy on horseback"), "Santa's workshop" is the workshop, not a second Santa.

const ON_HORSEBACK = /\bon horseback\b/gi

/** The prompt's words with "on horseback" read as "riding a horse". */
export function horsebackAsRiding(text: string): string {
  return text.replace(ON_HORSEBACK, 'riding a horse')
}

// "Santa's workshop": the place, not Santa himself (an elf in Santa's workshop is one elf). Santa's sleigh is
// his to ride: Santa stays drawn.
const SANTAS = /\bsanta(?: claus)?'s (workshop|village|house|toys)\b/gi

/** The prompt's words with Santa's things read as the things ("the workshop"). */
export function santasThings(text: string): string {
  return text.replace(SANTAS, 'the $1')
}
