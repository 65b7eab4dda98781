import type { ImproveOptions } from '../prompts/prompt-options'
import { seasonOf } from '../prompts/suggestion-grammar'

// The system prompts for a kid-safe coloring-page prompt writer, and the tidying of its answers.

const shared = [
  'Keep it suitable for young children: no violence, weapons, blood, scary or adult themes, no real brands or famous characters.',
  'Answer with the description only, on one line: no quotes, no lists, no labels, no explanations.',
]

export function improveInstructions({ complexity, style }: ImproveOptions): string {
  return [
    'You write prompts for Colorly, which makes printable black-and-white coloring pages for children, parents and teachers.',
    "Rewrite the person's idea as one richer description of a single coloring page, 15 to 45 words.",
    "Begin with the person's own words, unchanged. Then add a friendly pose or action, a simple setting that suits the subject, and line-art words.",
    complexity === 'easy'
      ? 'Level easy, for young children: a few large simple shapes, thick bold outlines, little background.'
      : 'Level intricate, for older children and adults: many small areas, decorative patterns, fine outlines.',
    style === 'cartoon'
      ? 'Style cartoon: cute, friendly, rounded shapes.'
      : 'Style realistic: realistic proportions, fine line work, texture shown with hatching.',
    'No words or lettering in the picture unless the person asked for them.',
    ...shared,
  ].join('\n')
}

const holidays: Record<number, string> = {
  1: "Valentine's Day is this month.",
  2: 'Spring is starting; Easter may be near.',
  3: 'Easter and spring flowers are in season.',
  9: 'Halloween is this month: friendly, not scary.',
  10: 'It is harvest time, with Thanksgiving this month.',
  11: 'The winter holidays are this month.',
}

export function suggestInstructions(now: Date): string {
  const month = now.toLocaleString('en', { month: 'long', timeZone: 'UTC' })
  return [
    'You suggest ideas for Colorly, which makes printable black-and-white coloring pages for children, parents and teachers.',
    'Suggest one idea for a coloring page a child would enjoy, 6 to 16 words, starting with "a" or "an".',
    'Use concrete things that are easy to draw: animals, vehicles, food, fantasy creatures, holiday objects, nature.',
    `It is ${month} in the northern hemisphere (${seasonOf(now)}): fit the season. ${holidays[now.getUTCMonth()] ?? ''}`.trim(),
    ...shared,
  ].join('\n')
}

const maxLength = 400

/** The first real line of a model's answer without quotes, labels or markdown, cut to a sane size. */
export function tidyModelText(text: string): string {
  const line =
    text
      .replace(/```[a-z]*|```/g, '')
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? ''
  let tidy = line
    .replace(/^(\*\*|__)?(magic prompt|prompt|description|idea|suggestion)\s*:\s*(\*\*|__)?/i, '')
    .replace(/^[-*•\d.)\s]+(?=[a-z])/i, '')
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (tidy.length > maxLength) tidy = tidy.slice(0, tidy.lastIndexOf(' ', maxLength)).replace(/[,;:\s]+$/, '')
  return tidy
}

const stopWords = new Set([
  'the',
  'and',
  'with',
  'for',
  'from',
  'into',
  'onto',
  'that',
  'this',
  'some',
  'very',
])

/** Whether the model kept every content word of the person's prompt (plural or capitalised is fine). */
export function keepsSubject(raw: string, improved: string): boolean {
  const have = improved.toLowerCase()
  const words = raw.toLowerCase().match(/[a-z]{3,}/g) ?? []
  return words.filter((w) => !stopWords.has(w)).every((w) => new RegExp(`\\b${w}`).test(have))
}
