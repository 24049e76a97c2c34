import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, showTime } from '../api'
import { Page } from '../page'
import { LoadError, router, useT } from '@hr-portal/kit'
import { CourseForm } from './course-form'

/** Courses (menu 8501): each with its materials and sessions; 850101 adds and edits them. */
export function CoursesPage() {
  const t = useT()
  const canEdit = usePermission('850101')
  const [adding, setAdding] = useState(false)
  const list = useRequest(() => api.courses(), [])
  return (
    <Page
      testid="courses-page"
      title={t('courses.title')}
      actions={
        canEdit &&
        !adding && (
          <button type="button" className="primary" onClick={() => setAdding(true)}>
            {t('courses.add')}
          </button>
        )
      }
    >
      {adding && <CourseForm onSaved={(id) => router.navigate(`/courses/${id}`)} onCancel={() => setAdding(false)} />}
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {list.data && list.data.courses.length === 0 && <p className="empty">{t('courses.none')}</p>}
      <ul className="cards">
        {list.data?.courses.map((course) => (
          <li key={course.id} className="panel">
            <h2>
              <button type="button" className="link" onClick={() => router.navigate(`/courses/${course.id}`)}>
                {course.title}
              </button>
            </h2>
            {course.summary && <p>{course.summary}</p>}
            <p className="hint">
              {t('courses.counts', { materials: course.materials.length, sessions: course.sessions.length })}
              {course.sessions[0] && ` · ${t('courses.next', { time: showTime(course.sessions[0].startsAt) })}`}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  )
}
