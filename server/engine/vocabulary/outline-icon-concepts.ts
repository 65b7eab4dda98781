import type { OutlineSetId } from './art-credits'
import type { Concept, SettingId, Zone } from './concept-types'

const o = (
  id: string,
  family: OutlineSetId,
  icon: string,
  zone: Zone,
  setting: SettingId | undefined,
  aliases = '',
  extra: Pick<Concept, 'bust'> = {},
): Concept => ({
  id,
  label: id.replace(/-/g, ' '),
  icon,
  family,
  zone,
  setting,
  aliases: aliases ? aliases.split(',').map((a) => a.trim()) : [],
  ...extra,
})

/**
 * Objects, places and animals that no emoji shows, drawn from outline icon families (silhouettes outlined like
 * the emoji art). Each was rendered at page size and kept only if a child sees what it is at once; the ones
 * rejected and why are in docs/decisions/0011-engine-outline-icons.md.
 */
export const OUTLINE_ICON_CONCEPTS: Concept[] = [
  // Buildings and landmarks
  o('lighthouse', 'game-icons', 'lighthouse', 'ground', 'beach', 'light house'),
  o('barn', 'game-icons', 'barn', 'ground', 'farm', 'red barn,farm barn'),
  o('windmill', 'game-icons', 'windmill', 'ground', 'farm', 'wind mill'),
  o('watermill', 'game-icons', 'water-mill', 'ground', 'farm', 'water mill,water wheel,mill'),
  o('igloo', 'game-icons', 'igloo', 'ground', 'snow', 'ice house'),
  o('pyramid', 'game-icons', 'great-pyramid', 'ground', 'desert', 'egyptian pyramid,great pyramid'),
  o('treehouse', 'game-icons', 'treehouse', 'ground', 'forest', 'tree house'),
  o('bridge', 'game-icons', 'arch-bridge', 'ground', 'meadow', 'arch bridge'),
  o('well', 'game-icons', 'well', 'ground', 'farm', 'wishing well,water well'),
  o('pagoda', 'game-icons', 'pagoda', 'ground', 'garden', 'japanese temple,chinese temple'),
  o('greenhouse', 'game-icons', 'greenhouse', 'ground', 'garden', 'green house,glasshouse,glass house'),
  o('log-cabin', 'game-icons', 'wood-cabin', 'ground', 'forest', 'cabin,log house,wooden house'),
  o('birdhouse', 'game-icons', 'bird-house', 'ground', 'garden', 'bird house,nest box,nesting box'),
  o('beehive', 'game-icons', 'beehive', 'ground', 'garden', 'bee hive,hive,bee house'),
  o('teepee', 'game-icons', 'tipi', 'ground', 'forest', 'tipi,tepee,wigwam'),
  o('totem-pole', 'game-icons', 'totem', 'ground', 'forest', 'totem'),
  o('greek-temple', 'game-icons', 'greek-temple', 'ground', 'desert', 'parthenon,acropolis,ancient temple'),
  o(
    'leaning-tower',
    'game-icons',
    'pisa-tower',
    'ground',
    'city',
    'leaning tower of pisa,tower of pisa,pisa tower',
  ),
  o('big-ben', 'game-icons', 'clock-tower', 'ground', 'city', 'clock tower,elizabeth tower'),
  o('eiffel-tower', 'mdi', 'eiffel-tower', 'ground', 'city', 'eiffel,tour eiffel'),
  o('carousel', 'game-icons', 'carousel', 'ground', 'party', 'merry go round,merry-go-round,roundabout'),
  o('seesaw', 'mdi', 'seesaw', 'ground', 'meadow', 'see saw,teeter totter,teeter-totter'),
  o('scarecrow', 'game-icons', 'scarecrow', 'ground', 'farm', 'scare crow'),
  o('waterfall', 'game-icons', 'waterfall', 'ground', 'forest', 'falls,cascade,water fall'),
  o('fire-hydrant', 'mdi', 'fire-hydrant', 'ground', 'city', 'hydrant,fireplug'),
  // Machines and vehicles
  o('bulldozer', 'game-icons', 'bulldozer', 'ground', 'city', 'dozer'),
  o('dump-truck', 'mdi', 'dump-truck', 'ground', 'city', 'dumper truck,tipper truck,dumper'),
  o('forklift', 'game-icons', 'forklift', 'ground', 'city', 'fork lift,forklift truck'),
  o('submarine', 'game-icons', 'submarine', 'water', 'ocean', 'sub,u boat,yellow submarine'),
  o('hot-air-balloon', 'mdi', 'hot-air-balloon', 'sky', 'sky', 'air balloon,hot air balloons'),
  o('airship', 'game-icons', 'zeppelin', 'sky', 'sky', 'zeppelin,blimp,dirigible'),
  o('covered-wagon', 'game-icons', 'old-wagon', 'ground', 'desert', 'wagon,prairie wagon,pioneer wagon'),
  o('wheelbarrow', 'game-icons', 'wheelbarrow', 'ground', 'garden', 'wheel barrow'),
  o('cannon', 'game-icons', 'cannon', 'ground', 'castle', 'pirate cannon'),
  // Things
  o('watering-can', 'game-icons', 'watering-can', 'ground', 'garden', 'watering pot'),
  o('rocking-chair', 'game-icons', 'rocking-chair', 'ground', 'garden', 'rocker'),
  o('harp', 'game-icons', 'harp', 'ground', undefined, 'lyre'),
  o('xylophone', 'game-icons', 'xylophone', 'ground', undefined, 'glockenspiel'),
  o('tuba', 'game-icons', 'tuba', 'ground', undefined, 'sousaphone,euphonium'),
  o('branch', 'game-icons', 'tree-branch', 'ground', 'forest', 'tree branch,twig,bough'),
  o('knight', 'game-icons', 'mounted-knight', 'ground', 'castle', 'knight on a horse,jousting knight'),
  // Animals
  o('seahorse', 'game-icons', 'seahorse', 'water', 'ocean', 'sea horse'),
  o('stingray', 'game-icons', 'manta-ray', 'water', 'ocean', 'manta ray,manta,ray,sting ray'),
  o('toucan', 'game-icons', 'toucan', 'ground', 'forest', '', { bust: true }),
  o('hummingbird', 'game-icons', 'hummingbird', 'sky', 'garden', 'humming bird'),
  o('dragonfly', 'game-icons', 'dragonfly', 'sky', 'garden', 'dragon fly,damselfly'),
  o('armadillo', 'game-icons', 'armadillo', 'ground', 'desert', ''),
  o('ostrich', 'game-icons', 'ostrich', 'ground', 'savanna', 'emu'),
  o('vulture', 'game-icons', 'vulture', 'ground', 'desert', 'buzzard,condor'),
]
