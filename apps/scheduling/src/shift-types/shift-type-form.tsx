import { useState } from 'react'
import { messageOf, type ShiftType } from '../api'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

type Draft = Omit<ShiftType, 'id'> & { id?: number }

export const EMPTY_SHIFT: Draft = {
  nameZh: '',
  nameEn: '',
  start: '09:00',
  end: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  flexMinutes: 0,
  lateGraceMinutes: 5,
  earlyGraceMinutes: 5,
  absentAfterMinutes: 240,
  minHours: 4,
}

/** A shift type's every rule: times (across midnight when the end is not after the start), breaks, flexible and grace minutes, minimum hours. */
export function ShiftTypeForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Draft
  onSave: (draft: Draft) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const [draft, setDraft] = useState<Draft>(initial)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value })
  const number = (
    key: 'flexMinutes' | 'lateGraceMinutes' | 'earlyGraceMinutes' | 'absentAfterMinutes' | 'minHours',
    max: number,
    step = 1,
  ) => (
    <label>
      {t(`shiftTypes.${key}`)}
      <input
        type="number"
        min={0}
        max={max}
        step={step}
        value={draft[key]}
        required
        onChange={(e) => set(key, Number(e.target.value))}
        data-testid={`shift-${key}`}
      />
    </label>
  )
  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      await onSave({ ...draft, nameEn: draft.nameEn.trim() || draft.nameZh.trim() })
    } catch (cause) {
      setProblem(messageOf(cause))
      setBusy(false)
    }
  }
  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="shift-form-title">
      <h2 id="shift-form-title">{draft.id ? t('shiftTypes.edit', { name: initial.nameZh }) : t('shiftTypes.new')}</h2>
      <label>
        {t('shiftTypes.nameZh')}
        <input
          value={draft.nameZh}
          onChange={(e) => set('nameZh', e.target.value)}
          required
          maxLength={40}
          data-testid="shift-name-zh"
        />
      </label>
      <label>
        {t('shiftTypes.nameEn')}
        <input
          value={draft.nameEn}
          onChange={(e) => set('nameEn', e.target.value)}
          maxLength={40}
          data-testid="shift-name-en"
        />
      </label>
      <label>
        {t('shiftTypes.start')}
        <DateField
          kind="time"
          value={draft.start}
          onValueChange={(v) => set('start', v)}
          required
          data-testid="shift-start"
        />
      </label>
      <label>
        {t('shiftTypes.end')}
        <DateField
          kind="time"
          value={draft.end}
          onValueChange={(v) => set('end', v)}
          required
          data-testid="shift-end"
        />
      </label>
      <fieldset className="breaks">
        <legend>{t('shiftTypes.breaks')}</legend>
        {draft.breaks.map((b, index) => (
          <div className="row" key={index}>
            <label>
              {t('shiftTypes.breakStart')}
              <DateField
                kind="time"
                value={b.start}
                required
                onValueChange={(v) =>
                  set(
                    'breaks',
                    draft.breaks.map((x, i) => (i === index ? { ...x, start: v } : x)),
                  )
                }
              />
            </label>
            <label>
              {t('shiftTypes.breakEnd')}
              <DateField
                kind="time"
                value={b.end}
                required
                onValueChange={(v) =>
                  set(
                    'breaks',
                    draft.breaks.map((x, i) => (i === index ? { ...x, end: v } : x)),
                  )
                }
              />
            </label>
            <button
              type="button"
              onClick={() =>
                set(
                  'breaks',
                  draft.breaks.filter((_, i) => i !== index),
                )
              }
            >
              {t('shiftTypes.removeBreak')}
            </button>
          </div>
        ))}
        {draft.breaks.length < 4 && (
          <button type="button" onClick={() => set('breaks', [...draft.breaks, { start: '12:00', end: '13:00' }])}>
            {t('shiftTypes.addBreak')}
          </button>
        )}
      </fieldset>
      {number('flexMinutes', 240)}
      {number('lateGraceMinutes', 120)}
      {number('earlyGraceMinutes', 120)}
      {number('absentAfterMinutes', 720)}
      {number('minHours', 24, 0.5)}
      <p className="hint">{t('shiftTypes.hint')}</p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
