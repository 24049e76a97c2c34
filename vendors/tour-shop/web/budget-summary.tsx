import { useEnv } from '@hr-portal/bridge/react'
import type { Budget } from './api'
import { formatYuan } from './format'
import { useT } from './i18n'

/** This year's welfare budget: the amount per employee, what pending and approved bookings use, what is left. */
export function BudgetSummary({ budget }: { budget: Budget }) {
  const t = useT()
  const { language } = useEnv()
  return (
    <section className="card budget" aria-labelledby="budget-title" data-testid="budget">
      <h2 id="budget-title">{t('budget.title', { year: budget.year })}</h2>
      {budget.total === null ? (
        <p className="muted">{t('budget.none', { year: budget.year })}</p>
      ) : (
        <dl>
          <div>
            <dt>{t('budget.total')}</dt>
            <dd>{formatYuan(language, budget.total)}</dd>
          </div>
          <div>
            <dt>{t('budget.used')}</dt>
            <dd>{formatYuan(language, budget.used)}</dd>
          </div>
          <div className="left">
            <dt>{t('budget.left')}</dt>
            <dd data-testid="budget-left">{formatYuan(language, budget.left)}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
