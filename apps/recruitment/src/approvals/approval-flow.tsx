import { ApprovalFlow as Flow } from '@hr-portal/ui'
import { api, type FlowDetail } from '../api'
import { messageOf } from '../http'
import { app, inDialog } from '../shell'
import { useLanguage } from '../use-t'

/** The request's approval: its steps, the history, and the buttons the viewer may press with a comment. */
export function ApprovalFlow({ bizType, bizId, flow, onMoved }: { bizType: string; bizId: number; flow: FlowDetail; onMoved: () => void }) {
  const language = useLanguage()
  async function act(event: string, comment: string) {
    const moved = await api.event(event, flow.id, comment)
    await app.events.publish('approval.changed', { instanceId: flow.id, bizType, bizId: String(bizId), status: moved.status }).catch(() => {})
    if (inDialog()) await app.dialog.close({ status: moved.status })
    else onMoved()
  }
  return <Flow flow={flow} language={language} act={act} messageOf={messageOf} />
}
