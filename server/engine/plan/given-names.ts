// Common given names and the sex they are usually given to, so "Lily mailing a letter" and "Max riding his
// bike" are read as a girl and a boy (given-name-people.ts), not a flower and a bar of soap. Public facts,
// written out here: the names most given in the English-speaking world over the last century, children's and
// grown-ups' alike, and after them (each list's last lines) the names a class of children brings from
// elsewhere: French, German, Italian, Spanish and Latin American, Portuguese, Dutch, Nordic, Polish and
// Slavic, Greek, Irish, Scottish and Welsh, Hebrew, Arabic, Turkish and Persian, South Asian, Chinese,
// Japanese and Korean (romanised, one word), Vietnamese, West, East and Southern African, and Maori, spelt
// without accents as they are typed (docs/decisions/0151-given-names-from-many-countries.md). Three lists
// by how the name is also an English word:
// - names that are no everyday word (Emma, Liam, Max): a name in any case;
// - names that are also a word (Will, May, Grace, Hunter): a name where a name stands, or when capitalised;
// - names that are also a thing a child draws (a lily, a robin, a ruby, a river): a name only where nothing else
//   could be meant (given-name-people.ts says where).

export type NameLook = 'girl' | 'boy' | 'either'
/** How far a name is also an ordinary word: none, a word, or a thing a page could draw. */
export type NameTier = 'name' | 'word' | 'thing'
export type GivenName = { look: NameLook; tier: NameTier }

const list = (text: string) => text.trim().split(/\s+/)

