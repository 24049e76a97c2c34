import { useAction, useT } from '@hr-portal/kit'
import { contractApi, type Contract } from './contract-api'

/** A contract's documents as download buttons. */
export function DocumentLinks({ contract }: { contract: Pick<Contract, 'id' | 'documents'> }) {
  const t = useT()
  const action = useAction()
  if (contract.documents.length === 0) return <span className="pers-muted">{t('common.none')}</span>
  return (
    <span className="pers-document-links">
      {contract.documents.map((doc) => (
        <button
          key={doc.fileId}
          type="button"
          className="hr-link-button"
          disabled={action.busy}
          aria-label={t('contracts.download', { name: doc.name })}
          onClick={() =>
            void action.run(async () => {
              await contractApi.document(contract.id, doc.fileId)
            })
          }
        >
          {doc.name}
        </button>
      ))}
      {action.problem && (
        <span role="alert" className="pers-error">
          {action.problem}
        </span>
      )}
    </span>
  )
}
