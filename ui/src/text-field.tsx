import { useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string | null
  /** §2: a clear button while there is text; its accessible name. Escape in the field clears it too. */
  clearLabel?: string
  /** §2: a show-password toggle on a password field; its accessible names. */
  revealLabels?: { show: string; hide: string }
}

/**
 * A labelled input whose validation message is announced and tied to it, with the §2 extras:
 * a clear button, a show-password toggle and a word-limit counter when `maxLength` is set.
 * The clear button is no tab stop, so Tab goes from field to field and Enter submits the form;
 * from the keyboard, Escape clears the field (the button names the shortcut).
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  clearLabel,
  revealLabels,
  type = 'text',
  maxLength,
  onKeyDown,
  ...props
}: TextFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [revealed, setRevealed] = useState(false)
  const described = [error ? `${id}-error` : '', maxLength ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined

  function clear() {
    onValueChange('')
    input.current?.focus()
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.key !== 'Escape' || !clearLabel || !value) return
    // Only a field with text takes Escape; an empty one leaves it to a dialog around it.
    event.preventDefault()
    event.stopPropagation()
    onValueChange('')
  }

  return (
    <div className="hr-field">
      <label htmlFor={id}>{label}</label>
      <div className="hr-input-row">
        <input
          {...props}
          ref={input}
          id={id}
          className="hr-input"
          type={type === 'password' && revealed ? 'text' : type}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onValueChange(e.target.value)}
          onKeyDown={keyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {clearLabel && value && (
          <button
            type="button"
            className="hr-input-action"
            aria-label={clearLabel}
            aria-keyshortcuts="Escape"
            tabIndex={-1}
            onClick={clear}
          >
            ×
          </button>
        )}
        {revealLabels && type === 'password' && (
          <button
            type="button"
            className="hr-input-action"
            aria-pressed={revealed}
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? '◉' : '◎'}
          </button>
        )}
      </div>
      <div className="hr-field-foot">
        <span id={`${id}-error`} className="hr-field-error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </span>
        {maxLength ? (
          <span id={`${id}-count`} className="hr-field-count">
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
    </div>
  )
}
