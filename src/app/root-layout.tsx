import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'
import { isSignedInAtom } from '../features/auth/state'
import { useLogout } from '../features/auth/use-logout'

export function RootLayout() {
  const signedIn = useAtomValue(isSignedInAtom)
  const logout = useLogout()
  const navigate = useNavigate()
  const main = useRef<HTMLElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const firstPath = useRef(pathname)

  // After moving to another page, put keyboard and screen-reader focus at the start of its content.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = ''
      main.current?.focus({ preventScroll: true })
    }
  }, [pathname])

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        signedIn={signedIn}
        onLogout={async () => {
          await logout()
          await navigate({ to: '/' })
        }}
      />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}
