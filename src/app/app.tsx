import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { useEffect } from 'react'
import { connectSessionToApi } from '../features/auth/connect-api'
import { refreshSignedInUser } from '../features/auth/refresh-user'
import { restoreSession } from '../features/auth/state'
import { router } from './router'
import { store } from './store'

// Before the first render: bring back a saved session, hand its token to the API client, and check
// with the server that the token still holds.
restoreSession(store)
connectSessionToApi(store, () => {
  void router.navigate({ to: '/' })
})
void refreshSignedInUser(store)

export function App() {
  // Marks that the app runs: a prerendered page is then live (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.app = 'started'
  }, [])
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
}
