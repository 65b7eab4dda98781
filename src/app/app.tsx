import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { connectSessionToApi } from '../features/auth/connect-api'
import { restoreSession } from '../features/auth/state'
import { router } from './router'
import { store } from './store'

// Before the first render: bring back a saved session and hand its token to the API client.
restoreSession(store)
connectSessionToApi(store, () => {
  void router.navigate({ to: '/' })
})

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
}
