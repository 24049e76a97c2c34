import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useAction, useT } from '@hr-portal/kit'
import { api, type Dimension } from '../api'
import { yuan } from '../money'
import { Page, today } from '../page'

const DIMENSIONS: Dimension[] = ['category', 'department', 'month', 'person']

/** The first day of this year (YYYY-01-01). */
const yearStart = () => `${today().slice(0, 4)}-01-01`

/**
 * Expense reports (menu 8904, finance): approved and paid claims of a period totalled by category, department,
 * month or person, each group's claims and total; the same as an xlsx file.
 */
export function ReportsPage() {
  const t = useT()
  const [from, setFrom] = useState(yearStart)
  const [to, setTo] = useState(today)
  const [by, setBy] = useState<Dimension>('category')
  const period = { from, to, by }
  const report = useRequest(() => api.report({ from, to, by }), [from, to, by])
  const action = useAction()
  return (
    <Page title={t('reports.title')}>
      <form className="panel row" aria-label={t('reports.filters')} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('reports.from')}
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('reports.to')}
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <fieldset className="chips-field">
          <legend>{t('reports.by')}</legend>
          <ul className="chips">
            {DIMENSIONS.map((d) => (
              <li key={d}>
                <button type="button" aria-pressed={by === d} onClick={() => setBy(d)}>
                  {t(`reports.dimension.${d}`)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="button"
          disabled={action.busy}
          onClick={() =>
            void action.run(() => api.exportReport(period, t('reports.fileName', { from, to })), t('reports.exported'))
          }
        >
          {t('reports.export')}
        </button>
      </form>
      {action.status}
      <LoadError className="form-error" error={report.error} retry={report.retry} />
      {report.data && (
        <section className="panel" aria-labelledby="report-title">
          <h2 id="report-title">{t(`reports.dimension.${by}`)}</h2>
          {report.data.rows.length === 0 && <p className="empty">{t('reports.none')}</p>}
          <ul className="cards">
            {report.data.rows.map((r) => (
              <li key={r.key} className="claim-card line-head" data-testid="report-row">
                <span>
                  {r.name}
                  <span className="sub">{t('reports.count', { n: r.count })}</span>
                </span>
                <span className="amount">{yuan(r.total)}</span>
              </li>
            ))}
          </ul>
          <p className="line-head report-total">
            <strong>{t('reports.total')}</strong>
            <strong className="amount">{yuan(report.data.total)}</strong>
          </p>
        </section>
      )}
    </Page>
  )
}
