import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../lib/i18n/use-t'
import type { PendingChoice } from '../session/tenant-choice'

/**
 * The tenant pick of a sign-in that matches several tenants, in place of the sign-in methods. It takes the
 * focus from the hidden form: arrow keys choose a tenant, Enter enters it.
 */
export function TenantPicker({ choice }: { choice: PendingChoice }) {
  const t = useT()
  const name = useId()
  const [tenantId, setTenantId] = useState('')
  const [error, setError] = useState('')
  const group = useRef<HTMLFieldSetElement>(null)

  useEffect(() => group.current?.querySelector('input')?.focus(), [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!tenantId) return setError(t('login.tenantRequired'))
    choice.pick(tenantId)
  }

  return (
    <form className="tenant-picker" onSubmit={submit} noValidate>
      <fieldset ref={group}>
        <legend>{t('login.tenantTitle')}</legend>
        <p className="tenant-picker-hint">{t('login.tenantHint')}</p>
        {choice.tenants.map((tenant) => (
          <label key={tenant.tenantId} className="tenant-picker-option">
            <input
              type="radio"
              name={name}
              value={tenant.tenantId}
              checked={tenantId === tenant.tenantId}
              onChange={() => {
                setTenantId(tenant.tenantId)
                setError('')
              }}
            />
            {tenant.tenantName}
          </label>
        ))}
      </fieldset>
      <div role="alert" className="login-error">
        {error}
      </div>
      <div className="tenant-picker-buttons">
        <Button type="button" onClick={choice.cancel}>
          {t('login.tenantBack')}
        </Button>
        <Button type="submit" variant="primary">
          {t('login.tenantConfirm')}
        </Button>
      </div>
    </form>
  )
}
