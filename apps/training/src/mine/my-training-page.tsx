import { useRequest } from '@hr-portal/bridge/react'
import { api, showTime } from '../api'
import { CourseVideo } from '../courses/course-video'
import { Page } from '../page'
import { LoadError, useAction, useT } from '@hr-portal/kit'

/** My training (menu 8507, everyone): compulsory training with its due date, the courses, their materials and sessions to enrol in. */
export function MyTrainingPage() {
  const t = useT()
  const mine = useRequest(() => api.myTraining(), [])
  const action = useAction()
  const data = mine.data
  const titleOf = (courseId: number) => data?.courses.find((c) => c.id === courseId)?.title ?? ''
  const change = (work: () => Promise<unknown>, message: string) =>
    void action.run(work, message).then((ok) => ok && mine.retry())

  return (
    <Page title={t('mine.title')}>
      <LoadError className="form-error" error={mine.error} retry={mine.retry} />
      {action.status}
      <section aria-labelledby="required-title">
        <h2 id="required-title">{t('mine.required')}</h2>
        {data && data.required.length === 0 && <p className="empty">{t('mine.noRequired')}</p>}
        <ul className="cards">
          {data?.required.map((r) => (
            <li key={r.assignmentId} className="panel row">
              <span>
                <strong>{titleOf(r.courseId)}</strong> · {t('mine.due', { date: r.dueDate })}
              </span>
              <span className={`tag state-${r.state}`}>{t(`state.${r.state}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="courses-title">
        <h2 id="courses-title">{t('mine.courses')}</h2>
        {data && data.courses.length === 0 && <p className="empty">{t('courses.none')}</p>}
        <ul className="cards">
          {data?.courses.map((course) => (
            <li key={course.id} className="panel">
              <h3>{course.title}</h3>
              {course.summary && <p>{course.summary}</p>}
              {course.materials.length > 0 && (
                <ul className="plain" aria-label={t('courses.materials')}>
                  {course.materials.map((m, i) => (
                    <li key={i}>
                      {m.kind === 'link' ? (
                        <a href={m.url} target="_blank" rel="noreferrer">
                          {m.name}
                        </a>
                      ) : m.kind === 'video' ? (
                        <CourseVideo courseId={course.id} fileId={m.fileId} name={m.name} />
                      ) : (
                        <button
                          type="button"
                          className="link"
                          onClick={() => void action.run(() => api.material(course.id, m.fileId))}
                        >
                          {m.name}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {course.sessions.map((s) => (
                <div key={s.id} className="row session">
                  <span>
                    {showTime(s.startsAt)} · {s.place} ·{' '}
                    {t('sessions.places', { enrolled: s.enrolled, capacity: s.capacity })}
                  </span>
                  {s.attended !== null ? (
                    <span className="tag">{s.attended ? t('sessions.attended') : t('sessions.absent')}</span>
                  ) : s.mine ? (
                    <button type="button" onClick={() => change(() => api.withdraw(s.id), t('mine.withdrawn'))}>
                      {t('mine.withdraw')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="primary"
                      disabled={s.enrolled >= s.capacity}
                      onClick={() => change(() => api.enrol(s.id), t('mine.enrolled'))}
                    >
                      {t('mine.enrol')}
                    </button>
                  )}
                </div>
              ))}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  )
}
