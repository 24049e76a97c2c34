import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type Cycle, type Participant } from '../api'
import { ratingLabel } from '../parts/labels'
import { LoadProblem } from '../parts/problem'
import { app, useT } from '@hr-portal/kit'
import { DepartmentPicker } from './department-picker'
import { ReviewerForm } from './reviewer-form'

const NEXT: Partial<Record<Cycle['phase'], Cycle['phase']>> = {
  draft: 'goals',
  goals: 'self',
  self: 'manager',
  manager: 'calibration',
}

/** One cycle: its phase and dates, moving it to the next phase, adding departments, and its participants. */
export function CycleDetail({
  cycleId,
  version,
  canEdit,
  onChanged,
  onEdit,
}: {
  cycleId: number
  version: number
  canEdit: boolean
  onChanged: (message: string) => void
  onEdit: (cycle: Cycle) => void
}) {
  const t = useT()
  const detail = useRequest(() => api.cycle(cycleId), [cycleId, version])
  const [problem, setProblem] = useState('')
  const [reviewing, setReviewing] = useState<Participant | null>(null)
  const cycle = detail.data?.cycle
  // A reviewer changes until the manager's review is in (not in calibration or later).
  const reviewerOpen = (p: Participant) =>
    (cycle?.phase === 'draft' || cycle?.phase === 'goals' || cycle?.phase === 'self' || cycle?.phase === 'manager') &&
    p.status !== 'managerReviewed'
  const next = cycle ? NEXT[cycle.phase] : undefined
  const act = async (work: () => Promise<string>) => {
    setProblem('')
    try {
      onChanged(await work())
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  const advance = () =>
    act(async () => {
      const ok = await app.shell.ui
        .confirm({ title: t('cycles.advance'), content: t('cycles.advanceConfirm', { phase: t(`phase.${next}`) }) })
        .catch(() => false)
      if (!ok) return ''
      const { phase } = await api.advance(cycleId)
      return t('cycles.advanced', { phase: t(`phase.${phase}`) })
    })
  const remove = (employeeId: number, name: string) =>
    act(async () => {
      const ok = await app.shell.ui
        .confirm({ title: t('cycles.remove'), content: t('cycles.removeConfirm', { name }) })
        .catch(() => false)
      if (!ok) return ''
      await api.removeParticipant(cycleId, employeeId)
      return t('cycles.removed', { name })
    })

  return (
    <section className="panel form-grid wide" aria-labelledby="cycle-title" data-testid="cycle-detail">
      <LoadProblem error={detail.error} retry={detail.retry} />
      {cycle && (
        <>
          <div className="goal-head">
            <h2 id="cycle-title">{cycle.name}</h2>
            <div className="buttons">
              {canEdit && cycle.phase !== 'released' && (
                <button type="button" onClick={() => onEdit(cycle)}>
                  {t('cycles.editButton')}
                </button>
              )}
              {canEdit && next && (
                <button type="button" className="primary" onClick={() => void advance()}>
                  {t('cycles.advanceTo', { phase: t(`phase.${next}`) })}
                </button>
              )}
            </div>
          </div>
          <p>
            {t('cycle.phaseIs', { phase: t(`phase.${cycle.phase}`) })} ·{' '}
            {t('cycle.targetShort', {
              top: cycle.target.top,
              middle: cycle.target.middle,
              bottom: cycle.target.bottom,
            })}
          </p>
          <p className="sub">
            {t('cycle.datesShort', {
              start: cycle.startDate,
              goals: cycle.goalsDue,
              self: cycle.selfDue,
              manager: cycle.managerDue,
              calibration: cycle.calibrationDue,
              end: cycle.endDate,
            })}
          </p>
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          {canEdit && (cycle.phase === 'draft' || cycle.phase === 'goals') && (
            <DepartmentPicker cycleId={cycleId} onAdded={onChanged} />
          )}
          <h3>{t('cycles.participantsOf', { count: detail.data!.participants.length })}</h3>
          {detail.data!.participants.length === 0 ? (
            <p className="empty">{t('cycles.noParticipants')}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('cycles.participants')}>
              <table data-testid="participants-table">
                <thead>
                  <tr>
                    <th scope="col">{t('common.employee')}</th>
                    <th scope="col">{t('common.department')}</th>
                    <th scope="col">{t('cycles.reviewer')}</th>
                    <th scope="col">{t('common.status')}</th>
                    <th scope="col">{t('result.rating')}</th>
                    {canEdit && (
                      <th scope="col">
                        <span className="hr-visually-hidden">{t('common.actions')}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {detail.data!.participants.map((p) => (
                    <tr key={p.employeeId}>
                      <th scope="row">
                        {p.name}
                        <span className="sub">{p.jobNumber}</span>
                      </th>
                      <td>{p.organ}</td>
                      <td>{p.managerName || <span className="warn">{t('cycles.noManager')}</span>}</td>
                      <td>{t(`status.${p.status}`)}</td>
                      <td>{detail.data!.hidden.includes('rating') ? t('common.hidden') : ratingLabel(t, p.rating)}</td>
                      {canEdit && (
                        <td className="buttons">
                          {reviewerOpen(p) && (
                            <button
                              type="button"
                              onClick={() => setReviewing(p)}
                              aria-label={t('cycles.reviewerOf', { name: p.name })}
                            >
                              {t('cycles.reviewerChange')}
                            </button>
                          )}
                          {cycle.phase !== 'released' && (
                            <button
                              type="button"
                              className="danger"
                              onClick={() => void remove(p.employeeId, p.name)}
                              aria-label={t('cycles.removeOf', { name: p.name })}
                            >
                              {t('cycles.remove')}
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {reviewing && (
            <ReviewerForm
              key={reviewing.employeeId}
              cycleId={cycleId}
              row={reviewing}
              onCancel={() => setReviewing(null)}
              onSaved={(message) => {
                setReviewing(null)
                onChanged(message)
              }}
            />
          )}
        </>
      )}
    </section>
  )
}
