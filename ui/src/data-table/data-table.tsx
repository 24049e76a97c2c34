import { useMemo, useRef, useState, type ReactNode } from 'react'
import {
  flexRender,
  useTable,
  type ColumnFiltersState,
  type ExpandedState,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { PaginationBar } from '../pagination/pagination-bar'
import { TABLE_PAGE_SIZES } from '../pagination/page-levels'
import { containsText, features, type ColumnDef } from './features'
import type { DataTableLabels } from './labels'
import { NoAccess } from '../no-access/no-access'
import type { NoAccessLabels } from '../no-access/labels'
import { RowButtons, type RowButtonsConfig } from './row-buttons'
import { pinStyle, TableHead } from './table-head'
import {
  animatesRows,
  batchValues,
  DEFAULT_BATCH_KEYS,
  HEAD_HEIGHT,
  MIN_COLUMN_WIDTH,
  TREE_INDENT,
} from './table-rules'

export { dataTableLabels, type DataTableLabels } from './labels'

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
  /** A filter box under each column's header (a column opts out with `enableColumnFilter: false`). */
  columnFilters?: boolean
  /** Pages the rows in the table itself, with the table library's sizes 2/10/15/20/50 (page 1, 10 rows at first). */
  paginate?: boolean
  /** §4: a batch operation runs; the table's pagination is disabled meanwhile. */
  batchRunning?: boolean
  /** Buttons at the end of each row (§4 table-button configuration), fixed to the right edge. */
  rowButtons?: RowButtonsConfig<T> & { name: (row: T) => string }
  /** Columns fixed to the left and right edges (the start and end in right-to-left layouts). */
  pinned?: { left?: string[]; right?: string[] }
  /** A summary row under the body: a cell per column id. */
  summary?: (rows: T[]) => Record<string, ReactNode>
  /** Height of the scrolling body; rows are virtualized, so 10,000 rows scroll smoothly. */
  height?: number
  rowHeight?: number
  /** The rows are not known yet (their first answer is out): the empty body says so, not "No data". */
  loading?: boolean
  /** The rows' call was refused for permission (see isNoAccess): the no-access state with these labels, not an empty table. */
  noAccess?: NoAccessLabels | null
}

const ACTIONS = '__actions'

/**
 * §2 data table on TanStack Table: sorting, filtering (all columns and per column), selection with
 * batch keys, expandable and tree rows, fixed columns, a summary row, column resizing (min 80),
 * row buttons, its own pagination, and virtualized rows.
 */
