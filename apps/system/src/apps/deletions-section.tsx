import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { keepIds, listDeletions } from './webhooks-api'

interface Props {
  busy: boolean
  /** Runs a change as the page's step (busy, status and error line). */
  onChange: (working: string, change: () => Promise<string>) => Promise<void>
  /** Changes when the installed apps change (an uninstall adds a request). */
  version: unknown
}

/**
 * The data deletions asked of vendors when their apps were uninstalled: by when, whether and when the vendor confirmed,
 * and whether the app gets its former pseudonymous ids back if it is installed again.
 */
export function DeletionsSection({ busy, onChange, version }: Props) {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(() => listDeletions(), [version])
  const rows = list.data?.rows ?? []
  const time = (at: number) => new Date(at).toLocaleString(language)
  const latest = new Set<string>()
  return (
    <section className="apps-section" aria-labelledby="apps-deletions-title" aria-busy={list.loading}>
      <h2 id="apps-deletions-title">{t('webhooks.deletions.heading')}</h2>
      <RequestError error={list.error} retry={list.retry} />
      {list.data && rows.length === 0 && <p className="apps-note">{t('webhooks.deletions.none')}</p>}
      {rows.length > 0 && (
        <table className="apps-table" data-testid="deletions-table">
          <caption className="hr-sr-only">{t('webhooks.deletions.heading')}</caption>
          <thead>
            <tr>
              {(['app', 'requested', 'deadline', 'confirmed', 'ids'] as const).map((key) => (
                <th key={key} scope="col">
                  {t(`webhooks.deletions.col.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const first = !latest.has(row.code)
              latest.add(row.code)
              return (
                <tr key={row.id} data-app={row.code} data-confirmed={row.confirmedAt !== null}>
                  <th scope="row">{row.code}</th>
                  <td>{time(row.requestedAt)}</td>
                  <td>{time(row.deadlineAt)}</td>
                  <td>
                    {row.confirmedAt !== null
                      ? t('webhooks.deletions.confirmedAt', { at: time(row.confirmedAt) })
                      : t(Date.now() > row.deadlineAt ? 'webhooks.deletions.overdue' : 'webhooks.deletions.waiting')}
                  </td>
                  <td>
                    {first ? (
                      <label>
                        <input
                          type="checkbox"
                          checked={row.keepIds}
                          disabled={busy}
                          onChange={(event) => {
                            const keep = event.currentTarget.checked
                            void onChange(t('apps.working'), async () => {
                              await keepIds(row.code, keep)
                              list.retry()
                              return t(keep ? 'webhooks.deletions.kept' : 'webhooks.deletions.renewed', {
                                app: row.code,
                              })
                            })
                          }}
                        />{' '}
                        {t('webhooks.deletions.keep')}
                      </label>
                    ) : (
                      t(row.keepIds ? 'webhooks.deletions.keptShort' : 'webhooks.deletions.renewedShort')
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
