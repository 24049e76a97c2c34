import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { LoadState, Page, StatusTag } from '../page-parts'
import { ApprovalBlock, useT } from '@hr-portal/kit'

/** An offer as its approver sees it (`/approvals/offers/:id`, intent recruitOffer.view): the candidate, the terms, the approval. */
export function OfferApprovalPage({ id }: { id: number }) {
  const t = useT()
  const view = useRequest(() => Promise.all([api.offerApproval(id), api.flow('recruitOffer', id)]), [id])
  const [data, flow] = view.data ?? [null, null]
  return (
    <Page title={t('approval.offerTitle')} busy={view.loading}>
      <LoadState error={view.error} loading={view.loading && !view.data} retry={view.retry} />
      {data && (
        <section className="panel" aria-labelledby="offer-title">
          <h2 id="offer-title">
            {data.candidate.name} <StatusTag kind="offer" status={data.offer.status} />
          </h2>
          <dl className="fields">
            <dt>{t('candidate.job')}</dt>
            <dd>{data.candidate.jobTitle}</dd>
            <dt>{t('offers.position')}</dt>
            <dd>
              {data.offer.organName} · {data.offer.gangweiName}
            </dd>
            <dt>{t('offers.salary')}</dt>
            <dd>{data.offer.salary}</dd>
            <dt>{t('offers.startDate')}</dt>
            <dd>{data.offer.startDate}</dd>
          </dl>
        </section>
      )}
      {flow && <ApprovalBlock bizType="recruitOffer" bizId={id} flow={flow} onMoved={view.retry} />}
    </Page>
  )
}
