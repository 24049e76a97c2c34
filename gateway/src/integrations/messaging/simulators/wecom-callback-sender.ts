import { randomBytes } from 'node:crypto'
import { encryptMessage, messageSignature } from '../directory/wx-crypt'
import { cdata } from '../directory/xml'
import type { CompanyChange, DemoCompany } from './demo-company'

export interface CallbackApp {
  corpId: string
  agentId: string
  token: string
  encodingAesKey: string
}

/** What happened when the stand-in called the registered callback URL. */
export interface Delivery {
  url: string | null
  status: number | null
  body: string
  error: string | null
}

const CHANGE_TYPES = {
  department: { created: 'create_party', updated: 'update_party', deleted: 'delete_party' },
  member: { created: 'create_user', updated: 'update_user', deleted: 'delete_user' },
} as const

/** The decrypted change_contact event WeCom sends for a change, with the fields WeCom adds per type. */
export function changeEventXml(app: CallbackApp, company: DemoCompany, change: CompanyChange, now: number): string {
  const lines = [
    `<ToUserName>${cdata(app.corpId)}</ToUserName>`,
    `<FromUserName>${cdata('sys')}</FromUserName>`,
    `<CreateTime>${Math.floor(now / 1000)}</CreateTime>`,
    `<MsgType>${cdata('event')}</MsgType>`,
    `<Event>${cdata('change_contact')}</Event>`,
    `<ChangeType>${cdata(CHANGE_TYPES[change.kind][change.action])}</ChangeType>`,
  ]
  if (change.kind === 'department') {
    lines.push(`<Id>${change.id}</Id>`)
    const department = company.department(Number(change.id))
    if (department && change.action !== 'deleted') {
      lines.push(
        `<Name>${cdata(department.name)}</Name>`,
        `<ParentId>${cdata(String(department.parentId))}</ParentId>`,
        `<Order>${department.order}</Order>`,
      )
    }
  } else {
    lines.push(`<UserID>${cdata(change.id)}</UserID>`)
    const member = company.member(change.id)
    if (member && change.action !== 'deleted') {
      lines.push(
        `<Name>${cdata(member.name)}</Name>`,
        `<Department>${cdata(member.departmentIds.join(','))}</Department>`,
        `<MainDepartment>${member.departmentIds[0] ?? 1}</MainDepartment>`,
        `<Position>${cdata(member.position)}</Position>`,
        `<Status>${member.status}</Status>`,
      )
    }
  }
  return `<xml>${lines.join('')}</xml>`
}

/** The POST WeCom makes: the encrypted envelope and the query it signs it with. */
export function sealedCallback(app: CallbackApp, plain: string, now: number): { query: URLSearchParams; body: string } {
  const encrypted = encryptMessage(app.encodingAesKey, app.corpId, plain)
  const timestamp = String(Math.floor(now / 1000))
  const nonce = String(randomBytes(5).readUIntBE(0, 5))
  const query = new URLSearchParams({
    msg_signature: messageSignature(app.token, timestamp, nonce, encrypted),
    timestamp,
    nonce,
  })
  const body = `<xml><ToUserName>${cdata(app.corpId)}</ToUserName><AgentID>${cdata(app.agentId)}</AgentID><Encrypt>${cdata(encrypted)}</Encrypt></xml>`
  return { query, body }
}

/** POSTs the change to the registered URL (WeCom waits 5 seconds for an answer). */
export async function sendChange(
  url: string | null,
  app: CallbackApp,
  company: DemoCompany,
  change: CompanyChange,
  now = Date.now(),
): Promise<Delivery> {
  if (!url) return { url: null, status: null, body: '', error: 'no callback URL registered' }
  const { query, body } = sealedCallback(app, changeEventXml(app, company, change, now), now)
  return post(`${url}${url.includes('?') ? '&' : '?'}${query}`, body, url)
}

async function post(target: string, body: string, url: string): Promise<Delivery> {
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body,
      signal: AbortSignal.timeout(5000),
    })
    return { url, status: response.status, body: (await response.text()).slice(0, 500), error: null }
  } catch (error) {
    return { url, status: null, body: '', error: error instanceof Error ? error.message : 'unreachable' }
  }
}

/**
 * WeCom's check when an administrator saves the callback URL in the console: a GET with an encrypted
 * echostr; the URL is accepted only when it answers the decrypted echostr.
 */
export async function verifyCallbackUrl(
  url: string,
  app: CallbackApp,
  now = Date.now(),
): Promise<{ ok: boolean; reason: string }> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, reason: 'URL 格式不正确 · not a URL' }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, reason: 'URL 须为 http(s) · the URL must be http(s)' }
  const echo = String(randomBytes(8).readBigUInt64BE())
  const encrypted = encryptMessage(app.encodingAesKey, app.corpId, echo)
  const timestamp = String(Math.floor(now / 1000))
  const nonce = String(randomBytes(4).readUInt32BE())
  const query = new URLSearchParams({
    msg_signature: messageSignature(app.token, timestamp, nonce, encrypted),
    timestamp,
    nonce,
    echostr: encrypted,
  })
  try {
    const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}${query}`, {
      signal: AbortSignal.timeout(5000),
    })
    const text = (await response.text()).trim()
    if (response.status === 200 && text === echo) return { ok: true, reason: '' }
    return {
      ok: false,
      reason: `回调地址验证失败（HTTP ${response.status}）· the URL did not answer the check (HTTP ${response.status})`,
    }
  } catch {
    return { ok: false, reason: '回调地址无法访问 · the URL could not be reached' }
  }
}
