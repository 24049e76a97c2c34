import type { Absence } from './delegation-api'
import { useT } from '@hr-portal/kit'

const shown = (wall: string) => wall.replace('T', ' ')

/** My absences as cards (planned, active, past), each with what it allows: end one under way, delete the others. */
export function AbsenceList({
  absences,
  onEnd,
  onDelete,
}: {
  absences: Absence[]
  onEnd: (a: Absence) => void
  onDelete: (a: Absence) => void
}) {
  const t = useT()
  if (absences.length === 0) return <p className="empty">{t('delegation.none')}</p>
  return (
    <ul className="absence-list" data-testid="my-absences">
      {absences.map((absence) => (
        <li key={absence.id} data-state={absence.state}>
          <p className="absence-head">
            <span className="status-tag" data-status={absence.state}>
              {t(`delegation.state.${absence.state}`)}
            </span>{' '}
            <strong>{t('delegation.span', { from: shown(absence.fromWall), to: shown(absence.toWall) })}</strong>
            {absence.endedEarly && <span className="hint"> · {t('delegation.endedEarly')}</span>}
          </p>
          <p>
            {t('delegation.delegatedTo', { name: absence.delegateName })}
            {absence.note ? ` · ${absence.note}` : ''}
          </p>
          <div className="row-actions">
            {absence.state === 'active' ? (
              <button
                type="button"
                onClick={() => onEnd(absence)}
                aria-label={t('delegation.endOne', { name: absence.delegateName })}
              >
                {t('delegation.end')}
              </button>
            ) : (
              <button
                type="button"
                className="danger"
                onClick={() => onDelete(absence)}
                aria-label={t('delegation.deleteOne', { from: shown(absence.fromWall) })}
              >
                {t('delegation.delete')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
