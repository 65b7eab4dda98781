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

/** `drawPage` of a plan already made (a caller that read the plan first, for its refusal, plans once). */
export async function drawPlan(plan: Plan): Promise<DrawnPage> {
  const { svg, credits } = composeScene(plan)
  const png = await svgToPng(svg, lineStyle(plan.complexity, plan.style).speckArea)
  return { plan, svg, png, subjects: describeSubjects(plan), credits }
}

/** Prompt to a printable page: plan, SVG, 1-bit 300 dpi PNG and vector PDF. Same input, same page. */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const plan = makePlan(input)
  const { svg, credits } = composeScene(plan)
  const [png, pdf] = await Promise.all([
    svgToPng(svg, lineStyle(plan.complexity, plan.style).speckArea),
    svgToPdf(svg, plan.size, plan.prompt),
  ])
  return { plan, svg, png, pdf, subjects: describeSubjects(plan), credits }
}
