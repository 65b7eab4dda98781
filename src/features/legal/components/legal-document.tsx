import type { ReactNode } from 'react'
import { LEGAL_UPDATED, OPERATOR } from '../legal-facts'
import '../legal.css'

export type LegalSection = { id: string; heading: string; body: ReactNode }

type Props = {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}

/** A legal page: title, date, a short summary, a list of its sections and the sections themselves. */
export function LegalDocument({ title, intro, sections }: Props) {
  return (
    <article className="legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">Last updated: {LEGAL_UPDATED}</p>
        <p className="legal__operator">
          Colorly is run by {OPERATOR.name}, {OPERATOR.address}. Write to us at{' '}
          <a href={`mailto:${OPERATOR.supportEmail}`}>{OPERATOR.supportEmail}</a>.
        </p>
        <div className="legal__intro">{intro}</div>
      </header>
      <nav className="legal__toc" aria-label="On this page">
        <h2 className="legal__toc-title">On this page</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} className="legal__section" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.heading}</h2>
          {s.body}
        </section>
      ))}
    </article>
  )
}
