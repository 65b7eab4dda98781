import { describe, expect, it } from 'vitest'
import { findIcon } from '../art/icon-source'
import { makePlan } from '../plan/make-plan'
import { conceptForPhrase } from './concept-index'
import { THINGS_SAID_MORE_CONCEPTS, THINGS_SAID_MORE_OUTLINE_CONCEPTS } from './things-said-more-concepts'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('more everyday things the pages said left out, drawn', () => {
  it('has a drawing for every concept', () => {
    for (const c of [...THINGS_SAID_MORE_OUTLINE_CONCEPTS, ...THINGS_SAID_MORE_CONCEPTS])
      expect(c.family && findIcon(c.family, c.icon), c.id).toBeTruthy()
  })

  it.each([
    ['quill', 'quill-pen'],
    ['quill pens', 'quill-pen'],
    ['feather pen', 'quill-pen'],
    ['diamonds', 'cut-diamond'],
    ['old springs', 'coil-spring'],
    ['church organ', 'pipe-organ'],
    ['felt hat', 'fedora'],
    ['trilby', 'fedora'],
    ['marionettes', 'marionette'],
    ['string puppet', 'marionette'],
    ['music stands', 'music-stand'],
    ['pair of tweezers', 'tweezers'],
    ['letter chart', 'eye-chart'],
    ['eye test chart', 'eye-chart'],
    ['alpenhorn', 'alphorn'],
    ['dandy brush', 'grooming-brush'],
    ['horse brush', 'grooming-brush'],
    ['gingerbread hearts', 'gingerbread-heart'],
    ['lebkuchen heart', 'gingerbread-heart'],
    ['prayer wheels', 'prayer-wheel'],
    ['mani wheel', 'prayer-wheel'],
    ['cornflakes', 'bowl-with-spoon'],
    ['latte', 'hot-beverage'],
    ['cappuccino', 'hot-beverage'],
    ['bobbins', 'thread'],
  ])('"%s" reaches the %s', (name, id) => {
    expect(conceptForPhrase(name)?.id).toBe(id)
  })

  // The season, a hot spring and an animal's horn keep their own readings.
  it.each(['spring', 'springs', 'hot springs', 'horn', 'organ'])('"%s" alone is none of them', (name) => {
    const id = conceptForPhrase(name)?.id
    expect(['coil-spring', 'alphorn', 'pipe-organ']).not.toContain(id)
  })

  it.each([
    ['a cartographer drawing a coastline on an old map with a quill pen', 'quill-pen'],
    ['a jeweller setting a diamond into a gold ring with tweezers', 'cut-diamond'],
    ['a jeweller setting a diamond into a gold ring with tweezers', 'tweezers'],
    ['an upholsterer pulling old springs out of a sofa', 'coil-spring'],
    ['a hatter steaming a felt hat on a wooden block', 'fedora'],
    ['an optician holding up the letter chart for a boy in big glasses', 'eye-chart'],
    ['a violin and a music stand in front of a window', 'music-stand'],
    ['a barista pouring milk to make a heart in a latte', 'hot-beverage'],
    ['a lacemaker twisting dozens of bobbins on a round pillow', 'thread'],
    ['a Christmas market stall selling gingerbread hearts', 'gingerbread-heart'],
    ['a Tibetan monk spinning a row of prayer wheels', 'prayer-wheel'],
    ['a Swiss alphorn player blowing his long horn on a mountain top', 'alphorn'],
    ['a spider dangling on its thread over a bowl of cornflakes', 'bowl-with-spoon'],
  ])('%s draws the %s, with nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toContain(id)
    expect(p.leftOut).toEqual([])
    expect(p.standIns).toEqual([])
  })

  // The marionette is the puppeteer's puppet, its strings its own: no glove puppet, no ball of string beside it.
  it('draws a puppeteer working a marionette with the marionette alone', () => {
    const things = drawn('a puppeteer working a wooden marionette on strings above a tiny stage')
    expect(things).toContain('marionette')
    expect(things).not.toContain('puppet')
    expect(things).not.toContain('yarn')
    expect(drawn('a puppeteer putting on a show')).toContain('puppet')
  })

  // A dog's lead is its leash (home-senses.ts); a lead in a race or a lead pencil is not.
  it("reads a dog's lead as the leash", () => {
    expect(drawn('a dog bowl, a lead and a ball on the doormat')).toContain('leash')
    expect(drawn('a girl walking her dog on a long lead')).toContain('leash')
    expect(drawn('a girl taking the lead in the race')).not.toContain('leash')
    expect(drawn('a lead pencil')).not.toContain('leash')
  })
})
