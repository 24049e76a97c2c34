import { CompanyProblem, demoCompany, type CompanyChange, type SimDepartment, type SimMember } from './demo-company'
import { directoryPage } from './directory-page'
import type { SimRequest, SimResponse } from './http-server'
import { wecomDateAttrs } from './stand-in-dates'
import { sendChange, verifyCallbackUrl, type CallbackApp, type Delivery } from './wecom-callback-sender'

const err = (errcode: number, errmsg: string): SimResponse => ({ status: 200, json: { errcode, errmsg } })
const ok = (body: Record<string, unknown>): SimResponse => ({
  status: 200,
  json: { errcode: 0, errmsg: 'ok', ...body },
})

const departmentJson = (d: SimDepartment) => ({
  id: d.id,
  name: d.name,
  name_en: '',
  department_leader: [],
  parentid: d.parentId,
  order: d.order,
})

function userJson(m: SimMember) {
  return {
    userid: m.userId,
    name: m.name,
    department: m.departmentIds,
    order: m.departmentIds.map(() => 0),
    position: m.position,
    mobile: m.mobile ?? '',
    gender: '0',
    email: m.email ?? '',
    biz_mail: '',
    is_leader_in_dept: m.departmentIds.map(() => 0),
    direct_leader: [],
    avatar: '',
    thumb_avatar: '',
    telephone: '',
    alias: '',
    status: m.status,
    enable: m.status === 2 ? 0 : 1,
    main_department: m.departmentIds[0] ?? 1,
    extattr: {
      attrs: [...(m.jobNumber ? [{ type: 0, name: '工号', text: { value: m.jobNumber } }] : []), ...wecomDateAttrs(m)],
    },
  }
}

/**
 * The WeCom stand-in's contacts: department/list, department/get, user/list, user/get (60111),
 * agent/list, agent/get with WeCom's shapes, plus the console: /sim/directory (a page where a developer
 * changes the company), /sim/api/directory (the same changes as JSON, for tests) and /sim/callback-url
 * (where the company enters the portal's callback URL; checked with an echostr like WeCom does).
 * Each change is POSTed to the registered URL as WeCom's encrypted, signed change_contact event, and told to `changed`
 * (the provider suite pushes it to its instruction callback while the company has the app authorised).
 */
export function wecomDirectory(
  app: CallbackApp & { appName: string; secret: string },
  changed: (change: CompanyChange) => Promise<void> = async () => {},
) {
  const company = demoCompany('wx-')
  let callbackUrl: string | null = null
  let lastDelivery: Delivery | null = null

  async function change(
    action: string,
    input: Record<string, unknown>,
  ): Promise<{ change: CompanyChange; delivery: Delivery }> {
    const made =
      action === 'addDepartment'
        ? company.addDepartment({ name: input.name, parentId: input.parentId })
        : action === 'updateDepartment'
          ? company.updateDepartment({ id: input.id, name: input.name, parentId: input.parentId })
          : action === 'removeDepartment'
            ? company.removeDepartment(input.id)
            : action === 'addMember'
              ? company.addMember(input)
              : action === 'updateMember'
                ? company.updateMember(input)
                : action === 'removeMember'
                  ? company.removeMember(input.userId)
                  : null
    if (!made) throw new CompanyProblem('未知操作 · unknown action')
    lastDelivery = await sendChange(callbackUrl, app, company, made)
    await changed(made)
    return { change: made, delivery: lastDelivery }
  }

  async function registerUrl(raw: unknown): Promise<{ ok: boolean; reason: string }> {
    const url = typeof raw === 'string' ? raw.trim() : ''
    if (!url) {
      callbackUrl = null
      return { ok: true, reason: '' }
    }
    const checked = await verifyCallbackUrl(url, app)
    if (checked.ok) callbackUrl = url
    return checked
  }

  const page = (status: number, notice: { ok: boolean; text: string } | null): SimResponse => ({
    status,
    html: directoryPage({ app, company, callbackUrl, lastDelivery, notice }),
  })

  return {
    company,
    /** The console pages and admin API: no access token (the stand-in plays the platform's own console). */
    async console(request: SimRequest): Promise<SimResponse | null> {
      const { path, method, body } = request
      if (path === '/sim/directory' && method === 'GET') return page(200, null)
      if (path === '/sim/directory' && method === 'POST') {
        const action = String(body.action ?? '')
        try {
          if (action === 'callbackUrl') {
            const result = await registerUrl(body.url)
            return page(result.ok ? 200 : 400, {
              ok: result.ok,
              text: result.ok ? '已保存回调地址 · callback URL saved' : result.reason,
            })
          }
          const { delivery } = await change(action, body)
          const sent =
            delivery.status === 200
              ? '已通知回调地址 · the callback URL was told'
              : delivery.url
                ? `回调失败 · the callback failed: ${delivery.status ?? delivery.error}`
                : '未设置回调地址 · no callback URL set'
          return page(200, { ok: true, text: `已保存 · saved. ${sent}` })
        } catch (error) {
          if (error instanceof CompanyProblem) return page(400, { ok: false, text: error.message })
          throw error
        }
      }
      if (path === '/sim/callback-url' && method === 'POST') {
        const result = await registerUrl(body.url)
        return { status: result.ok ? 200 : 400, json: { ok: result.ok, reason: result.reason, url: callbackUrl } }
      }
      if (path === '/sim/api/directory' && method === 'GET') {
        return {
          status: 200,
          json: { departments: company.departments(), members: company.members(), callbackUrl, lastDelivery },
        }
      }
      if (path === '/sim/api/directory' && method === 'POST') {
        try {
          return { status: 200, json: await change(String(body.action ?? ''), body) }
        } catch (error) {
          if (error instanceof CompanyProblem) return { status: 400, json: { error: error.message } }
          throw error
        }
      }
      return null
    },
    /** The contacts and app API, behind a valid access token. */
    api(request: SimRequest): SimResponse | null {
      const { path, query } = request
      if (path === '/cgi-bin/department/list') {
        const root = query.get('id')
        if (root && !company.department(Number(root))) return err(60123, 'invalid party id')
        return ok({ department: (root ? company.subtree(Number(root)) : company.departments()).map(departmentJson) })
      }
      if (path === '/cgi-bin/department/get') {
        const found = company.department(Number(query.get('id')))
        return found ? ok({ department: departmentJson(found) }) : err(60123, 'invalid party id')
      }
      if (path === '/cgi-bin/user/list') {
        const id = Number(query.get('department_id'))
        if (!company.department(id)) return err(60123, 'invalid party id')
        return ok({ userlist: company.membersOf(id).map(userJson) })
      }
      if (path === '/cgi-bin/user/get') {
        const member = company.member(query.get('userid') ?? '')
        return member && member.status !== 5 ? ok(userJson(member)) : err(60111, 'userid not found')
      }
      if (path === '/cgi-bin/agent/list') {
        return ok({
          agentlist: [
            { agentid: Number(app.agentId), name: app.appName, square_logo_url: '' },
            { agentid: 3010040, name: '审批', square_logo_url: '' },
            { agentid: 3010041, name: '打卡', square_logo_url: '' },
          ],
        })
      }
      if (path === '/cgi-bin/agent/get') {
        if (query.get('agentid') !== app.agentId) return err(40056, 'invalid agentid')
        return ok({
          agentid: Number(app.agentId),
          name: app.appName,
          description: 'HR Portal',
          square_logo_url: '',
          close: 0,
          home_url: '',
        })
      }
      return null
    },
  }
}
