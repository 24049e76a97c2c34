import { useState } from 'react'
import { useT } from '@hr-portal/kit'
import { ChangeList } from './change-list'
import { dryRun, type PlanStep, type Platform } from './dirsync-api'

const GROUPS = ['create', 'update', 'move', 'disable', 'remove', 'other'] as const
const groupOf = (step: PlanStep): (typeof GROUPS)[number] =>
  (['create', 'update', 'move', 'disable', 'remove'] as const).find((g) => g === step.action) ?? 'other'

/** The plan of a full sync, grouped (create, change, move, disable, remove, unchanged); nothing is written. */
export function DryRun({
  platform,
  load = () => dryRun(platform as Platform),
  hint = 'ds.dryRunHint',
}: {
  platform: Platform | 'old-product'
  load?: () => ReturnType<typeof dryRun>
  hint?: string
}) {
  const t = useT()
  const [steps, setSteps] = useState<PlanStep[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function run() {
    setBusy(true)
    setError('')
    try {
      const answer = await load()
      if (answer.ok) setSteps(answer.steps)
      else setError(answer.message)
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="ds-section" aria-labelledby={`ds-${platform}-dry`} aria-busy={busy}>
      <h3 id={`ds-${platform}-dry`}>{t('ds.dryRun')}</h3>
      <p className="profile-hint">{t(hint)}</p>
      <button
        type="button"
        className="ds-secondary"
        disabled={busy}
        onClick={() => void run()}
        data-testid="ds-dry-run"
      >
        {busy ? t('ds.reading') : t('ds.dryRunStart')}
      </button>
      <p role="status" aria-live="polite" className="settings-status">
        {steps && t('ds.planSummary', { n: steps.filter((s) => groupOf(s) !== 'other').length })}
      </p>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
      {steps &&
        GROUPS.map((group) => {
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
        })}
    </section>
  )
}
