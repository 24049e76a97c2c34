import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { callThrough } from '@hr-portal/api/client'
import { workflowApi } from '@hr-portal/api/client/workflow'
import { ApprovalBlock, http, RequestError, useLanguage, useT } from '@hr-portal/kit'
import { movesApi } from './moves-api'

const workflow = workflowApi(callThrough(http))

type Asked = Awaited<ReturnType<typeof movesApi.move>> | Awaited<ReturnType<typeof movesApi.probationReview>>

/**
 * A move or a probation review as its approvers open it from the approval centre (`/moves/requests/:id`, intent
 * staffMove.view; `/moves/probation/:id`, intent probationReview.view): what is asked, its approval block and the
 * buttons the viewer may press.
 */
export function MoveRequestPage({ kind, id }: { kind: 'move' | 'probation'; id: string }) {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const bizType = kind === 'move' ? 'staffMove' : 'probationReview'
  const asked = useRequest(
    (): Promise<Asked> => (kind === 'move' ? movesApi.move(id) : movesApi.probationReview(id)),
    [kind, id, version, language],
  )
  const flow = useRequest(() => workflow.block.get({ bizType, bizId: id }), [bizType, id, version])
  const data = asked.data
  const facts: Array<[string, string]> = []
  if (data && 'effectiveDate' in data) {
    facts.push([t('moves.kind'), t(`moves.kind_${data.kind}`)], [t('moves.effectiveDate'), data.effectiveDate])
    if (data.organName) facts.push([t('moves.organ'), data.organName])
    if (data.gangweiName) facts.push([t('moves.gangwei'), data.gangweiName])
    if (data.zhiweiName) facts.push([t('moves.zhiwei'), data.zhiweiName])
    if (data.managerName) facts.push([t('moves.manager'), data.managerName])
    if (data.base !== null) facts.push([t('moves.base'), data.base])
  } else if (data) {
    facts.push([t('probation.kind'), t(`probation.kind_${data.kind}`)], [t('probation.title'), data.probationEnd])
    if (data.newDate) facts.push([t(data.kind === 'extend' ? 'probation.newEnd' : 'probation.lastDay'), data.newDate])
  }
  if (data)
    facts.push(
      [t('moves.reason'), data.reason || t('common.none')],
      [t('moves.status'), t(`moves.status_${data.status}`)],
    )
  const title = t(kind === 'move' ? 'moves.title' : 'probation.title')
  return (
    <div className="pers-page" data-testid="move-request-page">
      <header className="page-head">
        <h1>{data ? `${title} · ${data.employeeName}` : title}</h1>
      </header>
      <main className="pers-body" aria-busy={asked.loading}>
        <RequestError className="pers-error" error={asked.error} retry={asked.retry} />
        {data && (
          <section className="pers-section" aria-label={title}>
            <dl className="pers-fields" data-testid="request-facts">
              {facts.map(([label, value]) => (
                <div className="pers-field" key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
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
