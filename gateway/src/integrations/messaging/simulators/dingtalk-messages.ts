import type { SimRequest, SimResponse } from './http-server'
import { SimInbox, personOf, type MessageDirectory } from './inbox'

const err = (errcode: number, errmsg: string, extra: object = {}): SimResponse => ({
  status: 200,
  json: { errcode, errmsg, request_id: `sim-${Date.now()}`, ...extra },
})

/**
 * DingTalk's work notices on the stand-in (the old API host's shapes, with the tokens of the stand-in's /gettoken,
 * dingtalk-directory.ts): POST /topapi/message/corpconversation/asyncsend_v2 (action_card or oa with a link) and
 * /topapi/message/corpconversation/getsendresult, whose invalid_user_id_list names user ids DingTalk does not know,
 * as the real API does (the send itself answers a task id). Errors: 40014 token, 40056 agent id. The inbox page shows what arrived. Answers null for other paths.
 */
export function dingtalkMessages(options: { agentId: string }, directory: MessageDirectory) {
  const inbox = new SimInbox('dingtalk', directory)
  const tasks = new Map<number, string[]>()
  let nextTask = 1000
  return (request: SimRequest): SimResponse | null => {
    const page = inbox.serve(request.path)
    if (page) return page
    const { path, query } = request
    if (!path.startsWith('/topapi/message/corpconversation/') || request.method !== 'POST') return null
    if (!directory.isToken(query.get('access_token') ?? '')) return err(40014, '不合法的access_token')
    const body = request.body
    if (String(body.agent_id) !== options.agentId) return err(40056, '不合法的agentid')
    if (path.endsWith('/getsendresult')) {
      const invalid = tasks.get(Number(body.task_id))
      if (!invalid) return err(40001, 'task not found')
      return err(0, 'ok', {
        send_result: {
          invalid_user_id_list: invalid,
          forbidden_user_id_list: [],
          failed_user_id_list: [],
          read_user_id_list: [],
          unread_user_id_list: [],
          forbidden_list: [],
        },
      })
    }
    if (!path.endsWith('/asyncsend_v2')) return null
    const msg = (body.msg ?? {}) as Record<string, any>
    const card = msg.msgtype === 'action_card' ? msg.action_card : msg.msgtype === 'oa' ? msg.oa : null
    if (!card) return err(40035, '缺少参数 msg')
    const title = msg.msgtype === 'oa' ? String(card.body?.title ?? card.head?.text ?? '') : String(card.title ?? '')
    const text = msg.msgtype === 'oa' ? String(card.body?.content ?? '') : String(card.markdown ?? '')
    const url = msg.msgtype === 'oa' ? String(card.message_url ?? '') : String(card.single_url ?? '')
    if (!title || !url) return err(40035, '缺少参数 msg')
    const users = String(body.userid_list ?? '')
      .split(',')
      .filter(Boolean)
    const invalid: string[] = []
    for (const to of users) {
      if (!personOf(directory, to)) {
        invalid.push(to)
        continue
      }
      inbox.add({
        to,
        title,
        text,
        url,
        button: msg.msgtype === 'oa' ? '查看详情' : String(card.single_title ?? ''),
        request: body,
      })
    }
    const taskId = nextTask++
    tasks.set(taskId, invalid)
    return err(0, 'ok', { task_id: taskId })
  }
}
