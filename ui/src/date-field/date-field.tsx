import { lazy, Suspense, useLayoutEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes } from 'react'
import { parseDateText, showDateValue, type DateKind } from './date-text'
import { dateFieldLabels } from './labels'
import { useDocumentLanguage } from './use-document-language'

// The calendar (ark's date picker) loads the first time a calendar is opened.
const Calendar = lazy(() => import('./calendar'))

export interface DateFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'> {
  kind: DateKind
  /** 2026-03-08 (date), 2026-03 (month), 09:30 (time), 2026-03-08T09:30 (datetime); '' for none. */
  value: string
  /** The new value, in the same form; '' while the field is empty or holds no valid value. */
  onValueChange: (value: string) => void
  /** The earliest and latest values allowed, in the same form. */
  min?: string
  max?: string
}

/**
 * A date, month, time or date-and-time field in the page's language, where the browser's own
 * (`type="date"` …) would follow the browser's. The value shows as 2026-03-08 / 09:30 (the same in
 * both languages); a person types it in any common form (2026/3/8, 20260308, 2026年3月8日, 9:30)
 * or picks it from a calendar. Text that is no valid value, or one outside `min`/`max`, makes the
 * field invalid with a message saying why, which a form's own check reports. The calendar button is
 * for the pointer (no tab stop, so Tab goes from field to field); from the keyboard, Alt+ArrowDown in
 * the field opens the calendar.
 */
export function DateField({
  kind,
  value,
  onValueChange,
  min,
  max,
  placeholder,
  className,
  onBlur,
  onKeyDown,
  ...props
}: DateFieldProps) {
  const language = useDocumentLanguage()
  const labels = dateFieldLabels[language]
  const input = useRef<HTMLInputElement>(null)
  const wrap = useRef<HTMLSpanElement>(null)
  const [text, setText] = useState(() => showDateValue(kind, value))
  const [open, setOpen] = useState(false)
  const [left, setLeft] = useState(false)
  // A value from outside (a reset, a copy) replaces the text; the echo of what the person typed does not.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if ((parseDateText(kind, text) ?? '') !== value) setText(showDateValue(kind, value))
  }

  const parsed = parseDateText(kind, text)
  const problem =
    parsed === null
      ? labels.invalid[kind]
      : parsed && min && parsed < min
        ? labels.tooEarly.replace('{min}', showDateValue(kind, min))
        : parsed && max && parsed > max
          ? labels.tooLate.replace('{max}', showDateValue(kind, max))
          : ''
  useLayoutEffect(() => {
    input.current?.setCustomValidity(problem)
  }, [problem])

  function change(next: string) {
    setText(next)
    const typed = parseDateText(kind, next) ?? ''
    if (typed !== value) onValueChange(typed)
  }

  function blur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event)
    setLeft(true)
    // 2026/3/8 becomes 2026-03-08 once the person moves on.
    if (parsed) setText(showDateValue(kind, parsed))
  }

  return (
    <span ref={wrap} className="hr-date-field" data-kind={kind}>
      <input
        {...props}
        ref={input}
        className={className}
        type="text"
        inputMode={kind === 'time' ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? labels.placeholder[kind]}
        value={text}
        onChange={(e) => change(e.target.value)}
        onBlur={blur}
        aria-keyshortcuts={kind === 'time' ? undefined : 'Alt+ArrowDown'}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (
            event.defaultPrevented ||
            kind === 'time' ||
            !event.altKey ||
            event.key !== 'ArrowDown' ||
            props.disabled ||
            props.readOnly
          )
            return
          event.preventDefault()
          setOpen(true)
        }}
        aria-invalid={props['aria-invalid'] ?? (left && problem ? true : undefined)}
      />
      {kind !== 'time' && (
        // For the pointer: hidden from assistive technology, so the label around the field names the field alone
        // (the keyboard's way in is Alt+ArrowDown, which the field announces).
        <button
          type="button"
          className="hr-date-field-button"
          aria-hidden="true"
          tabIndex={-1}
          title={labels.choose[kind]}
          disabled={props.disabled || props.readOnly}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 1h1.5v1.5h5V1H12v1.5h1.5A1.5 1.5 0 0 1 15 4v9.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 1 13.5V4a1.5 1.5 0 0 1 1.5-1.5H4zm-1.5 5v7h11v-7z"
            />
          </svg>
        </button>
      )}
      {open && kind !== 'time' && (
        <Suspense fallback={null}>
          <Calendar
            kind={kind}
            value={parsed || ''}
            min={min}
            max={max}
            language={language}
            labels={labels}
            anchor={wrap}
            onPick={(picked) => {
              // A datetime keeps its time (or takes 09:00) when its day is picked.
              const time = kind === 'datetime' ? (parsed ? parsed.slice(11) : '09:00') : ''
              const next = time ? `${picked}T${time}` : picked
              change(showDateValue(kind, next))
              setOpen(false)
              input.current?.focus()
            }}
            onClose={(byKey) => {
              setOpen(false)
              if (byKey) input.current?.focus()
            }}
          />
        </Suspense>
      )}
    </span>
  )
}
