import { ApprovalFlow } from '@hr-portal/ui'
import { app } from '../shell'
import { useLanguage } from '../use-t'
import { contractApi, type Flow } from './contract-api'

const inDialog = () => window.name.endsWith('-dialog')
const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

/**
 * §2 approval block of a contract change: its steps (the current one marked), who may act, the history, and the
 * buttons the viewer may press with a comment. A move tells other apps (`approval.changed`) and closes the shell's dialog.
 */
export function FlowPanel({ flow, bizType, bizId, instanceId, onMoved }: { flow: Flow; bizType: string; bizId: string; instanceId: string; onMoved: () => void }) {
  const language = useLanguage()
  async function act(event: string, comment: string) {
    const moved = await contractApi.event(event, instanceId, comment)
    await app.events.publish('approval.changed', { instanceId, bizType, bizId, status: moved.status }).catch(() => {})
    if (inDialog()) await app.dialog.close({ status: moved.status })
    else onMoved()
  }
  return <ApprovalFlow flow={{ ...flow, id: instanceId }} language={language} act={act} messageOf={messageOf} />
}
