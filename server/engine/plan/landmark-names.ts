// How a landmark's name is read and where it stands: the head and lead words that show a name's kind, the
// parts its own drawing shows, names that are also people's, and the place or setting it is drawn in. Data
// only, read by plan/landmarks.ts; the names by kind are in landmark-kinds.ts, the drawn ones in
// landmark-drawings.ts.

import type { LandmarkKind } from './landmark-kinds'
import { ASKED_PARTS } from './landmark-names-asked'

/**
 * Names read by their last word ("the CN Tower", "the Brandenburg Gate", "St Basil's cathedral"): the head
 * word and the kind it is drawn as. A head word's own drawing when the name is plain ("a tower") stays the
 * reader's.
 */
export const HEAD_WORDS: Record<string, LandmarkKind> = {
  tower: 'tower',
  towers: 'tower',
  arch: 'arch',
  gate: 'arch',
  gateway: 'arch',
  monument: 'obelisk',
  needle: 'obelisk',
  cathedral: 'cathedral',
  church: 'church',
  abbey: 'cathedral',
  basilica: 'cathedral',
  chapel: 'church',
  minster: 'cathedral',
  kirk: 'church',
  mosque: 'mosque',
  masjid: 'mosque',
  temple: 'temple',
  wat: 'temple',
  monastery: 'temple',
  pagoda: 'pagoda',
  shrine: 'shrine',
  castle: 'castle',
  palace: 'palace',
  parliament: 'palace',
  fort: 'castle',
  fortress: 'castle',
  citadel: 'castle',
  chateau: 'castle',
  schloss: 'castle',
  mountain: 'mountain',
  mountains: 'mountain',
  peak: 'snowy mountain',
  volcano: 'volcano',
  rock: 'rock',
  rocks: 'rock',
  canyon: 'canyon',
  gorge: 'canyon',
  falls: 'waterfall',
  bridge: 'bridge',
  aqueduct: 'aqueduct',
  viaduct: 'aqueduct',
  pyramid: 'pyramid',
  pyramids: 'pyramid',
  lighthouse: 'lighthouse',
  stadium: 'stadium',
  building: 'skyscraper',
  memorial: 'greek temple',
  statue: 'statue',
}

/** Words before a name that show its kind: "Mount Fuji" is a mountain. */
export const LEAD_WORDS: Record<string, LandmarkKind> = {
  mount: 'snowy mountain',
  mt: 'snowy mountain',
  mont: 'snowy mountain',
  monte: 'snowy mountain',
}

/**
 * The parts a landmark's own drawing shows: "the Angel of the North with its big wings" is the Angel, its wings
 * drawn on it, never a wing beside it.
 */
