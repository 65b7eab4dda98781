/** A form's error line; announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="form-error" role="alert" hidden={!message}>
      {message}
    </p>
  )
}
