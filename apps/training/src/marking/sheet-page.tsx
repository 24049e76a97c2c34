import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type Answer, type MarkingSheet } from '../api'
import { keyText } from '../bank/questions-page'
import { Page } from '../page'
import { LoadError, router, useAction, useT } from '@hr-portal/kit'

/** The answer as words. */
function answerText(
  t: ReturnType<typeof useT>,
  question: MarkingSheet['questions'][number],
  answer: Answer | null,
): string {
  if (answer === null) return t('marking.unanswered')
  if (question.type === 'single') return question.options[answer as number] ?? ''
  if (question.type === 'multiple') return (answer as number[]).map((i) => question.options[i]).join(' / ')
  if (question.type === 'judge') return answer ? t('answer.true') : t('answer.false')
  return String(answer)
}

/** One answer sheet (`/marking/:attemptId`): every answer with its points; HR gives the short answers theirs (850601). */
export function SheetPage({ attemptId }: { attemptId: number }) {
  const t = useT()
  const canMark = usePermission('850601')
  const sheet = useRequest(() => api.markingSheet(attemptId), [attemptId])
  const [points, setPoints] = useState<Record<number, number>>({})
  const action = useAction()
  const data = sheet.data
  const shorts = data?.questions.filter((q) => q.type === 'short' && q.answer !== null) ?? []

  return (
    <Page
      title={data ? `${data.title} · ${data.name}` : t('marking.title')}
      actions={
        <button type="button" onClick={() => router.navigate('/marking')}>
          {t('common.back')}
        </button>
      }
    >
      <LoadError className="form-error" error={sheet.error} retry={sheet.retry} />
      {data && (
        <p className="hint">
          {data.jobNumber} · {t('exams.passMarkOf', { pass: data.passMark, total: data.total })}
        </p>
      )}
      <form
        aria-label={t('marking.title')}
        onSubmit={(e) => {
          e.preventDefault()
          const marks = shorts.map((q) => ({ questionId: q.id, points: points[q.id] ?? q.points ?? 0 }))
          void action
            .run(async () => {
              const after = await api.mark(attemptId, marks)
              return after
            }, t('marking.saved'))
            .then((ok) => ok && sheet.retry())
        }}
      >
        <ol className="cards">
          {data?.questions.map((q) => (
            <li key={q.id} className="panel">
              <p>
                <span className="tag">{t(`type.${q.type}`)}</span> {q.stem}{' '}
                <span className="hint">({t('common.points', { n: q.score })})</span>
              </p>
              <p>
                {t('marking.answer')}: <strong>{answerText(t, q, q.answer)}</strong>
              </p>
              <p className="hint">
                {q.type === 'short' ? t('bank.reference') : t('bank.key')}: {keyText(t, q)}
              </p>
              {q.type === 'short' && q.answer !== null && canMark ? (
                <label>
                  {t('marking.pointsFor', { max: q.score })}
                  <input
                    type="number"
                    min={0}
                    max={q.score}
                    required
                    value={points[q.id] ?? q.points ?? ''}
                    data-testid={`points-${q.id}`}
                    onChange={(e) => setPoints({ ...points, [q.id]: Number(e.target.value) })}
                  />
                </label>
              ) : (
                <p className="hint">
                  {t('marking.points')}: {q.points ?? '—'}
                </p>
              )}
            </li>
          ))}
        </ol>
        {action.status}
        {data && data.state === 'marked' && (
          <p className="form-done">{t('common.score', { score: data.score ?? 0, total: data.total })}</p>
        )}
        {canMark && shorts.length > 0 && (
          <div className="buttons">
            <button type="submit" className="primary" disabled={action.busy}>
              {t('marking.save')}
            </button>
          </div>
        )}
      </form>
    </Page>
  )
}
