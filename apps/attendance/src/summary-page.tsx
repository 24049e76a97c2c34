import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { moveMonth } from '@hr-portal/ui'
import { attendanceApi, type SummaryPage as Page } from './kaoqin-api'
import { useLiveRefresh } from './live-refresh'
import { app, LoadError, useLanguage, useT } from '@hr-portal/kit'
import { currentMonth, tablesApi, type Organ } from './tables-api'
import { timesText } from './times-text'

function flatten(organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return organs.flatMap((organ) => [
    { id: organ.id, name: organ.name, depth },
    ...flatten(organ.children ?? [], depth + 1),
  ])
}

/** Last month: the one usually summed, locked and exported. */
const lastMonth = () => moveMonth(currentMonth(), -1)

/** Monthly summary (menu 8008): per person, within my data range; lock and unlock the month (800801), export it (800802). */
export function SummaryPage() {
  const t = useT()
  const language = useLanguage()
  const canLock = usePermission('800801')
  const canExport = usePermission('800802')
  const [month, setMonth] = useState(lastMonth)
  const [organId, setOrganId] = useState<number | undefined>(undefined)
  const [version, setVersion] = useState(0)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const organs = useRequest(() => tablesApi.organs(), [])
  const page = useRequest(() => attendanceApi.summary(month, organId), [month, organId, version])
  const data = page.data
  const typeName = (data: Page, code: string) => {
    const type = data.types.find((ty) => ty.code === code)
    return type ? (language === 'en' ? type.nameEn : type.nameZh) : code
  }
  const leaveCodes = data ? [...new Set(data.rows.flatMap((row) => Object.keys(row.leave)))] : []

  async function run(action: 'lock' | 'unlock' | 'export') {
    setProblem('')
    setDone('')
    if (action !== 'export') {
      const ok = await app.shell.ui
        .confirm({ title: t(`att.${action}`), content: t(`att.${action}Confirm`, { month }) })
        .catch(() => false)
      if (!ok) return
    }
    setBusy(true)
    try {
      if (action === 'lock') setDone(t('att.lockedDone', { month, people: (await attendanceApi.lock(month)).people }))
      else if (action === 'unlock') {
        await attendanceApi.unlock(month)
        setDone(t('att.unlockedDone', { month }))
      } else await attendanceApi.exportSummary(month, organId)
      if (action !== 'export') reload()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="tables-page">
      <header className="page-head">
        <h1>{t('att.summaryTitle')}</h1>
      </header>
      <div className="tables-body">
        <div className="table-filters">
          <label>
            {t('tables.department')}
            <select
              value={organId ?? ''}
              onChange={(event) => setOrganId(event.target.value ? Number(event.target.value) : undefined)}
              data-testid="summary-department"
            >
              <option value="">{t('att.allDepartments')}</option>
              {(organs.data ? flatten(organs.data) : []).map((organ) => (
                <option key={organ.id} value={organ.id}>{`${'\u00a0\u00a0'.repeat(organ.depth)}${organ.name}`}</option>
              ))}
            </select>
          </label>
          <div className="month-switch" role="group" aria-label={t('tables.month')}>
            <button type="button" onClick={() => setMonth(moveMonth(month, -1))} aria-label={t('tables.previousMonth')}>
              ‹
            </button>
            <output aria-live="polite" data-testid="summary-month">
              {month}
            </output>
            <button type="button" onClick={() => setMonth(moveMonth(month, 1))} aria-label={t('tables.nextMonth')}>
              ›
            </button>
          </div>
          <div className="row-actions">
            {canLock && data && !data.locked && (
              <button type="button" className="primary" disabled={busy} onClick={() => void run('lock')}>
                {t('att.lock')}
              </button>
            )}
            {canLock && data?.locked && (
              <button type="button" className="danger" disabled={busy} onClick={() => void run('unlock')}>
                {t('att.unlock')}
              </button>
            )}
            {canExport && (
              <button type="button" disabled={busy || !data} onClick={() => void run('export')}>
                {t('att.export')}
              </button>
            )}
          </div>
        </div>
        {data && (
          <p className="lock-state" data-locked={data.locked} data-testid="lock-state">
            {data.locked
              ? t('att.locked', { time: data.lockedAt ? new Date(data.lockedAt).toLocaleString(language) : '' })
              : t('att.unlocked')}
          </p>
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        <LoadError refusalAsNote error={page.error} retry={page.retry} />
        {data && data.rows.length === 0 && <p className="empty">{t('att.noRows')}</p>}
        {data && data.rows.length > 0 && (
          <div className="grid-scroll" tabIndex={0} role="region" aria-label={t('att.summaryTitle')}>
            <table className="summary-table" data-testid="summary-table">
              <thead>
                <tr>
                  <th scope="col">{t('att.employee')}</th>
                  <th scope="col">{t('att.summaryDaysDue')}</th>
                  <th scope="col">{t('att.summaryDaysWorked')}</th>
                  <th scope="col">{t('att.summaryLate')}</th>
                  <th scope="col">{t('att.summaryEarly')}</th>
                  <th scope="col">{t('att.summaryAbsent')}</th>
                  <th scope="col">{t('att.summaryMissing')}</th>
                  {leaveCodes.map((code) => (
                    <th scope="col" key={code}>
                      {typeName(data, code)}
                    </th>
                  ))}
                  <th scope="col">{t('att.summaryOvertime')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.employeeId} data-employee={row.employeeId}>
                    <th scope="row">
                      {row.name}
                      <span className="job-number">{row.jobNumber}</span>
                    </th>
                    <td>{row.daysDue}</td>
                    <td>{row.daysWorked}</td>
                    <td>{timesText(t, row.lateCount, row.lateMinutes)}</td>
                    <td>{timesText(t, row.earlyCount, row.earlyMinutes)}</td>
                    <td>{row.absentDays}</td>
                    <td>{row.missingPunches}</td>
                    {leaveCodes.map((code) => {
                      const leave = row.leave[code]
                      return (
                        <td key={code}>
                          {leave
                            ? [
                                leave.days ? t('att.days', { days: leave.days }) : '',
                                leave.hours ? t('att.hours', { hours: leave.hours }) : '',
                              ]
                                .filter(Boolean)
                                .join(' ')
                            : ''}
                        </td>
                      )
                    })}
                    <td>{row.overtimeHours}</td>
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
