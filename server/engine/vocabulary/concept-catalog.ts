import type { Concept, SettingId, Zone } from './concept-types'
import { OUTLINE_ICON_CONCEPTS } from './outline-icon-concepts'
import { PLACE_THINGS } from './place-things'

type Extra = Partial<
  Pick<Concept, 'icons' | 'icon' | 'family' | 'bust' | 'headX' | 'setting' | 'mouth' | 'topper'>
>

const c = (
  id: string,
  zone: Zone,
  setting: SettingId | undefined,
  aliases = '',
  extra: Extra = {},
): Concept => ({
  id,
  label: id.replace(/-/g, ' '),
  icon: id,
  zone,
  setting,
  aliases: aliases ? aliases.split(',').map((a) => a.trim()) : [],
  ...extra,
})

// Curated: each entry names an emoji drawing that exists in both sets (or says which icon each set uses).
// Full-body drawings were chosen over "-face" heads wherever a set has one; heads are flagged as busts.
export const CREATURES: Concept[] = [
  c('cat', 'ground', 'garden', 'kitty,kitten,tabby', { headX: { 'fluent-emoji-flat': 0.2, noto: 0.35 } }),
  c('dog', 'ground', 'garden', 'puppy,pup,doggy,hound,jack russell,labrador,labradors', {
    headX: { 'fluent-emoji-flat': 0.25, noto: 0.3 },
  }),
  c('horse', 'ground', 'farm', 'pony,stallion,mare,foal', { headX: { 'fluent-emoji-flat': 0.2, noto: 0.2 } }),
  c('cow', 'ground', 'farm', 'calf,bull,cattle', { headX: { 'fluent-emoji-flat': 0.15, noto: 0.15 } }),
  c('pig', 'ground', 'farm', 'piglet,hog,piggy', { headX: { 'fluent-emoji-flat': 0.2, noto: 0.2 } }),
  c('sheep', 'ground', 'farm', 'lamb,ewe', { icons: { 'fluent-emoji-flat': 'ewe', noto: 'ewe' } }),
  c('goat', 'ground', 'farm', 'billy goat'),
  c('chicken', 'ground', 'farm', 'hen'),
  c('rooster', 'ground', 'farm', 'cockerel'),
  c('chick', 'ground', 'farm', 'baby chick,chicks', {
    icons: { 'fluent-emoji-flat': 'baby-chick', noto: 'baby-chick' },
  }),
  c('duck', 'ground', 'farm', 'duckling'),
  c('rabbit', 'ground', 'garden', 'bunny,hare,easter bunny', {
    headX: { 'fluent-emoji-flat': 0.25, noto: 0.25 },
  }),
  c('mouse', 'ground', 'garden', 'mice'),
  c('rat', 'ground', 'forest', 'rats', {
    headX: { 'fluent-emoji-flat': 0.15, noto: 0.15 },
  }),
  c('hamster', 'ground', 'garden', 'guinea pig', { bust: true }),
  c('lion', 'ground', 'savanna', 'lioness,king of the jungle', { bust: true }),
  c('tiger', 'ground', 'forest', 'tigress', { headX: { 'fluent-emoji-flat': 0.2, noto: 0.2 } }),
  c('leopard', 'ground', 'forest', 'panther,jaguar'),
  // Its mouth is its trunk's end: what it eats, sprays or blows comes from there.
  c('elephant', 'ground', 'savanna', '', {
    mouth: {
      'fluent-emoji-flat': { x: 0.13, y: 0.78, facing: 'left' },
      noto: { x: 0.19, y: 0.78, facing: 'left' },
    },
  }),
  c('giraffe', 'ground', 'savanna', '', {
    bust: true,
    mouth: {
      'fluent-emoji-flat': { x: 0.04, y: 0.17, facing: 'left' },
      noto: { x: 0.06, y: 0.2, facing: 'left' },
    },
  }),
  c('zebra', 'ground', 'savanna', '', { bust: true }),
  c('monkey', 'ground', 'forest', 'chimp,chimpanzee,ape', {
    headX: { 'fluent-emoji-flat': 0.25, noto: 0.3 },
    mouth: {
      'fluent-emoji-flat': { x: 0.2, y: 0.3, facing: 'left' },
      noto: { x: 0.25, y: 0.3, facing: 'left' },
    },
  }),
  // Noto's gorilla comes out as a column of five small gorillas when outlined: Fluent's in both styles.
  c('gorilla', 'ground', 'forest', '', { family: 'fluent-emoji-flat' }),
  c('bear', 'ground', 'forest', 'grizzly,teddy', { bust: true }),
  c('polar-bear', 'ground', 'snow', 'ice bear', { bust: true }),
  c('panda', 'ground', 'forest', 'panda bear', { bust: true }),
  c('koala', 'ground', 'forest', '', { bust: true }),
  c('kangaroo', 'ground', 'desert', 'wallaby'),
  c('fox', 'ground', 'forest', 'vixen', { bust: true }),
  c('deer', 'ground', 'forest', 'reindeer,stag,doe,fawn'),
  c('wolf', 'ground', 'forest', '', { bust: true }),
  c('owl', 'sky', 'forest', 'owlet'),
  c('eagle', 'sky', 'sky', 'hawk,falcon'),
  c(
    'bird',
    'sky',
    'sky',
    'birdie,sparrow,robin,songbird,bluebird,blue jay,finch,canary,canaries',
    // The beak is on the left; the raised tail, the drawing's top, is not its head.
    { headX: { 'fluent-emoji-flat': 0.15, noto: 0.15 } },
  ),
  c('parrot', 'ground', 'forest', 'macaw,parakeet,galah,galahs'),
  c('penguin', 'ground', 'snow', ''),
  c('flamingo', 'ground', 'beach', ''),
  c('peacock', 'ground', 'garden', 'peafowl'),
  c('swan', 'surface', 'sea', ''),
  c('dove', 'sky', 'sky', 'pigeon'),
  c('fish', 'water', 'ocean', 'goldfish,koi,koi fish,koi carp,~catfish,~guppy,~guppies', {
    icons: { 'fluent-emoji-flat': 'tropical-fish', noto: 'tropical-fish' },
  }),
  c('shark', 'water', 'ocean', ''),
  c('whale', 'water', 'ocean', '', {
    icons: { 'fluent-emoji-flat': 'spouting-whale', noto: 'spouting-whale' },
  }),
  c('dolphin', 'water', 'ocean', 'porpoise'),
  c('octopus', 'water', 'ocean', ''),
  c('crab', 'water', 'ocean', ''),
  c('lobster', 'water', 'ocean', 'crayfish'),
  c('jellyfish', 'water', 'ocean', 'jelly fish'),
  c('turtle', 'ground', 'beach', 'tortoise,sea turtle'),
  c('snail', 'ground', 'garden', 'slug'),
  c('butterfly', 'sky', 'garden', '~moth'),
  c('bee', 'sky', 'garden', 'honeybee,bumblebee,queen bee,queen bees,worker bee,worker bees,bumble bee', {
    icons: { 'fluent-emoji-flat': 'honeybee', noto: 'honeybee' },
  }),
  c('ladybug', 'ground', 'garden', 'ladybird', {
    icons: { 'fluent-emoji-flat': 'lady-beetle', noto: 'lady-beetle' },
  }),
  c('spider', 'ground', 'night', ''),
  c('snake', 'ground', 'desert', 'serpent,python,cobra'),
  c('lizard', 'ground', 'desert', 'gecko,iguana,chameleon'),
  c('crocodile', 'ground', 'forest', 'alligator,croc'),
  c('frog', 'ground', 'garden', 'toad'),
  c('dragon', 'ground', 'castle', '', {
    headX: { 'fluent-emoji-flat': 0.25, noto: 0.3 },
    mouth: {
      'fluent-emoji-flat': { x: 0.08, y: 0.24, facing: 'left' },
      noto: { x: 0.17, y: 0.24, facing: 'left' },
    },
  }),
  c('unicorn', 'ground', 'castle', '', { bust: true }),
  c('dinosaur', 'ground', 'forest', 't rex,t-rex,tyrannosaurus,trex,dino', {
    icons: { 'fluent-emoji-flat': 't-rex', noto: 't-rex' },
  }),
  c('sauropod', 'ground', 'forest', 'brontosaurus,brachiosaurus,diplodocus,long neck dinosaur'),
  c('camel', 'ground', 'desert', 'dromedary'),
  c('llama', 'ground', 'farm', 'alpaca'),
  c('hedgehog', 'ground', 'forest', 'porcupine'),
  c('squirrel', 'ground', 'forest', 'chipmunk', {
    icons: { 'fluent-emoji-flat': 'chipmunk', noto: 'chipmunk' },
    // Both face left, a nut in the front paws under the chin.
    headX: { 'fluent-emoji-flat': 0.2, noto: 0.3 },
    mouth: {
      'fluent-emoji-flat': { x: 0.14, y: 0.5, facing: 'left' },
      noto: { x: 0.14, y: 0.56, facing: 'left' },
    },
  }),
  c('bat', 'sky', 'night', ''),
  c('sloth', 'ground', 'forest', ''),
  c('otter', 'water', 'ocean', 'otters,sea otter,sea otters,river otter'),
  c('beaver', 'ground', 'forest', ''),
  c('raccoon', 'ground', 'forest', '', { bust: true }),
  c('hippopotamus', 'ground', 'savanna', 'hippo'),
  c('rhinoceros', 'ground', 'savanna', 'rhino'),
  c('mammoth', 'ground', 'snow', 'woolly mammoth'),
  c('seal', 'water', 'snow', 'sea lion'),
]

