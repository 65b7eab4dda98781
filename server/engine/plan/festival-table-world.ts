import type { Festival } from './festival-table'

// More of the world's commonest festivals, read as festival-table.ts's are: each name whole ("Las Fallas",
// "Lag BaOmer", "Waitangi Day": never lettered as its first word nor said in part), named alone the page of its
// emblem, named as when the time of the page. Read before festival-table.ts, so a longer name ("Midsummer's
// Eve") is taken whole before a shorter one inside it ("Midsummer"). Emblems are things and doings the
// reading already draws, never a figure standing in for a saint or a god.

export const WORLD_FESTIVALS: Festival[] = [
  // Spain, Portugal and Latin America
  {
    names: 'las fallas|fallas(?: festival| de valencia)?|les falles',
    page: 'a giant papier-mache figure and fireworks at night',
    things: 'a giant papier-mache figure',
  },
  {
    names: 'san ferm[ií]n|sanfermines|running of the bulls',
    page: 'a bull running in the street',
    things: 'a bull',
  },
  { names: 'feria de abril|april fair|seville fair', page: 'a girl dancing flamenco with a paper fan' },
  { names: 'semana santa|holy week', page: 'a church with candles' },
  { names: "sant jordi|diada de sant jordi|st\\.? jordi'?s day", page: 'a book and a rose' },
  {
    names: 'festas? juninas?|festa de s[aã]o jo[aã]o|s[aã]o jo[aã]o',
    page: 'a bonfire with bunting and a straw hat',
    things: 'bunting',
  },
  { names: 'guelaguetza', page: 'a girl dancing with a basket of flowers', things: 'flowers' },
  {
    names: 'trinidad carnival|caribbean carnival|notting hill carnival|junkanoo|crop over',
    page: 'a dancer with feathers and a steel drum',
    things: 'a steel drum',
  },
  // Italy, France and the rest of Europe
  {
    names: 'la befana|befana(?: day| night)?',
    page: 'an old woman in a headscarf flying on a broomstick with a stocking',
    things: 'a stocking',
  },
  {
    names: 'venice carnival|carnival of venice|venetian carnival|carnevale(?: di venezia)?',
    page: 'a carnival mask with feathers',
    things: 'a carnival mask',
  },
  {
    names: 'fasnacht|fastnacht|fasching|karneval',
    page: 'a carnival mask and balloons',
    things: 'a carnival mask',
  },
  {
    names: "st\\.? martin'?s day|saint martin'?s day|sankt martin|martinmas|laternelaufen|lantern walk",
    page: 'children carrying lanterns at night',
    things: 'lanterns',
  },
  {
    names: 'krampusnacht|krampus night|krampuslauf|krampus run|krampus',
    page: 'an ogre mask and a bell',
    things: 'an ogre mask',
  },
  {
    names: 'einschulung|schult[uü]te day',
    page: 'a child holding a school cone in front of the school',
    things: 'a school cone',
  },
  { names: 'sechsel[aä]uten', page: 'a snowman on a bonfire' },
  { names: 'f[eê]te de la musique|world music day', page: 'a band playing in the street' },
  {
    names: 'walpurgis(?:nacht| night)?|vappu',
    page: 'a bonfire and a witch on a broomstick at night',
    things: 'a bonfire',
  },
  {
    names:
      "midsummer'?s? eve|st\\.? john'?s eve|saint john'?s eve|sant joan|noche de san juan|juhannus|sankthans(?:aften)?|(?:ivan )?kupala night|ivan kupala",
    page: 'a bonfire on the beach at night',
    things: 'a bonfire',
  },
  { names: 'maslenitsa|butter week|pancake week', page: 'a stack of pancakes and a straw doll' },
  {
    names: "syttende mai|17th of may|norwegian constitution day|(?:king'?s|koningsdag) parade",
    page: 'children waving flags in the street',
    things: 'flags',
  },
  { names: 'yule(?:tide)?', page: 'a yule log with candles' },
  { names: 'samhain', page: 'a bonfire and a pumpkin' },
  { names: 'lammas|lughnasadh', page: 'a loaf of bread' },
  { names: 'michaelmas', page: 'a basket of blackberries' },
  { names: 'easter monday|whit monday', page: 'an Easter bunny with Easter eggs' },
  { names: 'ascension day|corpus christi', page: 'a church with flowers' },
  { names: "all souls'? day|all hallows'?(?: day)?", page: 'candles and flowers' },
  // The British Isles and its games
  { names: 'highland games', page: 'a man in a kilt playing the bagpipes', things: 'bagpipes' },
  { names: 'eisteddfod', page: 'a girl singing and a harp', things: 'a harp' },
  // Jewish
  {
    names: "lag b'?a?'?omer|lag la'?omer",
    page: 'a bonfire and a bow and arrow',
    things: 'a bow and arrow',
  },
  { names: "yom ha'?atzmaut|israel(?:i)? independence day", page: 'a flag and fireworks' },
  // Aotearoa New Zealand, Australia and the Pacific
  {
    names: 'waitangi day|waitangi',
    page: 'a waka canoe on the sea and a flag',
    things: 'a flag',
  },
  { names: 'matariki|puanga', page: 'stars and a kite over the mountains at night', things: 'a kite' },
  {
    names: 'melbourne cup(?: day)?|kentucky derby|grand national|royal ascot',
    page: 'a jockey riding a racehorse',
  },
  // East and Central Asia
  { names: 'kimjang|gimjang', page: 'a jar of kimchi and cabbages', things: 'cabbages' },
  { names: 'dano|danoje|surinal', page: 'a girl on a swing', things: 'a swing' },
  { names: 'naadam', page: 'a man riding a horse and a bow and arrow', things: 'a horse' },
  { names: 'tsagaan sar|mongolian new year', page: 'dumplings and a yurt' },
  {
    names: "qixi(?: festival)?|double seventh(?: festival)?|chinese valentine'?s day",
    page: 'two birds on a bridge under the stars',
  },
  { names: 'double ninth(?: festival)?|chongyang(?: festival)?', page: 'flowers on a mountain' },
  {
    names: 'hungry ghost(?: festival| month)?|ghost festival|zhongyuan(?: festival)?',
    page: 'paper lanterns floating on the river at night',
  },
  {
    names: 'harbin ice(?: and snow)? festival|ice and snow festival|ice festival',
    page: 'a castle in the snow at night',
  },
  {
    names: 'gion matsuri|nebuta(?: matsuri)?|summer matsuri|matsuri',
    page: 'red lanterns and a drum',
    things: 'red lanterns',
  },
  // South and South East Asia
  {
    names: 'perahera|esala perahera|kandy perahera',
    page: 'an elephant with lanterns at night',
    things: 'an elephant',
  },
  { names: 'bihu|rongali bihu|bohag bihu', page: 'a girl dancing with a drum', things: 'a drum' },
  { names: 'chhath(?: puja)?', page: 'a basket of fruit by the river', things: 'a basket of fruit' },
  { names: 'teej|hariyali teej', page: 'a girl on a swing with flowers', things: 'a swing' },
  { names: 'karva chauth|karwa chauth', page: 'a diya lamp under the full moon at night' },
  { names: 'kumbh mela', page: 'people bathing in the river' },
  { names: 'thaipusam', page: 'a pot of milk and flowers' },
  { names: 'pushkar(?: camel)? fair|camel fair', page: 'a camel at a fair', things: 'a camel' },
  {
    names: 'hornbill festival',
    page: 'a man dancing with a drum',
    things: 'a drum',
  },
  // Civic days of North America and elsewhere
  {
    names: 'canadian thanksgiving|thanksgiving in canada',
    page: 'a roast turkey, a pumpkin pie and a maple leaf',
  },
  { names: 'victoria day', page: 'fireworks and a crown' },
  { names: 'pi day', page: 'a pie' },
  { names: "april fools'? day|april fool'?s'? day", page: 'a clown' },
  { names: 'pride parade|pride march|pride month', page: 'a rainbow flag', things: 'a rainbow flag' },
  { names: 'calgary stampede|stampede', page: 'a cowboy riding a horse', things: 'a cowboy hat' },
]
