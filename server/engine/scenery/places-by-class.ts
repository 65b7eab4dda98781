import type { DecorationContext } from './decoration-context'
import { placeFront } from './place-fronts'
import { placeHall } from './place-halls'
import { placeHomeGround } from './place-home-grounds'
import { placeLand } from './place-lands'
import { placeVenue } from './place-venues'
import { placeWork } from './place-works'

/** The places named by class (plan/places-by-class.ts): open land, built fronts and indoor halls, or null. */
export const placeClass = (name: string, ctx: DecorationContext): string | null =>
  placeLand(name, ctx) ??
  placeFront(name, ctx) ??
  placeHall(name, ctx) ??
  placeWork(name, ctx) ??
  placeHomeGround(name, ctx) ??
  placeVenue(name, ctx)
