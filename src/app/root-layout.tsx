import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'
import { APP_NAME } from '../components/use-document-title'
import { isSignedInAtom } from '../features/auth/state'
import { useLogout } from '../features/auth/use-logout'
import { KioskHeader } from '../features/kiosk/components/kiosk-header'
import { useFullscreenOnTouch } from '../features/kiosk/use-fullscreen-on-touch'
import { useKiosk } from '../features/kiosk/use-kiosk'
import { UpdatePrompt } from '../features/updates/components/update-prompt'
import { allowedInKiosk } from './kiosk-paths'

export function RootLayout() {
  const signedIn = useAtomValue(isSignedInAtom)
  const logout = useLogout()
  const navigate = useNavigate()
  const main = useRef<HTMLElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const firstPath = useRef(pathname)
  const kiosk = useKiosk()

  // After moving to another page, put keyboard and screen-reader focus at the start of its content.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = ''
      main.current?.focus({ preventScroll: true })
    }
  }, [pathname])

  // Kiosk mode (this device): only /app, large touch targets, fullscreen on the first touch.
  useEffect(() => {
    if (kiosk) document.documentElement.dataset.kiosk = ''
    else delete document.documentElement.dataset.kiosk
    if (kiosk && !allowedInKiosk(pathname)) void navigate({ to: '/app', replace: true })
  }, [kiosk, pathname, navigate])
  useFullscreenOnTouch(kiosk)

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {kiosk ? (
        <KioskHeader appName={APP_NAME} onExited={() => void navigate({ to: '/app' })} />
      ) : (
        <SiteHeader
          signedIn={signedIn}
          onLogout={async () => {
            await logout()
            await navigate({ to: '/' })
          }}
        />
      )}
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      {!kiosk && <SiteFooter />}
      {/* In kiosk mode an update is applied by itself when the tablet is idle (register-sw.ts). */}
      {!kiosk && <UpdatePrompt />}
    </>
  )
}
