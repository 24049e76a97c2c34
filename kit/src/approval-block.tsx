import type { ReactNode } from 'react'
import { ApprovalFlow, type FlowAction, type FlowView } from '@hr-portal/ui'
import { app, inDialog } from './app'
import { call, messageOf } from './call'
import { useLanguage } from './use-t'

export interface ApprovalBlockProps {
  /** The business the request is about, as the approval centre names it (`salaryRun`, `recruitJob` …) and its id. */
  bizType: string
  bizId: string | number
  flow: FlowView
  /** Sends the pressed event with the comment; answers the request's status after it. Default the approval centre's move. */
  move?: (event: FlowAction, instanceId: string, comment: string) => Promise<{ status: string }>
  /** After a move on the business page (in the shell's dialog the dialog closes with the status instead). */
  onMoved: () => void
  /** The status shown beside the title (the app's own tag). */
  status?: ReactNode
  /** The text of a failed press; default the error's message. */
  problemText?: (cause: unknown) => string
}

/** The approval centre's move of a request: resolve, reject, cancel … with the comment. */
const moveFlow = (event: FlowAction, instanceId: string, comment: string) =>
  call<{ status: string }>(`/workflow/web/approveForm/${event}`, { instanceId, comment })

/**
 * A request's approval on its business page: the steps, who may act, the history, and the buttons the viewer may
 * press with a comment. A move is announced to the other apps (`approval.changed`) and, in the shell's dialog, ends it.
 */
export function ApprovalBlock({
  bizType,
  bizId,
  flow,
  move = moveFlow,
  onMoved,
  status,
  problemText = messageOf,
}: ApprovalBlockProps) {
  const language = useLanguage()
  async function act(event: FlowAction, comment: string) {
    const moved = await move(event, flow.id, comment)
    await app.events
      .publish('approval.changed', { instanceId: flow.id, bizType, bizId: String(bizId), status: moved.status })
      .catch(() => {})
    if (inDialog()) await app.dialog.close({ status: moved.status })
    else onMoved()
  }
  return <ApprovalFlow flow={flow} language={language} act={act} messageOf={problemText} status={status} />
}
