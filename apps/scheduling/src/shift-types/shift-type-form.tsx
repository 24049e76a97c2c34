import { useState } from 'react'
import { messageOf, type ShiftType } from '../api'
import { useT } from '../use-t'

type Draft = Omit<ShiftType, 'id'> & { id?: number }

export const EMPTY_SHIFT: Draft = {
  nameZh: '', nameEn: '', start: '09:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }],
  flexMinutes: 0, lateGraceMinutes: 5, earlyGraceMinutes: 5, absentAfterMinutes: 240, minHours: 4,
}

/** A shift type's every rule: times (across midnight when the end is not after the start), breaks, flexible and grace minutes, minimum hours. */
export function ShiftTypeForm({ initial, onSave, onCancel }: { initial: Draft; onSave: (draft: Draft) => Promise<void>; onCancel: () => void }) {
  const t = useT()
  const [draft, setDraft] = useState<Draft>(initial)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value })
  const number = (key: 'flexMinutes' | 'lateGraceMinutes' | 'earlyGraceMinutes' | 'absentAfterMinutes' | 'minHours', max: number, step = 1) => (
    <label>{t(`shiftTypes.${key}`)}
      <input type="number" min={0} max={max} step={step} value={draft[key]} required onChange={(e) => set(key, Number(e.target.value))} data-testid={`shift-${key}`} />
    </label>
  )
  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try { await onSave({ ...draft, nameEn: draft.nameEn.trim() || draft.nameZh.trim() }) } catch (cause) { setProblem(messageOf(cause)); setBusy(false) }
  }
  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="shift-form-title">
      <h2 id="shift-form-title">{draft.id ? t('shiftTypes.edit', { name: initial.nameZh }) : t('shiftTypes.new')}</h2>
      <label>{t('shiftTypes.nameZh')}<input value={draft.nameZh} onChange={(e) => set('nameZh', e.target.value)} required maxLength={40} data-testid="shift-name-zh" /></label>
      <label>{t('shiftTypes.nameEn')}<input value={draft.nameEn} onChange={(e) => set('nameEn', e.target.value)} maxLength={40} data-testid="shift-name-en" /></label>
      <label>{t('shiftTypes.start')}<input type="time" value={draft.start} onChange={(e) => set('start', e.target.value)} required data-testid="shift-start" /></label>
      <label>{t('shiftTypes.end')}<input type="time" value={draft.end} onChange={(e) => set('end', e.target.value)} required data-testid="shift-end" /></label>
      <fieldset className="breaks">
        <legend>{t('shiftTypes.breaks')}</legend>
        {draft.breaks.map((b, index) => (
          <div className="row" key={index}>
            <label>{t('shiftTypes.breakStart')}<input type="time" value={b.start} required onChange={(e) => set('breaks', draft.breaks.map((x, i) => (i === index ? { ...x, start: e.target.value } : x)))} /></label>
            <label>{t('shiftTypes.breakEnd')}<input type="time" value={b.end} required onChange={(e) => set('breaks', draft.breaks.map((x, i) => (i === index ? { ...x, end: e.target.value } : x)))} /></label>
            <button type="button" onClick={() => set('breaks', draft.breaks.filter((_, i) => i !== index))}>{t('shiftTypes.removeBreak')}</button>
          </div>
        ))}
        {draft.breaks.length < 4 && <button type="button" onClick={() => set('breaks', [...draft.breaks, { start: '12:00', end: '13:00' }])}>{t('shiftTypes.addBreak')}</button>}
      </fieldset>
      {number('flexMinutes', 240)}
      {number('lateGraceMinutes', 120)}
      {number('earlyGraceMinutes', 120)}
      {number('absentAfterMinutes', 720)}
      {number('minHours', 24, 0.5)}
      <p className="hint">{t('shiftTypes.hint')}</p>
      {problem && <p role="alert" className="form-error">{problem}</p>}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>{t('common.save')}</button>
        <button type="button" onClick={onCancel}>{t('common.cancel')}</button>
      </div>
    </form>
  )
}
