// The figures of a festival people draw as who they are: La Befana, the old woman who brings Italian children
// sweets on her broomstick, is an old woman in a headscarf; Father Christmas, Père Noël and Kris Kringle are
// Santa. Read before the festival names, so "La Befana flying on her broomstick" is a woman flying, never a
// refusal of "Befana"; the festival named as when ("sweets for La Befana") is festival-names.ts's.

const FIGURES: [names: RegExp, as: string][] = [
  // "the old witch La Befana": one figure, the witch named.
  [/\b(witch(?:es)?)\s+(?:la\s+)?befana\b/gi, '$1'],
  // Not after a word saying when: "for La Befana", "on Befana night" are the festival.
  [
    /(?<!\b(?:for|at|on|during|before|after|this|last)\s+(?:the\s+)?(?:la\s+)?)\b(?:la\s+)?befana\b(?!\s+(?:day|night|festival|eve))/gi,
    'an old woman in a headscarf',
  ],
  [/\b(?:father christmas|p[eè]re no[eë]l|papa noel|kris kringle|saint nick|st\.? nick)\b/gi, 'santa'],
]

/** The prompt with a festival's figures named as the people they are drawn as; as typed when it names none. */
export function festivalFigures(prompt: string): string {
  return FIGURES.reduce((text, [names, as]) => text.replace(names, as), prompt)
}
