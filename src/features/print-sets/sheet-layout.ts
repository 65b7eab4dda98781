import { type Box, PageCanvas, textWidth } from './pdf-document'

// Paper, cells and fitting: the geometry shared by class sets and books, in PDF points (1/72 in).

export type Paper = 'letter' | 'a4'
export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
}

/** A page picture to place: its size in pixels tells its shape. */
export type Picture = { index: number; width: number; height: number }

export const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
})

/**
 * The picture as large as fits in `box`, centred; turned a quarter when the picture and the box have
 * different shapes (a landscape page in a portrait cell), since that prints it larger.
 */
export function placePicture(page: PageCanvas, picture: Picture, box: Box): void {
  const rotate = picture.width > picture.height !== box.width > box.height
  const [w, h] = rotate ? [picture.height, picture.width] : [picture.width, picture.height]
  const scale = Math.min(box.width / w, box.height / h)
  const width = w * scale
  const height = h * scale
  page.image(
    picture.index,
    { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height },
    rotate,
  )
}

/** The largest font size, at most `max`, at which `text` fits in `width`. */
export function fittedSize(
  text: string,
  width: number,
  max: number,
  font: 'regular' | 'bold' = 'bold',
): number {
  const atOne = textWidth(text, font, 1)
  return atOne === 0 ? max : Math.min(max, width / atOne)
}

/** Lines of at most `width` at `size`, broken at spaces (a word longer than the line stands alone). */
export function wrapText(
  text: string,
  width: number,
  size: number,
  font: 'regular' | 'bold' = 'bold',
): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && textWidth(next, font, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

export { PageCanvas }
