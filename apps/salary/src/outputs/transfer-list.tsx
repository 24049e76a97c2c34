import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useT } from '@hr-portal/kit'
import { money } from '../money'
import { bankApi } from './bank-api'

/**
 * A run's transfers as its bank file holds them: the file's columns under the file's names, in the file's order, one
 * row per person, and the total (the run's net pay).
 */
export function TransferList({ runId, name }: { runId: number; name: string }) {
  const t = useT()
  const list = useRequest(() => bankApi.transfers({ runId }), [runId])
  const data = list.data
  const amountAt = data ? data.columns.indexOf('amount') : -1
  return (
    <section className="bank-transfers" aria-labelledby={`transfers-${runId}`}>
      <h2 id={`transfers-${runId}`}>{t('bank.transfersOf', { name })}</h2>
      <LoadError error={list.error} retry={list.retry} />
      {data && (
        <>
          <p className="slip-hint">{t('bank.fileName', { name: data.fileName })}</p>
          <div className="table-scroll">
            <table data-testid="bank-transfers">
              <thead>
                <tr>
                  {data.header.map((label, index) => (
                    <th key={data.columns[index]} scope="col" className={index === amountAt ? 'num' : undefined}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((cells, row) => (
                  <tr key={row}>
                    {cells.map((cell, index) => (
                      <td key={data.columns[index]} className={index === amountAt ? 'num' : undefined}>
                        {index === amountAt ? money(cell) : cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={Math.max(1, data.columns.length - 1)}>
                    {t('bank.total', { count: data.rows.length })}
                  </th>
                  <td className="num" data-testid="bank-total">
                    {money(data.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
