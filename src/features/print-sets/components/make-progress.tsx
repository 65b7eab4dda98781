import type { MakeState } from './use-make-pdf'

/** The progress bar and the outcome under a print dialog's button. */
export function MakeProgress({ state }: { state: MakeState }) {
  if (state.phase === 'idle') return null
  if (state.phase === 'error')
    return (
      <p className="form-error" role="alert">
        {state.message}
      </p>
    )
  if (state.phase === 'done')
    return (
      <p className="print-dialog__status" role="status">
        Your PDF is ready: {state.pages === 1 ? '1 page' : `${state.pages} pages`}.
      </p>
    )
  const label =
    state.phase === 'loading' ? 'Reading your pages…' : `Making page ${state.done} of ${state.total}…`
  return (
    <div className="print-dialog__status" role="status">
      <progress
        max={state.phase === 'making' ? state.total : undefined}
        value={state.phase === 'making' ? state.done : undefined}
        aria-label="Making the PDF"
      />
      <span>{label}</span>
    </div>
  )
}
