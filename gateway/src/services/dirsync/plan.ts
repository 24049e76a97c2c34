import type { PlatformDepartment, PlatformMember } from '../../integrations/messaging/directory'
import type { PortalPerson, PortalState } from './portal-state'
import type { FieldRules, SyncField } from './rules'
import type { Reason } from './texts'

/** One field a step changes: what the portal holds and what it will hold. */
export interface FieldChange {
  field: SyncField | 'unitName' | 'parent'
  before: string | null
  after: string | null
}

export interface UnitStep {
  kind: 'unit'
  platformId: string
  name: string
  /** create a unit, link to an existing one (same name under the same parent, or the top unit), rename, move, remove, or nothing. */
  action: 'create' | 'link' | 'update' | 'move' | 'remove' | 'none'
  organId: number | null
  parentPlatformId: string | null
  changes: FieldChange[]
  reason: Reason
}

export interface MemberStep {
  kind: 'member'
  platformId: string
  name: string
  /** create staff and account, update fields, move to another unit, disable (offboard), link an account only, or nothing. */
  action: 'create' | 'update' | 'move' | 'disable' | 'link' | 'none'
  employeeId: number | null
  userId: number | null
  /** The platform's member (null when the platform no longer has them). */
  member: PlatformMember | null
  changes: FieldChange[]
  reason: Reason
}

export type Step = UnitStep | MemberStep

/** Which platform records a plan covers: everything (a full sync), or the changed ones of a callback or retry. */
export type Scope = { full: true } | { full: false; departmentIds: string[]; memberIds: string[] }

