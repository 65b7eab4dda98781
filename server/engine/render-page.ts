import { lineStyle } from './art'
import type { Credit } from './common'
import type { Plan } from './plan'
import { describeSubjects, makePlan, type PlanInput } from './plan'
import { svgToPdf, svgToPng } from './render'
import { composeScene } from './scene'

export type RenderPageInput = PlanInput

export type RenderedPage = {
  plan: Plan
  svg: string
  png: Buffer
  pdf: Buffer
  /** What the page depicts, in words ("lion", "crown"). */
  subjects: string[]
  /** The set, licence and drawing name of every drawing on the page. */
  credits: Credit[]
}

/** Prompt to a printable page: plan, SVG, 1-bit 300 dpi PNG and vector PDF. Same input, same page. */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const plan = makePlan(input)
  const { svg, credits } = composeScene(plan)
  const [png, pdf] = await Promise.all([
    svgToPng(svg, lineStyle(plan.complexity, plan.style).speckArea),
    svgToPdf(svg, plan.size, plan.prompt),
  ])
  const props = plan.props.filter((p) => p.subject !== undefined).map((p) => p.label)
  return { plan, svg, png, pdf, subjects: [...describeSubjects(plan), ...props], credits }
}
