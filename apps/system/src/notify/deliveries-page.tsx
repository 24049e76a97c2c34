import { useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { PaginationBar } from '@hr-portal/ui'
import { paginationLabels } from '../pagination-labels'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { CHANNELS, KINDS, notifyApi, STATES, type DeliveryQuery } from './notify-api'

/** The list's filter as the page holds it: '' for all. */
type DeliveryFilter = Required<Pick<DeliveryQuery, 'kind' | 'channel' | 'state' | 'keyword'>>

const EMPTY: DeliveryFilter = { kind: '', channel: '', state: '', keyword: '' }

/** Notification deliveries (menu 101001): every notice sent beyond the portal, filtered, with a retry of failed ones. */
export function DeliveriesPage() {
  const t = useT()
  const language = useLanguage()
  const [draft, setDraft] = useState(EMPTY)
  const [filter, setFilter] = useState(EMPTY)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(20)
  const [version, setVersion] = useState(0)
  const [status, setStatus] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const list = useRequest(
    () => notifyApi.deliveries({ ...filter, keyword: filter.keyword.trim(), page, pageSize: rows }),
    [filter, page, rows, version],
  )

  function search(event: FormEvent) {
    event.preventDefault()
    setFilter(draft)
    setPage(1)
  }

  async function retry(id: string) {
    setStatus(null)
    try {
      await notifyApi.retry(id)
      setStatus({ kind: 'status', text: t('notify.retried') })
    } catch (cause) {
      setStatus({ kind: 'alert', text: t('notify.retryFailed', { msg: (cause as Error).message }) })
    }
    setVersion((n) => n + 1)
  }

  const select = (name: 'kind' | 'channel' | 'state', values: readonly string[], label: string) => (
    <label className="notify-filter">
      {label}
      <select
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        data-testid={`notify-${name}`}
      >
        <option value="">{t('notify.all')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`notify.${name}.${value}`)}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <div className="notify">
      <header className="page-head">
        <h1>{t('notify.title')}</h1>
      </header>
      <section className="roles-section" aria-busy={list.loading}>
        <p className="notify-note">{t('notify.note')}</p>
        <form className="notify-filters" onSubmit={search} role="search">
          {select('kind', KINDS, t('notify.filterKind'))}
          {select('channel', CHANNELS, t('notify.filterChannel'))}
          {select('state', STATES, t('notify.filterState'))}
          <label className="notify-filter">
            {t('notify.filterRecipient')}
            <input
              value={draft.keyword}
              maxLength={50}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              data-testid="notify-keyword"
            />
          </label>
          <button type="submit" className="primary">
            {t('notify.search')}
          </button>
        </form>
        <div aria-live="polite">
          {status && (
            <p role={status.kind} className={status.kind === 'alert' ? 'form-error' : 'form-done'}>
              {status.text}
            </p>
          )}
        </div>
        <RequestError error={list.error} retry={list.retry} />
        <div className="notify-table-wrap" tabIndex={0} role="region" aria-label={t('notify.title')}>
          <table className="notify-table" data-testid="notify-table">
            <thead>
              <tr>
                {['time', 'kind', 'recipient', 'channel', 'state', 'tries', 'error', 'actions'].map((col) => (
                  <th key={col} scope="col">
                    {t(`notify.col.${col}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(list.data?.rows ?? []).map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <td>{new Date(row.createdAt).toLocaleString(language)}</td>
                  <td>
                    <span className="notify-kind">{t(`notify.kind.${row.kind}`)}</span>
                    <div className="notify-subject">{row.subject}</div>
                  </td>
                  <td>{row.recipient}</td>
                  <td>{t(`notify.channel.${row.channel}`)}</td>
                  <td>
                    <span className="notify-state" data-state={row.state}>
                      {t(`notify.state.${row.state}`)}
                    </span>
                  </td>
                  <td>{row.attempts}</td>
                  <td>
                    {row.error ? (
                      <>
                        <span>{row.error.text}</span>
                        {row.error.detail && <div className="notify-detail">{row.error.detail}</div>}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {row.state === 'failed' && (
                      <button
                        type="button"
                        onClick={() => void retry(row.id)}
                        aria-label={`${t('notify.retry')} ${row.recipient} ${row.subject}`}
                      >
                        {t('notify.retry')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data && list.data.rows.length === 0 && <p className="empty">{t('notify.empty')}</p>}
        </div>
        <PaginationBar
          total={list.data ? list.data.total : list.loading ? null : 0}
          page={page}
          rows={rows}
          disabled={list.loading}
          resetOnTotalChange={false}
          onPageChange={setPage}
          onSizeChange={setRows}
          labels={paginationLabels(t)}
        />
      </section>
    </div>
  )
}
