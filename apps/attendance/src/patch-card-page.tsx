import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { leaveCalls } from './leave-api'
import { useLiveRefresh } from './live-refresh'
import { ApprovalBlock, inDialog, LoadError, router, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'

/** A patch card request (`/leave/patch-cards/:id`, intent `patchCard.view`), as the approval centre's dialog shows it. */
export function PatchCardPage({ id }: { id: string }) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const card = useRequest(() => leaveCalls.patchCard(id), [id, version])
  const flow = useRequest(() => leaveCalls.flow(id, 'patchCard'), [id, version])
  const data = card.data
  return (
    <div className="request-page">
      <header className="page-head">
        <h1>{t('patch.title')}</h1>
        {!inDialog() && (
          <button type="button" onClick={() => router.navigate('/leave')}>
            {t('request.back')}
          </button>
        )}
      </header>
      <section className="request-body" aria-busy={card.loading || flow.loading}>
        <LoadError refusalAsNote error={card.error} retry={card.retry} />
        {data && (
          <dl className="request-fields" data-testid="patch-card">
            <dt>{t('request.applicant')}</dt>
            <dd>{data.applicantName}</dd>
            <dt>{t('patch.day')}</dt>
            <dd>
              {data.day} {data.time}
            </dd>
            <dt>{t('patch.kind')}</dt>
            <dd>{t(data.kind === 'in' ? 'patch.in' : 'patch.out')}</dd>
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
            bizType="patchCard"
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
