import { useRequest } from '@hr-portal/bridge/react'
import { callThrough } from '@hr-portal/api/client'
import { trainingApi } from '@hr-portal/api/client/training'
import { http, useT } from '@hr-portal/kit'

/** The training service's record routes (the contract's api/src/training). */
const records = trainingApi(callThrough(http)).records

const day = (at: number) => new Date(at).toISOString().slice(0, 10)

/** The person's training (the training service, checked as the record is): courses completed and exam results. */
export function TrainingSection({ id }: { id: number }) {
  const t = useT()
  const record = useRequest(() => records.person({ employeeId: id }), [id])
  const data = record.data
  if (!data) return null
  return (
    <section
      className="pers-section"
      aria-labelledby="section-training"
      data-section="training"
      data-testid="record-training"
    >
      <h2 id="section-training">{t('record.training')}</h2>
      {data.courses.length === 0 && data.exams.length === 0 && <p className="pers-hint">{t('record.noTraining')}</p>}
      <dl className="pers-fields">
        {data.courses.map((course) => (
          <div key={`c${course.courseId}`}>
            <dt>{t('record.trainingCourse')}</dt>
            <dd>
              {course.title} · {day(course.completedAt)}
            </dd>
          </div>
        ))}
        {data.exams.map((exam) => (
          <div key={`e${exam.examId}`}>
            <dt>{t('record.trainingExam')}</dt>
            <dd>
              {exam.title} · {exam.score} / {exam.total} ·{' '}
              {exam.passed ? t('record.examPassed') : t('record.examFailed')} · {day(exam.submittedAt)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
