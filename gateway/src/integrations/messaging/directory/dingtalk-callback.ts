import { randomBytes } from 'node:crypto'
import { decryptMessage, encryptMessage, messageSignature, signatureMatches } from './wx-crypt'
import {
  CallbackRefused,
  type CallbackOutcome,
  type CallbackRequest,
  type ConnectorSettings,
  type DirectoryChange,
} from './types'

/** DingTalk's callback timestamps are milliseconds; older or newer than this is refused. */
const WINDOW_MS = 5 * 60_000

const EVENTS: Record<string, { kind: DirectoryChange['kind']; action: DirectoryChange['action'] }> = {
  org_dept_create: { kind: 'department', action: 'created' },
  org_dept_modify: { kind: 'department', action: 'updated' },
  org_dept_remove: { kind: 'department', action: 'deleted' },
  user_add_org: { kind: 'member', action: 'created' },
  user_modify_org: { kind: 'member', action: 'updated' },
  user_leave_org: { kind: 'member', action: 'deleted' },
}

/** The encrypted, signed reply DingTalk expects: { msg_signature, timeStamp, nonce, encrypt } sealing `text`. */
export function dingtalkEncryptedReply(
  settings: Pick<ConnectorSettings, 'callbackToken' | 'callbackKey'>,
  receiveId: string,
  text: string,
  now: number,
) {
  const timeStamp = String(now)
  const nonce = randomBytes(6).toString('hex')
  const encrypt = encryptMessage(settings.callbackKey, receiveId, text)
  return {
    msg_signature: messageSignature(settings.callbackToken, timeStamp, nonce, encrypt),
    timeStamp,
    nonce,
    encrypt,
  }
}

/**
 * A DingTalk event push (HTTP 推送): POST with msg_signature, timestamp and nonce in the query and
 * { "encrypt": … } as the body, sealed with WXBizMsgCrypt for the app key (an app's subscription in the
 * developer console) or the corp id (a company-wide subscription). The plaintext names the EventType and
 * the DeptId or UserId lists; check_url is the console's URL check. Every accepted push, the check too,
 * is answered with the encrypted "success".
 */
export function receiveDingtalkCallback(settings: ConnectorSettings, request: CallbackRequest): CallbackOutcome {
  const signature = request.query.msg_signature || request.query.signature
  const { timestamp, nonce } = request.query
  if (request.method !== 'POST' || !signature || !timestamp || !nonce)
    throw new CallbackRefused('The DingTalk callback lacks msg_signature, timestamp or nonce')
  if (!/^\d{13}$/.test(timestamp) || Math.abs(request.now - Number(timestamp)) > WINDOW_MS)
    throw new CallbackRefused('The DingTalk callback timestamp is outside the allowed window')
  let encrypt: unknown
  try {
    encrypt = JSON.parse(request.rawBody)?.encrypt
  } catch {
    throw new CallbackRefused('The DingTalk callback body is not JSON')
  }
  if (typeof encrypt !== 'string' || !encrypt) throw new CallbackRefused('The DingTalk callback has no encrypt field')
  if (!signatureMatches(messageSignature(settings.callbackToken, timestamp, nonce, encrypt), signature))
    throw new CallbackRefused('The DingTalk callback signature does not match')
  let opened: { text: string; receiveId: string }
  let event: any
  try {
    opened = decryptMessage(settings.callbackKey, encrypt)
    event = JSON.parse(opened.text)
  } catch {
    throw new CallbackRefused('The DingTalk callback does not decrypt')
  }
  const receivers = [settings.appKey, settings.corpId].filter(Boolean)
  if (!receivers.includes(opened.receiveId))
    throw new CallbackRefused('The DingTalk callback is sealed for another app')
  if (settings.corpId && event?.CorpId && event.CorpId !== settings.corpId)
    throw new CallbackRefused('The DingTalk callback names another organisation')
  const mapped = EVENTS[String(event?.EventType)]
  const ids: unknown[] = !mapped ? [] : mapped.kind === 'department' ? (event.DeptId ?? []) : (event.UserId ?? [])
  const changes = (Array.isArray(ids) ? ids : [ids]).map((id) => ({ ...mapped!, id: String(id) }))
  return {
    reply: {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(dingtalkEncryptedReply(settings, opened.receiveId, 'success', request.now)),
    },
    changes,
    replayKey: event?.EventType === 'check_url' ? null : `dingtalk:${signature}`,
  }
}
