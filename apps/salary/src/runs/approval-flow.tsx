import { ApprovalFlow as Flow } from '@hr-portal/ui'
import { api, messageOf, type FlowDetail } from '../api'
import { app, inDialog } from '../shell'
import { useLanguage } from '../use-t'
import { StatusTag } from './status-tag'

/** The run's approval: its steps, who may act, the history, and the buttons the viewer may press with a comment. */
export function ApprovalFlow({ runId, flow, onMoved }: { runId: number; flow: FlowDetail; onMoved: () => void }) {
  const language = useLanguage()
  async function act(event: string, comment: string) {
    const moved = await api.event(event, flow.id, comment)
    await app.events.publish('approval.changed', { instanceId: flow.id, bizType: 'salaryRun', bizId: String(runId), status: moved.status }).catch(() => {})
    if (inDialog()) await app.dialog.close({ status: moved.status })
    else onMoved()
  }
  return <Flow flow={flow} language={language} act={act} messageOf={messageOf} status={<StatusTag kind="flow" status={flow.status} />} />
}
