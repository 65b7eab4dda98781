import { describe, expect, it } from 'vitest'
import { makePlan } from '../engine'
import { missingGlyphs } from '../worksheets/sheet-fonts'
import { allPages, GALLERY, pageOfTheDay, seasonShelves, slugify } from './catalog'
import { CATEGORY_DATA } from './catalog-data'
import { WORKSHEET_CATEGORY_DATA } from './worksheet-data'

describe('the gallery list', () => {
  it('every subject is drawn by the builtin engine, whole: nothing refused, nothing left out', () => {
    const problems: string[] = []
    for (const category of CATEGORY_DATA) {
      for (const subject of category.subjects) {
        const plan = makePlan({ prompt: subject, complexity: 'easy', style: 'cartoon', suggest: false })
        const leftOut = (plan as { leftOut?: unknown[] }).leftOut ?? []
        if (plan.refusal || leftOut.length > 0) problems.push(`${category.slug}: ${subject}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('every worksheet is one the makers can draw: subjects the engine draws whole, texts with every glyph', () => {
    const problems: string[] = []
    for (const page of allPages().filter((p) => p.sheet)) {
      const { order, text } = page.sheet ?? {}
      if (order?.kind === 'tracing') {
        const font = order.style === 'print' ? 'print' : 'precursive'
        if (!text || missingGlyphs(font, text).length > 0) problems.push(page.path)
        continue
      }
      const plan = makePlan({ prompt: page.subject, complexity: 'easy', style: 'cartoon', suggest: false })
      if (plan.refusal || ((plan as { leftOut?: unknown[] }).leftOut ?? []).length > 0)
        problems.push(page.path)
    }
    expect(problems).toEqual([])
    expect(WORKSHEET_CATEGORY_DATA.every((c) => c.subjects.length > 0)).toBe(true)
  })

  it('no theme lists a subject twice', () => {
    for (const category of CATEGORY_DATA) {
      const slugs = category.subjects.map(slugify)
      expect(new Set(slugs).size, category.slug).toBe(slugs.length)
    }
  })

  it('has a shelf for every month of the year, and one page of the day', () => {
    for (let month = 1; month <= 12; month++)
      expect(seasonShelves(month).length, `month ${month}`).toBeGreaterThan(0)
    const today = pageOfTheDay(new Date('2026-11-25T12:00:00Z'))
    expect(seasonShelves(11).map((c) => c.slug)).toContain(today.category)
    expect(pageOfTheDay(new Date('2026-11-25T23:00:00Z'))).toBe(today)
  })

  it('names pages for people', () => {
    const lion = allPages().find(
      (p) => p.path === '/free-coloring-pages/wild-animals/lion-wearing-a-crown-detailed',
    )
    expect(lion).toMatchObject({ title: 'Lion wearing a crown', complexity: 'intricate', style: 'cartoon' })
    expect(GALLERY.every((c) => c.pages.length > 0)).toBe(true)
  })
})
