import { type ReactNode, useState } from 'react'
import { checkTeacherPin } from '../kiosk-store'
import { useKiosk } from '../use-kiosk'
import { KioskPinDialog } from './kiosk-pin-dialog'

type Props = {
  /** Gets `unlock` in kiosk mode (ask for the PIN, then go on), nothing otherwise. */
  children: (unlock?: (then: () => void) => void) => ReactNode
}

/**
 * In kiosk mode, what only the teacher may open (the print dialogs) asks for the kiosk PIN first;
 * children keep drawing and printing single pages as before.
 */
export function TeacherPinGate({ children }: Props) {
  const kiosk = useKiosk()
  const [waiting, setWaiting] = useState<(() => void) | null>(null)
  if (!kiosk) return <>{children()}</>
  return (
    <>
      {children((then) => setWaiting(() => then))}
      <KioskPinDialog
        open={waiting !== null}
        title="Teacher PIN"
        intro="Printing for a class and making books are for the teacher. Type the kiosk PIN to go on."
        submitLabel="Unlock"
        check={checkTeacherPin}
        onClose={() => setWaiting(null)}
        onAccepted={() => {
          const then = waiting
          setWaiting(null)
          then?.()
        }}
      />
    </>
  )
}
