// The commonest festivals and holidays of the world's classrooms, each by its names (a pattern, spelt as
// children and teachers type them) and the page a child would draw for it: its emblem, in words the reading
// already draws. An emblem is an object or a doing, never a deity's figure: Ganesh Chaturthi is its diya lamp,
// flowers and sweets, not an elephant standing in for the god; Janmashtami is a flute and a clay pot of butter.
// The holidays read before this table (Christmas, Easter, Diwali, Eid, Hanukkah...) are occasion-pages.ts's.

export type Festival = {
  /** Its names as a pattern, lower case, read whole ("makar sankranti", never "Makar" lettered). */
  names: string
  /** The page of its emblem when it is named alone. */
  page: string
  /** What someone celebrating it is drawn with ("a family celebrating Nowruz"); the page when not given. */
  things?: string
}

export const FESTIVALS: Festival[] = [
  // Hindu, Sikh and Indian harvest festivals
  { names: 'makar sankranti|sankranti|uttarayan', page: 'children flying kites', things: 'kites' },
  { names: '(?:thai )?pongal', page: 'a clay pot of rice with sugar cane' },
  { names: 'onam', page: 'a flower mandala', things: 'flowers' },
  { names: 'ganesh(?:a)? chaturthi|vinayaka chaturthi', page: 'a diya lamp with flowers and sweets' },
  { names: 'navratri|navaratri|garba', page: 'a girl dancing and a diya lamp', things: 'a diya lamp' },
  { names: 'dussehra|dasara|vijayadashami', page: 'a bow and arrow and fireworks at night' },
  { names: 'durga puja', page: 'a drum and a diya lamp with flowers' },
  {
    names: 'raksha bandhan|rakhi day|rakhi festival',
    page: 'a girl giving her brother a bracelet',
    things: 'a bracelet',
  },
  { names: 'janmashtami|krishna janmashtami', page: 'a flute and a clay pot' },
  { names: 'lohri', page: 'a bonfire' },
  { names: 'maha shivaratri|shivaratri', page: 'a diya lamp with flowers' },
  { names: 'vaisakhi|baisakhi', page: 'a man dancing with a drum', things: 'a drum' },
  { names: 'guru nanak jayanti|gurpurab|guru nanak gurpurab', page: 'diya lamps and candles at night' },
  { names: 'bandi chhor divas', page: 'diya lamps and fireworks at night' },
  // Muslim
  {
    names: 'laylat al[- ]qadr|lailat al[- ]qadr|islamic new year|hijri new year|mawlid',
    page: 'a mosque under a crescent moon at night',
  },
  { names: 'iftar', page: 'a family eating dinner at a table with a lantern', things: 'a lantern' },
  {
    names: 'hari raya(?: aidilfitri)?|sallah|bayram|bakrid',
    page: 'a crescent moon and a lantern over a mosque',
  },
  // Jewish
  { names: 'rosh hashanah|rosh hashana|jewish new year', page: 'apples and honey' },
  { names: 'yom kippur', page: 'a synagogue' },
  { names: 'sukkot|sukkoth|succot', page: 'a hut with grapes in a garden' },
  { names: 'purim', page: 'children wearing a crown and a mask', things: 'a crown and a mask' },
  { names: 'shavuot', page: 'flowers and a cheesecake' },
  { names: 'tu bishvat|tu b.shevat', page: 'children planting a tree', things: 'a tree' },
  { names: 'shabbat|sabbath', page: 'candles and bread' },
  { names: 'simchat torah', page: 'children dancing with flags', things: 'flags' },
  // Christian
  { names: 'palm sunday', page: 'a palm cross at the church' },
  { names: 'good friday', page: 'hot cross buns' },
  { names: 'ash wednesday|lent', page: 'a stack of pancakes' },
  { names: 'advent', page: 'a wreath with candles' },
  {
    names: "three kings'? day|three kings|dia de (?:los )?reyes|epiphany|twelfth night",
    page: 'three crowns and a star',
  },
  { names: "st\\.? nicholas'? day|saint nicholas'? day|sinterklaas", page: 'a shoe full of candy' },
  {
    names: "st\\.? lucia'?s? day|santa lucia|saint lucia'?s? day",
    page: 'a girl holding candles',
    things: 'candles',
  },
  { names: 'pentecost|whitsun(?:day)?', page: 'a dove' },
  { names: 'candlemas', page: 'candles' },
  { names: 'las posadas|posadas', page: 'a pinata and candles' },
  { names: 'boxing day', page: 'presents' },
  { names: 'all saints.? day', page: 'candles and flowers' },
  // Buddhist
  { names: 'vesak|wesak|buddha day|buddha purnima|buddha.s birthday', page: 'lanterns and a lotus flower' },
  { names: 'bodhi day', page: 'a tree with lanterns' },
  { names: 'losar|tibetan new year', page: 'flags and a drum' },
  { names: 'magha puja', page: 'candles and a lotus flower' },
  // Chinese
  { names: 'lantern festival|yuanxiao|shangyuan', page: 'red lanterns and rice balls at night' },
  {
    names: 'mid[- ]autumn festival|moon festival|mooncake festival',
    page: 'mooncakes and a lantern under the full moon at night',
    things: 'mooncakes and a lantern',
  },
  { names: 'dragon boat festival|duanwu(?: festival)?', page: 'a rowing boat on the river and dumplings' },
  { names: 'qingming(?: festival)?|tomb sweeping day', page: 'children flying kites', things: 'kites' },
  { names: 'dongzhi(?: festival)?|winter solstice festival', page: 'rice balls in a bowl' },
  // Japanese
  { names: 'shogatsu|oshogatsu|japanese new year', page: 'rice cakes and a kite' },
  { names: 'setsubun', page: 'a boy throwing beans at an ogre mask', things: 'an ogre mask' },
  { names: "hinamatsuri|hina matsuri|doll festival|girls'? day", page: 'dolls on a staircase' },
  { names: "kodomo no hi|children'?s day|boys'? day", page: 'kites flying over a house', things: 'kites' },
  { names: 'tanabata|star festival', page: 'bamboo and stars at night' },
  { names: 'obon|o-bon|bon festival|toro nagashi', page: 'paper lanterns floating on the river at night' },
  { names: 'hanami|cherry blossom festival', page: 'a picnic under the cherry blossom' },
  { names: 'shichi[- ]go[- ]san', page: 'a girl in a kimono' },
  { names: 'tsukimi|moon viewing', page: 'rice balls under the full moon at night' },
  // Korean
  {
    names: 'seollal|korean new year',
    page: 'children bowing to their grandparents',
    things: 'a kite',
  },
  { names: 'chuseok|hangawi', page: 'a family eating rice cakes under the full moon', things: 'rice cakes' },
  // Thai, Vietnamese and South East Asian
  { names: 'songkran|thai new year', page: 'children splashing water with water guns', things: 'water guns' },
  { names: 'loy krathong|loi krathong', page: 'a flower boat with a candle floating on the river at night' },
  { names: 'yi peng|yee peng', page: 'lanterns in the night sky' },
  { names: 'tet|tet nguyen dan|vietnamese new year', page: 'a branch of cherry blossom and a lantern' },
  {
    names: 'thingyan|water festival',
    page: 'children splashing water with water guns',
    things: 'water guns',
  },
  // Persian and Middle East
  { names: 'nowruz|norooz|navruz|persian new year', page: 'painted eggs and a goldfish bowl on a table' },
  { names: 'yalda(?: night)?', page: 'a pomegranate and a watermelon' },
  // African
  { names: 'timkat|timket', page: 'people with umbrellas', things: 'umbrellas' },
  { names: 'meskel|meskal', page: 'a bonfire with flowers' },
  { names: 'enkutatash|ethiopian new year', page: 'a bunch of flowers' },
  { names: 'homowo', page: 'a drum and a bowl of soup' },
  { names: 'durbar(?: festival)?', page: 'a man riding a horse with a flag' },
  { names: 'umhlanga|reed dance', page: 'girls dancing', things: 'a drum' },
  { names: '(?:new )?yam festival', page: 'a basket of sweet potatoes' },
  { names: 'sham el[- ]nessim', page: 'painted eggs and a picnic' },
  // Latin American and Spanish
  { names: 'cinco de mayo', page: 'a sombrero, maracas and a pinata' },
  {
    names: 'rio carnival|carnival in rio|carnaval|brazilian carnival',
    page: 'a girl dancing with feathers and a drum',
    things: 'a drum',
  },
  { names: 'inti raymi', page: 'the sun over the mountains' },
  { names: 'quinceanera|quinceañera', page: 'a girl in a ball gown with a crown' },
  { names: 'la tomatina|tomatina', page: 'people throwing tomatoes' },
  // UK and Irish days
  { names: 'burns night|burns supper', page: 'haggis and bagpipes' },
  { names: "st\\.? andrew'?s day|saint andrew'?s day", page: 'a thistle and bagpipes' },
  { names: "st\\.? david'?s day|saint david'?s day", page: 'a daffodil and a leek' },
  { names: "st\\.? george'?s day|saint george'?s day", page: 'a knight with a shield and a dragon' },
  { names: 'hogmanay', page: 'fireworks and bagpipes at night', things: 'fireworks' },
  { names: 'may day|beltane', page: 'children dancing round a maypole', things: 'a maypole' },
  { names: 'midsummer|summer solstice|midsummer.s day', page: 'the sun over standing stones' },
  { names: 'up helly aa|up-helly-aa', page: 'a viking longship and a bonfire' },
  { names: 'trooping the colou?r', page: 'a soldier riding a horse' },
  {
    names: "(?:the )?(?:king'?s|queen'?s) (?:coronation|jubilee)|coronation|jubilee",
    page: 'a crown and bunting',
  },
  // US, Canadian and other civic days
  { names: 'juneteenth', page: 'a family having a barbecue in the park', things: 'a barbecue' },
  { names: 'memorial day', page: 'an American flag and poppies' },
  { names: 'labou?r day', page: 'a barbecue and an American flag' },
  { names: 'martin luther king(?: jr\\.?)?(?: day)?|mlk day', page: 'children holding hands' },
  { names: "presidents'? day", page: 'an American flag and a top hat' },
  { names: 'flag day', page: 'an American flag' },
  { names: 'groundhog day', page: 'a groundhog coming out of its burrow' },
  { names: 'arbou?r day', page: 'children planting a tree', things: 'a tree' },
  { names: 'canada day', page: 'a maple leaf and fireworks' },
  { names: 'australia day', page: 'a kangaroo and fireworks' },
  { names: 'bastille day', page: 'fireworks over the Eiffel Tower at night' },
  { names: 'oktoberfest', page: 'a pretzel and an accordion' },
  { names: "king'?s day|koningsdag", page: 'a crown and bunting' },
  { names: 'chaharshanbe suri', page: 'a bonfire' },
]
