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
          <p data-testid="bank-total">{t('bank.total', { count: data.rows.length, total: money(data.total) })}</p>
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
              {amountAt >= 0 && (
                <tfoot>
                  <tr>
                    {amountAt > 0 && <td colSpan={amountAt} />}
                    <td className="num">{money(data.total)}</td>
                    {amountAt < data.columns.length - 1 && <td colSpan={data.columns.length - 1 - amountAt} />}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </>
      )}
    </section>
  )
}
