import { beforeEach, describe, expect, it, vi } from 'vitest'
import { rasterize, rasterizeToPng } from './render/render-pool'
import { drawPage } from './render-page'

// Every band the page path draws goes through the pool's rasterize (a band) or rasterizeToPng (a whole page,
// compressed on its worker): counted here, drawn for real.
vi.mock('./render/render-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./render/render-pool')>()
  return {
    ...actual,
    rasterize: vi.fn(actual.rasterize),
    rasterizeToPng: vi.fn(actual.rasterizeToPng),
  }
})
const renders = () => [...vi.mocked(rasterize).mock.calls, ...vi.mocked(rasterizeToPng).mock.calls]

const heightOf = (svg: string) => Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1])

beforeEach(() => {
  vi.mocked(rasterize).mockClear()
  vi.mocked(rasterizeToPng).mockClear()
})

// The band count changes a page's pixels (resvg draws a band's canvas a little differently from the whole),
// so it must follow the page alone: easy pages whole, intricate pages in two bands (render-page.ts).
describe('how many bands a page is drawn in', () => {
  it('draws an easy page whole, in one render of the full page', async () => {
    const page = await drawPage({
      prompt: 'an owl in the forest',
      complexity: 'easy',
      style: 'realistic',
      seed: 1,
    })
    const calls = renders()
    expect(calls).toHaveLength(1)
    expect(heightOf(calls[0][0])).toBe(heightOf(page.svg))
    expect(calls[0][2]).toMatchObject({ cutTop: false, cutBottom: false })
  })

  it('draws an intricate page in two bands that overlap at the cut', async () => {
    const page = await drawPage({
      prompt: 'an owl in the forest',
      complexity: 'intricate',
      style: 'realistic',
      seed: 1,
    })
    const calls = renders()
    expect(calls).toHaveLength(2)
    expect(calls.map((call) => call[2])).toEqual([
      expect.objectContaining({ cutTop: false, cutBottom: true }),
      expect.objectContaining({ cutTop: true, cutBottom: false }),
    ])
    const full = heightOf(page.svg)
    for (const call of calls) expect(heightOf(call[0])).toBeLessThan(full)
  })

  it('draws the same page the same each time, whatever else the render workers are doing', async () => {
    const input = { prompt: 'a lion wearing a crown', complexity: 'easy', style: 'cartoon', seed: 3 } as const
    const alone = await drawPage(input)
    // The same page again while four intricate pages keep both workers busy.
    const [busy] = await Promise.all([
      drawPage(input),
      ...['a dragon', 'a pirate ship', 'a unicorn', 'a fire truck'].map((prompt) =>
        drawPage({ prompt, complexity: 'intricate', style: 'cartoon', seed: 1 }),
      ),
    ])
    expect(busy.png.equals(alone.png)).toBe(true)
  })
})
