import { useState } from 'react'
import type { Run } from '../api'
import { useT } from '@hr-portal/kit'
import { money } from '../money'

interface Props {
  run: Run
  previous: { month: string; net: string } | null
  canChange: boolean
  onThreshold: (value: string) => void
}

/** A run's totals against the month before, and the review threshold (percent of last month's net pay). */
export function RunSummary({ run, previous, canChange, onThreshold }: Props) {
  const t = useT()
  const [threshold, setThreshold] = useState(run.threshold)
  return (
    <section className="panel" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('run.summary')}</h2>
      <dl className="totals" data-testid="run-summary">
        <div>
          <dt>{t('runs.headcount')}</dt>
          <dd className="num">{run.headcount}</dd>
        </div>
        <div>
          <dt>{t('runs.gross')}</dt>
          <dd className="num">{money(run.gross)}</dd>
        </div>
        <div>
          <dt>{t('runs.tax')}</dt>
          <dd className="num">{money(run.tax)}</dd>
        </div>
        <div>
          <dt>{t('runs.net')}</dt>
          <dd className="num">{money(run.net)}</dd>
        </div>
        <div>
          <dt>{t('runs.employer')}</dt>
          <dd className="num">{money(run.employer)}</dd>
        </div>
        <div>
          <dt>{t('run.previous')}</dt>
          <dd>
            {previous ? t('run.previousNet', { month: previous.month, net: money(previous.net) }) : t('run.noPrevious')}
          </dd>
        </div>
      </dl>
      {canChange ? (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault()
            onThreshold(threshold)
          }}
        >
          <label>
            {t('run.threshold')}
            <input
              className="short"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              inputMode="decimal"
              pattern="\d{1,3}(\.\d{1,2})?"
              required
            />
          </label>
          <button type="submit">{t('run.setThreshold')}</button>
        </form>
      ) : (
        <p>{t('run.thresholdIs', { value: run.threshold })}</p>
      )}
    </section>
  )
}
