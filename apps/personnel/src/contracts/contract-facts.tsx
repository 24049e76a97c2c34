import { useT } from '@hr-portal/kit'
import type { Contract } from './contract-api'
import { ContractStatus, termText } from './contract-status'
import { DocumentLinks } from './document-links'

/** A contract's fields as a definition list. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const t = useT()
  const facts: Array<[string, React.ReactNode]> = [
    [t('contracts.employee'), `${contract.employeeName} ${contract.jobNumber}`],
    [t('contracts.type'), contract.typeName],
    [t('contracts.termColumn'), termText(t, contract)],
    [
      t('contracts.probation'),
      contract.probationMonths > 0
        ? t('contracts.probationText', { months: contract.probationMonths, end: contract.probationEnd })
        : t('common.none'),
    ],
    [t('contracts.signDate'), contract.signDate ?? t('common.none')],
    [t('contracts.status'), <ContractStatus key="status" contract={contract} />],
    [t('contracts.documents'), <DocumentLinks key="documents" contract={contract} />],
  ]
  if (contract.terminatedOn)
    facts.push([t('contracts.terminationDate'), `${contract.terminatedOn} · ${contract.terminationReason}`])
  return (
    <dl className="pers-fields" data-testid="contract-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="pers-field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
