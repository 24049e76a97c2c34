import { useState } from 'react'
import { api, messageOf, type FlowDetail } from '../api'
import { app, inDialog } from '../shell'
import { useLanguage, useT } from '../use-t'
import { StatusTag } from './status-tag'

const ACTIONS = ['resolve', 'reject', 'backRepeatResolve', 'cancel', 'repeatCommit'] as const

/** The run's approval: its steps, who may act, the history, and the buttons the viewer may press with a comment. */
export function ApprovalFlow({ runId, flow, onMoved }: { runId: number; flow: FlowDetail; onMoved: () => void }) {
  const t = useT()
  const language = useLanguage()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const events = flow.events.filter((e): e is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(e))

  async function act(event: (typeof ACTIONS)[number]) {
    setBusy(true)
    setProblem('')
    try {
      const moved = await api.event(event, flow.id, comment.trim())
      await app.events.publish('approval.changed', { instanceId: flow.id, bizType: 'salaryRun', bizId: String(runId), status: moved.status }).catch(() => {})
      setComment('')
      if (inDialog()) await app.dialog.close({ status: moved.status })
      else onMoved()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="panel approval-block" aria-labelledby="approval-title" data-testid="approval-block">
      <h2 id="approval-title">{t('approval.title')} <StatusTag kind="flow" status={flow.status} /></h2>
      <ol className="approval-steps">
        {flow.steps.map((step) => (
          <li key={step.index} aria-current={step.index === flow.currentStep && flow.status === 'running' ? 'step' : undefined}>{language === 'en' ? step.nameEn : step.nameZh}</li>
        ))}
      </ol>
      {flow.candidates.length > 0 && <p>{t('approval.candidates')}: {flow.candidates.map((c) => c.name).join(', ')}</p>}
      <ul className="audit">
        {flow.history.map((entry) => (
          <li key={entry.seq}><time dateTime={new Date(entry.createdAt).toISOString()}>{new Date(entry.createdAt).toLocaleString(language)}</time>{' '}
            <strong>{entry.onBehalfOf ? t('approval.onBehalf', { actor: entry.actorName, approver: entry.onBehalfOf.name }) : entry.actorName}</strong> {t(`events.${entry.event}`)}{entry.comment ? `: ${entry.comment}` : ''}</li>
        ))}
      </ul>
      {events.length > 0 && (
        <div className="form-grid">
          <label>{t('approval.comment')}<textarea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} /></label>
          {problem && <p role="alert" className="form-error">{problem}</p>}
          <div className="buttons">
            {events.map((event) => (
              <button key={event} type="button" className={event === 'resolve' ? 'primary' : event === 'reject' ? 'danger' : ''} disabled={busy} onClick={() => void act(event)}>
                {t(`actions.${event}`)}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
