import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { isNoAccess } from '@hr-portal/ui'
import { api, messageOf, type Joiner } from './api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'

/**
 * The year's joiners in the caller's data range, each with HR's mark "no wage income earlier this year": with it the
 * basic deduction counts from January (announcement 2020 No. 13), without it from the month of joining.
 */
export function JoinersPanel({ year }: { year: number }) {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(() => api.joiners(year), [year])
  const [busy, setBusy] = useState<number | null>(null)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const rows = list.data?.rows ?? []

  async function mark(joiner: Joiner, value: boolean) {
    setBusy(joiner.employeeId)
    setDone('')
    setProblem('')
    try {
      await api.markJoiner(year, joiner.employeeId, value)
      setDone(t(value ? 'joiners.marked' : 'joiners.cleared', { name: joiner.name }))
      list.retry()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(null)
    }
  }

  // A user refused the list is told so once by the page (its no-access state), not again here.
  if (isNoAccess(list.error)) return null
  return (
    <section className="joiners" aria-labelledby="joiners-title" data-testid="joiners">
      <h2 id="joiners-title">{t('joiners.title', { year })}</h2>
      <p className="hint">{t('joiners.hint')}</p>
      <p role="status" aria-live="polite" className="form-done" data-testid="joiners-done">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <LoadError error={list.error} retry={list.retry} />
      {list.data && rows.length === 0 && <p className="empty">{t('joiners.none', { year })}</p>}
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="joiners-title">
          <table data-testid="joiners-table">
            <thead>
              <tr>
                <th scope="col">{t('common.employee')}</th>
                <th scope="col">{t('joiners.entryDate')}</th>
                <th scope="col">{t('joiners.noEarlierIncome')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((joiner) => (
                <tr key={joiner.employeeId} data-employee={joiner.employeeId}>
                  <th scope="row">
                    {joiner.name}
                    <span className="sub">
                      {joiner.jobNumber} · {language === 'en' ? joiner.organEn : joiner.organ}
                    </span>
                  </th>
                  <td>{joiner.entryDate}</td>
                  <td>
                    {joiner.paidBefore && !joiner.noEarlierIncome ? (
                      <span className="sub">{t('joiners.paidBefore', { month: joiner.paidBefore })}</span>
                    ) : (
                      <input
                        type="checkbox"
                        checked={joiner.noEarlierIncome}
                        disabled={busy !== null}
                        aria-label={t('joiners.markLabel', { name: joiner.name })}
                        onChange={(event) => void mark(joiner, event.target.checked)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
