import { planMembers, same } from './plan-members'
import type { PortalState } from './portal-state'
import type { FieldChange, Scope, Snapshot, UnitStep, Step } from './plan-steps'
import type { FieldRules } from './rules'

export type { FieldChange, MemberStep, Scope, Snapshot, Step, UnitStep } from './plan-steps'

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
