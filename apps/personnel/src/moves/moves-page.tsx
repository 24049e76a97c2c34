import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { MoveForm } from './move-form'
import { type MoveStatus, movesApi, type StaffMove } from './moves-api'
import { ProbationSection } from './probation-section'

const STATUSES: MoveStatus[] = ['pending', 'approved', 'applied', 'rejected', 'cancelled', 'failed']

/** What a move changes, in words: department, position, post, manager and base pay, those it sets. */
function changesOf(move: StaffMove, t: ReturnType<typeof useT>): string {
  const parts: string[] = []
  if (move.organName) parts.push(`${t('moves.organ')}: ${move.organName}`)
  if (move.gangweiName) parts.push(`${t('moves.gangwei')}: ${move.gangweiName}`)
  if (move.zhiweiName) parts.push(`${t('moves.zhiwei')}: ${move.zhiweiName}`)
  if (move.managerName) parts.push(`${t('moves.manager')}: ${move.managerName}`)
  if (move.base !== null) parts.push(`${t('moves.base')}: ${move.base}`)
  return parts.join('; ')
}

/**
 * Moves (人事异动 / Moves, function 1106): a new move for HR (anyone in their range) or a line manager (their direct
 * reports), probation reviews, and the moves the caller may see with where each stands, filtered by status.
 */
export function MovesPage() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [status, setStatus] = useState<MoveStatus | ''>('')
  const moves = useRequest(() => movesApi.list(status || undefined), [status, language])
  return (
    <div className="pers-page" data-testid="moves-page">
      <header className="page-head">
        <h1>{t('moves.title')}</h1>
      </header>
      <main className="pers-body">
        <MoveForm onSent={moves.retry} />
        <ProbationSection />
        <section className="pers-section" aria-labelledby={`${id}-list`}>
          <div className="pers-section-head">
            <h2 id={`${id}-list`}>{t('moves.list')}</h2>
            <label>
              {t('moves.filter')}{' '}
              <select
                className="hr-input pers-leaving-filter"
                value={status}
                onChange={(e) => setStatus(e.target.value as MoveStatus | '')}
              >
                <option value="">{t('moves.all')}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`moves.status_${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <RequestError className="pers-error" error={moves.error} retry={moves.retry} />
          {moves.data?.length === 0 && <p className="pers-hint">{t('moves.empty')}</p>}
          {!!moves.data?.length && (
            <div className="pers-table-wrap">
              <table className="pers-contract-table">
                <thead>
                  <tr>
                    <th scope="col">{t('moves.person')}</th>
                    <th scope="col">{t('moves.kind')}</th>
                    <th scope="col">{t('moves.effectiveDate')}</th>
                    <th scope="col">{t('moves.changes')}</th>
                    <th scope="col">{t('moves.reason')}</th>
                    <th scope="col">{t('moves.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {moves.data.map((move) => (
                    <tr key={move.id} data-testid="move-row">
                      <td>{move.employeeName}</td>
                      <td>{t(`moves.kind_${move.kind}`)}</td>
                      <td>{move.effectiveDate}</td>
                      <td>{changesOf(move, t)}</td>
                      <td>{move.reason}</td>
                      <td>{t(`moves.status_${move.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </main>
    </div>
  )
}
