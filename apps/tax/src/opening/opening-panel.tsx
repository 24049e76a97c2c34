import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { isNoAccess } from '@hr-portal/ui'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { api, messageOf, type OpeningRow } from '../api'
import { showMoney } from '../switches'
import { OpeningForm } from './opening-form'
import { OpeningImportForm } from './opening-import'

/** The deductions of a balance together: special additional and other. */
const deductionsOf = (opening: NonNullable<OpeningRow['opening']>) => {
  // Two-place decimal strings of at most 14 digits: exact as integer fen.
  const fen = (amount: string) => Number(amount.replace('.', ''))
  const total = String(fen(opening.special) + fen(opening.other)).padStart(3, '0')
  return `${total.slice(0, -2)}.${total.slice(-2)}`
}

/**
 * Opening balances of a year (a company that started paying through the product mid-year): the import with its
 * template, and each person's balance, which HR adds, changes or removes until a payroll run records their year.
 * By default only the people with a balance are listed.
 */
export function OpeningPanel({ year }: { year: number }) {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(() => api.openings(year), [year])
  const [showAll, setShowAll] = useState(false)
  const [editing, setEditing] = useState<OpeningRow | null>(null)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const all = list.data?.rows ?? []
  const rows = showAll ? all : all.filter((row) => row.opening)

  async function remove(row: OpeningRow) {
    setDone('')
    setProblem('')
    try {
      await api.removeOpening(year, row.employeeId)
      setDone(t('opening.removed', { name: row.name }))
      list.retry()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  if (isNoAccess(list.error)) return null
  return (
    <section className="joiners" aria-labelledby="opening-title" data-testid="opening-balances">
      <h2 id="opening-title">{t('opening.title', { year })}</h2>
      <p className="hint">{t('opening.hint')}</p>
      <OpeningImportForm year={year} onImported={list.retry} />
      <label className="check">
        <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        {t('opening.showAll', { year })}
      </label>
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <LoadError error={list.error} retry={list.retry} />
      {list.data && rows.length === 0 && <p className="empty">{t('opening.none', { year })}</p>}
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="opening-title">
          <table data-testid="opening-table">
            <thead>
              <tr>
                <th scope="col">{t('common.employee')}</th>
                <th scope="col" className="num">
                  {t('opening.through')}
                </th>
                <th scope="col" className="num">
                  {t('opening.income')}
                </th>
                <th scope="col" className="num">
                  {t('opening.social')}
                </th>
                <th scope="col" className="num">
                  {t('opening.deductions')}
                </th>
                <th scope="col" className="num">
                  {t('opening.basicMonths')}
                </th>
                <th scope="col" className="num">
                  {t('opening.tax')}
                </th>
                <th scope="col">{t('opening.bonusShort')}</th>
                <th scope="col">{t('opening.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.employeeId} data-employee={row.employeeId}>
                  <th scope="row">
                    {row.name}
                    <span className="sub">
                      {row.jobNumber} · {language === 'en' ? row.organEn : row.organ}
                    </span>
                  </th>
                  {row.opening ? (
                    <>
                      <td className="num">{t('common.monthNumber', { month: row.opening.through })}</td>
                      <td className="num">{showMoney(row.opening.income)}</td>
                      <td className="num">{showMoney(row.opening.social)}</td>
                      <td className="num">{showMoney(deductionsOf(row.opening))}</td>
                      <td className="num">{row.opening.basicMonths}</td>
                      <td className="num">{showMoney(row.opening.tax)}</td>
                      <td>{row.opening.bonusSeparate ? t('opening.yes') : t('opening.no')}</td>
                    </>
                  ) : (
                    <td colSpan={7} className="sub">
                      —
                    </td>
                  )}
                  <td>
                    {row.recordedFrom ? (
                      <span className="sub">{t('opening.recorded', { month: row.recordedFrom })}</span>
                    ) : (
                      <div className="buttons">
                        <button
                          type="button"
                          onClick={() => setEditing(row)}
                          aria-label={t(row.opening ? 'opening.editLabel' : 'opening.addLabel', { name: row.name })}
                        >
                          {row.opening ? t('opening.edit') : t('opening.add')}
                        </button>
                        {row.opening && (
                          <button
                            type="button"
                            onClick={() => void remove(row)}
                            aria-label={t('opening.removeLabel', { name: row.name })}
                          >
                            {t('opening.remove')}
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <OpeningForm
          key={`${editing.employeeId}-${year}`}
          year={year}
          row={editing}
          onCancel={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null)
            setDone(message)
            list.retry()
          }}
        />
      )}
    </section>
  )
}
