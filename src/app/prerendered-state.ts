import { isSignedInAtom } from '../features/auth/state'
import { isKioskOn } from '../features/kiosk/kiosk-store'
import { isTrialUsed, readMarker } from '../features/landing/visitor-marker'
import { store } from './store'

/**
 * Whether this visitor's page looks as it was prerendered (src/prerender/render-page.tsx): signed out,
 * no kiosk, free trial unused. Then React adopts the markup (hydrates) instead of replacing it.
 */
export const seesPrerenderedPage = (): boolean =>
  !store.get(isSignedInAtom) && !isKioskOn() && !isTrialUsed(readMarker())
