// What Magic Prompt knows about a subject: which kind of thing it is (for the little extra it
// gets) and where it naturally lives (for the setting). Settings use words the builtin engine
// turns into a scene (savanna, forest, underwater, snowy, farm, garden, space, city, castle...).

export type SubjectKind = 'creature' | 'vehicle' | 'food' | 'thing'

export type SubjectScene = { kind: SubjectKind; words: string[]; settings: string[] }

const scene = (kind: SubjectKind, words: string, ...settings: string[]): SubjectScene => ({
  kind,
  words: words.split(',').map((w) => w.trim()),
  settings,
})

export const subjectScenes: SubjectScene[] = [
  scene(
    'creature',
    'lion,lioness,giraffe,elephant,zebra,rhino,rhinoceros,hippo,hippopotamus,cheetah,leopard,meerkat,ostrich',
    'sitting in a sunny savanna with acacia trees',
    'standing in tall savanna grass under a big sun',
  ),
  scene(
    'creature',
    'tiger,monkey,gorilla,parrot,toucan,sloth,chameleon,jaguar,orangutan,lemur',
    'in a leafy jungle with big tropical leaves and vines',
    'on a jungle branch beside a waterfall',
  ),
  scene(
    'creature',
    'shark,whale,dolphin,fish,octopus,sea turtle,turtle,crab,seahorse,jellyfish,mermaid,starfish,lobster,narwhal',
    'swimming in a coral reef with seaweed and bubbles',
    'under the sea beside a treasure chest',
  ),
  scene(
    'creature',
    'penguin,polar bear,seal,walrus,snowman,reindeer,husky,arctic fox,snowy owl',
    'on a snowy ice field with icebergs',
    'in a snowy landscape with falling snowflakes',
  ),
  scene(
    'creature',
    'cow,pig,piglet,horse,pony,sheep,lamb,chicken,hen,rooster,chick,duck,duckling,goat,donkey,llama,alpaca',
    'on a farm with a red barn and a wooden fence',
    'in a farmyard with hay bales and a windmill',
  ),
  scene(
    'creature',
    'bear,fox,deer,owl,squirrel,rabbit,bunny,hedgehog,raccoon,wolf,badger,moose,beaver,mouse,chipmunk',
    'in a forest clearing with tall trees and mushrooms',
    'beside a cozy tree stump in the woods',
  ),
  scene(
    'creature',
    'cat,kitten,dog,puppy,hamster,guinea pig,teddy bear,bunny rabbit',
    'in a sunny garden with flowers and a picket fence',
    'curled up on a cushion in a cozy room',
  ),
  scene(
    'creature',
    'dinosaur,t-rex,t rex,trex,triceratops,stegosaurus,brontosaurus,velociraptor,pterodactyl,mammoth',
    'in a prehistoric jungle with ferns and a smoking volcano',
    'beside a prehistoric lake with giant ferns',
  ),
  scene(
    'creature',
    'dragon,unicorn,fairy,princess,prince,knight,wizard,pegasus,griffin,elf,gnome,troll,phoenix',
    'near a fairy-tale castle on a hill with flags',
    'in an enchanted forest with glowing mushrooms',
  ),
  scene(
    'creature',
    'butterfly,bee,ladybug,ladybird,snail,caterpillar,dragonfly,frog,grasshopper',
    'in a flower garden with tall grass',
    'on a big leaf beside a blooming flower',
  ),
  scene('creature', 'bird,eagle,hummingbird,flamingo,swan,peacock', 'in the sky with fluffy clouds'),
  scene('creature', 'camel,scorpion,lizard,roadrunner', 'in a sandy desert with cacti and dunes'),
  scene('creature', 'robot,astronaut,alien', 'in outer space with planets and stars'),
  scene('vehicle', 'rocket,spaceship,ufo,satellite', 'flying through outer space with planets and stars'),
  scene(
    'vehicle',
    'fire truck,firetruck,police car,race car,garbage truck,car,truck,bus,ambulance,taxi,motorcycle,bicycle,bike,scooter,digger,excavator,bulldozer,tractor',
    'on a city street with buildings and trees',
    'on a winding country road past rolling hills',
  ),
  scene('vehicle', 'train,steam engine,locomotive', 'on railway tracks through rolling hills'),
  scene(
    'vehicle',
    'airplane,plane,helicopter,hot air balloon,jet,kite',
    'flying in the sky with fluffy clouds',
  ),
  scene(
    'vehicle',
    'pirate ship,sailboat,boat,ship,canoe,submarine,lighthouse',
    'on ocean waves with seagulls overhead',
  ),
  scene(
    'food',
    'birthday cake,cake,cupcake,ice cream,pizza,donut,doughnut,cookie,hamburger,burger,sandwich,lollipop,candy,taco',
    'on a party table with balloons and streamers',
    'on a picnic blanket with a basket',
  ),
  scene(
    'food',
    'apple,banana,strawberry,watermelon,cherries,grapes,pineapple,pear,lemon,carrot,fruit,vegetables',
    'in a basket on a kitchen table',
    'growing in a sunny garden',
  ),
  scene('thing', 'castle,palace', 'on a hill with a winding path and fluffy clouds'),
  scene('thing', 'flower,sunflower,rose,tulip,daisy,tree', 'in a garden under a smiling sun'),
  scene('thing', 'pumpkin,jack-o-lantern,scarecrow', 'in a pumpkin patch with curly vines'),
  scene('thing', 'christmas tree,present,gift,stocking,gingerbread house', 'in a cozy room with a fireplace'),
]

// Longest words first, so "polar bear" is found before "bear" and "fire truck" before "truck".
const index = subjectScenes
  .flatMap((s) => s.words.map((word) => ({ word, scene: s })))
  .sort((a, b) => b.word.length - a.word.length)

/** The scene of the subject named earliest in the text, if Magic Prompt knows it. */
export function findSubjectScene(text: string): SubjectScene | undefined {
  const lower = text.toLowerCase()
  let best: { at: number; scene: SubjectScene } | undefined
  for (const { word, scene } of index) {
    const match = new RegExp(`\\b${word.replace(/[-\s]/g, '[-\\s]?')}(s|es)?\\b`).exec(lower)
    if (match && (!best || match.index < best.at)) best = { at: match.index, scene }
  }
  return best?.scene
}
