import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type Audience } from '../api'
import { AudienceField } from '../audience-field'
import { Page } from '../page'
import { LoadError, useAction, useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const nobody: Audience = { organIds: [], zhiweiIds: [], employeeIds: [] }

/** Compulsory training (menu 8502): a course for departments, posts or people by a due date, and who has done it; 850201 assigns. */
export function AssignmentsPage() {
  const t = useT()
  const canAssign = usePermission('850201')
  const list = useRequest(() => api.assignments(), [])
  const courses = useRequest(() => api.courses(), [])
  const [courseId, setCourseId] = useState(0)
  const [audience, setAudience] = useState<Audience>(nobody)
  const [dueDate, setDueDate] = useState('')
  const [open, setOpen] = useState<number | null>(null)
  const progress = useRequest(() => (open === null ? Promise.resolve(null) : api.progress(open)), [open])
  const action = useAction()

  return (
    <Page title={t('assign.title')}>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {action.status}
      {canAssign && (
        <form
          className="panel form-grid"
          aria-label={t('assign.add')}
          onSubmit={(e) => {
            e.preventDefault()
            void action
              .run(() => api.saveAssignment({ courseId, audience, dueDate }), t('assign.added'))
              .then((ok) => {
                if (ok) {
                  setAudience(nobody)
                  list.retry()
                }
              })
          }}
        >
          <h2>{t('assign.add')}</h2>
          <label>
            {t('assign.course')}
            <select required value={courseId || ''} onChange={(e) => setCourseId(Number(e.target.value))}>
              <option value="" disabled>
                {t('common.choose')}
              </option>
              {courses.data?.courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
          <AudienceField value={audience} onChange={setAudience} />
          <label>
            {t('assign.dueDate')}
            <DateField kind="date" required value={dueDate} onValueChange={setDueDate} />
          </label>
          <div className="buttons">
            <button type="submit" className="primary" disabled={action.busy}>
              {t('assign.add')}
            </button>
          </div>
        </form>
      )}
      {list.data && list.data.assignments.length === 0 && <p className="empty">{t('assign.none')}</p>}
      {list.data && list.data.assignments.length > 0 && (
        <div className="table-scroll" role="region" tabIndex={0} aria-label={t('assign.title')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('assign.course')}</th>
                <th scope="col">{t('assign.dueDate')}</th>
                <th scope="col" className="num">
                  {t('assign.people')}
                </th>
                <th scope="col" className="num">
                  {t('assign.done')}
                </th>
                <th scope="col" className="num">
                  {t('assign.overdue')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.assignments.map((a) => (
                <tr key={a.id}>
                  <th scope="row">{a.title}</th>
                  <td>{a.dueDate}</td>
                  <td className="num">{a.counts.total}</td>
                  <td className="num">{a.counts.done}</td>
                  <td className="num">{a.counts.overdue}</td>
                  <td className="buttons">
                    <button
                      type="button"
                      aria-expanded={open === a.id}
                      onClick={() => setOpen(open === a.id ? null : a.id)}
                    >
                      {t('assign.progress')}
                    </button>
                    {canAssign && (
                      <button
                        type="button"
                        className="danger"
                        onClick={() =>
                          void action.run(() => api.removeAssignment(a.id)).then((ok) => ok && list.retry())
                        }
                      >
                        {t('common.remove')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {progress.data && (
        <section className="panel" aria-label={t('assign.progress')}>
          <ul className="plain">
            {progress.data.people.map((p) => (
              <li key={p.employeeId}>
                {p.name} {p.jobNumber} · <span className={`state-${p.state}`}>{t(`state.${p.state}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  )
}
