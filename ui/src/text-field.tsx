import { useId, useState, type InputHTMLAttributes } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string | null
  /** §2: a clear button while there is text; its accessible name. */
  clearLabel?: string
  /** §2: a show-password toggle on a password field; its accessible names. */
  revealLabels?: { show: string; hide: string }
}

/**
 * A labelled input whose validation message is announced and tied to it, with the §2 extras:
 * a clear button, a show-password toggle and a word-limit counter when `maxLength` is set.
 */
export function TextField({ label, value, onValueChange, error, clearLabel, revealLabels, type = 'text', maxLength, ...props }: TextFieldProps) {
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const described = [error ? `${id}-error` : '', maxLength ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="hr-field">
      <label htmlFor={id}>{label}</label>
      <div className="hr-input-row">
        <input {...props} id={id} className="hr-input" type={type === 'password' && revealed ? 'text' : type} value={value}
          maxLength={maxLength} onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={described} />
        {clearLabel && value && (
          <button type="button" className="hr-input-action" aria-label={clearLabel} onClick={() => onValueChange('')}>×</button>
        )}
        {revealLabels && type === 'password' && (
          <button type="button" className="hr-input-action" aria-pressed={revealed} aria-label={revealed ? revealLabels.hide : revealLabels.show}
            onClick={() => setRevealed(!revealed)}>{revealed ? '◉' : '◎'}</button>
        )}
      </div>
      <div className="hr-field-foot">
        <span id={`${id}-error`} className="hr-field-error" role={error ? 'alert' : undefined}>{error ?? ''}</span>
        {maxLength ? <span id={`${id}-count`} className="hr-field-count">{value.length}/{maxLength}</span> : null}
      </div>
    </div>
  )
}
