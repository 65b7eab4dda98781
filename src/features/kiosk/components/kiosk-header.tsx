import { useState } from 'react'
import { tryExitKiosk } from '../kiosk-store'
import { KioskPinDialog } from './kiosk-pin-dialog'
import '../kiosk.css'

/** The header in kiosk mode: the name only, and a small Exit kiosk control that asks for the PIN. */
export function KioskHeader({ appName, onExited }: { appName: string; onExited: () => void }) {
  const [asking, setAsking] = useState(false)
  return (
    <header className="site-header kiosk-header">
      <div className="site-header__inner">
        <span className="brand">
          <img src="/icons/icon.svg" alt="" width="36" height="36" />
          <span>{appName}</span>
        </span>
        <button type="button" className="kiosk-header__exit" onClick={() => setAsking(true)}>
          Exit kiosk
        </button>
      </div>
      <KioskPinDialog
        open={asking}
        title="Exit kiosk mode"
        submitLabel="Exit kiosk"
        check={tryExitKiosk}
        onClose={() => setAsking(false)}
        onAccepted={() => {
          setAsking(false)
          onExited()
        }}
      />
    </header>
  )
}
