import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { routeTree } from '../app/router'
import { store } from '../app/store'
import { type Meta, PageMetaCollector } from '../lib/page-meta'

export type RenderedPage = { html: string; meta: Meta | null }

/**
 * One public page as a first-time visitor sees it (signed out, online, no kiosk), rendered to HTML at
 * build time. Runs in Node through Vite (vite.config.ts), never in the browser.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  let meta: Meta | null = null
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <PageMetaCollector
          value={(pageMeta) => {
            meta = pageMeta
          }}
        >
          <RouterProvider router={router} />
        </PageMetaCollector>
      </Provider>
    </StrictMode>,
  )
  // A component that throws inside a Suspense boundary leaves a client-render marker instead of its
  // markup, silently: better no build than a public page with an empty body.
  if (html.includes('<!--$!'))
    throw new Error(`${path} failed to prerender: a component threw while rendering`)
  return { html, meta }
}
