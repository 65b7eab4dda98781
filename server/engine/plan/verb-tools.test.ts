import { describe, expect, it } from 'vitest'
import { conceptForPhrase } from '../vocabulary'
import { expectHeldImplied } from './held-test-kit'
import { makePlan } from './make-plan'
import { pushTool } from './tool-actions'
import { VERB_TOOLS, verbTools } from './verb-tools'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a verb puts its tool in the hands', () => {
  // Every inflection reads the same (the verb's lemma), and a synonym of its commonest sense follows it.
  it.each([
    ['a girl painting', 'paintbrush'],
    ['a woman sewing', 'sewing-needle'],
    ['a boy sewing a patch on his jeans', 'sewing-needle'],
    ['a tailor stitching a hem', 'sewing-needle'],
    ['a girl knitting', 'yarn'],
    ['grandma teaching her granddaughter to knit', 'yarn'],
    ['a grandpa polishing his old car', 'sponge'],
    ['a girl stirring the soup', 'spoon'],
    ['dad cutting the cake', 'kitchen-knife'],
    ['a boy dusting the shelves', 'feather-duster'],
    ['an old man trimming his bonsai tree', 'scissors'],
    ['a roofer nailing tiles onto a roof', 'hammer'],
    ['a boy gluing pasta onto a card', 'glue'],
  ])('%s: %s in the hands', expectHeldImplied)

  it('the people of a taught verb all stay drawn beside its thing', () => {
    const p = plan('grandma teaching her granddaughter to knit')
    expect(p.subjects.map((s) => s.label)).toEqual(
      expect.arrayContaining(['grandma', 'granddaughter', 'yarn']),
    )
    expect(p.people?.people).toHaveLength(2)
    // The verb taught is no thing to say left out.
    expect(p.leftOut).toEqual([])
  })
})

describe('a verb stands its thing beside the person, or is posed with it', () => {
  it('a picture is painted at an easel; a fence where it stands', () => {
    expect(concepts('a girl painting')).toContain('easel')
    expect(concepts('a boy painting a sunset')).toContain('easel')
    expect(concepts('a girl painting the fence')).not.toContain('easel')
  })

  it('a tree is planted at the ground with the spade beside; seeds by hand', () => {
    const p = plan('a family planting a tree on Arbor Day')
    expect(p.people?.action).toBe('ground')
    expect(p.subjects.map((s) => s.concept)).toContain('shovel')
    expect(concepts('a girl planting seeds')).not.toContain('shovel')
  })

  it('ironing at the ironing board', () => {
    expect(concepts('mom ironing')).toContain('ironing-board')
    expect(concepts('a girl ironing with her toy iron')).toContain('ironing-board')
  })

  it('a penalty kicked at the goal, with the ball', () => {
    const c = concepts('a girl kicking a penalty past the goalie')
    expect(c).toContain('goal-net')
    expect(c).toContain('soccer-ball')
    expect(concepts('a boy kicking a ball')).not.toContain('goal-net')
  })

  it('hoovering is vacuuming: the vacuum cleaner pushed', () => {
    const p = plan('a dad hoovering crumbs off the rug')
    expect(p.people?.action).toBe('push')
    expect(p.subjects.map((s) => s.concept)).toContain('vacuum-cleaner')
  })

  it('hosing down waters with the hose the pose draws; rinsing is at the sink', () => {
    expect(plan('a keeper hosing down a rhino').people?.action).toBe('spray')
    expect(plan('a girl rinsing her toothbrush').people?.action).toBe('sink')
  })

  it('wood is chopped with the axe swung into the log, carrots with a knife', () => {
    for (const prompt of ['a man chopping wood', 'a boy splitting logs']) {
      const p = plan(prompt)
      expect(p.people?.action).toBe('chop')
      expect(p.subjects.map((s) => s.concept)).toContain('axe')
    }
    expect(concepts('a girl chopping carrots')).not.toContain('axe')
  })
})

describe('never a second tool, never a noun read as a verb', () => {
  it('a tool the prompt names takes the place of the implied one', () => {
    expect(concepts('a girl painting with a sponge')).not.toContain('paintbrush')
    expect(concepts('a woman sewing with a needle and thread')).toHaveLength(
      new Set(concepts('a woman sewing with a needle and thread')).size,
    )
    expect(concepts('a girl painting at her easel').filter((c) => c === 'easel')).toHaveLength(1)
    // A person painted with is no tool.
    expect(concepts('a girl painting with her mom')).toContain('paintbrush')
  })

  it('an "-ing" word that is a noun implies nothing', () => {
    expect(verbTools('a painting of a horse')).toEqual([])
    expect(verbTools('a sewing machine on a table')).toEqual([])
    expect(verbTools('an ironing board')).toEqual([])
  })

  it('a synonym of a rarer sense leads to no tool: a shuttlecock smashed is no hammering', () => {
    expect(concepts('a badminton player jumping to smash the shuttlecock over the net')).not.toContain(
      'hammer',
    )
    expect(concepts('a man smashing a plate')).not.toContain('hammer')
    expect(concepts('a man nailing a board to the fence')).toContain('hammer')
  })

  it('a verb done with the doer’s own part takes no long-handled tool', () => {
    expect(concepts('an avocet sweeping its beak through the water')).not.toContain('broom')
    expect(pushTool('a crow raking its claws')).toBeNull()
    // The floor swept, or a sweep with no thing named, still takes the broom.
    expect(concepts('a girl sweeping the floor')).toContain('broom')
    expect(pushTool('a girl sweeping her kitchen')).toBe('broom')
  })
})

describe('the table', () => {
  it('lists only things the art draws, held by their own drawing', () => {
    for (const row of VERB_TOOLS) {
      const concept = conceptForPhrase(row.thing)
      expect(concept, row.thing).not.toBeNull()
      if (row.held) expect(concept?.id).toBe(row.held)
    }
  })
})
