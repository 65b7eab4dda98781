import { useState } from 'react'
import { saveFile } from '../../../lib/save-file'
import type { PrintJob } from '../make-print'
import { runPrint } from '../run-print'
import type { PrintablePage } from '../types'

export type MakeState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'making'; done: number; total: number }
  | { phase: 'done'; pages: number }
  | { phase: 'error'; message: string }

/** Reads the picked pages, makes the PDF in the worker with progress, and downloads it. */
export function useMakePdf() {
  const [state, setState] = useState<MakeState>({ phase: 'idle' })

  async function make(job: PrintJob, pages: PrintablePage[], fileName: string) {
    setState({ phase: 'loading' })
    try {
      const pngs = await Promise.all(pages.map((page) => page.load()))
      let total = 0
      const pdf = await runPrint(job, pngs, (done, all) => {
        total = all
        setState({ phase: 'making', done, total: all })
      })
      saveFile(pdf, fileName)
      setState({ phase: 'done', pages: total })
    } catch (err) {
      setState({ phase: 'error', message: err instanceof Error ? err.message : 'The PDF could not be made.' })
    }
  }

  return { state, make, busy: state.phase === 'loading' || state.phase === 'making' }
}

/** A file name from what a person typed: letters, digits and dashes. */
export function pdfFileName(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `${slug || fallback}.pdf`
}
