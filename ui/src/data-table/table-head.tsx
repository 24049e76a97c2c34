import { flexRender, type Column, type RowData, type Table } from '@tanstack/react-table'
import type { Features } from './features'
import { HEAD_HEIGHT } from './table-rules'
import type { DataTableLabels } from './labels'

/**
 * Sticky position of a column fixed to the start or end edge (the row buttons' column); nothing for other columns.
 * `edge`: a header or summary cell, which sticks to the top or bottom too and so lies above the other header and
 * summary cells (z-index 2, base.css) that slide under it when the table scrolls sideways.
 */
export function pinStyle<T extends RowData>(column: Column<Features, T, unknown>, edge = false) {
  const side = column.getIsPinned()
  if (!side) return {}
  const zIndex = edge ? 3 : 1
  return side === 'start'
    ? { position: 'sticky' as const, zIndex, insetInlineStart: column.getStart('start') }
    : { position: 'sticky' as const, zIndex, insetInlineEnd: column.getAfter('end') }
}

const nameOf = <T extends RowData>(column: Column<Features, T, unknown>) => {
  const header = column.columnDef.header
  return typeof header === 'string' ? header : column.id
}

interface Props<T extends RowData> {
  table: Table<Features, T>
  labels: DataTableLabels
  selectable: boolean
  /** A row of filter boxes under the head, one per filterable column. */
  columnFilters: boolean
}

/** The table head: select-all, sortable and resizable column headers, and the column filters. */
export function TableHead<T extends RowData>({ table, labels, selectable, columnFilters }: Props<T>) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} style={{ height: HEAD_HEIGHT }}>
          {selectable && (
            <th scope="col" className="hr-table-select">
              <input
                type="checkbox"
                aria-label={labels.selectAll}
                checked={table.getIsAllRowsSelected()}
                ref={(el) => {
                  if (el) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()
                }}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            </th>
          )}
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted()
            return (
              <th
                key={header.id}
                scope="col"
                style={{ width: header.getSize(), ...pinStyle(header.column, true) }}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.column.getCanSort() ? (
                  <button type="button" className="hr-table-sort" onClick={header.column.getToggleSortingHandler()}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                    {sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
                {header.column.getCanResize() && (
                  <span
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={labels.resize(nameOf(header.column))}
                    className="hr-table-resizer"
                    onMouseDown={header.getResizeHandler()}
                    onTouchStart={header.getResizeHandler()}
                  />
                )}
              </th>
            )
          })}
        </tr>
      ))}
      {columnFilters && (
        <tr className="hr-table-filters" style={{ height: HEAD_HEIGHT }}>
          {selectable && <td className="hr-table-select" />}
          {table.getVisibleLeafColumns().map((column) => (
            <td key={column.id} style={pinStyle(column)}>
              {column.getCanFilter() && (
                <input
                  type="search"
                  className="hr-table-filter"
                  aria-label={labels.filter(nameOf(column))}
                  value={String(column.getFilterValue() ?? '')}
                  onChange={(e) => column.setFilterValue(e.target.value || undefined)}
                />
              )}
            </td>
          ))}
        </tr>
      )}
    </thead>
  )
}