export const VEHICLES: Concept[] = [
  c('car', 'ground', 'city', 'automobile,auto,motorcar', {
    icons: { 'fluent-emoji-flat': 'automobile', noto: 'automobile' },
  }),
  c('race-car', 'ground', 'city', 'racing car,racecar,sports car', {
    icons: { 'fluent-emoji-flat': 'racing-car', noto: 'racing-car' },
  }),
  c('police-car', 'ground', 'city', 'cop car'),
  c('fire-truck', 'ground', 'city', 'fire engine,firetruck', {
    icons: { 'fluent-emoji-flat': 'fire-engine', noto: 'fire-engine' },
  }),
  c('ambulance', 'ground', 'city', ''),
  c('bus', 'ground', 'city', 'school bus,coach'),
  c('truck', 'ground', 'city', 'lorry,delivery truck', {
    icons: { 'fluent-emoji-flat': 'delivery-truck', noto: 'delivery-truck' },
  }),
  c('tractor', 'ground', 'farm', ''),
  c('bicycle', 'ground', 'city', 'bike,cycle,~tricycle,~trike'),
  c('motorcycle', 'ground', 'city', 'motorbike'),
  c('train', 'ground', 'farm', 'locomotive,steam train,steam engine', {
    icons: { 'fluent-emoji-flat': 'locomotive', noto: 'locomotive' },
  }),
  c('airplane', 'sky', 'sky', 'plane,aeroplane,jet,aircraft'),
  c('helicopter', 'sky', 'sky', 'chopper'),
  c(
    'rocket',
    'sky',
    'space',
    'spaceship,rocket ship,space ship,spacecraft,rocket launch,rocket launching,rocket lift off,rocket liftoff,space launch',
  ),
  c('ufo', 'sky', 'space', 'flying saucer', {
    icons: { 'fluent-emoji-flat': 'flying-saucer', noto: 'flying-saucer' },
  }),
  c('sailboat', 'surface', 'sea', 'sailing boat,yacht,boat'),
  c('pirate-ship', 'surface', 'sea', 'pirate boat', {
    icons: { 'fluent-emoji-flat': 'sailboat', noto: 'sailboat' },
    topper: 'pirate-flag',
  }),
  c('pirate-flag', 'sky', 'sea', 'jolly roger,skull and crossbones'),
  c('ship', 'surface', 'sea', 'cruise ship,ocean liner,steamship'),
  c('canoe', 'surface', 'sea', 'kayak'),
  c('speedboat', 'surface', 'sea', 'motorboat,motor boat'),
  c('scooter', 'ground', 'city', 'kick scooter', {
    icons: { 'fluent-emoji-flat': 'kick-scooter', noto: 'kick-scooter' },
  }),
  c('skateboard', 'ground', 'city', ''),
]

