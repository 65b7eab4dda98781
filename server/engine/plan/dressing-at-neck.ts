// "a man tying his tie in the mirror", "a girl doing up her scarf": a thing worn at the neck that its wearer ties,
// knots or straightens is worn (worn-things.ts reads the verb as wearing it) and both hands are at the collar,
// never on the mirror nor down at the ground as a shoelace is tied.

/** The verbs of doing up a thing at one's own neck, and the things worn there, before and after "his/her". */
export const DRESSES_NECK =
  /\b(?:ti(?:e|es|ed|ing)|tying|knot(?:s|ted|ting)?|straighten(?:s|ed|ing)?|adjust(?:s|ed|ing)?|fix(?:es|ed|ing)?|do(?:es|ing)? up|did up|wrap(?:s|ped|ping)?) (?:his|her|their|my|your) (?:new |best |school |silk |woolly |wooly )?(ties?|neckties?|bow ?ties?|scarf|scarves|cravats?)\b/

/** The verbs (first words of DRESSES_NECK) that worn-things.ts reads as wearing the thing after them. */
export const DRESSING_VERB =
  /^(tie|ties|tied|tying|knot|knots|knotted|knotting|straighten|straightens|straightened|straightening|adjust|adjusts|adjusted|adjusting|fix|fixes|fixed|fixing|wrap|wraps|wrapped|wrapping)$/

/** Whether the prompt has someone doing up a thing at their own neck: the `at-neck` action. */
export const dressesAtNeck = (lower: string) => DRESSES_NECK.test(lower)
