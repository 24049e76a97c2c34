import { useEffect, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import type { TotpPolicyPage as Policy } from '@hr-portal/api/client/accounts'
import { http, RequestError, useT } from '@hr-portal/kit'

/**
 * Company settings: who must use two-step verification (an authenticator app) in this tenant — administrators,
 * and the roles the administrator picks (payroll roles, say). The gateway holds them to the set-up.
 */
export function TotpRequirement() {
  const t = useT()
  const policy = useRequest(
    () => http.postJson<Policy>('/uac/web/totpPolicy/get', {}).then((a) => a.result ?? null),
    [],
  )
  const [admins, setAdmins] = useState(false)
  const [roleIds, setRoleIds] = useState<number[]>([])
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  useEffect(() => {
    if (!policy.data) return
    setAdmins(policy.data.admins)
    setRoleIds(policy.data.roleIds)
  }, [policy.data])

  const toggleRole = (id: number, on: boolean) =>
    setRoleIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))

  async function save() {
    setSaving(true)
    setError('')
    setStatus(t('totpPolicy.saving'))
    try {
      await http.postJson('/uac/web/totpPolicy/save', { admins, roleIds })
      setStatus(t('totpPolicy.saved'))
    } catch (cause) {
      setStatus('')
      setError(`${t('totpPolicy.saveFailed')} ${cause instanceof Error ? cause.message : ''}`.trim())
    } finally {
      setSaving(false)
    }
  }

  const disabled = saving || policy.loading || !policy.data
  return (
    <section
      className="settings-section"
      aria-labelledby="settings-totp"
      aria-busy={policy.loading || saving}
      data-testid="totp-requirement"
    >
      <RequestError error={policy.error} retry={policy.retry} />
      <h2 id="settings-totp">{t('totpPolicy.title')}</h2>
      <p className="profile-hint">{t('totpPolicy.hint')}</p>
      <label className="settings-switch">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state itself
          role="switch"
          aria-describedby="settings-totp-admins"
          checked={admins}
          disabled={disabled}
          onChange={(e) => setAdmins(e.target.checked)}
        />
        {t('totpPolicy.admins')}
      </label>
      <p className="profile-hint" id="settings-totp-admins">
        {t('totpPolicy.adminsHint')}
      </p>
      <fieldset className="settings-roles" disabled={disabled}>
        <legend>{t('totpPolicy.roles')}</legend>
        {policy.data?.roles.length === 0 && <p className="profile-hint">{t('totpPolicy.noRoles')}</p>}
        {policy.data?.roles.map((role) => (
          <label key={role.id} className="settings-switch">
            <input
              type="checkbox"
              checked={roleIds.includes(role.id)}
              onChange={(e) => toggleRole(role.id, e.target.checked)}
            />
            {role.name}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="hr-button settings-save"
        data-variant="primary"
        onClick={() => void save()}
        disabled={disabled}
      >
        {saving ? t('totpPolicy.saving') : t('totpPolicy.save')}
      </button>
      <p aria-live="polite" className="settings-status" data-testid="totp-requirement-status">
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
