import type { Complexity, Style } from '../prompts/prompt-options'

// What an image model needs to hear to draw a page a child can color and a printer can print.
const always =
  'Black and white line art only: pure black outlines on a plain white background, no color. ' +
  'Clean, closed outlines so every area can be colored in. ' +
  'Show the whole subject inside the frame with a white margin, portrait page.'

const byComplexity: Record<Complexity, string> = {
  easy: 'For young children: thick bold lines, a few large simple shapes, big areas to color, a minimal background.',
  intricate:
    'For older children and adults: thin fine lines, many small areas to color, intricate decorative patterns filling the shapes and the background.',
}

const byStyle: Record<Style, string> = {
  cartoon:
    'Cute cartoon style with friendly rounded shapes. No shading, no grey tones, no gradients, no filled black areas except tiny details like eyes.',
  realistic:
    'Realistic proportions and fine line work; show texture and form with hatching or stippling lines, never grey shading or gradients.',
}

// The person asked for words on the page ("happy birthday Emma", "a sign that says 'Open'").
const asksForTextPattern =
  /["“”]|(^|\s)'[^']+'(\s|$|[.,!?])|\b(text|saying|says|lettering|letters|words|name|happy birthday|welcome)\b/i

/** Whether the person asked for words on the page: the model is then told to draw them, and they are no fault. */
export function asksForText(description: string): boolean {
  return asksForTextPattern.test(description)
}

/** The prompt sent to the images API for one coloring page. */
export function coloringPagePrompt(
  description: string,
  options: { complexity: Complexity; style: Style },
): string {
  const lettering = asksForText(description)
    ? 'Draw only the words asked for, as outlined bubble letters.'
    : 'No text, letters, numbers or signatures anywhere.'
  return [
    `A printable coloring page: ${description.trim()}.`,
    always,
    byComplexity[options.complexity],
    byStyle[options.style],
    lettering,
  ].join(' ')
}
