import { timingSafeEqual } from 'node:crypto'
import { feishuDecrypt, feishuSignature, feishuSignatureMatches } from './feishu-crypt'
import {
  CallbackRefused,
  type CallbackOutcome,
  type CallbackRequest,
  type ConnectorSettings,
  type DirectoryChange,
} from './types'

const WINDOW_MS = 5 * 60_000

const EVENTS: Record<string, { kind: DirectoryChange['kind']; action: DirectoryChange['action'] }> = {
  'contact.department.created_v3': { kind: 'department', action: 'created' },
  'contact.department.updated_v3': { kind: 'department', action: 'updated' },
  'contact.department.deleted_v3': { kind: 'department', action: 'deleted' },
  'contact.user.created_v3': { kind: 'member', action: 'created' },
  'contact.user.updated_v3': { kind: 'member', action: 'updated' },
  'contact.user.deleted_v3': { kind: 'member', action: 'deleted' },
}

const same = (a: string, b: unknown) =>
  typeof b === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
const header = (request: CallbackRequest, name: string) =>
  request.headers[name] ?? Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1]
const json = (body: unknown) => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
})

/**
 * A Feishu event push (将事件发送至开发者服务器): with an Encrypt Key the body is { "encrypt": … }
 * (feishu-crypt.ts) and events are signed by X-Lark-Signature over X-Lark-Request-Timestamp,
 * X-Lark-Request-Nonce, the key and the raw body; without one the body is plain and only the
 * verification token vouches for it. url_verification (the console's URL check, not signed) is answered
 * with its challenge; a schema 2.0 event must carry the verification token, the app and the tenant, and
 * its event_id is the replay key.
 */
export function receiveFeishuCallback(settings: ConnectorSettings, request: CallbackRequest): CallbackOutcome {
  if (request.method !== 'POST') throw new CallbackRefused('Feishu callbacks are POSTed')
  let body: any
  try {
    body = JSON.parse(request.rawBody)
  } catch {
    throw new CallbackRefused('The Feishu callback body is not JSON')
  }
  if (settings.callbackKey && typeof body?.encrypt !== 'string')
    throw new CallbackRefused('The Feishu callback is not encrypted with the Encrypt Key')
  let event: any = body
  if (typeof body?.encrypt === 'string') {
    if (!settings.callbackKey) throw new CallbackRefused('The Feishu callback is encrypted but no Encrypt Key is set')
    try {
      event = JSON.parse(feishuDecrypt(settings.callbackKey, body.encrypt))
    } catch {
      throw new CallbackRefused('The Feishu callback does not decrypt')
    }
  }
  if (event?.type === 'url_verification') {
    if (!same(settings.callbackToken, event.token) || typeof event.challenge !== 'string')
      throw new CallbackRefused('The Feishu URL check carries another verification token')
    return { reply: json({ challenge: event.challenge }), changes: [], replayKey: null }
  }
  if (settings.callbackKey) {
    const timestamp = header(request, 'x-lark-request-timestamp') ?? ''
    const nonce = header(request, 'x-lark-request-nonce') ?? ''
    const millis = /^\d{10}$/.test(timestamp)
      ? Number(timestamp) * 1000
      : /^\d{13}$/.test(timestamp)
        ? Number(timestamp)
        : NaN
    if (!(Math.abs(request.now - millis) <= WINDOW_MS))
      throw new CallbackRefused('The Feishu callback timestamp is missing or outside the allowed window')
    if (
      !feishuSignatureMatches(
        feishuSignature(timestamp, nonce, settings.callbackKey, request.rawBody),
        header(request, 'x-lark-signature'),
      )
    ) {
      throw new CallbackRefused('The Feishu callback signature does not match')
    }
  }
  const head = event?.header
  if (event?.schema !== '2.0' || !head || typeof head.event_id !== 'string' || !head.event_id)
    throw new CallbackRefused('The Feishu callback is not a schema 2.0 event')
  if (!same(settings.callbackToken, head.token))
    throw new CallbackRefused('The Feishu callback carries another verification token')
  if (settings.appKey && head.app_id !== settings.appKey)
    throw new CallbackRefused('The Feishu callback is for another app')
  if (settings.corpId && head.tenant_key !== settings.corpId)
    throw new CallbackRefused('The Feishu callback is for another tenant')
  const mapped = EVENTS[String(head.event_type)]
  const object = event.event?.object ?? {}
  const id = !mapped ? undefined : mapped.kind === 'department' ? object.open_department_id : object.user_id
  return {
    reply: json({}),
    changes: mapped && id ? [{ ...mapped, id: String(id) }] : [],
    replayKey: `feishu:${head.event_id}`,
  }
}
