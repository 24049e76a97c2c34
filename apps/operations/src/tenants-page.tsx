import { useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { app, RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import { operations } from './api'

const ROWS = 20

/** Tenants of every company, searchable; company records themselves are the shell's /compRecords page. */
export function TenantsPage() {
  const t = useT()
  const language = useLanguage()
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const tenants = useRequest(() => operations.tenants({ keyword, page, rows: ROWS }), [keyword, page])
  const pages = Math.max(1, Math.ceil((tenants.data?.total ?? 0) / ROWS))
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })

  function search(event: FormEvent) {
    event.preventDefault()
    setPage(1)
    setKeyword(draft.trim())
  }

  return (
    <div className="ops-page">
      <header className="ops-head">
        <h1>{t('tenants.title')}</h1>
        {/* Frames open no windows themselves: the shell opens the portal's page in a new tab. */}
        <a
          href={`${app.config.shellOrigin}/compRecords`}
          data-testid="ops-records-link"
          onClick={(e) => {
            e.preventDefault()
            void shell.nav.openExternal(e.currentTarget.href)
          }}
        >
          {t('tenants.records')}
        </a>
      </header>
      <form className="ops-search" role="search" aria-label={t('tenants.search')} onSubmit={search}>
        <label htmlFor="ops-tenant-keyword">{t('tenants.searchLabel')}</label>
        <input id="ops-tenant-keyword" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">{t('tenants.searchButton')}</button>
      </form>
      <RequestError className="ops-error" error={tenants.error} retry={tenants.retry} />
      {tenants.loading && <p role="status">{t('common.loading')}</p>}
      <table className="ops-table" data-testid="ops-tenants" aria-busy={tenants.loading}>
        <caption>{t('tenants.total', { total: tenants.data?.total ?? 0 })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tenants.id')}</th>
            <th scope="col">{t('tenants.name')}</th>
            <th scope="col">{t('tenants.code')}</th>
            <th scope="col">{t('tenants.company')}</th>
            <th scope="col">{t('tenants.status')}</th>
            <th scope="col">{t('tenants.created')}</th>
            <th scope="col">{t('tenants.users')}</th>
          </tr>
        </thead>
        <tbody>
          {tenants.data?.rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.name}</td>
              <td>{row.code}</td>
              <td>{row.companyName}</td>
              <td>{row.status === 'active' ? t('tenants.active') : t('tenants.disabled')}</td>
              <td>{date.format(row.createdAt)}</td>
              <td>{row.users}</td>
            </tr>
          ))}
          {tenants.data && tenants.data.rows.length === 0 && (
            <tr>
              <td colSpan={7}>{t('tenants.empty')}</td>
            </tr>
          )}
        </tbody>
      </table>
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
