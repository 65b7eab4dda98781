import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'
import { TOWN_OWN_CONCEPTS } from './town-outline-concepts'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// Vehicles, equipment and town things a teacher names reach their own drawing by their everyday names, and are
// never their cousin in silence (docs/decisions/0187-town-things-drawn.md).
describe('town things reach their drawings', () => {
  it.each([
    ['a windsock at the airfield', 'windsock'],
    ['a big warehouse', 'warehouse'],
    ['a lunar lander on the moon', 'lunar-module'],
    ['a container ship', 'cargo-ship'],
    ['a cargo ship at sea', 'cargo-ship'],
    ['a runner crossing the finish line', 'finish-line'],
    ['a stack of wooden pallets', 'shipping-pallet'],
    ['a fire station', 'fire-station'],
    ['a vending machine', 'vending-machine'],
    ['a cash register', 'cash-register'],
    ['a stepladder', 'stepladder'],
    ['a painter up a step ladder', 'stepladder'],
    ['a tandem bike', 'tandem'],
    ['a tractor pulling a trailer', 'trailer'],
    ['a weaver at her loom', 'loom'],
    ['a bunsen burner', 'bunsen-burner'],
    ['a gymnast on the balance beam', 'balance-beam'],
    ['a carnival float in the parade', 'carnival-float'],
    ['a parade float', 'carnival-float'],
    ['a key cutting machine', 'key-cutting-machine'],
    ['a man on a ride-on mower', 'ride-on-mower'],
    ['a riding mower', 'ride-on-mower'],
    ['a pony in the show ring', 'show-ring'],
    ['a jukebox', 'jukebox'],
    ['a narrowboat on the canal', 'narrowboat'],
    ['a canal boat', 'narrowboat'],
    ['a lifeboat at sea', 'lifeboat'],
    ['a carpenter at his workbench', 'workbench'],
    ['a boxing ring', 'boxing-ring'],
  ])('%s draws the %s', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(p)).toContain(id)
    expect(p.standIns.map((s) => s.drawn)).not.toContain(id)
  })

  it('draws a pallet as the shipping pallet, never the artist palette', () => {
    expect(drawn(plan('a forklift lifting a pallet'))).not.toContain('artist-palette')
    expect(drawn(plan('an artist with her palette'))).toContain('artist-palette')
  })

  it('says a gramophone is drawn as the record player, never silently', () => {
    const p = plan('an old gramophone')
    expect(drawn(p)).toContain('turntable')
    expect(p.leftOut).toContain('gramophone')
  })

  it('draws a tandem and a stepladder as themselves, not said as a bicycle and a ladder', () => {
    expect(plan('a tandem').leftOut).toEqual([])
    expect(plan('a stepladder').leftOut).toEqual([])
    expect(drawn(plan('a stepladder'))).not.toContain('ladder')
  })

  it("names the mechanic's creeper by its workshop names, never the plant's", () => {
    expect(conceptForPhrase("mechanic's creeper")?.id).toBe('mechanics-creeper')
    expect(conceptForPhrase('creeper board')?.id).toBe('mechanics-creeper')
    expect(conceptForPhrase('creeper')?.id).not.toBe('mechanics-creeper')
  })

  it('has a drawing for every town thing Colorly draws itself', () => {
    for (const c of TOWN_OWN_CONCEPTS) expect(OWN_DRAWINGS[c.id], c.id).toBeDefined()
  })
})

describe('ridden, not stood on', () => {
  it.each([
    ['a witch flying on a broom over the town', 'broomstick'],
    ['a witch riding her broomstick', 'broomstick'],
    ['a knight flying on a dragon', 'dragon'],
  ])('%s: astride the %s', (prompt, mount) => {
    const p = plan(prompt)
    const at = p.subjects.findIndex((s) => s.concept === mount)
    expect(p.relations).toContainEqual(expect.objectContaining({ relation: 'riding', object: at }))
  })

  it('puts both riders of a tandem on it, and a juggler on his unicycle', () => {
    expect(plan('a boy and his mum on a tandem').people?.action).toBe('ride')
    expect(plan('a clown on a unicycle').people?.action).toBe('ride')
  })
})