export const FOOD: Concept[] = [
  // A fairy cake is the British name of a cupcake: the same little iced cake, drawn as it is.
  c(
    'cupcake',
    'table',
    'party',
    'muffin,chocolate chip muffin,chocolate chip muffins,choc chip muffin,fairy cake,fairy cakes,butterfly cake,butterfly cakes',
  ),
  c('birthday-cake', 'table', 'party', 'cake,birthday cake'),
  c('donut', 'table', 'party', 'doughnut', { icons: { 'fluent-emoji-flat': 'doughnut', noto: 'doughnut' } }),
  c(
    'ice-cream',
    'table',
    'beach',
    'ice cream cone,ice cream cones,waffle cone,soft serve,sundae,gelato,~popsicle,~ice pop,~ice lolly',
    {
      icons: { 'fluent-emoji-flat': 'soft-ice-cream', noto: 'soft-ice-cream' },
    },
  ),
  c('pizza', 'table', undefined, ''),
  c('hamburger', 'table', undefined, 'burger,cheeseburger'),
  c('hot-dog', 'table', undefined, 'hotdog'),
  c('taco', 'table', undefined, ''),
  c('apple', 'table', 'farm', '', { icons: { 'fluent-emoji-flat': 'red-apple', noto: 'red-apple' } }),
  c('banana', 'table', undefined, ''),
  c('strawberry', 'table', 'garden', ''),
  c('watermelon', 'table', 'beach', 'melon'),
  c('cherries', 'table', undefined, 'cherry'),
  c('grapes', 'table', undefined, 'grape'),
  c('pineapple', 'table', 'beach', ''),
  c('carrot', 'table', 'garden', '~parsnip,~parsnips'),
  c(
    'cookie',
    'table',
    undefined,
    'biscuit,chocolate chip cookie,chocolate chip cookies,choc chip cookie,choc chip cookies,anzac biscuit,anzac biscuits,oat biscuit,oat biscuits,oatmeal cookie,oatmeal cookies,oatmeal raisin cookie,oatmeal raisin cookies,sugar cookie,sugar cookies,digestive biscuit,digestive biscuits,ginger biscuit,ginger biscuits,ginger nut,ginger nuts',
  ),
  c('lollipop', 'table', 'party', 'lolly'),
  c('candy', 'table', 'party', 'sweet,sweets,bonbon'),
  c('croissant', 'table', undefined, ''),
  c('cheese', 'table', undefined, '', {
    icons: { 'fluent-emoji-flat': 'cheese-wedge', noto: 'cheese-wedge' },
  }),
  c('avocado', 'table', undefined, ''),
  c('pear', 'table', undefined, ''),
  c('lemon', 'table', undefined, 'lime'),
]

