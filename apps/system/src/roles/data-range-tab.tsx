import { useT } from '@hr-portal/kit'
import type { DataRange } from './role-api'

interface Props {
  ranges: readonly DataRange[]
  value: DataRange
  onChange: (range: DataRange) => void
  /** Shown without the save button's auth flag (100302): the choice is read, not changed. */
  readOnly: boolean
}

/** The staff a role sees (§6 data ranges): one radio per range the gateway supports, widest first. */
export function DataRangeTab({ ranges, value, onChange, readOnly }: Props) {
  const t = useT()
  const widestFirst = [...ranges].reverse()
  return (
    <div className="role-range" data-testid="role-data-range">
      <fieldset disabled={readOnly}>
        <legend>{t('roleEdit.range.legend')}</legend>
        {widestFirst.map((range) => (
          <label key={range} className="role-option">
            <input
              type="radio"
              name="data-range"
              value={range}
              checked={value === range}
              disabled={readOnly}
              onChange={() => onChange(range)}
            />
            {t(`roleEdit.range.${range}`)}
          </label>
        ))}
      </fieldset>
      {readOnly && <p className="role-note">{t('roleEdit.range.readOnly')}</p>}
    </div>
  )
}
