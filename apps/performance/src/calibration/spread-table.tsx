import { RATINGS, type Rating, type Spread } from '../api'
import { useT } from '@hr-portal/kit'

/** The actual spread of ratings per department and overall, each share beside the target and its difference. */
export function SpreadTable({
  spread,
  target,
}: {
  spread: { departments: Spread[]; overall: Spread }
  target: Record<Rating, number>
}) {
  const t = useT()
  const rows = [...spread.departments, spread.overall]
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
  return (
    <section aria-labelledby="spread-title">
      <h2 id="spread-title">{t('calibration.spread')}</h2>
      <p className="hint">
        {t('cycle.targetShort', { top: target.top, middle: target.middle, bottom: target.bottom })}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('calibration.spread')}>
        <table data-testid="spread-table">
          <thead>
            <tr>
              <th scope="col">{t('common.department')}</th>
              <th scope="col" className="num">
                {t('calibration.rated')}
              </th>
              {RATINGS.map((r) => (
                <th scope="col" className="num" key={r}>
                  {t('calibration.shareOf', { rating: t(`rating.${r}`), target: target[r] })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.organId ?? 'all'}
                className={row.organId === null ? 'total-row' : undefined}
                data-organ={row.organId ?? 'all'}
              >
                <th scope="row">{row.organId === null ? t('calibration.overall') : row.organ}</th>
                <td className="num">
                  {t('calibration.ratedOf', { rated: row.total - row.unrated, total: row.total })}
                </td>
                {RATINGS.map((r) => (
                  <td className="num" key={r}>
                    {t('calibration.cell', { count: row.counts[r], percent: row.percents[r] })}
                    <span className={Math.abs(row.deviation[r]) > 5 ? 'sub off' : 'sub'}>
                      {t('calibration.deviation', { points: signed(row.deviation[r]) })}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
