import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { contractApi } from './contract-api'
import { ContractTable } from './contract-table'

/** Self-service: the signed-in person's own contracts, read only, with their documents. */
export function MyContracts() {
  const t = useT()
  const language = useLanguage()
  const mine = useRequest(() => contractApi.mine(), [language])
  return (
    <section className="pers-section" aria-labelledby="section-my-contracts" data-testid="my-contracts">
      <h2 id="section-my-contracts">{t('contracts.mine')}</h2>
      <RequestError className="pers-error" error={mine.error} retry={mine.retry} />
      {mine.data && <ContractTable contracts={mine.data} caption={t('contracts.mine')} />}
    </section>
  )
}
