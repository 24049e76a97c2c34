import type { ReportTable as Table } from '../api'

/** The report's rows under its column titles; numeric columns right-aligned. */
export function ReportTable({ table, caption }: { table: Table; caption: string }) {
  return (
    <div className="table-scroll">
      <table data-testid="report-table">
        <caption className="rc-caption">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {table.columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'num' : undefined}>
                  {row[c.key] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
