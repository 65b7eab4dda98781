import { useEffect } from 'react'

export const APP_NAME = 'Colorly'

/** Sets the browser tab title for the current page: "<title> · Colorly", or the bare app title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME}: printable coloring pages made with AI`
  }, [title])
}
