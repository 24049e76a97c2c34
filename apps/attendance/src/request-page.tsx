import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { leaveCalls } from './leave-api'
import { useLiveRefresh } from './live-refresh'
import { ApprovalBlock, inDialog, LoadError, router, useLanguage, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'
import { RequestTeam } from './team-leave/request-team'
import { BlackoutNote, YearSplit } from './year-split'

/**
 * A leave request (`/leave/requests/:id`, intent `leave.view`): the request read-only, its approval block and the buttons the
 * caller may press (approve or reject for an approver, withdraw or resubmit for the applicant). The approval centre
 * shows this page in the shell's dialog; after an action it tells other apps (`approval.changed`) and closes.
 */
export function RequestPage({ id }: { id: string }) {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const request = useRequest(() => leaveCalls.detail(id), [id, version])
  const flow = useRequest(() => leaveCalls.flow(id), [id, version])
  const data = request.data
  // The applicant's supplementary maternity leaves of this leave (§9), each opening its own page.
  const extras = useRequest(
    () => (data?.mine && data.typeCode === 'maternity' ? leaveCalls.maternityExtras(id) : Promise.resolve([])),
    [id, version, data?.mine, data?.typeCode],
  )
  // What the leave takes from each year it falls in (its approvers see it before deciding).
  const years = useRequest(() => leaveCalls.requestYears(id), [id, version])
  const half = (h: string) => t(h === 'am' ? 'form.morning' : 'form.afternoon')
  return (
    <div className="request-page">
      <header className="page-head">
        <h1>{t('request.title')}</h1>
        {!inDialog() && (
          <button type="button" onClick={() => router.navigate('/leave')}>
            {t('request.back')}
          </button>
        )}
      </header>
      <section className="request-body" aria-busy={request.loading || flow.loading}>
        <LoadError refusalAsNote error={request.error} retry={request.retry} />
        {request.loading && !data && <p role="status">{t('common.loading')}</p>}
        {data && (
          <dl className="request-fields" data-testid="leave-request">
            <dt>{t('request.applicant')}</dt>
            <dd>{data.applicantName}</dd>
            <dt>{t('table.type')}</dt>
            <dd>{language === 'en' ? data.typeNameEn : data.typeNameZh}</dd>
            <dt>{t('table.when')}</dt>
            <dd>
              {data.startTime
                ? `${data.startDate} ${data.startTime}–${data.endTime}`
                : `${data.startDate} ${half(data.startHalf)} – ${data.endDate} ${half(data.endHalf)}`}
            </dd>
            <dt>{t('table.length')}</dt>
            <dd>{data.startTime ? t('myLeave.hours', { n: data.hours }) : t('myLeave.days', { n: data.days })}</dd>
            {years.data && years.data.parts.length > 0 && (
              <>
                <dt>{t('split.title')}</dt>
                <dd>
                  <YearSplit preview={years.data} testId="request-years" />
                  <BlackoutNote preview={years.data} />
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
        {/* Who else of the requester's team is off meanwhile, for the approvers (not the applicant). */}
        {data && !data.mine && <RequestTeam id={id} version={version} />}
        {extras.data && extras.data.length > 0 && (
          <section aria-labelledby="extras-title" className="request-extras">
            <h2 id="extras-title">{t('extra.requests')}</h2>
            <ul data-testid="maternity-extras">
              {extras.data.map((extra) => (
                <li key={extra.id}>
                  {t('extra.days')}: {extra.days} · <StatusTag status={extra.status} />{' '}
                  <button type="button" onClick={() => router.navigate(`/leave/maternity-extra/${extra.id}`)}>
                    {t('extra.view')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {flow.data && (
          <ApprovalBlock
            bizType="leave"
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
