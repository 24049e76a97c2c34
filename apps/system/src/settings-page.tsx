import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { app, http, RequestError, useT } from '@hr-portal/kit'
import { TotpRequirement } from './totp-requirement'
import { SessionTimeoutSection } from './session-timeout-section'

interface Watermark {
  enabled: boolean
  text: string | null
}

/**
 * Company settings (menu 1004): the watermark, on or off for the whole tenant, and the inactivity timeout.
 * Saving the watermark tells the shell (`company.settingsChanged`), which reloads it and redraws it everywhere.
 */
export function SettingsPage() {
  const t = useT()
  const allowed = usePermission('1004')
  const setting = useRequest(
    () => http.postJson<Watermark>('/joyhr/web/companySetting/watermark', {}).then((a) => a.result ?? null),
    [],
  )
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  async function toggle(enabled: boolean) {
    setSaving(true)
    setError('')
    setStatus(t('settings.saving'))
    try {
      await http.postJson<{ enabled: boolean }>('/joyhr/web/companySetting/saveWatermark', { enabled })
      await app.events.publish('company.settingsChanged', { watermark: enabled })
      setStatus(t('settings.saved'))
      setting.retry()
    } catch (cause) {
      setStatus('')
      setError(`${t('settings.saveFailed')} ${cause instanceof Error ? cause.message : ''}`.trim())
    } finally {
      setSaving(false)
    }
  }

  if (allowed === false)
    return (
      <p role="alert" className="role-error">
        {t('settings.noPermission')}
      </p>
    )
  if (allowed === null) return null
  return (
    <div className="settings">
      <header className="page-head">
        <h1>{t('settings.title')}</h1>
      </header>
      <section className="settings-section" aria-labelledby="settings-watermark" aria-busy={setting.loading || saving}>
        <RequestError error={setting.error} retry={setting.retry} />
        <h2 id="settings-watermark">{t('settings.watermark')}</h2>
        <p className="profile-hint" id="settings-watermark-hint">
          {t('settings.watermarkHint')}
        </p>
        <label className="settings-switch">
          <input
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state itself
            role="switch"
            aria-describedby="settings-watermark-hint"
            data-testid="watermark-switch"
            checked={Boolean(setting.data?.enabled)}
            disabled={saving || setting.loading || !setting.data}
            onChange={(e) => void toggle(e.target.checked)}
          />
          {t('settings.watermarkOn')}
        </label>
        <p role="status" aria-live="polite" className="settings-status">
          {status}
        </p>
        {error && (
          <p role="alert" className="role-error">
            {error}
          </p>
        )}
      </section>
      <TotpRequirement />
      <SessionTimeoutSection />
    </div>
  )
}
