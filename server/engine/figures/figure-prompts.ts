/**
 * One prompt for every kind of figure page, with what the page must say it depicts (tests and the benchmark).
 * `lines` marks pages of lines alone: no bubble lettering and no emoji art, whose small joints and details
 * follow their own rules.
 */
export const FIGURE_PROMPTS: { prompt: string; expect: string; lines?: true }[] = [
  { prompt: 'a mandala', expect: 'mandala', lines: true },
  { prompt: 'flower mandala', expect: 'mandala', lines: true },
  { prompt: 'geometric pattern', expect: 'geometric pattern', lines: true },
  { prompt: 'wave pattern', expect: 'waves pattern', lines: true },
  { prompt: 'fish scale pattern', expect: 'scales pattern', lines: true },
  { prompt: 'honeycomb pattern', expect: 'hexagons pattern', lines: true },
  { prompt: 'floral pattern', expect: 'floral pattern', lines: true },
  { prompt: 'zentangle', expect: 'zentangle pattern', lines: true },
  { prompt: 'the number 5', expect: 'number 5' },
  { prompt: 'number 12', expect: 'number 12' },
  { prompt: 'numbers 1 to 10', expect: 'numbers 1 to 10' },
  { prompt: 'shapes', expect: 'circle, square, triangle, star, heart, diamond' },
  { prompt: 'circle, square and triangle', expect: 'circle, square, triangle' },
  { prompt: 'the solar system', expect: 'solar system', lines: true },
  { prompt: 'butterfly life cycle', expect: 'butterfly life cycle' },
  { prompt: 'a basket of fruit', expect: 'basket of fruit' },
  { prompt: 'my family', expect: 'family' },
  // Figures built from a named drawing.
  { prompt: 'an owl mandala', expect: 'owl' },
  { prompt: 'the number 4 with four fish', expect: 'fish' },
  // Twenty things counted under a smaller numeral; the alphabet in bubble capitals.
  { prompt: 'number 20 with twenty apples', expect: 'number 20' },
  { prompt: 'an alphabet page', expect: 'alphabet' },
  { prompt: 'numbers 1 to 20', expect: 'numbers 1 to 20' },
  { prompt: 'counting to 5 with apples', expect: 'apple' },
  // Drawn by geometry where no art set has the drawing: a ladybird carrying the count, a spoked wheel.
  { prompt: 'number 20 with twenty dots on a ladybird', expect: 'dots' },
  { prompt: 'number 7 with seven spots on a ladybug', expect: 'spots' },
  { prompt: 'a mandala of bicycle wheels', expect: 'bicycle wheels' },
  // The one thing the counted things are in, on or follow, drawn once with them (figures/number-holder.ts).
  { prompt: 'number 4 with four fireflies in a jar', expect: 'jar' },
  { prompt: 'number 9 with nine candles on a birthday cake', expect: 'birthday cake' },
  { prompt: 'number 7 with seven snails on a garden wall', expect: 'garden wall' },
  { prompt: 'a big number 3 with three teddy bears having a picnic', expect: 'picnic' },
  { prompt: 'number 6 with six ducklings following their mum', expect: 'mum' },
]
