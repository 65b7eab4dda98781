/**
 * A character or franchise owned by others. Colorly never draws it, with any engine: the page would copy
 * someone else's design. `takes` are generic prompts the builtin engine can draw instead.
 */
export type NamedCharacter = {
  /** How the refusal names it. */
  name: string
  /** Spellings, as regular-expression sources over the normalised prompt (lower case, words split by spaces). */
  spellings: string[]
  takes: string[]
  /** Also a person's first name ("Anna", "Mario"): not refused when the prompt letters it as a name. */
  firstName?: boolean
}

export const ch = (name: string, spellings: string, takes: string, firstName = false): NamedCharacter => ({
  name,
  spellings: spellings.split('|'),
  takes: takes.split('|'),
  firstName,
})
