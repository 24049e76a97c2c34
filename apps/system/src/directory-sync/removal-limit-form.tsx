import { useEffect, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useT } from '@hr-portal/kit'
import { loadRemovalLimit, saveRemovalLimit } from './dirsync-api'

/**
 * The tenant's safeguard: a sync (full or from callbacks) that would offboard at least this many people, or this
 * share of the staff, waits for an administrator's confirmation. Read by everyone on the page, saved with 100901.
 */
export function RemovalLimitForm({ canManage }: { canManage: boolean }) {
  const t = useT()
  const saved = useRequest(() => loadRemovalLimit(), [])
  const [people, setPeople] = useState('')
  const [percent, setPercent] = useState('')
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    if (saved.data) {
      setPeople(String(saved.data.people))
      setPercent(String(saved.data.percent))
    }
  }, [saved.data])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setStatus('')
    setError('')
    const limit = { people: Number(people), percent: Number(percent) }
    if (
      !Number.isInteger(limit.people) ||
      limit.people < 1 ||
      !Number.isInteger(limit.percent) ||
      limit.percent < 1 ||
      limit.percent > 100
    ) {
      setError(t('ds.limit.invalid'))
      return
    }
    try {
      await saveRemovalLimit(limit)
      setStatus(t('ds.limit.saved'))
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
    }
  }

  return (
    <section className="ds-section" aria-labelledby="ds-limit-title">
      <h3 id="ds-limit-title">{t('ds.limit.title')}</h3>
      <p className="profile-hint">{t('ds.limit.intro', { staff: saved.data?.staff ?? '…' })}</p>
      <RequestError error={saved.error} retry={saved.retry} />
      {saved.data && (
        <form className="ds-limit" onSubmit={(event) => void save(event)}>
          <div className="ds-field">
            <label htmlFor="ds-limit-people">{t('ds.limit.people')}</label>
            <input
              id="ds-limit-people"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={people}
              disabled={!canManage}
              onChange={(e) => setPeople(e.target.value)}
            />
          </div>
          <div className="ds-field">
            <label htmlFor="ds-limit-percent">{t('ds.limit.percent')}</label>
            <input
              id="ds-limit-percent"
              type="number"
              min={1}
              max={100}
              step={1}
              inputMode="numeric"
              value={percent}
              disabled={!canManage}
              onChange={(e) => setPercent(e.target.value)}
            />
          </div>
          {canManage && (
            <div className="ds-actions">
              <button type="submit">{t('ds.limit.save')}</button>
            </div>
          )}
        </form>
      )}
      <p role="status" aria-live="polite" className="settings-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
    </section>
  )
}
