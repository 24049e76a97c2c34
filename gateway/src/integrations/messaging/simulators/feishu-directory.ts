import { randomBytes } from 'node:crypto'
import { feishuEncrypt, feishuSignature } from '../directory/feishu-crypt'
import { postCallback } from './callback-post'
import { directoryAdmin } from './directory-admin'
import {
  directoryCompany,
  ROOT_DEPARTMENT,
  type CompanyChange,
  type CompanyDepartment,
  type CompanyPerson,
} from './directory-company'
import { opaque } from './grants'
import type { SimRequest, SimResponse } from './http-server'
import { feishuApps } from './feishu-apps'
import type { MessageDirectory } from './inbox'
import { FEISHU_CUSTOM_ATTRS, feishuDates } from './stand-in-dates'

export interface FeishuDirectoryOptions {
  tenantKey: string
  appId: string
  appSecret: string
  callbackToken: string
  callbackKey: string
}

const ROOT = '0'
const openDepartmentId = (key: number) => (key === ROOT_DEPARTMENT ? ROOT : `od-${key}`)
const customDepartmentId = (key: number) => (key === ROOT_DEPARTMENT ? ROOT : `D${key}`)
const userIdOf = (key: string) => `fs-${key}`
const ok = (data: unknown): SimResponse => ({ status: 200, json: { code: 0, msg: 'success', data } })
const fail = (status: number, code: number, msg: string): SimResponse => ({ status, json: { code, msg } })

const EVENT_TYPES = {
  department: {
    created: 'contact.department.created_v3',
    updated: 'contact.department.updated_v3',
    deleted: 'contact.department.deleted_v3',
  },
  member: {
    created: 'contact.user.created_v3',
    updated: 'contact.user.updated_v3',
    deleted: 'contact.user.deleted_v3',
  },
} as const

/**
 * A page of `items` from an opaque page_token (the offset) and page_size (default 10, at most `max`),
 * or Feishu's answer to a bad page size (40011) or page token (40012).
 */
function page<T>(
  items: T[],
  query: URLSearchParams,
  max: number,
): { items: T[]; has_more: boolean; page_token?: string } | SimResponse {
  const size = Number(query.get('page_size') ?? 10)
  if (!Number.isInteger(size) || size < 1 || size > max) return fail(400, 40011, 'page size is invalid')
  const token = query.get('page_token')
  const offset = token ? /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'))?.[1] : '0'
  if (offset === undefined) return fail(400, 40012, 'page token is invalid error')
  const start = Number(offset)
  const more = start + size < items.length
  return {
    items: items.slice(start, start + size),
    has_more: more,
    ...(more ? { page_token: Buffer.from(`offset:${start + size}`).toString('base64url') } : {}),
  }
}
const isAnswer = (value: object): value is SimResponse => 'status' in value

/**
 * Feishu's directory on the stand-in: tenant_access_token/internal, contact/v3 departments (children
 * with fetch_child and paging, single), users/find_by_department, users/:user_id and custom_attrs, and
 * application/v6/applications, with Feishu's shapes and codes (99991663 bad token, 40011 page size,
 * 40015 no such department, 41050 no such user); and the event subscription: each change is POSTed to the
 * registered URL as { encrypt } of a schema 2.0 event, signed with X-Lark-Signature; url_verification with a
 * challenge when the URL is set.
 */
