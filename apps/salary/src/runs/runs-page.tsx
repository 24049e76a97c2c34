import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { salary, messageOf } from '../api'
import { LoadError, router, useT } from '@hr-portal/kit'
import { BankFileButton } from '../outputs/bank-file-button'
import { OffCycleDialog } from './off-cycle-dialog'
import { RunKind } from './run-kind'
import { StatusTag } from './status-tag'
import { DateField } from '@hr-portal/ui'
import { money } from '../money'

const lastMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
}

/** Payroll runs (menu 8204): each group's months with their status and totals; a new run of a group and month (820401). */
export function RunsPage() {
  const t = useT()
  const canCreate = usePermission('820401')
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const runs = useRequest(() => salary.runs.list(), [version])
  const groups = useRequest(() => salary.groups.list(), [])
  const [groupId, setGroupId] = useState(0)
  const [month, setMonth] = useState(lastMonth())
  const [problem, setProblem] = useState('')
  const [offCycle, setOffCycle] = useState(false)
  const chosen = groupId || groups.data?.[0]?.id || 0

  async function create(event: React.FormEvent) {
    event.preventDefault()
    setProblem('')
    try {
      const { id } = await salary.runs.create({ groupId: chosen, month })
      reload()
      router.navigate(`/runs/${id}`)
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('runs.title')}</h1>
      </header>
      <div className="page-body">
        {canCreate && (
          <form className="panel row" onSubmit={create} aria-labelledby="new-run-title">
            <h2 id="new-run-title" className="sr-only">
              {t('runs.new')}
            </h2>
            <label>
              {t('runs.group')}
              <select value={chosen} onChange={(e) => setGroupId(Number(e.target.value))}>
                {(groups.data ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('runs.month')}
              <DateField kind="month" value={month} onValueChange={setMonth} required />
            </label>
            <button type="submit" className="primary" disabled={!chosen}>
              {t('runs.new')}
            </button>
            <button type="button" disabled={!chosen} onClick={() => setOffCycle(true)}>
              {t('runKinds.newOffCycle')}
            </button>
          </form>
        )}
        {offCycle && (
          <OffCycleDialog
            groups={groups.data ?? []}
            month={month}
            onClose={() => setOffCycle(false)}
            onDone={(id) => {
              setOffCycle(false)
              reload()
              router.navigate(`/runs/${id}`)
            }}
          />
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <LoadError error={runs.error} retry={runs.retry} />
        <div className="table-scroll">
          <table data-testid="runs" className="runs-table">
            <thead>
              <tr>
                <th>{t('runs.month')}</th>
                <th>{t('runs.group')}</th>
                <th>{t('runKinds.kind')}</th>
                <th>{t('runs.status')}</th>
                <th>{t('runs.headcount')}</th>
                <th>{t('runs.gross')}</th>
                <th>{t('runs.net')}</th>
                <th>{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(runs.data ?? []).map((run) => (
                <tr key={run.id}>
                  <td>{run.month}</td>
                  <td>{run.groupName}</td>
                  <td>
                    <RunKind run={run} />
                  </td>
                  <td>
                    <StatusTag status={run.status} />
                  </td>
                  <td className="num">{run.headcount}</td>
                  <td className="num">{money(run.gross)}</td>
                  <td className="num">{money(run.net)}</td>
                  <td className="row-actions">
                    <button
                      type="button"
                      onClick={() => router.navigate(`/runs/${run.id}`)}
                      aria-label={t('runs.openOne', { name: `${run.groupName} ${run.month} ${run.name}`.trim() })}
                    >
                      {t('runs.open')}
                    </button>
                    <BankFileButton
                      runId={run.id}
                      name={t('bank.runName', { group: run.groupName, month: run.month })}
                      status={run.status}
                    />
                  </td>
                </tr>
              ))}
              {runs.data?.length === 0 && (
                <tr>
                  <td colSpan={8} className="empty" data-testid="runs-empty">
                    {t(canCreate ? 'runs.noneYet' : 'runs.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  )
}
