import { opaque } from './grants'
import type { SimRequest, SimResponse } from './http-server'
import { SimInbox, personOf, type MessageDirectory } from './inbox'

const fail = (status: number, code: number, msg: string): SimResponse => ({ status, json: { code, msg } })
const bearer = (value: unknown) =>
  typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : undefined

/** The text and first link of an interactive card or a post, as the person sees them. */
function readContent(
  type: unknown,
  content: Record<string, any>,
): { title: string; text: string; url: string; button: string } | null {
  if (type === 'interactive') {
    const elements: any[] = Array.isArray(content.elements) ? content.elements : []
    const text = elements
      .filter((e) => e?.tag === 'div')
      .map((e) => String(e.text?.content ?? ''))
      .join('\n')
    const button = elements
      .flatMap((e) => (e?.tag === 'action' && Array.isArray(e.actions) ? e.actions : []))
      .find((a: any) => a?.tag === 'button' && a.url)
    return {
      title: String(content.header?.title?.content ?? ''),
      text,
      url: String(button?.url ?? ''),
      button: String(button?.text?.content ?? ''),
    }
  }
  if (type === 'post') {
    const post = content.zh_cn ?? content.en_us ?? Object.values(content)[0]
    const runs: any[] = Array.isArray(post?.content) ? post.content.flat() : []
    const link = runs.find((run) => run?.tag === 'a')
    return {
      title: String(post?.title ?? ''),
      text: runs
        .filter((run) => run?.tag === 'text')
        .map((run) => String(run.text))
        .join(''),
      url: String(link?.href ?? ''),
      button: String(link?.text ?? ''),
    }
  }
  return null
}

/**
 * Feishu's bot messages on the stand-in (with the tokens of the stand-in's tenant_access_token/internal,
 * feishu-directory.ts): POST /open-apis/im/v1/messages?receive_id_type=user_id (interactive card or post, content as a JSON string), with
 * Feishu's answers: 99991663 bad token, 230001 invalid receive_id, 230099 bad content; one message
 * per `uuid` (a repeated uuid answers the first message). The inbox page shows what arrived. Null for other paths.
 */
export function feishuMessages(directory: MessageDirectory) {
  const inbox = new SimInbox('feishu', directory)
  const byUuid = new Map<string, string>()
  return (request: SimRequest): SimResponse | null => {
    const page = inbox.serve(request.path)
    if (page) return page
    const { path, body } = request
    if (path !== '/open-apis/im/v1/messages' || request.method !== 'POST') return null
    if (!directory.isToken(bearer(request.headers.authorization) ?? ''))
      return fail(400, 99991663, 'Invalid access token for authorization. Please make a request with token attached.')
    if (request.query.get('receive_id_type') !== 'user_id')
      return fail(400, 230001, 'Your request contains an invalid request parameter, ext=invalid receive_id_type.')
    const to = String(body.receive_id ?? '')
    if (!personOf(directory, to))
      return fail(400, 230001, 'Your request contains an invalid request parameter, ext=invalid receive_id.')
    const uuid = typeof body.uuid === 'string' ? body.uuid : ''
    const earlier = uuid ? byUuid.get(uuid) : undefined
    if (earlier)
      return { status: 200, json: { code: 0, msg: 'success', data: { message_id: earlier, msg_type: body.msg_type } } }
    let parsed: Record<string, any>
    try {
      parsed = JSON.parse(String(body.content ?? ''))
    } catch {
      return fail(400, 230099, 'Failed to create card content, ext=content is not json')
    }
    const content = readContent(body.msg_type, parsed)
    if (!content?.title) return fail(400, 230099, 'Failed to create card content, ext=unsupported content')
    const messageId = opaque('om_', 16)
    if (uuid) byUuid.set(uuid, messageId)
    inbox.add({ to, ...content, request: body })
    return {
      status: 200,
      json: {
        code: 0,
        msg: 'success',
        data: { message_id: messageId, msg_type: body.msg_type, create_time: String(Date.now()) },
      },
    }
  }
}
