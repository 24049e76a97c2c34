import { useState, type FormEvent } from 'react'
import { PeoplePicker } from '@hr-portal/ui'
import { useLanguage, useT } from '@hr-portal/kit'
import { tenantAccessApi, type CompanyTenant, type CompanyUser } from './tenant-access-api'

interface Props {
  tenants: CompanyTenant[]
  onDone: (text: string) => void
  onFailed: (text: string) => void
}

/** Authorises a person of the company (the people picker) for one of its tenants. */
export function AuthoriseForm({ tenants, onDone, onFailed }: Props) {
  const t = useT()
  const language = useLanguage()
  const [person, setPerson] = useState<CompanyUser[]>([])
  const [tenantId, setTenantId] = useState(0)
  const [busy, setBusy] = useState(false)
  const tenant = tenants.find((x) => x.tenantId === tenantId)

  async function authorise(event: FormEvent) {
    event.preventDefault()
    if (!person.length || !tenant) return onFailed(t('tenantAccess.pickBoth'))
    setBusy(true)
    try {
      await tenantAccessApi.authorize({ tenantId: tenant.tenantId, userId: person[0].id })
      setPerson([])
      onDone(t('tenantAccess.authorised', { name: person[0].name, tenant: tenant.name }))
    } catch (cause) {
      onFailed((cause as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="tenant-access-form" aria-label={t('tenantAccess.authoriseTitle')} onSubmit={authorise}>
      <h2>{t('tenantAccess.authoriseTitle')}</h2>
      {/* One person: choosing another replaces the one chosen. */}
      <PeoplePicker
        legend={t('tenantAccess.person')}
        chosen={person}
        onChange={(people) => setPerson(people.slice(-1))}
        find={(keyword) => tenantAccessApi.companyUsers({ keyword })}
        language={language}
      />
      <label className="tenant-access-field">
        {t('tenantAccess.tenant')}
        <select
          value={tenantId}
          onChange={(e) => setTenantId(Number(e.target.value))}
          data-testid="tenant-access-tenant"
        >
          <option value={0}>{t('tenantAccess.chooseTenant')}</option>
          {tenants.map((x) => (
            <option key={x.tenantId} value={x.tenantId}>
              {x.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {t('tenantAccess.authorise')}
      </button>
    </form>
  )
}