export const FANTASY_AND_PEOPLE: Concept[] = [
  c('astronaut', 'ground', 'moon', 'spaceman,cosmonaut', {
    headX: { 'fluent-emoji-flat': 0.5, noto: 0.5 },
    bust: true,
  }),
  c('fairy', 'sky', 'garden', 'pixie,tinkerbell', {
    icons: { 'fluent-emoji-flat': 'person-fairy', noto: 'fairy' },
  }),
  c('mermaid', 'water', 'ocean', 'merman,mermaids', {
    icons: { 'fluent-emoji-flat': 'woman-merpeople', noto: 'mermaid' },
  }),
  c('wizard', 'ground', 'castle', 'mage,sorcerer,magician', {
    icons: { 'fluent-emoji-flat': 'person-mage', noto: 'mage' },
  }),
  // A witch is the woman mage, not the bearded one.
  c('witch', 'ground', 'castle', 'sorceress,woman mage,woman wizard', {
    icons: { 'fluent-emoji-flat': 'woman-mage', noto: 'woman-mage' },
  }),
  c('superhero', 'sky', 'city', 'super hero,hero', {
    icons: { 'fluent-emoji-flat': 'person-superhero', noto: 'superhero' },
  }),
  c('princess', 'ground', 'castle', 'queen', { bust: true }),
  c('prince', 'ground', 'castle', 'king', { bust: true }),
  c('ghost', 'sky', 'night', 'spook,phantom'),
  c('alien', 'ground', 'space', 'martian,extraterrestrial'),
  c('robot', 'ground', 'city', 'android,droid', { bust: true }),
  c('snowman', 'ground', 'snow', 'snow man', {
    icons: { 'fluent-emoji-flat': 'snowman', noto: 'snowman' },
  }),
  c('santa', 'ground', 'snow', 'santa claus,father christmas,saint nick', {
    icons: { 'fluent-emoji-flat': 'santa-claus', noto: 'santa-claus' },
    bust: true,
  }),
  c('teddy-bear', 'ground', 'garden', 'teddy bear,stuffed animal'),
  c('girl', 'ground', 'garden', 'little girl,woman,lady', {
    icons: { 'fluent-emoji-flat': 'woman-standing', noto: 'woman-standing' },
  }),
  c('clown', 'ground', 'party', '', {
    icons: { 'fluent-emoji-flat': 'clown-face', noto: 'clown-face' },
    bust: true,
  }),
]

