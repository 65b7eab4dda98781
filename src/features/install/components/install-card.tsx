import { useSyncExternalStore } from 'react'
import { canInstall, isIosSafari, isStandalone, promptInstall, subscribeInstall } from '../install-prompt'
import '../install.css'

/**
 * Install Colorly: a button where the browser offers installing (hidden once installed or when not
 * offered), and on iPhone and iPad Safari the Share, then Add to Home Screen hint.
 */
export function InstallCard() {
  const offered = useSyncExternalStore(subscribeInstall, canInstall, () => false)
  const iosHint = !offered && !isStandalone() && isIosSafari()
  if (!offered && !iosHint) return null
  return (
    <section className="panel install-card" aria-labelledby="install-title">
      <h2 id="install-title" className="panel__title">
        Install Colorly
      </h2>
      <p>Open it from your home screen and print saved pages even without Wi-Fi.</p>
      {offered ? (
        <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
          Install app
        </button>
      ) : (
        <p className="install-card__ios">
          Tap <strong>Share</strong>{' '}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M12 3v12M8 7l4-4 4 4M6 11v9h12v-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>{' '}
          then <strong>Add to Home Screen</strong>.
        </p>
      )}
    </section>
  )
}
