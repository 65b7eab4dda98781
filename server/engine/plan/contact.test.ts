// Two people touching (contact.ts), read as a teacher or a parent types it: the pair's pose, never a thing drawn
// for the words, and nothing said left out that the pose shows.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('two people touching', () => {
  it.each([
    ['a mother hugging her child', 'hug'],
    ['two friends hugging', 'hug'],
    ['a boy hugging his grandma', 'hug'],
    ['two men hugging', 'hug'],
    ['a family hugging', 'hug'],
    ['a grandpa giving his granddaughter a cuddle', 'hug'],
    ['two men shaking hands', 'shake-hands'],
    ['a man and a woman shaking hands', 'shake-hands'],
    ['two kids giving each other a high five', 'high-five'],
    ['a girl whispering a secret to her friend', 'whisper'],
    ['a dad tickling his daughter', 'tickle'],
    ['two old ladies walking arm in arm', 'arm-in-arm'],
    ['a couple dancing together', 'partner-dance'],
  ])('"%s" is %s', (prompt, action) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe(action)
    expect(p.people?.people.length).toBeGreaterThanOrEqual(2)
    expect(p.leftOut).toEqual([])
  })

  it('draws the one shaken or held hands with as the other figure, never a stranger with them beside', () => {
    for (const [prompt, other] of [
      ['a boy shaking hands with his dad', 'man'],
      ['a boy shaking hands with the head teacher', 'teacher'],
      ['a girl holding hands with her grandma in the park', 'old-woman'],
    ]) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toMatch(/^(shake-hands|hand-in-hand)$/)
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).toContain(other)
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).not.toContain('person')
      expect(
        p.props.map((x) => x.concept),
        prompt,
      ).not.toContain(other)
    }
  })

  it('holds a baby, an animal or a toy hugged by one person, as before', () => {
    expect(plan('a mom hugging her baby').people?.action).toBe('cradle')
    expect(plan('a mother kissing her baby').people?.action).not.toBe('hug')
    expect(plan('a girl hugging her dog').people?.action).toBe('hold')
    expect(plan('a girl hugging her teddy bear').people?.action).toBe('hold')
    // One person alone has no one to hug.
    expect(plan('a man hugging').people?.action).not.toBe('hug')
  })

  it('draws no hands, fives or arms apart for the pose', () => {
    for (const prompt of ['two men shaking hands', 'two kids giving each other a high five']) {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).not.toContain('raised-hand')
      expect(p.leftOut, prompt).toEqual([])
    }
  })

  it('carries a child on the shoulders whoever they are', () => {
    for (const prompt of [
      "a child on her father's shoulders",
      "a boy sitting on his dad's shoulders",
      "a girl on her grandpa's shoulders",
    ])
      expect(plan(prompt).people?.action, prompt).toBe('shoulders')
    // A bird on one shoulder is no shoulder ride.
    expect(plan("a parrot on a pirate's shoulder").people?.action).not.toBe('shoulders')
  })

  it('rides on a back as a horsey ride, no horse drawn', () => {
    for (const prompt of [
      "a child riding on his dad's back like a horse",
      "a girl riding on her daddy's back",
      'a kid riding his dad like a pony',
    ]) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('horsey')
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).not.toContain('horse')
      expect(
        p.relations.filter((r) => r.relation === 'riding'),
        prompt,
      ).toHaveLength(1)
    }
    expect(plan('a boy riding a horse').people?.action).toBe('ride')
  })

  it('draws no necktie for shoelaces tied', () => {
    const p = plan('a mother teaching her son to tie his shoelaces')
    expect(p.subjects.map((s) => s.concept)).not.toContain('necktie')
    expect(p.people?.people).toHaveLength(2)
  })

  it('plays ring-a-roses holding hands, no ring or roses drawn', () => {
    for (const prompt of ['kids playing ring around the rosie', 'children playing ring a ring o roses']) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('hand-in-hand')
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).not.toContain('ring')
      expect(p.leftOut, prompt).toEqual([])
    }
  })
})

describe('one person doing for the other, or playing over them', () => {
  it.each([
    ['a mom tucking her son into bed', 'tuck-in'],
    ['a dad tucking his daughter in', 'tuck-in'],
    ['a dad helping his son ride a bike', 'help-ride'],
    ['a mom teaching her daughter to ride a bike', 'help-ride'],
    ['kids playing leapfrog', 'leapfrog'],
    ['children doing a wheelbarrow race', 'wheelbarrow'],
  ])('"%s" is %s', (prompt, action) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe(action)
    expect(p.people?.people.length).toBeGreaterThanOrEqual(2)
    expect(p.leftOut).toEqual([])
  })
})
