import type { DotCountBy, TracingStyle, WorksheetLabels } from '../../shared/contract'

// The gallery's worksheet themes: color by number and dot to dot drawn over gallery subjects that make
// good sheets (one clear subject, closed regions, a silhouette a child can follow), and letter and number
// tracing. Made by the worksheet makers (server/worksheets) exactly as a teacher's sheet is, the first time
// anyone asks, then kept in the page store like every gallery page. Subjects were kept after looking at
// each theme's contact sheet (`npm run gallery:sheets -- color-by-number dot-to-dot`).

export type SheetOrder =
  | { kind: 'color_by_number'; colors: number; labels: WorksheetLabels }
  | { kind: 'dot_to_dot'; dots: number; countBy: DotCountBy }
  | { kind: 'tracing'; style: TracingStyle }

/** One way a subject is made into a sheet: its label on the page, the address's suffix, the order. */
export type SheetVersion = { label: string; suffix: string; order: SheetOrder }

/** A subject the engine draws, or for tracing the text to trace with its name. */
export type SheetSubject = string | { text: string; subject: string; title: string; slug: string }

export type WorksheetCategoryData = {
  slug: string
  title: string
  blurb: string
  /** What the pages are called after their subject: "Lion color by number". */
  sheetName: string
  versions: SheetVersion[]
  subjects: SheetSubject[]
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

const letter = (text: string): SheetSubject => {
  const upper = text === text.toUpperCase()
  return {
    text,
    subject: `the letter ${text.toUpperCase()}`,
    title: `${upper ? 'Uppercase' : 'Lowercase'} letter ${text}`,
    slug: `${upper ? 'uppercase' : 'lowercase'}-${text.toLowerCase()}`,
  }
}

const number = (n: number): SheetSubject => ({
  text: String(n),
  subject: `the number ${n}`,
  title: `Number ${n}`,
  slug: `number-${n}`,
})

export const WORKSHEET_CATEGORY_DATA: WorksheetCategoryData[] = [
  {
    slug: 'color-by-number',
    title: 'Color by number',
    blurb:
      'Animals, vehicles and more to color by number, with plain numbers, sums within 10 or times tables; each PDF ends with its answer key.',
    sheetName: 'color by number',
    versions: [
      { label: 'Numbers', suffix: '', order: { kind: 'color_by_number', colors: 6, labels: 'numbers' } },
      {
        label: 'Adding within 10',
        suffix: '-adding',
        order: { kind: 'color_by_number', colors: 6, labels: 'add10' },
      },
      {
        label: 'Times tables',
        suffix: '-times-tables',
        order: { kind: 'color_by_number', colors: 6, labels: 'times' },
      },
    ],
    // Left out after looking: pages with two or three big regions (a hen, an apple, a tree, a pumpkin,
    // a rabbit, a kangaroo, a sauropod) and the t rex, drawn as the dinosaur.
    subjects: [
      'a lion wearing a crown',
      'a giraffe eating leaves',
      'an elephant in the jungle',
      'a monkey',
      'a koala',
      'a sloth',
      'a raccoon',
      'a hedgehog',
      'an owl',
      'a fox in the forest',
      'a bear in the forest',
      'a penguin',
      'a cow on the farm',
      'a pig in the mud',
      'a horse in a field',
      'a rooster',
      'a duck',
      'a llama',
      'a whale in the ocean',
      'a dolphin jumping',
      'a turtle under the sea',
      'an octopus',
      'a seahorse',
      'a tropical fish',
      'a crab on the beach',
      'a dinosaur',
      'a dragon',
      'a parrot',
      'a flamingo',
      'a butterfly',
      'a snail',
      'a ladybug',
      'a cat',
      'a dog',
      'a car',
      'a fire truck',
      'a school bus',
      'a train',
      'an airplane',
      'a helicopter',
      'a sailboat',
      'a rocket in space',
      'a unicorn',
      'a castle',
      'a mermaid',
      'a house',
      'a snowman',
      'a cupcake',
      'an ice cream cone',
      'a sunflower',
    ],
  },
  {
    slug: 'dot-to-dot',
    title: 'Dot to dot',
    blurb: 'Join the dots from 1 to 30, or from A to Z, to find the animal or vehicle, then color it.',
    sheetName: 'dot to dot',
    versions: [
      { label: '1 to 30', suffix: '', order: { kind: 'dot_to_dot', dots: 30, countBy: 1 } },
      { label: 'A to Z', suffix: '-abc', order: { kind: 'dot_to_dot', dots: 26, countBy: 'letters' } },
    ],
    // Kept: subjects whose outline comes away whole. Left out: those touching a fence, a tree or the
    // ground (farm animals, the giraffe, vehicles on a road), and those whose dots ran round a bigger
    // shape than the subject (a house, a snowman, a butterfly, a cat).
    subjects: [
      'a lion wearing a crown',
      'an elephant in the jungle',
      'a monkey',
      'a koala',
      'a raccoon',
      'a hedgehog',
      'an owl',
      'a fox in the forest',
      'a bear in the forest',
      'a penguin',
      'a dolphin jumping',
      'an octopus',
      'a tropical fish',
      'a seahorse',
      'a dinosaur',
      'a sauropod',
      'a parrot',
      'a snail',
      'a tree',
      'a rocket in space',
      'an ice cream cone',
      'a sunflower',
      'a pumpkin',
      'a cupcake',
      'a castle',
    ],
  },
  {
    slug: 'letter-tracing',
    title: 'Letter tracing',
    blurb:
      'Trace every letter from A to Z, capital and small, in print or pre-cursive, on primary lines with a start dot and an arrow.',
    sheetName: 'tracing',
    versions: [
      { label: 'Print', suffix: '', order: { kind: 'tracing', style: 'print' } },
      { label: 'Pre-cursive', suffix: '-precursive', order: { kind: 'tracing', style: 'precursive' } },
    ],
    subjects: [...LETTERS.map(letter), ...LETTERS.map((l) => letter(l.toLowerCase()))],
  },
  {
    slug: 'number-tracing',
    title: 'Number tracing',
    blurb: 'Trace the numbers from 0 to 20 on primary lines, a row to trace and a row to write.',
    sheetName: 'tracing',
    versions: [{ label: 'Print', suffix: '', order: { kind: 'tracing', style: 'print' } }],
    subjects: Array.from({ length: 21 }, (_, n) => number(n)),
  },
]
