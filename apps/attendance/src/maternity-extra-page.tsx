import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { leaveCalls } from './leave-api'
import { useLiveRefresh } from './live-refresh'
import { ApprovalBlock, inDialog, LoadError, router, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'

/**
 * A supplementary maternity leave (`/leave/maternity-extra/:id`, intent `maternityExtra.view`): the leave it extends,
 * the extra days and the end the leave gets, its approval block and the buttons the viewer may press.
 */
export function MaternityExtraPage({ id }: { id: string }) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const extra = useRequest(() => leaveCalls.maternityExtra(id), [id, version])
  const flow = useRequest(() => leaveCalls.flow(id, 'maternityExtra'), [id, version])
  const data = extra.data
  const half = (h: string) => t(h === 'am' ? 'form.morning' : 'form.afternoon')
  return (
    <div className="request-page">
      <header className="page-head">
        <h1>{t('extra.title')}</h1>
        {!inDialog() && (
          <button type="button" onClick={() => router.navigate(data ? `/leave/requests/${data.requestId}` : '/leave')}>
            {t('request.back')}
          </button>
        )}
      </header>
      <section className="request-body" aria-busy={extra.loading || flow.loading}>
        <LoadError refusalAsNote error={extra.error} retry={extra.retry} />
        {extra.loading && !data && <p role="status">{t('common.loading')}</p>}
        {data && (
          <dl className="request-fields" data-testid="maternity-extra">
            <dt>{t('request.applicant')}</dt>
            <dd>{data.applicantName}</dd>
            {data.leave && (
              <>
                <dt>{t('extra.leave')}</dt>
                <dd>
                  {data.leave.startDate} {half(data.leave.startHalf)} – {data.leave.endDate} {half(data.leave.endHalf)}{' '}
                  ({data.leave.days})
                </dd>
              </>
            )}
            <dt>{t('extra.days')}</dt>
            <dd>{data.days}</dd>
            {data.newEndDate && (
              <>
                <dt>{t('extra.newEnd')}</dt>
                <dd>
                  {data.newEndDate} {half('pm')}
                </dd>
              </>
            )}
            <dt>{t('form.reason')}</dt>
            <dd>{data.reason}</dd>
            <dt>{t('table.status')}</dt>
            <dd>
              <StatusTag status={data.status} />
            </dd>
          </dl>
        )}
        {flow.data && (
          <ApprovalBlock
            bizType="maternityExtra"
            bizId={id}
            flow={flow.data}
            onMoved={reload}
            status={<StatusTag status={flow.data.status === 'running' ? 'pending' : flow.data.status} />}
          />
        )}
      </section>
    </div>
  )
}
