import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import { ChangeForm } from './change-form'
import { contractApi } from './contract-api'
import { ContractFacts } from './contract-facts'
import { ContractForm } from './contract-form'

type Mode = 'view' | 'edit' | 'renewal' | 'nonRenewal' | 'termination'

/** One contract (`/contracts/:id`): its fields and documents, its renewals and terminations; HR (110401) edits, renews and terminates it. */
export function ContractPage({ id }: { id: number }) {
  const t = useT()
  const language = useLanguage()
  const canManage = usePermission('110401')
  const [mode, setMode] = useState<Mode>('view')
  const [notice, setNotice] = useState('')
  const detail = useRequest(() => contractApi.detail(id), [id, language])
  const data = detail.data
  const editable = data && (data.status === 'draft' || data.status === 'active') && !data.pending
  const changeable = data && data.status === 'active' && !data.pending
  const done = (text: string) => {
    setMode('view')
    setNotice(text)
    detail.retry()
  }
  return (
    <div className="pers-page" data-testid="contract-page">
      <header className="page-head">
        <h1>{data ? `${data.employeeName} · ${data.typeName}` : t('contracts.contract')}</h1>
        <div className="pers-actions">
          {data && (
            <button type="button" className="hr-button" onClick={() => router.navigate(`/records/${data.employeeId}`)}>
              {t('contracts.toRecord')}
            </button>
          )}
          <button type="button" className="hr-button" onClick={() => router.navigate('/contracts')}>
            {t('contracts.toList')}
          </button>
        </div>
      </header>
      <main className="pers-body" aria-busy={detail.loading}>
        <RequestError className="pers-error" error={detail.error} retry={detail.retry} />
        {notice && (
          <p role="status" className="pers-left-note" data-testid="contract-notice">
            {notice}
          </p>
        )}
        {data && mode === 'view' && (
          <>
            <section className="pers-section" aria-label={t('contracts.contract')}>
              <ContractFacts contract={data} />
            </section>
            {data.pending && (
              <p className="pers-left-note" data-testid="pending-change">
                {t(`contracts.pending.${data.pending.kind}`)}
              </p>
            )}
            {canManage && (
              <div className="pers-actions pers-contract-actions">
                {editable && (
                  <button
                    type="button"
                    className="hr-button"
                    data-testid="edit-contract"
                    onClick={() => setMode('edit')}
                  >
                    {t('contracts.edit')}
                  </button>
                )}
                {changeable && data.endDate && !data.terminatedOn && (
                  <button
                    type="button"
                    className="hr-button"
                    data-testid="renew-contract"
                    onClick={() => setMode('renewal')}
                  >
                    {t('contracts.renew')}
                  </button>
                )}
                {changeable && data.endDate && !data.terminatedOn && (
                  <button
                    type="button"
                    className="hr-button"
                    data-testid="not-renew-contract"
                    onClick={() => setMode('nonRenewal')}
                  >
                    {t('contracts.notRenew')}
                  </button>
                )}
                {changeable && (
                  <button
                    type="button"
                    className="hr-button"
                    data-testid="terminate-contract"
                    onClick={() => setMode('termination')}
                  >
                    {t('contracts.terminate')}
                  </button>
                )}
              </div>
            )}
            <ChangeHistory changes={data.changes} />
          </>
        )}
        {data && mode === 'edit' && (
          <ContractForm
            contract={data}
            onCancel={() => setMode('view')}
            onSubmit={async (input) => {
              await contractApi.update(data.id, input)
              done(t('contracts.saved'))
            }}
          />
        )}
        {data && (mode === 'renewal' || mode === 'nonRenewal' || mode === 'termination') && (
          <ChangeForm
            contract={data}
            kind={mode}
            onCancel={() => setMode('view')}
            onDone={() => done(t('contracts.changeSent'))}
          />
        )}
      </main>
    </div>
  )
}

function ChangeHistory({
  changes,
}: {
  changes: Array<{
    id: string
    kind: string
    status: string
    effectiveDate: string
    newEndDate: string | null
    reason: string
    newContractId: number | null
  }>
}) {
  const t = useT()
  if (changes.length === 0) return null
  return (
    <section className="pers-section" aria-labelledby="contract-changes" data-testid="contract-changes">
      <h2 id="contract-changes">{t('contracts.changes')}</h2>
      <ul className="pers-plain">
        {changes.map((change) => (
          <li key={change.id}>
            <button
              type="button"
              className="hr-link-button"
              onClick={() => router.navigate(`/contracts/changes/${change.id}`)}
            >
              {t(`contracts.kinds.${change.kind}`)}
            </button>{' '}
            · {t(`contracts.changeStatuses.${change.status}`)} ·{' '}
            {change.kind === 'renewal'
              ? `${change.effectiveDate} – ${change.newEndDate ?? t('contracts.noEnd')}`
              : change.effectiveDate}{' '}
            · {change.reason}
            {change.newContractId && (
              <>
                {' '}
                ·{' '}
                <button
                  type="button"
                  className="hr-link-button"
                  onClick={() => router.navigate(`/contracts/${change.newContractId}`)}
                >
                  {t('contracts.newContract')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
