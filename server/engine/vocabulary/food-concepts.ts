import type { Concept } from './concept-types'
import { outlineConcept, ownConcept } from './outline-concept'

const o = outlineConcept
const own = (id: string, aliases: string, setting?: Concept['setting']): Concept =>
  ownConcept(id, 'table', setting, aliases)

/**
 * Foods children, parents and teachers name that no emoji draws: fruit and vegetables, party sweets, holiday
 * dishes. From the icon families where one reads at once at page size (a raspberry, a beetroot, a roast on its
 * platter), else Colorly's own drawings (art/own-drawings/foods-more.ts). Each was looked at alone and on a page;
 * what was rejected and why: docs/decisions/0158-foods-named.md.
 */
export const FOOD_ICON_CONCEPTS: Concept[] = [
  // Fruit and vegetables
  o('plum', 'game-icons', 'plum', 'table', undefined, 'plums,damson,damsons,greengage,greengages'),
  // A blackberry's drupelets are a raspberry's in outline; the child colours it dark.
  o(
    'raspberry',
    'game-icons',
    'raspberry',
    'table',
    'garden',
    'raspberries,blackberry,blackberries,bramble,brambles,loganberry,mulberry,mulberries',
  ),
  o('beetroot', 'game-icons', 'beet', 'table', 'garden', 'beetroots,beet,beets,sugar beet'),
  o(
    'asparagus',
    'game-icons',
    'asparagus',
    'table',
    'garden',
    'asparagus spears,asparagus spear,spears of asparagus',
  ),
  o('leek', 'game-icons', 'leek', 'table', 'garden', 'leeks'),
  o('artichoke', 'game-icons', 'artichoke', 'table', 'garden', 'artichokes,globe artichoke'),
  // A round head of leaves: the emoji's loose leaf is lettuce; sprouts are little cabbages, said so.
  o(
    'cabbage',
    'game-icons',
    'cabbage',
    'table',
    'garden',
    'cabbages,head of cabbage,savoy cabbage,red cabbage,white cabbage,~brussels sprout,~brussels sprouts,~brussel sprouts,~sprouts',
  ),
  // Dishes and party food
  // The roast bird on its platter: a roast chicken, turkey or duck, the dinner it is the middle of.
  o(
    'roast-dinner',
    'mdi',
    'food-turkey',
    'table',
    'kitchen',
    'roast dinners,roast chicken,roast chickens,roasted chicken,roast turkey,roasted turkey,turkey dinner,roast duck,roast goose,sunday roast,christmas dinner,thanksgiving dinner',
  ),
  o(
    'pie-slice',
    'game-icons',
    'pie-slice',
    'table',
    undefined,
    'slice of pie,piece of pie,pie slices,slices of pie,slice of pumpkin pie',
  ),
  o('nachos', 'game-icons', 'nachos', 'table', undefined, 'nacho,tortilla chips,tortilla chip'),
  o('jelly-beans', 'game-icons', 'jelly-beans', 'table', 'party', 'jelly bean,jellybean,jellybeans'),
]

/** Colorly's own food drawings (art/own-drawings/foods-more.ts), listed with the other own drawings. */
export const FOOD_OWN_CONCEPTS: Concept[] = [
  // Fruit and vegetables
  own('cauliflower', 'cauliflowers,head of cauliflower', 'garden'),
  own(
    'celery',
    'celery stick,celery sticks,stick of celery,sticks of celery,celery stalk,celery stalks',
    'garden',
  ),
  own('zucchini', 'zucchinis,courgette,courgettes,marrow,marrows', 'garden'),
  own('pomegranate', 'pomegranates'),
  own('dragon-fruit', 'dragon fruits,dragonfruit,dragonfruits,pitaya,pitahaya'),
  // Party sweets, cakes and holiday puddings
  own('brownie', 'brownies,chocolate brownie,chocolate brownies', 'party'),
  own('candy-apple', 'candy apples,toffee apple,toffee apples,caramel apple,caramel apples', 'party'),
  own('cotton-candy', 'candy floss,candyfloss,cotton candies,fairy floss', 'party'),
  own('cake-pop', 'cake pops,cakepop,cakepops', 'party'),
  own('churro', 'churros'),
  own('toaster-pastry', 'toaster pastries,pop tart,pop tarts,pop-tart,pop-tarts,poptart,poptarts'),
  own('swiss-roll', 'swiss rolls,jam roll,jelly roll,yule log,yule logs,chocolate log'),
  own(
    'cinnamon-roll',
    'cinnamon rolls,cinnamon bun,cinnamon buns,cinnamon swirl,sticky bun,sticky buns,chelsea bun',
  ),
  own('wedding-cake', 'wedding cakes,tiered cake,tiered cakes,three tier cake', 'party'),
  own('christmas-pudding', 'christmas puddings,plum pudding,figgy pudding,xmas pudding', 'snow'),
]
