import { useEffect } from 'react'
import { APP_NAME } from '../components/use-document-title'

// Per-page title, description, canonical address and Open Graph tags, set on navigation. index.html holds
// the defaults, which come back when a page that set its own is left.

export const SOCIAL_IMAGE_PATH = '/samples/social-card.jpg'
const DEFAULT_TITLE = `${APP_NAME}: printable coloring pages made with AI`

type Meta = {
  /** The page's own title, shown as "<title> · Colorly"; none for the home page. */
  title?: string
  description: string
}

let defaultDescription: string | null = null

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

export function usePageMeta({ title, description }: Meta): void {
  useEffect(() => {
    defaultDescription ??=
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? ''
    apply(title ? `${title} · ${APP_NAME}` : DEFAULT_TITLE, description)
    return () => apply(DEFAULT_TITLE, defaultDescription ?? '')
  }, [title, description])
}
