import type { MonthRecord } from '../api'
import { showMoney } from '../switches'
import { useT } from '@hr-portal/kit'

/** The tax withheld from my pay month by month this year (the months a payroll run recorded). */
export function MyWithholding({ records }: { records: MonthRecord[] }) {
  const t = useT()
  return (
    <section className="panel" aria-labelledby="my-withholding-title">
      <h2 id="my-withholding-title">{t('mine.withholding')}</h2>
      {records.length === 0 ? (
        <p className="empty">{t('mine.noWithholding')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="my-withholding-title">
          <table data-testid="my-withholding">
            <thead>
              <tr>
                <th scope="col">{t('common.month')}</th>
                <th scope="col" className="num">
                  {t('common.income')}
                </th>
                <th scope="col" className="num">
                  {t('common.social')}
                </th>
                <th scope="col" className="num">
                  {t('common.special')}
                </th>
                <th scope="col" className="num">
                  {t('common.ytdTaxable')}
                </th>
                <th scope="col" className="num">
                  {t('common.tax')}
                </th>
                <th scope="col" className="num">
                  {t('common.bonusTax')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={`${r.month}-${r.employeeId}-${r.ytdIncome}`}>
                  <th scope="row">{r.month}</th>
                  <td className="num">{showMoney(r.income)}</td>
                  <td className="num">{showMoney(r.social)}</td>
                  <td className="num">{showMoney(r.special)}</td>
                  <td className="num">{showMoney(r.ytdTaxable)}</td>
                  <td className="num">{showMoney(r.tax)}</td>
                  <td className="num">{r.bonusMethod === 'separate' ? showMoney(r.bonusTax) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
