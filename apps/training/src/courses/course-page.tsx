import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, showTime, type SessionPeople } from '../api'
import { Page } from '../page'
import { LoadError, router, useAction, useT } from '@hr-portal/kit'
import { CourseForm } from './course-form'
import { CourseVideo } from './course-video'
import { SessionForm } from './session-form'

/** One course (`/courses/:id`): materials, sessions and who is in each; HR enrols staff and marks attendance (850102). */
export function CoursePage({ id }: { id: number }) {
  const t = useT()
  const canEdit = usePermission('850101')
  const canEnrol = usePermission('850102')
  const [editing, setEditing] = useState(false)
  const course = useRequest(() => api.course(id), [id])
  const action = useAction()
  const data = course.data
  const change = (work: () => Promise<unknown>, message = '') =>
    void action.run(work, message).then((ok) => ok && course.retry())

  return (
    <Page
      title={data?.title ?? t('courses.title')}
      actions={
        <button type="button" onClick={() => router.navigate('/courses')}>
          {t('common.back')}
        </button>
      }
    >
      <LoadError className="form-error" error={course.error} retry={course.retry} />
      {action.status}
      {data && editing && (
        <CourseForm
          course={data}
          onSaved={() => {
            setEditing(false)
            course.retry()
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {data && !editing && (
        <section className="panel" aria-labelledby="course-about">
          <h2 id="course-about">{t('courses.about')}</h2>
          {data.summary && <p>{data.summary}</p>}
          <ul className="plain">
            {data.materials.map((m, i) => (
              <li key={i}>
                {m.kind === 'link' ? (
                  <a href={m.url} target="_blank" rel="noreferrer">
                    {m.name}
                  </a>
                ) : m.kind === 'video' ? (
                  <CourseVideo courseId={id} fileId={m.fileId} name={m.name} />
                ) : (
                  m.name
                )}
              </li>
            ))}
          </ul>
          {canEdit && (
            <div className="buttons">
              <button type="button" onClick={() => setEditing(true)}>
                {t('courses.edit')}
              </button>
              <button
                type="button"
                className="danger"
                onClick={() =>
                  void action.run(() => api.removeCourse(id)).then((ok) => ok && router.navigate('/courses'))
                }
              >
                {t('courses.remove')}
              </button>
            </div>
          )}
        </section>
      )}
      {data && (
        <section aria-labelledby="course-sessions">
          <h2 id="course-sessions">{t('sessions.title')}</h2>
          {data.sessions.length === 0 && <p className="empty">{t('sessions.none')}</p>}
          {data.sessions.map((session) => (
            <SessionBlock
              key={session.id}
              session={session}
              canEdit={canEdit === true}
              canEnrol={canEnrol === true}
              change={change}
              reload={course.retry}
            />
          ))}
          {canEdit && <SessionForm courseId={id} onSaved={course.retry} />}
        </section>
      )}
    </Page>
  )
}

function SessionBlock({
  session,
  canEdit,
  canEnrol,
  change,
  reload,
}: {
  session: SessionPeople
  canEdit: boolean
  canEnrol: boolean
  change: (work: () => Promise<unknown>, message?: string) => void
  reload: () => void
}) {
  const t = useT()
  const [editing, setEditing] = useState(false)
  const [found, setFound] = useState<Array<{ id: number; name: string; jobNumber?: string }>>([])
  const [keyword, setKeyword] = useState('')
  return (
    <article className="panel" aria-label={`${showTime(session.startsAt)} ${session.place}`}>
      {editing ? (
        <SessionForm
          courseId={session.courseId}
          session={session}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            reload()
          }}
        />
      ) : (
        <h3>
          {showTime(session.startsAt)} – {showTime(session.endsAt)} · {session.place}
        </h3>
      )}
      <p className="hint">{t('sessions.places', { enrolled: session.enrolled, capacity: session.capacity })}</p>
      {session.people.length > 0 && (
        <div className="table-scroll" role="region" tabIndex={0} aria-label={t('sessions.people')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('common.employee')}</th>
                <th scope="col">{t('sessions.attendance')}</th>
                {canEnrol && (
                  <th scope="col">
                    <span className="sr-only">{t('common.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {session.people.map((person) => (
                <tr key={person.employeeId}>
                  <th scope="row">
                    {person.name} <span className="sub">{person.jobNumber}</span>
                  </th>
                  <td>
                    {canEnrol ? (
                      <select
                        aria-label={t('sessions.attendanceOf', { name: person.name })}
                        value={person.attended === null ? '' : String(person.attended)}
                        onChange={(e) =>
                          change(
                            () => api.attendance(session.id, person.employeeId, e.target.value === 'true'),
                            t('sessions.marked'),
                          )
                        }
                      >
                        <option value="" disabled>
                          {t('sessions.unmarked')}
                        </option>
                        <option value="true">{t('sessions.attended')}</option>
                        <option value="false">{t('sessions.absent')}</option>
                      </select>
                    ) : person.attended === null ? (
                      t('sessions.unmarked')
                    ) : person.attended ? (
                      t('sessions.attended')
                    ) : (
                      t('sessions.absent')
                    )}
                  </td>
                  {canEnrol && (
                    <td>
                      <button type="button" onClick={() => change(() => api.unenrol(session.id, person.employeeId))}>
                        {t('sessions.unenrol')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEnrol && (
        <div className="row">
          <label>
            {t('sessions.enrolSomeone')}
            <input value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          </label>
          <button
            type="button"
            onClick={() =>
              void api
                .findStaff(keyword)
                .then(setFound)
                .catch(() => setFound([]))
            }
          >
            {t('audience.find')}
          </button>
          {found.map((person) => (
            <button
              key={person.id}
              type="button"
              onClick={() =>
                change(() => api.enrolOthers(session.id, [person.id]), t('sessions.enrolled', { name: person.name }))
              }
            >
              + {person.name}
            </button>
          ))}
        </div>
      )}
      {canEdit && !editing && (
        <div className="buttons">
          <button type="button" onClick={() => setEditing(true)}>
            {t('sessions.edit')}
          </button>
          {session.enrolled === 0 && (
            <button type="button" className="danger" onClick={() => change(() => api.removeSession(session.id))}>
              {t('sessions.remove')}
            </button>
          )}
        </div>
      )}
    </article>
  )
}
