import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { APP_NAME } from './use-document-title'

type Props = {
  signedIn: boolean
  onLogout: () => void
}

/** The header on every page. Below 860 px its links fold into a menu opened by the Menu button. */
export function SiteHeader({ signedIn, onLogout }: Props) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // A new page closes the menu.
  useEffect(() => {
    if (pathname) setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" onClick={close}>
          <img src="/icons/icon.svg" alt="" width="36" height="36" />
          <span>{APP_NAME}</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className="menu-toggle__bars" aria-hidden="true" />
            Menu
          </button>
          <div id={menuId} className="site-menu" data-open={open}>
            <ul className="site-menu__links">
              <li>
                <Link to="/" activeOptions={{ exact: true, includeSearch: false }} onClick={close}>
                  Home
                </Link>
              </li>
              {signedIn && (
                <li>
                  <Link to="/account" onClick={close}>
                    Account
                  </Link>
                </li>
              )}
              <li>
                <Link to="/free-coloring-pages" onClick={close} reloadDocument>
                  Free Coloring Pages
                </Link>
              </li>
              <li>
                <Link to="/pricing" onClick={close}>
                  Pricing
                </Link>
              </li>
            </ul>
            <div className="site-menu__actions">
              {signedIn ? (
                <>
                  <Link to="/app" className="button button--primary" onClick={close}>
                    Go to App
                  </Link>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => {
                      close()
                      onLogout()
                    }}
                  >
                    Logout
                  </button>
                </>
              ) : (
                <>
                  <Link
                    to="/login"
                    search={{ register: true }}
                    className="button button--primary"
                    onClick={close}
                  >
                    Make a Coloring Page
                  </Link>
                  <Link to="/login" className="button button--ghost" onClick={close}>
                    Sign in
                  </Link>
                </>
              )}
            </div>
          </div>
        </nav>
      </div>
    </header>
  )
}
