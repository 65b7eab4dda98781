import { describe, expect, it } from 'vitest'
import { findIcon } from '../art/icon-source'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from '../scene/compose-scene'
import { inOneHand } from '../scene/hand-held'
import { ART_SETS } from './art-credits'
import { conceptById, conceptForPhrase } from './concept-index'
import { OWN_DRAWING_CONCEPTS } from './own-drawing-concepts'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

describe("Colorly's own drawings", () => {
  it('each concept has its drawing, and each drawing a concept', () => {
    for (const c of OWN_DRAWING_CONCEPTS) expect(findIcon('colorly', c.icon), c.id).toBeTruthy()
    const used = new Set(OWN_DRAWING_CONCEPTS.map((c) => c.icon))
    for (const name of Object.keys(OWN_DRAWINGS)) expect(used, name).toContain(name)
  })

  it.each([
    ['wagons', 'wagon'],
    ['little red wagon', 'wagon'],
    ['go kart', 'go-kart'],
    ['water pistol', 'water-gun'],
    ['surf board', 'surfboard'],
    ['golf clubs', 'golf-club'],
    ['dart board', 'dartboard'],
    ['pogo stick', 'pogo-stick'],
    ['serving tray', 'tray'],
    ['saucers', 'saucer'],
    ['egg cup', 'egg-cup'],
    ['typewriter', 'typewriter'],
    ['garden trowel', 'trowel'],
    ['feather duster', 'feather-duster'],
    ['mops', 'mop'],
    ['hammocks', 'hammock'],
    ['telegraph pole', 'telephone-pole'],
    ['flag pole', 'flagpole'],
    ['wind turbines', 'wind-turbine'],
    ['red phone box', 'phone-booth'],
    ['telephone booth', 'phone-booth'],
    ['diving board', 'diving-board'],
    ['hummingbird feeder', 'feeder'],
    ['pine cones', 'pinecone'],
    ['chrysalis', 'cocoon'],
    ['leashes', 'leash'],
    ['scratching post', 'scratching-post'],
    ['cat carrier', 'pet-carrier'],
    ['spinning wheel', 'spinning-wheel'],
    ['fossils', 'fossil'],
    ['bunny hutch', 'rabbit-hutch'],
    ['rocking horse', 'rocking-horse'],
    ['tyre swing', 'tire-swing'],
    ['lunch box', 'lunchbox'],
    ['dustpan', 'dustpan'],
    ['doll house', 'dollhouse'],
    ['bunk beds', 'bunk-bed'],
    ['highchair', 'high-chair'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it('pages that said these things left out now draw them, credited to Colorly', () => {
    for (const [prompt, id] of [
      ['a kid pulling his little sister in a wagon', 'wagon'],
      ['a dog sitting in a red wagon', 'wagon'],
      ['a girl weeding the garden with a trowel', 'trowel'],
      ['a boy throwing darts at a dartboard', 'dartboard'],
      ['a cat stretching on a scratching post', 'scratching-post'],
      ['a hedgehog drinking from a saucer of water', 'saucer'],
      ['a caterpillar spinning a cocoon on a branch', 'cocoon'],
      ['a hummingbird at a red feeder', 'feeder'],
      ['a school with a flagpole out front', 'flagpole'],
      ['a row of wind turbines on a hill', 'wind-turbine'],
      ['a boy with a water gun on a hot summer day', 'water-gun'],
      ['a baker carrying a tray of croissants', 'tray'],
      ['a squirrel eating a pinecone', 'pinecone'],
      ['a sloth napping in a hammock', 'hammock'],
      ['a surfboard leaning on a palm tree', 'surfboard'],
      ['Big Ben and a red phone booth in London', 'phone-booth'],
      ['an electrician climbing a telephone pole', 'telephone-pole'],
      ['Grandma spinning yarn on a spinning wheel', 'spinning-wheel'],
      ['a girl carrying her cat to the vet in a pet carrier', 'pet-carrier'],
      ['a dog waiting by the front door with his leash', 'leash'],
      ['a fox sneaking into the chicken coop', 'chicken-coop'],
      ['a farmer collecting eggs in the hen house', 'chicken-coop'],
      ['a volleyball net and a cooler on the beach', 'volleyball-net'],
      ['a rooftop garden with a water tower in the city', 'water-tower'],
      ['kids running through the sprinkler', 'sprinkler'],
      ['a kid playing the harmonica by the campfire', 'harmonica'],
      ['paramedics lifting a stretcher into the ambulance', 'stretcher'],
      ['a kid catching tadpoles with a net', 'tadpole'],
      ['a girl spinning a dreidel on Hanukkah', 'dreidel'],
      ['a girl putting a golf ball into the hole', 'golf-ball'],
      ['a kid hanging from the monkey bars at recess', 'monkey-bars'],
      ['a girl writing in her diary', 'diary'],
      ['a train conductor punching a ticket', 'ticket'],
      ['an old man walking with a cane and his little dog', 'cane'],
      ['a potter making a vase on the pottery wheel', 'pottery-wheel'],
      ['a horse pulling a cart', 'cart'],
      ['a kid selling lemonade at a lemonade stand', 'lemonade-stand'],
      ['a bee on a honeycomb', 'honeycomb'],
      ["a school nurse holding an ice pack on a boy's head", 'ice-pack'],
      ['a kangaroo hopping over a bush', 'bush'],
      ['grandpa trimming the hedge', 'hedge'],
      ['a frog on the stepping stones across a stream', 'stepping-stones'],
      ['a Thanksgiving cornucopia full of fruit and vegetables', 'cornucopia'],
      ['a boy bouncing on a pogo stick', 'pogo-stick'],
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(drawn(p), prompt).toContain(id)
      const label = OWN_DRAWING_CONCEPTS.find((c) => c.id === id)?.label ?? id
      expect(p.leftOut.join(' '), prompt).not.toMatch(new RegExp(`\\b${label}`))
    }
    const scene = composeScene(plan('a wagon'))
    expect(scene.credits.map((c) => c.set)).toContain(ART_SETS.colorly.name)
  })

  it('what a person does with them is drawn: the mop and the golf club in the hands, the go-kart ridden', () => {
    const mopping = plan('a girl mopping the kitchen floor')
    expect(drawn(mopping)).toContain('mop')
    expect(drawn(mopping)).not.toContain('broom')
    const golfer = plan('a boy swinging a golf club')
    expect(drawn(golfer)).toEqual(expect.arrayContaining(['boy', 'golf-club']))
    // "golf club" is no club of golfers drawn as people.
    expect(golfer.subjects.filter((s) => s.concept === 'person')).toEqual([])
    const racer = plan('a boy racing a go-kart')
    expect(racer.people?.action).toBe('drive')
    expect(racer.relations).toContainEqual({ actor: 0, relation: 'riding', object: 1 })
  })

  it('a bird feeder is still the garden place; a feeder named alone is the hung one', () => {
    expect(drawn(plan('a bird feeder'))).not.toContain('feeder')
  })
})

describe("Colorly's own drawings, second round (vehicles, home and school, treats, outdoors)", () => {
  it.each([
    ['trike', 'tricycle'],
    ['four wheeler', 'quad-bike'],
    ['snowmobiles', 'snowmobile'],
    ['jetski', 'jet-ski'],
    ['cement truck', 'cement-mixer'],
    ['snowplough', 'snowplow'],
    ['tug boat', 'tugboat'],
    ['hair brush', 'hairbrush'],
    ['toothpaste', 'toothpaste'],
    ['baby rattle', 'rattle'],
    ['comics', 'comic-book'],
    ['rain coat', 'raincoat'],
    ['friendship bracelet', 'bracelet'],
    ['x-ray', 'x-ray'],
    ['gingerbread men', 'gingerbread-man'],
    ['gingerbread house', 'gingerbread-house'],
    ['stars and stripes', 'american-flag'],
    ['saltines', 'cracker'],
    ['toast', 'toast'],
    ['weathervane', 'weather-vane'],
    ['lifeguard chair', 'lifeguard-tower'],
    ['hula hoops', 'hula-hoop'],
    ['snowballs', 'snowball'],
    ['daffodils', 'daffodil'],
    ['windsurf board', 'sailboard'],
    ['uneven bars', 'uneven-bars'],
    ['chair lift', 'chairlift'],
    ['nutshell', 'walnut-shell'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it('pages that said these things left out, or drew a kin in their place, now draw them', () => {
    for (const [prompt, id] of [
      ['a little girl riding her tricycle down the sidewalk', 'tricycle'],
      ['a boy riding a quad bike through the mud', 'quad-bike'],
      ['a girl riding a snowmobile through the snow', 'snowmobile'],
      ['a man riding a jet ski on the lake', 'jet-ski'],
      ['a cement mixer truck', 'cement-mixer'],
      ['a snowplow clearing the snowy street', 'snowplow'],
      ['a tugboat pulling a big cargo ship', 'tugboat'],
      ['a little girl brushing her hair', 'hairbrush'],
      ['a toothbrush and toothpaste', 'toothpaste'],
      ['a baby playing with a rattle', 'rattle'],
      ['scissors, glue and crayons', 'glue'],
      ['Draw a boy reading comics on the couch', 'comic-book'],
      ['a yellow raincoat and an umbrella', 'raincoat'],
      ['a girl making a friendship bracelet with beads', 'bracelet'],
      ['a doctor looking at an x-ray of a broken arm', 'x-ray'],
      ['a gingerbread man running away from a rolling pin', 'gingerbread-man'],
      ['a gingerbread house', 'gingerbread-house'],
      ['an American flag and fireworks', 'american-flag'],
      ['a parrot eating a cracker', 'cracker'],
      ['a boiled egg in an egg cup with toast soldiers', 'toast'],
      ['a barn with a rooster weather vane on the roof', 'weather-vane'],
      ['a lifeguard tower on a sunny beach', 'lifeguard-tower'],
      ['a girl spinning a hula hoop', 'hula-hoop'],
      ['kids having a snowball fight', 'snowball'],
      ['a girl picking daffodils in the spring', 'daffodil'],
      ['a man windsurfing on the ocean', 'sailboard'],
      ['a gymnast swinging on the uneven bars', 'uneven-bars'],
      ['skiers riding the chairlift up a snowy mountain', 'chairlift'],
      ['a mouse sailing in a walnut shell', 'walnut-shell'],
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(drawn(p), prompt).toContain(id)
      const label = OWN_DRAWING_CONCEPTS.find((c) => c.id === id)?.label ?? id
      expect(p.leftOut.join(' '), prompt).not.toMatch(new RegExp(`\\b${label}`))
    }
  })

  it('the ridden ones are ridden, seated on the saddle drawn on them', () => {
    for (const [prompt, id] of [
      ['a boy riding a tricycle', 'tricycle'],
      ['a girl riding a quad bike', 'quad-bike'],
      ['a boy riding a snowmobile', 'snowmobile'],
      ['a man riding a jet ski on the lake', 'jet-ski'],
    ]) {
      const p = plan(prompt)
      const mount = p.subjects.findIndex((s) => s.concept === id)
      expect(p.relations, prompt).toContainEqual({ actor: 0, relation: 'riding', object: mount })
    }
  })

  it('a gingerbread man is no man: no person is drawn running beside it', () => {
    const p = plan('a gingerbread man running away from a rolling pin')
    expect(drawn(p)).toEqual(expect.arrayContaining(['gingerbread-man', 'rolling-pin']))
    expect(p.people).toBeFalsy()
    expect(drawn(p)).not.toContain('man')
  })

  it('a raincoat is worn as a coat is, never a thing the wearer sits in', () => {
    for (const prompt of ['a girl in a yellow raincoat', 'a dog wearing a raincoat']) {
      const p = plan(prompt)
      expect(p.relations, prompt).toEqual([])
      expect(p.props.find((x) => x.concept === 'raincoat')?.place, prompt).toBe('neck')
    }
  })

  it("a brush named alone stays said left out: a chimney sweep's brush is no hairbrush", () => {
    const sweep = plan('a chimney sweep standing on a rooftop with his brush')
    expect(drawn(sweep)).not.toContain('hairbrush')
    expect(sweep.leftOut.join(' ')).toMatch(/brush/)
  })
})

describe("Colorly's own drawings, third round (animals, play, house and yard, land, holidays)", () => {
  it.each([
    ['meerkats', 'meerkat'],
    ['ring-tailed lemur', 'lemur'],
    ['hermit crabs', 'hermit-crab'],
    ['woodchuck', 'groundhog'],
    ['loons', 'loon'],
    ['narwhals', 'narwhal'],
    ['record player', 'turntable'],
    ['dodgems', 'bumper-car'],
    ['stilt', 'stilts'],
    ['half pipe', 'skate-ramp'],
    ['relay batons', 'relay-baton'],
    ['rag doll', 'doll'],
    ['recycling bin', 'recycling-bin'],
    ['thimbles', 'thimble'],
    ['roll of wallpaper', 'wallpaper-roll'],
    ['nail varnish', 'nail-polish'],
    ['ear muffs', 'earmuffs'],
    ['geraniums', 'geranium'],
    ['gnome', 'garden-gnome'],
    ['water trough', 'trough'],
    ['apple trees', 'apple-tree'],
    ['orange tree', 'orange-tree'],
    ['lemon tree', 'lemon-tree'],
    ['sand dunes', 'sand-dune'],
    ['craters', 'crater'],
    ['icicle', 'icicles'],
    ['kinara', 'kinara'],
    ['calavera', 'sugar-skull'],
    ['scones', 'scone'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it('pages that refused or said these things left out now draw them', () => {
    for (const [prompt, id] of [
      ['a meerkat standing guard on a rock', 'meerkat'],
      ['a ring-tailed lemur sitting in a tree', 'lemur'],
      ['a hermit crab moving into a bigger shell', 'hermit-crab'],
      ['a groundhog looking at its shadow on Groundhog Day', 'groundhog'],
      ['a canoe and a loon on a misty lake', 'loon'],
      ['a narwhal', 'narwhal'],
      ['two kids crashing bumper cars', 'bumper-car'],
      ['a girl walking on stilts', 'stilts'],
      ['a skate park with ramps and a skateboard', 'skate-ramp'],
      ['two runners passing the baton in a relay race', 'relay-baton'],
      ['a little girl pushing her doll in a toy stroller', 'doll'],
      ['a girl putting bottles in the recycling bin', 'recycling-bin'],
      ['a mouse drinking from a thimble', 'thimble'],
      ['a man hanging wallpaper in the living room', 'wallpaper-roll'],
      ['a girl in earmuffs and a puffy coat on a winter day', 'earmuffs'],
      ['a geranium in a clay pot on the windowsill', 'geranium'],
      ['a garden gnome next to a birdbath', 'garden-gnome'],
      ['a pig eating slop from a trough', 'trough'],
      ['a picnic under a blossoming apple tree in spring', 'apple-tree'],
      ['a lemon tree in a pot on the balcony', 'lemon-tree'],
      // "The sand dunes" are the desert (0201); one dune is the drawing.
      ['a kite and seagulls over a big sand dune', 'sand-dune'],
      ['a moon buggy parked next to a crater', 'crater'],
      ['icicles hanging from the roof of a cabin', 'icicles'],
      ['a kinara with seven candles for Kwanzaa', 'kinara'],
      ['a sugar skull with marigolds for the Day of the Dead', 'sugar-skull'],
      ['a kitchen table with a teapot and a plate of scones', 'scone'],
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(drawn(p), prompt).toContain(id)
      const label = OWN_DRAWING_CONCEPTS.find((c) => c.id === id)?.label ?? id
      expect(p.leftOut.join(' '), prompt).not.toMatch(new RegExp(`\\b${label}`))
    }
  })

  it('a meerkat standing guard is drawn alone on its rock, with no guard beside it', () => {
    const p = plan('a meerkat standing guard on a rock')
    expect(p.subjects.map((s) => s.concept)).toEqual(['meerkat', 'rock'])
    expect(p.people).toBeFalsy()
  })

  it('earmuffs are worn on the head; a relay baton and nail polish are held in one hand', () => {
    const p = plan('a girl in earmuffs and a puffy coat on a winter day')
    expect(p.props.find((x) => x.concept === 'earmuffs')?.place).toBe('head')
    expect(inOneHand(conceptById('relay-baton'))).toBe(true)
    expect(inOneHand(conceptById('nail-polish'))).toBe(true)
  })
})
