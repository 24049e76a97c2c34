import { platformCall } from '../platform-call'
import { normaliseMobile } from '../signature'
import { MessagingError } from '../types'
import { receiveFeishuCallback } from './feishu-callback'
import { DEFAULT_DATE_ATTRIBUTES, dayFrom, sameAttribute, type DateAttributes } from './member-dates'
import { cachedToken, forgetToken, tokenKey } from './token-cache'
import type { ConnectorSettings, DirectoryClient, InstalledApp, PlatformDepartment, PlatformMember } from './types'

/** Feishu's root department. */
export const FEISHU_ROOT = '0'

/** Codes that mean the tenant token is missing, bad or expired. */
const STALE_TOKEN = new Set([99991661, 99991663, 99991668, 99991677])
/** Codes for a user the app no longer sees (deleted, left, or never there). */
const NO_SUCH_USER = new Set([41050, 41012, 40013])
const NO_SUCH_DEPARTMENT = new Set([40015, 40004])

class FeishuAnswer extends MessagingError {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super('failed', message)
  }
}

/** Department ids are open_department_id (system-made, unique in the tenant); user ids are user_id. */
const IDS = { department_id_type: 'open_department_id', user_id_type: 'user_id' }

export function feishuDepartment(item: any): PlatformDepartment {
  const id = String(item.open_department_id ?? item.department_id)
  return {
    id,
    name: String(item.name ?? ''),
    parentId: id === FEISHU_ROOT ? null : String(item.parent_department_id ?? FEISHU_ROOT),
    order: Number(item.order) || 0,
  }
}

/** The custom attribute ids (custom_attrs) that hold each date. */
export interface DateAttributeIds {
  entryDate: string[]
  workStartDate: string[]
}

/**
 * The ids of the tenant's custom attributes (GET contact/v3/custom_attrs items) named for each date: an attribute
 * whose id or any of its names (i18n_name[].value) is the name given; the name itself also stands for an id.
 */
export function dateAttributeIds(
  definitions: any[],
  dates: DateAttributes = DEFAULT_DATE_ATTRIBUTES,
): DateAttributeIds {
  const idsFor = (name: string) => [
    name.trim(),
    ...definitions
      .filter(
        (item) =>
          typeof item?.id === 'string' &&
          (sameAttribute(item.id, name) ||
            (Array.isArray(item.i18n_name) && item.i18n_name.some((entry: any) => sameAttribute(entry?.value, name)))),
      )
      .map((item) => String(item.id)),
  ]
  return { entryDate: idsFor(dates.entryDate), workStartDate: idsFor(dates.workStartDate) }
}

/** The text of the user's first custom attribute among `ids` (a TEXT value, or an HREF's title). */
function customText(user: any, ids: string[]): unknown {
  const attrs: any[] = Array.isArray(user?.custom_attrs) ? user.custom_attrs : []
  return attrs.find((attr) => ids.some((id) => sameAttribute(attr?.id, id)))?.value?.text
}

const NO_ATTRIBUTES: DateAttributeIds = { entryDate: [], workStartDate: [] }

/**
 * A Feishu user as a member: frozen, resigned or exited is inactive; the primary department first. The entry date is
 * join_time (epoch seconds; the custom attribute named for it when Feishu has none), the date work began a custom
 * attribute (custom_attrs, by the ids dateAttributeIds found).
 */
export function feishuMember(user: any, ids: DateAttributeIds = NO_ATTRIBUTES): PlatformMember {
  const status = user.status ?? {}
  const primary = (user.orders ?? []).find((order: any) => order.is_primary_dept)?.department_id
  const departmentIds: string[] = (user.department_ids ?? []).map(String)
  if (primary && departmentIds.includes(primary))
    departmentIds.sort((a, b) => Number(b === primary) - Number(a === primary))
  return {
    id: String(user.user_id),
    name: String(user.name ?? user.user_id),
    mobile: normaliseMobile(user.mobile),
    email: user.email || user.enterprise_email || null,
    jobNumber: user.employee_no || null,
    departmentIds,
    title: user.job_title || null,
    entryDate: dayFrom(user.join_time, 's') ?? dayFrom(customText(user, ids.entryDate)),
    workStartDate: dayFrom(customText(user, ids.workStartDate)),
    active: !(status.is_frozen || status.is_resigned || status.is_exited),
  }
}

/**
 * The directory of a Feishu tenant (自建应用): tenant_access_token/internal, then contact/v3
 * departments/:id/children (fetch_child, 50 a page), departments/:id, users/find_by_department and
 * users/:user_id, and application/v6/applications for the installed apps. `apiUrl` = the stand-in, or
 * empty for https://open.feishu.cn (https://open.larksuite.com for Lark).
 */
