import { describe, expect, it } from 'vitest'
import type { PlanPeople } from '../plan'
import { makePlan } from '../plan/make-plan'
import { conceptById } from '../vocabulary'
import { composeScene } from './compose-scene'
import { actionItems } from './people-actions'
import { wornBoxes } from './worn-anchors'

const drawings = (prompt: string) =>
  composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon' })).credits.map((c) => c.drawing)

describe('worn things drawn where they are worn', () => {
  const cat = {
    box: { minX: 100, minY: 100, maxX: 300, maxY: 300 },
    headTop: { x: 140, y: 100 },
    groundY: 300,
  }
  it("sunglasses sit over a drawing's eyes, below the top of its head", () => {
    const [b] = wornBoxes('eyes', cat, { concept: 'cat', set: 'fluent-emoji-flat', bust: false }, 2.5)
    const cy = (b.minY + b.maxY) / 2
    expect(cy).toBeGreaterThan(cat.headTop.y + 20)
    expect(cy).toBeLessThan(200)
    expect((b.minX + b.maxX) / 2).toBeLessThan(200)
  })

  it('boots stand one on each foot, on the ground line', () => {
    const boots = wornBoxes('feet', cat, { concept: 'cat', set: 'fluent-emoji-flat', bust: false }, 1)
    expect(boots).toHaveLength(2)
    for (const b of boots) expect(Math.abs(b.maxY - cat.groundY)).toBeLessThan(10)
    expect(boots[0].maxX).toBeLessThanOrEqual(boots[1].minX + 1)
  })

  it("on a person, glasses are at the figure's head and a scarf under it", () => {
    const person = { ...cat, body: { head: { x: 200, y: 130 }, headR: 20, feet: [] } }
    const [glasses] = wornBoxes('eyes', person, { concept: 'person', set: 'noto', bust: false }, 2)
    const [scarf] = wornBoxes('neck', person, { concept: 'person', set: 'noto', bust: false }, 1)
    expect(Math.abs((glasses.minY + glasses.maxY) / 2 - 130)).toBeLessThan(5)
    expect(scarf.minY).toBeGreaterThan(130)
  })

  it("a person's figure wears its own cowboy hat; an animal wears the outline drawing", () => {
    expect(drawings('a boy wearing a cowboy hat')).not.toContain('western-hat')
    expect(drawings('a dog wearing a cowboy hat')).toContain('western-hat')
  })

  it('rain boots on a duck are two boots, a snowman keeps one subject with a scarf and a hat', () => {
    const svg = composeScene(
      makePlan({ prompt: 'a duck wearing rain boots', complexity: 'easy', style: 'cartoon' }),
    ).svg
    expect(drawings('a duck wearing rain boots')).toContain('rubber-boot')
    expect(svg.match(/<g transform=/g)?.length).toBeGreaterThan(2)
    // The cartoon snowman's drawing already wears a scarf: the plan names it at his neck, and it is not drawn twice.
    const snowman = makePlan({
      prompt: 'a snowman wearing a scarf and a top hat',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(snowman.subjects.map((s) => s.concept)).toEqual(['snowman'])
    expect(snowman.props.filter((p) => p.subject === 0).map((p) => [p.concept, p.place])).toEqual([
      ['scarf', 'neck'],
      ['top-hat', 'head'],
    ])
    expect(drawings('a snowman wearing a scarf and a top hat')).toEqual(
      expect.arrayContaining(['top-hat', 'snowman']),
    )
  })
})

describe('tools and costumes on the page', () => {
  const svgOf = (prompt: string) =>
    composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon' })).svg
  it('a cheerleader holds two pom poms drawn by code', () => {
    const svg = svgOf('a cheerleader with pom poms')
    const without = svgOf('a girl jumping')
    // Each pom pom is a scalloped outline of twelve curves.
    const scallops = (s: string) => (s.match(/Q[^QZ]+/g) ?? []).length
    expect(scallops(svg) - scallops(without)).toBeGreaterThanOrEqual(24)
  })

  it("a nurse's thermometer and a photographer's camera are drawn in the hands", () => {
    expect(drawings("a nurse taking a little girl's temperature")).toContain('thermometer')
    expect(drawings('a photographer taking pictures of birds')).toContain('camera')
  })
})

describe('a sign on a pole', () => {
  it("a crossing guard's stop sign stands on its pole, its face above the head, the pole in the hand", () => {
    const plan = makePlan({
      prompt: 'a crossing guard holding a stop sign',
      complexity: 'easy',
      style: 'cartoon',
    })
    const concepts = plan.subjects.map((s) => conceptById(s.concept))
    const items = actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat')
    const sign = items.find((it) => it.kind === 'art')
    const figure = items.find((it) => it.kind === 'figure')
    expect(sign?.kind === 'art' && sign.concept.id).toBe('stop-sign')
    expect(sign?.box.maxY).toBeLessThan(-8)
    expect(figure?.kind === 'figure' && typeof figure.inHands).toBe('function')
  })
})
