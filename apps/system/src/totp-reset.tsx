import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import type { TotpResetState as ResetState } from '@hr-portal/api/client/accounts'
import { http, RequestError, shell, useT } from '@hr-portal/kit'

/**
 * On a staff record (button 100205): whether the person's account has two-step verification on, and its reset
 * for someone who lost both the phone and the recovery codes, after a confirmation naming them.
 */
export function TotpReset({ staffId, name }: { staffId: string; name: string }) {
  const allowed = usePermission('100205')
  if (!allowed) return null
  return <TotpResetSection staffId={staffId} name={name} />
}

function TotpResetSection({ staffId, name }: { staffId: string; name: string }) {
  const t = useT()
  const state = useRequest(
    () => http.postJson<ResetState>('/uac/web/totpReset/status', { staffId: Number(staffId) }).then((a) => a.result!),
    [staffId],
  )
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  async function reset(account: string) {
    const confirmed = await shell.ui
      .confirm({
        title: t('totpReset.confirmTitle', { name }),
        content: t('totpReset.confirmContent', { name, account }),
        okText: t('totpReset.confirmOk'),
      })
      .catch(() => false)
    if (!confirmed) return
    setBusy(true)
    setError('')
    setStatus(t('totpReset.resetting'))
    try {
      await http.postJson('/uac/web/totpReset/reset', { staffId: Number(staffId) })
      setStatus(t('totpReset.done', { name }))
      state.retry()
    } catch (cause) {
      setStatus('')
      setError(`${t('totpReset.failed')} ${cause instanceof Error ? cause.message : ''}`.trim())
    } finally {
      setBusy(false)
    }
  }

  const data = state.data
  const stateText = !data
    ? ''
    : data.account === null
      ? t('totpReset.noAccount')
      : data.enabled
        ? t('totpReset.on')
        : t('totpReset.off')
  return (
    <section
      className="roles-section totp-reset"
      aria-labelledby="totp-reset-title"
      aria-busy={state.loading || busy}
      data-testid="totp-reset"
    >
      <h2 id="totp-reset-title">{t('totpReset.title')}</h2>
      <RequestError error={state.error} retry={state.retry} />
      {data && <p data-testid="totp-reset-state">{t('totpReset.state', { state: stateText })}</p>}
      {data?.enabled && data.refusal && <p className="profile-hint">{data.refusal}</p>}
      {data?.enabled && !data.refusal && data.account && (
        <button type="button" className="hr-button" disabled={busy} onClick={() => void reset(data.account!)}>
          {busy ? t('totpReset.resetting') : t('totpReset.reset')}
        </button>
      )}
      <p aria-live="polite" className="settings-status" data-testid="totp-reset-status">
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
