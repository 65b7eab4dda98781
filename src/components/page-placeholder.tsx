import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title'

type Props = {
  title: string
  /** The honest line saying what is coming to this page. */
  children: ReactNode
}

/** A page whose full content is still being built: its real title and a line about what comes next. */
export function PagePlaceholder({ title, children }: Props) {
  useDocumentTitle(title)
  return (
    <section className="page page--narrow">
      <h1>{title}</h1>
      <div className="page__lead">{children}</div>
    </section>
  )
}
