import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { operations } from './api'

/** Content-security-policy violations browsers reported, one row per kind with its count, newest first. */
export function CspPage() {
  const t = useT()
  const language = useLanguage()
  const reports = useRequest(() => operations.cspReports(), [])
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' })
  return (
    <div className="ops-page">
      <header className="ops-head">
        <h1>{t('csp.title')}</h1>
        <button type="button" onClick={reports.retry} disabled={reports.loading}>
          {t('csp.refresh')}
        </button>
      </header>
      <p className="ops-hint">{t('csp.hint')}</p>
      <RequestError className="ops-error" error={reports.error} retry={reports.retry} />
      {reports.loading && <p role="status">{t('common.loading')}</p>}
      <div className="ops-scroll">
        <table className="ops-table ops-csp" data-testid="ops-csp" aria-busy={reports.loading}>
          <caption>{t('csp.list', { total: reports.data?.length ?? 0 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('csp.lastSeen')}</th>
              <th scope="col">{t('csp.count')}</th>
              <th scope="col">{t('csp.directive')}</th>
              <th scope="col">{t('csp.blocked')}</th>
              <th scope="col">{t('csp.document')}</th>
              <th scope="col">{t('csp.mode')}</th>
              <th scope="col">{t('csp.firstSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {reports.data?.map((report) => (
              <tr key={report.id}>
                <td>{date.format(report.lastSeen)}</td>
                <td>{report.count}</td>
                <td>
                  <code>{report.directive}</code>
                </td>
                <td className="ops-wrap">{report.blocked}</td>
                <td className="ops-wrap">{report.document}</td>
                <td>{t(report.disposition === 'report' ? 'csp.report' : 'csp.enforce')}</td>
                <td>{date.format(report.firstSeen)}</td>
              </tr>
            ))}
            {reports.data && reports.data.length === 0 && (
              <tr>
                <td colSpan={7}>{t('csp.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}