export const THINGS: Concept[] = [
  c('castle', 'ground', 'castle', 'fortress', {
    icons: { 'fluent-emoji-flat': 'castle', noto: 'castle' },
  }),
  c('house', 'ground', 'garden', 'home,cottage,~village', {
    icons: { 'fluent-emoji-flat': 'house-with-garden', noto: 'house-with-garden' },
  }),
  c('christmas-tree', 'ground', 'snow', 'xmas tree'),
  c('pumpkin', 'ground', 'night', 'jack o lantern,jack-o-lantern,halloween pumpkin', {
    icons: { 'fluent-emoji-flat': 'jack-o-lantern', noto: 'jack-o-lantern' },
  }),
  c('gift', 'ground', 'party', 'present,gift box', {
    icons: { 'fluent-emoji-flat': 'wrapped-gift', noto: 'wrapped-gift' },
  }),
  c('heart', 'sky', 'party', 'love heart', {
    icons: { 'fluent-emoji-flat': 'red-heart', noto: 'red-heart' },
  }),
  c('tree', 'ground', 'forest', 'oak', {
    icons: { 'fluent-emoji-flat': 'deciduous-tree', noto: 'deciduous-tree' },
  }),
  c('palm-tree', 'ground', 'beach', 'palm,coconut tree'),
  c('cactus', 'ground', 'desert', 'cacti'),
  c('sunflower', 'ground', 'garden', ''),
  c('flower', 'ground', 'garden', 'daisy,blossom,bloom,wildflower,wildflowers,wild flower,wild flowers', {
    icons: { 'fluent-emoji-flat': 'blossom', noto: 'blossom' },
  }),
  c('tulip', 'ground', 'garden', ''),
  c('rose', 'ground', 'garden', ''),
  c('mushroom', 'ground', 'forest', 'toadstool,fly agaric'),
  c('rainbow', 'sky', 'meadow', ''),
  c('sun', 'sky', 'meadow', 'sunshine', {
    icons: { 'fluent-emoji-flat': 'sun-with-face', noto: 'sun-with-face' },
  }),
  c('moon', 'sky', 'night', 'crescent moon,half moon', {
    icons: { 'fluent-emoji-flat': 'crescent-moon', noto: 'crescent-moon' },
  }),
  c('star', 'sky', 'night', 'stars', { icons: { 'fluent-emoji-flat': 'glowing-star', noto: 'star' } }),
  c('planet', 'sky', 'space', 'saturn,planets', {
    icons: { 'fluent-emoji-flat': 'ringed-planet', noto: 'ringed-planet' },
  }),
  c('volcano', 'ground', 'forest', ''),
  c('tent', 'ground', 'forest', 'camping,campsite,campground,camp,summer camp', {
    icons: { 'fluent-emoji-flat': 'camping', noto: 'camping' },
  }),
  c('umbrella', 'ground', 'beach', 'parasol'),
  // Clocks with hands and no numbers (the o'clock faces stay out: a face of numbers is not a subject).
  c('clock', 'ground', undefined, 'mantel clock,mantelpiece clock,clocks', {
    icons: { 'fluent-emoji-flat': 'mantelpiece-clock', noto: 'mantelpiece-clock' },
  }),
  c('alarm-clock', 'ground', undefined, 'alarm', {
    icons: { 'fluent-emoji-flat': 'alarm-clock', noto: 'alarm-clock' },
  }),
  c('menorah', 'ground', 'party', 'hanukkah menorah,chanukah menorah,hanukkiah,hanukkah,chanukah'),
  c('soccer-ball', 'ground', 'meadow', 'football,soccer,ball'),
  c('basketball', 'ground', 'city', ''),
  c('guitar', 'ground', undefined, ''),
  c('drum', 'ground', undefined, 'drums'),
  c('kite', 'sky', 'meadow', ''),
  c('balloon', 'sky', 'party', 'balloons'),
  c('anchor', 'ground', 'ocean', ''),
  c('crown', 'head', 'castle', 'tiara,diadem'),
  c('top-hat', 'head', undefined, 'hat,tophat,magic hat'),
  c('cap', 'head', undefined, 'baseball cap', {
    icons: { 'fluent-emoji-flat': 'billed-cap', noto: 'billed-cap' },
  }),
  c('graduation-cap', 'head', undefined, 'mortarboard'),
  c('bow', 'head', undefined, 'ribbon', { icons: { 'fluent-emoji-flat': 'ribbon', noto: 'ribbon' } }),
  c('party-hat', 'head', 'party', 'birthday hat', {
    icons: { 'fluent-emoji-flat': 'party-popper', noto: 'party-popper' },
  }),
  c('fire', 'ground', undefined, 'flame,flames,campfire,bonfire,bonfires'),
  c('egg', 'ground', 'meadow', 'easter egg,eggs'),
  c('clover', 'ground', 'meadow', 'shamrock,four leaf clover', {
    icons: { 'fluent-emoji-flat': 'four-leaf-clover', noto: 'four-leaf-clover' },
  }),
  c('candle', 'table', undefined, 'candles'),
  c('book', 'table', undefined, 'books,storybook,story book,~comics,~comic book,~comic', {
    icons: { 'fluent-emoji-flat': 'open-book', noto: 'open-book' },
  }),
  c('honey', 'table', 'forest', 'honey pot,honeypot,pot of honey', {
    icons: { 'fluent-emoji-flat': 'honey-pot', noto: 'honey-pot' },
  }),
  // Noto's parcel falls apart when outlined (a row of tiny boxes): Fluent's in both styles.
  c('box', 'ground', undefined, 'cardboard box,parcel,package', {
    icon: 'package',
    family: 'fluent-emoji-flat',
  }),
  c('bell', 'sky', undefined, 'bells,jingle bell'),
  c('cloud', 'sky', 'sky', 'clouds'),
  c('snowflake', 'sky', 'snow', 'snowflakes'),
  c('shell', 'ground', 'beach', 'seashell,sea shell,~walnut shell,~nutshell', {
    icons: { 'fluent-emoji-flat': 'spiral-shell', noto: 'spiral-shell' },
  }),
  c('coral', 'ground', 'ocean', 'reef'),
  c('treasure', 'ground', 'ocean', 'treasure chest,money bag', {
    icons: { 'fluent-emoji-flat': 'money-bag', noto: 'money-bag' },
  }),
  // Everyday things the words named and the page left out, drawn by an emoji under the word a prompt uses
  // (docs/decisions/0069-everyday-things-drawn.md).
  c('dishes', 'table', undefined, 'dish,plate,plates,dirty dishes,dinner plate,fork and knife with plate', {
    icon: 'fork-and-knife-with-plate',
  }),
  c(
    'blueberries',
    'table',
    'forest',
    'berries,berry,blueberry,wild berries,~blackcurrant,~blackcurrants,~cranberry,~cranberries',
  ),
  // A firefly is a beetle: the beetle drawing, named as the prompt names it.
  c('beetle', 'ground', 'garden', 'scarab,firefly,fireflies,lightning bug,lightning bugs,~glowworm'),
]

