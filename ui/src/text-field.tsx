import { useId, type InputHTMLAttributes } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | null
}

/** A labelled input whose validation message is announced and tied to it. */
export function TextField({ label, error, ...props }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="hr-field">
      <label htmlFor={id}>{label}</label>
      <input {...props} id={id} className="hr-input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      <span id={errorId} className="hr-field-error" role={error ? 'alert' : undefined}>{error ?? ''}</span>
    </div>
  )
}
