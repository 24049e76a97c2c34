import './company-texts'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useStore } from '@nanostores/react'
import { HttpError } from '@hr-portal/bridge/http'
import { ListPage, listPageLabels, type StatisticsState } from '@hr-portal/ui'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { ShellBar } from '../../lib/layout/shell-bar'
import { describeError } from '../../lib/describe-error'
import { useDocumentTitle } from '../../lib/use-document-title'
import { loadRecords, type CompanyStatus, type RecordsPage as RecordsAnswer } from './records-api'
import { RecordsTable } from './records-table'

/**
 * /compRecords: platform operators list every company with its tenants, search by name,
 * filter by status (the list's statistics), page, and disable or enable a company. Anyone else
 * sees "You don't have permission" (the gateway answers 403001).
 */
export function RecordsPage() {
  const t = useT()
  useDocumentTitle('company.recordsTitle')
  const language = useStore($language)
  const [name, setName] = useState('')
  const [status, setStatus] = useState<CompanyStatus | null>(null)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [reload, setReload] = useState(0)
  const [data, setData] = useState<RecordsAnswer | null>(null)
  const [loading, setLoading] = useState(true)
  const [denied, setDenied] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [changed, setChanged] = useState<{ company: string; status: CompanyStatus } | null>(null)
  const notice = changed
    ? t('company.changed', { company: changed.company, status: t(`company.${changed.status}`) })
    : null

  useEffect(() => {
    let live = true
    setLoading(true)
    loadRecords({ page, rows, ...(name ? { name } : {}), ...(status ? { status } : {}) })
      .then((answer) => {
        if (live) {
          setData(answer)
          setError(null)
        }
      })
      .catch((err) => {
        if (!live) return
        if (err instanceof HttpError && err.serverCode === 403001) setDenied(true)
        else setError(describeError(err, t))
      })
      .finally(() => {
        if (live) setLoading(false)
      })
    return () => {
      live = false
    }
  }, [name, status, page, rows, reload])

  const statistics: StatisticsState = {
    activeStatus: status,
    total: Object.values(data?.countData ?? {}).reduce((sum, n) => sum + n, 0),
    countData: data?.countData ?? {},
    formats: {
      blue: [{ status: 'active', value: t('company.active') }],
      yellow: [{ status: 'disabled', value: t('company.disabled') }],
      green: [],
    },
  }

  return (
    <div className="company-records-page">
      <ShellBar>
        <Link href="/portal" className="shell-records-link">
          {t('company.backHome')}
        </Link>
      </ShellBar>
      <main className="company-records-main">
        <h1>{t('company.recordsTitle')}</h1>
        {denied ? (
          <p role="alert" className="company-denied">
            {t('company.noPermission')}
          </p>
        ) : (
          <ListPage
            title={t('company.recordsTitle')}
            labels={listPageLabels[language]}
            statistics={statistics}
            onStatus={(next) => {
              setStatus(next as CompanyStatus | null)
              setPage(1)
            }}
            onSearch={(keyword) => {
              setName(keyword)
              setPage(1)
            }}
          >
            <div role="alert" className="login-error">
              {error ?? ''}
            </div>
            <p role="status" className="company-notice">
              {loading && !data ? t('company.loading') : (notice ?? '')}
            </p>
            <RecordsTable
              data={data}
              loading={loading}
              page={page}
              rows={rows}
              onPage={setPage}
              onRows={(next) => {
                setRows(next)
                setPage(1)
              }}
              onChanged={(company, next) => {
                setChanged({ company, status: next })
                setReload((n) => n + 1)
              }}
              onError={setError}
            />
          </ListPage>
        )}
      </main>
    </div>
  )
}
