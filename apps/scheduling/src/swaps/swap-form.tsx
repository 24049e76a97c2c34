import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { moveMonth } from '@hr-portal/ui'
import { api, messageOf, type Colleague } from '../api'
import { currentMonth } from '../tables-api'
import { useLanguage, useT } from '@hr-portal/kit'

/** Asks a colleague to swap: my day with a shift, their day with a shift (the same day or another), a reason. */
export function SwapForm({ onAsked }: { onAsked: () => void }) {
  const t = useT()
  const language = useLanguage()
  const [month, setMonth] = useState(currentMonth)
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Colleague[]>([])
  const [colleague, setColleague] = useState<Colleague | null>(null)
  const [day, setDay] = useState('')
  const [otherDay, setOtherDay] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  const plans = useRequest(() => api.swapDays(month, colleague?.id), [month, colleague?.id])
  const today = new Date().toISOString().slice(0, 10)
  const shiftName = (id: number) => {
    const shift = plans.data?.shifts.find((s) => s.id === id)
    return shift ? (language === 'en' ? shift.nameEn : shift.nameZh) : ''
  }
  const options = (byDay: Record<string, number> | null | undefined) =>
    Object.entries(byDay ?? {})
      .filter(([d, id]) => id > 0 && d >= today)
      .map(([d, id]) => (
        <option key={d} value={d}>
          {d} {shiftName(id)}
        </option>
      ))

  async function find(event: React.FormEvent | React.MouseEvent) {
    event.preventDefault()
    setFound(await api.colleagues(keyword.trim()))
  }
  async function ask(event: React.FormEvent) {
    event.preventDefault()
    if (!colleague) return
    setProblem('')
    setDone('')
    try {
      await api.applySwap({ day, otherEmployeeId: colleague.id, otherDay, reason: reason.trim() })
      setDone(t('swaps.asked', { name: colleague.name }))
      setReason('')
      onAsked()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <form className="panel form-grid" onSubmit={ask} aria-labelledby="swap-form-title" data-testid="swap-form">
      <h2 id="swap-form-title">{t('swaps.ask')}</h2>
      <div className="row">
        <input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('swaps.findColleague')}
          placeholder={t('swaps.findColleague')}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void find(e)
          }}
          data-testid="colleague-keyword"
        />
        <button type="button" onClick={find}>
          {t('groups.find')}
        </button>
      </div>
      {found.length > 0 && (
        <label>
          {t('swaps.colleague')}
          <select
            value={colleague?.id ?? ''}
            onChange={(e) => setColleague(found.find((c) => c.id === Number(e.target.value)) ?? null)}
            data-testid="colleague-select"
          >
            <option value="">{t('swaps.choose')}</option>
            {found.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} {c.jobNumber} · {c.organ}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="month-switch" role="group" aria-label={t('swaps.month')}>
        <button type="button" onClick={() => setMonth(moveMonth(month, -1))} aria-label={t('swaps.previousMonth')}>
          ‹
        </button>
        <output aria-live="polite">{month}</output>
        <button type="button" onClick={() => setMonth(moveMonth(month, 1))} aria-label={t('swaps.nextMonth')}>
          ›
        </button>
      </div>
      <label>
        {t('swaps.myDay')}
        <select value={day} onChange={(e) => setDay(e.target.value)} required data-testid="swap-my-day">
          <option value="">{t('swaps.choose')}</option>
          {options(plans.data?.mine)}
        </select>
      </label>
      <label>
        {t('swaps.theirDay')}
        <select
          value={otherDay}
          onChange={(e) => setOtherDay(e.target.value)}
          required
          disabled={!colleague}
          data-testid="swap-their-day"
        >
          <option value="">{t('swaps.choose')}</option>
          {options(plans.data?.theirs)}
        </select>
      </label>
      <label>
        {t('swaps.reason')}
        <textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={500}
          data-testid="swap-reason"
        />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <p className="form-done" aria-live="polite">
        {done}
      </p>
      <div className="buttons">
        <button type="submit" className="primary" disabled={!colleague}>
          {t('swaps.send')}
        </button>
      </div>
    </form>
  )
}
