import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { leaveCalls } from './leave-api'
import { useLiveRefresh } from './live-refresh'
import { overtimeApi } from './overtime-api'
import { OvertimeResult } from './overtime-result'
import { ApprovalBlock, inDialog, LoadError, router, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'

/** An overtime request (`/overtime/:id`, intent `overtime.view`), as the approval centre's dialog shows it. */
export function OvertimeRequestPage({ id }: { id: string }) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const request = useRequest(() => overtimeApi.detail(id), [id, version])
  const flow = useRequest(() => leaveCalls.flow(id, 'overtime'), [id, version])
  const data = request.data
  return (
    <div className="request-page">
      <header className="page-head">
        <h1>{t('overtime.request')}</h1>
        {!inDialog() && (
          <button type="button" onClick={() => router.navigate('/overtime')}>
            {t('overtime.back')}
          </button>
        )}
      </header>
      <section className="request-body" aria-busy={request.loading || flow.loading}>
        <LoadError refusalAsNote error={request.error} retry={request.retry} />
        {request.loading && !data && <p role="status">{t('common.loading')}</p>}
        {data && (
          <dl className="request-fields" data-testid="overtime-request">
            <dt>{t('request.applicant')}</dt>
            <dd>{data.applicantName}</dd>
            <dt>{t('overtime.day')}</dt>
            <dd>
              {data.day} {data.startTime}–{data.endTime}
            </dd>
            <dt>{t('overtime.hours')}</dt>
            <dd>{t('myLeave.hours', { n: data.hours })}</dd>
            <dt>{t('overtime.timing')}</dt>
            <dd>{t(`overtime.${data.timing}`)}</dd>
            <dt>{t('overtime.reason')}</dt>
            <dd>{data.reason}</dd>
            <dt>{t('table.status')}</dt>
            <dd>
              <StatusTag status={data.status} revokedAs="overtimeRevoked" />
            </dd>
            {data.dayKind && (
              <>
                <dt>{t('overtime.dayKind')}</dt>
                <dd>
                  {t(`overtime.${data.dayKind}`)} · <OvertimeResult row={data} />
                </dd>
              </>
            )}
          </dl>
        )}
        {flow.data && (
          <ApprovalBlock
            bizType="overtime"
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
