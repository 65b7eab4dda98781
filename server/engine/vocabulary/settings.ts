import type { SettingId } from './concept-types'
import { LANDSCAPE_SETTING_WORDS } from './landscape-words'

export type GroundKind =
  | 'hills'
  | 'seabed'
  | 'sand'
  | 'craters'
  | 'dunes'
  | 'snow'
  | 'road'
  | 'floor'
  | 'waves'
  | 'boards'
  | 'none'

export type Setting = {
  id: SettingId
  label: string
  /** Words that name the setting in a prompt ("underwater", "in the woods"). */
  words: string[]
  ground: GroundKind
  /** Share of the scene's height above the horizon. */
  horizon: number
  /** Concept ids (or procedural decorations marked with *) that make sense high up, and on the ground. */
  sky: string[]
  floor: string[]
  /** Procedural background pattern motif for intricate pages. */
  motif: 'star' | 'bubble' | 'dot' | 'heart' | 'snow' | 'cloud' | 'diamond'
}

const s = (
  id: SettingId,
  label: string,
  words: string,
  ground: GroundKind,
  horizon: number,
  sky: string,
  floor: string,
  motif: Setting['motif'],
): Setting => ({
  id,
  label,
  // Landscape features the setting draws as it is (a glen, a paddock, the coast): its own words too.
  words: [...words.split(',').map((w) => w.trim()), ...(LANDSCAPE_SETTING_WORDS[id] ?? [])],
  ground,
  horizon,
  sky: sky ? sky.split(',') : [],
  floor: floor ? floor.split(',') : [],
  motif,
})

