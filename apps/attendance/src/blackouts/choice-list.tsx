import { useId } from 'react'

interface Choice<V> {
  value: V
  label: string
  /** Indent of a department under its parent. */
  depth?: number
}

/**
 * "All" or some of a list (the leave types, the departments a blackout period closes): `chosen` null means all; with
 * "all" unticked, a checkbox per choice.
 */
export function ChoiceList<V extends string | number>({
  legend,
  allLabel,
  hint,
  choices,
  chosen,
  onChange,
}: {
  legend: string
  allLabel: string
  hint?: string
  choices: Array<Choice<V>>
  chosen: V[] | null
  onChange: (chosen: V[] | null) => void
}) {
  const hintId = useId()
  return (
    <fieldset className="choice-list" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      <label>
        <input type="checkbox" checked={chosen === null} onChange={(e) => onChange(e.target.checked ? null : [])} />
        {allLabel}
      </label>
      {chosen !== null && (
        <div className="choice-list-items">
          {choices.map((choice) => (
            <label key={choice.value} style={{ paddingInlineStart: `${(choice.depth ?? 0) * 16}px` }}>
              <input
                type="checkbox"
                checked={chosen.includes(choice.value)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, choice.value] : chosen.filter((v) => v !== choice.value))
                }
              />
              {choice.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}
