import { useEffect, useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { BANK_COLUMNS, bankApi, type BankColumn, type BankLayout } from './bank-api'
import { LoadError, useT } from '@hr-portal/kit'
import { TransferList } from './transfer-list'
import { VoucherAccountsForm } from './voucher-accounts-form'
import { VoucherButtons } from './voucher-buttons'
import '../payslip/payslip.css'

const SEPARATORS: Array<BankLayout['separator']> = [',', ';', '|', '\t']

/**
 * The bank transfer file (button 820404 of the monthly runs): each locked or published run with its transfers as the file
 * holds them and its file, and the company's file layout. Each final run also has the file's button on the runs page.
 */
export function BankFilePage() {
  const t = useT()
  const runs = useRequest(() => bankApi.runs(), [])
  const saved = useRequest(() => bankApi.layout(), [])
  const [layout, setLayout] = useState<BankLayout | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  const [shown, setShown] = useState<{ runId: number; name: string } | null>(null)
  // Counts the layouts saved: the transfer list shown reloads in the new layout.
  const [layoutVersion, setLayoutVersion] = useState(0)
  useEffect(() => {
    if (saved.data) setLayout(saved.data)
  }, [saved.data])

  async function run(action: () => Promise<string>) {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      setDone(await action())
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }
  // The file's order is the layout's: a column ticked goes at the end, the list shows the chosen ones first, in order.
  const toggle = (column: BankColumn, on: boolean) =>
    layout &&
    setLayout({
      ...layout,
      columns: on
        ? [...layout.columns.filter((c) => c !== column), column]
        : layout.columns.filter((c) => c !== column),
    })
  const offered = layout ? [...layout.columns, ...BANK_COLUMNS.filter((c) => !layout.columns.includes(c))] : []
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!layout) return
    if (layout.columns.length === 0) return setProblem(t('bank.columnsNeeded'))
    void run(async () => {
      setLayout(await bankApi.saveLayout(layout))
      setLayoutVersion((n) => n + 1)
      return t('bank.saved')
    })
  }

  return (
    <div className="bank-page">
      <header className="page-head">
        <h1>{t('bank.title')}</h1>
      </header>
      <div className="bank-body">
        <LoadError error={runs.error} retry={runs.retry} />
        {runs.data && runs.data.runs.length === 0 && <p className="empty">{t('bank.noRuns')}</p>}
        {runs.data && runs.data.runs.length > 0 && (
          <div className="table-scroll">
            <table data-testid="bank-runs">
              <caption>{t('bank.runs')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bank.run')}</th>
                  <th scope="col">{t('bank.status')}</th>
                  <th scope="col">{t('bank.headcount')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('bank.file')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {runs.data.runs.map((r) => {
                  const name = t('bank.runName', { group: r.groupName, month: r.month })
                  return (
                    <tr key={r.runId}>
                      <th scope="row">{name}</th>
                      <td>{t(`bank.runStatus.${r.status}`)}</td>
                      <td className="num">{r.headcount}</td>
                      <td className="row-actions">
                        <button
                          type="button"
                          aria-pressed={shown?.runId === r.runId}
                          aria-label={t('bank.showOf', { name })}
                          onClick={() => setShown(shown?.runId === r.runId ? null : { runId: r.runId, name })}
                        >
                          {t('bank.show')}
                        </button>{' '}
                        <button
                          type="button"
                          disabled={busy}
                          aria-label={t('bank.downloadOf', { name })}
                          onClick={() =>
                            void run(async () => {
                              await bankApi.export({ runId: r.runId })
                              return t('bank.exportedRun', { name })
                            })
                          }
                        >
                          {t('bank.export')}
                        </button>{' '}
                        <VoucherButtons runId={r.runId} name={name} status={r.status} />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        {shown && <TransferList key={`${shown.runId}-${layoutVersion}`} {...shown} />}
        {layout && (
          <form className="bank-layout" onSubmit={save}>
            <h2>{t('bank.layout')}</h2>
            <fieldset className="bank-columns">
              <legend>{t('bank.columns')}</legend>
              <p className="slip-hint">{t('bank.orderHint')}</p>
              {offered.map((column) => (
                <label key={column}>
                  <input
                    type="checkbox"
                    checked={layout.columns.includes(column)}
                    onChange={(e) => toggle(column, e.target.checked)}
                  />
                  {t(`bank.column.${column}`)}
                </label>
              ))}
            </fieldset>
            <label className="bank-check">
              <input
                type="checkbox"
                checked={layout.header}
                onChange={(e) => setLayout({ ...layout, header: e.target.checked })}
              />
              {t('bank.header')}
            </label>
            <label>
              {t('bank.separator')}
              <select
                value={layout.separator}
                onChange={(e) => setLayout({ ...layout, separator: e.target.value as BankLayout['separator'] })}
              >
                {SEPARATORS.map((s) => (
                  <option key={s} value={s}>
                    {t(`bank.sep.${s === '\t' ? 'tab' : s === ',' ? 'comma' : s === ';' ? 'semicolon' : 'bar'}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('bank.encoding')}
              <select
                value={layout.encoding}
                onChange={(e) => setLayout({ ...layout, encoding: e.target.value as BankLayout['encoding'] })}
              >
                <option value="utf-8">UTF-8</option>
                <option value="gbk">GBK</option>
              </select>
            </label>
            <label>
              {t('bank.currency')}
              <input
                value={layout.currency}
                maxLength={3}
                pattern="[A-Z]{3}"
                onChange={(e) => setLayout({ ...layout, currency: e.target.value.toUpperCase() })}
              />
            </label>
            <label>
              {t('bank.purpose')}
              <input
                value={layout.purpose}
                maxLength={60}
                onChange={(e) => setLayout({ ...layout, purpose: e.target.value })}
              />
            </label>
            <p className="slip-hint">{t('bank.purposeHint')}</p>
            <button type="submit" className="primary" disabled={busy}>
              {t('common.save')}
            </button>
          </form>
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        <VoucherAccountsForm />
      </div>
    </div>
  )
}
