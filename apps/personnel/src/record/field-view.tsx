import type { FieldValue, RecordField } from '../api'
import { useT } from '@hr-portal/kit'

interface Props {
  field: RecordField
  value: FieldValue | undefined
  /** The name of a reference (organisation, post, position). */
  name?: string
  hidden: boolean
}

/** One field read-only: its value, or §6 'No field permissions' when the viewer may not see it. */
export function FieldView({ field, value, name, hidden }: Props) {
  const t = useT()
  let text: string
  if (hidden) text = t('common.noFieldPermission')
  else if (name !== undefined) text = name || t('common.none')
  else if (field.type === 'select')
    text =
      field.options.find((o) => o.value === String(value ?? ''))?.label ?? (value ? String(value) : t('common.none'))
  else text = value === null || value === undefined || value === '' ? t('common.none') : String(value)
  return (
    <div className="pers-field" data-field={field.key}>
      <dt>{field.label}</dt>
      <dd className={hidden ? 'pers-no-permission' : undefined} data-testid={`value-${field.key}`}>
        {text}
      </dd>
    </div>
  )
}
