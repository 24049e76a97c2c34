import { nameOf, type Dictionary, type DictValue } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  dictionary: Dictionary
  canEdit: boolean
  busy: boolean
  onEdit: (value: DictValue) => void
  onMove: (value: DictValue, direction: 'up' | 'down') => void
  onToggle: (value: DictValue) => void
}

/** A dictionary's values in their order: code, names, status, and (with 870101) edit, move up or down, disable or enable. */
export function ValuesTable({ dictionary, canEdit, busy, onEdit, onMove, onToggle }: Props) {
  const t = useT()
  const en = useLanguage() === 'en'
  const values = dictionary.values
  if (!values.length)
    return (
      <p className="empty" data-testid="values-empty">
        {t('values.none')}
      </p>
    )
  return (
    <div className="table-scroll">
      <table data-testid="values-table">
        <caption className="md-caption">{t('values.caption', { name: nameOf(dictionary, en) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('values.order')}</th>
            <th scope="col">{t('form.code')}</th>
            <th scope="col">{t('form.nameZh')}</th>
            <th scope="col">{t('form.nameEn')}</th>
            <th scope="col">{t('values.status')}</th>
            {canEdit && <th scope="col">{t('values.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {values.map((value, index) => {
            const name = nameOf(value, en)
            return (
              <tr key={value.code} data-code={value.code} className={value.enabled ? undefined : 'md-disabled'}>
                <td className="num">{index + 1}</td>
                <td>
                  <code>{value.code}</code>
                </td>
                <td>{value.nameZh || <span className="hint">{t('values.fallback', { name: value.nameEn })}</span>}</td>
                <td>{value.nameEn || <span className="hint">{t('values.fallback', { name: value.nameZh })}</span>}</td>
                <td>{value.enabled ? t('values.enabled') : t('values.disabled')}</td>
                {canEdit && (
                  <td>
                    <div className="buttons md-row-buttons">
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={t('values.editOne', { name })}
                        onClick={() => onEdit(value)}
                      >
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        data-move="up"
                        disabled={busy || index === 0}
                        aria-label={t('values.upOne', { name })}
                        onClick={() => onMove(value, 'up')}
                      >
                        {t('values.up')}
                      </button>
                      <button
                        type="button"
                        data-move="down"
                        disabled={busy || index === values.length - 1}
                        aria-label={t('values.downOne', { name })}
                        onClick={() => onMove(value, 'down')}
                      >
                        {t('values.down')}
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        className={value.enabled ? 'danger' : undefined}
                        aria-label={t(value.enabled ? 'values.disableOne' : 'values.enableOne', { name })}
                        onClick={() => onToggle(value)}
                      >
                        {value.enabled ? t('values.disable') : t('values.enable')}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
