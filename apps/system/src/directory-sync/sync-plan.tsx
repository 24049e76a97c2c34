import { useEffect, useRef, useState } from 'react'
import { useT } from '@hr-portal/kit'
import type { dryRun, PlanStep } from './dirsync-api'
import { PlanGroups, planCounts } from './plan-groups'

/**
 * The step before a sync: reads the platform and shows the plan (how many people are added, moved, changed and
 * offboarded, how many units are added, changed and removed, then each record's changes); nothing is written until
 * Save. Cancel drops the plan.
 */
export function SyncPlan({
  load,
  onSave,
  onCancel,
}: {
  load: () => ReturnType<typeof dryRun>
  onSave: () => void
  onCancel: () => void
}) {
  const t = useT()
  const [steps, setSteps] = useState<PlanStep[] | null>(null)
  const [error, setError] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  // The plan is read once, when the step opens (a new plan is a new step).
  const once = useRef(load)
  useEffect(() => {
    let live = true
    once.current().then(
      (answer) => {
        if (!live) return
        if (answer.ok) setSteps(answer.steps)
        else setError(answer.message)
      },
      (cause: unknown) => {
        if (live) setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
      },
    )
    return () => {
      live = false
    }
  }, [t])
  useEffect(() => heading.current?.focus(), [])

  const counts = steps ? Object.entries(planCounts(steps)).filter(([, n]) => n > 0) : []
  return (
    <section className="ds-plan" aria-labelledby="ds-plan-title" aria-busy={!steps && !error} data-testid="ds-plan">
      <h4 id="ds-plan-title" ref={heading} tabIndex={-1}>
        {t('ds.plan.title')}
      </h4>
      <p className="profile-hint">{t('ds.plan.hint')}</p>
      <p role="status" aria-live="polite" className="settings-status">
        {!steps && !error && t('ds.reading')}
        {steps && !counts.length && t('ds.plan.nothing')}
      </p>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
      {counts.length > 0 && (
        <dl className="ds-plan-counts" data-testid="ds-plan-counts">
          {counts.map(([key, n]) => (
            <div key={key}>
              <dt>{t(`ds.plan.${key}`)}</dt>
              <dd>{n}</dd>
            </div>
          ))}
        </dl>
      )}
      {steps && <PlanGroups steps={steps} />}
      <div className="ds-plan-actions">
        <button type="button" disabled={!steps} onClick={onSave} data-testid="ds-plan-save">
          {t('ds.plan.save')}
        </button>
        <button type="button" className="ds-secondary" onClick={onCancel} data-testid="ds-plan-cancel">
          {t('ds.plan.cancel')}
        </button>
      </div>
    </section>
  )
}
