import type { Box } from '../common'
import { bubbleLettering } from '../lettering'
import type { FigureContext } from './figure-kit'

// "An alphabet page": the capital letters A to Z in bubble letters, four to a row (Y and Z centred on the
// last), every letter the same height so the page reads as one alphabet, not 26 sizes.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const PER_ROW = 4
// A box this much wider than tall holds the widest capital (W) at the height of the rest.
const WIDEST = 1.45

export function drawAlphabetPage(ctx: FigureContext): string {
  const { area, lines, easy } = ctx
  const rows = Math.ceil(LETTERS.length / PER_ROW)
  const cellW = (area.maxX - area.minX) / PER_ROW
  const cellH = (area.maxY - area.minY) / rows
  const height = Math.min(cellH * 0.9, (cellW * 0.92) / WIDEST)
  let svg = ''
  for (let i = 0; i < LETTERS.length; i++) {
    const row = Math.floor(i / PER_ROW)
    const inRow = Math.min(PER_ROW, LETTERS.length - row * PER_ROW)
    const cx = area.minX + (area.maxX - area.minX) / 2 + (i - row * PER_ROW - (inRow - 1) / 2) * cellW
    const cy = area.minY + (row + 0.5) * cellH
    const box: Box = {
      minX: cx - cellW * 0.46,
      minY: cy - height / 2,
      maxX: cx + cellW * 0.46,
      maxY: cy + height / 2,
    }
    const letter = bubbleLettering([LETTERS[i]], box, {
      // A thin swell and a lighter outline at this size: wider ones close the counters of A, B, P and R into black.
      outline: easy ? lines.propLine * 0.8 : lines.subjectLine,
      swell: 0.012,
      innerLine: easy ? 0 : lines.propLine * 0.8,
    })
    svg += letter.svg
    ctx.boxes.push(letter.box)
  }
  return svg
}
