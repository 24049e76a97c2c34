import { directoryAdminPage } from './directory-admin-page'
import { CompanyRefusal, type CompanyChange, type CompanyPerson, type DirectoryCompany } from './directory-company'
import type { SimRequest, SimResponse } from './http-server'

/** What a platform's stand-in brings to the shared directory admin: its looks, ids, credentials and callbacks. */
export interface DirectoryStandIn {
  /** e.g. "钉钉 DingTalk" */
  platform: string
  colour: string
  /** The console's values an administrator copies into the portal, label in both languages. */
  credentials: Array<{ label: string; value: string }>
  departmentId(key: number): string
  personId(key: string): string
  /** Sends the platform's URL check; answers null when the receiver passed it, else why not. */
  checkUrl(url: string): Promise<string | null>
  /** Sends the change's callback; answers what became of it, in both languages. */
  send(url: string, change: CompanyChange): Promise<string>
}

export interface Delivery {
  at: number
  event: string
  result: string
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value).trim())
const orNull = (value: unknown) => {
  const t = text(value)
  return t ? t : null
}
const keysOf = (value: unknown) =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((v) => Number(String(v).trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
const flag = (value: unknown) => value === true || value === 'true' || value === 'on'

/** A person's fields from a JSON or form body; only the fields present. */
function personFields(body: Record<string, unknown>): Partial<Omit<CompanyPerson, 'key'>> {
  const fields: Partial<Omit<CompanyPerson, 'key'>> = {}
  if ('name' in body) fields.name = text(body.name) ?? ''
  if ('mobile' in body) fields.mobile = orNull(body.mobile)
  if ('email' in body) fields.email = orNull(body.email)
  if ('jobNumber' in body) fields.jobNumber = orNull(body.jobNumber)
  if ('title' in body) fields.title = orNull(body.title)
  if ('departmentKeys' in body) fields.departmentKeys = keysOf(body.departmentKeys)
  if ('active' in body) fields.active = flag(body.active)
  if ('entryDate' in body) fields.entryDate = orNull(body.entryDate)
  if ('workStartDate' in body) fields.workStartDate = orNull(body.workStartDate)
  return fields
}

/**
 * The stand-in's admin, which plays the company's administrator and the platform's console:
 * /sim/directory (the page), /sim/directory/state (JSON), POST /sim/callback-url (the callback URL,
 * accepted only after the platform's URL check passes), and POST changes to departments and people
 * under /sim/directory/…, each sending the platform's callback. Form posts come back to the page.
 */
export function directoryAdmin(company: DirectoryCompany, standIn: DirectoryStandIn) {
  let callbackUrl: string | null = null
  const deliveries: Delivery[] = []
  company.onChange(async (change) => {
    if (!callbackUrl) return
    const event = `${change.kind === 'department' ? 'department' : 'member'} ${change.action} ${change.kind === 'department' ? standIn.departmentId(change.department.key) : standIn.personId(change.person.key)}`
    deliveries.unshift({ at: Date.now(), event, result: await standIn.send(callbackUrl, change) })
    deliveries.splice(20)
  })

  const answer = (request: SimRequest, status: number, json: Record<string, unknown>, message: string): SimResponse =>
    request.body.form
      ? { status: 303, location: `/sim/directory?${new URLSearchParams({ message })}` }
      : { status, json }

  async function change(request: SimRequest, apply: () => Promise<unknown>): Promise<SimResponse> {
    const before = deliveries.length ? deliveries[0] : undefined
    try {
      const result = await apply()
      const made = deliveries.slice(0, Math.max(0, before ? deliveries.indexOf(before) : deliveries.length))
      return answer(
        request,
        200,
        { ok: true, result: result ?? null, deliveries: made },
        `已保存 · Saved${made.length ? ` — ${made.map((d) => d.result).join('; ')}` : ''}`,
      )
    } catch (error) {
      if (!(error instanceof CompanyRefusal)) throw error
      return answer(request, 400, { ok: false, error: error.message }, error.message)
    }
  }

  return async (request: SimRequest): Promise<SimResponse | null> => {
    const { path, method, body } = request
    if (path === '/sim/directory' && method === 'GET') {
      return {
        status: 200,
        html: directoryAdminPage({
          standIn,
          company,
          callbackUrl,
          deliveries,
          message: request.query.get('message') ?? '',
        }),
      }
    }
    if (path === '/sim/directory/state' && method === 'GET') {
      return {
        status: 200,
        json: { callbackUrl, deliveries, departments: company.departments(), people: company.people() },
      }
    }
    if (method !== 'POST') return null
    if (path === '/sim/callback-url') {
      const url = text(body.url) ?? ''
      if (!/^https?:\/\/[^\s]+$/.test(url))
        return answer(
          request,
          400,
          { ok: false, error: '地址不合法 · not an http(s) URL' },
          '地址不合法 · not an http(s) URL',
        )
      const failed = await standIn.checkUrl(url)
      if (failed) return answer(request, 400, { ok: false, error: failed }, failed)
      callbackUrl = url
      return answer(request, 200, { ok: true, url }, '回调地址已验证并保存 · Callback URL checked and saved')
    }
    if (path === '/sim/directory/departments') {
      return change(request, () =>
        company.addDepartment({ name: text(body.name) ?? '', parentKey: Number(body.parentKey) }),
      )
    }
    let match = /^\/sim\/directory\/departments\/(\d+)(\/remove)?$/.exec(path)
    if (match) {
      const key = Number(match[1])
      if (match[2]) return change(request, () => company.removeDepartment(key))
      const moveTo = text(body.parentKey)
      return change(request, () =>
        company.changeDepartment(key, {
          name: text(body.name) || undefined,
          parentKey: moveTo ? Number(moveTo) : undefined,
        }),
      )
    }
    if (path === '/sim/directory/people') {
      const fields = personFields(body)
      return change(request, () =>
        company.addPerson({
          key: text(body.key),
          name: fields.name ?? '',
          mobile: fields.mobile ?? null,
          email: fields.email ?? null,
          jobNumber: fields.jobNumber ?? null,
          title: fields.title ?? null,
          departmentKeys: fields.departmentKeys ?? [],
          active: 'active' in body ? fields.active! : true,
          entryDate: fields.entryDate ?? null,
          workStartDate: fields.workStartDate ?? null,
        }),
      )
    }
    match = /^\/sim\/directory\/people\/([a-z0-9]{1,32})(\/remove)?$/.exec(path)
    if (match) {
      const key = match[1]!
      return change(request, () =>
        match![2] ? company.removePerson(key) : company.changePerson(key, personFields(body)),
      )
    }
    return null
  }
}
