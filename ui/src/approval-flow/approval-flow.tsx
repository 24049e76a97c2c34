import { useState, type ReactNode } from 'react'
import { approvalFlowLabels } from './labels'

/** The events a person may press in the block, in the order the buttons show. */
export const FLOW_ACTIONS = [
  'resolve',
  'reject',
  'backRepeatResolve',
  'cancel',
  'repeatCommit',
  'backRepeatCommit',
] as const
export type FlowAction = (typeof FLOW_ACTIONS)[number]

/** A request's approval as the gateway's approveBlock answers it (the fields the block shows). */
export interface FlowView {
  id: string
  status: string
  currentStep: number
  steps: Array<{ index: number; nameZh: string; nameEn: string }>
  candidates: Array<{ name: string }>
  history: Array<{
    seq: number
    event: string
    actorName: string
    comment: string
    createdAt: number
    onBehalfOf?: { name: string } | null
  }>
  /** The events the viewer may press now. */
  events: string[]
}

export interface ApprovalFlowProps {
  flow: FlowView
  language: 'zh-CN' | 'en'
  /** Presses an event with the comment; a rejection's message shows above the buttons. */
  act: (event: FlowAction, comment: string) => Promise<void>
  /** The text of a failed press. */
  messageOf: (cause: unknown) => string
  /** The status shown beside the title (the app's own tag); default the status in words. */
  status?: ReactNode
}

/** A request's approval on its business page: the steps (the current one marked), who it waits for, the history, and the buttons the viewer may press with a comment. */
export function ApprovalFlow({ flow, language, act, messageOf, status }: ApprovalFlowProps) {
  const labels = approvalFlowLabels[language]
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const events = FLOW_ACTIONS.filter((event) => flow.events.includes(event))
  const running = flow.status === 'running'

  async function press(event: FlowAction) {
    setBusy(true)
    setProblem('')
    try {
      await act(event, comment.trim())
      setComment('')
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="panel hr-approval-flow" aria-labelledby="approval-title" data-testid="approval-block">
      <h2 id="approval-title">
        {labels.title} {status ?? <span className="tag">{labels.status[flow.status] ?? flow.status}</span>}
      </h2>
      <ol className="hr-approval-steps">
        {flow.steps.map((step) => (
          <li key={step.index} aria-current={running && step.index === flow.currentStep ? 'step' : undefined}>
            {language === 'en' ? step.nameEn : step.nameZh}
          </li>
        ))}
      </ol>
      {flow.candidates.length > 0 && (
        <p>
          {labels.candidates}: {flow.candidates.map((c) => c.name).join(language === 'en' ? ', ' : '、')}
        </p>
      )}
      <ul className="hr-approval-history">
        {flow.history.map((entry) => (
          <li key={entry.seq}>
            <time dateTime={new Date(entry.createdAt).toISOString()}>
              {new Date(entry.createdAt).toLocaleString(language)}
            </time>{' '}
            <strong>
              {entry.onBehalfOf ? labels.onBehalf(entry.actorName, entry.onBehalfOf.name) : entry.actorName}
            </strong>{' '}
            {labels.events[entry.event] ?? entry.event}
            {entry.comment ? `${language === 'en' ? ': ' : '：'}${entry.comment}` : ''}
          </li>
        ))}
      </ul>
      {events.length > 0 && (
        <div className="form-grid">
          <label>
            {labels.comment}
            <textarea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
          </label>
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          <div className="buttons">
            {events.map((event) => (
              <button
                key={event}
                type="button"
                className={event === 'resolve' ? 'primary' : event === 'reject' ? 'danger' : ''}
                disabled={busy}
                onClick={() => void press(event)}
              >
                {labels.actions[event]}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
