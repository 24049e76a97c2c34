import { useEnv, useRequest } from '@hr-portal/bridge/react'
import { createAppTokenSource, createVendorApi } from '@hr-portal/bridge/vendor'
import { useMemo, useState, type FormEvent } from 'react'
import { loadBudgets, saveBudget } from './api'
import { describe } from './describe'
import { formatYuan } from './format'
import { useT } from './i18n'
import { Page } from './page'
import { RequestView } from './request-view'
import { app } from './shell'
import { TripSettings } from './trip-settings'

/**
 * The shop's settings for the tenant, opened by its app administrators from the portal's Apps list: the welfare
 * budget per employee and year, and the trip catalogue. Its calls carry a token fetched on this page, which the portal issues as the settings
 * page's (scope `app.settings`) and only to an app administrator; the shop refuses every other token here.
 */
export function SettingsPage() {
  const t = useT()
  const { language } = useEnv()
  // Tokens of its own, asked for while this page shows (the app's other pages' tokens are not the settings page's).
  const api = useMemo(
    () =>
      createVendorApi({
        http: app.http,
        baseUrl: `${window.location.origin}/api`,
        tokens: createAppTokenSource({ fetchToken: () => app.shell.session.getAppToken() }),
      }),
    [],
  )
  const { data, error, loading, retry } = useRequest(() => loadBudgets(api), [api])
  const [year, setYear] = useState(String(new Date().getFullYear()))
  const [amount, setAmount] = useState('')
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure('')
    setNotice('')
    try {
      await saveBudget(api, { year, amount })
      setNotice(t('settings.saved', { year }))
      retry()
    } catch (e) {
      setFailure(describe(e, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t('settings.title')} busy={loading || busy}>
      <p className="notice" role="status">
        {notice}
      </p>
      {failure && (
        <p className="status-error" role="alert">
          {failure}
        </p>
      )}
      <RequestView loading={loading && !data} error={error} retry={retry}>
        {data && (
          <section className="card" aria-labelledby="budgets-title">
            <h2 id="budgets-title">{t('settings.budgets')}</h2>
            {data.length ? (
              <ul data-testid="budget-settings">
                {data.map((b) => (
                  <li key={b.year}>
                    {t('settings.row', { year: b.year, amount: formatYuan(language, b.perEmployee) })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('settings.none')}</p>
            )}
            <form onSubmit={save}>
              <label>
                {t('settings.year')}
                <input inputMode="numeric" required value={year} onChange={(e) => setYear(e.target.value)} />
              </label>
              <label>
                {t('settings.amount')}
                <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
              </label>
              <button type="submit" disabled={busy}>
                {t('settings.save')}
              </button>
            </form>
          </section>
        )}
      </RequestView>
      {data && <TripSettings api={api} onNotice={setNotice} />}
    </Page>
  )
}
