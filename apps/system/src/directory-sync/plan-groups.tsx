import { useT } from '@hr-portal/kit'
import { ChangeList } from './change-list'
import type { PlanStep } from './dirsync-api'

const GROUPS = ['create', 'update', 'move', 'disable', 'remove', 'other'] as const
const groupOf = (step: PlanStep): (typeof GROUPS)[number] =>
  (['create', 'update', 'move', 'disable', 'remove'] as const).find((g) => g === step.action) ?? 'other'

/** What a plan does, counted: people added, moved, changed and offboarded; units added, changed and removed. */
export function planCounts(steps: PlanStep[]) {
  const count = (kind: PlanStep['kind'], ...actions: string[]) =>
    steps.filter((s) => s.kind === kind && actions.includes(s.action)).length
  return {
    peopleAdded: count('member', 'create'),
    peopleMoved: count('member', 'move'),
    peopleChanged: count('member', 'update'),
    peopleLeaving: count('member', 'disable'),
    unitsAdded: count('unit', 'create'),
    unitsChanged: count('unit', 'update', 'move'),
    unitsRemoved: count('unit', 'remove'),
  }
}

/** A plan's steps grouped (created, changed, moved, disabled, removed, unchanged), each with its field changes. */
export function PlanGroups({ steps }: { steps: PlanStep[] }) {
  const t = useT()
  return GROUPS.map((group) => {
    const rows = steps.filter((step) => groupOf(step) === group)
    if (!rows.length) return null
    return (
      <details key={group} open={group !== 'other'} className="ds-group" data-testid={`ds-plan-${group}`}>
        <summary>
          {t(`ds.group.${group}`)} ({rows.length})
        </summary>
        <div className="ds-table-wrap" tabIndex={0} role="region" aria-label={t(`ds.group.${group}`)}>
          <table className="ds-table">
            <thead>
              <tr>
                <th scope="col">{t('ds.col.kind')}</th>
                <th scope="col">{t('ds.col.name')}</th>
                <th scope="col">{t('ds.col.changes')}</th>
                <th scope="col">{t('ds.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((step) => (
                <tr key={`${step.kind}:${step.platformId}`}>
                  <td>{t(`ds.kind.${step.kind}`)}</td>
                  <td>{step.name}</td>
                  <td>
                    <ChangeList changes={step.changes} />
                  </td>
                  <td>{step.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    )
  })
}
