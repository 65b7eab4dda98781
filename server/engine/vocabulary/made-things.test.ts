import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// Made things measured by kind against their commonest members (docs/decisions/0177-made-things-by-kind.md):
// each reaches its drawing by its everyday names, British and American, and is not said left out.
describe('made things reach their drawings', () => {
  it.each([
    ['a hoe', 'hoe'],
    ['a gardener with a hoe', 'hoe'],
    ['a wooden mallet', 'mallet'],
    ['a crowbar', 'crowbar'],
    ['a spirit level', 'spirit-level'],
    ['a chisel', 'chisel'],
    ['a hacksaw', 'hacksaw'],
    ['garden shears', 'garden-shears'],
    ['pruning shears', 'garden-shears'],
    ['a garden spade', 'shovel'],
    ['a drum kit', 'drum-kit'],
    ['a drum set', 'drum-kit'],
    ['a suit', 'suit'],
    ['a tuxedo', 'suit'],
    ['a tracksuit', 'tracksuit'],
    ['a wedding veil', 'veil'],
    ['a tutu', 'tutu'],
    ['a beret', 'beret'],
    ['a column', 'column'],
    ['a pillar', 'column'],
    ['a doorknob', 'doorknob'],
    ['a door handle', 'doorknob'],
    ['a door knocker', 'door-knocker'],
    ['a banister', 'banister'],
    ['railings', 'railing'],
    ['solar panels', 'solar-panel'],
    ['scaffolding', 'scaffolding'],
    ['an escalator', 'escalator'],
    ['a dome', 'dome'],
    ['a raft', 'raft'],
    ['a crane', 'crane'],
    ['a tower crane', 'crane'],
    ['an army tank', 'tank'],
    ['a hovercraft', 'hovercraft'],
    ['a royal carriage', 'carriage'],
    ['a train carriage', 'railway-car'],
    ['a slingshot', 'slingshot'],
    ['a gong', 'gong'],
    ['a bandana', 'bandana'],
    ['a turban', 'turban'],
    ['a fez', 'fez'],
    ['a wetsuit', 'wetsuit'],
    ['an adjustable spanner', 'wrench'],
    ['a karate uniform', 'martial-arts-uniform'],
    ['a ball gown', 'dress'],
    ['a frock', 'dress'],
    ['a chandelier', 'chandelier'],
    ['a porthole', 'porthole'],
    ['a wagon wheel', 'wagon-wheel'],
  ])('"%s" draws %s', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut, prompt).toEqual([])
  })

  it('a horse and carriage draws both', () => {
    expect(drawn(plan('a horse and carriage'))).toEqual(expect.arrayContaining(['horse', 'carriage']))
  })

  it('a cartwheel a child turns, the Falkirk Wheel and a car with wheels draw no wagon wheel', () => {
    for (const prompt of [
      'a girl doing a cartwheel',
      'the Falkirk Wheel lifting a boat',
      'a car with four wheels',
    ])
      expect(drawn(plan(prompt)), prompt).not.toContain('wagon-wheel')
  })

  it("a train's carriages are its railway cars, said, never the horse-drawn carriage", () => {
    expect(drawn(plan('a train with three carriages'))).not.toContain('carriage')
  })

  it('a crane that flies or is folded is the bird, not the machine', () => {
    for (const prompt of ['a crane flying over the lake', 'an origami crane', 'a crane wading in a marsh'])
      expect(drawn(plan(prompt)), prompt).not.toContain('crane')
  })

  it('a fish tank is still the fish bowl, a torch the flashlight (the British word for it)', () => {
    expect(drawn(plan('a fish tank'))).toContain('fishbowl')
    const torch = plan('a torch')
    expect(drawn(torch)).toContain('flashlight')
    expect(torch.leftOut).toEqual([])
    expect(drawn(plan('a knight holding a flaming torch'))).toContain('flaming-torch')
  })
})
