import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, type CatalogueReport, type ParamValues, type ReportTable as Table } from '../api'
import { useT } from '@hr-portal/kit'
import { defaultValues } from './defaults'
import { ParamsForm } from './params-form'
import { ReportChart } from './report-chart'
import { ReportTable } from './report-table'
import { SubscribeDialog } from './subscribe-dialog'

/** The report centre (menu 4010): the reports the user may run, each with its parameters, table, chart, Excel export and subscription. */
export function CentrePage() {
  const t = useT()
  const catalogue = useRequest(() => api.catalogue(), [])
  const [chosen, setChosen] = useState<CatalogueReport | null>(null)
  const [values, setValues] = useState<ParamValues>({})
  const [result, setResult] = useState<{ title: string; table: Table } | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  const [subscribing, setSubscribing] = useState(false)
  const reports = catalogue.data?.reports ?? []

  function choose(report: CatalogueReport) {
    setChosen(report)
    setValues(defaultValues(report.params))
    setResult(null)
    setProblem('')
    setDone('')
  }

  async function act(work: () => Promise<void>) {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      await work()
    } catch (error) {
      setProblem((error as Error).message || t('common.failed'))
    } finally {
      setBusy(false)
    }
  }
  const run = (report: CatalogueReport) => act(async () => setResult(await api.run(report.code, values)))
  const exportFile = (report: CatalogueReport) =>
    act(async () => {
      await api.exportFile(report.code, values)
      setDone(t('centre.exported'))
    })

  return (
    <div className="rc-page">
      <header className="page-head">
        <h1>{t('centre.title')}</h1>
      </header>
      <main className="page-body" aria-busy={catalogue.loading || busy} data-testid="report-centre">
        {catalogue.error ? (
          <p role="alert" className="form-error">
            {t('common.loadFailed', { msg: (catalogue.error as Error).message })}{' '}
            <button type="button" onClick={catalogue.retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        {catalogue.loading && !catalogue.data && <p role="status">{t('common.loading')}</p>}
        {catalogue.data && !reports.length && (
          <p className="empty" data-testid="no-reports">
            {t('centre.none')}
          </p>
        )}
        {reports.length > 0 && (
          <div className="rc-layout">
            <nav aria-label={t('centre.reports')} className="rc-nav">
              <ul>
                {reports.map((report) => (
                  <li key={report.code}>
                    <button
                      type="button"
                      aria-current={report.code === chosen?.code ? 'true' : undefined}
                      onClick={() => choose(report)}
                      data-report={report.code}
                    >
                      <strong>{report.title}</strong>
                      <span className="hint">{report.description}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {chosen ? (
              <section className="panel rc-report" aria-labelledby="rc-title">
                <h2 id="rc-title">{chosen.title}</h2>
                <p className="hint">{chosen.description}</p>
                <form
                  className="rc-form"
                  onSubmit={(e) => {
                    e.preventDefault()
                    void run(chosen)
                  }}
                >
                  <ParamsForm
                    params={chosen.params}
                    values={values}
                    departments={catalogue.data?.departments ?? []}
                    onChange={setValues}
                  />
                  <div className="buttons">
                    <button type="submit" className="primary" disabled={busy}>
                      {t('centre.run')}
                    </button>
                    <button type="button" disabled={busy} onClick={() => void exportFile(chosen)}>
                      {t('centre.export')}
                    </button>
                    <button type="button" disabled={busy} onClick={() => setSubscribing(true)}>
                      {t('centre.subscribe')}
                    </button>
                  </div>
                </form>
                <p role="status" aria-live="polite" className="form-done">
                  {done}
                </p>
                {problem && (
                  <p role="alert" className="form-error" data-testid="report-error">
                    {problem}
                  </p>
                )}
                {result && (
                  <div className="rc-result" data-testid="report-result">
                    <h3>
                      {t('centre.result')}{' '}
                      <span className="hint">{t('centre.rows', { count: result.table.rows.length })}</span>
                    </h3>
                    {result.table.rows.length === 0 ? (
                      <p className="empty">{t('centre.empty')}</p>
                    ) : (
                      <>
                        <ReportChart table={result.table} title={t('centre.chart', { title: result.title })} />
                        <ReportTable table={result.table} caption={t('centre.table', { title: result.title })} />
                      </>
                    )}
                  </div>
                )}
              </section>
            ) : (
              <p className="empty">{t('centre.choose')}</p>
            )}
          </div>
        )}
      </main>
      {subscribing && chosen && (
        <SubscribeDialog
          report={chosen}
          values={values}
          onClose={() => setSubscribing(false)}
          onDone={(message) => {
            setSubscribing(false)
            setDone(message)
          }}
        />
      )}
    </div>
  )
}
