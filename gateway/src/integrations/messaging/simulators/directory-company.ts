import { SIMULATED_PEOPLE } from './people'
import { consoleDay, type PersonDates } from './stand-in-dates'

/**
 * The company a platform stand-in serves as its directory: a department tree and its people,
 * kept in memory and changed from the stand-in's admin page. Keys are platform-neutral (departments
 * by number, the root is 1; people by the key of simulators/people.ts); each platform's stand-in
 * turns them into its own ids. Every change is told to the listeners, which send the platform's callback.
 */

export interface CompanyDepartment {
  key: number
  name: string
  parentKey: number | null
  order: number
}

export interface CompanyPerson extends PersonDates {
  key: string
  name: string
  /** Mainland mobile without +86, or null. */
  mobile: string | null
  email: string | null
  jobNumber: string | null
  title: string | null
  /** The first is the main department. */
  departmentKeys: number[]
  /** False for a person the platform marks disabled (frozen). */
  active: boolean
}

export type CompanyChange =
  | { kind: 'department'; action: 'created' | 'updated' | 'deleted'; department: CompanyDepartment }
  | { kind: 'member'; action: 'created' | 'updated' | 'deleted'; person: CompanyPerson }

/** Why a change was refused, in both languages, as the stand-in's page shows it. */
export class CompanyRefusal extends Error {
  override name = 'CompanyRefusal'
}

export const ROOT_DEPARTMENT = 1

const DEPARTMENTS: CompanyDepartment[] = [
  { key: 1, name: '示范科技有限公司', parentKey: null, order: 0 },
  { key: 2, name: '人力资源中心', parentKey: 1, order: 1 },
  { key: 3, name: '研发中心', parentKey: 1, order: 2 },
  { key: 4, name: '销售部', parentKey: 1, order: 3 },
  { key: 5, name: '前端组', parentKey: 3, order: 1 },
  // Where staff and hr work in the demo seed, by the same names under the same parents (a sync leaves them there).
  { key: 6, name: '薪酬绩效部', parentKey: 2, order: 1 },
  { key: 7, name: '绩效组', parentKey: 6, order: 1 },
  { key: 8, name: '财务中心', parentKey: 1, order: 4 },
  { key: 9, name: '会计部', parentKey: 8, order: 1 },
  { key: 10, name: '总账组', parentKey: 9, order: 1 },
]

/** Where the people of simulators/people.ts work, and their e-mails and job numbers (staff and hr exactly as the demo seed's records). */
const PLACES: Record<string, Omit<CompanyPerson, 'key' | 'name' | 'mobile' | 'active' | keyof PersonDates>> = {
  admin: { email: 'admin@demo-co.example', jobNumber: null, title: '系统管理员', departmentKeys: [1] },
  staff: {
    email: 'yangjuan.deng.sh00012@demo-co.example',
    jobNumber: 'SH00012',
    title: '会计',
    departmentKeys: [10, 9],
  },
  hr: { email: 'chao.ma.sh00040@demo-co.example', jobNumber: 'SH00040', title: '招聘专员', departmentKeys: [7] },
  stranger: { email: 'wangwu@partner.example', jobNumber: null, title: '外部顾问', departmentKeys: [4] },
  nomobile: { email: null, jobNumber: 'SH90001', title: '测试工程师', departmentKeys: [3] },
}

const MORE_PEOPLE: CompanyPerson[] = [
  {
    key: 'zhaomin',
    name: '赵敏',
    mobile: '13911112222',
    email: 'min.zhao@demo-co.example',
    jobNumber: 'SH90002',
    title: '销售经理',
    departmentKeys: [4],
    active: true,
    entryDate: '2023-04-03',
    workStartDate: '2016-07-01',
  },
  {
    key: 'qianqi',
    name: '钱七',
    mobile: '13722223333',
    email: 'qi.qian@demo-co.example',
    jobNumber: 'SH90003',
    title: '后端工程师',
    departmentKeys: [3],
    active: true,
    entryDate: '2024-09-02',
    workStartDate: null,
  },
  {
    key: 'sunli',
    name: '孙丽',
    mobile: '13633334444',
    email: 'li.sun@demo-co.example',
    jobNumber: 'SH90004',
    title: '招聘专员',
    departmentKeys: [2],
    active: false,
    entryDate: null,
    workStartDate: null,
  },
]

export type DirectoryCompany = ReturnType<typeof directoryCompany>