export function feishuDirectory(settings: ConnectorSettings): DirectoryClient {
  const base = `${settings.apiUrl || 'https://open.feishu.cn'}/open-apis`
  const key = tokenKey('feishu', base, settings.appKey, settings.appSecret)
  const timeoutMs = settings.timeoutMs

  const token = () =>
    cachedToken(key, async () => {
      const { status, body } = await platformCall({
        method: 'POST',
        url: `${base}/auth/v3/tenant_access_token/internal`,
        body: { app_id: settings.appKey, app_secret: settings.appSecret },
        timeoutMs,
        reach: settings.reach,
      })
      if (body?.code !== 0 || typeof body.tenant_access_token !== 'string')
        throw new MessagingError(
          'failed',
          `Feishu tenant_access_token failed: ${body?.code ?? status} ${body?.msg ?? ''}`.trim(),
        )
      return { token: body.tenant_access_token, expiresIn: Number(body.expire) || 7200 }
    })

  /** One GET; a refused token is dropped and the call made once more with a new one. */
  async function get(path: string, query: Record<string, string>, retry = true): Promise<any> {
    const current = await token()
    const url = `${base}${path}?${new URLSearchParams(query)}`
    const { status, body } = await platformCall({
      url,
      headers: { authorization: `Bearer ${current}` },
      timeoutMs,
      reach: settings.reach,
    })
    if (body?.code === 0) return body.data ?? {}
    if (STALE_TOKEN.has(body?.code) && retry) {
      forgetToken(key, current)
      return get(path, query, false)
    }
    throw new FeishuAnswer(
      Number(body?.code ?? -1),
      `Feishu ${path} failed: ${body?.code ?? status} ${body?.msg ?? ''}`.trim(),
    )
  }

  /** Every page of a paged list. */
  async function pages(path: string, query: Record<string, string>, field: string): Promise<any[]> {
    const items: any[] = []
    for (let pageToken = ''; ; ) {
      const data = await get(path, { ...query, page_size: '50', ...(pageToken ? { page_token: pageToken } : {}) })
      items.push(...(data[field] ?? []))
      if (!data.has_more || !data.page_token) return items
      pageToken = String(data.page_token)
    }
  }

  /** The custom attributes the dates are in, read once per client; none when Feishu refuses them (API access off). */
  let attributeIds: Promise<DateAttributeIds> | null = null
  const dateIds = () => {
    attributeIds ??= pages('/contact/v3/custom_attrs', {}, 'items').then(
      (items) => dateAttributeIds(items, settings.dateAttributes),
      (error) => {
        if (error instanceof FeishuAnswer) return dateAttributeIds([], settings.dateAttributes)
        attributeIds = null
        throw error
      },
    )
    return attributeIds
  }

  async function department(id: string): Promise<PlatformDepartment | null> {
    try {
      return feishuDepartment((await get(`/contact/v3/departments/${encodeURIComponent(id)}`, IDS)).department)
    } catch (error) {
      if (error instanceof FeishuAnswer && NO_SUCH_DEPARTMENT.has(error.code)) return null
      throw error
    }
  }

  return {
    platform: 'feishu',
    async testConnection() {
      await get(`/contact/v3/departments/${FEISHU_ROOT}/children`, { ...IDS, page_size: '1' })
    },
    async departments() {
      const root = await department(FEISHU_ROOT)
      const found = (
        await pages(`/contact/v3/departments/${FEISHU_ROOT}/children`, { ...IDS, fetch_child: 'true' }, 'items')
      )
        .filter((item) => !item.status?.is_deleted)
        .map(feishuDepartment)
      // fetch_child answers in no promised order: parents before children, siblings by order.
      const ordered: PlatformDepartment[] = root ? [root] : []
      const byParent = (parent: string) => found.filter((d) => d.parentId === parent).sort((a, b) => a.order - b.order)
      for (let queue = [FEISHU_ROOT]; queue.length; ) {
        const children = byParent(queue.shift()!)
        ordered.push(...children)
        queue.push(...children.map((d) => d.id))
      }
      return ordered
    },
    department,
    async members(departmentId) {
      const ids = await dateIds()
      return (
        await pages('/contact/v3/users/find_by_department', { ...IDS, department_id: departmentId }, 'items')
      ).map((user) => feishuMember(user, ids))
    },
    async member(id) {
      try {
        const ids = await dateIds()
        const { user } = await get(`/contact/v3/users/${encodeURIComponent(id)}`, IDS)
        return user ? feishuMember(user, ids) : null
      } catch (error) {
        if (error instanceof FeishuAnswer && NO_SUCH_USER.has(error.code)) return null
        throw error
      }
    },
    async installedApps(): Promise<InstalledApp[]> {
      return (await pages('/application/v6/applications', { lang: 'zh_cn' }, 'app_list')).map((app) => ({
        id: String(app.app_id),
        name: String(app.app_name ?? ''),
        description: String(app.description ?? ''),
        logoUrl: String(app.avatar_url ?? ''),
      }))
    },
    receiveCallback: (request) => receiveFeishuCallback(settings, request),
  }
}
