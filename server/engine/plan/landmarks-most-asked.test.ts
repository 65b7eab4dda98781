import { describe, expect, it } from 'vitest'
import { LANDMARK_UK_ASKED } from '../art/own-drawings/landmark-uk-asked'
import { LANDMARK_WORLD_ASKED } from '../art/own-drawings/landmark-world-asked'
import { LANDMARK_WORLD_ASKED_MORE } from '../art/own-drawings/landmark-world-asked-more'
import { conceptById } from '../vocabulary/concept-index'
import { drawn, expectDrawnAsItself, plan } from './landmark-test-kit'

// The landmarks families and teachers ask for most that were drawn as their kind, now drawn in their own shape
// (art/own-drawings/landmark-world-asked*.ts, landmark-uk-asked.ts): never "Drawn as a church: no Duomo".
const OWN: [prompt: string, id: string][] = [
  ['the Duomo in Florence with its big red dome', 'duomo'],
  ['Sugarloaf Mountain with the cable car in Rio', 'sugarloaf-mountain'],
  ['the Golden Pavilion in Kyoto reflected in its pond', 'golden-pavilion'],
  ['Kinkaku-ji in autumn', 'golden-pavilion'],
  ['Devils Tower rising out of the plains', 'devils-tower'],
  ['the Lotus Temple in Delhi', 'lotus-temple'],
  ['the Grand Palace in Bangkok', 'grand-palace-bangkok'],
  ['Kirkjufell mountain with the waterfall in front', 'kirkjufell'],
  ['the Hoover Dam', 'hoover-dam'],
  ['the Pantheon in Rome', 'pantheon'],
  ['Abu Simbel temple', 'abu-simbel'],
  ['the Potala Palace in Tibet', 'potala-palace'],
  ['Himeji Castle in Japan', 'himeji-castle'],
  ['Wat Arun temple at sunset', 'wat-arun'],
  ['the Oriental Pearl Tower in Shanghai', 'oriental-pearl-tower'],
  ['the striped Cape Hatteras lighthouse', 'hatteras-lighthouse'],
  ['the Little Mermaid statue in Copenhagen', 'little-mermaid-statue'],
  ['Caernarfon Castle by the water', 'caernarfon-castle'],
  ['the Uffington White Horse on the hill', 'uffington-white-horse'],
  ['the Forth Bridge', 'forth-bridge'],
  ['Durdle Door on the Jurassic Coast', 'durdle-door'],
  ['the Kelpies in Falkirk', 'kelpies-sculpture'],
  ['the Glenfinnan Viaduct with a steam train', 'glenfinnan-viaduct'],
  ['Wembley Stadium with its big arch', 'wembley-stadium'],
  ['Eilean Donan castle', 'eilean-donan'],
  ["Hadrian's Wall across the hills", 'hadrians-wall'],
  ['the Old Man of Hoy', 'hoy-sea-stack'],
  ['puffins on the cliffs by the Old Man of Hoy', 'hoy-sea-stack'],
  ['the Twelve Apostles rocks by the sea', 'twelve-apostles'],
  ['the Ponte Vecchio bridge in Florence', 'ponte-vecchio'],
  ['the Tian Tan Buddha on the hill', 'tian-tan-buddha'],
  ['the Big Buddha in Hong Kong', 'tian-tan-buddha'],
  ['Half Dome in Yosemite', 'half-dome'],
]

describe('the landmarks asked for most, drawn in their own shape', () => {
  it.each(OWN)('%s: drawn as itself (%s), nothing said', (prompt, id) => {
    expectDrawnAsItself(prompt, id)
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('draws the parts named on it, not beside it', () => {
    const subjects = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)
    expect(subjects('the Duomo in Florence with its big red dome')).toEqual(['duomo'])
    expect(subjects('Sugarloaf Mountain with the cable car')).toEqual(['sugarloaf-mountain'])
    expect(subjects('Kirkjufell mountain with the waterfall in front')).toEqual(['kirkjufell'])
    expect(subjects('the Glenfinnan Viaduct with a steam train')).toEqual(['glenfinnan-viaduct'])
  })

  it('reads a name that is also a plain phrase only as a name', () => {
    // A little mermaid is a mermaid, a grand palace a palace, a kelpie a dog: never the landmark.
    for (const prompt of [
      'a little mermaid swimming',
      'a princess in a grand palace',
      'a kelpie herding sheep',
    ])
      expect(drawn(plan(prompt)), prompt).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/little-mermaid-statue|grand-palace-bangkok|kelpies/)]),
      )
  })

  it('draws no person for a landmark named like one', () => {
    // "Old man" is a person to the readers: the Old Man of Hoy is the sea stack, labelled by its name.
    const p = plan('puffins on the cliffs by the Old Man of Hoy')
    expect(p.people).toBeUndefined()
    expect(p.subjects.map((s) => s.label)).toContain('Old Man of Hoy')
  })

  it('draws people and animals at them beside them', () => {
    const p = plan('a dragon flying over Caernarfon Castle')
    expect(drawn(p)).toContain('caernarfon-castle')
    expect(p.leftOut).toEqual([])
  })

  it('credits each drawing to Colorly', () => {
    for (const id of Object.keys({
      ...LANDMARK_WORLD_ASKED,
      ...LANDMARK_WORLD_ASKED_MORE,
      ...LANDMARK_UK_ASKED,
    }))
      expect(conceptById(id).family, id).toBe('colorly')
  })
})
