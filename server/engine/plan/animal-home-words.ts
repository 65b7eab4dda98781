// An animal's own thing named by "its": a hamster running on its wheel runs on the hamster wheel, never a car's
// wheel said left out; a snake shedding its skin leaves its shed skin beside it, never dropped in silence; a
// badger's sett and an otter's holt are burrows in a bank; a beaver builds its lodge; a cat chases a laser's dot. Read as the plain words the drawings are named by.

const WHEEL_PETS = /\b(hamsters?|gerbils?|mouse|mice|rats?|guinea pigs?)\b/i
const SHEDDERS = /\b(snakes?|lizards?|geckos?|pythons?|cobras?|adders?|iguanas?)\b/i
const BURROWERS = /\b(badgers?|otters?)\b/i
const BEAVERS = /\bbeavers?\b/i
const CHASERS = /\b(cats?|kittens?|dogs?|pupp(?:y|ies))\b/i

const RULES: { animal: RegExp; pattern: RegExp; plain: string }[] = [
  {
    animal: WHEEL_PETS,
    pattern: /\b(its|his|her|their|the|a) (?:exercise |running )?wheels?\b/gi,
    plain: '$1 hamster wheel',
  },
  {
    animal: SHEDDERS,
    pattern:
      /\b(shedding|sheds|shed|moulting|molting|sloughing|sloughs|slough|wriggling out of|crawling out of) (its|his|her|their|the|an old|its old) skins?\b/gi,
    plain: '$1 $2 snake skin',
  },
  { animal: BURROWERS, pattern: /\b(setts?|holts?)\b/gi, plain: 'burrow' },
  { animal: BEAVERS, pattern: /\b(its|his|her|their|the|a) lodge\b/gi, plain: '$1 beaver lodge' },
  // A cat or a dog chases the dot a laser pointer makes, never the pointer: the dot is drawn.
  {
    animal: CHASERS,
    pattern: /\blaser(?: pointer)?(?: light| beam| spot)?\b(?!\s+dots?\b)/gi,
    plain: 'laser dot',
  },
]

/** The prompt with an animal's wheel, shed skin, sett or holt named as the drawing of it. */
export function animalHomeWords(text: string): string {
  let out = text
  for (const rule of RULES) if (rule.animal.test(out)) out = out.replace(rule.pattern, rule.plain)
  return out
}
