import { useT } from '@hr-portal/kit'
import type { Contract } from './contract-api'
import { ContractStatus, termText } from './contract-status'
import { DocumentLinks } from './document-links'

interface Props {
  contracts: Contract[]
  caption: string
  /** Show the employee column (the contracts list). */
  withEmployee?: boolean
  /** Opens a contract's page; without it the rows are read only and show their documents. */
  onOpen?: (contract: Contract) => void
}

/** Contracts as a table: employee, type, term, probation, status; each row opens the contract when it may be opened. */
export function ContractTable({ contracts, caption, withEmployee, onOpen }: Props) {
  const t = useT()
  if (contracts.length === 0)
    return (
      <p className="pers-hint" data-testid="no-contracts">
        {t('contracts.none')}
      </p>
    )
  return (
    <div className="pers-table-wrap">
      <table className="pers-contract-table" data-testid="contract-table">
        <caption className="pers-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {withEmployee && <th scope="col">{t('contracts.employee')}</th>}
            <th scope="col">{t('contracts.type')}</th>
            <th scope="col">{t('contracts.termColumn')}</th>
            <th scope="col">{t('contracts.probation')}</th>
            <th scope="col">{t('contracts.status')}</th>
            {!onOpen && <th scope="col">{t('contracts.documents')}</th>}
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id} data-testid="contract-row">
              {withEmployee && (
                <td>
                  {contract.employeeName} <span className="pers-muted">{contract.jobNumber}</span>
                </td>
              )}
              <td>
                {onOpen ? (
                  <button
                    type="button"
                    className="hr-link-button"
                    onClick={() => onOpen(contract)}
                    aria-label={t('contracts.open', { type: contract.typeName, start: contract.startDate })}
                  >
                    {contract.typeName}
                  </button>
                ) : (
                  contract.typeName
                )}
              </td>
              <td>{termText(t, contract)}</td>
              <td>
                {contract.probationMonths > 0
                  ? t('contracts.probationText', { months: contract.probationMonths, end: contract.probationEnd })
                  : t('common.none')}
              </td>
              <td>
                <ContractStatus contract={contract} />
              </td>
              {!onOpen && (
                <td>
                  <DocumentLinks contract={contract} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
