import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

/**
 * The landmarks families and teachers ask for most that were drawn as their kind, now drawn in their own shape
 * (art/own-drawings/landmark-world-asked*.ts, landmark-uk-asked.ts; docs/decisions/0181-landmarks-most-asked.md).
 * Each name the gazetteer knew is in LANDMARK_DRAWINGS (plan/landmark-drawings.ts), so the place after it is read.
 */
const own = (id: string, setting: Concept['setting'], aliases: string): Concept =>
  ownConcept(id, 'ground', setting, aliases)

export const LANDMARK_ASKED_CONCEPTS: Concept[] = [
  own('duomo', 'city', 'florence cathedral,duomo di firenze,santa maria del fiore,brunelleschi dome'),
  own('sugarloaf-mountain', 'sea', 'sugar loaf mountain,pao de acucar'),
  own('golden-pavilion', 'garden', 'kinkaku ji,kinkakuji,kinkaku-ji'),
  own('devils-tower', 'meadow', 'devil tower,devils tower national monument'),
  own('lotus-temple', 'city', ''),
  own('grand-palace-bangkok', 'city', ''),
  own('kirkjufell', 'meadow', 'kirkjufell mountain,kirkjufellsfoss'),
  { ...own('hoover-dam', 'desert', 'hooverdam'), label: 'Hoover Dam' },
  own('pantheon', 'city', 'pantheon rome'),
  own('abu-simbel', 'desert', 'abu simbel temple,abu simbel temples'),
  own('potala-palace', 'snow', ''),
  own('himeji-castle', 'garden', ''),
  own('wat-arun', 'city', 'temple of dawn'),
  own('oriental-pearl-tower', 'city', ''),
  own('hatteras-lighthouse', 'beach', 'cape hatteras lighthouse'),
  own('little-mermaid-statue', 'sea', ''),
  own('caernarfon-castle', 'sea', 'caernarvon castle'),
  own('uffington-white-horse', 'meadow', 'white horse of uffington'),
  own('forth-bridge', 'sea', 'forth rail bridge'),
  own('durdle-door', 'sea', ''),
  own('kelpies-sculpture', 'meadow', ''),
  own('glenfinnan-viaduct', 'meadow', 'harry potter viaduct,harry potter bridge'),
  own('wembley-stadium', 'city', 'wembley,wembley arch'),
  own('eilean-donan', 'sea', 'eilean donan castle'),
  own('hadrians-wall', 'meadow', 'hadrian wall'),
  // Reached by one word and named by no person's id ("old man" is a person to the readers), labelled by its name.
  { ...own('hoy-sea-stack', 'sea', 'oldmanofhoy'), label: 'Old Man of Hoy' },
  own('twelve-apostles', 'sea', 'twelve apostles rocks'),
  own('ponte-vecchio', 'city', ''),
  own('tian-tan-buddha', 'meadow', ''),
  own('half-dome', 'forest', ''),
]
