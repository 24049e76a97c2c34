import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { messageOf } from '../api'
import { callThrough } from '@hr-portal/api/client'
import { performanceApi, type ProposedChange as Change } from '@hr-portal/api/client/performance'
import { http, LoadError, useT } from '@hr-portal/kit'
import { money } from '../money'

/** Performance reviews' salary changes (the contract's api/src/performance). */
const changes = performanceApi(callThrough(http)).salaryChanges

/**
 * Salary changes proposed by released performance results (gateway services/performance): payroll applies one to the
 * employee's salary profile from its month (820301).
 */
export function ProposedChanges({ canApply, onApplied }: { canApply: boolean; onApplied: () => void }) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const list = useRequest(() => changes.list({ status: 'proposed' }), [version])
  const rows = list.data?.rows ?? []
  if (list.data && rows.length === 0 && !status) return null

  async function apply(change: Change) {
    setProblem('')
    try {
      const { base } = await changes.apply({ id: change.id })
      setStatus(t('proposedChanges.applied', { name: change.name, base, month: change.effectiveMonth }))
      setVersion((n) => n + 1)
      onApplied()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <section className="panel" aria-labelledby="proposed-title" data-testid="proposed-changes">
      <h2 id="proposed-title">{t('proposedChanges.title')}</h2>
      <p className="form-done" role="status" aria-live="polite">
        {status}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <LoadError error={list.error} retry={list.retry} />
      {rows.length > 0 && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th>{t('runs.name')}</th>
                <th>{t('proposedChanges.cycle')}</th>
                <th>{t('proposedChanges.change')}</th>
                <th>{t('profiles.effectiveMonth')}</th>
                <th>{t('profiles.reason')}</th>
                {canApply && <th>{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.name}
                    <span className="hint">
                      {' '}
                      {row.jobNumber} · {row.organ}
                    </span>
                  </td>
                  <td>{row.cycleName}</td>
                  <td className="num">
                    {t(row.kind === 'percent' ? 'proposedChanges.percent' : 'proposedChanges.amount', {
                      value: row.kind === 'percent' ? row.value : money(row.value),
                    })}
                  </td>
                  <td>{row.effectiveMonth}</td>
                  <td>{row.reason}</td>
                  {canApply && (
                    <td>
                      <button
                        type="button"
                        onClick={() => void apply(row)}
                        aria-label={t('proposedChanges.applyOf', { name: row.name })}
                      >
                        {t('proposedChanges.apply')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
