// "A dad teaching his son to fish", "a girl learning to ride a bike": what is taught or learned is what the page
// draws them doing. The verb after "to" is read as its "-ing" form, so the actions read it as they read "fishing".

const TAUGHT = /\b((?:teach|learn|help|show)\w*) ((?:\w+ ){0,3}?)(?:how )?to (\w+)\b/g

/** The "-ing" form of a plain verb: fish → fishing, swim → swimming, ride → riding, tie → tying. */
export function ingForm(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`
  if (/[^e]e$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`
  return `${verb}ing`
}

/** The text with a taught or learned verb as a doing: "teaching his son to fish" → "teaching his son fishing". */
export const taughtAsDoing = (text: string) =>
  text.replace(TAUGHT, (_m, teach: string, who: string, verb: string) => `${teach} ${who}${ingForm(verb)}`)
