import { useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { describeError } from '@hr-portal/bridge/vendor'
import { RequestStatus } from '@hr-portal/ui'
import { useT } from './i18n'
import { api } from './shell'
import { SupplierTable } from './supplier-table'
import { loadSuppliers } from './suppliers'

export function SupplierPage() {
  const t = useT()
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const { data, error, loading, retry } = useRequest(() => loadSuppliers(api, keyword), [keyword])
  const search = (event: FormEvent) => {
    event.preventDefault()
    if (draft.trim() === keyword) retry()
    else setKeyword(draft.trim())
  }
  return (
    <main className="page" aria-busy={loading}>
      <header className="page-head">
        <h1>{t('title')}</h1>
        <form role="search" onSubmit={search} className="search">
          <label className="hr-sr-only" htmlFor="keyword">{t('searchLabel')}</label>
          <input id="keyword" type="search" className="hr-input" value={draft} placeholder={t('searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="hr-button" data-variant="primary">{t('search')}</button>
        </form>
      </header>
      <RequestStatus error={error ? describeError(error, t) : null} loading={loading && !data} empty={data?.length === 0}
        texts={{ loading: t('loading'), empty: t('empty'), retry: t('retry') }} onRetry={retry} testId="supplier">
        <SupplierTable rows={data ?? []} t={t} />
        <p className="total" role="status">{t('total', { total: data?.length ?? 0 })}</p>
      </RequestStatus>
    </main>
  )
}
