import { useState } from 'react'
import type { Shift } from './tables-api'
import { useLanguage, useT } from '@hr-portal/kit'

/** A week pattern (Monday first; a shift or rest per weekday) that fills the month of every employee shown. */
export function WeekFill({ shifts, onFill }: { shifts: Shift[]; onFill: (week: number[]) => Promise<void> }) {
  const t = useT()
  const language = useLanguage()
  const first = shifts[0]?.id ?? 0
  const [week, setWeek] = useState<number[]>([first, first, first, first, first, 0, 0])
  const [state, setState] = useState<{ busy: boolean; problem: string; done: boolean }>({
    busy: false,
    problem: '',
    done: false,
  })

  async function fill(event: React.FormEvent) {
    event.preventDefault()
    setState({ busy: true, problem: '', done: false })
    try {
      await onFill(week)
      setState({ busy: false, problem: '', done: true })
    } catch (cause) {
      setState({ busy: false, problem: cause instanceof Error ? cause.message : String(cause), done: false })
    }
  }

  return (
    <form className="week-fill" onSubmit={fill} aria-labelledby="week-fill-title">
      <h2 id="week-fill-title">{t('tables.weekPattern')}</h2>
      <div className="week-days">
        {week.map((value, index) => (
          <label key={index}>
            {t(`tables.weekday${index}`)}
            <select
              value={value}
              onChange={(event) => setWeek(week.map((v, i) => (i === index ? Number(event.target.value) : v)))}
            >
              {shifts.map((shift) => (
                <option key={shift.id} value={shift.id}>
                  {language === 'en' ? shift.nameEn : shift.nameZh}
                </option>
              ))}
              <option value={0}>{t('tables.rest')}</option>
            </select>
          </label>
        ))}
        <button type="submit" className="primary" disabled={state.busy}>
          {t('tables.fillMonth')}
        </button>
      </div>
      {state.problem && (
        <p role="alert" className="form-error">
          {state.problem}
        </p>
      )}
      <p className="form-done" aria-live="polite">
        {state.done ? t('tables.filled') : ''}
      </p>
    </form>
  )
}
