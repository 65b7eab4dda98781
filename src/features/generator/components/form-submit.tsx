import { PencilIcon } from './icons'

type Props = {
  label: string
  pendingLabel: string
  /** What the progress bar says to a screen reader while the page is made. */
  progressLabel: string
  pending: boolean
  empty: boolean
}

/**
 * A page-making form's big button and progress bar. While a page is made the button stays focusable
 * (aria-disabled), so focus is not lost.
 */
export function FormSubmit({ label, pendingLabel, progressLabel, pending, empty }: Props) {
  return (
    <>
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={empty && !pending}
        aria-disabled={pending ? true : undefined}
      >
        <PencilIcon />
        {pending ? pendingLabel : label}
      </button>
      <div className="generate-form__progress">
        {pending && <div className="progress" role="progressbar" aria-label={progressLabel} />}
      </div>
    </>
  )
}
