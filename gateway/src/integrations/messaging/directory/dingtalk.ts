import { platformCall } from '../platform-call'
import { normaliseMobile } from '../signature'
import { MessagingError } from '../types'
import { receiveDingtalkCallback } from './dingtalk-callback'
import { DEFAULT_DATE_ATTRIBUTES, dayFrom, sameAttribute, type DateAttributes } from './member-dates'
import { cachedToken, forgetToken, tokenKey } from './token-cache'
import type { ConnectorSettings, DirectoryClient, InstalledApp, PlatformDepartment, PlatformMember } from './types'

/** DingTalk's root department. */
export const DINGTALK_ROOT = '1'

/** Errors that mean the token is no longer good (errcode 88 carries the reason in sub_code). */
const STALE_TOKEN = new Set(['40014', '40001', '42001', '41001'])
const NO_SUCH_DEPARTMENT = 60003
const NO_SUCH_USER = 60121

class DingtalkAnswer extends MessagingError {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super('failed', message)
  }
}

/** The custom fields of a DingTalk user: `extension` is a JSON string of field name → value ({} when unreadable). */
function extensionOf(user: any): Record<string, unknown> {
  if (typeof user?.extension !== 'string' || !user.extension.trim()) return {}
  try {
    const parsed: unknown = JSON.parse(user.extension)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const fieldNamed = (fields: Record<string, unknown>, name: string): unknown =>
  Object.entries(fields).find(([key]) => sameAttribute(key, name))?.[1]

/**
 * A DingTalk user (topapi/v2/user/get, user/list) as a member. DingTalk lists only people in the company. The entry
 * date is hired_date (epoch milliseconds; the custom field named for it when DingTalk has none), the date work began
 * a custom field of `extension`.
 */
export function dingtalkMember(user: any, dates: DateAttributes = DEFAULT_DATE_ATTRIBUTES): PlatformMember {
  const stateCode = typeof user.state_code === 'string' ? user.state_code : '86'
  const mobile =
    typeof user.mobile === 'string' && user.mobile
      ? stateCode === '86'
        ? normaliseMobile(user.mobile)
        : `+${stateCode}${user.mobile}`
      : null
  const extension = extensionOf(user)
  return {
    id: String(user.userid),
    name: String(user.name ?? user.userid),
    mobile,
    email: user.email || user.org_email || null,
    jobNumber: user.job_number || null,
    departmentIds: Array.isArray(user.dept_id_list) ? user.dept_id_list.map(String) : [],
    title: user.title || null,
    entryDate: dayFrom(user.hired_date, 'ms') ?? dayFrom(fieldNamed(extension, dates.entryDate)),
    workStartDate: dayFrom(fieldNamed(extension, dates.workStartDate)),
    active: true,
  }
}

/**
 * The directory of a DingTalk company (企业内部应用): the app token from the new API
 * (POST api.dingtalk.com/v1.0/oauth2/accessToken with AppKey/AppSecret, DingTalk's recommended way; it is
 * passed as access_token to the topapi calls), then topapi/v2/department/listsub and department/get
 * walked from department 1, topapi/v2/user/list (cursor paging, 100 a page), topapi/v2/user/get and
 * /microapp/list on oapi.dingtalk.com. `apiUrl` set (the stand-in) serves both hosts.
 */
export function dingtalkDirectory(settings: ConnectorSettings): DirectoryClient {
  const tokenHost = settings.apiUrl || 'https://api.dingtalk.com'
  const oapiHost = settings.apiUrl || 'https://oapi.dingtalk.com'
  const key = tokenKey('dingtalk', tokenHost, settings.appKey, settings.appSecret)
  const timeoutMs = settings.timeoutMs

  const token = () =>
    cachedToken(key, async () => {
      const answer = await platformCall({
        method: 'POST',
        url: `${tokenHost}/v1.0/oauth2/accessToken`,
        body: { appKey: settings.appKey, appSecret: settings.appSecret },
        timeoutMs,
        reach: settings.reach,
      })
      if (answer.status !== 200 || typeof answer.body?.accessToken !== 'string') {
        throw new MessagingError(
          'failed',
          `DingTalk accessToken failed: ${answer.status} ${answer.body?.code ?? ''} ${answer.body?.message ?? ''}`.trim(),
        )
      }
      return { token: answer.body.accessToken, expiresIn: Number(answer.body.expireIn) || 7200 }
    })

  /** One oapi call; a refused token is dropped and the call made once more with a new one. */
  async function oapi(path: string, body: Record<string, unknown>, retry = true): Promise<any> {
    const current = await token()
    const answer = await platformCall({
      method: 'POST',
      url: `${oapiHost}${path}?access_token=${encodeURIComponent(current)}`,
      body,
      timeoutMs,
      reach: settings.reach,
    })
    const errcode = Number(answer.body?.errcode)
    if (errcode === 0) return answer.body
    const reason = errcode === 88 ? String(answer.body?.sub_code ?? '') : String(errcode)
    if (STALE_TOKEN.has(reason) && retry) {
      forgetToken(key, current)
      return oapi(path, body, false)
    }
    const words =
      errcode === 88
        ? `${answer.body?.sub_code} ${answer.body?.sub_msg ?? ''}`
        : `${answer.body?.errcode ?? answer.status} ${answer.body?.errmsg ?? ''}`
    throw new DingtalkAnswer(Number.isFinite(errcode) ? errcode : -1, `DingTalk ${path} failed: ${words}`.trim())
  }

  async function department(id: string): Promise<PlatformDepartment | null> {
    if (!/^\d{1,18}$/.test(id)) return null
    try {
      const { result } = await oapi('/topapi/v2/department/get', { dept_id: Number(id), language: 'zh_CN' })
      const parent =
        result.parent_id === undefined || String(result.dept_id) === DINGTALK_ROOT ? null : String(result.parent_id)
      return {
        id: String(result.dept_id),
        name: String(result.name),
        parentId: parent,
        order: Number(result.order) || 0,
      }
    } catch (error) {
      if (error instanceof DingtalkAnswer && error.errcode === NO_SUCH_DEPARTMENT) return null
      throw error
    }
  }

  return {
    platform: 'dingtalk',
    async testConnection() {
      if (!(await department(DINGTALK_ROOT))) throw new MessagingError('failed', 'DingTalk answered no root department')
    },
    async departments() {
      const root = await department(DINGTALK_ROOT)
      if (!root) throw new MessagingError('failed', 'DingTalk answered no root department')
      const all = [root]
      for (let at = 0; at < all.length; at += 1) {
        const { result } = await oapi('/topapi/v2/department/listsub', {
          dept_id: Number(all[at]!.id),
          language: 'zh_CN',
        })
        for (const [index, child] of (Array.isArray(result) ? result : []).entries()) {
          all.push({ id: String(child.dept_id), name: String(child.name), parentId: all[at]!.id, order: index + 1 })
        }
      }
      return all
    },
    department,
    async members(departmentId) {
      const members: PlatformMember[] = []
      for (let cursor = 0; ; ) {
        const { result } = await oapi('/topapi/v2/user/list', {
          dept_id: Number(departmentId),
          cursor,
          size: 100,
          language: 'zh_CN',
          contain_access_limit: false,
        })
        members.push(...(result.list ?? []).map((user: any) => dingtalkMember(user, settings.dateAttributes)))
        if (!result.has_more) return members
        cursor = Number(result.next_cursor)
      }
    },
    async member(id) {
      try {
        return dingtalkMember(
          (await oapi('/topapi/v2/user/get', { userid: id, language: 'zh_CN' })).result,
          settings.dateAttributes,
        )
      } catch (error) {
        if (error instanceof DingtalkAnswer && error.errcode === NO_SUCH_USER) return null
        throw error
      }
    },
    async installedApps(): Promise<InstalledApp[]> {
      const { appList } = await oapi('/microapp/list', {})
      return (appList ?? []).map((app: any) => ({
        id: String(app.agentId),
        name: String(app.name ?? ''),
        description: String(app.appDesc ?? ''),
        logoUrl: String(app.appIcon ?? ''),
      }))
    },
    receiveCallback: (request) => receiveDingtalkCallback(settings, request),
  }
}
