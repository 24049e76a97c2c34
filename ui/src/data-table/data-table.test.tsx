// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ColumnDef } from './features'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { DataTable, dataTableLabels } from './data-table'
import { animatesRows, batchValues, MIN_COLUMN_WIDTH } from './table-rules'

type Staff = { id: number; userName: string; name: string; age: number; children?: Staff[] }
const labels = dataTableLabels.en
const columns: ColumnDef<Staff, any>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'userName', header: 'Account' },
  { accessorKey: 'age', header: 'Age' },
]
const staff: Staff[] = [
  { id: 1, userName: 'wang', name: 'Wang Fang', age: 41 },
  { id: 2, userName: 'li', name: 'Li Lei', age: 29 },
  { id: 3, userName: 'zhao', name: 'Zhao Min', age: 35 },
]
const bodyNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.dataset.depth !== undefined)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .filter((c) => !c.classList.contains('hr-table-select'))
        .map((c) => c.textContent),
    )
    .filter((c) => c.length)

describe('table rules (§9, §3)', () => {
  it('animates rows only below 100 and collects the batch keys id and userName', () => {
    expect([animatesRows(99), animatesRows(100)]).toEqual([true, false])
    expect(batchValues(staff.slice(0, 2))).toEqual({ id: [1, 2], userName: ['wang', 'li'] })
    expect(batchValues(staff.slice(0, 1), ['name'])).toEqual({ name: ['Wang Fang'] })
  })
})

