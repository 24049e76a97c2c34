import { useId, useState, type FormEvent } from 'react'
import { Button } from '../button'
import { filledValues } from './filled'
import type { QuickFilterField, QuickFiltersLabels, QuickFilterValues } from './types'
import { DateField } from '../date-field/date-field'

export interface QuickFiltersProps {
  /** The list's quick filters in their order (§7 quickQuery getQuery); none: nothing is drawn. */
  fields: QuickFilterField[]
  labels: QuickFiltersLabels
  /** The filled-in filters, checked (a range never ends before it starts); {} after a reset. */
  onApply: (values: QuickFilterValues) => void
  initial?: QuickFilterValues
}

/** §7 quick query: the filters HR chose for a list, above it: text, a choice, a date range or a department; applied together. */
export function QuickFilters({ fields, labels, onApply, initial = {} }: QuickFiltersProps) {
  const id = useId()
  const [values, setValues] = useState<QuickFilterValues>(initial)
  const [problem, setProblem] = useState('')
  if (!fields.length) return null
  const set = (key: string, value: QuickFilterValues[string]) => setValues((all) => ({ ...all, [key]: value }))
  const range = (key: string) => {
    const value = values[key]
    return typeof value === 'object' ? value : {}
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const filled = filledValues(fields, values)
    setProblem(filled.reversed ? labels.fromAfterTo.replace('{label}', filled.reversed.label) : '')
    if (!filled.reversed) onApply(filled.values)
  }
  const reset = () => {
    setValues({})
    setProblem('')
    onApply({})
  }
  return (
    <form
      role="search"
      aria-label={labels.title}
      className="hr-quick-filters table-filters"
      onSubmit={submit}
      noValidate
      data-testid="quick-filters"
    >
      {fields.map((field) => {
        const inputId = `${id}-${field.key}`
        if (field.kind === 'dateRange') {
          return (
            <fieldset key={field.key} className="hr-quick-range">
              <legend>{field.label}</legend>
              <div className="hr-quick-dates">
                <label>
                  <span className="hr-sr-only">{labels.from}</span>
                  <DateField
                    kind="date"
                    value={range(field.key).from ?? ''}
                    onValueChange={(v) => set(field.key, { ...range(field.key), from: v })}
                  />
                </label>
                <span aria-hidden="true">–</span>
                <label>
                  <span className="hr-sr-only">{labels.to}</span>
                  <DateField
                    kind="date"
                    value={range(field.key).to ?? ''}
                    onValueChange={(v) => set(field.key, { ...range(field.key), to: v })}
                  />
                </label>
              </div>
            </fieldset>
          )
        }
        const value = typeof values[field.key] === 'string' ? (values[field.key] as string) : ''
        return (
          <label key={field.key} htmlFor={inputId}>
            {field.label}
            {field.kind === 'text' ? (
              <input
                id={inputId}
                type="search"
                value={value}
                maxLength={100}
                onChange={(e) => set(field.key, e.target.value)}
              />
            ) : (
              <select id={inputId} value={value} onChange={(e) => set(field.key, e.target.value)}>
                <option value="">{labels.all}</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {'\u3000'.repeat(option.depth ?? 0)}
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </label>
        )
      })}
      <div className="hr-quick-buttons">
        <Button type="submit" variant="primary">
          {labels.apply}
        </Button>
        <Button onClick={reset}>{labels.reset}</Button>
      </div>
      <p role="alert" className="hr-field-error">
        {problem}
      </p>
    </form>
  )
}
