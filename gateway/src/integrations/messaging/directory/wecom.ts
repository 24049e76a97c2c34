import { createHash } from 'node:crypto'
import { platformCall, type PlatformCall } from '../platform-call'
import { normaliseMobile } from '../signature'
import { MessagingError } from '../types'
import { DEFAULT_DATE_ATTRIBUTES, dayFrom, sameAttribute, type DateAttributes } from './member-dates'
import { PlatformApiError, tokenCache } from './platform-error'
import {
  CallbackRefused,
  type CallbackOutcome,
  type CallbackRequest,
  type ConnectorSettings,
  type DirectoryChange,
  type DirectoryClient,
  type InstalledApp,
  type PlatformDepartment,
  type PlatformMember,
} from './types'
import { decryptMessage, isUrlCheckEcho, messageSignature, signatureMatches } from './wx-crypt'
import { xmlField } from './xml'

export const WECOM_API_URL = 'https://qyapi.weixin.qq.com'

/** Callbacks whose timestamp is further than this from now are refused (WeCom retries within seconds). */
const CALLBACK_WINDOW_MS = 60 * 60_000

/** errcodes that mean the cached access token is no longer good: fetch a new one and ask once more. */
const STALE_TOKEN = new Set([40014, 42001])
/** "No such user" (user/get) and "no such department" (department/get). */
const NO_USER = 60111
const NO_DEPARTMENT = 60123

const tokens = tokenCache()

/** The names WeCom administrators give the custom attribute holding the job number. */
const JOB_NUMBER_ATTRS = new Set(['工号', 'job number', 'employee no', 'employee_no', 'jobnumber'])

/**
 * The value of the first custom attribute (extattr.attrs) whose name passes `wanted`: a text attribute's text.value
 * (type 0), a web attribute's title (type 1), or the older { name, value } form.
 */
