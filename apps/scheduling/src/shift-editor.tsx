import { useEffect, useRef, useState } from 'react'
import type { Shift } from './tables-api'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  shifts: Shift[]
  target: { name: string; day: string; shiftId: number | undefined }
  onSave: (shiftId: number) => Promise<void>
  onClose: () => void
}

/** Sets one employee's shift (or rest) of one day; Escape closes it. */
export function ShiftEditor({ shifts, target, onSave, onClose }: Props) {
  const t = useT()
  const language = useLanguage()
  const [value, setValue] = useState(String(target.shiftId ?? shifts[0]?.id ?? 0))
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    select.current?.focus()
  }, [])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setSaving(true)
    setProblem('')
    try {
      await onSave(Number(value))
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
      setSaving(false)
    }
  }

  return (
    <div
      className="shift-editor"
      role="dialog"
      aria-modal="true"
      aria-labelledby="shift-editor-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <form onSubmit={save}>
        <h2 id="shift-editor-title">{t('tables.setShiftFor', { name: target.name, day: target.day })}</h2>
        <label>
          {t('tables.shift')}
          <select
            ref={select}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            data-testid="shift-editor-select"
          >
            {shifts.map((shift) => (
              <option key={shift.id} value={shift.id}>
                {language === 'en' ? shift.nameEn : shift.nameZh} {shift.startTime}–{shift.endTime}
              </option>
            ))}
            <option value="0">{t('tables.rest')}</option>
          </select>
        </label>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="request-buttons">
          <button type="submit" className="primary" disabled={saving}>
            {t('tables.save')}
          </button>
          <button type="button" onClick={onClose}>
            {t('tables.cancel')}
          </button>
        </div>
      </form>
    </div>
  )
}
