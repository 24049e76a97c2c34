import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { callThrough } from '@hr-portal/api/client'
import { workflowApi } from '@hr-portal/api/client/workflow'
import { ApprovalBlock, http, RequestError, useLanguage, useT } from '@hr-portal/kit'
import { CaseSteps } from './case-steps'
import { CaseTasks } from './case-tasks'
import { InterviewForm } from './interview-form'
import { leavingApi } from './leaving-api'
import { SettlementSection } from './settlement-section'

const workflow = workflowApi(callThrough(http))
const BIZ_TYPES = { resignation: 'staffResignation', termination: 'staffTermination' } as const

/**
 * One resignation or termination (`/leaving/:id` for HR; `/resign/:id`, intents staffResignation.view and
 * staffTermination.view, under the menu open to everyone so that approvers may open it): what is
 * asked and its approval block for the approvers; once approved, its steps, and for HR (1107) the handover,
 * equipment, exit interview, final settlement and termination certificate.
 */
export function CasePage({ id }: { id: string }) {
  const t = useT()
  const language = useLanguage()
  const hr = usePermission('1107')
  const [version, setVersion] = useState(0)
  const found = useRequest(() => leavingApi.detail(id), [id, version, language])
  const item = found.data
  const bizType = item ? BIZ_TYPES[item.kind] : ''
  const flow = useRequest(
    () => (bizType ? workflow.block.get({ bizType, bizId: id }) : Promise.resolve(null)),
    [bizType, id, version],
  )
  const reload = () => setVersion((n) => n + 1)
  const underWay = item?.status === 'approved' || item?.status === 'closed'
  return (
    <div className="pers-page pers-leaving" data-testid="leaving-case">
      <header className="page-head">
        <h1>{item ? `${t(`leaving.kinds.${item.kind}`)} · ${item.employeeName}` : t('leaving.title')}</h1>
      </header>
      <main className="pers-body" aria-busy={found.loading}>
        <RequestError className="pers-error" error={found.error} retry={found.retry} />
        {item && (
          <section className="pers-section" aria-label={t('leaving.request')}>
            <dl className="pers-fields" data-testid="case-facts">
              <div className="pers-field">
                <dt>{t('leaving.status')}</dt>
                <dd>{t(`leaving.statuses.${item.status}`)}</dd>
              </div>
              <div className="pers-field">
                <dt>{t('leaving.basis')}</dt>
                <dd>
                  {t(`leaving.bases.${item.basis}`)}
                  {item.basis === 'noFault' && !item.noticeGiven ? ` · ${t('leaving.noNotice')}` : ''}
                </dd>
              </div>
              <div className="pers-field">
                <dt>{t('leaving.lastDay')}</dt>
                <dd>{item.lastDay}</dd>
              </div>
              <div className="pers-field">
                <dt>{t('leaving.entryDate')}</dt>
                <dd>{item.entryDate}</dd>
              </div>
              <div className="pers-field">
                <dt>{t('leaving.reason')}</dt>
                <dd>{item.reason}</dd>
              </div>
            </dl>
            {underWay && <CaseSteps item={item} />}
          </section>
        )}
        {item?.instanceId && flow.data && (
          <ApprovalBlock flow={{ ...flow.data, id: item.instanceId }} bizType={bizType} bizId={id} onMoved={reload} />
        )}
        {item && underWay && hr && (
          <>
            <CaseTasks item={item} onDone={reload} />
            <section className="pers-section" aria-label={t('leaving.interview')}>
              <InterviewForm item={item} onSaved={reload} />
            </section>
            <SettlementSection caseId={item.id} onPaid={reload} />
          </>
        )}
      </main>
    </div>
  )
}