const GIRLS = list(`
  emma olivia ava sophia isabella mia amelia evelyn abigail emily elizabeth sofia madison scarlett victoria
  aria chloe camila penelope layla zoey zoe nora lillian addison eleanor natalie hannah aubrey leah stella ellie
  paisley audrey claire lucy anna samantha caroline genesis aaliyah kennedy kinsley allison maya sarah madelyn
  adeline alexa ariana elena gabriella naomi alice sadie hailey eva emilia nevaeh piper serenity everly cora
  kaylee lydia aubree arianna eliana melanie gianna isabelle julia valentina isla clara vivian reagan mackenzie
  madeline brielle delilah athena josephine lila rylee bella katherine kylie sophie liliana alexandra mary elise
  emery kaitlyn ashley brianna jessica jennifer amanda megan lauren rachel rebecca stephanie nicole heather
  michelle kimberly melissa amy angela laura christina tiffany crystal danielle courtney katie kelsey chelsea
  molly maddie mila luna harper aurora adalyn ximena ivanna annabelle margaret margot maggie daphne freya
  evie esme esmeralda imogen phoebe matilda florence harriet beatrice edith ada elsie mabel martha ruth esther
  miriam rosalie rosalind rosie rosa roxanne lola lulu mimi nina tina gina lena lana lina leila lilah lyla
  kayla kaylie kira keira kiera tessa teresa theresa tara tamara talia thalia trinity valerie veronica vanessa
  wendy whitney yasmin yvonne zara zelda zuri ainsley alana alina alyssa amara amaya anya ariel arya aspen
  astrid athena aylin bailey beth betty bethany bianca blair bonnie brenda bridget brittany brooklyn brooke
  caitlin callie camille carla carly carmen carol carolyn cassandra cassidy catalina cecilia celeste celia
  charlotte cheryl christine cindy clarissa colette daisy dakota dana debbie deborah debra delia denise diana
  diane dolores donna doris dorothy edna eileen elaine eliza ella ellen eloise emmy erica erin estelle eugenia
  evangeline fatima felicity fiona frances francesca genevieve georgia georgina gemma gloria gracie greta
  gwen gwendolyn hadley haley hallie harley helen helena hilda holly hope ida ingrid irene isabel isobel
  jacqueline jane janet janice jasmine jean jeanette jemima jenna jill joan joanna jocelyn josie joy joyce
  judith judy julie juliet juliette june karen kate katelyn kathleen kathryn kathy katrina kelly kendall
  kimberly kristen kristina lacey laila lara leanne leslie lillie lilly linda lisa lois loretta lorraine
  louisa louise lucia lucille lydia lynn mackenzie madeleine mae maeve makayla mallory marcia margarita
  maria mariah marian marie marilyn marina marissa marjorie marlene marsha mckenna meghan melody mercedes
  meredith mia michaela mildred millie miranda molly monica morgan nadia nancy natasha nellie nicola noelle
  norah nova octavia odette olive paige pamela patricia paula paulina peggy penny pippa polly priscilla
  rachael ramona raquel regina renee rhiannon rita roberta robyn rochelle ronda rosemary rowena sabrina sally
  sandra sara savannah selena shannon sharon sheila shelby shirley sienna sierra simone skye sonia sophie
  stacy stephanie susan suzanne sylvia tabitha tatiana tegan thea tiana tracy ursula vera victoria viola
  violet virginia vivienne wilhelmina winifred winnie yolanda zoey annie abby allie becky cathy connie dottie
  ellie franny jenny kitty lizzie lottie maddy mandy meg nell nellie sasha stacey suzy trixie birdie hattie
  josie kinley lainey remi sloane oakley journee londyn milani valeria adalynn aitana alaia amira ayla azalea
  briella collins elianna emersyn evangelina galilea itzel jimena kehlani kiara kimber leighton lilliana
  lucille malia margo marlee mckinley nylah raelynn ramona rosalee scarlet sutton vera wren
  yaretzi zariah noor aisha priya ananya saanvi mei sakura yuki leilani kalani aiyana inaya amelie anais
  lily rose ivy iris poppy hazel willow magnolia dahlia jade ruby pearl amber coral opal autumn summer april
  may grace faith destiny harmony clementine juniper laurel sue
  manon lea ines louna romane agathe apolline capucine mathilde margaux clemence maelys oceane elodie celine
  brigitte sylvie nathalie sandrine aurelie coralie justine pauline lucie noemie oriane ambre leonie johanna
  klara frieda anni lotta luisa heidi gretchen birgit sabine katja anke jana ulrike annika ronja giulia
  chiara martina alessia ginevra giorgia ludovica gaia elisa federica silvia paola rosalia antonella daniela
  alba marta claudia noa guadalupe lupita renata mariana fernanda luciana florencia agustina josefina
  constanza isidora romina dulce esperanza pilar rocio consuelo beatriz adriana alejandra gabriela marisol
  luz maite ainhoa itziar larissa leticia thais juliana bruna joana rafaela anouk fenna saar tess fleur sanne
  femke lieke lotte sigrid linnea maja alva ebba wilma liv frida signe karin britt solveig elin tuva ingeborg
  zofia zuzanna oliwia wiktoria agnieszka katarzyna magdalena malgorzata anastasia svetlana olga irina
  ludmila milena katya masha dasha yulia ksenia polina darya vesna jelena ivana dragana eleni katerina
  dimitra ioanna despina aoife siobhan niamh saoirse ciara roisin orla aisling caoimhe grainne sinead eilidh
  ailsa morag kirsty catriona seren cerys carys ffion bethan rhian angharad nia mairead tamar yael shira
  avigail chaya rivka adina hadassah maryam zainab salma hana huda mariam zahra rania samira farah dina
  zeynep elif ecem defne ayse emine azra parisa shirin roya nasrin malak aadhya anika ishita kavya isha riya
  pooja neha sneha divya anjali deepika lakshmi meera nisha radha sita gita shreya aarohi myra aditi tanvi
  ayesha sana hira mahnoor zoya aanya navya lin ling jing hui xinyi yutong zihan ruoxi meiling yuna aiko emi
  hina yui rin mio akari haruka minji jiyoon seoyeon jiwoo linh thao ngoc trang huong lan maricel angelica
  kristine adaeze chioma ngozi nneka chiamaka ifeoma folake funmilayo yetunde abena akosua ama efua adwoa esi
  kemi imani amani zawadi wanjiru achieng makena thandiwe nomvula lerato naledi palesa zodwa ayana aroha
  mereana kahurangi anahera tilly edie hollie maisie maisy lexi macy mollie darcy darcey lyra ottilie romy
  aurelia cleo rhea beatrix everleigh emilie aliyah kaia
  `)

