import { useRequest } from '@hr-portal/bridge/react'
import { useState, type FormEvent } from 'react'
import { api, type Job } from '../api'
import { messageOf, useT } from '@hr-portal/kit'

/** Adding a candidate who came from a job site or a referral (840201). */
export function AddCandidate({ jobs, onDone, onCancel }: { jobs: Job[]; onDone: () => void; onCancel: () => void }) {
  const t = useT()
  const channels = useRequest(() => api.channels().catch(() => []), [])
  const [form, setForm] = useState({ jobId: 0, channelId: 0, name: '', phone: '', email: '' })
  const [problem, setProblem] = useState('')
  const set = (key: keyof typeof form) => (value: string | number) => setForm((f) => ({ ...f, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    try {
      await api.addCandidate({ ...form, name: form.name.trim(), phone: form.phone.trim(), email: form.email.trim() })
      onDone()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <form className="panel form-grid" onSubmit={submit} aria-labelledby="add-title">
      <h2 id="add-title">{t('board.add')}</h2>
      <label>
        {t('board.job')}
        <select value={form.jobId} onChange={(e) => set('jobId')(Number(e.target.value))}>
          <option value={0}>{t('common.choose')}</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('board.channel')}
        <select value={form.channelId} onChange={(e) => set('channelId')(Number(e.target.value))}>
          <option value={0}>{t('common.choose')}</option>
          {(channels.data ?? [])
            .filter((c) => c.enabled)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </select>
      </label>
      <label>
        {t('candidate.name')}
        <input value={form.name} maxLength={60} onChange={(e) => set('name')(e.target.value)} />
      </label>
      <label>
        {t('candidate.phone')}
        <input value={form.phone} maxLength={11} inputMode="tel" onChange={(e) => set('phone')(e.target.value)} />
      </label>
      <label>
        {t('candidate.email')}
        <input value={form.email} maxLength={200} inputMode="email" onChange={(e) => set('email')(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary">
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
