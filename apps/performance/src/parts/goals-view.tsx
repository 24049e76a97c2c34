import type { Goal } from '../api'
import { useT } from '@hr-portal/kit'

/** The goals of a review as a list of cards: weight, measure, the scores given so far and the check-ins. */
export function GoalsView({ goals }: { goals: Goal[] }) {
  const t = useT()
  return (
    <ol className="cards" data-testid="goals-view">
      {goals.map((goal) => (
        <li key={goal.id} className="panel goal">
          <div className="goal-head">
            <strong>{goal.title}</strong>
            <span className="badge">{t('goals.weightOf', { weight: goal.weight })}</span>
          </div>
          {goal.measure && (
            <p className="sub">{t('common.labelled', { label: t('goals.measure'), value: goal.measure })}</p>
          )}
          {(goal.selfScore !== null || goal.managerScore !== null) && (
            <p className="scores">
              {goal.selfScore !== null && (
                <span>
                  {t('common.labelled', { label: t('review.selfScore'), value: t(`score.${goal.selfScore}`) })}
                </span>
              )}
              {goal.managerScore !== null && (
                <span>
                  {t('common.labelled', { label: t('review.managerScore'), value: t(`score.${goal.managerScore}`) })}
                </span>
              )}
            </p>
          )}
          {goal.checkins.length > 0 && (
            <ul className="checkins" aria-label={t('checkin.listOf', { goal: goal.title })}>
              {goal.checkins.map((c) => (
                <li key={c.id}>
                  <span className="sub">
                    {c.date} · {t('checkin.progressOf', { progress: c.progress })}
                  </span>
                  {c.note}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
