import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { callThrough } from '@hr-portal/api/client'
import { workflowApi } from '@hr-portal/api/client/workflow'
import { ApprovalBlock, http, RequestError, useLanguage, useT } from '@hr-portal/kit'
import { selfApi } from './self-api'

const workflow = workflowApi(callThrough(http))

type Asked = Awaited<ReturnType<typeof selfApi.proposal>> | Awaited<ReturnType<typeof selfApi.certificateDetail>>

/**
 * A staff member's request as its approvers open it from the approval centre: a proposed change of their record
 * (`/self-service/proposals/:id`, intent recordProposal.view) or a certificate (`/self-service/certificates/:id`,
 * intent certificateRequest.view): what is asked, its approval block and the buttons the viewer may press.
 */
export function RequestPage({ kind, id }: { kind: 'proposal' | 'certificate'; id: string }) {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const bizType = kind === 'proposal' ? 'recordProposal' : 'certificateRequest'
  const asked = useRequest(
    (): Promise<Asked> => (kind === 'proposal' ? selfApi.proposal(id) : selfApi.certificateDetail(id)),
    [kind, id, version, language],
  )
  const flow = useRequest(() => workflow.block.get({ bizType, bizId: id }), [bizType, id, version])
  const data = asked.data
  return (
    <div className="pers-page" data-testid="self-request-page">
      <header className="page-head">
        <h1>{data ? `${t(`self.request.${kind}`)} · ${data.employeeName}` : t(`self.request.${kind}`)}</h1>
      </header>
      <main className="pers-body" aria-busy={asked.loading}>
        <RequestError className="pers-error" error={asked.error} retry={asked.retry} />
        {data && (
          <section className="pers-section" aria-label={t(`self.request.${kind}`)}>
            <dl className="pers-fields" data-testid="request-facts">
              {'field' in data ? (
                <div className="pers-field">
                  <dt>{data.label}</dt>
                  <dd>
                    {t('self.change', {
                      from: data.beforeValue || t('common.none'),
                      to: data.value || t('common.none'),
                    })}
                  </dd>
                </div>
              ) : (
                <>
                  <div className="pers-field">
                    <dt>{t('self.certificateKind')}</dt>
                    <dd>{t(`self.kind.${data.kind}`)}</dd>
                  </div>
                  {data.kind === 'income' && (
                    <div className="pers-field">
                      <dt>{t('self.months')}</dt>
                      <dd>{data.months}</dd>
                    </div>
                  )}
                  <div className="pers-field">
                    <dt>{t('self.purpose')}</dt>
                    <dd>{data.purpose || t('common.none')}</dd>
                  </div>
                </>
              )}
              <div className="pers-field">
                <dt>{t('self.request.status')}</dt>
                <dd>{t(`self.status.${data.status}`)}</dd>
              </div>
            </dl>
          </section>
        )}
        {data?.instanceId && flow.data && (
          <ApprovalBlock
            flow={{ ...flow.data, id: data.instanceId }}
            bizType={bizType}
            bizId={id}
            onMoved={() => setVersion((n) => n + 1)}
          />
        )}
      </main>
    </div>
  )
}
