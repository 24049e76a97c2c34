import { useState } from 'react'
import { leaveApi, type BizType, type FlowDetail } from './leave-api'
import { app, inDialog, useT } from '@hr-portal/kit'

/** The §4 events a request's page offers, in button order (labels: actions.<event>). */
const ACTIONS = ['resolve', 'reject', 'backRepeatResolve', 'cancel', 'repeatCommit', 'backRepeatCommit'] as const

interface Props {
  bizType: BizType
  bizId: string
  instanceId: string | null | undefined
  flow: FlowDetail | null
  /** After a move outside a dialog (inside one, the dialog closes with the new status). */
  onMoved: () => void
}

/**
 * The buttons the viewer may press on a request (approve, reject, send back for an approver; withdraw, resubmit for the
 * applicant) with a comment. A move tells other apps (`approval.changed`) and, in the shell's dialog, closes it.
 */
export function FlowActions({ bizType, bizId, instanceId, flow, onMoved }: Props) {
  const t = useT()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const events = flow?.events.filter((e): e is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(e)) ?? []
  if (!instanceId || events.length === 0) return null

  async function act(event: (typeof ACTIONS)[number]) {
    setBusy(true)
    setProblem('')
    try {
      const moved = await leaveApi.event(event, instanceId!, comment.trim())
      await app.events.publish('approval.changed', { instanceId: instanceId!, bizType, bizId, status: moved.status }).catch(() => {})
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
    <div className="request-actions">
      <label>{t('request.comment')}<textarea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} /></label>
      {problem && <p role="alert" className="form-error">{problem}</p>}
      <div className="request-buttons">
        {events.map((event) => (
          <button key={event} className={event === 'resolve' ? 'primary' : event === 'reject' ? 'danger' : ''} disabled={busy} onClick={() => void act(event)}>
            {t(`actions.${event}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
