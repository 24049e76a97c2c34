import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { moveMonth } from '@hr-portal/ui'
import { api, messageOf } from './api'
import { JoinersPanel } from './joiners-panel'
import { OpeningPanel } from './opening/opening-panel'
import { SixtyPanel } from './sixty-panel'
import { MonthSwitch, showMoney, showRate } from './switches'
import { LoadError, useT } from '@hr-portal/kit'

const lastMonth = () => moveMonth(new Date().toISOString().slice(0, 7), -1)

/** Monthly withholding (menu 8301): each person's recorded withholding of a month; the e-Tax client's import file (830101). */
export function MonthlyPage() {
  const t = useT()
  const canExport = usePermission('830101')
  const [month, setMonth] = useState(lastMonth)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const page = useRequest(() => api.month(month), [month])
  const rows = page.data?.rows ?? []

  async function exportFile() {
    setProblem('')
    setBusy(true)
    try {
      await api.exportMonth(month)
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="tax-page">
      <header className="page-head">
        <h1>{t('monthly.title')}</h1>
      </header>
      <div className="page-body">
        <div className="row">
          <MonthSwitch month={month} onChange={setMonth} />
          {canExport && (
            <button
              type="button"
              className="primary"
              disabled={busy || rows.length === 0}
              onClick={() => void exportFile()}
            >
              {t('monthly.export')}
            </button>
          )}
        </div>
        <p className="hint">{t('monthly.hint')}</p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <LoadError error={page.error} retry={page.retry} />
        {page.data && rows.length === 0 && (
          <p className="empty" data-testid="monthly-empty">
            {t('monthly.none', { month })}
          </p>
        )}
        {rows.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('monthly.title')}>
            <table data-testid="monthly-table">
              <thead>
                <tr>
                  <th scope="col">{t('common.employee')}</th>
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
                    {t('common.rate')}
                  </th>
                  <th scope="col" className="num">
                    {t('common.tax')}
                  </th>
                  <th scope="col" className="num">
                    {t('common.bonus')}
                  </th>
                  <th scope="col" className="num">
                    {t('common.bonusTax')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.employeeId}-${row.month}`} data-employee={row.employeeId}>
                    <th scope="row">
                      {row.name}
                      <span className="sub">
                        {row.jobNumber} · {row.organ}
                      </span>
                    </th>
                    <td className="num">{showMoney(row.income)}</td>
                    <td className="num">{showMoney(row.social)}</td>
                    <td className="num">{showMoney(row.special)}</td>
                    <td className="num">{showMoney(row.ytdTaxable)}</td>
                    <td className="num">{showRate(row.rate)}</td>
                    <td className="num">{showMoney(row.tax)}</td>
                    <td className="num">
                      {row.bonusMethod ? `${showMoney(row.bonus)} · ${t(`bonus.${row.bonusMethod}`)}` : ''}
                      {row.bonusSeparateIn && (
                        <span className="sub">{t('bonus.addedToWages', { month: row.bonusSeparateIn })}</span>
                      )}
                    </td>
                    <td className="num">{row.bonusMethod === 'separate' ? showMoney(row.bonusTax) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <JoinersPanel year={Number(month.slice(0, 4))} />
        <SixtyPanel year={Number(month.slice(0, 4))} />
        <OpeningPanel year={Number(month.slice(0, 4))} />
      </div>
    </div>
  )
}
