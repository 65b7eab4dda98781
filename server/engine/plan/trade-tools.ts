// The trades a child's book of jobs shows, each with the one thing it works with: a town crier's handbell, a
// thatcher's bundle of straw, a surveyor's tripod, a welder's torch and sparks, a violinist's violin. A trade
// named without its thing was drawn as a stranger in a garden ("a town crier shouting the news"); with this
// table the thing is drawn as job-tools.ts draws a job's tool: in the hands when held, beside the worker when
// too big to hold (no `held`), an extra never said left out, and never when the prompt names the thing itself
// or puts something else in the hands ("with a puppet").
//
// Rows are `always` (a trade is known by its thing, at work or not): "a beekeeper" alone shows the hive. A
// doing with a pose and tool of its own keeps them (job-tools.ts `OWN_POSE`: "a lumberjack chopping" swings
// the axe the chop gives). The cellist's cello is the cello pose's own drawing (people-action-words.ts).

import type { SettingId } from '../vocabulary'

/**
 * One job (job-tools.ts and the trades here): its names (a regex source, singular and plural), the tool as a child names it, the held drawing
 * (none: the thing stands beside the worker, a loom or a beehive).
 */
export type JobTool = {
  job: string
  thing: string
  held?: string
  always?: true
  setting?: SettingId
  /** The trade is known by its thing before any bare verb's tool (a thatcher mending: the straw, no hammer). */
  first?: true
}

/**
 * One trade: its names (a regex source, singular and plural), its thing as a child names it, the held drawing,
 * and whether the thing comes before a bare verb's tool (`first`: "a thatcher mending a roof" has the straw).
 */
const trade = (job: string, thing: string, held?: string, first?: 'first'): JobTool => ({
  job,
  thing,
  ...(held ? { held } : {}),
  always: true,
  ...(first ? { first: true as const } : {}),
})

