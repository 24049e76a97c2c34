import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type ShiftType } from '../api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { EMPTY_SHIFT, ShiftTypeForm } from './shift-type-form'

/** Shift types (menu 8102; 810201 edits): a table of every shift with its rules, a form to add or change one, delete. */
export function ShiftTypesPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('810201')
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const shifts = useRequest(() => api.shiftTypes(), [version])
  const [editing, setEditing] = useState<(Omit<ShiftType, 'id'> & { id?: number }) | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const name = (s: ShiftType) => (language === 'en' ? s.nameEn : s.nameZh)
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('shiftTypes.title')}</h1>
        {canEdit && !editing && (
          <button type="button" className="primary" onClick={() => setEditing({ ...EMPTY_SHIFT })}>
            {t('shiftTypes.new')}
          </button>
        )}
      </header>
      <div className="page-body">
        <LoadError error={shifts.error} retry={shifts.retry} />
        {editing && (
          <ShiftTypeForm
            key={editing.id ?? 'new'}
            initial={editing}
            onCancel={() => setEditing(null)}
            onSave={async (draft) => {
              await api.saveShiftType(draft)
              setEditing(null)
              setStatus(t('shiftTypes.saved'))
              reload()
            }}
          />
        )}
        <p className="form-done" aria-live="polite">
          {status}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('shiftTypes.title')}>
          <table data-testid="shift-types">
            <thead>
              <tr>
                <th scope="col">{t('shiftTypes.name')}</th>
                <th scope="col">{t('shiftTypes.time')}</th>
                <th scope="col">{t('shiftTypes.breaks')}</th>
                <th scope="col">{t('shiftTypes.flexMinutes')}</th>
                <th scope="col">{t('shiftTypes.grace')}</th>
                <th scope="col">{t('shiftTypes.absentAfterMinutes')}</th>
                <th scope="col">{t('shiftTypes.minHours')}</th>
                {canEdit && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {(shifts.data ?? []).map((s) => (
                <tr key={s.id} data-shift={s.id}>
                  <th scope="row">{name(s)}</th>
                  <td>
                    {s.start}–{s.end}
                    {s.end <= s.start ? ` ${t('shiftTypes.nextDay')}` : ''}
                  </td>
                  <td>{s.breaks.map((b) => `${b.start}–${b.end}`).join(', ') || '—'}</td>
                  <td>{s.flexMinutes}</td>
                  <td>
                    {s.lateGraceMinutes} / {s.earlyGraceMinutes}
                  </td>
                  <td>{s.absentAfterMinutes || '—'}</td>
                  <td>{s.minHours}</td>
                  {canEdit && (
                    <td className="row-actions">
                      <button
                        type="button"
                        onClick={() => setEditing(s)}
                        aria-label={t('shiftTypes.editOne', { name: name(s) })}
                      >
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        aria-label={t('shiftTypes.deleteOne', { name: name(s) })}
                        onClick={async () => {
                          setProblem('')
                          try {
                            await api.deleteShiftType(s.id)
                            setStatus(t('shiftTypes.deleted'))
                            reload()
                          } catch (cause) {
                            setProblem(messageOf(cause))
                          }
                        }}
                      >
                        {t('common.delete')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  )
}
