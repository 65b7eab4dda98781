/**
 * Navigations the service worker must never answer from the shell: the server's API.
 * Workbox tests each pattern against pathname + search.
 */
export const apiDenylist: RegExp[] = [/^\/api(?:[/?#]|$)/]
