import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { userAtom } from '../../features/auth/state'
import { KioskSettings } from '../../features/kiosk/components/kiosk-settings'
import { AccountRoute } from './account'

/** /account: the account page, and for a signed-in teacher the Kiosk mode switch of this device. */
export function AccountWithKioskRoute() {
  const user = useAtomValue(userAtom)
  const navigate = useNavigate()
  return (
    <>
      <AccountRoute />
      {user && <KioskSettings onTurnedOn={() => void navigate({ to: '/app', replace: true })} />}
    </>
  )
}
