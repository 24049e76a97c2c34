import { normaliseMobile } from '../messaging/signature'
import { platformCall } from '../messaging/platform-call'
import { MessagingError } from '../messaging/types'
import type { PlatformDepartment, PlatformMember } from '../messaging/directory/types'

/** Where the older product's directory export is read (OLD_PRODUCT_EXPORT_URL, OLD_PRODUCT_EXPORT_TOKEN). */
export interface OldProductExport {
  url: string
  token: string
  timeoutMs: number
}

export interface OldProductDirectory {
  departments(): Promise<PlatformDepartment[]>
  department(id: string): Promise<PlatformDepartment | null>
  members(departmentId: string): Promise<PlatformMember[]>
  member(id: string): Promise<PlatformMember | null>
}

/** The older product's export read once per reader, in the shape directory sync reads every platform in. */
export function oldProductDirectory(link: OldProductExport): OldProductDirectory {
  let loaded: Promise<{ departments: PlatformDepartment[]; members: PlatformMember[] }> | null = null
  const load = () =>
    (loaded ??= (async () => {
      const { status, body } = await platformCall({
        url: link.url,
        headers: { authorization: `Bearer ${link.token}` },
        timeoutMs: link.timeoutMs,
      })
      if (status !== 200 || body?.code !== 0 || !body?.data)
        throw new MessagingError(
          'failed',
          `The older product's export answered ${status} ${body?.code ?? ''} ${body?.msg ?? ''}`.trim(),
        )
      const depts: any[] = Array.isArray(body.data.depts) ? body.data.depts : []
      const users: any[] = Array.isArray(body.data.users) ? body.data.users : []
      const departments = depts.map((d) => ({
        id: String(d.deptId),
        name: String(d.deptName ?? ''),
        parentId: Number(d.parentDeptId) > 0 ? String(d.parentDeptId) : null,
        order: Number(d.sortNo ?? 0),
      }))
      const members = users.map((u) => ({
        id: String(u.userCode),
        name: String(u.userName ?? u.userCode),
        mobile: normaliseMobile(u.mobilePhone),
        email: typeof u.email === 'string' && u.email ? u.email : null,
        jobNumber: typeof u.empNo === 'string' && u.empNo ? u.empNo : null,
        departmentIds: u.deptId === undefined ? [] : [String(u.deptId)],
        title: typeof u.postName === 'string' && u.postName ? u.postName : null,
        // The older product's export carries no dates: its people keep the portal's.
        entryDate: null,
        workStartDate: null,
        active: u.status !== 'OFF',
      }))
      return { departments, members }
    })())
  return {
    departments: async () => (await load()).departments,
    department: async (id) => (await load()).departments.find((d) => d.id === id) ?? null,
    members: async (departmentId) => (await load()).members.filter((m) => m.departmentIds[0] === departmentId),
    member: async (id) => (await load()).members.find((m) => m.id === id) ?? null,
  }
}
