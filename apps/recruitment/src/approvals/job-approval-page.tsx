import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { LoadState, Page, StatusTag } from '../page-parts'
import { ApprovalBlock, useT } from '@hr-portal/kit'

/** An opening as its approver sees it (`/approvals/jobs/:id`, intent recruitJob.view): the position's headcount, the approval. */
export function JobApprovalPage({ id }: { id: number }) {
  const t = useT()
  const view = useRequest(() => Promise.all([api.jobApproval(id), api.flow('recruitJob', id)]), [id])
  const [data, flow] = view.data ?? [null, null]
  return (
    <Page title={t('approval.jobTitle')} busy={view.loading}>
      <LoadState error={view.error} loading={view.loading && !view.data} retry={view.retry} />
      {data && (
        <section className="panel" aria-labelledby="job-title">
          <h2 id="job-title">
            {data.job.title} <StatusTag kind="job" status={data.job.status} />
          </h2>
          <dl className="fields">
            <dt>{t('jobs.position')}</dt>
            <dd>
              {data.job.organName} · {data.job.gangweiName}
            </dd>
            <dt>{t('jobs.vacancies')}</dt>
            <dd>{data.job.vacancies}</dd>
            {data.position && (
              <>
                <dt>{t('approval.headcount')}</dt>
                <dd>
                  {t('approval.headcountValue', { headcount: data.position.headcount, staff: data.position.staff })}
                </dd>
              </>
            )}
            {data.job.description && (
              <>
                <dt>{t('jobs.description')}</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{data.job.description}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      {flow && <ApprovalBlock bizType="recruitJob" bizId={id} flow={flow} onMoved={view.retry} />}
    </Page>
  )
}
