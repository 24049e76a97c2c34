import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { isNoAccess } from '@hr-portal/ui'
import { api, messageOf, type SixtyRow } from './api'
import { showMoney } from './switches'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'

/**
 * The 60,000 rule of a year (announcement 2020 No. 19): the people employed here since the previous year began, that
 * year's records, and HR's flag (by hand, or filled from the records). By default only the people who qualify by the
 * records, are flagged, or whose previous year the product has no records of are listed.
 */
export function SixtyPanel({ year }: { year: number }) {
  const t = useT()
  const language = useLanguage()
  const list = useRequest(() => api.sixtyThousand(year), [year])
  const [busy, setBusy] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const all = list.data?.rows ?? []
  const rows = showAll ? all : all.filter((r) => r.flagged || r.qualifies || !r.lastYearKnown)

  async function act(work: () => Promise<string>) {
    setBusy(true)
    setDone('')
    setProblem('')
    try {
      setDone(await work())
      list.retry()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  const mark = (row: SixtyRow, value: boolean) =>
    act(async () => {
      await api.markSixtyThousand(year, row.employeeId, value)
      return t(value ? 'sixty.flagged' : 'sixty.cleared', { name: row.name, year })
    })
  const fill = () => act(async () => t('sixty.filled', { count: (await api.fillSixtyThousand(year)).flagged }))
  const reason = (row: SixtyRow) => (row.lastYearMonths < 12 ? t('sixty.notEveryMonth') : t('sixty.over'))

  if (isNoAccess(list.error)) return null
  return (
    <section className="joiners" aria-labelledby="sixty-title" data-testid="sixty-thousand">
      <h2 id="sixty-title">{t('sixty.title', { year })}</h2>
      <p className="hint">{t('sixty.hint')}</p>
      <div className="buttons">
        <button type="button" onClick={() => void fill()} disabled={busy || !list.data}>
          {t('sixty.fill', { year: year - 1 })}
        </button>
        <label className="check">
          <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
          {t('sixty.showAll')}
        </label>
      </div>
      <p role="status" aria-live="polite" className="form-done" data-testid="sixty-done">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <LoadError error={list.error} retry={list.retry} />
      {list.data && rows.length === 0 && <p className="empty">{t('sixty.none', { year })}</p>}
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="sixty-title">
          <table data-testid="sixty-table">
            <thead>
              <tr>
                <th scope="col">{t('common.employee')}</th>
                <th scope="col">{t('sixty.lastYear', { year: year - 1 })}</th>
                <th scope="col">{t('sixty.flag')}</th>
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
                  <td>
                    {row.lastYearKnown
                      ? t('sixty.recorded', { months: row.lastYearMonths, amount: showMoney(row.lastYearIncome) })
                      : t('sixty.unknown')}
                  </td>
                  <td>
                    {row.lastYearKnown && !row.qualifies && !row.flagged ? (
                      <span className="sub">{reason(row)}</span>
                    ) : (
                      <input
                        type="checkbox"
                        checked={row.flagged}
                        disabled={busy}
                        aria-label={t('sixty.flagLabel', { name: row.name, year })}
                        onChange={(event) => void mark(row, event.target.checked)}
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
