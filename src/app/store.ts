import { createStore } from 'jotai'

/** The app's one jotai store; the router's context and the API wiring use it outside React too. */
export const store = createStore()
