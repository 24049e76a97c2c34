import { CallbackRefused, type CallbackRequest, type DirectoryChange } from './types'
import { changeOf } from './wecom'
import { decryptMessage, isUrlCheckEcho, messageSignature, signatureMatches } from './wx-crypt'
import { xmlField } from './xml'

/** Instructions further than this from now are refused (WeCom retries within minutes). */
const WINDOW_MS = 60 * 60_000

/** What WeCom tells a suite's instruction callback. */
export type SuiteEvent =
  | { type: 'suite_ticket'; ticket: string; at: number }
  | { type: 'create_auth'; authCode: string; state: string }
  | { type: 'change_auth'; corpId: string; state: string }
  | { type: 'cancel_auth'; corpId: string }
  /** A contact change in a company that authorised the suite. */
  | { type: 'change_contact'; corpId: string; change: DirectoryChange }
  /** Another instruction (contact changes, reset_permanent_code …): acknowledged, not acted on here. */
  | { type: 'other'; infoType: string }

export interface SuiteCallbackOutcome {
  reply: { status: number; contentType: string; body: string }
  /** null for the console's URL check (GET with echostr). */
  event: SuiteEvent | null
  /** Unique per instruction, so a retried one is acted on once. */
  replayKey: string | null
}

/** The decrypted instruction as an event; null when it names another suite. */
export function suiteEventOf(plain: string, suiteId: string): SuiteEvent | null {
  const sentFor = xmlField(plain, 'SuiteId')
  if (sentFor !== null && sentFor !== suiteId) return null
  const infoType = xmlField(plain, 'InfoType') ?? ''
  switch (infoType) {
    case 'suite_ticket': {
      const ticket = xmlField(plain, 'SuiteTicket')
      return ticket ? { type: 'suite_ticket', ticket, at: Number(xmlField(plain, 'TimeStamp') ?? 0) * 1000 } : null
    }
    case 'create_auth': {
      const authCode = xmlField(plain, 'AuthCode')
      return authCode ? { type: 'create_auth', authCode, state: xmlField(plain, 'State') ?? '' } : null
    }
    case 'change_auth':
    case 'cancel_auth': {
      const corpId = xmlField(plain, 'AuthCorpId')
      if (!corpId) return null
      return infoType === 'cancel_auth'
        ? { type: 'cancel_auth', corpId }
        : { type: 'change_auth', corpId, state: xmlField(plain, 'State') ?? '' }
    }
    case 'change_contact': {
      const corpId = xmlField(plain, 'AuthCorpId')
      const change = changeOf(plain)
      return corpId && change ? { type: 'change_contact', corpId, change } : { type: 'other', infoType }
    }
    default:
      return { type: 'other', infoType }
  }
}

/**
 * A suite's instruction callback (指令回调): GET with msg_signature, timestamp, nonce, echostr (the URL check; the
 * decrypted echostr is answered) or a POST of `<xml><ToUserName/><Encrypt/><AgentID/></xml>` signed over Encrypt with
 * the suite's Token, sealed with its EncodingAESKey for ReceiveId = suite_id. Answers "success". Throws CallbackRefused.
 */
export function receiveSuiteCallback(
  suite: { suiteId: string; token: string; encodingAesKey: string },
  request: CallbackRequest,
): SuiteCallbackOutcome {
  const { msg_signature: signature, timestamp, nonce } = request.query
  if (!signature || !timestamp || !nonce)
    throw new CallbackRefused('The instruction lacks msg_signature, timestamp or nonce')
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(request.now - Number(timestamp) * 1000) > WINDOW_MS)
    throw new CallbackRefused('The instruction timestamp is outside the allowed window')
  const encrypted = request.method === 'GET' ? request.query.echostr : xmlField(request.rawBody, 'Encrypt')
  if (!encrypted) throw new CallbackRefused('The instruction carries nothing encrypted')
  if (!signatureMatches(messageSignature(suite.token, timestamp, nonce, encrypted), signature))
    throw new CallbackRefused('The instruction signature does not match')
  let opened: { text: string; receiveId: string }
  try {
    opened = decryptMessage(suite.encodingAesKey, encrypted)
  } catch (error) {
    throw new CallbackRefused(
      `The instruction could not be decrypted: ${error instanceof Error ? error.message : 'unknown'}`,
    )
  }
  if (request.method === 'GET') {
    // The URL check of the provider's console is sealed for the provider's corp id, not the suite: any receive id.
    if (!isUrlCheckEcho(opened.text)) throw new CallbackRefused('The URL check carries an instruction, not an echostr')
    return {
      reply: { status: 200, contentType: 'text/plain; charset=utf-8', body: opened.text },
      event: null,
      replayKey: null,
    }
  }
  if (opened.receiveId !== suite.suiteId) throw new CallbackRefused('The instruction was sealed for another suite')
  const event = suiteEventOf(opened.text, suite.suiteId)
  if (!event) throw new CallbackRefused('The instruction is incomplete or names another suite')
  return {
    reply: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
    event,
    replayKey: `wecom-suite:${suite.suiteId}:${signature.toLowerCase()}`,
  }
}
