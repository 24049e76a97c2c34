// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAccessible } from '../testing/render'
import { DataTable } from '../data-table/data-table'
import { dataTableLabels } from '../data-table/labels'
import { ListPage } from '../list-page/list-page'
import { listPageLabels } from '../list-page/labels'
import { RequestStatus } from '../request-status'
import { isFinalAnswer, isNoAccess, NO_PERMISSION_CODE } from './is-no-access'
import { LoadError } from './load-error'
import { noAccessLabels } from './labels'
import { NoAccess } from './no-access'

describe('NoAccess', () => {
  it('is accessible and says in the given language that the user may not see it', async () => {
    await renderAccessible(<NoAccess labels={noAccessLabels['zh-CN']} />)
    expect(screen.getByRole('alert').textContent).toContain('无权访问')
  })

  it('tells a refusal for permission from other failures', () => {
    expect(isNoAccess({ serverCode: NO_PERMISSION_CODE })).toBe(true)
    expect(isNoAccess(Object.assign(new Error("You don't have permission"), { code: 403001 }))).toBe(true)
    expect(isNoAccess({ status: 403 })).toBe(true)
    expect(isNoAccess({ serverCode: 500001 })).toBe(false)
    expect(isNoAccess({ status: 500 })).toBe(false)
    expect(isNoAccess(new Error('network'))).toBe(false)
    expect(isNoAccess(null)).toBe(false)
    expect(isNoAccess('403001')).toBe(false)
  })

  it("offers a retry for a failure on the way or a server fault, not for the gateway's final answer", async () => {
    expect(isFinalAnswer(Object.assign(new Error('no staff record'), { code: 411621 }))).toBe(true)
    expect(isFinalAnswer({ serverCode: 410801 })).toBe(true)
    expect(isFinalAnswer({ serverCode: 500001 })).toBe(false)
    expect(isFinalAnswer(new Error('network'))).toBe(false)
    const retry = () => {}
    const { unmount } = await renderAccessible(
      <LoadError
        error={Object.assign(new Error('No staff record'), { code: 411621 })}
        language="en"
        retryLabel="Retry"
        retry={retry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('No staff record ')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    unmount()
    await renderAccessible(
      <LoadError error={new Error('Network error')} language="en" retryLabel="Retry" retry={retry} />,
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('replaces the table, not an empty table, when the rows were refused', async () => {
    await renderAccessible(
      <DataTable
        label="Roles"
        columns={[{ accessorKey: 'name', header: 'Name' }]}
        data={[]}
        labels={dataTableLabels.en}
        noAccess={noAccessLabels.en}
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByTestId('data-table-no-access').textContent).toContain("You don't have permission")
  })

  it('replaces the whole list page: no aside, search or statistics', async () => {
    await renderAccessible(
      <ListPage
        title="Staff"
        labels={listPageLabels.en}
        onSearch={() => {}}
        aside={() => <p>tree</p>}
        noAccess={noAccessLabels.en}
      >
        <p>rows</p>
      </ListPage>,
    )
    expect(screen.getByTestId('list-no-access')).toBeTruthy()
    expect(screen.queryByRole('search')).toBeNull()
    expect(screen.queryByText('rows')).toBeNull()
    expect(screen.queryByText('tree')).toBeNull()
  })

  it('is the request status of a refused list, in place of the error and its retry', async () => {
    await renderAccessible(
      <RequestStatus
        error="Failed to load"
        noAccess={noAccessLabels.en}
        loading={false}
        empty
        texts={{ loading: 'Loading', empty: 'No data', retry: 'Retry' }}
        onRetry={() => {}}
        testId="roles"
      >
        <p>rows</p>
      </RequestStatus>,
    )
    expect(screen.getByTestId('roles-no-access')).toBeTruthy()
    expect(screen.queryByText('Failed to load')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})