export function feishuDirectoryStandIn(options: FeishuDirectoryOptions) {
  const company = directoryCompany()
  const tokens = new Map<string, number>()

  function departmentOf(d: CompanyDepartment, idType: string | null) {
    const id = idType === 'department_id' ? customDepartmentId : openDepartmentId
    return {
      name: d.name,
      i18n_name: { zh_cn: d.name, en_us: '', ja_jp: '' },
      parent_department_id: d.parentKey === null ? '' : id(d.parentKey),
      department_id: customDepartmentId(d.key),
      open_department_id: openDepartmentId(d.key),
      order: String(d.order),
      member_count: company.peopleIn(d.key).length,
      status: { is_deleted: false },
      leader_user_id: '',
      unit_ids: [],
    }
  }

  function userOf(p: CompanyPerson, idType: string | null) {
    const id = idType === 'department_id' ? customDepartmentId : openDepartmentId
    return {
      union_id: `on_${p.key}`,
      user_id: userIdOf(p.key),
      open_id: `ou_${p.key}`,
      name: p.name,
      en_name: '',
      email: p.email ?? '',
      ...(p.mobile ? { mobile: `+86${p.mobile}`, mobile_visible: true } : {}),
      employee_no: p.jobNumber ?? '',
      job_title: p.title ?? '',
      status: { is_frozen: !p.active, is_resigned: false, is_activated: true, is_exited: false, is_unjoin: false },
      department_ids: p.departmentKeys.map(id),
      orders: p.departmentKeys.map((key, index) => ({
        department_id: id(key),
        user_order: 0,
        department_order: index === 0 ? 1 : 0,
        is_primary_dept: index === 0,
      })),
      employee_type: 1,
      is_tenant_manager: p.key === 'admin',
      ...feishuDates(p),
    }
  }

  /** The department a path id names, in the request's department_id_type. */
  function departmentAt(id: string, idType: string | null) {
    const key =
      id === ROOT ? ROOT_DEPARTMENT : Number((idType === 'department_id' ? /^D(\d+)$/ : /^od-(\d+)$/).exec(id)?.[1])
    return company.department(key)
  }

  /** Posts a sealed body; answers the receiver's reply, or why it failed. */
  async function push(url: string, event: unknown, signed: boolean) {
    const body = JSON.stringify({ encrypt: feishuEncrypt(options.callbackKey, JSON.stringify(event)) })
    const timestamp = String(Math.floor(Date.now() / 1000))
    const nonce = randomBytes(8).toString('hex')
    const headers: Record<string, string> = signed
      ? {
          'x-lark-request-timestamp': timestamp,
          'x-lark-request-nonce': nonce,
          'x-lark-signature': feishuSignature(timestamp, nonce, options.callbackKey, body),
        }
      : {}
    return postCallback(url, body, headers)
  }

  const admin = directoryAdmin(company, {
    platform: '飞书 Feishu',
    colour: '#3370ff',
    credentials: [
      { label: '租户 Tenant key', value: options.tenantKey },
      { label: '应用 App ID', value: options.appId },
      { label: '应用密钥 App Secret', value: options.appSecret },
      { label: '事件校验 Verification Token', value: options.callbackToken },
      { label: '事件加密 Encrypt Key', value: options.callbackKey },
    ],
    departmentId: openDepartmentId,
    personId: userIdOf,
    async checkUrl(url) {
      const challenge = opaque('', 12)
      const answer = await push(url, { challenge, token: options.callbackToken, type: 'url_verification' }, false)
      if (!answer.ok) return answer.reason
      try {
        if (answer.status === 200 && JSON.parse(answer.body).challenge === challenge) return null
      } catch {
        /* answered below */
      }
      return `Challenge code 没有返回 · HTTP ${answer.status}, the challenge was not returned`
    },
    async send(url, change: CompanyChange) {
      const object = change.kind === 'department' ? departmentOf(change.department, null) : userOf(change.person, null)
      const answer = await push(
        url,
        {
          schema: '2.0',
          header: {
            event_id: randomBytes(16).toString('hex'),
            event_type: EVENT_TYPES[change.kind][change.action],
            create_time: String(Date.now()),
            token: options.callbackToken,
            app_id: options.appId,
            tenant_key: options.tenantKey,
          },
          event: { object, ...(change.action === 'updated' ? { old_object: {} } : {}) },
        },
        true,
      )
      return !answer.ok ? answer.reason : answer.status === 200 ? '成功 success' : `失败 failed · HTTP ${answer.status}`
    },
  })

  function api(request: SimRequest): SimResponse | null {
    const { path, query } = request
    const auth = request.headers.authorization
    if (!auth)
      return fail(400, 99991661, 'Missing access token for authorization. Please make a request with token attached.')
    if ((tokens.get(auth.replace(/^Bearer /, '')) ?? 0) < Date.now())
      return fail(400, 99991663, 'Invalid access token for authorization. Please make a request with token attached.')
    const idType = query.get('department_id_type')
    let match = /^\/open-apis\/contact\/v3\/departments\/([^/]+)(\/children)?$/.exec(path)
    if (match) {
      const department = departmentAt(decodeURIComponent(match[1]!), idType)
      if (!department)
        return match[2] ? fail(403, 40004, 'no dept authority error') : fail(400, 40015, 'department not exist')
      if (!match[2]) return ok({ department: departmentOf(department, idType) })
      const below = (key: number): CompanyDepartment[] =>
        company.children(key).flatMap((d) => (query.get('fetch_child') === 'true' ? [d, ...below(d.key)] : [d]))
      const paged = page(
        below(department.key).map((d) => departmentOf(d, idType)),
        query,
        50,
      )
      return isAnswer(paged) ? paged : ok(paged)
    }
    if (path === '/open-apis/contact/v3/users/find_by_department') {
      const department = departmentAt(query.get('department_id') ?? '', idType)
      if (!department) return fail(403, 40004, 'no dept authority error')
      const paged = page(
        company.peopleIn(department.key).map((p) => userOf(p, idType)),
        query,
        50,
      )
      return isAnswer(paged) ? paged : ok(paged)
    }
    match = /^\/open-apis\/contact\/v3\/users\/([^/]+)$/.exec(path)
    if (match) {
      const id = decodeURIComponent(match[1]!)
      const type = query.get('user_id_type') ?? 'open_id'
      const prefix = type === 'user_id' ? 'fs-' : type === 'union_id' ? 'on_' : 'ou_'
      const person = id.startsWith(prefix) ? company.person(id.slice(prefix.length)) : undefined
      return person ? ok({ user: userOf(person, idType) }) : fail(400, 41050, 'no user authority error')
    }
    if (path === '/open-apis/contact/v3/custom_attrs') {
      const paged = page(FEISHU_CUSTOM_ATTRS, query, 100)
      return isAnswer(paged) ? paged : ok(paged)
    }
    if (path === '/open-apis/application/v6/applications') {
      if (!query.get('lang')) return fail(400, 211001, 'invalid param')
      const apps = feishuApps(options.appId)
      const paged = page(apps, query, 50)
      if (isAnswer(paged))
        return (paged.json as { code: number }).code === 40012
          ? fail(400, 211003, 'page token 错误')
          : fail(400, 211004, 'page size 错误')
      return ok({
        app_list: paged.items,
        has_more: paged.has_more,
        ...(paged.page_token ? { page_token: paged.page_token } : {}),
        total_count: apps.length,
      })
    }
    return null
  }

  // What the bot-message endpoint (feishu-messages.ts) checks: this stand-in's tokens and people.
  const messageDirectory: MessageDirectory = {
    isToken: (token) => (tokens.get(token) ?? 0) >= Date.now(),
    people: () => company.people().map((p) => ({ userId: userIdOf(p.key), name: p.name, active: p.active })),
  }
  return Object.assign(
    async (request: SimRequest): Promise<SimResponse | null> => {
      if (request.path.startsWith('/sim/')) return admin(request)
      if (request.path === '/open-apis/auth/v3/tenant_access_token/internal' && request.method === 'POST') {
        if (request.body.app_id !== options.appId) return fail(400, 10003, 'invalid param')
        if (request.body.app_secret !== options.appSecret) return fail(400, 10014, 'app secret invalid')
        const token = opaque('t-', 20)
        tokens.set(token, Date.now() + 7200_000)
        return { status: 200, json: { code: 0, msg: 'ok', tenant_access_token: token, expire: 7200 } }
      }
      if (
        request.method === 'GET' &&
        (request.path.startsWith('/open-apis/contact/v3/') || request.path.startsWith('/open-apis/application/v6/'))
      )
        return api(request)
      return null
    },
    { messageDirectory },
  )
}
