import { useId, type ReactNode } from 'react'
import type { FieldValue, Options, RecordField } from '../api'
import { useT } from '@hr-portal/kit'

interface Props {
  field: RecordField
  value: FieldValue | undefined
  options?: Options | null
  onChange: (value: FieldValue) => void
  /** Said under the input and read with it (aria-describedby). */
  note?: ReactNode
}

const asText = (value: FieldValue | undefined) => (value === null || value === undefined ? '' : String(value))

/**
 * One editable field: a text, date or number input, or a select (gender, the tenant's dictionary values, custom options,
 * department, post, position). A disabled dictionary value shows only on the record that holds it, and cannot be chosen.
 */
export function FieldInput({ field, value, options, onChange, note }: Props) {
  const t = useT()
  const id = useId()
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required ? ' *' : ''}
    </label>
  )
  const choices: Array<{ value: string; label: string; disabled?: boolean }> | null =
    field.key === 'organ'
      ? (options?.organs ?? []).map((o) => ({
          value: String(o.id),
          label: `${'\u3000'.repeat(Math.max(0, o.level - 1))}${o.name}`,
        }))
      : field.key === 'zhiwei'
        ? (options?.zhiweis ?? []).map((z) => ({ value: String(z.id), label: z.name }))
        : field.key === 'gangwei'
          ? (options?.gangweis ?? []).map((g) => ({ value: String(g.id), label: g.name }))
          : field.type === 'select'
            ? field.options
            : null
  return (
    <div className="pers-field pers-field-edit" data-field={field.key}>
      <dt>{label}</dt>
      <dd>
        {choices ? (
          <select
            id={id}
            className="hr-input"
            value={asText(value)}
            required={field.required}
            aria-describedby={note ? `${id}-note` : undefined}
            onChange={(e) =>
              onChange(
                e.target.value === ''
                  ? null
                  : ['organ', 'zhiwei', 'gangwei'].includes(field.key)
                    ? Number(e.target.value)
                    : e.target.value,
              )
            }
          >
            <option value="">{t('common.choose')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value} disabled={c.disabled}>
                {c.disabled ? t('common.disabledValue', { label: c.label }) : c.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="hr-input"
            type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
            inputMode={field.key === 'bankAccount' ? 'numeric' : undefined}
            value={asText(value)}
            required={field.required}
            maxLength={field.type === 'text' ? 300 : undefined}
            onChange={(e) =>
              onChange(e.target.value === '' ? null : field.type === 'number' ? Number(e.target.value) : e.target.value)
            }
          />
        )}
        {note && (
          <p id={`${id}-note`} className="pers-hint" role="status">
            {note}
          </p>
        )}
      </dd>
    </div>
  )
}