export const SETTINGS: Record<SettingId, Setting> = {
  garden: s(
    'garden',
    'garden',
    'garden,backyard,yard,flower garden,lawn,front lawn,front yard',
    'hills',
    0.62,
    'sun,cloud,butterfly,cloud',
    'flower,tulip,sunflower,*grass,rose,mushroom',
    'dot',
  ),
  meadow: s(
    'meadow',
    'meadow',
    // A sports ground is its grass ("outside the football ground", "on the tennis court"), never the ball or a farm.
    'meadow,field,outside,outdoors,spring,hills,hill,hillside,valley,prairie,prairies,the plains,great plains,football pitch,football field,football ground,soccer field,soccer pitch,rugby pitch,rugby field,rugby ground,cricket pitch,cricket ground,cricket field,hockey pitch,hockey field,playing field,playing fields,sports field,sports ground,tennis court,grass court,baseball field,baseball diamond,ballpark',
    'hills',
    0.62,
    'sun,cloud,rainbow,kite',
    'flower,tree,*grass,tulip',
    'cloud',
  ),
  farm: s(
    'farm',
    'farm',
    'farm,barn,farmyard,barnyard,ranch,countryside',
    'hills',
    0.6,
    'sun,cloud,bird',
    '*fence,tree,sunflower,*grass,chick',
    'dot',
  ),
  forest: s(
    'forest',
    'forest',
    'forest,woods,woodland,jungle,rainforest',
    'hills',
    0.6,
    'sun,cloud,bird',
    'tree,mushroom,*grass,tree,flower',
    'diamond',
  ),
  ocean: s(
    'ocean',
    'underwater',
    'ocean,underwater,under the sea,reef,aquarium,deep sea,bottom of the sea,bottom of the ocean,sea floor,seafloor,ocean floor,seaweed,kelp,kelp forest,sea grass,seagrass,deep dark sea,deep blue sea,dark sea,deep ocean,dark ocean,depths of the sea,depths of the ocean,river bed,riverbed,lake bed,lakebed',
    'seabed',
    0.78,
    '*bubbles,fish,*bubbles,jellyfish',
    '*seaweed,coral,shell,*seaweed,crab',
    'bubble',
  ),
  sea: s(
    'sea',
    'sea',
    // "The Blue Mosque across the water", "a heron by the water": the water named as a place is the water's page.
    'sea,lake,river,pond,sailing,bay,canal,canals,lagoon,loch,across the water,over the water,on the water,by the water',
    'waves',
    0.55,
    'sun,cloud,bird,cloud',
    '*island',
    'cloud',
  ),
  beach: s(
    'beach',
    'beach',
    'beach,beaches,seaside,shore,summer,island,sand,sandy beach,sandy beaches,the sand',
    'sand',
    0.55,
    'sun,cloud,bird',
    'shell,palm-tree,umbrella,crab',
    'dot',
  ),
  space: s(
    'space',
    'outer space',
    'space,outer space,galaxy,cosmos,universe,stars',
    'none',
    1,
    '*stars,planet,moon,*stars',
    '',
    'star',
  ),
  moon: s(
    'moon',
    'the moon',
    'moon,lunar,on the moon',
    'craters',
    0.66,
    '*stars,planet,*stars,rocket',
    '',
    'star',
  ),
  // The red planet: cratered ground under a starry sky with a planet in it (a rocket lands on it).
  mars: s(
    'mars',
    'Mars',
    'mars,red planet,planet mars,on mars,martian',
    'craters',
    0.64,
    '*planet-sky,planet,*stars',
    '',
    'star',
  ),
  night: s(
    'night',
    'night sky',
    'night,nighttime,bedtime,dark',
    'hills',
    0.64,
    'moon,*stars,owl,cloud',
    'tree,mushroom,*grass',
    'star',
  ),
  city: s(
    'city',
    'city street',
    'city,town,street,streets,road,downtown,tarmac',
    'road',
    0.66,
    'cloud,sun,bird',
    '*skyline',
    'diamond',
  ),
  snow: s(
    'snow',
    'snowy winter',
    // An ice rink, a frozen pond and the ski slopes are skated and skied on: the snowy scene.
    'snow,snowy,winter,north pole,arctic,antarctica,ice,ice floe,glacier,ice rink,skating rink,rink,frozen pond,frozen lake,ski slope,ski slopes,slopes,ski hill,nursery slope,nursery slopes,ski run,piste,ice track,icy track,bobsleigh run,bobsled run,luge track',
    'snow',
    0.62,
    'snowflake,cloud,snowflake',
    'christmas-tree,snowman,*grass',
    'snow',
  ),
  desert: s(
    'desert',
    'desert',
    'desert,sahara',
    'dunes',
    0.62,
    'sun,cloud,bird',
    'cactus,palm-tree,cactus',
    'diamond',
  ),
  // Grassland with acacias: where lions, giraffes, zebras and elephants live.
  savanna: s(
    'savanna',
    'savanna',
    'savanna,savannah,safari,grassland,serengeti,african plains',
    'hills',
    0.6,
    'sun,cloud,bird',
    '*acacia,*grass',
    'dot',
  ),
  castle: s(
    'castle',
    'castle',
    'castle,kingdom,palace,fairy tale,fairytale,medieval',
    'hills',
    0.62,
    'cloud,sun,rainbow',
    '*castle-backdrop,tree,flower',
    'heart',
  ),
  sky: s('sky', 'sky', 'sky,clouds,air,flying', 'none', 1, 'cloud,sun,bird,cloud,rainbow', '', 'cloud'),
  // A park: trees and a bench on the grass, where the garden is flowers.
  park: s(
    'park',
    'park',
    'park,city park,the park',
    'hills',
    0.62,
    'sun,cloud,bird',
    'tree,bench,flower,*grass',
    'dot',
  ),
  // Built places: each draws its back wall (or fence) as a decoration, furniture from the art as props.
  zoo: s(
    'zoo',
    'zoo',
    // The zoo's back is its fence: "at the zoo fence" is at the zoo, by the fence it draws.
    'zoo,the zoo,petting zoo,zoo enclosure,zoo fence,zoo railings',
    'hills',
    0.62,
    'sun,cloud',
    '*zoo-wall,*grass',
    'dot',
  ),
  playground: s(
    'playground',
    'playground',
    'playground,play ground,school yard,schoolyard',
    'hills',
    0.62,
    'sun,cloud',
    '*playground-wall,seesaw,*grass',
    'dot',
  ),
  classroom: s(
    'classroom',
    'classroom',
    'classroom,class room,schoolroom,school,kindergarten,preschool,class,staff room,staffroom,art room,music room,school hall,assembly hall,assembly',
    'boards',
    0.6,
    '',
    '*classroom-wall,desk,books',
    'diamond',
  ),
  kitchen: s(
    'kitchen',
    'kitchen',
    // The kitchen's back wall stands over its worktop: things "on the worktop" are on the kitchen's counter.
    'kitchen,bakery,worktop,countertop,kitchen counter,kitchen worktop,work surface',
    'boards',
    0.6,
    '',
    '*kitchen-wall,stove,cooking-pot',
    'dot',
  ),
  library: s(
    'library',
    'library',
    'library,bookstore,book shop',
    'boards',
    0.6,
    '',
    '*library-wall,books',
    'diamond',
  ),
  bedroom: s(
    'bedroom',
    'bedroom',
    'bedroom,bed room,nursery,my room,his room,her room,living room,family room,playroom,sitting room,front room,lounge,spare room,games room,dining room',
    'boards',
    0.6,
    '',
    '*bedroom-wall,lamp,teddy-bear',
    'heart',
  ),
  party: s(
    'party',
    'party',
    'party,birthday,celebration,celebrate',
    'floor',
    0.72,
    'balloon,*bunting,balloon,heart',
    'gift,candy,gift',
    'heart',
  ),
}