describe('DataTable', () => {
  it('says the rows are loading, not "No data", until their first answer', async () => {
    const { rerender } = await renderAccessible(
      <DataTable label="Staff" columns={columns} data={[]} labels={labels} loading />,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(screen.queryByText('No data')).toBeNull()
    rerender(<DataTable label="Staff" columns={columns} data={[]} labels={labels} />)
    expect(screen.getByText('No data')).toBeTruthy()
  })

  it('is accessible and sorts by a column header', async () => {
    await renderAccessible(<DataTable label="Staff" columns={columns} data={staff} labels={labels} />)
    await userEvent.click(screen.getByRole('button', { name: 'Age' }))
    expect(bodyNames().map((cells) => cells[0])).toEqual(['Li Lei', 'Zhao Min', 'Wang Fang'])
    expect(screen.getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort')).toBe('ascending')
  })

  it('filters by text and reports the selection with its batch keys', async () => {
    const onSelectionChange = vi.fn()
    const { rerender } = await renderAccessible(
      <DataTable
        label="Staff"
        columns={columns}
        data={staff}
        labels={labels}
        selectable
        getRowId={(r) => String(r.id)}
        onSelectionChange={onSelectionChange}
      />,
    )
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1])
    expect(onSelectionChange).toHaveBeenLastCalledWith([staff[1]], { id: [2], userName: ['li'] })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }))
    expect(onSelectionChange.mock.lastCall![1]).toEqual({ id: [1, 2, 3], userName: ['wang', 'li', 'zhao'] })
    rerender(<DataTable label="Staff" columns={columns} data={staff} labels={labels} selectable filter="zhao" />)
    expect(bodyNames().map((cells) => cells[0])).toEqual(['Zhao Min'])
  })

  it('expands tree rows, indented 16px a level', async () => {
    const tree: Staff[] = [{ ...staff[0], children: [{ ...staff[1], children: [staff[2]] }] }]
    await renderAccessible(
      <DataTable label="Tree" columns={columns} data={tree} labels={labels} getSubRows={(r) => r.children} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }))
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }))
    const rows = screen.getAllByRole('row').filter((r) => r.dataset.depth !== undefined)
    expect(rows.map((r) => r.dataset.depth)).toEqual(['0', '1', '2'])
    expect((rows[2].querySelector('td') as HTMLElement).style.paddingLeft).toBe('40px')
  })

  it('keeps columns at least 80px, pins columns, and shows a summary row', async () => {
    const narrow: ColumnDef<Staff, any>[] = [
      { accessorKey: 'name', header: 'Name', size: 20 },
      { accessorKey: 'age', header: 'Age' },
    ]
    await renderAccessible(
      <DataTable
        label="Staff"
        columns={narrow}
        data={staff}
        labels={labels}
        pinned={{ left: ['name'] }}
        summary={(rows) => ({ name: 'Total', age: rows.reduce((sum, r) => sum + r.age, 0) })}
      />,
    )
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ })
    expect(parseInt(nameHeader.style.width)).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH)
    expect(nameHeader.style.position).toBe('sticky')
    expect(screen.getByTestId('summary-row').textContent).toBe('Total105')
  })

  it('resizes a column by dragging its header edge, never below 80px', async () => {
    await renderAccessible(<DataTable label="Staff" columns={columns} data={staff} labels={labels} />)
    const header = () => screen.getByRole('columnheader', { name: /Name/ })
    const edge = screen.getByRole('separator', { name: 'Resize column Name' })
    const start = parseInt(header().style.width)
    fireEvent.mouseDown(edge, { clientX: 200 })
    fireEvent.mouseMove(document, { clientX: 260 })
    fireEvent.mouseUp(document, { clientX: 260 })
    expect(parseInt(header().style.width)).toBe(start + 60)
    fireEvent.mouseDown(edge, { clientX: 260 })
    fireEvent.mouseMove(document, { clientX: -400 })
    fireEvent.mouseUp(document, { clientX: -400 })
    expect(parseInt(header().style.width)).toBe(MIN_COLUMN_WIDTH)
  })

  it('renders only a window of 10,000 rows, and animates only small tables', async () => {
    // jsdom has no layout: the scrolling body reports the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      userName: `u${i}`,
      name: `Person ${i}`,
      age: 20 + (i % 40),
    }))
    await renderAccessible(<DataTable label="Many" columns={columns} data={many} labels={labels} height={440} />)
    const rendered = screen.getAllByRole('row').filter((r) => r.dataset.depth !== undefined)
    expect(rendered.length).toBeGreaterThan(5)
    expect(rendered.length).toBeLessThan(60)
    expect(screen.getByTestId('data-table').dataset.animate).toBeUndefined()
    vi.restoreAllMocks()
  })

  it('filters by one column, case-insensitively, numbers too', async () => {
    await renderAccessible(<DataTable label="Staff" columns={columns} data={staff} labels={labels} columnFilters />)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Name' }), 'l')
    expect(bodyNames().map((cells) => cells[0])).toEqual(['Li Lei'])
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter Name' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Age' }), '3')
    expect(bodyNames().map((cells) => cells[0])).toEqual(['Zhao Min'])
  })

  it('pages its own rows with the table library sizes 2/10/15/20/50, 10 rows on page 1 at first', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ id: i, userName: `u${i}`, name: `Person ${i}`, age: 20 + i }))
    const { rerender } = await renderAccessible(
      <DataTable label="Many" columns={columns} data={many} labels={labels} paginate />,
    )
    const size = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement
    expect([...size.options].map((o) => o.value)).toEqual(['2', '10', '15', '20', '50'])
    expect(size.value).toBe('10')
    expect(bodyNames().map((cells) => cells[0])).toEqual(many.slice(0, 10).map((p) => p.name))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(bodyNames().map((cells) => cells[0])).toEqual(['Person 20', 'Person 21', 'Person 22'])
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
    await userEvent.selectOptions(size, '2')
    expect(bodyNames().map((cells) => cells[0])).toEqual(['Person 0', 'Person 1'])
    rerender(<DataTable label="Many" columns={columns} data={many} labels={labels} paginate batchRunning />)
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
  })

  it('shows row buttons by their condition and fires an event only after its confirm is accepted', async () => {
    const onEvent = vi.fn()
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    await renderAccessible(
      <DataTable
        label="Staff"
        columns={columns}
        data={staff}
        labels={labels}
        rowButtons={{
          name: (row) => row.name,
          onEvent,
          confirm,
          buttons: [
            { event: 'modify', text: 'Modify' },
            { event: 'delete', text: 'Delete', confirm: 'Delete it?', condition: (row) => row.age > 30 },
          ],
        }}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Delete Li Lei' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Modify Li Lei' }))
    expect(onEvent).toHaveBeenLastCalledWith('modify', staff[1])
    await userEvent.click(screen.getByRole('button', { name: 'Delete Wang Fang' }))
    expect(confirm).toHaveBeenCalledWith('Delete it?')
    expect(onEvent).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Wang Fang' }))
    expect(onEvent).toHaveBeenLastCalledWith('delete', staff[0])
  })

  it('in Chinese, reports two rows ticked by their row boxes', async () => {
    const onSelectionChange = vi.fn()
    await renderAccessible(
      <DataTable
        label="数据表格"
        columns={columns}
        data={staff}
        labels={dataTableLabels['zh-CN']}
        selectable
        getRowId={(r) => String(r.id)}
        onSelectionChange={onSelectionChange}
      />,
    )
    const boxes = screen.getAllByRole('checkbox', { name: '选择本行' })
    await userEvent.click(boxes[1])
    await userEvent.click(boxes[2])
    expect(onSelectionChange.mock.lastCall![0]).toEqual([staff[1], staff[2]])
  })
})
