import { lineStyle } from './art'
import type { Credit } from './common'
import type { Plan } from './plan'
import { describeSubjects, makePlan, type PlanInput } from './plan'
import { svgToPdf, svgToPng } from './render'
import { composeScene } from './scene'

export type RenderPageInput = PlanInput

export type DrawnPage = {
  plan: Plan
  svg: string
  png: Buffer
  /** What the page depicts, in words ("lion", "crown", "moon"): everything drawn that the prompt named. */
  subjects: string[]
  /** The set, licence and drawing name of every drawing on the page. */
  credits: Credit[]
}

export type RenderedPage = DrawnPage & { pdf: Buffer }

/**
 * Prompt to a printable page without its PDF: plan, SVG and 1-bit 300 dpi PNG. The server keeps the SVG and
 * writes the PDF from it when the PDF is first asked for (most pages never are). Same input, same page.
 */
export async function drawPage(input: RenderPageInput): Promise<DrawnPage> {
  return drawPlan(makePlan(input))
}

/**
 * A builtin page's 1-bit PNG. An easy page is drawn whole, on one render worker; an intricate page in two
 * bands, one on each. Bands bring one user's page sooner but cost CPU (each band parses the whole SVG and
 * draws the rows it overlaps its neighbour by): on an easy page they saved one user alone 12-20 ms, nothing
 * anyone notices, for about 11 % more CPU to draw every page, which under load, when both cores are busy
 * anyway, is pages a second lost. An intricate page takes nearly twice as long to draw, and its bands save
 * a lone user more (24-34 ms). The count follows the page, never how busy the server is: resvg's pixels
 * depend on the canvas it draws, so a page in bands and whole differs by a few pixels, and a page must come
 * out the same every time (docs/decisions/0085-whole-easy-pages.md).
 */
export function pagePng(svg: string, plan: Pick<Plan, 'complexity' | 'style'>): Promise<Buffer> {
  const bands = plan.complexity === 'easy' ? 1 : 2
  return svgToPng(svg, lineStyle(plan.complexity, plan.style).speckArea, bands)
}

/** `drawPage` of a plan already made (a caller that read the plan first, for its refusal, plans once). */
export async function drawPlan(plan: Plan): Promise<DrawnPage> {
  const { svg, credits } = composeScene(plan)
  const png = await pagePng(svg, plan)
  return { plan, svg, png, subjects: describeSubjects(plan), credits }
}

/** Prompt to a printable page: plan, SVG, 1-bit 300 dpi PNG and vector PDF. Same input, same page. */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const plan = makePlan(input)
  const { svg, credits } = composeScene(plan)
  const [png, pdf] = await Promise.all([pagePng(svg, plan), svgToPdf(svg, plan.size, plan.prompt)])
  return { plan, svg, png, pdf, subjects: describeSubjects(plan), credits }
}
