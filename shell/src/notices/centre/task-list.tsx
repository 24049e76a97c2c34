import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { PaginationBar, paginationLabels } from '@hr-portal/ui'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { onNewNotice } from '../live'
import { taskApi, type TaskPage } from '../task-api'
import { durationText, taskName } from './task-format'

/**
 * The Tasks view: the signed-in user's own long jobs (imports …), newest first, each with its state, counts, start and
 * how long it ran, and a Details button; a finished task's notice arriving refreshes the list.
 */
export function TaskList({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useT()
  const language = useStore($language)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [data, setData] = useState<TaskPage | null>(null)
  const [error, setError] = useState('')
  const [version, setVersion] = useState(0)

  useEffect(() => onNewNotice(() => setVersion((v) => v + 1)), [])
  useEffect(() => {
    let live = true
    setError('')
    taskApi
      .list(page, rows)
      .then((answer) => live && setData(answer))
      .catch((e) => live && setError(t('messages.tasks.loadFailed', { reason: describeError(e, t) })))
    return () => {
      live = false
    }
  }, [page, rows, version, language])

  return (
    <section className="msg-tasks" aria-labelledby="msg-tasks-heading" data-testid="task-list">
      <h2 id="msg-tasks-heading" className="msg-tasks-heading">
        {t('messages.tasks.heading')}
      </h2>
      <p className="msg-tasks-intro">{t('messages.tasks.intro')}</p>
      {error && (
        <p role="alert" className="msg-error">
          {error}
        </p>
      )}
      {data && data.rows.length === 0 && (
        <p role="status" className="msg-empty">
          {t('messages.tasks.empty')}
        </p>
      )}
      <ul className="msg-items">
        {data?.rows.map((task) => (
          <li key={task.id} className="msg-item-row msg-task-row" data-task={task.id} data-state={task.state}>
            <div className="msg-item">
              <span className="msg-item-head">
                <span className={`msg-tag msg-task-state msg-task-${task.state}`}>
                  {t(`messages.tasks.state.${task.state}`)}
                </span>
                <strong className="msg-item-title">{taskName(t, task)}</strong>
              </span>
              <span className="msg-item-excerpt">
                {t('messages.tasks.counts', {
                  ok: task.okCount,
                  failed: task.failCount,
                  done: task.done,
                  total: task.total,
                })}
              </span>
              <span className="msg-item-excerpt">
                {t('messages.tasks.started', { time: new Date(task.startedAt).toLocaleString(language) })} ·{' '}
                {task.finishedAt === null ? t('messages.tasks.notFinished') : durationText(t, task.durationMs)}
              </span>
            </div>
            <button
              type="button"
              className="msg-item-open"
              aria-label={t('messages.tasks.openNamed', { name: taskName(t, task) })}
              onClick={() => onOpen(task.id)}
            >
              {t('messages.tasks.open')}
            </button>
          </li>
        ))}
      </ul>
      <PaginationBar
        total={data ? data.total : error ? 0 : null}
        page={page}
        rows={rows}
        onPageChange={setPage}
        onSizeChange={(size) => {
          setRows(size)
          setPage(1)
        }}
        labels={paginationLabels[language]}
      />
    </section>
  )
}
