import type { CatalogueField } from '../api'
import { useT } from '@hr-portal/kit'
import { kindLabel } from './kind-label'

interface Props {
  caption: string
  fields: CatalogueField[]
  canEdit: boolean
  onMove: (key: string, by: -1 | 1) => void
  onRemove: (key: string) => void
}

/** A list's quick filters in the order it shows them; with 870201, moved up or down and removed. */
export function ChosenFields({ caption, fields, canEdit, onMove, onRemove }: Props) {
  const t = useT()
  if (!fields.length)
    return (
      <p className="empty" data-testid="quick-none">
        {t('quickQuery.noneChosen')}
      </p>
    )
  return (
    <div className="table-scroll">
      <table data-testid="quick-chosen">
        <caption className="hr-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('values.order')}</th>
            <th scope="col">{t('quickQuery.field')}</th>
            <th scope="col">{t('quickQuery.kind')}</th>
            {canEdit && <th scope="col">{t('values.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <tr key={field.key} data-key={field.key}>
              <td className="num">{index + 1}</td>
              <td>{field.label}</td>
              <td>{kindLabel(t, field)}</td>
              {canEdit && (
                <td>
                  <div className="buttons md-row-buttons">
                    <button
                      type="button"
                      data-move="up"
                      disabled={index === 0}
                      aria-label={t('quickQuery.upOne', { name: field.label })}
                      onClick={() => onMove(field.key, -1)}
                    >
                      {t('values.up')}
                    </button>
                    <button
                      type="button"
                      data-move="down"
                      disabled={index === fields.length - 1}
                      aria-label={t('quickQuery.downOne', { name: field.label })}
                      onClick={() => onMove(field.key, 1)}
                    >
                      {t('values.down')}
                    </button>
                    <button
                      type="button"
                      className="danger"
                      aria-label={t('quickQuery.removeOne', { name: field.label })}
                      onClick={() => onRemove(field.key)}
                    >
                      {t('quickQuery.remove')}
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
