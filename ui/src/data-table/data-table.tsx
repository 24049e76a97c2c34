import { useMemo, useRef, useState, type ReactNode } from 'react'
import {
  flexRender, getCoreRowModel, getExpandedRowModel, getFilteredRowModel, getSortedRowModel, useReactTable,
  type ColumnDef, type ColumnPinningState, type ExpandedState, type RowSelectionState, type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { animatesRows, batchValues, DEFAULT_BATCH_KEYS, HEAD_HEIGHT, MIN_COLUMN_WIDTH, TREE_INDENT } from './table-rules'

export interface DataTableLabels {
  selectAll: string
  selectRow: string
  expand: string
  collapse: string
  empty: string
  resize: (column: string) => string
}

export const dataTableLabels: Record<'zh-CN' | 'en', DataTableLabels> = {
  'zh-CN': { selectAll: '全选', selectRow: '选择本行', expand: '展开', collapse: '收起', empty: '暂无数据', resize: (c) => `调整“${c}”列宽` },
  en: { selectAll: 'Select all', selectRow: 'Select row', expand: 'Expand', collapse: 'Collapse', empty: 'No data', resize: (c) => `Resize column ${c}` },
}

export interface DataTableProps<T extends Record<string, unknown>> {
  /** The table's accessible name. */
  label: string
  columns: ColumnDef<T, any>[]
  data: T[]
  labels: DataTableLabels
  getRowId?: (row: T, index: number) => string
  /** Tree rows: the children of a row (indented 16px a level). */
  getSubRows?: (row: T) => T[] | undefined
  selectable?: boolean
  /** §3 batch keys of the selection; default id and userName. */
  batchKeys?: readonly string[]
  onSelectionChange?: (rows: T[], batch: Record<string, unknown[]>) => void
  /** Filters every column by this text. */
  filter?: string
  /** Columns fixed to the left and right edges. */
  pinned?: ColumnPinningState
  /** A summary row under the body: a cell per column id. */
  summary?: (rows: T[]) => Record<string, ReactNode>
  /** Height of the scrolling body; rows are virtualized, so 10,000 rows scroll smoothly. */
  height?: number
  rowHeight?: number
}

/**
 * §2 data table on TanStack Table: sorting, filtering, selection with batch keys, expandable and
 * tree rows, fixed columns, a summary row and column resizing (min 80), virtualized rows.
 */
export function DataTable<T extends Record<string, unknown>>(props: DataTableProps<T>) {
  const { labels, rowHeight = HEAD_HEIGHT, height = 440 } = props
  const [sorting, setSorting] = useState<SortingState>([])
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [expanded, setExpanded] = useState<ExpandedState>({})
  const scroller = useRef<HTMLDivElement>(null)
  const columns = useMemo(() => props.columns, [props.columns])
  const table = useReactTable<T>({
    data: props.data,
    columns,
    state: { sorting, rowSelection: selection, expanded, globalFilter: props.filter ?? '', columnPinning: props.pinned ?? {} },
    defaultColumn: { minSize: MIN_COLUMN_WIDTH, size: 160 },
    columnResizeMode: 'onChange',
    sortDescFirst: false,
    enableRowSelection: Boolean(props.selectable),
    getRowId: props.getRowId,
    getSubRows: props.getSubRows,
    onSortingChange: setSorting,
    onExpandedChange: setExpanded,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(selection) : updater
      setSelection(next)
      const rows = table.getCoreRowModel().flatRows.filter((row) => next[row.id]).map((row) => row.original)
      props.onSelectionChange?.(rows, batchValues(rows, props.batchKeys ?? DEFAULT_BATCH_KEYS))
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
  })
  const rows = table.getRowModel().rows
  const virtual = useVirtualizer({
    count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 8,
    initialRect: { width: 800, height },
  })
  // Small tables render every row (and may animate them); long ones only the rows in view.
  const virtualized = !animatesRows(rows.length)
  const items = virtualized
    ? virtual.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * rowHeight, end: (index + 1) * rowHeight, key: index, size: rowHeight, lane: 0 }))
  const pinStyle = (column: { getIsPinned: () => false | 'left' | 'right'; getStart: (p?: 'left') => number; getAfter: (p?: 'right') => number }) => {
    const side = column.getIsPinned()
    if (!side) return {}
    return { position: 'sticky' as const, zIndex: 1, [side]: side === 'left' ? column.getStart('left') : column.getAfter('right') }
  }
  const summary = props.summary?.(rows.map((r) => r.original))
  const leafColumns = table.getVisibleLeafColumns()

  return (
    <div className="hr-table-wrap" ref={scroller} style={{ maxHeight: height + HEAD_HEIGHT * 2, overflow: 'auto' }}
      data-animate={animatesRows(rows.length) || undefined} data-testid="data-table">
      <table className="hr-table" aria-label={props.label} aria-rowcount={rows.length + 1} style={{ width: table.getTotalSize() + (props.selectable ? 44 : 0) }}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} style={{ height: HEAD_HEIGHT }}>
              {props.selectable && (
                <th scope="col" className="hr-table-select">
                  <input type="checkbox" aria-label={labels.selectAll} checked={table.getIsAllRowsSelected()}
                    ref={(el) => { if (el) el.indeterminate = table.getIsSomeRowsSelected() }} onChange={table.getToggleAllRowsSelectedHandler()} />
                </th>
              )}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                return (
                  <th key={header.id} scope="col" style={{ width: header.getSize(), ...pinStyle(header.column) }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {header.column.getCanSort()
                      ? <button type="button" className="hr-table-sort" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}{sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : ''}
                      </button>
                      : flexRender(header.column.columnDef.header, header.getContext())}
                    {header.column.getCanResize() && (
                      <span role="separator" aria-orientation="vertical" aria-label={labels.resize(String(header.column.columnDef.header ?? header.id))}
                        className="hr-table-resizer" onMouseDown={header.getResizeHandler()} onTouchStart={header.getResizeHandler()} />
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {items.length > 0 && items[0].start > 0 && <tr aria-hidden="true" style={{ height: items[0].start }} />}
          {rows.length === 0 && <tr><td colSpan={leafColumns.length + (props.selectable ? 1 : 0)} className="hr-table-empty">{labels.empty}</td></tr>}
          {items.map((item) => {
            const row = rows[item.index]
            return (
              <tr key={row.id} aria-rowindex={item.index + 2} aria-selected={props.selectable ? row.getIsSelected() : undefined} data-depth={row.depth}
                style={{ height: rowHeight }}>
                {props.selectable && (
                  <td className="hr-table-select">
                    <input type="checkbox" aria-label={labels.selectRow} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                  </td>
                )}
                {row.getVisibleCells().map((cell, index) => (
                  <td key={cell.id} style={{ width: cell.column.getSize(), ...pinStyle(cell.column), ...(index === 0 ? { paddingLeft: 8 + row.depth * TREE_INDENT } : {}) }}>
                    {index === 0 && row.getCanExpand() && (
                      <button type="button" className="hr-table-expand" aria-expanded={row.getIsExpanded()}
                        aria-label={row.getIsExpanded() ? labels.collapse : labels.expand} onClick={row.getToggleExpandedHandler()}>
                        {row.getIsExpanded() ? '▾' : '▸'}
                      </button>
                    )}
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            )
          })}
          {virtualized && items.length > 0 && virtual.getTotalSize() > items[items.length - 1].end
            && <tr aria-hidden="true" style={{ height: virtual.getTotalSize() - items[items.length - 1].end }} />}
        </tbody>
        {summary && (
          <tfoot>
            <tr style={{ height: HEAD_HEIGHT }} data-testid="summary-row">
              {props.selectable && <td />}
              {leafColumns.map((column) => <td key={column.id} style={pinStyle(column)}>{summary[column.id] ?? ''}</td>)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
