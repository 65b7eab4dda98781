import { useSyncExternalStore } from 'react'
import { isKioskOn, subscribeKiosk } from './kiosk-store'

/** Whether this device is in kiosk mode, kept up to date (other tabs included). */
export function useKiosk(): boolean {
  return useSyncExternalStore(subscribeKiosk, isKioskOn, () => false)
}
