import { useT } from '@hr-portal/kit'
import { BIZ_TYPES, FIELD_ACCESS, type FieldAccess, type FieldView } from './role-api'

/** A field as the tab shows it (of the contract's field view). */
export type RoleField = Pick<FieldView, 'key' | 'label' | 'type' | 'custom' | 'access'>

interface Props {
  bizTypeId: number
  onBizType: (bizTypeId: number) => void
  fields: RoleField[]
  /** The chosen access per field key (the loaded access with the user's changes). */
  value: Record<string, FieldAccess>
  onChange: (value: Record<string, FieldAccess>) => void
  /** Shown without the save button's auth flag (100303). */
  readOnly: boolean
}

/** A role's access to each field of a business type: hidden, read or edit, one radio group per field. */
export function FieldPermissionsTab({ bizTypeId, onBizType, fields, value, onChange, readOnly }: Props) {
  const t = useT()
  const setAll = (access: FieldAccess) => onChange(Object.fromEntries(fields.map((field) => [field.key, access])))
  return (
    <div className="role-fields" data-testid="role-fields">
      <div className="role-fields-head">
        <label>
          {t('roleEdit.fields.bizType')}{' '}
          <select value={bizTypeId} onChange={(e) => onBizType(Number(e.target.value))}>
            {BIZ_TYPES.map((id) => (
              <option key={id} value={id}>
                {t(`roleEdit.fields.bizType${id}`)}
              </option>
            ))}
          </select>
        </label>
        {!readOnly && fields.length > 0 && (
          <span role="group" aria-label={t('roleEdit.fields.setAll')}>
            {t('roleEdit.fields.setAll')}{' '}
            {FIELD_ACCESS.map((access) => (
              <button key={access} type="button" onClick={() => setAll(access)}>
                {t(`roleEdit.fields.${access}`)}
              </button>
            ))}
          </span>
        )}
      </div>
      {readOnly && <p className="role-note">{t('roleEdit.fields.readOnly')}</p>}
      {fields.length === 0 ? (
        <p className="role-note">{t('roleEdit.fields.empty')}</p>
      ) : (
        <table className="role-field-table">
          <thead>
            <tr>
              <th scope="col">{t('roleEdit.fields.field')}</th>
              {FIELD_ACCESS.map((access) => (
                <th key={access} scope="col">
                  {t(`roleEdit.fields.${access}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.key} data-field={field.key}>
                <th scope="row">
                  {field.label}
                  {field.custom && <small> ({t('roleEdit.fields.custom')})</small>}
                </th>
                {FIELD_ACCESS.map((access) => (
                  <td key={access}>
                    <input
                      type="radio"
                      name={`field-${field.key}`}
                      disabled={readOnly}
                      aria-label={`${field.label}: ${t(`roleEdit.fields.${access}`)}`}
                      checked={(value[field.key] ?? field.access) === access}
                      onChange={() => onChange({ ...value, [field.key]: access })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