export const LANDMARK_PARTS: Record<string, string[]> = {
  'angel of the north': ['wing', 'wings', 'arm', 'arms'],
  'the angel of the north': ['wing', 'wings', 'arm', 'arms'],
  'chrysler building': ['spire', 'crown', 'top', 'eagle', 'eagles', 'arch', 'arches'],
  'arc de triomphe': ['arch', 'carving', 'carvings', 'statue', 'statues', 'sculpture', 'sculptures'],
  'arc de triumph': ['arch', 'carving', 'carvings', 'statue', 'statues', 'sculpture', 'sculptures'],
  'washington monument': ['flag', 'flags'],
  'lincoln memorial': ['column', 'columns', 'pillar', 'pillars', 'step', 'steps', 'statue'],
  'the shard': ['spire', 'top', 'point'],
  'blackpool tower': ['flag', 'building', 'ballroom'],
  'angkor wat': ['tower', 'towers', 'moat', 'pond', 'reflection', 'gallery'],
  petra: ['column', 'columns', 'cliff', 'cliffs', 'rock', 'rocks', 'door', 'doorway'],
  'al khazneh': ['column', 'columns', 'cliff', 'cliffs', 'rock', 'rocks', 'door', 'doorway'],
  kremlin: ['onion', 'dome', 'domes', 'tower', 'towers', 'wall', 'walls', 'star', 'clock'],
  'the kremlin': ['onion', 'dome', 'domes', 'tower', 'towers', 'wall', 'walls', 'star', 'clock'],
  'lake bled': ['church', 'island', 'castle', 'mountain', 'mountains', 'tower', 'steeple', 'cliff'],
  'ha long bay': ['junk', 'boat', 'island', 'islands', 'rock', 'rocks', 'cliff', 'cliffs'],
  'halong bay': ['junk', 'boat', 'island', 'islands', 'rock', 'rocks', 'cliff', 'cliffs'],
  'niagara falls': ['boat', 'tour boat', 'ferry', 'spray', 'mist', 'water'],
  'mount everest': ['flag', 'flags', 'prayer', 'snow', 'peak', 'summit', 'top'],
  'london eye': ['pod', 'pods', 'capsule', 'capsules', 'wheel'],
  'white house': ['flag', 'column', 'columns', 'pillar', 'pillars', 'lawn'],
  'buckingham palace': ['flag', 'balcony', 'gate', 'gates', 'railings'],
  'nelson column': ['lion', 'lions', 'statue', 'nelson'],
  'trafalgar square': ['lion', 'lions', 'statue', 'column'],
  'tower of london': ['tower', 'towers', 'wall', 'walls', 'turret', 'turrets'],
  'forbidden city': ['roof', 'roofs', 'steps', 'stairs', 'terrace', 'terraces', 'columns'],
  'hagia sophia': ['dome', 'domes', 'minaret', 'minarets', 'tower', 'towers'],
  'st peter basilica': ['dome', 'columns', 'pillars', 'statues', 'steps'],
  'dome of the rock': ['dome', 'golden dome', 'gold dome', 'tiles', 'windows'],
  // A planet's own drawing shows its rings, bands and storm spot (art/own-drawings/boats-and-space.ts).
  saturn: ['ring', 'rings', 'band', 'bands', 'stripe', 'stripes'],
  jupiter: ['spot', 'red spot', 'storm', 'storms', 'band', 'bands', 'stripe', 'stripes', 'swirl', 'swirls'],
  neptune: ['ring', 'rings', 'spot', 'dark spot', 'storm', 'storms', 'band', 'bands', 'cloud', 'clouds'],
  'westminster abbey': ['tower', 'towers', 'window', 'windows', 'door', 'doors', 'spires'],
  'windsor castle': ['flag', 'flags', 'tower', 'towers', 'round tower', 'wall', 'walls', 'gate', 'hill'],
  merlion: ['water', 'fountain', 'spout', 'tail', 'mane'],
  'terracotta army': ['soldier', 'soldiers', 'warrior', 'warriors', 'statue', 'statues', 'rows'],
  'terracotta warriors': ['soldier', 'soldiers', 'warrior', 'warriors', 'statue', 'statues', 'rows'],
  alcatraz: ['prison', 'jail', 'lighthouse', 'island', 'rock', 'water tower'],
  'alcatraz island': ['prison', 'jail', 'lighthouse', 'rock', 'water tower'],
  'mount kilimanjaro': [
    'snow',
    'snowy top',
    'top',
    'peak',
    'summit',
    'acacia',
    'acacia tree',
    'cloud',
    'clouds',
  ],
  kilimanjaro: ['snow', 'snowy top', 'top', 'peak', 'summit', 'acacia', 'acacia tree', 'cloud', 'clouds'],
  'giants causeway': [
    'column',
    'columns',
    'stone',
    'stones',
    'rock',
    'rocks',
    'hexagon',
    'hexagons',
    'steps',
  ],
  'trevi fountain': ['statue', 'statues', 'water', 'fountain', 'pool', 'basin'],
  'burj al arab': ['helipad', 'sail'],
  'marina bay sands': ['tower', 'towers', 'roof', 'pool', 'boat', 'ship'],
  'sacre coeur': ['dome', 'domes', 'steps', 'tower', 'hill'],
  'fushimi inari': ['gate', 'gates', 'red gates', 'torii', 'torii gates', 'path', 'tunnel'],
  itsukushima: ['gate', 'torii', 'water', 'sea'],
  'machu picchu': ['terrace', 'terraces', 'ruins', 'mountain', 'mountains', 'peak', 'houses', 'walls'],
  'victoria falls': ['rainbow', 'spray', 'mist', 'water', 'waterfall', 'falls', 'gorge', 'chasm'],
  'blue mosque': ['dome', 'domes', 'minaret', 'minarets', 'tower', 'towers', 'windows'],
  'golden temple': ['dome', 'golden dome', 'gold dome', 'pool', 'lake', 'water', 'reflection', 'causeway'],
  borobudur: ['stupa', 'stupas', 'bell', 'bells', 'terrace', 'terraces', 'steps', 'stairs'],
  ...ASKED_PARTS,
}

