import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import { type Contract, contractApi } from './contract-api'
import { ContractStatus, termText } from './contract-status'
import { ContractTable } from './contract-table'

/**
 * The person's current contract: the active one in force today (the latest started), else the latest active one,
 * else the latest of any status but draft (as the gateway copies it onto the record).
 */
export function currentContract(contracts: Contract[], today: string): Contract | undefined {
  const signed = contracts
    .filter((c) => c.status !== 'draft')
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)
  const active = signed.filter((c) => c.status === 'active')
  return active.find((c) => c.startDate <= today) ?? active[0] ?? signed[0]
}

/**
 * The Contracts tab of an employee record, read only: the person's current contract and the others (1104), each
 * opening on the contracts page, where contracts are added, edited, renewed and ended (110401).
 */
export function RecordContracts({ employeeId, name, today }: { employeeId: number; name: string; today: string }) {
  const t = useT()
  const language = useLanguage()
  const canManage = usePermission('110401')
  const list = useRequest(() => contractApi.list({ page: 1, rows: 50, employeeId }), [employeeId, language])
  const rows = list.data?.rows ?? []
  const current = currentContract(rows, today)
  const others = rows.filter((c) => c.id !== current?.id)
  const open = (c: Contract) => router.navigate(`/contracts/${c.id}`)
  return (
    <section className="pers-section" aria-labelledby="section-contracts" data-testid="record-contracts">
      <div className="pers-section-head">
        <h2 id="section-contracts">{t('contracts.ofPerson', { name })}</h2>
        {canManage && (
          <button
            type="button"
            className="hr-button"
            data-testid="add-contract"
            onClick={() => router.navigate(`/contracts/new/${employeeId}`)}
          >
            {t('contracts.addOnPage')}
          </button>
        )}
      </div>
      <p className="pers-hint">{t('contracts.recordHint')}</p>
      <RequestError className="pers-error" error={list.error} retry={list.retry} />
      {list.loading && !list.data && <p role="status">{t('common.loading')}</p>}
      {list.data && !current && (
        <p className="pers-hint" data-testid="no-contracts">
          {t('contracts.none')}
        </p>
      )}
      {current && (
        <section aria-labelledby="current-contract" data-testid="current-contract">
          <h3 id="current-contract">{t('contracts.current')}</h3>
          <dl className="pers-fields">
            <div className="pers-field">
              <dt>{t('contracts.type')}</dt>
              <dd>{current.typeName}</dd>
            </div>
            <div className="pers-field">
              <dt>{t('contracts.termColumn')}</dt>
              <dd>{termText(t, current)}</dd>
            </div>
            <div className="pers-field">
              <dt>{t('contracts.probation')}</dt>
              <dd>
                {current.probationMonths > 0
                  ? t('contracts.probationText', { months: current.probationMonths, end: current.probationEnd })
                  : t('common.none')}
              </dd>
            </div>
            <div className="pers-field">
              <dt>{t('contracts.status')}</dt>
              <dd>
                <ContractStatus contract={current} />
              </dd>
            </div>
          </dl>
          <p>
            <button type="button" className="hr-link-button" onClick={() => open(current)} data-testid="open-current">
              {t('contracts.open', { type: current.typeName, start: current.startDate })}
            </button>
          </p>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="contract-history" data-testid="contract-history">
          <h3 id="contract-history">{t('contracts.history')}</h3>
          <ContractTable contracts={others} caption={t('contracts.history')} onOpen={open} />
        </section>
      )}
    </section>
  )
}
