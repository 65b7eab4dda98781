import { type FormEvent, useId, useState } from 'react'
import { classSetCopies, type GroupBy, MAX_COPIES, type PerSheet, parseNames } from '../class-set'
import { defaultPaper } from '../default-paper'
import { forgetNames, keepNames, loadNames } from '../names-store'
import type { Paper } from '../sheet-layout'
import type { PrintablePage } from '../types'
import { MakeProgress } from './make-progress'
import { PaperChoice, RadioRow } from './print-fields'
import { pdfFileName, useMakePdf } from './use-make-pdf'

type Props = { pages: PrintablePage[] }

/** Print for a class: each child's copies of the picked pages, named, 1, 2 or 4 to a sheet. */
export function ClassSetForm({ pages }: Props) {
  const namesId = useId()
  const copiesId = useId()
  const [namesText, setNamesText] = useState(loadNames)
  const [copies, setCopies] = useState(1)
  const [perSheet, setPerSheet] = useState<PerSheet>(2)
  const [groupBy, setGroupBy] = useState<GroupBy>('child')
  const [paper, setPaper] = useState<Paper>(defaultPaper)
  const { state, make, busy } = useMakePdf()
  const names = parseNames(namesText)
  const cells = classSetCopies(pages.length, { names, copies, perSheet, groupBy, paper }).length
  const sheets = Math.ceil(cells / perSheet)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    keepNames(namesText)
    void make(
      { kind: 'class-set', title: 'Class set', options: { names, copies, perSheet, groupBy, paper } },
      pages,
      pdfFileName(`class-set-${new Date().toISOString().slice(0, 10)}`, 'class-set'),
    )
  }

  return (
    <form className="print-dialog__form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={namesId}>Names</label>
        <textarea
          id={namesId}
          rows={6}
          value={namesText}
          placeholder={'Ava\nBen\nChloé'}
          aria-describedby={`${namesId}-hint`}
          onChange={(e) => setNamesText(e.target.value)}
        />
        <p id={`${namesId}-hint`} className="field__hint">
          One name a line; a pasted list works. Leave empty for copies with a blank name line. Names stay on
          this device: the PDF is made here, and no name is sent to Colorly.
        </p>
        {namesText && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              forgetNames()
              setNamesText('')
            }}
          >
            Forget names
          </button>
        )}
      </div>
      <div className="field">
        <label htmlFor={copiesId}>Copies per name</label>
        <input
          id={copiesId}
          type="number"
          min={1}
          max={MAX_COPIES}
          value={copies}
          onChange={(e) => setCopies(Math.max(1, Math.min(MAX_COPIES, Number(e.target.value) || 1)))}
        />
      </div>
      <RadioRow
        legend="Pages per sheet"
        name="per-sheet"
        value={String(perSheet)}
        options={[
          ['1', '1'],
          ['2', '2'],
          ['4', '4'],
        ]}
        onChange={(v) => setPerSheet(Number(v) as PerSheet)}
      />
      <RadioRow
        legend="Order"
        name="group-by"
        value={groupBy}
        options={[
          ['child', "Each child's pages together"],
          ['page', 'Each page together'],
        ]}
        onChange={(v) => setGroupBy(v as GroupBy)}
      />
      <PaperChoice value={paper} onChange={setPaper} />
      <p className="print-dialog__summary">
        {names.length > 0 ? `${names.length} ${names.length === 1 ? 'name' : 'names'}` : 'No names'} · {cells}{' '}
        {cells === 1 ? 'page' : 'pages'} on {sheets} {sheets === 1 ? 'sheet' : 'sheets'}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        Download PDF
      </button>
      <MakeProgress state={state} />
    </form>
  )
}
