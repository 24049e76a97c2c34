import type { CalibrationRow } from '../api'
import { ratingLabel } from '../parts/labels'
import { useT } from '@hr-portal/kit'

/** The participants in calibration: the manager's rating, the rating now with its changes, a proposed salary change. */
export function CalibrationTable({
  rows,
  hidden,
  canAdjust,
  canPropose,
  onAdjust,
  onPropose,
}: {
  rows: CalibrationRow[]
  hidden: string[]
  canAdjust: boolean
  canPropose: boolean
  onAdjust: (row: CalibrationRow) => void
  onPropose: (row: CalibrationRow) => void
}) {
  const t = useT()
  const rating = (value: string | null) => (hidden.includes('rating') ? t('common.hidden') : ratingLabel(t, value))
  const salary = (row: CalibrationRow) => {
    if (hidden.includes('salaryChange')) return t('common.hidden')
    const change = row.salaryChange
    if (!change) return '—'
    const amount =
      change.kind === 'percent'
        ? t('salary.percentOf', { value: change.value })
        : t('salary.amountOf', { value: change.value })
    return t('salary.summary', { amount, month: change.effectiveMonth, status: t(`salary.status.${change.status}`) })
  }
  return (
    <section aria-labelledby="calibration-people">
      <h2 id="calibration-people">{t('calibration.people', { count: rows.length })}</h2>
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('calibration.people', { count: rows.length })}
      >
        <table data-testid="calibration-table">
          <thead>
            <tr>
              <th scope="col">{t('common.employee')}</th>
              <th scope="col">{t('common.manager')}</th>
              <th scope="col">{t('calibration.managerRating')}</th>
              <th scope="col">{t('result.rating')}</th>
              <th scope="col">{t('salary.title')}</th>
              {(canAdjust || canPropose) && (
                <th scope="col">
                  <span className="hr-visually-hidden">{t('common.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.employeeId} data-employee={row.employeeId}>
                <th scope="row">
                  {row.name}
                  <span className="sub">
                    {row.jobNumber} · {row.organ}
                  </span>
                </th>
                <td>{row.managerName || '—'}</td>
                <td>{rating(row.managerRating)}</td>
                <td>
                  <span data-testid="rating">{rating(row.rating)}</span>
                  {row.changes.map((c, i) => (
                    <span key={i} className="sub">
                      {t('calibration.changed', {
                        from: ratingLabel(t, c.from),
                        to: ratingLabel(t, c.to),
                        reason: c.reason,
                      })}
                    </span>
                  ))}
                </td>
                <td>{salary(row)}</td>
                {(canAdjust || canPropose) && (
                  <td className="buttons">
                    {canAdjust && row.rating !== null && (
                      <button
                        type="button"
                        onClick={() => onAdjust(row)}
                        aria-label={t('calibration.adjustOf', { name: row.name })}
                      >
                        {t('calibration.adjust')}
                      </button>
                    )}
                    {canPropose && (
                      <button
                        type="button"
                        onClick={() => onPropose(row)}
                        aria-label={t('salary.proposeOf', { name: row.name })}
                      >
                        {t('salary.propose')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
