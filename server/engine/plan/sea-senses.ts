// "Junk" is rubbish first (WordNet's first sense) and a Chinese sailing boat second, and the catalogue can
// name only one of them by the bare word: "a pile of junk" stays rubbish. Where the prompt is on the water or
// sailing ("old junks sailing in Halong Bay", "a junk in Hong Kong harbour") the word is the boat, read as
// "Chinese junk" (docs/decisions/0202-boats-skies-and-named-places.md).
const ON_THE_WATER =
  /\b(?:sail(?:s|ed|ing)?|sea|seas|bay|harbou?r|river|rivers|port|boats?|ships?|float(?:s|ing)?|moored|china|chinese|hong kong|halong|ha long|yangtze|junk boats?)\b/i

/** The prompt with a sailing junk named so, where the prompt is on the water; else as it was. */
export function boatSenses(text: string): string {
  if (!/\bjunks?\b/i.test(text) || !ON_THE_WATER.test(text.replace(/\bjunks?\b/gi, ''))) return text
  // Lower case, so a landmark reads it as its part ("Ha Long Bay with a junk": the bay's drawing has its junks);
  // a junk already named a boat is left as it is.
  return text.replace(
    /\b(?:chinese\s+)?(junks?)\b(?!\s+(?:boats?|ships?)\b)/gi,
    (_, junk: string) => `chinese ${junk}`,
  )
}

// "a lighthouse flashing its beam", "a lighthouse with its light shining": the beam is the lighthouse's own,
// drawn shining from its lamp (art/own-drawings/boats-and-space.ts), never a beam beside it nor said.
const LIGHTHOUSE_BEAM =
  /\b(lighthouses?)\b((?:\s+(?!and\b|with\b|next\b|beside\b)[a-z]+){0,3}?)\s+(?:with\s+)?(?:its|their|a|the)\s+(?:(?:bright|big|long|great|flashing|shining|sweeping)\s+)?(?:beams?|light|lamp)\b/i

/** The prompt with a lighthouse's beam read as the lighthouse shining it; else as it was. */
export function lighthouseBeam(text: string): string {
  return text.replace(LIGHTHOUSE_BEAM, (_, house: string, doing: string) => `${house} beam${doing}`)
}