const BOYS = list(`
  liam noah oliver william elijah james benjamin lucas henry alexander michael ethan daniel jacob logan
  jackson levi sebastian mateo owen theodore theo aiden samuel joseph john david wyatt matthew luke asher julian
  grayson leo jayden gabriel isaac lincoln anthony hudson dylan ezra thomas charles christopher jaxon maverick
  josiah isaiah andrew elias joshua nathan caleb ryan adrian eli nolan aaron cameron ezekiel colton luca
  landon jonathan santiago axel easton jeremiah roman connor jameson robert greyson ian carson jaxson leonardo
  nicholas dominic austin everett xavier jose adam jace wesley kayden silas bennett declan waylon weston evan
  emmett micah ryder damian brayden gael harrison bryson amir kingston jason giovanni vincent ayden myles diego
  nathaniel jonah tyler braxton george milo zachary ashton luis jasper kaiden adriel gavin bentley calvin zion
  juan maxwell max kevin richard paul donald kenneth steven edward brian ronald gary timothy larry jeffrey
  scott eric stephen raymond gregory jerry dennis walter patrick peter harold douglas carl arthur roger joe
  albert justin terry gerald keith willie ralph lawrence roy bruce brandon harry fred wayne billy steve louis
  jeremy randy howard eugene carlos russell bobby victor martin ernest phillip todd craig alan shawn clarence
  sean philip chris johnny jimmy antonio danny bryan tony mike stanley leonard manuel rodney curtis norman
  allen marvin glenn travis jeff chad lee melvin alfred kyle francis bradley herbert frederick joel edwin eddie
  ricky troy randall barry bernard mario leroy francisco marcus theodore clifford miguel oscar jim calvin jon
  ronnie lloyd tommy leon derek warren darrell jerome floyd alvin tim gordon greg jorge dustin pedro derrick dan
  lewis corey herman maurice vernon roberto clyde hector shane ricardo sam rick lester brent ramon charlie
  gilbert marc reginald ruben brett rafael edgar milton raul ben chester cecil duane franklin andre elmer brad
  ron mitchell roland arnold harvey jared karl cory claude erik darryl neil fernando clinton ted mathew tyrone
  darren lonnie lance cody julio kurt allan nelson clayton hugh dwayne dwight armando felix jimmie wallace ken
  jaime alfredo alberto dave ivan johnnie sidney byron morris clifton willard daryl ross virgil andy marshall
  salvador kirk sergio seth kent terrance rene eduardo terrence enrique freddie wade arlo archie alfie finn
  finley freddie hamish harvey hugo jude kit louie monty ollie otis percy rory rupert stanley teddy toby
  jack tom bob nick rob don dean dale glen reed miles grant chase frank hunter mason carter cooper tanner
  will mark bill
  tobias zachariah zane zeke abraham ahmed ali omar yusuf muhammad mohammed hassan ibrahim raj arjun rohan
  aarav vihaan hiroshi kenji akira ravi sanjay dev nikhil jasper caspar cassius magnus soren anders lars
  nils sven bjorn dmitri ivan mikhail boris pablo alejandro javier emilio rafael enzo matteo lorenzo
  giovanni marco nico nicolas andres cristian fabian joaquin tomas bastian emiliano ignacio rodrigo
  benny bertie davey frankie georgie jamie jonny joey johnny kenny lenny mickey petey ronnie sammy tommy
  timmy bobby billy danny eddie freddy ricky stevie teddy zack zach jake josh nate ollie alfie charlie archer
  brody bryce camden cash colby colin conor cyrus dallas dante darius davis deacon desmond dexter donovan
  drake elliot elliott emerson ezequiel fletcher flynn forrest gage garrett graham griffin hayden holden
  jagger jalen jamal jaylen jensen jesse jett kaden kane keegan kellan killian knox kobe lachlan landen
  leland lennox levi malachi malcolm marcel mathias maximus mccoy mekhi messiah nash nehemiah niko orion otto
  pierce quentin quincy raiden reid remington rhett ronan ruben russell ryker sullivan tate thaddeus
  titus trey tristan tucker uriel valentin wilder wilson xander zayden zayn jay
  raphael mael sacha mathis clement antoine pierre jacques francois olivier benoit guillaume julien thibault
  baptiste etienne maxime bastien florian alexandre timothee jonas lukas emil anton jakob moritz maximilian
  johannes konstantin friedrich wilhelm hans klaus jurgen dieter wolfgang stefan matthias philipp niklas
  lennard linus mats ole lasse francesco alessandro mattia tommaso riccardo gabriele edoardo giuseppe davide
  federico pietro salvatore vincenzo alvaro marcos izan thiago matias agustin bautista felipe maximiliano
  gonzalo alonso iker aitor joao heitor bernardo davi guilherme caio vinicius murilo daan sem luuk bram thijs
  stijn jens koen bas oskar olle isak johan gustav leif mikkel rasmus aksel sindre henrik jakub antoni szymon
  filip kacper wojciech mikolaj piotr tomasz krzysztof andrzej pawel michal marek lukasz aleksander igor
  dimitri sergei alexei andrei nikolai vladimir yuri pavel maxim artem kirill oleg stanislav vaclav luka
  marko nikola dusan bogdan giorgos dimitris nikos konstantinos yannis kostas christos spyros stavros cian
  oisin darragh fionn seamus padraig niall cathal eoin ruairi callum euan fraser angus ewan alistair dougal
  gethin rhys emyr owain ieuan iwan gareth dafydd aled osian noam eitan itai yosef moshe avi uri yonatan
  ahmad hamza zayd khalid mustafa karim tariq rashid bilal idris ismail faris nabil rami samir youssef mehmet
  emir mert arda baran kerem arash reza kian vivaan aditya krishna ishaan ayaan reyansh kabir advait rahul
  rajesh suresh vikram sunil anil amit arun deepak karan manish pranav rishi sameer siddharth tarun varun
  vijay yash zubair imran faisal usman jun hao jie haruto yuto sota riku ren kaito hiro kenta takumi daiki
  minjun jiho seojun hyun joon minh duc huy khoa quang tuan phong chidi chinedu emeka obinna ikenna tunde
  femi seun kwame kofi kwaku kojo kwesi jabari baraka juma omari tendai tatenda thabo sipho bongani themba
  mandla lwazi sizwe kagiso kamau mwangi otieno jomo musa tane nikau ariki wiremu rawiri manaia reggie albie
  bodhi jenson barnaby jolyon cormac rufus crispin edmund ambrose leopold cosmo harris kieran aidan brendan
  `)

