// The article a word takes as the page says it. Apart from the contract so the web app can use it without
// loading zod, whose start-up probe for eval breaks the Content-Security-Policy.

// Words spelt with a vowel that sound a consonant ("a unicorn", "a one-man band"), and the reverse ("an hour").
const SOUNDS_CONSONANT = /^(uni|use|usu|ute|eu|one|once|ewe)/i
const SOUNDS_VOWEL = /^(hour|honest|honou?r|heir)/i
// A drawing named in the plural takes no article ("Drawn as ruins", "standing stones"). Nouns whose singular
// ends in -s keep theirs: a bus, a cactus, a dress, an iris, a canvas, a rhinoceros, a lens.
const PLURAL = /[^s]s$/i
const SINGULAR_IN_S = /(us|is|as|os|ss|ys|lens)$/i

/** A stand-in's drawing with its article, as the page says it: "an office building", "a unicorn", "ruins". */
export function withArticle(word: string): string {
  const last = word.trim().split(/\s+/).pop() ?? ''
  if (PLURAL.test(last) && !SINGULAR_IN_S.test(last)) return word
  const vowel = SOUNDS_VOWEL.test(word) || (/^[aeiou]/i.test(word) && !SOUNDS_CONSONANT.test(word))
  return `${vowel ? 'an' : 'a'} ${word}`
}
