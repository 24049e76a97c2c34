// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { schemeBarLabels } from './labels'
import { SchemeBar } from './scheme-bar'
import type { SavedScheme, SchemeApi } from './types'

type Filters = { keyword?: string; status?: number }

/** An in-memory list of schemes behind the bar's calls. */
function memoryApi(initial: SavedScheme<Filters>[]): SchemeApi<Filters> & { saved: SavedScheme<Filters>[] } {
  const saved = [...initial]
  return {
    saved,
    list: vi.fn(async () => saved.map((s) => ({ ...s }))),
    add: vi.fn(async (name: string, conditions: Filters) => {
      const s = { id: `s${saved.length + 1}`, name, isDefault: false, conditions }
      saved.push(s)
      return s
    }),
    rename: vi.fn(async (id: string, name: string) => {
      saved.find((s) => s.id === id)!.name = name
    }),
    setDefault: vi.fn(async (id: string, on: boolean) => {
      for (const s of saved) s.isDefault = on && s.id === id
    }),
    remove: vi.fn(async (id: string) => {
      saved.splice(
        saved.findIndex((s) => s.id === id),
        1,
      )
    }),
  }
}

describe('SchemeBar (§7 saved query schemes of one list)', () => {
  it('is accessible and applies the default scheme when it opens', async () => {
    const api = memoryApi([
      { id: 'a', name: 'Left staff', isDefault: true, conditions: { status: 2 } },
      { id: 'b', name: 'Li', isDefault: false, conditions: { keyword: 'Li' } },
    ])
    const onApply = vi.fn()
    await renderAccessible(<SchemeBar api={api} conditions={{}} onApply={onApply} labels={schemeBarLabels.en} />)
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ status: 2 }))
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Query scheme' }).selectedOptions[0].textContent,
    ).toBe('Left staff (default)')
    await userEvent.selectOptions(screen.getByTestId('scheme-select'), 'b')
    expect(onApply).toHaveBeenLastCalledWith({ keyword: 'Li' })
    await userEvent.selectOptions(screen.getByTestId('scheme-select'), '')
    expect(onApply).toHaveBeenLastCalledWith({})
  })

  it('saves the current filters under a name, sets it as the default and deletes it, telling the owner each time', async () => {
    const api = memoryApi([])
    const onDone = vi.fn()
    await renderAccessible(
      <SchemeBar
        api={api}
        conditions={{ keyword: 'Wang' }}
        onApply={() => {}}
        labels={schemeBarLabels['zh-CN']}
        onDone={onDone}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: '另存为方案…' }))
    await userEvent.type(screen.getByRole('textbox', { name: '方案名称' }), '  王  ')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(api.add).toHaveBeenCalledWith('王', { keyword: 'Wang' })
    expect(onDone).toHaveBeenLastCalledWith('方案“王”已保存')
    await userEvent.click(await screen.findByRole('button', { name: '设为默认' }))
    expect(api.setDefault).toHaveBeenCalledWith('s1', true)
    expect(onDone).toHaveBeenLastCalledWith('打开页面时默认使用“王”')
    await userEvent.click(screen.getByRole('button', { name: '删除' }))
    expect(api.saved).toEqual([])
    expect(onDone).toHaveBeenLastCalledWith('方案“王”已删除')
  })

  it('shows why a call failed', async () => {
    const api = memoryApi([])
    api.add = vi.fn(async () => {
      throw new Error('You already have a query scheme named "X"')
    })
    await renderAccessible(<SchemeBar api={api} conditions={{}} onApply={() => {}} labels={schemeBarLabels.en} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save as scheme…' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Scheme name' }), 'X{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('You already have a query scheme named "X"')
  })
})
