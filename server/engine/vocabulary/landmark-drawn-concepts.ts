import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

/**
 * Famous landmarks Colorly draws in their own shape (art/own-drawings/landmarks-drawn.ts,
 * docs/decisions/0137-landmarks-drawn.md): no longer drawn as their kind and said. Each name the gazetteer knew is
 * now in LANDMARK_DRAWINGS (plan/landmark-drawings.ts), so the place after it is still read as the skyline.
 */
const own = (id: string, setting: Concept['setting'], aliases: string): Concept =>
  ownConcept(id, 'ground', setting, aliases)

export const LANDMARK_DRAWN_CONCEPTS: Concept[] = [
  own('colosseum', 'city', 'coliseum,roman colosseum'),
  own('stonehenge', 'meadow', 'stone henge'),
  own('golden-gate-bridge', 'sea', 'golden gate'),
  own('gateway-arch', 'city', 'st louis arch,saint louis arch,st. louis arch'),
  own('cn-tower', 'city', ''),
  own('empire-state-building', 'city', 'empire state'),
  own('burj-khalifa', 'city', 'burj dubai'),
  own('notre-dame', 'city', 'notre-dame,notre dame cathedral,notre-dame cathedral,notre dame de paris'),
  own('great-wall', 'meadow', 'great wall of china'),
  own('table-mountain', 'city', ''),
  own('uluru', 'desert', 'ayers rock,ayer rock'),
  own('matterhorn', 'snow', ''),
  own(
    'christ-the-redeemer',
    'city',
    'cristo redentor,christ the redeemer statue,statue of christ the redeemer',
  ),
  own('mount-rushmore', 'meadow', 'mt rushmore,rushmore'),
  own('sagrada-familia', 'city', 'la sagrada familia,sagrada familia basilica'),
  // Towers and memorials (art/own-drawings/landmark-towers-and-memorials.ts, 0149-more-landmarks-drawn.md).
  own('shard-tower', 'city', 'shard building,shard skyscraper'),
  own('chrysler-building', 'city', 'chrysler'),
  own('arc-de-triomphe', 'city', 'arc de triomphe,arc de triumph,arc du triomphe'),
  own('washington-monument', 'city', ''),
  own('lincoln-memorial', 'city', ''),
  own('angel-of-the-north', 'meadow', 'the angel of the north'),
  // Temples, walls and places (art/own-drawings/landmark-temples-and-places.ts, 0149-more-landmarks-drawn.md).
  own('blackpool-tower', 'city', ''),
  own('angkor-wat', 'forest', 'angkor'),
  own('petra-treasury', 'desert', 'treasury at petra,al khazneh'),
  own('moscow-kremlin', 'city', 'kremlin,the kremlin'),
  own('lake-bled', 'sea', ''),
  own('ha-long-bay', 'sea', 'halong bay'),
  // Palaces, parliaments and castles (art/own-drawings/landmark-palaces-more.ts,
  // 0163-palaces-and-world-landmarks-drawn.md). The White House is reached only from the gazetteer, as a name.
  // Labelled as the name it is read by: "a white house" is a house, "a White House" the President's.
  { ...own('white-house', 'garden', ''), label: 'White House' },
  own('buckingham-palace', 'city', ''),
  own('tower-of-london', 'city', 'white tower keep'),
  own('st-pauls-cathedral', 'city', ''),
  own('houses-of-parliament', 'city', 'palace of westminster'),
  own('us-capitol', 'city', 'capitol building,united states capitol'),
  own('edinburgh-castle', 'meadow', ''),
  own('neuschwanstein-castle', 'forest', 'neuschwanstein'),
  // The world's (art/own-drawings/landmark-world-more.ts): a city in a name is read by the gazetteer as no place.
  own('london-eye', 'city', 'millennium wheel'),
  own('gherkin-tower', 'city', ''),
  own('petronas-towers', 'city', ''),
  own('atomium', 'city', ''),
  own('sydney-harbour-bridge', 'sea', 'coathanger bridge'),
  own('niagara-falls', 'forest', 'horseshoe falls'),
  own('mount-everest', 'snow', ''),
  // Monuments (art/own-drawings/landmark-monuments-more.ts).
  own('louvre-pyramid', 'city', ''),
  own('brandenburg-gate', 'city', ''),
  own('nelsons-column', 'city', ''),
  own('chichen-itza', 'forest', ''),
  own('mont-saint-michel', 'sea', ''),
  own('liberty-bell', 'city', ''),
  own('temple-of-heaven', 'garden', ''),
  own('alamo', 'city', 'alamo mission'),
  // Domes, halls and royal houses (art/own-drawings/landmark-domes-and-halls.ts,
  // 0170-more-world-landmarks-drawn.md).
  own('forbidden-city', 'city', 'the forbidden city'),
  own('hagia-sophia', 'city', 'hagia sofia'),
  own('st-peters-basilica', 'city', 'st peters basilica,saint peters basilica'),
  own('dome-of-the-rock', 'city', ''),
  own('westminster-abbey', 'city', ''),
  own('windsor-castle', 'meadow', ''),
  own('sacre-coeur', 'city', 'sacre coeur basilica'),
  own('fushimi-inari', 'forest', 'fushimi inari shrine'),
  // Statues, islands and shores (art/own-drawings/landmark-statues-and-shores.ts).
  own('merlion', 'city', 'merlion statue'),
  own('terracotta-army', 'meadow', ''),
  own('alcatraz', 'sea', ''),
  own('mount-kilimanjaro', 'savanna', ''),
  own('giants-causeway', 'sea', ''),
  own('trevi-fountain', 'city', ''),
  own('burj-al-arab', 'sea', ''),
  own('marina-bay-sands', 'city', 'sands skypark'),
  // The most famous still drawn as their kind (art/own-drawings/landmark-world-famous.ts).
  own('machu-picchu', 'meadow', 'machu pichu,huayna picchu'),
  own('victoria-falls', 'forest', 'mosi oa tunya'),
  own('blue-mosque', 'city', 'sultan ahmed mosque,sultanahmet mosque'),
  own('golden-temple', 'city', 'harmandir sahib,darbar sahib'),
  own('borobudur', 'forest', 'borobudur temple'),
]
