import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { Page } from '../page'
import { LoadError, router, useAction, useT } from '@hr-portal/kit'
import { ResultLine } from './result-line'

/** My exams (menu 8508, everyone): the exams I take, to start or resume, and my results with the certificate of a pass. */
export function MyExamsPage() {
  const t = useT()
  const list = useRequest(() => api.myExams(), [])
  const action = useAction()
  return (
    <Page title={t('myExams.title')}>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {action.status}
      {list.data && list.data.exams.length === 0 && <p className="empty">{t('myExams.none')}</p>}
      <ul className="cards">
        {list.data?.exams.map((exam) => (
          <li key={exam.id} className="panel" data-testid={`my-exam-${exam.id}`}>
            <h2>{exam.title}</h2>
            <p className="hint">{t('myExams.facts', { minutes: exam.minutes, pass: exam.passMark })}</p>
            {exam.attempt && exam.attempt.state !== 'taking' ? (
              <ResultLine attempt={exam.attempt} />
            ) : (
              <button type="button" className="primary" onClick={() => router.navigate(`/my-exams/${exam.id}`)}>
                {exam.attempt ? t('myExams.resume') : t('myExams.start')}
              </button>
            )}
            {exam.attempt?.passed && (
              <button type="button" onClick={() => void action.run(() => api.certificate(exam.id, exam.title))}>
                {t('myExams.certificate')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Page>
  )
}
