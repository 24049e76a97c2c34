import { DEMO_DEPARTMENTS, EXTRA_PEOPLE, PLACES } from './demo-company-people'
import { SIMULATED_PEOPLE } from './people'
import { consoleDay, type PersonDates } from './stand-in-dates'

/**
 * A stand-in company's directory, held in memory by one stand-in: departments (the root is 1, its parent 0)
 * and members. Every change answers the change it makes, for the stand-in to report through the callback.
 */
export interface SimDepartment {
  id: number
  name: string
  parentId: number
  order: number
}
export interface SimMember extends PersonDates {
  userId: string
  name: string
  mobile: string | null
  email: string | null
  jobNumber: string | null
  departmentIds: number[]
  position: string
  /** WeCom's status: 1 active, 2 disabled, 4 not activated, 5 left. */
  status: number
}
export type CompanyChange = { kind: 'department' | 'member'; action: 'created' | 'updated' | 'deleted'; id: string }

export class CompanyProblem extends Error {
  override name = 'CompanyProblem'
}

/** The demo company: 演示科技 and its units, the people of people.ts and three more. `prefix` makes the user ids (wx-). */
export function demoCompany(prefix: string) {
  const departments = new Map<number, SimDepartment>(DEMO_DEPARTMENTS.map((d) => [d.id, { ...d }]))
  const members = new Map<string, SimMember>()
  /** Department ids are never given twice, as on the platform. */
  let lastDepartmentId = Math.max(...departments.keys())
  for (const person of SIMULATED_PEOPLE) {
    const place = PLACES[person.key] ?? { departmentId: 1, position: '', jobNumber: '' }
    members.set(`${prefix}${person.key}`, {
      userId: `${prefix}${person.key}`,
      name: person.name,
      mobile: person.mobile,
      email: place.email ?? `${person.key}@demo-corp.example`,
      jobNumber: place.jobNumber,
      departmentIds: [place.departmentId],
      position: place.position,
      status: 1,
      entryDate: null,
      workStartDate: null,
    })
  }
  for (const extra of EXTRA_PEOPLE)
    members.set(`${prefix}${extra.userId}`, { ...extra, userId: `${prefix}${extra.userId}` })

  const department = (id: number) => {
    const found = departments.get(id)
    if (!found) throw new CompanyProblem(`部门不存在 · no department ${id}`)
    return found
  }
  const below = (id: number): number[] => [
    id,
    ...[...departments.values()].filter((d) => d.parentId === id).flatMap((d) => below(d.id)),
  ]
  const cleanText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

  return {
    departments: () => [...departments.values()].sort((a, b) => a.parentId - b.parentId || a.order - b.order),
    department: (id: number) => departments.get(id) ?? null,
    /** Departments at and below `id`. */
    subtree: (id: number) =>
      below(id)
        .map((d) => departments.get(d)!)
        .filter(Boolean),
    members: () => [...members.values()],
    membersOf: (departmentId: number) =>
      [...members.values()].filter((m) => m.departmentIds.includes(departmentId) && m.status !== 5),
    member: (userId: string) => members.get(userId) ?? null,

    addDepartment(input: { name: unknown; parentId: unknown }): CompanyChange {
      const name = cleanText(input.name, 64)
      if (!name) throw new CompanyProblem('请填写部门名称 · a name is required')
      const parent = department(Number(input.parentId))
      const id = ++lastDepartmentId
      const order =
        Math.max(0, ...[...departments.values()].filter((d) => d.parentId === parent.id).map((d) => d.order)) + 1
      departments.set(id, { id, name, parentId: parent.id, order })
      return { kind: 'department', action: 'created', id: String(id) }
    },
    /** Renames and/or moves a department (never under itself); the root keeps its place. */
    updateDepartment(input: { id: unknown; name?: unknown; parentId?: unknown }): CompanyChange {
      const target = department(Number(input.id))
      const name = input.name === undefined || input.name === '' ? target.name : cleanText(input.name, 64)
      if (!name) throw new CompanyProblem('请填写部门名称 · a name is required')
      let parentId = target.parentId
      if (input.parentId !== undefined && input.parentId !== '' && Number(input.parentId) !== target.parentId) {
        if (target.parentId === 0) throw new CompanyProblem('根部门不能移动 · the root department cannot move')
        const parent = department(Number(input.parentId))
        if (below(target.id).includes(parent.id))
          throw new CompanyProblem('不能移动到自身之下 · cannot move under itself')
        parentId = parent.id
      }
      departments.set(target.id, { ...target, name, parentId })
      return { kind: 'department', action: 'updated', id: String(target.id) }
    },
    removeDepartment(id: unknown): CompanyChange {
      const target = department(Number(id))
      if (target.parentId === 0) throw new CompanyProblem('根部门不能删除 · the root department cannot be removed')
      if ([...departments.values()].some((d) => d.parentId === target.id))
        throw new CompanyProblem('请先删除子部门 · remove its sub-departments first')
      if ([...members.values()].some((m) => m.status !== 5 && m.departmentIds.includes(target.id)))
        throw new CompanyProblem('部门下还有成员 · the department still has members')
      departments.delete(target.id)
      return { kind: 'department', action: 'deleted', id: String(target.id) }
    },
    addMember(input: Record<string, unknown>): CompanyChange {
      const userId = cleanText(input.userId, 64)
      if (!/^[A-Za-z0-9_.@-]{1,64}$/.test(userId))
        throw new CompanyProblem('账号只能包含字母、数字和 _.@- · the account may hold letters, digits and _.@-')
      if (members.has(userId) && members.get(userId)!.status !== 5)
        throw new CompanyProblem('账号已存在 · the account exists')
      const member = memberFrom(input, {
        userId,
        status: 1,
        departmentIds: [1],
        name: '',
        mobile: null,
        email: null,
        jobNumber: null,
        position: '',
        entryDate: null,
        workStartDate: null,
      })
      members.set(userId, member)
      return { kind: 'member', action: 'created', id: userId }
    },
    updateMember(input: Record<string, unknown>): CompanyChange {
      const current = members.get(cleanText(input.userId, 64))
      if (!current || current.status === 5) throw new CompanyProblem('成员不存在 · no such member')
      members.set(current.userId, memberFrom(input, current))
      return { kind: 'member', action: 'updated', id: current.userId }
    },
    /** WeCom deletes the member: user/get then answers 60111. */
    removeMember(userId: unknown): CompanyChange {
      const id = cleanText(userId, 64)
      if (!members.delete(id)) throw new CompanyProblem('成员不存在 · no such member')
      return { kind: 'member', action: 'deleted', id }
    },
  }

  function memberFrom(input: Record<string, unknown>, base: SimMember): SimMember {
    const pick = (key: string, max: number, fallback: string | null) =>
      input[key] === undefined ? fallback : cleanText(input[key], max) || null
    const name = pick('name', 64, base.name) ?? ''
    if (!name) throw new CompanyProblem('请填写姓名 · a name is required')
    const mobile = pick('mobile', 20, base.mobile)
    if (mobile && !/^1[3-9]\d{9}$/.test(mobile))
      throw new CompanyProblem('手机号格式不正确 · not a mainland mobile number')
    const email = pick('email', 64, base.email)
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new CompanyProblem('邮箱格式不正确 · not an e-mail address')
    const departmentId =
      input.departmentId === undefined || input.departmentId === '' ? null : Number(input.departmentId)
    if (departmentId !== null) department(departmentId)
    const status = input.status === undefined || input.status === '' ? base.status : Number(input.status)
    if (![1, 2, 4].includes(status)) throw new CompanyProblem('状态只能是 1、2 或 4 · status must be 1, 2 or 4')
    const day = (key: 'entryDate' | 'workStartDate') => {
      const value = input[key] === undefined ? base[key] : consoleDay(input[key])
      if (value === 'bad') throw new CompanyProblem('日期须为 YYYY-MM-DD · dates are YYYY-MM-DD')
      return value
    }
    return {
      ...base,
      name,
      mobile,
      email,
      jobNumber: pick('jobNumber', 30, base.jobNumber),
      position: pick('position', 64, base.position) ?? '',
      departmentIds: departmentId === null ? base.departmentIds : [departmentId],
      status,
      entryDate: day('entryDate'),
      workStartDate: day('workStartDate'),
    }
  }
}

export type DemoCompany = ReturnType<typeof demoCompany>
