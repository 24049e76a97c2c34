import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, shell, useT } from '@hr-portal/kit'
import { AuthoriseForm } from './authorise-form'
import { tenantAccessApi, type CompanyTenant } from './tenant-access-api'
import './tenant-access.css'

/**
 * Tenant access (menu 1014): the company's tenants, each with the people authorised for it; an administrator
 * authorises a person of the company for another tenant and withdraws it (never the person's own tenant).
 */
export function TenantAccessPage() {
  const t = useT()
  const [version, setVersion] = useState(0)
  const [status, setStatus] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const tenants = useRequest(() => tenantAccessApi.companyTenants({}), [version])

  async function withdraw(tenant: CompanyTenant, user: CompanyTenant['users'][number]) {
    const name = user.realName || user.userName
    const sure = await shell.ui
      .confirm({
        title: t('tenantAccess.withdrawTitle'),
        content: t('tenantAccess.withdrawAsk', { name, tenant: tenant.name }),
      })
      .catch(() => false)
    if (!sure) return
    setStatus(null)
    try {
      await tenantAccessApi.withdraw({ tenantId: tenant.tenantId, userId: user.userId })
      setStatus({ kind: 'status', text: t('tenantAccess.withdrawn', { name, tenant: tenant.name }) })
    } catch (cause) {
      setStatus({ kind: 'alert', text: (cause as Error).message })
    }
    setVersion((n) => n + 1)
  }

  return (
    <div className="tenant-access">
      <header className="page-head">
        <h1>{t('tenantAccess.title')}</h1>
      </header>
      <p className="tenant-access-note">{t('tenantAccess.note')}</p>
      <div aria-live="polite">
        {status && (
          <p role={status.kind} className={status.kind === 'alert' ? 'form-error' : 'form-done'}>
            {status.text}
          </p>
        )}
      </div>
      <RequestError error={tenants.error} retry={tenants.retry} />
      {tenants.data && (
        <AuthoriseForm
          tenants={tenants.data}
          onDone={(text) => {
            setStatus({ kind: 'status', text })
            setVersion((n) => n + 1)
          }}
          onFailed={(text) => setStatus({ kind: 'alert', text })}
        />
      )}
      <div className="tenant-access-list" aria-busy={tenants.loading}>
        {tenants.data?.map((tenant) => (
          <section key={tenant.tenantId} aria-labelledby={`tenant-${tenant.tenantId}`} className="tenant-access-card">
            <h2 id={`tenant-${tenant.tenantId}`}>
              {tenant.name} <span className="tenant-access-code">{tenant.code}</span>
              {tenant.current && <span className="tenant-access-current">{t('tenantAccess.current')}</span>}
            </h2>
            <p className="tenant-access-count">{t('tenantAccess.count', { count: tenant.users.length })}</p>
            <ul aria-label={t('tenantAccess.usersOf', { tenant: tenant.name })}>
              {tenant.users.map((user) => (
                <li key={user.userId}>
                  <span>
                    {user.realName || user.userName} <span className="tenant-access-code">{user.userName}</span>
                  </span>
                  {user.home ? (
                    <span className="tenant-access-home">{t('tenantAccess.home')}</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => void withdraw(tenant, user)}
                      aria-label={t('tenantAccess.withdrawFor', {
                        name: user.realName || user.userName,
                        tenant: tenant.name,
                      })}
                    >
                      {t('tenantAccess.withdraw')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
