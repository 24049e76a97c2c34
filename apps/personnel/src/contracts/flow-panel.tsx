import { useState } from 'react'
import { app } from '../shell'
import { useLanguage, useT } from '../use-t'
import { contractApi, type Flow } from './contract-api'

/** The §4 events this page offers, in button order. */
const ACTIONS = ['resolve', 'reject', 'backRepeatResolve', 'cancel'] as const
const inDialog = () => window.name.endsWith('-dialog')

/**
 * §2 approval block of a contract change: its steps (the current one marked), who may act, the history, and the
 * buttons the viewer may press with a comment. A move tells other apps (`approval.changed`) and closes the shell's dialog.
 */
export function FlowPanel({ flow, bizType, bizId, instanceId, onMoved }: { flow: Flow; bizType: string; bizId: string; instanceId: string; onMoved: () => void }) {
  const t = useT()
  const language = useLanguage()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const events = ACTIONS.filter((event) => flow.events.includes(event))
  async function act(event: (typeof ACTIONS)[number]) {
    setBusy(true)
    setProblem('')
    try {
      const moved = await contractApi.event(event, instanceId, comment.trim())
      await app.events.publish('approval.changed', { instanceId, bizType, bizId, status: moved.status }).catch(() => {})
      setComment('')
      if (inDialog()) await app.dialog.close({ status: moved.status })
      else onMoved()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="pers-section" aria-labelledby="approval-title" data-testid="approval-block">
      <h2 id="approval-title">{t('contracts.approval')} · {t(`contracts.flowStatuses.${flow.status}`)}</h2>
      <ol className="pers-steps">
        {flow.steps.map((step) => (
          <li key={step.index} aria-current={step.index === flow.currentStep && flow.status === 'running' ? 'step' : undefined}>
            {language === 'en' ? step.nameEn : step.nameZh}
          </li>
        ))}
      </ol>
      {flow.candidates.length > 0 && <p>{t('contracts.candidates')}: {flow.candidates.map((c) => c.name).join(', ')}</p>}
      <ul className="pers-plain">
        {flow.history.map((entry) => (
          <li key={entry.seq}>
            <time dateTime={new Date(entry.createdAt).toISOString()}>{new Date(entry.createdAt).toLocaleString(language)}</time>{' '}
            <strong>{entry.actorName}</strong> {t(`contracts.events.${entry.event}`)}{entry.comment ? `: ${entry.comment}` : ''}
          </li>
        ))}
      </ul>
      {events.length > 0 && (
        <div className="pers-flow-actions">
          <label className="pers-inline-field pers-wide">{t('contracts.comment')}
            <textarea className="hr-input pers-textarea" value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
          </label>
          {problem && <p role="alert" className="pers-error">{problem}</p>}
          <div className="pers-actions">
            {events.map((event) => (
              <button key={event} type="button" className="hr-button" data-variant={event === 'resolve' ? 'primary' : undefined} disabled={busy}
                data-testid={`flow-${event}`} onClick={() => void act(event)}>{t(`contracts.actions.${event}`)}</button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
