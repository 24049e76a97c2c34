import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { Page } from '../page'
import { LoadError, useAction, useT } from '@hr-portal/kit'
import { ExamForm } from './exam-form'

/** Exams (menu 8505; 850501 sets them up): a paper, a time limit, a pass mark and who takes it; each taker's result. */
export function ExamsPage() {
  const t = useT()
  const canEdit = usePermission('850501')
  const list = useRequest(() => api.exams(), [])
  const papers = useRequest(() => (canEdit ? api.papers() : Promise.resolve({ papers: [] })), [canEdit])
  const [editing, setEditing] = useState<number | null>(null)
  const [saved, setSaved] = useState('')
  const [open, setOpen] = useState<number | null>(null)
  const results = useRequest(() => (open === null ? Promise.resolve(null) : api.results(open)), [open])
  const action = useAction()

  return (
    <Page testid="exams-page" title={t('exams.title')}>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {canEdit && <ExamForm papers={papers.data?.papers ?? []} onSaved={list.retry} />}
      <p role="status" aria-live="polite" className="form-done">
        {saved}
      </p>
      {action.status}
      {list.data && list.data.exams.length === 0 && <p className="empty">{t('exams.none')}</p>}
      <ul className="cards">
        {list.data?.exams.map((exam) =>
          editing === exam.id ? (
            <li key={exam.id}>
              <ExamForm
                exam={exam}
                papers={papers.data?.papers ?? []}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null)
                  setSaved(t('exams.added'))
                  list.retry()
                }}
              />
            </li>
          ) : (
            <li key={exam.id} className="panel">
              <h2>
                {exam.title}
                {exam.closed && <span className="tag">{t('exams.closed')}</span>}
              </h2>
              <p className="hint">
                {t('exams.facts', {
                  paper: exam.paperTitle,
                  minutes: exam.minutes,
                  pass: exam.passMark,
                  total: exam.total,
                })}
              </p>
              <p className="hint">
                {t('exams.counts', { taking: exam.taking, marking: exam.marking, marked: exam.marked })}
              </p>
              <div className="buttons">
                <button
                  type="button"
                  aria-expanded={open === exam.id}
                  onClick={() => setOpen(open === exam.id ? null : exam.id)}
                >
                  {t('exams.results')}
                </button>
                {canEdit && (
                  <button
                    type="button"
                    aria-label={t('exams.editOne', { title: exam.title })}
                    onClick={() => {
                      setSaved('')
                      setEditing(exam.id)
                    }}
                  >
                    {t('common.edit')}
                  </button>
                )}
                {canEdit && (
                  <button
                    type="button"
                    onClick={() =>
                      void action
                        .run(() =>
                          api.saveExam({
                            id: exam.id,
                            title: exam.title,
                            paperId: exam.paperId,
                            minutes: exam.minutes,
                            passMark: exam.passMark,
                            audience: exam.audience,
                            closed: !exam.closed,
                          }),
                        )
                        .then((ok) => ok && list.retry())
                    }
                  >
                    {exam.closed ? t('exams.reopen') : t('exams.close')}
                  </button>
                )}
              </div>
              {open === exam.id &&
                results.data &&
                (results.data.results.length === 0 ? (
                  <p className="empty">{t('exams.noResults')}</p>
                ) : (
                  <ul className="plain">
                    {results.data.results.map((r) => (
                      <li key={r.attemptId}>
                        {r.name} {r.jobNumber} · {t(`attempt.${r.state}`)}
                        {r.score !== null && ` · ${t('common.score', { score: r.score, total: r.total })}`}
                        {r.passed !== null && ` · ${r.passed ? t('attempt.passed') : t('attempt.failed')}`}
                      </li>
                    ))}
                  </ul>
                ))}
            </li>
          ),
        )}
      </ul>
    </Page>
  )
}
