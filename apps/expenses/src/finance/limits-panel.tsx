import { useState } from 'react'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { api, type CategoryLimit, type ExpenseCategory } from '../api'
import { amountProblem, yuan } from '../money'

const PERIODS = ['line', 'day', 'month'] as const
const ACTIONS = ['warn', 'refuse'] as const

/** The category limits (per line, day or month; for a position or grade when given) and the form to add one. */
export function LimitsPanel({
  categories,
  limits,
  onChanged,
}: {
  categories: ExpenseCategory[]
  limits: CategoryLimit[]
  onChanged: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const [categoryCode, setCategoryCode] = useState(categories[0]?.code ?? '')
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('line')
  const [amount, setAmount] = useState('')
  const [grade, setGrade] = useState('')
  const [positionId, setPositionId] = useState('')
  const [limitAction, setLimitAction] = useState<(typeof ACTIONS)[number]>('warn')
  const action = useAction(onChanged)
  const nameOf = (code: string) => {
    const c = categories.find((one) => one.code === code)
    return c ? (language === 'en' ? c.nameEn : c.nameZh) : code
  }
  return (
    <section className="panel" aria-labelledby="limits-title">
      <h2 id="limits-title">{t('limits.title')}</h2>
      {limits.length === 0 && <p className="empty">{t('limits.none')}</p>}
      <ul className="cards">
        {limits.map((l) => (
          <li key={l.id} className="claim-card" data-testid="limit">
            <span className="line-head">
              <span>
                {nameOf(l.categoryCode)} · {t(`limits.period.${l.period}`)}
              </span>
              <span className="amount">{yuan(l.amount)}</span>
            </span>
            <span className="sub">
              {t(`limits.action.${l.action}`)}
              {l.grade ? ` · ${t('limits.gradeIs', { grade: l.grade })}` : ''}
              {l.positionId ? ` · ${t('limits.positionIs', { position: l.positionId })}` : ''}
            </span>
            <button
              type="button"
              className="danger"
              disabled={action.busy}
              onClick={() => void action.run(() => api.removeLimit(l.id), t('limits.removed'))}
            >
              {t('limits.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="row"
        aria-label={t('limits.add')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const bad = amountProblem(amount)
          if (bad) return action.setProblem(t(`check.amount.${bad}`))
          const body = {
            categoryCode,
            period,
            amount: amount.trim(),
            action: limitAction,
            ...(grade.trim() ? { grade: grade.trim() } : {}),
            ...(positionId.trim() ? { positionId: positionId.trim() } : {}),
          }
          void action.run(() => api.saveLimit(body), t('limits.saved')).then((ok) => ok && setAmount(''))
        }}
      >
        <label>
          {t('line.category')}
          <select value={categoryCode} onChange={(e) => setCategoryCode(e.target.value)}>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {language === 'en' ? c.nameEn : c.nameZh}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('limits.per')}
          <select value={period} onChange={(e) => setPeriod(e.target.value as typeof period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`limits.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('limits.amount')}
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label>
          {t('limits.when')}
          <select value={limitAction} onChange={(e) => setLimitAction(e.target.value as typeof limitAction)}>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`limits.action.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('limits.grade')}
          <input maxLength={40} value={grade} onChange={(e) => setGrade(e.target.value)} />
        </label>
        <label>
          {t('limits.position')}
          <input maxLength={40} value={positionId} onChange={(e) => setPositionId(e.target.value)} />
        </label>
        <button type="submit" disabled={action.busy || !categoryCode}>
          {t('limits.addButton')}
        </button>
      </form>
      {action.status}
    </section>
  )
}
