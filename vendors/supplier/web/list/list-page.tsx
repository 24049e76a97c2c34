import { useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { STATUSES, type SupplierStatus } from '../../shared/names'
import { useT } from '../i18n/i18n'
import { AppLink } from '../parts/app-link'
import { PageHeading } from '../parts/page-heading'
import { RequestView } from '../parts/request-view'
import { loadSuppliers } from './load'
import { SupplierTable } from './supplier-table'

export function ListPage() {
  const t = useT()
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<SupplierStatus | ''>('')
  const { data, error, loading, retry } = useRequest(() => loadSuppliers(keyword, status), [keyword, status])
  const search = (event: FormEvent) => {
    event.preventDefault()
    if (draft.trim() === keyword) retry()
    else setKeyword(draft.trim())
  }
  return (
    <main className="page" aria-busy={loading}>
      <div className="page-head">
        <PageHeading>{t('list.title')}</PageHeading>
        <AppLink to="/new" className="button primary">
          {t('list.onboard')}
        </AppLink>
      </div>
      <div className="toolbar">
        <form role="search" onSubmit={search} className="search">
          <label className="sr-only" htmlFor="keyword">
            {t('list.searchLabel')}
          </label>
          <input
            id="keyword"
            type="search"
            className="input"
            value={draft}
            maxLength={50}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button">
            {t('list.search')}
          </button>
        </form>
        <label className="inline-field">
          <span>{t('list.statusLabel')}</span>
          <select
            className="input"
            value={status}
            onChange={(event) => setStatus(event.target.value as SupplierStatus | '')}
          >
            <option value="">{t('list.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RequestView loading={loading} error={error} hasData={data !== null} retry={retry} t={t}>
        {data?.length === 0 ? <p className="muted">{t('list.empty')}</p> : <SupplierTable rows={data ?? []} t={t} />}
        <p className="muted" role="status">
          {t('list.total', { total: data?.length ?? 0 })}
        </p>
      </RequestView>
    </main>
  )
}
