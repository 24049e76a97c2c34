import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, messageOf, shell, useLanguage, useT } from '@hr-portal/kit'
import { DialogContainer, dialogContainerLabels, type PrintableDocument } from '@hr-portal/ui'
import { balancesApi, type BalanceRow } from './balances-api'

/** Every change of one person's balance of a type in a year: what, how much, why, by whom and when; printable and as a PDF. */
export function LedgerDialog({
  row,
  year,
  typeName,
  onClose,
}: {
  row: BalanceRow
  year: number
  typeName: string
  onClose: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const ledger = useRequest(() => balancesApi.ledger(row.userId, row.typeCode, year), [row.userId, row.typeCode, year])
  // More › Download PDF: the ledger as the file centre draws it; a refusal is said in the shell.
  const downloadPdf = (document: PrintableDocument) =>
    balancesApi.savePdf(document).catch((error) => shell.ui.message('error', messageOf(error)).catch(() => {}))
  const when = (time: number) =>
    new Date(time).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <DialogContainer
      open
      title={t('balances.ledgerTitle', { name: row.name, type: typeName, year })}
      width={720}
      labels={dialogContainerLabels[language]}
      onClose={onClose}
      downloadPdf={downloadPdf}
    >
      <div aria-busy={ledger.loading} data-testid="ledger-dialog">
        <LoadError refusalAsNote error={ledger.error} retry={ledger.retry} />
        {ledger.loading && !ledger.data && <p role="status">{t('common.loading')}</p>}
        {ledger.data && ledger.data.length === 0 && <p className="empty">{t('balances.noEntries')}</p>}
        {ledger.data && ledger.data.length > 0 && (
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">
                {t('balances.ledgerTitle', { name: row.name, type: typeName, year })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('balances.when')}</th>
                  <th scope="col">{t('balances.kind')}</th>
                  <th scope="col" className="num">
                    {t('balances.amount')}
                  </th>
                  <th scope="col">{t('balances.reason')}</th>
                  <th scope="col">{t('balances.by')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.map((entry, index) => (
                  <tr key={index}>
                    <td>{when(entry.createdAt)}</td>
                    <td>{t(`balances.kinds.${entry.kind}`)}</td>
                    <td className="num">{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                    <td>{entry.reason}</td>
                    <td>{entry.byName ?? t('balances.byRules')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </DialogContainer>
  )
}
