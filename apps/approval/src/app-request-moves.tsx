import { useId, useState } from 'react'
import { movesOf, type Flow, type Move } from './app-request-data'
import { appRequestApi } from './app-request-api'
import { problemText } from './request-problem'
import { app, inDialog, useT } from '@hr-portal/kit'

interface Props {
  bizId: string
  flow: Flow | null
  /** After a move outside the shell's dialog (inside it, the dialog closes with the new state). */
  onMoved: (status: string) => void
  /** A move was refused or failed: what to tell the user (the request may have moved meanwhile: read it again). */
  onFailed: (text: string) => void
}

/**
 * What the viewer may do with the request now, with a comment: approve or reject (an approver of the current step),
 * withdraw (the requester). A move tells other apps (`approval.changed`) and, in the shell's dialog, closes it; the
 * page says what came of it (a refusal stays said while the page reads the request again).
 */
export function AppRequestMoves({ bizId, flow, onMoved, onFailed }: Props) {
  const t = useT()
  const id = useId()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const moves = movesOf(flow)
  if (!flow || moves.length === 0) return null

  async function make(move: Move) {
    setBusy(true)
    let moved: Flow
    try {
      moved = await appRequestApi.move(move, flow!.id, comment.trim())
    } catch (cause) {
      setBusy(false)
      onFailed(problemText(cause, t))
      return
    }
    setComment('')
    setBusy(false)
    await app.events
      .publish('approval.changed', { instanceId: moved.id, bizType: 'appRequest', bizId, status: moved.status })
      .catch(() => {})
    // In the shell's dialog the approval centre learns the new state from the dialog's result.
    const closed =
      inDialog() &&
      (await app.dialog.close({ status: moved.status }).then(
        () => true,
        () => false,
      ))
    if (!closed) onMoved(moved.status)
  }

  return (
    <form className="request-actions" aria-busy={busy} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-comment`}>{t('appRequest.comment')}</label>
      <textarea
        id={`${id}-comment`}
        aria-describedby={`${id}-hint`}
        value={comment}
        maxLength={500}
        onChange={(e) => setComment(e.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {t('appRequest.commentHint')}
      </p>
      <div className="request-buttons">
        {moves.map((move) => (
          <button
            key={move}
            type="button"
            className={move === 'resolve' ? 'primary' : move === 'reject' ? 'danger' : ''}
            disabled={busy}
            onClick={() => void make(move)}
          >
            {t(`actions.${move}`)}
          </button>
        ))}
      </div>
    </form>
  )
}
