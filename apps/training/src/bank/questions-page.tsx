import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type Question } from '../api'
import { Page } from '../page'
import { LoadError, useAction, useT } from '@hr-portal/kit'
import { QuestionForm } from './question-form'

/** The correct answer as words. */
export function keyText(t: ReturnType<typeof useT>, question: Question): string {
  const key = question.key
  if (question.type === 'single') return question.options[key as number] ?? ''
  if (question.type === 'multiple') return (key as number[]).map((i) => question.options[i]).join(' / ')
  if (question.type === 'judge') return key ? t('answer.true') : t('answer.false')
  if (question.type === 'fill') return (key as string[]).join(' | ')
  return String(key)
}

/** The question bank (menu 8503; 850301 adds and removes questions). */
export function QuestionsPage() {
  const t = useT()
  const canEdit = usePermission('850301')
  const list = useRequest(() => api.questions(), [])
  const action = useAction()
  const [editing, setEditing] = useState<number | null>(null)
  const [saved, setSaved] = useState('')
  return (
    <Page title={t('bank.title')}>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {canEdit && <QuestionForm onSaved={list.retry} />}
      {action.status}
      <p role="status" aria-live="polite" className="form-done">
        {saved}
      </p>
      {list.data && list.data.questions.length === 0 && <p className="empty">{t('bank.none')}</p>}
      <ol className="cards">
        {list.data?.questions.map((q, index) =>
          editing === q.id ? (
            <li key={q.id}>
              <QuestionForm
                question={q}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null)
                  setSaved(t('bank.saved'))
                  list.retry()
                }}
              />
            </li>
          ) : (
            <li key={q.id} className="panel">
              <p>
                <span className="tag">{t(`type.${q.type}`)}</span> {q.stem}{' '}
                <span className="hint">({t('common.points', { n: q.score })})</span>
              </p>
              {q.options.length > 0 && (
                <ol className="options" type="A">
                  {q.options.map((o, i) => (
                    <li key={i}>{o}</li>
                  ))}
                </ol>
              )}
              <p className="hint">
                {t('bank.key')}: {keyText(t, q)}
              </p>
              {canEdit && (
                <div className="buttons">
                  <button
                    type="button"
                    aria-label={t('bank.editOne', { n: index + 1 })}
                    onClick={() => {
                      setSaved('')
                      setEditing(q.id)
                    }}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('bank.removeOne', { n: index + 1 })}
                    onClick={() => void action.run(() => api.removeQuestion(q.id)).then((ok) => ok && list.retry())}
                  >
                    {t('common.remove')}
                  </button>
                </div>
              )}
            </li>
          ),
        )}
      </ol>
    </Page>
  )
}
