import { useState } from 'react'
import { api, messageOf } from '../api'
import { useT } from '@hr-portal/kit'

/** Adds a work calendar: its names and its IANA time zone (the zone punches are read in), optionally as the default. */
export function CalendarForm({ onSaved }: { onSaved: (id: number) => void }) {
  const t = useT()
  const [nameZh, setNameZh] = useState('')
  const [nameEn, setNameEn] = useState('')
  const [timeZone, setTimeZone] = useState('Asia/Shanghai')
  const [isDefault, setIsDefault] = useState(false)
  const [problem, setProblem] = useState('')
  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    try {
      const { id } = await api.saveCalendar({
        nameZh: nameZh.trim(),
        nameEn: nameEn.trim() || nameZh.trim(),
        timeZone: timeZone.trim(),
        isDefault,
      })
      setNameZh('')
      setNameEn('')
      onSaved(id)
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <form className="panel" onSubmit={save} aria-labelledby="calendar-form-title">
      <h2 id="calendar-form-title">{t('calendars.newCalendar')}</h2>
      <div className="row">
        <label>
          {t('calendars.nameZh')}
          <input value={nameZh} onChange={(e) => setNameZh(e.target.value)} required maxLength={60} />
        </label>
        <label>
          {t('calendars.nameEn')}
          <input value={nameEn} onChange={(e) => setNameEn(e.target.value)} maxLength={60} />
        </label>
        <label>
          {t('calendars.timeZone')}
          <input value={timeZone} onChange={(e) => setTimeZone(e.target.value)} required maxLength={60} />
        </label>
        <label className="check">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
          {t('calendars.isDefault')}
        </label>
        <button type="submit" className="primary">
          {t('calendars.addCalendar')}
        </button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </form>
  )
}
