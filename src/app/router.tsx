import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router'
import { afterSignInPath } from '../features/auth/redirect'
import { isSignedInAtom, sessionRejectedAtom } from '../features/auth/state'
import { isKioskOn } from '../features/kiosk/kiosk-store'
import { allowedInKiosk } from './kiosk-paths'
import { RootLayout } from './root-layout'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
import { PricingRoute } from './routes/pricing'
import { store } from './store'

// Code-based route tree. The landing and pricing pages ship in the main bundle; the rest load
// on demand.
// In kiosk mode (a classroom tablet) every address but the generator and the coloring view leads to /app.
const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundRoute,
  beforeLoad: ({ location }) => {
    if (isKioskOn() && !allowedInKiosk(location.pathname)) throw redirect({ to: '/app', replace: true })
  },
})

export type LoginSearch = { register?: true; redirect?: string }

function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const register = search.register === true || search.register === 'true'
  const redirect = typeof search.redirect === 'string' && search.redirect !== '' ? search.redirect : undefined
  return { ...(register ? { register: true } : {}), ...(redirect ? { redirect } : {}) }
}

const page = (path: string, load: () => Promise<Record<string, unknown>>, exportName: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, exportName) })

export const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeRoute }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    validateSearch: parseLoginSearch,
    // Already signed in: straight on to where sign-in would have led.
    beforeLoad: ({ search }) => {
      if (store.get(isSignedInAtom)) throw redirect({ href: afterSignInPath(search.redirect), replace: true })
    },
    component: lazyRouteComponent(() => import('./routes/login'), 'LoginRoute'),
  }),
  // Signed out, /app shows a welcome with the sign-in and register forms in place of the generator.
  page('/app', () => import('./routes/app'), 'AppRoute'),
  // Coloring a page on the screen; works offline from the copy saved on the device.
  page('/app/color/$pageId', () => import('./routes/color'), 'ColorRoute'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    // Arriving signed out: sign in first, then come back. Decided when the route loads, not when it
    // renders. A session the server rejected (401) sends the browser home instead, even when the 401
    // arrived before this route finished loading.
    beforeLoad: () => {
      if (store.get(sessionRejectedAtom)) throw redirect({ to: '/', replace: true })
      if (!store.get(isSignedInAtom)) {
        throw redirect({ to: '/login', search: { redirect: '/account' }, replace: true })
      }
    },
    component: lazyRouteComponent(() => import('./routes/account-kiosk'), 'AccountWithKioskRoute'),
  }),
  // Pricing ships with the landing page too (about 3 KB compressed): a visitor from a search result or
  // an ad lands there directly, and a lazy chunk would cost a phone a round trip before the page shows.
  createRoute({ getParentRoute: () => rootRoute, path: '/pricing', component: PricingRoute }),
  // The free gallery is written by the server (server/gallery): reached inside the app, it is loaded.
  page('/free-coloring-pages', () => import('./routes/free-coloring-pages'), 'FreeColoringPagesRoute'),
  // Coloring a free gallery page on the screen, signed out too.
  page('/color/free/$category/$slug', () => import('./routes/color-free'), 'ColorFreeRoute'),
  page('/terms', () => import('./routes/terms'), 'TermsRoute'),
  page('/privacy', () => import('./routes/privacy'), 'PrivacyRoute'),
  page('/license', () => import('./routes/license'), 'LicenseRoute'),
  page('/cancellation', () => import('./routes/cancellation'), 'CancellationRoute'),
  page('/reset-password/$uid/$token', () => import('./routes/reset-password'), 'ResetPasswordRoute'),
])

// A prerendered page can be read, and scrolled, before the app starts; its first render must not jump
// back to the top. Every later navigation resets or restores the scroll as usual.
let keepScrollOnce = false
export const keepScrollOnFirstRender = () => {
  keepScrollOnce = true
}

export const router = createRouter({
  routeTree,
  scrollRestoration: () => {
    const restore = !keepScrollOnce
    keepScrollOnce = false
    return restore
  },
  defaultPreload: 'intent',
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by the reset-password page so /login can confirm the new password. */
    passwordReset?: boolean
  }
}
