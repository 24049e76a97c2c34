import { useEffect, useRef, useState } from 'react'
import { messageOf, type CalendarDay } from '../api'
import { useT } from '@hr-portal/kit'
import { kindShown } from './year-view'

interface Props {
  day: string
  current: CalendarDay | undefined
  onSave: (day: CalendarDay) => Promise<void>
  onRemove: () => Promise<void>
  onClose: () => void
}

/**
 * Adds or changes one day of a calendar (a statutory holiday, a bridged rest day or a make-up working day, its names),
 * or removes it; Escape closes.
 */
export function DayForm({ day, current, onSave, onRemove, onClose }: Props) {
  const t = useT()
  const [kind, setKind] = useState(current ? kindShown(current) : 'holiday')
  const [nameZh, setNameZh] = useState(current?.nameZh ?? '')
  const [nameEn, setNameEn] = useState(current?.nameEn ?? '')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const first = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    first.current?.focus()
  }, [])

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setProblem('')
    try {
      await action()
    } catch (cause) {
      setProblem(messageOf(cause))
      setBusy(false)
    }
  }
  return (
    <div
      className="dialog-backdrop"
      role="dialog"
      aria-modal="true"
      aria-labelledby="day-form-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      <form
        className="dialog"
        onSubmit={(e) => {
          e.preventDefault()
          const names = { nameZh: nameZh.trim(), nameEn: nameEn.trim() || nameZh.trim() }
          const statutory = kind === 'holiday'
          void run(() => onSave({ day, kind: kind === 'workday' ? 'workday' : 'holiday', statutory, ...names }))
        }}
      >
        <h2 id="day-form-title">{t('calendars.dayTitle', { day })}</h2>
        <label>
          {t('calendars.kindLabel')}
          <select
            ref={first}
            value={kind}
            onChange={(e) => setKind(e.target.value as ReturnType<typeof kindShown>)}
            data-testid="day-kind"
          >
            <option value="holiday">{t('calendars.kind.holiday')}</option>
            <option value="bridged">{t('calendars.kind.bridged')}</option>
            <option value="workday">{t('calendars.kind.workday')}</option>
          </select>
        </label>
        <label>
          {t('calendars.nameZh')}
          <input
            value={nameZh}
            onChange={(e) => setNameZh(e.target.value)}
            required
            maxLength={60}
            data-testid="day-name-zh"
          />
        </label>
        <label>
          {t('calendars.nameEn')}
          <input value={nameEn} onChange={(e) => setNameEn(e.target.value)} maxLength={60} data-testid="day-name-en" />
        </label>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy}>
            {t('common.save')}
          </button>
          {current && (
            <button type="button" className="danger" disabled={busy} onClick={() => void run(onRemove)}>
              {t('calendars.removeDay')}
            </button>
          )}
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </div>
  )
}