function attributeOf(user: any, wanted: (name: string) => boolean): string | null {
  const attrs: any[] = Array.isArray(user?.extattr?.attrs) ? user.extattr.attrs : []
  for (const attr of attrs) {
    if (typeof attr?.name !== 'string' || !wanted(attr.name)) continue
    const value =
      attr.type === 0 || attr.text ? attr.text?.value : attr.type === 1 || attr.web ? attr.web?.title : attr.value
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}

const jobNumberOf = (user: any) => attributeOf(user, (name) => JOB_NUMBER_ATTRS.has(name.trim().toLowerCase()))

/** A WeCom department object (department/list, department/get). The root has parentid 0. */
export function departmentOf(raw: any): PlatformDepartment {
  const parent = Number(raw?.parentid ?? 0)
  return {
    id: String(raw.id),
    name: String(raw.name ?? ''),
    parentId: parent > 0 ? String(parent) : null,
    order: Number(raw.order ?? 0),
  }
}

/**
 * A WeCom user object (user/list, user/get). status: 1 active, 2 disabled, 4 not yet activated, 5 left the company.
 * WeCom has no entry date of its own: both dates come from the custom attributes `dates` names.
 */
export function memberOf(raw: any, dates: DateAttributes = DEFAULT_DATE_ATTRIBUTES): PlatformMember {
  const departments: unknown[] = Array.isArray(raw?.department) ? raw.department : []
  const main = raw?.main_department !== undefined ? String(raw.main_department) : null
  const ids = departments.map(String)
  const ordered = main && ids.includes(main) ? [main, ...ids.filter((id) => id !== main)] : ids
  const email =
    typeof raw?.email === 'string' && raw.email
      ? raw.email
      : typeof raw?.biz_mail === 'string' && raw.biz_mail
        ? raw.biz_mail
        : null
  const status = Number(raw?.status ?? 1)
  return {
    id: String(raw.userid),
    name: String(raw.name ?? raw.userid),
    mobile: normaliseMobile(raw?.mobile),
    email,
    jobNumber: jobNumberOf(raw),
    departmentIds: ordered,
    title: typeof raw?.position === 'string' && raw.position ? raw.position : null,
    entryDate: dayFrom(attributeOf(raw, (name) => sameAttribute(name, dates.entryDate))),
    workStartDate: dayFrom(attributeOf(raw, (name) => sameAttribute(name, dates.workStartDate))),
    active: status !== 2 && status !== 5 && raw?.enable !== 0,
  }
}

/** Parents before children, whatever order the platform listed them in. */
export function parentsFirst(departments: PlatformDepartment[]): PlatformDepartment[] {
  const byId = new Map(departments.map((department) => [department.id, department]))
  const placed = new Set<string>()
  const out: PlatformDepartment[] = []
  const place = (department: PlatformDepartment, trail: Set<string>) => {
    if (placed.has(department.id) || trail.has(department.id)) return
    trail.add(department.id)
    const parent = department.parentId ? byId.get(department.parentId) : undefined
    if (parent) place(parent, trail)
    placed.add(department.id)
    out.push(department)
  }
  for (const department of [...departments].sort((a, b) => a.order - b.order)) place(department, new Set())
  return out
}

/**
 * The ChangeType of a WeCom change_contact event as a directory change; null for tag changes and other events. A
 * self-built app's callback names it in Event, a third-party app's instruction callback in InfoType.
 */
export function changeOf(plain: string): DirectoryChange | null {
  if (xmlField(plain, 'Event') !== 'change_contact' && xmlField(plain, 'InfoType') !== 'change_contact') return null
  const type = xmlField(plain, 'ChangeType')
  const party = { create_party: 'created', update_party: 'updated', delete_party: 'deleted' } as const
  const user = { create_user: 'created', update_user: 'updated', delete_user: 'deleted' } as const
  if (type && type in party) {
    const id = xmlField(plain, 'Id')
    return id ? { kind: 'department', action: party[type as keyof typeof party], id } : null
  }
  if (type && type in user) {
    // A changed userid is reported as NewUserID: the member now lives under the new id.
    const id = xmlField(plain, 'NewUserID') || xmlField(plain, 'UserID')
    return id ? { kind: 'member', action: user[type as keyof typeof user], id } : null
  }
  return null
}

/**
 * WeCom (企业微信) directory for one company: the contacts API with the app's (or the contact-sync
 * app's) secret, or with the company's token from the provider's suite (settings.corpToken), and the app's change callbacks (XML, msg_signature, AES with the EncodingAESKey).
 */
export function wecomDirectory(settings: ConnectorSettings): DirectoryClient {
  const base = (settings.apiUrl || WECOM_API_URL).replace(/\/+$/, '')
  const tokenKey = createHash('sha256')
    .update(`${settings.corpToken ? 'suite' : 'app'}\n${base}\n${settings.corpId}\n${settings.appSecret}`)
    .digest('hex')

  async function token(): Promise<string> {
    const cached = tokens.get(tokenKey)
    if (cached) return cached
    if (settings.corpToken) {
      const { token: corpToken, expiresIn } = await settings.corpToken()
      tokens.set(tokenKey, corpToken, expiresIn)
      return corpToken
    }
    const query = new URLSearchParams({ corpid: settings.corpId, corpsecret: settings.appSecret })
    const body = await answer('gettoken', { url: `${base}/cgi-bin/gettoken?${query}`, timeoutMs: settings.timeoutMs })
    if (typeof body.access_token !== 'string')
      throw new MessagingError('failed', 'WeCom gettoken answered without a token')
    tokens.set(tokenKey, body.access_token, Number(body.expires_in ?? 7200))
    return body.access_token
  }

  async function answer(step: string, call: PlatformCall): Promise<any> {
    const { body } = await platformCall({ ...call, reach: settings.reach })
    if (typeof body?.errcode !== 'number' && step !== 'gettoken')
      throw new MessagingError('failed', `WeCom ${step} answered an unexpected shape`)
    if (typeof body?.errcode === 'number' && body.errcode !== 0)
      throw new PlatformApiError('wecom', body.errcode, String(body.errmsg ?? ''), step)
    return body
  }

  /** A GET on the contacts API with the access token; a stale token is renewed once. */
  async function get(path: string, query: Record<string, string>, allowed: number[] = []): Promise<any> {
    for (let attempt = 0; ; attempt++) {
      const url = `${base}${path}?${new URLSearchParams({ access_token: await token(), ...query })}`
      try {
        return await answer(path.replace('/cgi-bin/', ''), { url, timeoutMs: settings.timeoutMs })
      } catch (error) {
        if (error instanceof PlatformApiError && STALE_TOKEN.has(error.code) && attempt === 0) {
          tokens.drop(tokenKey)
          continue
        }
        if (error instanceof PlatformApiError && allowed.includes(error.code)) return null
        throw error
      }
    }
  }

  return {
    platform: 'wecom',
    async testConnection() {
      tokens.drop(tokenKey)
      await get('/cgi-bin/department/list', {})
    },
    async departments() {
      const body = await get('/cgi-bin/department/list', {})
      const list: any[] = Array.isArray(body.department) ? body.department : []
      return parentsFirst(list.map(departmentOf))
    },
    async department(id) {
      const body = await get('/cgi-bin/department/get', { id }, [NO_DEPARTMENT])
      return body?.department ? departmentOf(body.department) : null
    },
    async members(departmentId) {
      const body = await get('/cgi-bin/user/list', { department_id: departmentId }, [NO_DEPARTMENT])
      const list: any[] = Array.isArray(body?.userlist) ? body.userlist : []
      return list.map((user) => memberOf(user, settings.dateAttributes))
    },
    async member(id) {
      const body = await get('/cgi-bin/user/get', { userid: id }, [NO_USER])
      return body ? memberOf(body, settings.dateAttributes) : null
    },
    async installedApps(): Promise<InstalledApp[]> {
      const body = await get('/cgi-bin/agent/list', {})
      const list: any[] = Array.isArray(body.agentlist) ? body.agentlist : []
      return list.map((agent) => ({
        id: String(agent.agentid),
        name: String(agent.name ?? ''),
        description: typeof agent.description === 'string' ? agent.description : '',
        logoUrl:
          typeof agent.square_logo_url === 'string'
            ? agent.square_logo_url
            : typeof agent.round_logo_url === 'string'
              ? agent.round_logo_url
              : '',
      }))
    },
    receiveCallback(request: CallbackRequest): CallbackOutcome {
      return receiveWecomCallback(settings, request)
    },
  }
}

/**
 * WeCom's callback: GET with msg_signature, timestamp, nonce, echostr (the URL check: answer the
 * decrypted echostr) or POST of `<xml><ToUserName/><AgentID/><Encrypt/></xml>` signed over Encrypt.
 */
export function receiveWecomCallback(settings: ConnectorSettings, request: CallbackRequest): CallbackOutcome {
  const { msg_signature: signature, timestamp, nonce } = request.query
  if (!signature || !timestamp || !nonce)
    throw new CallbackRefused('The callback lacks msg_signature, timestamp or nonce')
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(request.now - Number(timestamp) * 1000) > CALLBACK_WINDOW_MS) {
    throw new CallbackRefused('The callback timestamp is outside the allowed window')
  }
  const encrypted = request.method === 'GET' ? request.query.echostr : xmlField(request.rawBody, 'Encrypt')
  if (!encrypted) throw new CallbackRefused('The callback carries nothing encrypted')
  if (!signatureMatches(messageSignature(settings.callbackToken, timestamp, nonce, encrypted), signature)) {
    throw new CallbackRefused('The callback signature does not match')
  }
  let opened: { text: string; receiveId: string }
  try {
    opened = decryptMessage(settings.callbackKey, encrypted)
  } catch (error) {
    throw new CallbackRefused(
      `The callback could not be decrypted: ${error instanceof Error ? error.message : 'unknown'}`,
    )
  }
  if (opened.receiveId !== settings.corpId) throw new CallbackRefused('The callback was sealed for another company')
  if (request.method === 'GET') {
    if (!isUrlCheckEcho(opened.text)) throw new CallbackRefused('The URL check carries a message, not an echostr')
    return {
      reply: { status: 200, contentType: 'text/plain; charset=utf-8', body: opened.text },
      changes: [],
      replayKey: null,
    }
  }
  const change = changeOf(opened.text)
  return {
    reply: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
    changes: change ? [change] : [],
    replayKey: `wecom:${settings.corpId}:${signature.toLowerCase()}`,
  }
}