export function DataTable<T extends Record<string, unknown>>(props: DataTableProps<T>) {
  const { labels, rowHeight = HEAD_HEIGHT, height = 440, rowButtons } = props
  const [sorting, setSorting] = useState<SortingState>([])
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [expanded, setExpanded] = useState<ExpandedState>({})
  const [filters, setFilters] = useState<ColumnFiltersState>([])
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 })
  const scroller = useRef<HTMLDivElement>(null)
  const columns = useMemo(
    () =>
      rowButtons
        ? [
            ...props.columns,
            {
              id: ACTIONS,
              header: labels.actions,
              enableSorting: false,
              enableColumnFilter: false,
              enableResizing: false,
              cell: ({ row }) => (
                <RowButtons row={row.original} config={rowButtons} name={rowButtons.name(row.original)} />
              ),
            } as ColumnDef<T, any>,
          ]
        : props.columns,
    [props.columns, rowButtons, labels.actions],
  )
  const pinning = useMemo(
    () => ({
      start: props.pinned?.left ?? [],
      end: [...(props.pinned?.right ?? []), ...(rowButtons ? [ACTIONS] : [])],
    }),
    [props.pinned, rowButtons],
  )
  const table = useTable<typeof features, T>({
    features,
    data: props.data,
    columns,
    state: {
      sorting,
      rowSelection: selection,
      expanded,
      globalFilter: props.filter ?? '',
      columnFilters: filters,
      columnPinning: pinning,
      pagination,
    },
    defaultColumn: { minSize: MIN_COLUMN_WIDTH, size: 160, filterFn: containsText },
    globalFilterFn: containsText,
    // Unpaged tables show every row (virtualized); paged ones the table library's page.
    manualPagination: !props.paginate,
    autoResetPageIndex: false,
    columnResizeMode: 'onChange',
    sortDescFirst: false,
    enableRowSelection: Boolean(props.selectable),
    getRowId: props.getRowId,
    getSubRows: props.getSubRows,
    onSortingChange: setSorting,
    onExpandedChange: setExpanded,
    onColumnFiltersChange: setFilters,
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(selection) : updater
      setSelection(next)
      const rows = table
        .getCoreRowModel()
        .flatRows.filter((row) => next[row.id])
        .map((row) => row.original)
      props.onSelectionChange?.(rows, batchValues(rows, props.batchKeys ?? DEFAULT_BATCH_KEYS))
    },
  })
  const rows = table.getRowModel().rows
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 800, height },
  })
  // Small tables render every row (and may animate them); long ones only the rows in view.
  const virtualized = !animatesRows(rows.length)
  const items = virtualized
    ? virtual.getVirtualItems()
    : rows.map((_, index) => ({
        index,
        start: index * rowHeight,
        end: (index + 1) * rowHeight,
        key: index,
        size: rowHeight,
        lane: 0,
      }))
  const summary = props.summary?.(rows.map((r) => r.original))
  const leafColumns = table.getVisibleLeafColumns()
  const filteredCount = table.getFilteredRowModel().rows.length

  if (props.noAccess) return <NoAccess labels={props.noAccess} testId="data-table-no-access" />
  return (
    <div className="hr-table-block">
      <div
        className="hr-table-wrap"
        ref={scroller}
        style={{ maxHeight: height + HEAD_HEIGHT * 2, overflow: 'auto' }}
        data-animate={animatesRows(rows.length) || undefined}
        data-testid="data-table"
      >
        <table
          className="hr-table"
          aria-label={props.label}
          aria-rowcount={rows.length + 1}
          style={{ width: table.getTotalSize() + (props.selectable ? 44 : 0) }}
        >
          <TableHead
            table={table}
            labels={labels}
            selectable={Boolean(props.selectable)}
            columnFilters={Boolean(props.columnFilters)}
          />
          <tbody>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row of the virtual list, never focused */}
            {items.length > 0 && items[0].start > 0 && <tr aria-hidden="true" style={{ height: items[0].start }} />}
            {rows.length === 0 && (
              <tr>
                <td colSpan={leafColumns.length + (props.selectable ? 1 : 0)} className="hr-table-empty">
                  {props.loading ? labels.loading : labels.empty}
                </td>
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index]
              return (
                <tr
                  key={row.id}
                  aria-rowindex={item.index + 2}
                  aria-selected={props.selectable ? row.getIsSelected() : undefined}
                  data-depth={row.depth}
                  style={{ height: rowHeight }}
                >
                  {props.selectable && (
                    <td className="hr-table-select">
                      <input
                        type="checkbox"
                        aria-label={labels.selectRow}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell, index) => (
                    <td
                      key={cell.id}
                      style={{
                        width: cell.column.getSize(),
                        ...pinStyle(cell.column),
                        ...(index === 0 ? { paddingLeft: 8 + row.depth * TREE_INDENT } : {}),
                      }}
                    >
                      {index === 0 && row.getCanExpand() && (
                        <button
                          type="button"
                          className="hr-table-expand"
                          aria-expanded={row.getIsExpanded()}
                          aria-label={row.getIsExpanded() ? labels.collapse : labels.expand}
                          onClick={row.getToggleExpandedHandler()}
                        >
                          {row.getIsExpanded() ? '▾' : '▸'}
                        </button>
                      )}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              )
            })}
            {virtualized && items.length > 0 && virtual.getTotalSize() > items[items.length - 1].end && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row of the virtual list, never focused
              <tr aria-hidden="true" style={{ height: virtual.getTotalSize() - items[items.length - 1].end }} />
            )}
          </tbody>
          {summary && (
            <tfoot>
              <tr style={{ height: HEAD_HEIGHT }} data-testid="summary-row">
                {props.selectable && <td />}
                {leafColumns.map((column) => (
                  <td key={column.id} style={pinStyle(column, true)}>
                    {summary[column.id] ?? ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {props.paginate && (
        <PaginationBar
          total={filteredCount}
          page={pagination.pageIndex + 1}
          rows={pagination.pageSize}
          sizes={TABLE_PAGE_SIZES}
          disabled={props.batchRunning}
          labels={labels.pagination}
          onPageChange={(page) => setPagination((p) => ({ ...p, pageIndex: page - 1 }))}
          onSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
        />
      )}
    </div>
  )
}
