import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import { getRecord } from '../api'
import { contractApi } from './contract-api'
import { ContractForm } from './contract-form'

/** A new contract of one person (`/contracts/new/:employeeId`, 110401), reached from their record's Contracts tab. */
export function NewContractPage({ employeeId }: { employeeId: number }) {
  const t = useT()
  const language = useLanguage()
  const record = useRequest(() => getRecord(employeeId), [employeeId, language])
  const name = record.data ? String(record.data.values.name ?? '') : ''
  const back = () => router.navigate(`/records/${employeeId}`)
  return (
    <div className="pers-page" data-testid="new-contract-page">
      <header className="page-head">
        <h1>{name ? `${t('contracts.add')} · ${name}` : t('contracts.add')}</h1>
        <div className="pers-actions">
          <button type="button" className="hr-button" onClick={back}>
            {t('contracts.toRecord')}
          </button>
        </div>
      </header>
      <main className="pers-body" aria-busy={record.loading}>
        <RequestError className="pers-error" error={record.error} retry={record.retry} />
        {record.data && (
          <ContractForm
            onCancel={back}
            onSubmit={async (input) => {
              const added = await contractApi.add(employeeId, input)
              router.navigate(`/contracts/${added.id}`)
            }}
          />
        )}
      </main>
    </div>
  )
}
