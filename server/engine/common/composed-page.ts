import type { Box } from './geometry'
import { MARGIN_PT, type PageSize } from './page-size'

/** One drawing from the art sets on a page, credited on the /license page and in the API's answer. */
export type Credit = { set: string; license: string; drawing: string }

/** A page composed as SVG: what a scene (scene/) and a page drawn by geometry (figures/) both make. */
export type Scene = {
  svg: string
  credits: Credit[]
  /** Where every drawing landed (subjects, props, lettering), in page points: all inside the printable area. */
  placed: Box[]
  /** The drawings alone (subjects, their props, placed props), for measuring which regions lie inside them. */
  drawings?: string
}

/** The page inside its margins: nothing is drawn outside it. */
export function printableArea(page: PageSize): Box {
  return {
    minX: MARGIN_PT,
    minY: MARGIN_PT,
    maxX: page.widthPt - MARGIN_PT,
    maxY: page.heightPt - MARGIN_PT,
  }
}

/**
 * The margins are painted white last instead of clipping: a page-sized clip path costs resvg about a
 * second a page, four rectangles nothing. Printable content never reaches far into them anyway.
 */
export function pageSvg(page: PageSize, art: string): string {
  const f = (v: number) => v.toFixed(2)
  const W = page.widthPt
  const H = page.heightPt
  const m = MARGIN_PT
  const margins = `<path d="M0 0H${f(W)}V${m}H0ZM0 ${f(H - m)}H${f(W)}V${f(H)}H0ZM0 0H${m}V${f(H)}H0ZM${f(W - m)} 0H${f(W)}V${f(H)}H${f(W - m)}Z" fill="#fff"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthPx}" height="${page.heightPx}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
    `${art}${margins}</svg>`
  )
}
