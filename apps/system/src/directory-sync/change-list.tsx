import { useT } from '@hr-portal/kit'
import type { FieldChange } from './dirsync-api'

/** Field-level before → after of one record. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
  const t = useT()
  if (!changes.length) return null
  const shown = (value: string | null) => (value === null || value === '' ? t('ds.empty') : value)
  return (
    <ul className="ds-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="ds-change-field">{t(`ds.syncField.${change.field}`)}</span>{' '}
          {change.before === null ? (
            <ins>{shown(change.after)}</ins>
          ) : (
            <>
              <del>{shown(change.before)}</del> <span aria-hidden="true">→</span>
              <span className="sr-only">{t('ds.becomes')}</span> <ins>{shown(change.after)}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