export function directoryCompany() {
  const departments = new Map(DEPARTMENTS.map((d) => [d.key, { ...d }]))
  const people = new Map<string, CompanyPerson>([
    ...SIMULATED_PEOPLE.map((p): [string, CompanyPerson] => [
      p.key,
      {
        key: p.key,
        name: p.name,
        mobile: p.mobile,
        active: true,
        entryDate: null,
        workStartDate: null,
        ...PLACES[p.key]!,
        departmentKeys: [...PLACES[p.key]!.departmentKeys],
      },
    ]),
    ...MORE_PEOPLE.map((p): [string, CompanyPerson] => [p.key, { ...p, departmentKeys: [...p.departmentKeys] }]),
  ])
  const listeners = new Set<(change: CompanyChange) => Promise<void>>()
  const tell = async (change: CompanyChange) => {
    await Promise.all([...listeners].map((listener) => listener(change)))
  }
  const mustDepartment = (key: number) => {
    const department = departments.get(key)
    if (!department) throw new CompanyRefusal('部门不存在 · no such department')
    return department
  }
  const isUnder = (key: number, ancestor: number): boolean => {
    for (let at: number | null = key; at !== null; at = departments.get(at)?.parentKey ?? null)
      if (at === ancestor) return true
    return false
  }
  const checkPerson = (person: CompanyPerson) => {
    if (!person.name.trim()) throw new CompanyRefusal('姓名不能为空 · the name is required')
    if (person.mobile !== null && !/^1\d{10}$/.test(person.mobile))
      throw new CompanyRefusal('手机号不合法 · the mobile must be 11 digits starting with 1')
    if (person.mobile && [...people.values()].some((p) => p.key !== person.key && p.mobile === person.mobile))
      throw new CompanyRefusal('手机号已被占用 · another person has this mobile')
    if (!person.departmentKeys.length) throw new CompanyRefusal('请选择部门 · choose a department')
    if (consoleDay(person.entryDate) === 'bad' || consoleDay(person.workStartDate) === 'bad')
      throw new CompanyRefusal('日期须为 YYYY-MM-DD · dates are YYYY-MM-DD')
    person.departmentKeys.forEach(mustDepartment)
  }
  return {
    departments: () => [...departments.values()].map((d) => ({ ...d })),
    department: (key: number) => {
      const d = departments.get(key)
      return d ? { ...d } : undefined
    },
    children: (key: number) =>
      [...departments.values()]
        .filter((d) => d.parentKey === key)
        .sort((a, b) => a.order - b.order)
        .map((d) => ({ ...d })),
    people: () => [...people.values()].map((p) => ({ ...p, departmentKeys: [...p.departmentKeys] })),
    person: (key: string) => {
      const p = people.get(key)
      return p ? { ...p, departmentKeys: [...p.departmentKeys] } : undefined
    },
    peopleIn: (key: number) =>
      [...people.values()]
        .filter((p) => p.departmentKeys.includes(key))
        .map((p) => ({ ...p, departmentKeys: [...p.departmentKeys] })),
    /** Calls `listener` after every change; answers the function that stops it. */
    onChange(listener: (change: CompanyChange) => Promise<void>) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async addDepartment(input: { name: string; parentKey: number }) {
      mustDepartment(input.parentKey)
      if (!input.name.trim()) throw new CompanyRefusal('部门名称不能为空 · the name is required')
      const key = Math.max(...departments.keys()) + 1
      const department = {
        key,
        name: input.name.trim(),
        parentKey: input.parentKey,
        order: this.children(input.parentKey).length + 1,
      }
      departments.set(key, department)
      await tell({ kind: 'department', action: 'created', department: { ...department } })
      return { ...department }
    },
    async changeDepartment(key: number, input: { name?: string; parentKey?: number }) {
      const department = mustDepartment(key)
      if (input.parentKey !== undefined) {
        if (key === ROOT_DEPARTMENT) throw new CompanyRefusal('根部门不能移动 · the root cannot move')
        mustDepartment(input.parentKey)
        if (isUnder(input.parentKey, key))
          throw new CompanyRefusal('不能移到自己的下级 · a department cannot move under itself')
        department.parentKey = input.parentKey
      }
      if (input.name !== undefined) {
        if (!input.name.trim()) throw new CompanyRefusal('部门名称不能为空 · the name is required')
        department.name = input.name.trim()
      }
      await tell({ kind: 'department', action: 'updated', department: { ...department } })
      return { ...department }
    },
    async removeDepartment(key: number) {
      const department = mustDepartment(key)
      if (key === ROOT_DEPARTMENT) throw new CompanyRefusal('根部门不能删除 · the root cannot be removed')
      if (this.children(key).length || this.peopleIn(key).length)
        throw new CompanyRefusal('部门下还有子部门或成员 · the department still has departments or people')
      departments.delete(key)
      await tell({ kind: 'department', action: 'deleted', department })
    },
    async addPerson(input: Omit<CompanyPerson, 'key'> & { key?: string }) {
      const key = input.key?.trim() || `p${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
      if (!/^[a-z0-9]{1,32}$/.test(key))
        throw new CompanyRefusal('账号只能是小写字母和数字 · the key is lower-case letters and digits')
      if (people.has(key)) throw new CompanyRefusal('账号已存在 · this key is taken')
      const person = { ...input, key, departmentKeys: [...input.departmentKeys] }
      checkPerson(person)
      people.set(key, person)
      await tell({ kind: 'member', action: 'created', person: { ...person } })
      return { ...person }
    },
    async changePerson(key: string, patch: Partial<Omit<CompanyPerson, 'key'>>) {
      const current = people.get(key)
      if (!current) throw new CompanyRefusal('成员不存在 · no such person')
      const person = {
        ...current,
        ...patch,
        key,
        departmentKeys: [...(patch.departmentKeys ?? current.departmentKeys)],
      }
      checkPerson(person)
      people.set(key, person)
      await tell({ kind: 'member', action: 'updated', person: { ...person } })
      return { ...person }
    },
    async removePerson(key: string) {
      const person = people.get(key)
      if (!person) throw new CompanyRefusal('成员不存在 · no such person')
      people.delete(key)
      await tell({ kind: 'member', action: 'deleted', person })
    },
  }
}
