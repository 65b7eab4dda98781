/** In kiosk mode only the generator and the coloring of a page can be shown; anything else leads to /app. */
export function allowedInKiosk(pathname: string): boolean {
  return pathname === '/app' || /^\/app\/color\/[^/]+$/.test(pathname)
}
