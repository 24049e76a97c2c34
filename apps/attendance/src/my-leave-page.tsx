import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { PaginationBar, paginationLabels } from '@hr-portal/ui'
import { leaveCalls, type ApplyInput, type LeaveRequest } from './leave-api'
import { LeaveForm } from './leave-form'
import { MaternityExtraForm } from './maternity-extra-form'
import { PatchCards } from './patch-cards'
import { useLiveRefresh } from './live-refresh'
import { app, LoadError, router, useLanguage, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'
import { ToilCredits } from './toil-credits'

/** My leave (menu 8001): this year's balances, the request form and my requests, kept current as approvals happen. */
export function MyLeavePage() {
  const t = useT()
  const language = useLanguage()
  const year = new Date().getFullYear()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const canCancelLeave = usePermission('800101')
  const canAskExtra = usePermission('800103')
  const [extraFor, setExtraFor] = useState<LeaveRequest | null>(null)
  // Again after each request and approval: HR may have made a type hourly (Leave types) since the page opened.
  const types = useRequest(() => leaveCalls.types(), [version])
  const balances = useRequest(() => Promise.all([leaveCalls.balances(year), leaveCalls.balances(year + 1)]), [version])
  const [paging, setPaging] = useState({ page: 1, rows: 10 })
  const mine = useRequest(() => leaveCalls.mine(paging.page, paging.rows), [version, paging])
  const [problem, setProblem] = useState('')

  async function apply(input: ApplyInput) {
    // A refusal may come from a type changed meanwhile: the form shows it as it is now.
    const sent = await leaveCalls.apply(input).catch((cause: unknown) => {
      reload()
      throw cause
    })
    void app.events
      .publish('approval.changed', { instanceId: sent.instanceId, bizType: 'leave', bizId: sent.id, status: 'running' })
      .catch(() => {})
    reload()
  }

  async function act(row: LeaveRequest, action: 'recall' | 'cancelLeave') {
    setProblem('')
    const ok = await app.shell.ui
      .confirm({ title: t(`actions.${action}`), content: t(`actions.${action}Confirm`) })
      .catch(() => false)
    if (!ok) return
    try {
      if (action === 'recall') await leaveCalls.event('cancel', row.instanceId!, '')
      else await leaveCalls.cancelLeave(row.id)
      void app.events
        .publish('approval.changed', {
          instanceId: row.instanceId ?? '',
          bizType: 'leave',
          bizId: row.id,
          status: action === 'recall' ? 'cancelled' : 'revoked',
        })
        .catch(() => {})
      reload()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    }
  }

  const name = (row: { typeNameZh: string; typeNameEn: string }) =>
    language === 'en' ? row.typeNameEn : row.typeNameZh
  const length = (unit: string, n: number) => t(unit === 'hour' ? 'myLeave.hours' : 'myLeave.days', { n })
  const half = (h: string) => t(h === 'am' ? 'form.morning' : 'form.afternoon')
  const when = (row: LeaveRequest) =>
    row.startTime
      ? `${row.startDate} ${row.startTime}–${row.endTime}`
      : `${row.startDate} ${half(row.startHalf)} – ${row.endDate} ${half(row.endHalf)}`
  return (
    <div className="my-leave">
      <header className="page-head">
        <h1>{t('myLeave.title')}</h1>
      </header>
      <section className="balances" aria-labelledby="balances-title" aria-busy={balances.loading}>
        <h2 id="balances-title">{t('myLeave.balances', { year })}</h2>
        <LoadError refusalAsNote error={balances.error} retry={balances.retry} />
        <ul className="balance-cards">
          {balances.data?.[0].map((b) => (
            <li key={b.typeCode} data-testid={`balance-${b.typeCode}`}>
              <span className="balance-name">{language === 'en' ? b.nameEn : b.nameZh}</span>
              <strong className="balance-left">{length(b.unit, b.left)}</strong>
              <span className="balance-detail">
                {t(b.typeCode === 'toil' ? 'toil.balanceDetail' : 'myLeave.balanceDetail', {
                  total: b.total,
                  used: b.used,
                  pending: b.pending,
                })}
              </span>
            </li>
          ))}
        </ul>
        {balances.data && (
          <p className="balance-next">
            {t('myLeave.nextYear', { year: year + 1 })}:{' '}
            {balances.data[1]
              .map((b) => `${language === 'en' ? b.nameEn : b.nameZh} ${length(b.unit, b.left)}`)
              .join(' · ')}
          </p>
        )}
      </section>
      <section className="leave-columns">
        {types.data && <LeaveForm types={types.data.filter((type) => type.eligible)} onSubmit={apply} />}
        <div className="my-requests" aria-busy={mine.loading}>
          <h2 id="requests-title">{t('myLeave.requests')}</h2>
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          {mine.data && mine.data.rows.length === 0 && <p className="empty">{t('myLeave.none')}</p>}
          {mine.data && mine.data.rows.length > 0 && (
            <table aria-labelledby="requests-title" data-testid="my-requests">
              <thead>
                <tr>
                  <th>{t('table.type')}</th>
                  <th>{t('table.when')}</th>
                  <th>{t('table.length')}</th>
                  <th>{t('table.status')}</th>
                  <th>{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {mine.data.rows.map((row) => (
                  <tr key={row.id} data-id={row.id}>
                    <td>{name(row)}</td>
                    <td>{when(row)}</td>
                    <td>{row.startTime ? t('myLeave.hours', { n: row.hours }) : t('myLeave.days', { n: row.days })}</td>
                    <td>
                      <StatusTag status={row.status} />
                    </td>
                    <td className="row-actions">
                      <button type="button" onClick={() => router.navigate(`/leave/requests/${row.id}`)}>
                        {t('actions.view')}
                      </button>
                      {(row.status === 'pending' || row.status === 'returned') && (
                        <button type="button" onClick={() => void act(row, 'recall')}>
                          {t('actions.recall')}
                        </button>
                      )}
                      {row.status === 'approved' && canCancelLeave && (
                        <button type="button" onClick={() => void act(row, 'cancelLeave')}>
                          {t('actions.cancelLeave')}
                        </button>
                      )}
                      {row.status === 'approved' && row.typeCode === 'maternity' && canAskExtra && (
                        <button type="button" onClick={() => setExtraFor(row)}>
                          {t('actions.maternityExtra')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {mine.data && (mine.data.total > paging.rows || paging.page > 1) && (
            <PaginationBar
              total={mine.data.total}
              page={paging.page}
              rows={paging.rows}
              disabled={mine.loading}
              labels={paginationLabels[language]}
              sizes={[10, 20, 50, 100]}
              onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
              onSizeChange={(rows) => setPaging({ page: 1, rows })}
            />
          )}
        </div>
      </section>
      <ToilCredits version={version} />
      <PatchCards version={version} onChanged={reload} />
      {extraFor && (
        <MaternityExtraForm
          requestId={extraFor.id}
          onClose={() => setExtraFor(null)}
          onSent={(instanceId) => {
            void app.events
              .publish('approval.changed', {
                instanceId,
                bizType: 'maternityExtra',
                bizId: extraFor.id,
                status: 'running',
              })
              .catch(() => {})
            void app.shell.ui.message('success', t('extra.sent')).catch(() => {})
            setExtraFor(null)
            reload()
          }}
        />
      )}
    </div>
  )
}
