import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { ApprovalBlock, RequestError, useLanguage, useT } from '@hr-portal/kit'
import { contractApi } from './contract-api'
import { ContractFacts } from './contract-facts'

/** The workflow business type of each kind of change (a non-renewal is decided as a termination). */
const BIZ_TYPES = {
  renewal: 'contractRenewal',
  termination: 'contractTermination',
  nonRenewal: 'contractTermination',
} as const

/**
 * A renewal, non-renewal or termination of a contract (`/contracts/changes/:id`, intents contractRenewal.view and
 * contractTermination.view): what changes, the contract, its approval block and the buttons the viewer may press.
 */
export function ChangePage({ id }: { id: string }) {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const change = useRequest(() => contractApi.change(id), [id, version, language])
  const data = change.data
  const bizType = data ? BIZ_TYPES[data.kind] : ''
  const flow = useRequest(
    () => (bizType ? contractApi.flow(bizType, id) : Promise.resolve(null)),
    [bizType, id, version],
  )
  return (
    <div className="pers-page" data-testid="change-page">
      <header className="page-head">
        <h1>{data ? `${t(`contracts.kinds.${data.kind}`)} · ${data.contract.employeeName}` : t('contracts.change')}</h1>
      </header>
      <main className="pers-body" aria-busy={change.loading}>
        <RequestError className="pers-error" error={change.error} retry={change.retry} />
        {data && (
          <>
            <section className="pers-section" aria-labelledby="change-what">
              <h2 id="change-what">
                {t(`contracts.kinds.${data.kind}`)} · {t(`contracts.changeStatuses.${data.status}`)}
              </h2>
              <dl className="pers-fields" data-testid="change-facts">
                {data.kind === 'renewal' ? (
                  <div className="pers-field">
                    <dt>{t('contracts.newTerm')}</dt>
                    <dd>
                      {data.effectiveDate} – {data.newEndDate ?? t('contracts.noEnd')} (
                      {t(`contracts.terms.${data.newTerm ?? 'fixed'}`)})
                    </dd>
                  </div>
                ) : (
                  <div className="pers-field">
                    <dt>{t('contracts.terminationDate')}</dt>
                    <dd>{data.effectiveDate}</dd>
                  </div>
                )}
                <div className="pers-field">
                  <dt>{t('contracts.reason')}</dt>
                  <dd>{data.reason}</dd>
                </div>
              </dl>
            </section>
            <section className="pers-section" aria-label={t('contracts.contract')}>
              <ContractFacts contract={data.contract} />
            </section>
          </>
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
