import { useState, type FormEvent } from 'react'
import { PeoplePicker, DateField } from '@hr-portal/ui'
import { delegationApi, type Colleague } from './delegation-api'
import { useLanguage, useT } from '@hr-portal/kit'
import { zoneName } from './zone-name'

/** Plans an absence: from, to (dates and times in the company's time zone), the colleague who decides meanwhile, a note. */
export function AbsenceForm({ timeZone, onSaved }: { timeZone: string; onSaved: (delegateName: string) => void }) {
  const t = useT()
  const language = useLanguage()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [delegate, setDelegate] = useState<Colleague[]>([])
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    if (delegate.length === 0) return setProblem(t('delegation.needDelegate'))
    setSaving(true)
    try {
      await delegationApi.save({ from, to, delegateId: delegate[0].id, note: note.trim() })
      setFrom('')
      setTo('')
      setDelegate([])
      setNote('')
      onSaved(delegate[0].name)
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      className="absence-form"
      aria-labelledby="absence-form-title"
      data-testid="absence-form"
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="absence-form-title">{t('delegation.add')}</h2>
      <p className="hint" id="absence-zone">
        {t('delegation.zone', { zone: zoneName(timeZone, language) })}
      </p>
      <div className="absence-span">
        <label className="field">
          {t('delegation.from')}
          <DateField kind="datetime" required value={from} onValueChange={setFrom} aria-describedby="absence-zone" />
        </label>
        <label className="field">
          {t('delegation.to')}
          <DateField
            kind="datetime"
            required
            value={to}
            min={from || undefined}
            onValueChange={setTo}
            aria-describedby="absence-zone"
          />
        </label>
      </div>
      {/* One delegate: choosing another replaces the one chosen. */}
      <PeoplePicker
        legend={t('delegation.delegate')}
        chosen={delegate}
        onChange={(people) => setDelegate(people.slice(-1))}
        find={delegationApi.colleagues}
        language={language}
      />
      <label className="field">
        {t('delegation.note')}
        <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="row-actions">
        <button className="primary" type="submit" disabled={saving}>
          {t('delegation.save')}
        </button>
      </div>
    </form>
  )
}
