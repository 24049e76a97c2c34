import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { useLiveRefresh } from './live-refresh'
import { overtimeApi, type Overtime, type OvertimeInput } from './overtime-api'
import { OvertimeForm } from './overtime-form'
import { OvertimeResult } from './overtime-result'
import { app, LoadError, router, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'
import { ToilSettings } from './toil-settings'

/** Overtime (menu 8010): ask for overtime, my overtime with its status and what it came to; HR sets how long credits last. */
export function OvertimePage() {
  const t = useT()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const canSet = usePermission('801001')
  const mine = useRequest(() => overtimeApi.mine(), [version])
  const [problem, setProblem] = useState('')

  async function apply(input: OvertimeInput) {
    const sent = await overtimeApi.apply(input)
    void app.events
      .publish('approval.changed', {
        instanceId: sent.instanceId,
        bizType: 'overtime',
        bizId: sent.id,
        status: 'running',
      })
      .catch(() => {})
    reload()
  }

  async function revoke(row: Overtime) {
    setProblem('')
    const ok = await app.shell.ui
      .confirm({ title: t('actions.revokeOvertime'), content: t('actions.revokeOvertimeConfirm') })
      .catch(() => false)
    if (!ok) return
    try {
      await overtimeApi.revoke(row.id)
      void app.events
        .publish('approval.changed', {
          instanceId: row.instanceId ?? '',
          bizType: 'overtime',
          bizId: row.id,
          status: 'revoked',
        })
        .catch(() => {})
      reload()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <div className="my-leave">
      <header className="page-head">
        <h1>{t('overtime.title')}</h1>
      </header>
      <section className="leave-columns">
        <OvertimeForm onSubmit={apply} />
        <div className="my-requests" aria-busy={mine.loading}>
          <h2 id="overtime-list-title">{t('overtime.mine')}</h2>
          <LoadError refusalAsNote error={mine.error} retry={mine.retry} />
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          {mine.data && mine.data.length === 0 && <p className="empty">{t('overtime.none')}</p>}
          {mine.data && mine.data.length > 0 && (
            <table aria-labelledby="overtime-list-title" data-testid="my-overtime">
              <thead>
                <tr>
                  <th>{t('overtime.day')}</th>
                  <th>{t('overtime.hours')}</th>
                  <th>{t('overtime.timing')}</th>
                  <th>{t('table.status')}</th>
                  <th>{t('overtime.result')}</th>
                  <th>{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {mine.data.map((row) => (
                  <tr key={row.id} data-id={row.id}>
                    <td>
                      {row.day} {row.startTime}–{row.endTime}
                    </td>
                    <td>{t('myLeave.hours', { n: row.hours })}</td>
                    <td>{t(`overtime.${row.timing}`)}</td>
                    <td>
                      <StatusTag status={row.status} revokedAs="overtimeRevoked" />
                    </td>
                    <td>
                      <OvertimeResult row={row} />
                    </td>
                    <td className="row-actions">
                      <button type="button" onClick={() => router.navigate(`/overtime/${row.id}`)}>
                        {t('actions.view')}
                      </button>
                      {row.status === 'approved' && (
                        <button type="button" onClick={() => void revoke(row)}>
                          {t('actions.revokeOvertime')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
      {canSet && <ToilSettings />}
    </div>
  )
}
