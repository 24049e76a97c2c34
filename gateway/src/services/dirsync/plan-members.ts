import type { PlatformDepartment, PlatformMember } from '../../integrations/messaging/directory'
import { dateChanges } from './plan-dates'
import type { FieldChange, MemberStep, Scope, Snapshot } from './plan-steps'
import type { PortalPerson, PortalState } from './portal-state'
import type { FieldRules, SyncField } from './rules'

/** Two texts are the same once trimmed (a missing one reads as empty). */
export const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim()

/**
 * The member steps of a plan: each platform member matched to a portal person (by link, then mobile, email or job
 * number) and compared by the rules; linked members the platform no longer lists are disabled.
 */
export function planMembers(
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
        const dates = dateChanges(member, null, rules)
        steps.push({
          ...base,
          action: 'create',
          employeeId: null,
          userId: null,
          changes: [...changes, ...dates.changes],
          reason: member.mobile ? dates.refused : { key: 'noMobile' },
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
    const dates = dateChanges(member, person, rules)
    changes.push(...dates.changes)
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
      reason: dates.refused ?? (changes.length ? null : { key: 'unchanged' }),
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
