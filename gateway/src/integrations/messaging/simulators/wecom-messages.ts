import type { SimRequest, SimResponse } from './http-server'
import { SimInbox, personOf, type MessageDirectory } from './inbox'

const err = (errcode: number, errmsg: string, extra: object = {}): SimResponse => ({
  status: 200,
  json: { errcode, errmsg, ...extra },
})

/**
 * WeCom's application message API on the stand-in: POST /cgi-bin/message/send with WeCom's checks and answers
 * (40014 token, 40008 message type, 301002 agentid, 44004 empty textcard fields, invaliduser for unknown members,
 * 81013 when no recipient is valid), and the inbox page of what it received. Answers null for other paths.
 */
export function wecomMessages(options: { agentId: string }, directory: MessageDirectory) {
  const inbox = new SimInbox('wecom', directory)
  return (request: SimRequest): SimResponse | null => {
    const page = inbox.serve(request.path)
    if (page) return page
    if (request.path !== '/cgi-bin/message/send' || request.method !== 'POST') return null
    if (!directory.isToken(request.query.get('access_token') ?? '')) return err(40014, 'invalid access_token')
    const body = request.body
    if (String(body.agentid) !== options.agentId)
      return err(301002, 'not allow operate another agent with this accesstoken')
    if (body.msgtype !== 'textcard') return err(40008, 'invalid message type')
    const card = (body.textcard ?? {}) as Record<string, unknown>
    if (!card.title || !card.description || !card.url) return err(44004, 'empty content')
    const users = String(body.touser ?? '')
      .split('|')
      .filter(Boolean)
    const known = users.filter((userId) => personOf(directory, userId))
    const invalid = users.filter((userId) => !known.includes(userId))
    if (known.length === 0) return err(81013, 'user & party & tag all invalid', { invaliduser: invalid.join('|') })
    for (const to of known) {
      inbox.add({
        to,
        title: String(card.title),
        text: String(card.description),
        url: String(card.url),
        button: String(card.btntxt || '详情'),
        request: body,
      })
    }
    return err(0, 'ok', {
      invaliduser: invalid.join('|').toLowerCase(),
      invalidparty: '',
      invalidtag: '',
      unlicenseduser: '',
      msgid: `msg-${Date.now()}`,
    })
  }
}
