import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, type TeamRow } from '../api'
import { ratingLabel } from '../parts/labels'
import { LoadProblem } from '../parts/problem'
import { useT } from '@hr-portal/kit'
import { TeamReview } from './team-review'

/** Team reviews (menu 8603): the reviews of those who report to me, and my review of each in the manager's phase. */
export function TeamPage() {
  const t = useT()
  const [version, setVersion] = useState(0)
  const [open, setOpen] = useState<TeamRow | null>(null)
  const [done, setDone] = useState('')
  const list = useRequest(() => api.team(), [version])
  const rows = list.data?.rows ?? []
  const saved = (message: string) => {
    setDone(message)
    setVersion((n) => n + 1)
  }

  return (
    <div className="perf-page">
      <header className="page-head">
        <h1>{t('team.title')}</h1>
      </header>
      <div className="page-body">
        <p role="status" aria-live="polite" className="form-done" data-testid="team-done">
          {done}
        </p>
        <LoadProblem error={list.error} retry={() => setVersion((n) => n + 1)} />
        {list.data && rows.length === 0 && <p className="empty">{t('team.none')}</p>}
        {rows.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('team.title')}>
            <table data-testid="team-table">
              <thead>
                <tr>
                  <th scope="col">{t('common.employee')}</th>
                  <th scope="col">{t('cycle.cycle')}</th>
                  <th scope="col">{t('common.status')}</th>
                  <th scope="col">{t('result.rating')}</th>
                  <th scope="col">
                    <span className="hr-visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.cycleId}-${row.employeeId}`}>
                    <th scope="row">
                      {row.name}
                      <span className="sub">
                        {row.jobNumber} · {row.organ}
                      </span>
                    </th>
                    <td>
                      {row.cycleName}
                      <span className="sub">{t(`phase.${row.phase}`)}</span>
                    </td>
                    <td>{t(`status.${row.status}`)}</td>
                    <td>{ratingLabel(t, row.rating)}</td>
                    <td>
                      <button
                        type="button"
                        onClick={() => {
                          setOpen(row)
                          setDone('')
                        }}
                        aria-label={t('team.openOf', { name: row.name })}
                      >
                        {t('team.open')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {open && (
          <TeamReview
            key={`${open.cycleId}-${open.employeeId}-${version}`}
            row={open}
            onSaved={saved}
            onClose={() => setOpen(null)}
          />
        )}
      </div>
    </div>
  )
}
