import { useEffect, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { ChangeList } from './change-list'
import {
  type dryRun,
  loadRecords,
  loadRun,
  loadRuns,
  retryFailed,
  startSync,
  type Platform,
  type Run,
} from './dirsync-api'
import { RemovalConfirm } from './removal-confirm'
import { SyncPlan } from './sync-plan'

/** What the progress line says of a run that is not running. */
const PROGRESS: Record<Run['status'], string> = {
  running: 'ds.progress',
  done: 'ds.runDone',
  failed: 'ds.runFailed',
  confirm: 'ds.runWaiting',
  cancelled: 'ds.runCancelled',
}

const time = (ms: number | null, language: string) => (ms === null ? '' : new Date(ms).toLocaleString(language))

/**
 * Sync now (its plan first, with Save and Cancel) with its progress, a run waiting for confirmation (its people, Confirm
 * and Cancel), and the log: each run, its counts, its records with their results, and Retry failed.
 */
export function SyncLog({
  platform,
  canManage,
  configured,
  plan,
  start: startRun = () => startSync(platform as Platform),
  startLabel = 'ds.syncNow',
}: {
  platform: Platform | 'old-product'
  canManage: boolean
  configured: boolean
  /** Reads the plan a sync would carry out, shown before it starts. */
  plan: () => ReturnType<typeof dryRun>
  start?: () => Promise<string>
  startLabel?: string
}) {
  const t = useT()
  const language = useLanguage()
  const runs = useRequest(() => loadRuns(platform), [platform, language])
  const [active, setActive] = useState<Run | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [planning, setPlanning] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  function follow(runId: string) {
    const poll = async () => {
      try {
        const run = await loadRun(runId)
        setActive(run)
        if (run.status === 'running') timer.current = setTimeout(() => void poll(), 700)
        else runs.retry()
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : t('ds.failed'))
      }
    }
    void poll()
  }

  async function start(action: () => Promise<string>) {
    setError('')
    try {
      follow(await action())
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
    }
  }

  const running = active?.status === 'running'
  const progress = active
    ? t(running ? 'ds.progress' : PROGRESS[active.status], {
        done: active.counts.done,
        total: active.counts.total,
        error: active.error,
      })
    : ''
  // The newest run waiting for an administrator's confirmation (it offboards nobody until then).
  const waiting = runs.data?.list.find((run) => run.status === 'confirm')
  return (
    <section className="ds-section" aria-labelledby={`ds-${platform}-log`}>
      <h3 id={`ds-${platform}-log`}>{t('ds.syncTitle')}</h3>
      {canManage && (
        <button
          type="button"
          disabled={running || planning || !configured}
          onClick={() => {
            setError('')
            setPlanning(true)
          }}
          data-testid="ds-sync-now"
        >
          {t(startLabel)}
        </button>
      )}
      {canManage && planning && (
        <SyncPlan
          load={plan}
          onSave={() => {
            setPlanning(false)
            void start(startRun)
          }}
          onCancel={() => setPlanning(false)}
        />
      )}
      {active && running && (
        <progress max={Math.max(1, active.counts.total)} value={active.counts.done} aria-label={t('ds.syncTitle')} />
      )}
      <p role="status" aria-live="polite" className="settings-status" data-testid="ds-progress">
        {progress}
      </p>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
      {waiting && (
        <RemovalConfirm
          key={waiting.id}
          run={waiting}
          canManage={canManage}
          onConfirmed={follow}
          onCancelled={() => {
            setActive(null)
            runs.retry()
          }}
        />
      )}
      <h3>{t('ds.log')}</h3>
      <RequestError error={runs.error} retry={runs.retry} />
      {runs.data && runs.data.list.length === 0 && <p>{t('ds.noRuns')}</p>}
      {runs.data && runs.data.list.length > 0 && (
        <div className="ds-table-wrap" tabIndex={0} role="region" aria-label={t('ds.log')}>
          <table className="ds-table" data-testid="ds-runs">
            <thead>
              <tr>
                <th scope="col">{t('ds.col.started')}</th>
                <th scope="col">{t('ds.col.trigger')}</th>
                <th scope="col">{t('ds.col.status')}</th>
                <th scope="col">{t('ds.col.counts')}</th>
                <th scope="col">
                  <span className="sr-only">{t('ds.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.data.list.map((run) => (
                <tr key={run.id}>
                  <td>{time(run.startedAt, language)}</td>
                  <td>
                    {t(`ds.trigger.${run.trigger}`)}
                    {run.startedBy ? ` · ${run.startedBy}` : ''}
                  </td>
                  <td>
                    {t(`ds.status.${run.status}`)}
                    {run.error ? ` · ${run.error}` : ''}
                  </td>
                  <td>{t('ds.counts', run.counts as unknown as Record<string, number>)}</td>
                  <td className="ds-row-actions">
                    <button
                      type="button"
                      className="ds-link"
                      aria-expanded={open === run.id}
                      onClick={() => setOpen(open === run.id ? null : run.id)}
                    >
                      {t('ds.records')}
                    </button>
                    {canManage && run.counts.failed > 0 && (
                      <button
                        type="button"
                        className="ds-link"
                        onClick={() => void start(() => retryFailed(run.id))}
                        data-testid="ds-retry"
                      >
                        {t('ds.retry')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <RunRecords runId={open} />}
    </section>
  )
}

function RunRecords({ runId }: { runId: string }) {
  const t = useT()
  // Reasons come worded in the shell's language: read again when it changes.
  const records = useRequest(() => loadRecords(runId), [runId, useLanguage()])
  return (
    <div className="ds-records" aria-busy={records.loading}>
      <RequestError error={records.error} retry={records.retry} />
      {records.data && (
        <div className="ds-table-wrap" tabIndex={0} role="region" aria-label={t('ds.records')}>
          <table className="ds-table" data-testid="ds-records">
            <thead>
              <tr>
                <th scope="col">{t('ds.col.kind')}</th>
                <th scope="col">{t('ds.col.name')}</th>
                <th scope="col">{t('ds.col.result')}</th>
                <th scope="col">{t('ds.col.changes')}</th>
                <th scope="col">{t('ds.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {records.data.map((record) => (
                <tr key={record.seq} className={record.result === 'failed' ? 'ds-failed' : undefined}>
                  <td>{t(`ds.kind.${record.kind}`)}</td>
                  <td>{record.name}</td>
                  <td>
                    {t(`ds.result.${record.result}`)}
                    {record.retried ? ` · ${t('ds.retried')}` : ''}
                  </td>
                  <td>
                    <ChangeList changes={record.changes} />
                  </td>
                  <td>{record.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