// Given to girls and boys alike: drawn as a child of neither look.
const EITHER = list(`
  alex sam charlie jordan taylor riley casey jamie morgan avery quinn rowan parker skyler kai jesse frankie
  robin jody jackie terry kelly dana devon drew emerson finley hayden kendall kerry lee leslie peyton reese
  remy river rory sage sasha shay sidney skylar tatum tracy blake dakota eden ellis emery harley jules justice
  kit lane lennon marley oakley phoenix reagan rylan sawyer shiloh teagan bailey briar gray kris lou mel pat
  andrea deniz anh sacha alexis nikita dominique noa ayo sai
  `)

// Names that are also an everyday word: in lowercase, a name only where a name stands.
const ALSO_WORDS = list(`
  will may june april august mark bill pat sue rob art don guy gene dean lane dale glen reed miles grant chase
  frank hunter mason carter cooper parker tanner taylor sawyer archer porter fletcher hope faith grace joy
  patience charity destiny harmony melody trinity serenity genesis angel christian justice legend journey
  royal heaven sunny rusty dusty buddy rocky ace king duke earl prince major cash penny
  carol jean jewel page paige summer autumn skye drake nash pierce reid rhett brooks brook
  lea ling lan angelica clement dieter mats maxim angus emir ole
  `)

// Names that are also a thing a child draws: in lowercase never a name unless a person word stands before it.
const ALSO_THINGS = list(`
  lily lilly lillie rose rosie daisy ivy holly iris violet poppy jasmine hazel olive willow heather magnolia
  dahlia lavender rosemary sage basil juniper laurel aspen briar ruby pearl amber jade coral crystal opal
  garnet jewel robin jay wren raven dove fawn bear fox wolf colt drake sky skye river storm rain star stormy
  cherry ginger pepper honey candy cookie clementine peaches apple berry bunny kitty birdie goldie blossom
  aurora forest sandy sunny autumn summer savannah phoenix orion kitty rhea
  `)

const NAMES = new Map<string, GivenName>()
const tiers = (word: string): NameTier =>
  ALSO_THINGS.includes(word) ? 'thing' : ALSO_WORDS.includes(word) ? 'word' : 'name'
// A name on two lists is given to either: "Jordan", "Riley".
for (const [names, look] of [
  [GIRLS, 'girl'],
  [BOYS, 'boy'],
] as const)
  for (const name of names) {
    const had = NAMES.get(name)
    NAMES.set(name, { look: had && had.look !== look ? 'either' : look, tier: tiers(name) })
  }
for (const name of EITHER) NAMES.set(name, { look: 'either', tier: tiers(name) })

/** The given name a word is (any case), or null. */
export function givenName(word: string): GivenName | null {
  return NAMES.get(word.toLowerCase()) ?? null
}

/** How many names the list holds (for the tests and the decision record). */
export const GIVEN_NAME_COUNT = NAMES.size
