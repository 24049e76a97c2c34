import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api } from './api'
import { YearSwitch, showMoney } from './switches'
import { LoadError, useT } from '@hr-portal/kit'

/** Annual summary (menu 8302): each person's year and the annual settlement: tax due on the year's wage income against what was withheld. */
export function AnnualPage() {
  const t = useT()
  const [year, setYear] = useState(() => new Date().getFullYear())
  const page = useRequest(() => api.annual(year), [year])
  const rows = page.data?.rows ?? []
  const difference = (amount: string) =>
    amount.startsWith('-')
      ? t('annual.refund', { amount: showMoney(amount.slice(1)) })
      : Number(amount) > 0
        ? t('annual.pay', { amount: showMoney(amount) })
        : t('annual.even')

  return (
    <div className="tax-page">
      <header className="page-head">
        <h1>{t('annual.title')}</h1>
      </header>
      <div className="page-body">
        <YearSwitch year={year} onChange={setYear} />
        <p className="hint">{t('annual.hint')}</p>
        <LoadError error={page.error} retry={page.retry} />
        {page.data && rows.length === 0 && <p className="empty">{t('annual.none', { year })}</p>}
        {rows.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('annual.title')}>
            <table data-testid="annual-table">
              <thead>
                <tr>
                  <th scope="col">{t('common.employee')}</th>
                  <th scope="col" className="num">
                    {t('annual.months')}
                  </th>
                  <th scope="col" className="num">
                    {t('annual.income')}
                  </th>
                  <th scope="col" className="num">
                    {t('annual.due')}
                  </th>
                  <th scope="col" className="num">
                    {t('annual.withheld')}
                  </th>
                  <th scope="col">{t('annual.difference')}</th>
                  <th scope="col" className="num">
                    {t('common.social')}
                  </th>
                  <th scope="col" className="num">
                    {t('common.special')}
                  </th>
                  <th scope="col" className="num">
                    {t('annual.illness')}
                  </th>
                  <th scope="col" className="num">
                    {t('annual.taxable')}
                  </th>
                  <th scope="col" className="num">
                    {t('annual.separateBonus')}
                  </th>
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
                    <td className="num">{row.months}</td>
                    <td className="num">{showMoney(row.income)}</td>
                    <td className="num">{showMoney(row.tax)}</td>
                    <td className="num">{showMoney(row.withheld)}</td>
                    <td data-testid="settlement">{difference(row.difference)}</td>
                    <td className="num">{showMoney(row.social)}</td>
                    <td className="num">{showMoney(row.special)}</td>
                    <td className="num">{showMoney(row.illness)}</td>
                    <td className="num">{showMoney(row.taxable)}</td>
                    <td className="num">
                      {Number(row.separateBonus) > 0
                        ? `${showMoney(row.separateBonus)} (${t('annual.itsTax', { amount: showMoney(row.separateBonusTax) })})`
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  )
}