/** Listed names that are also people's: "Petra riding a bike" is a girl, "Petra carved into the cliffs" the city. */
export const ALSO_PEOPLE = new Set(['petra', 'everest'])

/** Landmarks that are letters: lettered as they read ("the Hollywood sign on the hill": HOLLYWOOD on the hill). */
export const LANDMARK_LETTERS: Record<string, string> = {
  'hollywood sign': 'HOLLYWOOD',
}

/** Where a landmark stands when the prompt names no place: "Angkor Wat at sunrise" is in the jungle. */
export const LANDMARK_SETTINGS: Record<string, string> = {
  'angkor wat': 'in the jungle',
  angkor: 'in the jungle',
  borobudur: 'in the jungle',
  'chichen itza': 'in the jungle',
  tikal: 'in the jungle',
  'mont st michel': 'by the sea',
  petra: 'in the desert',
  uluru: 'in the desert',
  'ayers rock': 'in the desert',
  'pyramids of giza': 'in the desert',
  'great pyramid of giza': 'in the desert',
  'giants causeway': 'by the sea',
  'the giants causeway': 'by the sea',
  'twelve apostles': 'by the sea',
  // The mountain stands over the savanna, the rock and the island in the sea.
  kilimanjaro: 'on the savanna',
  'mount kilimanjaro': 'on the savanna',
  'mt kilimanjaro': 'on the savanna',
  'giant causeway': 'by the sea',
  alcatraz: 'in the sea',
  'alcatraz island': 'in the sea',
  'fushimi inari': 'in the forest',
  itsukushima: 'in the sea',
  'itsukushima shrine': 'in the sea',
  'floating torii': 'in the sea',
  'floating torii gate': 'in the sea',
}

/**
 * Places of LANDMARK_PLACES that are lands or no name at all: drawn as their landscape, not lettered (a place
 * with a name of its own, the Alps or Santorini, is lettered on the page: plan/place-caption.ts).
 */
export const LANDMARK_LANDS = new Set([
  'switzerland',
  'peru',
  'cambodia',
  'arizona',
  'the jungle',
  'easter island',
])

/**
 * Places a landmark stands in that are no city: the page's setting, said as the words it is read as. A
 * capitalised place after a landmark that is not here is a city ("the CN Tower in Toronto": in the city).
 */
export const LANDMARK_PLACES: Record<string, string> = {
  // Islands and coasts: land by the sea, never houses afloat.
  santorini: 'on the beach by the sea',
  mykonos: 'on the beach by the sea',
  capri: 'on the beach by the sea',
  dover: 'on the beach by the sea',
  'cape cod': 'on the beach by the sea',
  giza: 'in the desert',
  // Where the landmark is drawn by its own name ("the moai on Easter Island"): its island, the sea round it.
  'easter island': 'on the beach by the sea',
  sahara: 'in the desert',
  'the sahara': 'in the desert',
  'the outback': 'in the desert',
  outback: 'in the desert',
  arizona: 'in the desert',
  'monument valley': 'in the desert',
  'the alps': 'in the mountains',
  alps: 'in the mountains',
  'the himalayas': 'in the mountains',
  himalayas: 'in the mountains',
  'the rockies': 'in the mountains',
  switzerland: 'in the mountains',
  'the amazon': 'in the jungle',
  'the jungle': 'in the jungle',
  cambodia: 'in the jungle',
  peru: 'in the mountains',
}
