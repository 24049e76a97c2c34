import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Button } from '@hr-portal/ui'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { taskApi, kindKey, type TaskRow } from '../task-api'
import { NoticeLink } from '../notice-link'
import { durationText } from './task-format'

/**
 * One of the user's own tasks: what it is, its state, counts, start, end, duration, who started it and its note, and the
 * error report to download when an import refused rows.
 */
export function TaskView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT()
  const language = useStore($language)
  const [task, setTask] = useState<TaskRow | null>(null)
  const [error, setError] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    setTask(null)
    setError('')
    taskApi
      .detail(id)
      .then((answer) => live && setTask(answer))
      .catch((e) => live && setError(describeError(e, t)))
    return () => {
      live = false
    }
  }, [id, language])
  useEffect(() => {
    if (task) heading.current?.focus()
  }, [task])

  async function download() {
    setError('')
    try {
      await taskApi.errorReport(id)
    } catch (e) {
      setError(t('messages.tasks.downloadFailed', { reason: describeError(e, t) }))
    }
  }

  const time = (at: number) => new Date(at).toLocaleString(language)
  const fields: Array<[string, string]> = task
    ? [
        ['kind', t(kindKey(task.kind))],
        ...(task.fileName ? ([['file', task.fileName]] as Array<[string, string]>) : []),
        ...(task.subject ? ([['subject', task.subject]] as Array<[string, string]>) : []),
        ['state', t(`messages.tasks.state.${task.state}`)],
        ['total', String(task.total)],
        ['done', String(task.done)],
        ['ok', String(task.okCount)],
        ['failed', String(task.failCount)],
        ['startedAt', time(task.startedAt)],
        ['finishedAt', task.finishedAt === null ? t('messages.tasks.notFinished') : time(task.finishedAt)],
        ['duration', durationText(t, task.durationMs)],
        ['startedBy', task.startedBy || t('messages.tasks.bySystem')],
        ...(task.message ? ([['message', task.message]] as Array<[string, string]>) : []),
      ]
    : []
  return (
    <article className="msg-detail msg-task-detail" data-testid="task-detail">
      <Button onClick={onBack} data-testid="task-back">
        {t('messages.tasks.back')}
      </Button>
      {error && (
        <p role="alert" className="msg-error">
          {error}
        </p>
      )}
      {task && (
        <>
          <h2 className="msg-detail-title" tabIndex={-1} ref={heading}>
            {t('messages.tasks.details')}
          </h2>
          <dl className="msg-task-fields">
            {fields.map(([key, value]) => (
              <div key={key} className="msg-task-field" data-field={key}>
                <dt>{t(`messages.tasks.field.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {task.link && (
            <p className="msg-task-report">
              <NoticeLink href={task.link} className="msg-detail-open" data-testid="task-open-result">
                {t(`messages.tasks.result.${task.kind === 'leave-rollover' ? 'balances' : 'run'}`)}
              </NoticeLink>
            </p>
          )}
          {task.hasErrorReport && (
            <p className="msg-task-report">
              <Button onClick={() => void download()} data-testid="task-error-report">
                {t('messages.tasks.errorReport')}
              </Button>
              <span className="msg-tasks-intro">{t('messages.tasks.errorReportHint')}</span>
            </p>
          )}
        </>
      )}
    </article>
  )
}
