import { useEffect, useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { http, RequestError, useT } from '@hr-portal/kit'

interface SessionTimeout {
  minutes: number
  min: number
  max: number
}

/**
 * Company settings: the tenant's inactivity timeout in minutes (bounded by the gateway, it cannot be turned off).
 * Every session of the tenant follows it from its next request; the shell learns it within a minute.
 */
export function SessionTimeoutSection() {
  const t = useT()
  const setting = useRequest(
    () => http.postJson<SessionTimeout>('/joyhr/web/companySetting/sessionTimeout', {}).then((a) => a.result ?? null),
    [],
  )
  const [draft, setDraft] = useState('')
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    if (setting.data) setDraft(String(setting.data.minutes))
  }, [setting.data])

  const bounds = { min: setting.data?.min ?? 5, max: setting.data?.max ?? 480 }
  async function save(event: FormEvent) {
    event.preventDefault()
    const minutes = Number(draft)
    setStatus('')
    if (!/^\d+$/.test(draft.trim()) || minutes < bounds.min || minutes > bounds.max)
      return setError(t('settings.timeoutRange', bounds))
    setError('')
    setSaving(true)
    try {
      await http.postJson<{ minutes: number }>('/joyhr/web/companySetting/saveSessionTimeout', { minutes })
      setStatus(t('settings.timeoutSaved', { minutes }))
    } catch (cause) {
      setError(`${t('settings.saveFailed')} ${cause instanceof Error ? cause.message : ''}`.trim())
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-timeout" aria-busy={setting.loading || saving}>
      <RequestError error={setting.error} retry={setting.retry} />
      <h2 id="settings-timeout">{t('settings.timeout')}</h2>
      <p className="profile-hint" id="settings-timeout-hint">
        {t('settings.timeoutHint', bounds)}
      </p>
      <form className="settings-timeout" onSubmit={(e) => void save(e)} noValidate>
        <label htmlFor="settings-timeout-minutes">{t('settings.timeoutLabel')}</label>
        <input
          id="settings-timeout-minutes"
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={!setting.data || saving}
          aria-describedby="settings-timeout-hint"
          aria-invalid={error ? true : undefined}
          data-testid="timeout-minutes"
        />
        <button type="submit" disabled={!setting.data || saving}>
          {t('settings.timeoutSave')}
        </button>
      </form>
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
