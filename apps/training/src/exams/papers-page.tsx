import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type QuestionType, type Rule } from '../api'
import { Page } from '../page'
import { LoadError, useAction, useT } from '@hr-portal/kit'

const TYPES: QuestionType[] = ['single', 'multiple', 'judge', 'fill', 'short']

/** Papers (menu 8504; 850401 makes them): fixed (chosen questions) or random (so many of a type, drawn for each taker). */
export function PapersPage() {
  const t = useT()
  const canEdit = usePermission('850401')
  const list = useRequest(() => api.papers(), [])
  const bank = useRequest(() => (canEdit ? api.questions() : Promise.resolve({ questions: [] })), [canEdit])
  const [title, setTitle] = useState('')
  const [mode, setMode] = useState<'fixed' | 'random'>('fixed')
  const [chosen, setChosen] = useState<number[]>([])
  const [rules, setRules] = useState<Rule[]>([{ type: 'single', count: 1, score: 5 }])
  const action = useAction()
  const rule = (index: number, change: Partial<Rule>) =>
    setRules(rules.map((r, i) => (i === index ? { ...r, ...change } : r)))

  return (
    <Page title={t('papers.title')}>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {canEdit && (
        <form
          className="panel form-grid"
          aria-label={t('papers.add')}
          onSubmit={(e) => {
            e.preventDefault()
            void action
              .run(() => api.savePaper({ title, mode, questionIds: chosen, rules }), t('papers.added'))
              .then((ok) => {
                if (ok) {
                  setTitle('')
                  setChosen([])
                  list.retry()
                }
              })
          }}
        >
          <h2>{t('papers.add')}</h2>
          <label>
            {t('papers.paperTitle')}
            <input required maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <fieldset>
            <legend>{t('papers.mode')}</legend>
            <label className="check">
              <input type="radio" name="mode" checked={mode === 'fixed'} onChange={() => setMode('fixed')} />
              {t('papers.fixed')}
            </label>
            <label className="check">
              <input type="radio" name="mode" checked={mode === 'random'} onChange={() => setMode('random')} />
              {t('papers.random')}
            </label>
          </fieldset>
          {mode === 'fixed' && (
            <fieldset>
              <legend>{t('papers.questions')}</legend>
              {bank.data?.questions.map((q) => (
                <label key={q.id} className="check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(q.id)}
                    onChange={(e) =>
                      setChosen(e.target.checked ? [...chosen, q.id] : chosen.filter((id) => id !== q.id))
                    }
                  />
                  [{t(`type.${q.type}`)}] {q.stem} ({t('common.points', { n: q.score })})
                </label>
              ))}
            </fieldset>
          )}
          {mode === 'random' && (
            <fieldset>
              <legend>{t('papers.rules')}</legend>
              {rules.map((r, index) => (
                <div key={index} className="row">
                  <label>
                    {t('bank.type')}
                    <select value={r.type} onChange={(e) => rule(index, { type: e.target.value as QuestionType })}>
                      {TYPES.map((one) => (
                        <option key={one} value={one}>
                          {t(`type.${one}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    {t('papers.count')}
                    <input
                      type="number"
                      min={1}
                      max={200}
                      value={r.count}
                      onChange={(e) => rule(index, { count: Number(e.target.value) })}
                    />
                  </label>
                  <label>
                    {t('papers.each')}
                    <input
                      type="number"
                      min={1}
                      max={100}
                      value={r.score}
                      onChange={(e) => rule(index, { score: Number(e.target.value) })}
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() => setRules(rules.filter((_, i) => i !== index))}
                    aria-label={t('papers.removeRule', { n: index + 1 })}
                  >
                    ×
                  </button>
                </div>
              ))}
              <button type="button" onClick={() => setRules([...rules, { type: 'judge', count: 1, score: 5 }])}>
                {t('papers.addRule')}
              </button>
            </fieldset>
          )}
          <div className="buttons">
            <button type="submit" className="primary" disabled={action.busy}>
              {t('papers.add')}
            </button>
          </div>
        </form>
      )}
      {action.status}
      {list.data && list.data.papers.length === 0 && <p className="empty">{t('papers.none')}</p>}
      <ul className="cards">
        {list.data?.papers.map((p) => (
          <li key={p.id} className="panel row">
            <span>
              <strong>{p.title}</strong> ·{' '}
              {p.mode === 'fixed'
                ? t('papers.fixedCount', { n: p.questionIds.length })
                : t('papers.randomCount', { n: p.rules.reduce((s, r) => s + r.count, 0) })}{' '}
              · {t('common.points', { n: p.total })}
            </span>
            {canEdit && (
              <button
                type="button"
                className="danger"
                onClick={() => void action.run(() => api.removePaper(p.id)).then((ok) => ok && list.retry())}
              >
                {t('common.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Page>
  )
}
