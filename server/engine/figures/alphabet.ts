import type { Box } from '../common'
import { bubbleLettering } from '../lettering'
import type { FigureContext } from './figure-kit'

// "An alphabet page": the capital letters A to Z in bubble letters, four to a row (Y and Z centred on the
// last), every letter the same height so the page reads as one alphabet, not 26 sizes. "Numbers 1 to 20" is
// the same grid of numerals: too many rows for the counting chart's stars.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
const PER_ROW = 4
// A box this much wider than tall holds the widest capital (W), or two digits, at the height of the rest.
const WIDEST = 1.45
const TWO_DIGITS = 1.35

export function drawAlphabetPage(ctx: FigureContext): string {
  return drawLetterGrid(ctx, LETTERS)
}

/** Bubble letters or numerals in rows of four, all one height, the last row centred. */
export function drawLetterGrid(ctx: FigureContext, items: string[]): string {
  const { area, lines, easy } = ctx
  const rows = Math.ceil(items.length / PER_ROW)
  const cellW = (area.maxX - area.minX) / PER_ROW
  const cellH = (area.maxY - area.minY) / rows
  const widest = Math.max(...items.map((s) => s.length)) > 1 ? TWO_DIGITS : WIDEST
  const height = Math.min(cellH * 0.9, (cellW * 0.92) / widest)
  let svg = ''
  for (let i = 0; i < items.length; i++) {
    const row = Math.floor(i / PER_ROW)
    const inRow = Math.min(PER_ROW, items.length - row * PER_ROW)
    const cx = area.minX + (area.maxX - area.minX) / 2 + (i - row * PER_ROW - (inRow - 1) / 2) * cellW
    const cy = area.minY + (row + 0.5) * cellH
    const box: Box = {
      minX: cx - cellW * 0.46,
      minY: cy - height / 2,
      maxX: cx + cellW * 0.46,
      maxY: cy + height / 2,
    }
    const letter = bubbleLettering([items[i]], box, {
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