// Everyday things the emoji art holds under names teachers do not use: winter gear, clothes, school and
// kitchen things (docs/decisions/0070-everyday-tools-and-things.md).
export const EVERYDAY: Concept[] = [
  c('gloves', 'ground', 'snow', 'glove,mittens,mitten,winter gloves,pair of gloves'),
  c('coat', 'ground', undefined, '~raincoat,~rain coat,jacket,winter coat,overcoat,parka,anorak'),
  c('scarf', 'ground', 'snow', 'scarves,winter scarf'),
  c('skis', 'ground', 'snow', 'ski,pair of skis'),
  c('straight-ruler', 'ground', undefined, 'ruler,rulers'),
  c('fork-and-knife', 'table', undefined, 'fork,forks,knife and fork,cutlery,silverware'),
  c('kitchen-knife', 'table', undefined, 'knife,knives'),
  c('thong-sandal', 'ground', 'beach', 'sandal,sandals,flip flops,flip-flops,flipflops'),
  c('luggage', 'ground', undefined, 'suitcase,suitcases'),
  c('jeans', 'ground', undefined, 'pants,trousers'),
  c('t-shirt', 'ground', undefined, 'shirt,tshirt,tee shirt'),
  // The tools a profession is shown with (docs/decisions/0080-worn-things-and-tools.md).
  c('stop-sign', 'ground', 'city', 'stop signs,octagonal sign,lollipop sign'),
  // Held in the hand (the emoji vocabulary had it in the sky, with the weather).
  c('thermometer', 'table', undefined, 'thermometers,medical thermometer'),
  c('adhesive-bandage', 'table', undefined, 'bandage,bandages,band aid,band-aid,bandaid,plaster'),
]

export const ALL_CONCEPTS: Concept[] = [
  ...CREATURES,
  ...VEHICLES,
  ...FOOD,
  ...FANTASY_AND_PEOPLE,
  ...THINGS,
  ...EVERYDAY,
  ...PLACE_THINGS,
  // Last, so an emoji drawing keeps any name both could claim.
  ...OUTLINE_ICON_CONCEPTS,
]
