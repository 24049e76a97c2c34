import { useT } from '@hr-portal/kit'
import type { Contract } from './contract-api'

/** A contract's status as a tag, with "ends in N days" when an active contract ends within 60 days. */
export function ContractStatus({
  contract,
}: {
  contract: Pick<Contract, 'status' | 'daysLeft'> & Partial<Pick<Contract, 'terminatedOn'>>
}) {
  const t = useT()
  const soon =
    contract.status === 'active' && contract.daysLeft !== null && contract.daysLeft >= 0 && contract.daysLeft <= 60
  return (
    <span className="pers-contract-status" data-status={contract.status}>
      {t(`contracts.statuses.${contract.status}`)}
      {contract.status === 'active' && contract.terminatedOn && (
        <span className="pers-badge" data-testid="not-renewed">
          {t('contracts.notRenewed')}
        </span>
      )}
      {soon && (
        <span className="pers-badge" data-testid="ends-soon">
          {t('contracts.endsIn', { days: contract.daysLeft })}
        </span>
      )}
    </span>
  )
}

/** The contract's term in words: the span and the kind of term. */
export function termText(
  t: (key: string, vars?: Record<string, unknown>) => string,
  contract: Pick<Contract, 'term' | 'startDate' | 'endDate' | 'project'>,
): string {
  const end = contract.endDate ?? t('contracts.noEnd')
  const project = contract.term === 'project' && contract.project ? ` · ${contract.project}` : ''
  return `${contract.startDate} – ${end} (${t(`contracts.terms.${contract.term}`)}${project})`
}
