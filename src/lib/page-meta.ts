import { createContext, useContext, useEffect } from 'react'
import { APP_NAME } from '../components/use-document-title'

// Per-page title, description, canonical address and Open Graph tags, set on navigation. index.html holds
// the defaults, which come back when a page that set its own is left. Prerendering (src/prerender/)
// writes the same tags into each public page's HTML, for link previews that run no script.

export const SOCIAL_IMAGE_PATH = '/samples/social-card.jpg'
const DEFAULT_TITLE = `${APP_NAME}: printable coloring pages made with AI`
// As in index.html. A constant, not read from the page: a prerendered page's <head> holds its own.
export const DEFAULT_DESCRIPTION =
  'Describe a subject in words and get a printable coloring page for kids, classrooms and grown-ups.'

export type Meta = {
  /** The page's own title, shown as "<title> · Colorly"; none for the home page. */
  title?: string
  description: string
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.append(link)
  }
  link.href = href
}

function apply(title: string, description: string) {
  const url = `${location.origin}${location.pathname}`
  document.title = title
  setMeta('name', 'description', description)
  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', description)
  setMeta('property', 'og:url', url)
  setMeta('property', 'og:image', `${location.origin}${SOCIAL_IMAGE_PATH}`)
  setMeta('name', 'twitter:title', title)
  setMeta('name', 'twitter:description', description)
  setCanonical(url)
}

/** "Pricing · Colorly"; the home page has the app's own title. */
export const pageTitle = (title?: string) => (title ? `${title} · ${APP_NAME}` : DEFAULT_TITLE)

/** Set only while prerendering: receives the meta of the page being rendered (effects do not run there). */
export const PageMetaCollector = createContext<((meta: Meta) => void) | null>(null)

export function usePageMeta({ title, description }: Meta): void {
  useContext(PageMetaCollector)?.({ title, description })
  useEffect(() => {
    apply(pageTitle(title), description)
    return () => apply(DEFAULT_TITLE, DEFAULT_DESCRIPTION)
  }, [title, description])
}
