import { useLanguage } from '@hr-portal/bridge/react'
import { useT } from '@hr-portal/kit'
import type { ConditionItem } from './conditions-api'

export interface ConditionValueProps {
  item: ConditionItem
  /** The condition's number (its controls' names say it). */
  n: number
  values: string[]
  onChange: (values: string[]) => void
  disabled?: boolean
}

/** A condition's value as its field's type asks: a number with its unit, a text, a date, yes or no, or values of a list. */
export function ConditionValue({ item, n, values, onChange, disabled }: ConditionValueProps) {
  const t = useT()
  const en = useLanguage() === 'en'
  const [value = ''] = values
  const one = (text: string) => onChange(text === '' ? [] : [text])
  if (item.type === 'enum') {
    const toggle = (choice: string, on: boolean) =>
      onChange(on ? [...values, choice] : values.filter((v) => v !== choice))
    return (
      <fieldset className="condition-values" disabled={disabled}>
        <legend>{t('conditions.values', { n })}</legend>
        <div className="condition-choices">
          {(item.values ?? []).map((choice) => (
            <label key={choice.value} className="check">
              <input
                type="checkbox"
                checked={values.includes(choice.value)}
                onChange={(e) => toggle(choice.value, e.target.checked)}
              />
              {en ? choice.label.en : choice.label.zh}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }
  if (item.type === 'boolean')
    return (
      <label className="field">
        {t('conditions.value', { n })}
        <select value={value} disabled={disabled} onChange={(e) => one(e.target.value)}>
          <option value="" />
          <option value="true">{t('conditions.yes')}</option>
          <option value="false">{t('conditions.no')}</option>
        </select>
      </label>
    )
  const unit = item.unit ? (en ? item.unit.en : item.unit.zh) : ''
  return (
    <label className="field">
      {unit ? t('conditions.valueIn', { n, unit }) : t('conditions.value', { n })}
      <input
        type={item.type === 'number' ? 'number' : item.type === 'date' ? 'date' : 'text'}
        step={item.type === 'number' ? 'any' : undefined}
        maxLength={item.type === 'text' ? 100 : undefined}
        value={value}
        disabled={disabled}
        onChange={(e) => one(e.target.value)}
      />
    </label>
  )
}
