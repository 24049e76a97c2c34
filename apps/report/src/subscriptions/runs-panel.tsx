import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, type ReportTable as Table, type Run } from '../api'
import { ReportTable } from '../centre/report-table'
import { useLanguage, useT } from '@hr-portal/kit'
import { formatTime } from '../when'
import { paramsText } from './schedule-text'

const PAGE_SIZE = 10

/** The reports my subscriptions sent or failed to send (§7 report remind): unread count, open one, download its file, mark all read. */
export function RunsPanel() {
  const t = useT()
  const language = useLanguage()
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const runs = useRequest(() => Promise.all([api.runs(page, PAGE_SIZE), api.unread()]), [page, version])
  const [open, setOpen] = useState<{ run: Run; table: Table } | null>(null)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  const [list, unread] = runs.data ?? [null, 0]
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE))

  async function act(work: () => Promise<unknown>) {
    setProblem('')
    setDone('')
    try {
      await work()
      setVersion((n) => n + 1)
    } catch (error) {
      setProblem((error as Error).message || t('common.failed'))
    }
  }
  const show = (run: Run) =>
    act(async () => {
      const [detail, table] = await Promise.all([api.runDetail(run.id), api.runItems(run.id)])
      setOpen({ run: detail, table })
    })

  return (
    <section className="panel" aria-labelledby="rc-runs" data-testid="runs-panel">
      <div className="rc-runs-head">
        <h2 id="rc-runs">
          {t('runs.title')}{' '}
          <span className="hint" data-testid="unread">
            {t('runs.unread', { count: unread })}
          </span>
        </h2>
        <button
          type="button"
          disabled={!unread}
          onClick={() =>
            void act(async () => {
              await api.markAllRead()
              setDone(t('runs.markedAll'))
            })
          }
        >
          {t('runs.markAllRead')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {list && !list.rows.length && <p className="empty">{t('runs.none')}</p>}
      {list && list.rows.length > 0 && (
        <ul className="rc-runs">
          {list.rows.map((run) => (
            <li key={run.id} data-id={run.id}>
              <span>
                {!run.read && <strong className="rc-new">{t('runs.new')}</strong>} {run.title}{' '}
                <span className="hint">
                  {paramsText(t, run.params)} · {formatTime(run.scheduledFor, language)}
                </span>
              </span>
              <span className={run.state === 'failed' ? 'form-error' : undefined}>
                {run.state === 'sent' ? t('runs.sent') : `${t('runs.failed')}: ${run.reason}`}
              </span>
              <span className="buttons">
                <button type="button" aria-label={`${t('runs.open')} ${run.title}`} onClick={() => void show(run)}>
                  {t('runs.open')}
                </button>
                {run.state === 'sent' && (
                  <button
                    type="button"
                    aria-label={`${t('runs.download')} ${run.fileName}`}
                    onClick={() => void act(() => api.exportRun(run.id))}
                  >
                    {t('runs.download')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="buttons">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <output>
            {page}/{pages}
          </output>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            ›
          </button>
        </div>
      )}
      {open && (
        <div className="rc-run-detail">
          <h3>
            {t('runs.detail', { title: open.run.title, when: formatTime(open.run.scheduledFor, language) })}{' '}
            <button type="button" onClick={() => setOpen(null)}>
              {t('common.close')}
            </button>
          </h3>
          {open.table.rows.length ? (
            <ReportTable table={open.table} caption={open.run.title} />
          ) : (
            <p className="empty">{open.run.state === 'failed' ? open.run.reason : t('centre.empty')}</p>
          )}
        </div>
      )}
    </section>
  )
}