export interface Snapshot {
  departments: PlatformDepartment[]
  members: PlatformMember[]
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim()

/**
 * The steps that bring the portal in step with the platform, in the order they apply: units parents first,
 * then members, then units to remove (deepest first, once their members have moved out). Nothing is written.
 */
export function planSync(snapshot: Snapshot, state: PortalState, rules: FieldRules, scope: Scope): Step[] {
  const organById = new Map(state.organs.map((organ) => [organ.id, organ]))
  const departmentById = new Map(snapshot.departments.map((d) => [d.id, d]))
  const root = state.organs.find((organ) => organ.parent_id === null) ?? null
  /** The organ a department is (or, for departments this plan creates, will be) linked to. */
  const planned = new Map<string, number | null>(state.unitLinks)
  const unitSteps: UnitStep[] = []
  const removals: UnitStep[] = []

  const inScope = (id: string, kind: 'department' | 'member') =>
    scope.full || (kind === 'department' ? scope.departmentIds : scope.memberIds).includes(id)

  for (const department of snapshot.departments) {
    if (!inScope(department.id, 'department')) continue
    const linked = state.unitLinks.get(department.id)
    const organ = linked !== undefined ? organById.get(linked) : undefined
    const base = {
      kind: 'unit' as const,
      platformId: department.id,
      name: department.name,
      parentPlatformId: department.parentId,
      reason: null,
    }
    if (department.parentId === null) {
      // The company's own top department is the portal's top unit.
      const target = organ ?? root
      planned.set(department.id, target?.id ?? null)
      unitSteps.push({
        ...base,
        action: organ ? 'none' : 'link',
        organId: target?.id ?? null,
        changes: [],
        reason: { key: 'rootKept' },
      })
      continue
    }
    const parentOrganId = planned.get(department.parentId) ?? null
    if (!organ) {
      const twin =
        parentOrganId === null
          ? undefined
          : state.organs.find(
              (o) =>
                o.parent_id === parentOrganId && same(o.name, department.name) && ![...planned.values()].includes(o.id),
            )
      planned.set(department.id, twin?.id ?? null)
      unitSteps.push({
        ...base,
        action: twin ? 'link' : 'create',
        organId: twin?.id ?? null,
        changes: twin ? [] : [{ field: 'unitName', before: null, after: department.name }],
      })
      continue
    }
    const changes: FieldChange[] = []
    if (!same(organ.name, department.name))
      changes.push({ field: 'unitName', before: organ.name, after: department.name })
    const moved = organ.parent_id !== parentOrganId && organ.parent_id !== null
    if (moved) {
      const parentName = (id: number | null | undefined) =>
        id === null || id === undefined ? null : (organById.get(id)?.name ?? null)
      changes.push({
        field: 'parent',
        before: parentName(organ.parent_id),
        after:
          parentOrganId === null ? (departmentById.get(department.parentId!)?.name ?? null) : parentName(parentOrganId),
      })
    }
    unitSteps.push({ ...base, action: moved ? 'move' : changes.length ? 'update' : 'none', organId: organ.id, changes })
  }

  // Departments the portal links that the platform no longer has.
  const present = new Set(snapshot.departments.map((d) => d.id))
  const gone = [...state.unitLinks].filter(([id]) => !present.has(id) && inScope(id, 'department'))
  const depth = (organId: number) => {
    let level = 0
    for (let o = organById.get(organId); o && o.parent_id !== null; o = organById.get(o.parent_id)) level++
    return level
  }
  for (const [id, organId] of gone.sort((a, b) => depth(b[1]) - depth(a[1]))) {
    const organ = organById.get(organId)
    removals.push({
      kind: 'unit',
      platformId: id,
      name: organ?.name ?? id,
      action: 'remove',
      organId,
      parentPlatformId: null,
      changes: [{ field: 'unitName', before: organ?.name ?? null, after: null }],
      reason: null,
    })
  }

  const memberSteps = planMembers(snapshot, state, rules, scope, planned, departmentById, organById)
  return [...unitSteps, ...memberSteps, ...removals]
}

function planMembers(
  snapshot: Snapshot,
  state: PortalState,
  rules: FieldRules,
  scope: Scope,
  planned: Map<string, number | null>,
  departmentById: Map<string, PlatformDepartment>,
  organById: Map<number, { name: string }>,
): MemberStep[] {
  const steps: MemberStep[] = []
  const personById = new Map(state.people.map((p) => [p.employeeId, p]))
  const linkedEmployees = new Set(state.memberLinks.values())
  const taken = new Set<number>()
  const onTheJobFirst = (a: PortalPerson, b: PortalPerson) => a.status - b.status
  const findPerson = (member: PlatformMember): PortalPerson | undefined => {
    const linked = state.memberLinks.get(member.id)
    if (linked !== undefined) return personById.get(linked)
    const free = state.people
      .filter((p) => !linkedEmployees.has(p.employeeId) && !taken.has(p.employeeId))
      .sort(onTheJobFirst)
    return (
      (member.mobile ? free.find((p) => p.mobile === member.mobile) : undefined) ??
      (member.email ? free.find((p) => p.email && p.email.toLowerCase() === member.email!.toLowerCase()) : undefined) ??
      (member.jobNumber ? free.find((p) => p.jobNumber === member.jobNumber) : undefined)
    )
  }
  const organName = (id: number) => organById.get(id)?.name ?? String(id)

  const seen = new Set<string>()
  for (const member of snapshot.members) {
    if (seen.has(member.id) || !(scope.full || scope.memberIds.includes(member.id))) continue
    seen.add(member.id)
    const person = findPerson(member)
    const base = { kind: 'member' as const, platformId: member.id, name: member.name, member }
    if (!person) {
      const account = member.mobile
        ? state.accounts.find((a) => a.phone === member.mobile && a.employeeId === null)
        : undefined
      if (account) {
        steps.push({
          ...base,
          action: 'link',
          employeeId: null,
          userId: account.userId,
          changes: [],
          reason: { key: 'accountWithoutRecord', vars: { account: account.userName } },
        })
      } else if (!member.active) {
        steps.push({
          ...base,
          action: 'none',
          employeeId: null,
          userId: null,
          changes: [],
          reason: { key: 'inactiveNotCreated' },
        })
      } else {
        const department = member.departmentIds[0] ?? null
        const changes: FieldChange[] = [
          { field: 'name', before: null, after: member.name },
          { field: 'mobile', before: null, after: member.mobile },
          { field: 'email', before: null, after: member.email },
          { field: 'jobNumber', before: null, after: member.jobNumber ?? member.id },
          {
            field: 'department',
            before: null,
            after: department === null ? null : (departmentById.get(department)?.name ?? department),
          },
          { field: 'title', before: null, after: member.title },
        ]
        steps.push({
          ...base,
          action: 'create',
          employeeId: null,
          userId: null,
          changes,
          reason: member.mobile ? null : { key: 'noMobile' },
        })
      }
      continue
    }
    taken.add(person.employeeId)
    const who = { employeeId: person.employeeId, userId: person.userId }
    if (!member.active) {
      steps.push(
        person.status === 1
          ? {
              ...base,
              ...who,
              action: 'disable',
              changes: [{ field: 'name', before: person.name, after: person.name }],
              reason: { key: 'disabledOnPlatform' },
            }
          : { ...base, ...who, action: 'none', changes: [], reason: { key: 'alreadyLeft' } },
      )
      continue
    }
    const changes: FieldChange[] = []
    const compare = (field: SyncField, before: string, after: string | null) => {
      if (rules[field] === 'platform' && after !== null && after !== '' && !same(before, after))
        changes.push({ field, before, after })
    }
    compare('name', person.name, member.name)
    compare('mobile', person.mobile, member.mobile)
    compare('email', person.email, member.email)
    compare('jobNumber', person.jobNumber, member.jobNumber)
    compare('title', person.title, member.title)
    let moved = false
    const main = member.departmentIds[0]
    if (rules.department === 'platform' && main !== undefined) {
      const target = planned.get(main)
      if (target !== person.organId) {
        moved = true
        changes.push({
          field: 'department',
          before: organName(person.organId),
          after: target ? organName(target) : (departmentById.get(main)?.name ?? main),
        })
      }
    }
    if (person.status !== 1) {
      steps.push({ ...base, ...who, action: 'none', changes: [], reason: { key: 'alreadyLeft' } })
      continue
    }
    steps.push({
      ...base,
      ...who,
      action: moved ? 'move' : changes.length ? 'update' : state.memberLinks.has(member.id) ? 'none' : 'link',
      changes,
      reason: changes.length ? null : { key: 'unchanged' },
    })
  }

  // Members the portal links that the platform no longer lists: they left.
  const listed = new Set(snapshot.members.map((m) => m.id))
  for (const [memberId, employeeId] of state.memberLinks) {
    if (listed.has(memberId) || !(scope.full || scope.memberIds.includes(memberId))) continue
    const person = personById.get(employeeId)
    if (person?.status !== 1) continue
    steps.push({
      kind: 'member',
      platformId: memberId,
      name: person.name,
      member: null,
      action: 'disable',
      employeeId,
      userId: person.userId,
      changes: [{ field: 'name', before: person.name, after: person.name }],
      reason: { key: 'leftPlatform' },
    })
  }
  return steps
}
