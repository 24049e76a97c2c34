import { useId } from 'react'
import type { Choice } from '../api'
import { useT } from '@hr-portal/kit'

interface Props {
  value: string
  /** The enabled values of the tenant's cost centre dictionary (the profile list's `costCentres`). */
  choices: Choice[]
  /** The value the profile holds now and its name (null: text typed before the dictionary). */
  held?: { code: string; name: string | null | undefined }
  locked: boolean
  onChange: (code: string) => void
}

/**
 * The cost centre of a profile, chosen among the enabled values of the cost centre dictionary (the code is stored, the
 * name shown). The value the profile holds stays selectable as it is when it is no longer offered (disabled since, or
 * typed before the dictionary), so a change of other fields keeps it; it cannot be chosen anew once left.
 */
export function CostCentreSelect({ value, choices, held, locked, onChange }: Props) {
  const t = useT()
  const ids = { label: useId(), hint: useId() }
  const kept =
    held?.code && !choices.some((choice) => choice.value === held.code)
      ? [
          {
            value: held.code,
            label: held.name
              ? t('profiles.costCentreDisabled', { name: held.name })
              : t('profiles.costCentreTyped', { value: held.code }),
          },
        ]
      : []
  return (
    <label>
      <span id={ids.label}>{t('profiles.costCentre')}</span>
      <select
        value={value}
        disabled={locked}
        onChange={(e) => onChange(e.target.value)}
        aria-labelledby={ids.label}
        aria-describedby={ids.hint}
      >
        <option value="">{t('profiles.costCentreNone')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {kept.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={value !== choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <span id={ids.hint} className="hint">
        {t('profiles.costCentreHint')}
      </span>
    </label>
  )
}
