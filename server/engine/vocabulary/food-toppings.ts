import { lemmatize } from './lemmatize'

/**
 * What a food's drawing shows on it that WordNet does not file as its part: a doughnut's icing and sprinkles,
 * pancakes' syrup and butter, a cupcake's icing. Named with the food ("a doughnut with sprinkles"), the topping is
 * drawn with it, never said left out. Only what both emoji sets draw on the food is listed.
 */
const TOPPINGS: Record<string, string[]> = {
  donut: ['sprinkle', 'sprinkles', 'icing', 'frosting', 'glaze', 'hundreds and thousands'],
  cupcake: ['icing', 'frosting', 'cream'],
  'birthday-cake': ['icing', 'frosting', 'candle', 'cream'],
  pancakes: ['syrup', 'maple syrup', 'butter'],
  'ice-cream': ['cone', 'wafer'],
  'fruit-cake': ['cherry', 'cherries'],
  'simnel-cake': ['marzipan', 'marzipan ball', 'marzipan balls', 'ball', 'balls'],
  pavlova: ['cream', 'whipped cream', 'berry', 'berries'],
  trifle: ['custard', 'cream', 'jelly', 'sponge', 'cherry'],
  'layer-cake': ['jam', 'cream'],
  'full-breakfast': [
    'egg',
    'eggs',
    'fried egg',
    'bacon',
    'sausage',
    'sausages',
    'beans',
    'baked beans',
    'toast',
    'tomato',
    'plate',
  ],
  'shallow-pan-of-food': ['rice', 'prawn', 'prawns', 'shrimp'],
}

/** Whether `word` (lower case), exactly as listed, is shown on the drawing of food `conceptId`. */
export function listedTopping(word: string, conceptId: string): boolean {
  return TOPPINGS[conceptId]?.includes(word) ?? false
}

/** Whether `word` (lower case, as typed or singular) is shown on the drawing of food `conceptId`. */
export const toppingOf = (word: string, conceptId: string): boolean =>
  listedTopping(word, conceptId) || listedTopping(lemmatize(word), conceptId)
