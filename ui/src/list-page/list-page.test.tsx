// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { listPageLabels } from './labels'
import { ListPage } from './list-page'
import type { StatisticsState } from './types'

const labels = listPageLabels.en
const statistics: StatisticsState = {
  activeStatus: null,
  total: 240,
  countData: { '1': 200, '2': 40 },
  formats: { blue: [{ status: '1', value: 'On the job' }], yellow: [{ status: '2', value: 'Left' }], green: [] },
}

describe('ListPage (§2)', () => {
  it("is accessible, with the aside search 'department...', 'add' and 'search', and a statistics strip", async () => {
    const onStatus = vi.fn()
    const onSearch = vi.fn()
    const onAdd = vi.fn()
    await renderAccessible(
      <ListPage
        title="Staff"
        labels={labels}
        statistics={statistics}
        onStatus={onStatus}
        onSearch={onSearch}
        onAdd={onAdd}
        aside={(search) => <p data-testid="tree">{search || 'all'}</p>}
        approval={{ list: 'Leave', bizType: 'leave', bizId: 'L-7', status: 'pending' }}
      >
        <p>rows</p>
      </ListPage>,
    )
    expect(screen.getByLabelText('Search departments').getAttribute('placeholder')).toBe('department...')
    await userEvent.type(screen.getByLabelText('Search departments'), 'Sales')
    expect(screen.getByTestId('tree').textContent).toBe('Sales')
    await userEvent.type(screen.getByRole('searchbox', { name: 'search' }), ' li ')
    await userEvent.click(screen.getByRole('button', { name: 'search' }))
    expect(onSearch).toHaveBeenCalledWith('li')
    await userEvent.click(screen.getByRole('button', { name: 'add' }))
    expect(onAdd).toHaveBeenCalled()
    expect(screen.getByTestId('list-stats').textContent).toBe('Total 240On the job 200Left 40')
    await userEvent.click(screen.getByRole('button', { name: /Left/ }))
    expect(onStatus).toHaveBeenCalledWith('2')
    expect(screen.getByTestId('approval-block').textContent).toContain('L-7')
  })

  it('shows the counts as loading, not as 0, until they are known', async () => {
    const { rerender } = await renderAccessible(
      <ListPage
        title="Staff"
        labels={labels}
        statistics={{ ...statistics, total: 0, countData: {}, loading: true }}
        onSearch={() => {}}
      >
        <p>rows</p>
      </ListPage>,
    )
    expect(screen.getByTestId('list-stats').textContent).toBe('Total …On the job …Left …')
    expect(screen.getByRole('button', { name: /Total/ }).getAttribute('aria-busy')).toBe('true')
    rerender(
      <ListPage title="Staff" labels={labels} statistics={statistics} onSearch={() => {}}>
        <p>rows</p>
      </ListPage>,
    )
    expect(screen.getByTestId('list-stats').textContent).toBe('Total 240On the job 200Left 40')
    expect(screen.getByRole('button', { name: /Total/ }).hasAttribute('aria-busy')).toBe(false)
  })

  it('collapses the aside and the nav, and toggles the editable list', async () => {
    const onEditableChange = vi.fn()
    await renderAccessible(
      <ListPage
        title="Staff"
        labels={labels}
        onSearch={() => {}}
        aside={() => null}
        onEditableChange={onEditableChange}
      >
        <p>rows</p>
      </ListPage>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the side panel' }))
    expect(screen.queryByLabelText('Search departments')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the navigation' }))
    expect(screen.queryByTestId('list-nav')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edit list' }))
    expect(onEditableChange).toHaveBeenCalledWith(true)
  })

  it('in Chinese, marks the chosen statistics group pressed, and hands on the search and the aside search', async () => {
    const onSearch = vi.fn()
    const groups: StatisticsState = {
      activeStatus: null,
      total: 500,
      countData: { 人力资源部: 100, 财务部: 100 },
      formats: {
        blue: [
          { status: '人力资源部', value: '人力资源部' },
          { status: '财务部', value: '财务部' },
        ],
        yellow: [],
        green: [],
      },
    }
    // biome-ignore lint/correctness/noComponentHookFactories: a harness for this test alone
    function Page() {
      const [active, setActive] = useState<string | null>(null)
      return (
        <ListPage
          title="通用列表页"
          labels={listPageLabels['zh-CN']}
          statistics={{ ...groups, activeStatus: active }}
          onStatus={setActive}
          onSearch={onSearch}
          aside={(search) => (
            <ul data-testid="tree">
              {['研发中心', '财务部']
                .filter((d) => d.includes(search))
                .map((d) => (
                  <li key={d}>{d}</li>
                ))}
            </ul>
          )}
        >
          <p>rows</p>
        </ListPage>
      )
    }
    await renderAccessible(<Page />)
    await userEvent.click(screen.getByRole('button', { name: /财务部/ }))
    expect(screen.getByRole('button', { name: /财务部/ }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), 'user2')
    await userEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(onSearch).toHaveBeenCalledWith('user2')
    await userEvent.type(screen.getByLabelText('搜索部门'), '研发')
    expect([...screen.getByTestId('tree').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['研发中心'])
  })
})