/** The trades and their things, by kind of work. */
export const TRADE_TOOL_ROWS: JobTool[] = [
  // Music: each player by the instrument of the name.
  trade('violinists?|fiddlers?|violin players?', 'violin', 'violin'),
  trade('harpists?|harp players?', 'harp'),
  trade('trumpeters?|trumpet players?|buglers?', 'trumpet', 'trumpet'),
  trade('saxophonists?|sax players?|saxophone players?', 'saxophone', 'saxophone'),
  trade('flautists?|flutists?|flute players?', 'flute', 'flute'),
  trade('pianists?|piano players?', 'piano'),
  trade('accordionists?|accordion players?', 'accordion', 'accordion'),
  trade('banjo players?|banjoists?', 'banjo', 'banjo'),
  trade('trombonists?|trombone players?', 'trombone', 'trombone'),
  trade('clarinettists?|clarinetists?|clarinet players?', 'clarinet', 'clarinet'),
  trade('tuba players?', 'tuba', 'tuba'),
  trade('bagpipers?|pipers?|bagpipe players?', 'bagpipes', 'bagpipes'),
  trade('singers?|pop stars?|rock stars?|crooners?', 'microphone', 'microphone'),
  trade('reporters?|journalists?|news reporters?', 'microphone', 'microphone'),
  // Crafts and building trades.
  trade('town criers?|bellm[ae]n', 'handbell', 'handbell', 'first'),
  trade('thatchers?', 'straw bundle', 'straw-bundle', 'first'),
  trade('welders?', 'welding torch', 'welding-torch', 'first'),
  trade('surveyors?|land surveyors?', 'tripod', undefined, 'first'),
  trade('tilers?|tile fitters?', 'tiles', 'tiles', 'first'),
  trade('roofers?', 'ladder'),
  trade('blacksmiths?|smiths?', 'anvil'),
  trade('farriers?', 'horseshoe', 'horseshoe'),
  trade('stonemasons?|stone masons?|masons?|sculptors?|stone carvers?', 'chisel', 'chisel'),
  trade('potters?', 'pottery wheel'),
  trade('weavers?', 'loom'),
  trade('knitters?', 'yarn', 'yarn'),
  trade('upholsterers?', 'fabric', 'fabric-roll', 'first'),
  trade('tailors?', 'tape measure', 'tape-measure'),
  trade('dressmakers?|seamstress(?:es)?|sewists?', 'sewing machine'),
  trade('shoemakers?|cobblers?|shoe menders?', 'shoe', 'running-shoe'),
  trade('clockmakers?|watchmakers?|clock menders?', 'clock'),
  trade('candlemakers?|chandlers?', 'candle', 'candle'),
  trade('cheesemakers?|cheese makers?', 'cheese rack'),
  trade('miners?|coal miners?|gold miners?', 'pickaxe', 'pick'),
  trade('lumberjacks?|woodcutters?|loggers?|foresters?', 'axe', 'axe'),
  trade('road ?workers?|roadworkers?|road menders?|workm[ae]n', 'traffic cone'),
  trade('painters? and decorators?|decorators?|house painters?', 'paint roller', 'paint-roller'),
  trade('chocolatiers?|confectioners?', 'chocolate', 'chocolate-bar'),
  trade('coopers?|barrel makers?', 'barrel', undefined, 'first'),
  trade('auctioneers?', 'gavel', 'gavel', 'first'),
  trade('(?:dry )?stone wallers?|(?:dry )?stone wall builders?|wallers?', 'stone wall', undefined, 'first'),
  trade('saddlers?|saddle makers?', 'saddle'),
  trade('glass ?blowers?', 'vase', 'vase'),
  trade('wood ?carvers?|whittlers?', 'chisel', 'chisel'),
  trade('jewell?ers?|goldsmiths?|silversmiths?', 'ring', 'ring'),
  trade('butchers?', 'meat', 'cut-of-meat'),
  trade('chimney ?sweeps?', 'broom', 'broom'),
  // Farm and country.
  // No farmer's row: a farmer is known by his clothes and drives, rides or feeds more than he forks hay
  // ("a farmer on a tractor" holding a pitchfork).
  trade('shepherds?|shepherdess(?:es)?|herders?|goatherds?', 'crook', 'crook'),
  trade('beekeepers?|bee ?keepers?|apiarists?', 'beehive'),
  trade('fishermen|fisherman|fisherwom[ae]n|anglers?', 'fishing rod', 'fishing-pole'),
  trade('milkmaids?', 'bucket', 'bucket'),
  // Shops and markets.
  trade('cashiers?|checkout (?:girls?|assistants?)|shopkeepers?|shop ?assistants?', 'cash register'),
  trade('greengrocers?|grocers?', 'balance scale'),
  trade('fishmongers?', 'fish', 'fish'),
  trade('ice cream (?:m[ae]n|sellers?|vendors?|ladies|lady)', 'ice cream', 'ice-cream'),
  trade('baristas?', 'coffee', 'hot-beverage'),
  trade('booksellers?', 'book', 'book'),
  trade(
    'paper ?boys?|paper ?girls?|newspaper (?:boys?|girls?|sellers?)|newsagents?',
    'newspaper',
    'newspaper',
  ),
  trade('bin ?m[ae]n|dust ?m[ae]n|refuse collectors?|garbage ?(?:m[ae]n|collectors?)', 'wheelie bin'),
  // Science, care and travel.
  trade('scientists?|chemists?|lab technicians?', 'test tube', 'test-tube'),
  trade('astronomers?|stargazers?', 'telescope'),
  trade('explorers?', 'compass', 'compass'),
  trade('balloonists?|aeronauts?', 'hot air balloon'),
  trade('opticians?|optometrists?', 'glasses', 'glasses'),
  trade('paramedics?|first aiders?', 'first aid kit', 'first-aid-kit'),
  trade(
    'flight attendants?|air hostess(?:es)?|air stewards?|air stewardess(?:es)?|cabin crew',
    'drinks trolley',
  ),
  trade('ticket (?:inspectors?|collectors?)|train conductors?|bus conductors?', 'ticket', 'ticket'),
  trade('train guards?|station guards?|guards? on the train', 'whistle', 'whistle'),
  trade('coastguards?|coast guards?|lookouts?', 'binoculars', 'binoculars'),
  // Stage and circus.
  trade('ventriloquists?|puppeteers?|puppet masters?', 'puppet', 'puppet', 'first'),
  trade('magicians?|conjurors?|conjurers?', 'magic wand', 'magic-wand'),
  trade('ringmasters?', 'top hat', 'top-hat'),
  trade('buskers?|street musicians?|street performers?', 'guitar', 'guitar'),
  // Church and weddings: the vicar's and the choir's book, the bride's and her bridesmaids' flowers, the rings.
  trade('vicars?|priests?|pastors?|chaplains?|preachers?|curates?|rectors?', 'book', 'book'),
  trade('choir ?boys?|choir ?girls?|choristers?', 'book', 'book'),
  trade('brides?|bridesmaids?|flower girls?', 'bouquet', 'bouquet'),
  trade('page ?boys?|ring bearers?', 'ring', 'ring'),
]
