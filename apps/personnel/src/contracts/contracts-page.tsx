import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { PaginationBar } from '@hr-portal/ui'
import { paginationLabels } from '../pagination-labels'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import { contractApi, STATUSES, type ContractStatus } from './contract-api'
import { ContractTable } from './contract-table'

/** Expiring-soon choices of the list, in days. */
const WINDOWS = [30, 60, 90]

/**
 * Contracts (`/contracts`, menu 1104): the contracts of the staff in the caller's data range (HR: theirs; a manager:
 * their team), by keyword and status, or those ending within 30, 60 or 90 days, soonest first.
 */
export function ContractsPage() {
  const t = useT()
  const language = useLanguage()
  const canManage = usePermission('110401')
  const [keyword, setKeyword] = useState('')
  const [typed, setTyped] = useState('')
  const [status, setStatus] = useState<ContractStatus | ''>('')
  const [within, setWithin] = useState(0)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(20)
  const list = useRequest(
    () =>
      contractApi.list({
        page,
        rows,
        ...(keyword ? { keyword } : {}),
        ...(status ? { status } : {}),
        ...(within ? { expiringWithin: within } : {}),
      }),
    [page, rows, keyword, status, within, language],
  )
  return (
    <div className="pers-page" data-testid="contracts-page">
      <header className="page-head">
        <h1>{t('contracts.title')}</h1>
      </header>
      <main className="pers-body" aria-busy={list.loading}>
        <form
          className="pers-filters"
          role="search"
          aria-label={t('contracts.filters')}
          onSubmit={(e) => {
            e.preventDefault()
            setPage(1)
            setKeyword(typed.trim())
          }}
        >
          <label className="pers-inline-field">
            {t('contracts.keyword')}
            <input
              className="hr-input"
              value={typed}
              maxLength={50}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('contracts.keywordHint')}
            />
          </label>
          <button type="submit" className="hr-button">
            {t('left.search')}
          </button>
          <label className="pers-inline-field">
            {t('contracts.status')}
            <select
              className="hr-input"
              value={status}
              disabled={within > 0}
              onChange={(e) => {
                setPage(1)
                setStatus(e.target.value as ContractStatus | '')
              }}
            >
              <option value="">{t('contracts.allStatuses')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`contracts.statuses.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="pers-inline-field">
            {t('contracts.expiring')}
            <select
              className="hr-input"
              value={within}
              data-testid="expiring-filter"
              onChange={(e) => {
                setPage(1)
                setWithin(Number(e.target.value))
              }}
            >
              <option value={0}>{t('contracts.anyEnd')}</option>
              {WINDOWS.map((days) => (
                <option key={days} value={days}>
                  {t('contracts.within', { days })}
                </option>
              ))}
            </select>
          </label>
        </form>
        {!canManage && <p className="pers-hint">{t('contracts.readOnly')}</p>}
        <RequestError className="pers-error" error={list.error} retry={list.retry} />
        {list.loading && !list.data && <p role="status">{t('common.loading')}</p>}
        {list.data && (
          <ContractTable
            contracts={list.data.rows}
            caption={t('contracts.title')}
            withEmployee
            onOpen={(c) => router.navigate(`/contracts/${c.id}`)}
          />
        )}
        <PaginationBar
          total={list.data ? list.data.total : list.loading ? null : 0}
          page={page}
          rows={rows}
          disabled={list.loading}
          onPageChange={setPage}
          onSizeChange={setRows}
          labels={paginationLabels(t)}
        />
      </main>
    </div>
  )
}
