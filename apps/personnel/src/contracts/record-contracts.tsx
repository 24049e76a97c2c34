import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import { contractApi } from './contract-api'
import { ContractForm } from './contract-form'
import { ContractTable } from './contract-table'

/** The Contracts tab of an employee record: the person's contracts (1104), and adding one (110401). */
export function RecordContracts({ employeeId, name }: { employeeId: number; name: string }) {
  const t = useT()
  const language = useLanguage()
  const canManage = usePermission('110401')
  const [adding, setAdding] = useState(false)
  const [saved, setSaved] = useState('')
  const list = useRequest(() => contractApi.list({ page: 1, rows: 50, employeeId }), [employeeId, language])
  return (
    <section className="pers-section" aria-labelledby="section-contracts" data-testid="record-contracts">
      <div className="pers-section-head">
        <h2 id="section-contracts">{t('contracts.ofPerson', { name })}</h2>
        {canManage && !adding && (
          <button
            type="button"
            className="hr-button"
            data-variant="primary"
            data-testid="add-contract"
            onClick={() => {
              setSaved('')
              setAdding(true)
            }}
          >
            {t('contracts.add')}
          </button>
        )}
      </div>
      {saved && (
        <p role="status" className="pers-hint">
          {saved}
        </p>
      )}
      {adding && (
        <ContractForm
          onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            const added = await contractApi.add(employeeId, input)
            setAdding(false)
            setSaved(t('contracts.added', { type: added.typeName }))
            list.retry()
          }}
        />
      )}
      <RequestError className="pers-error" error={list.error} retry={list.retry} />
      {list.data && (
        <ContractTable
          contracts={list.data.rows}
          caption={t('contracts.ofPerson', { name })}
          onOpen={(c) => router.navigate(`/contracts/${c.id}`)}
        />
      )}
    </section>
  )
}
