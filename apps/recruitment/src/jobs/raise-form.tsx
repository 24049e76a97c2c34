import { useRequest } from '@hr-portal/bridge/react'
import { useState, type FormEvent } from 'react'
import { api } from '../api'
import { messageOf, useT } from '@hr-portal/kit'

/** Raising an opening: a position with open headcount (headcount − staff on it − vacancies being recruited), a title, how many. */
export function RaiseForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT()
  const positions = useRequest(() => api.positions(), [])
  const [gangweiId, setGangweiId] = useState(0)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [vacancies, setVacancies] = useState(1)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const open = (positions.data ?? []).filter((p) => p.open > 0)
  const chosen = open.find((p) => p.id === gangweiId)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen || !title.trim()) return setProblem(t('jobs.fillIn'))
    setBusy(true)
    setProblem('')
    try {
      await api.raiseJob({ gangweiId, title: title.trim(), description, vacancies })
      onDone()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel form-grid" onSubmit={submit} aria-labelledby="raise-title">
      <h2 id="raise-title">{t('jobs.raise')}</h2>
      <p className="hint">{t('jobs.raiseHint')}</p>
      <label>
        {t('jobs.position')}
        <select
          value={gangweiId}
          onChange={(e) => {
            const id = Number(e.target.value)
            setGangweiId(id)
            const p = open.find((x) => x.id === id)
            if (p && !title) setTitle(p.name)
          }}
        >
          <option value={0}>{open.length ? t('jobs.choosePosition') : t('jobs.noOpenPosition')}</option>
          {open.map((p) => (
            <option key={p.id} value={p.id}>
              {t('jobs.positionOption', { unit: p.organName, name: p.name, open: p.open, headcount: p.headcount })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('jobs.jobTitle')}
        <input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        {t('jobs.description')}
        <textarea value={description} maxLength={4000} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label>
        {t('jobs.vacancies')}
        <input
          type="number"
          min={1}
          max={chosen?.open ?? 1}
          value={vacancies}
          onChange={(e) => setVacancies(Math.max(1, Number(e.target.value) || 1))}
        />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('jobs.submit')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
