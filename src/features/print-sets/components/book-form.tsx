import { type FormEvent, useId, useState } from 'react'
import { defaultPaper } from '../default-paper'
import type { Paper } from '../sheet-layout'
import type { PrintablePage } from '../types'
import { MakeProgress } from './make-progress'
import { PaperChoice } from './print-fields'
import { pdfFileName, useMakePdf } from './use-make-pdf'

const MAX_TEXT = 80

/** Make a book: a cover, a "This book belongs to" page, the picked pages in order, ready to print. */
export function BookForm({ pages: picked }: { pages: PrintablePage[] }) {
  const ids = { title: useId(), subtitle: useId(), by: useId(), cover: useId() }
  const [order, setOrder] = useState(picked)
  const [title, setTitle] = useState('')
  const [subtitle, setSubtitle] = useState('')
  const [by, setBy] = useState('')
  const [coverId, setCoverId] = useState(picked[0]?.id ?? '')
  const [blankBacks, setBlankBacks] = useState(false)
  const [printReady, setPrintReady] = useState(false)
  const [paper, setPaper] = useState<Paper>(defaultPaper)
  const [error, setError] = useState<string | null>(null)
  const { state, make, busy } = useMakePdf()
  const sides = (blankBacks ? 2 : 1) * (order.length + 2)
  const total = sides + (sides % 2)

  function move(index: number, by: -1 | 1) {
    const next = [...order]
    const [page] = next.splice(index, 1)
    next.splice(index + by, 0, page)
    setOrder(next)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!title.trim()) return setError('Give the book a title.')
    setError(null)
    const cover = Math.max(
      0,
      order.findIndex((page) => page.id === coverId),
    )
    void make(
      {
        kind: 'book',
        options: {
          title: title.trim(),
          subtitle: subtitle.trim(),
          by: by.trim(),
          cover,
          blankBacks,
          printReady,
          paper,
        },
      },
      order,
      pdfFileName(title, 'coloring-book'),
    )
  }

  return (
    <form className="print-dialog__form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input
          id={ids.title}
          value={title}
          maxLength={MAX_TEXT}
          placeholder="Emma's Birthday Coloring Book"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.subtitle}>Subtitle</label>
        <input
          id={ids.subtitle}
          value={subtitle}
          maxLength={MAX_TEXT}
          onChange={(e) => setSubtitle(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.by}>By</label>
        <input
          id={ids.by}
          value={by}
          maxLength={MAX_TEXT}
          placeholder="Ms. Rivera's class"
          onChange={(e) => setBy(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.cover}>Cover picture</label>
        <select id={ids.cover} value={coverId} onChange={(e) => setCoverId(e.target.value)}>
          {order.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="print-dialog__choices">
        <legend>Page order</legend>
        <ol className="book-order">
          {order.map((page, i) => (
            <li key={page.id}>
              <span className="book-order__title">{page.title}</span>
              <MoveButton title={page.title} way="up" disabled={i === 0} onMove={() => move(i, -1)} />
              <MoveButton
                title={page.title}
                way="down"
                disabled={i === order.length - 1}
                onMove={() => move(i, 1)}
              />
            </li>
          ))}
        </ol>
      </fieldset>
      <label className="print-dialog__choice">
        <input type="checkbox" checked={blankBacks} onChange={(e) => setBlankBacks(e.target.checked)} />
        Blank backs, so markers do not bleed through
      </label>
      <label className="print-dialog__choice">
        <input type="checkbox" checked={printReady} onChange={(e) => setPrintReady(e.target.checked)} />
        Print-ready for a print shop (0.125 in bleed, safe margins)
      </label>
      <PaperChoice value={paper} onChange={setPaper} />
      <p className="print-dialog__summary">
        {total} pages: cover, "This book belongs to" and {order.length} coloring{' '}
        {order.length === 1 ? 'page' : 'pages'}
      </p>
      <p className="form-error" role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        Download PDF
      </button>
      <MakeProgress state={state} />
    </form>
  )
}

/** Moves one page a place up or down the book's order. */
function MoveButton({
  title,
  way,
  disabled,
  onMove,
}: {
  title: string
  way: 'up' | 'down'
  disabled: boolean
  onMove: () => void
}) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={disabled}
      aria-label={`Move ${title} ${way}`}
      onClick={onMove}
    >
      {way === 'up' ? 'Up' : 'Down'}
    </button>
  )
}
