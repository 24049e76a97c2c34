import { useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useT } from '@hr-portal/kit'
import { companies } from './api'
import { TenantForm } from './tenant-form'

const ROWS = 20

/** Every company with its tenants, searchable by name; an operator gives a company another tenant from its row. */
export function CompaniesPage() {
  const t = useT()
  const [draft, setDraft] = useState('')
  const [name, setName] = useState('')
  const [page, setPage] = useState(1)
  const [adding, setAdding] = useState<number | null>(null)
  const records = useRequest(() => companies.records({ name, page, rows: ROWS }), [name, page])
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / ROWS))
  const company = records.data?.rows.find((row) => row.companyId === adding)

  function search(event: FormEvent) {
    event.preventDefault()
    setPage(1)
    setName(draft.trim())
  }

  return (
    <div className="ops-page">
      <header className="ops-head">
        <h1>{t('companies.title')}</h1>
      </header>
      <form className="ops-search" role="search" aria-label={t('companies.search')} onSubmit={search}>
        <label htmlFor="ops-company-name">{t('companies.searchLabel')}</label>
        <input id="ops-company-name" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">{t('tenants.searchButton')}</button>
      </form>
      <RequestError className="ops-error" error={records.error} retry={records.retry} />
      {records.loading && <p role="status">{t('common.loading')}</p>}
      {company && (
        <TenantForm
          company={company}
          onCancel={() => setAdding(null)}
          onCreated={() => {
            setAdding(null)
            records.retry()
          }}
        />
      )}
      <div className="ops-scroll">
        <table className="ops-table" data-testid="ops-companies" aria-busy={records.loading}>
          <caption>{t('companies.total', { total: records.data?.total ?? 0 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tenants.company')}</th>
              <th scope="col">{t('tenants.status')}</th>
              <th scope="col">{t('companies.tenants')}</th>
              <th scope="col">{t('companies.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data?.rows.map((row) => (
              <tr key={row.companyId}>
                <th scope="row">{row.name}</th>
                <td>{row.status === 'active' ? t('tenants.active') : t('tenants.disabled')}</td>
                <td>
                  <ul className="ops-tenants" aria-label={t('companies.tenantsOf', { company: row.name })}>
                    {row.tenants.map((tenant) => (
                      <li key={tenant.tenantId}>
                        {tenant.name} <span className="ops-hint">{tenant.code}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={t('companies.addFor', { company: row.name })}
                    aria-expanded={adding === row.companyId}
                    onClick={() => setAdding(row.companyId)}
                  >
                    {t('companies.add')}
                  </button>
                </td>
              </tr>
            ))}
            {records.data && records.data.rows.length === 0 && (
              <tr>
                <td colSpan={4}>{t('companies.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="ops-pager" aria-label={t('common.page', { page, pages })}>
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('common.prev')}
        </button>
        <span>{t('common.page', { page, pages })}</span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('common.next')}
        </button>
      </nav>
    </div>
  )
}
