// The poses of plan/doing-actions.ts, each drawn round its thing by its own file.

import type { ActionContext, Item } from './action-items'
import {
  atFeetItems,
  chaseItems,
  fetchItems,
  jumpUpItems,
  lickItems,
  onChestItems,
  onLapItems,
  perchItems,
  pulledItems,
} from './animal-on-person-items'
import { blowItems } from './blow-items'
import { jumpsToStrike, mouthItems, playFloorItems, strikeItems, tendItems } from './body-act-items'
import {
  horseyItems,
  onHeadItems,
  poolDiveItems,
  slingItems,
  stretchItems,
  wadeItems,
} from './body-pose-items'
import { facingItems } from './bow-items'
import { carouselItems } from './carousel-items'
import { climbItems } from './climb-items'
import {
  armInArmItems,
  highFiveItems,
  hugItems,
  partnerDanceItems,
  shakeHandsItems,
  tickleItems,
  whisperItems,
} from './contact-items'
import { crayonItems } from './crayon-items'
import { driveItems } from './drive-items'
import { postItems, trashItems } from './errand-items'
import { hangItems } from './hang-items'
import { milkItems } from './milk-items'
import {
  apparatusItems,
  balanceOnItems,
  crawlItems,
  hopItems,
  limboItems,
  pointItems,
  seekItems,
  slideDownItems,
  spinItems,
  splashItems,
} from './move-items'
import { phoneItems } from './phone-items'
import { pickItems } from './pick-items'
import { scopeItems } from './scope-items'
import { scrubItems } from './scrub-items'
import { shouldersItems } from './shoulders-items'
import { sinkItems } from './sink-items'
import { snowAngelItems } from './snow-angel-items'
import { throwItems } from './throw-items'
import { toolOnItems } from './tool-on-items'
import { handInHandItems, putItems } from './touch-items'
import { helpRideItems, leapfrogItems, tuckInItems, wheelbarrowItems } from './two-person-items'
import { diveItems, faceItems, giveItems, groundItems } from './verb-class-items'
import { workItems } from './work-items'

/** `ride` lays out a rider on a mount (people-actions.ts), which the carousel reuses. */
export function doingItems(c: ActionContext, ride: (c: ActionContext) => Item[]): Item[] | null {
  switch (c.action) {
    case 'drive':
      return driveItems(c, ride)
    case 'tool-on':
      return toolOnItems(c)
    case 'throw':
      return throwItems(c)
    case 'pick':
      return pickItems(c)
    case 'shoulders':
      return c.persons.length >= 2 ? shouldersItems(c) : null
    case 'phone':
      return phoneItems(c)
    case 'telescope':
      return scopeItems(c)
    case 'sink':
      return sinkItems(c)
    case 'color':
      return crayonItems(c)
    case 'carousel':
      return carouselItems(c, ride)
    case 'milk':
      return milkItems(c)
    case 'blow':
      return blowItems(c)
    case 'scrub':
      return scrubItems(c)
    case 'climb':
      return climbItems(c)
    case 'post':
      return postItems(c)
    case 'trash':
      return trashItems(c)
    case 'give':
      return giveItems(c)
    case 'ground':
      return groundItems(c)
    case 'play-at-face':
      return faceItems(c)
    case 'dive':
      // A goalie's dive is after the ball; with none, a dive into the water.
      return c.object && /ball|frisbee|flying-disc/.test(c.object.id) ? diveItems(c) : poolDiveItems(c)
    case 'stretch':
      return stretchItems(c)
    case 'on-head':
      return onHeadItems(c)
    case 'wade':
      return wadeItems(c)
    case 'sling':
      return slingItems(c)
    case 'horsey':
      return c.persons.length >= 2 ? horseyItems(c) : null
    case 'hang':
      return c.object?.id === 'uneven-bars' ? apparatusItems(c) : hangItems(c)
    case 'crawl':
      return crawlItems(c)
    case 'slide-down':
      return slideDownItems(c)
    case 'spin':
      return spinItems(c)
    case 'balance-on':
      return balanceOnItems(c)
    case 'point':
      return pointItems(c)
    case 'limbo':
      return limboItems(c)
    case 'splash':
      return splashItems(c)
    case 'hop':
      return hopItems(c)
    case 'seek':
      return seekItems(c)
    case 'snow-angel':
      return snowAngelItems(c)
    case 'work':
      return workItems(c)
    case 'tend':
      return c.persons.length >= 2 ? tendItems(c) : null
    case 'strike':
      return strikeItems(c)
    case 'jump':
      // Jumping with a racket, a bat or a stick named is jumping to strike with it, the thing in the hand.
      if (jumpsToStrike(c)) return strikeItems(c, true)
      break
    case 'play-floor':
      return playFloorItems(c)
    case 'mouth':
      return mouthItems(c)
    case 'put':
      return putItems(c)
    case 'hand-in-hand':
      return handInHandItems(c)
    case 'on-lap':
      return onLapItems(c)
    case 'perch-shoulder':
      return perchItems(c, 'shoulder')
    case 'perch-hand':
      return perchItems(c, 'hand')
    case 'perch-head':
      return perchItems(c, 'head')
    case 'lick':
      return lickItems(c)
    case 'jump-up':
      return jumpUpItems(c)
    case 'on-chest':
      return onChestItems(c)
    case 'pulled':
      return pulledItems(c)
    case 'chase':
      return chaseItems(c)
    case 'at-feet':
      return atFeetItems(c)
    case 'fetch':
      return fetchItems(c)
    case 'tuck-in':
      return c.persons.length >= 2 ? tuckInItems(c) : null
    case 'help-ride':
      return c.persons.length >= 2 ? helpRideItems(c, ride) : null
    case 'leapfrog':
      return c.persons.length >= 2 ? leapfrogItems(c) : null
    case 'wheelbarrow':
      return c.persons.length >= 2 ? wheelbarrowItems(c) : null
  }
  // Facing the page: a bow, the hands at the collar (bow-items.ts).
  return facingItems(c) ?? touchingItems(c)
}

/** Two people touching (contact-items.ts); one alone is drawn by the older actions. */
function touchingItems(c: ActionContext): Item[] | null {
  if (c.persons.length < 2) return null
  switch (c.action) {
    case 'hug':
      return hugItems(c)
    case 'shake-hands':
      return shakeHandsItems(c)
    case 'high-five':
      return highFiveItems(c)
    case 'tickle':
      return tickleItems(c)
    case 'whisper':
      return whisperItems(c)
    case 'arm-in-arm':
      return armInArmItems(c)
    case 'partner-dance':
      return partnerDanceItems(c)
    default:
      return null
  }
}
