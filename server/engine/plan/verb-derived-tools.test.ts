import { describe, expect, it } from 'vitest'
import { verbTools } from './verb-tools'

const held = (prompt: string) => verbTools(prompt).map((r) => r.held ?? r.thing)

describe('a verb no row lists holds the tool WordNet derives from it', () => {
  it.each([
    ['a man shearing a sheep', 'garden-shears'],
    ['a boy hoeing the vegetable patch', 'hoe'],
    ['a builder drilling a hole in the wall', 'drill'],
    ['a girl combing her hair', 'comb'],
    ['a girl mopping the floor', 'mop'],
  ])('%s: %s', (prompt, drawing) => {
    expect(held(prompt)).toContain(drawing)
  })

  // Going somewhere or a game is no tool's doing; a locker is not what locks; what is planted is no tool.
  it.each([
    'a girl canoeing',
    'a boy bowling',
    'a man locking the door',
    'a boy sledding',
    'a girl planting a sunflower',
  ])('%s: none', (prompt) => {
    expect(held(prompt)).toEqual([])
  })
})

describe('rows for what no derivation reaches', () => {
  it.each([
    ['a cameraman filming the weather presenter', 'video-camera'],
    ['children taking turns to whack a donkey piñata', 'stick'],
    ['a girl hitting the ball at rounders', 'baseball-bat'],
    ['a granny teaching her granddaughter to crochet a granny square', 'yarn'],
  ])('%s: %s', (prompt, drawing) => {
    expect(held(prompt)).toContain(drawing)
  })
})
