import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { GoalsView } from '../parts/goals-view'
import { cycleLabel, dueOf } from '../parts/labels'
import { LoadProblem } from '../parts/problem'
import { useT } from '@hr-portal/kit'
import { CheckinForm } from './checkin-form'
import { GoalsEditor } from './goals-editor'
import { MyResult } from './my-result'
import { SelfReviewForm } from './self-review-form'

/** My performance (menu 8604, everyone): my goals and check-ins, my self review, my result and its acknowledgement. */
export function MinePage() {
  const t = useT()
  const [version, setVersion] = useState(0)
  const [picked, setPicked] = useState<number | null>(null)
  const [done, setDone] = useState('')
  const list = useRequest(() => api.mine(), [version])
  const cycles = list.data?.rows ?? []
  const cycleId = picked ?? cycles[0]?.cycleId ?? null
  const detail = useRequest(() => (cycleId ? api.myReview(cycleId) : Promise.resolve(null)), [cycleId, version])
  const saved = (message: string) => {
    setDone(message)
    setVersion((n) => n + 1)
  }
  const data = detail.data?.cycle.id === cycleId ? detail.data : null
  const phase = data?.cycle.phase
  const submitted = data ? data.review.status !== 'goals' : false
  const due = data ? dueOf(data.cycle) : null

  return (
    <div className="perf-page">
      <header className="page-head">
        <h1>{t('mine.title')}</h1>
      </header>
      <div className="page-body narrow">
        <p role="status" aria-live="polite" className="form-done" data-testid="mine-done">
          {done}
        </p>
        <LoadProblem error={list.error ?? detail.error} retry={() => setVersion((n) => n + 1)} />
        {list.data && cycles.length === 0 && (
          <p className="empty" data-testid="mine-empty">
            {t('mine.none')}
          </p>
        )}
        {cycles.length > 1 && (
          <label>
            {t('cycle.pick')}
            <select
              value={cycleId ?? ''}
              onChange={(e) => {
                setPicked(Number(e.target.value))
                setDone('')
              }}
            >
              {cycles.map((c) => (
                <option key={c.cycleId} value={c.cycleId}>
                  {cycleLabel(t, c)}
                </option>
              ))}
            </select>
          </label>
        )}
        {data && (
          <>
            <section className="panel summary" aria-label={t('mine.summary')} data-testid="mine-summary">
              <h2>{data.cycle.name}</h2>
              <p>
                {t('cycle.phaseIs', { phase: t(`phase.${data.cycle.phase}`) })}
                {due ? ` · ${t('cycle.dueOn', { date: due })}` : ''}
              </p>
              <p className="sub">{t('mine.statusIs', { status: t(`status.${data.review.status}`) })}</p>
            </section>
            {phase === 'goals' && !submitted ? (
              <GoalsEditor cycleId={data.cycle.id} goals={data.review.goals} onSaved={saved} />
            ) : (
              <section aria-labelledby="my-goals">
                <h2 id="my-goals">{t('goals.title')}</h2>
                {data.review.goals.length === 0 ? (
                  <p className="empty">{t('goals.none')}</p>
                ) : (
                  <GoalsView goals={data.review.goals} />
                )}
              </section>
            )}
            {submitted && (phase === 'goals' || phase === 'self' || phase === 'manager') && (
              <CheckinForm cycleId={data.cycle.id} goals={data.review.goals} onSaved={saved} />
            )}
            {submitted && phase === 'self' && (
              <SelfReviewForm cycleId={data.cycle.id} review={data.review} onSaved={saved} />
            )}
            {data.review.releasedAt !== null && (
              <MyResult cycleId={data.cycle.id} review={data.review} onSaved={saved} />
            )}
          </>
        )}
      </div>
    </div>
  )
}
