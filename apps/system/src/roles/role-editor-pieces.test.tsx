// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { DataRangeTab } from './data-range-tab'
import { FieldPermissionsTab, type RoleField } from './field-permissions-tab'
import { FunctionsTab, type CatalogueFunction } from './functions-tab'
import { MembersTab } from './members-tab'
import type { FieldAccess, RoleMember } from './role-api'
import { RoleNamesFields, shownName } from './role-names'
import { RoleTabs } from './role-tabs'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/system/roles' }),
  }
})

vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: page, connect: mock.connect }),
  }
})

async function renderPiece(ui: ReactElement) {
  const view = render(
    <ShellProvider connection={app.connection} env={app.env}>
      {ui}
    </ShellProvider>,
  )
  const result = await axe.run(view.baseElement, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  )
  return view
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'zh-CN' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const fields: RoleField[] = [
  { key: 'mobile', label: '手机号', type: 'text', custom: false, access: 'read' },
  { key: 'bloodType', label: '血型', type: 'select', custom: true, access: 'edit' },
]

describe('role editor pieces', () => {
  it('moves between tabs with the arrow keys, Home and End, the active tab alone in the tab order', async () => {
    const onChange = vi.fn()
    await renderPiece(
      <RoleTabs
        label="角色设置"
        idPrefix="r1"
        active="b"
        onChange={onChange}
        tabs={[
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B', dirty: true },
          { key: 'c', label: 'C' },
        ]}
      >
        <p>panel</p>
      </RoleTabs>,
    )
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('r1-tab-b')
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) fireEvent.keyDown(tabs[1], { key })
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['c', 'a', 'a', 'c'])
  })

  it('offers the data ranges widest first and changes the choice; read-only without the auth flag', async () => {
    const onChange = vi.fn()
    const view = await renderPiece(
      <DataRangeTab ranges={['self', 'team', 'department', 'all']} value="all" onChange={onChange} readOnly={false} />,
    )
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual([
      '全部人员',
      '本部门及下级部门',
      '本团队（直接和间接下属）',
      '仅本人',
    ])
    fireEvent.click(screen.getByRole('radio', { name: '仅本人' }))
    expect(onChange).toHaveBeenCalledWith('self')
    view.rerender(
      <ShellProvider connection={app.connection} env={app.env}>
        <DataRangeTab ranges={['self', 'all']} value="self" onChange={onChange} readOnly />
      </ShellProvider>,
    )
    expect((screen.getByRole('radio', { name: '全部人员' }) as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('您没有权限修改数据范围（100302 未授权）。')).toBeTruthy()
  })

  it('sets one field hidden, or every field at once, and marks custom fields', async () => {
    const onChange = vi.fn()
    await renderPiece(
      <FieldPermissionsTab
        bizTypeId={1}
        onBizType={() => {}}
        fields={fields}
        value={{ mobile: 'read', bloodType: 'edit' }}
        onChange={onChange}
        readOnly={false}
      />,
    )
    expect((screen.getByRole('radio', { name: '手机号: 只读' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('row', { name: /血型/ }).textContent).toContain('自定义')
    fireEvent.click(screen.getByRole('radio', { name: '手机号: 隐藏' }))
    expect(onChange).toHaveBeenLastCalledWith({ mobile: 'hidden', bloodType: 'edit' } satisfies Record<
      string,
      FieldAccess
    >)
    fireEvent.click(screen.getByRole('button', { name: '只读' }))
    expect(onChange).toHaveBeenLastCalledWith({ mobile: 'read', bloodType: 'read' })
  })

  it('shows field permissions read-only without the auth flag, and says when a business type has no fields', async () => {
    const view = await renderPiece(
      <FieldPermissionsTab
        bizTypeId={1}
        onBizType={() => {}}
        fields={fields}
        value={{}}
        onChange={() => {}}
        readOnly
      />,
    )
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true)
    expect(screen.queryByRole('group', { name: '全部字段设为' })).toBeNull()
    view.rerender(
      <ShellProvider connection={app.connection} env={app.env}>
        <FieldPermissionsTab
          bizTypeId={1}
          onBizType={() => {}}
          fields={[]}
          value={{}}
          onChange={() => {}}
          readOnly={false}
        />
      </ShellProvider>,
    )
    expect(screen.getByText('该业务类型没有字段')).toBeTruthy()
  })

  it('grants a button as shown only through its auth-flag box, and a button brings its menu item', async () => {
    const catalogue: CatalogueFunction[] = [
      { functionId: '1003', name: '角色权限', appName: '系统管理', kind: 'menu', parentFunctionId: null },
      { functionId: '100302', name: '数据范围', appName: '系统管理', kind: 'button', parentFunctionId: '1003' },
    ]
    const onChange = vi.fn()
    const onFlags = vi.fn()
    const view = await renderPiece(
      <FunctionsTab catalogue={catalogue} chosen={new Set()} onChange={onChange} flags={{}} onFlags={onFlags} />,
    )
    expect(screen.queryByRole('checkbox', { name: /已授权/ })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: /数据范围 \(100302\)/ }))
    expect([...onChange.mock.calls[0][0]].sort()).toEqual(['1003', '100302'])
    view.rerender(
      <ShellProvider connection={app.connection} env={app.env}>
        <FunctionsTab
          catalogue={catalogue}
          chosen={new Set(['1003', '100302'])}
          onChange={onChange}
          flags={{ 100302: 1 }}
          onFlags={onFlags}
        />
      </ShellProvider>,
    )
    fireEvent.click(screen.getByRole('checkbox', { name: '数据范围（100302）已授权（授权标记）' }))
    expect(onFlags).toHaveBeenCalledWith({ 100302: 0 })
  })

  it("lists a role's members, removes one and adds another user", async () => {
    const users: RoleMember[] = [
      { userId: 2, userName: 'staff', realName: '邓洋娟', roleIds: [2] },
      { userId: 3, userName: 'hr', realName: '', roleIds: [1] },
    ]
    const onAdd = vi.fn(() => Promise.resolve())
    const onRemove = vi.fn(() => Promise.resolve())
    await renderPiece(<MembersTab roleName="员工" roleId={2} users={users} onAdd={onAdd} onRemove={onRemove} />)
    expect(screen.getByRole('table').textContent).toContain('邓洋娟')
    fireEvent.click(screen.getByRole('button', { name: '移除 邓洋娟' }))
    expect(onRemove).toHaveBeenCalledWith(users[0])
    const add = screen.getByRole('button', { name: '添加成员' }) as HTMLButtonElement
    await vi.waitFor(() => expect(add.disabled).toBe(true))
    fireEvent.change(screen.getByRole('combobox', { name: '要添加的用户' }), { target: { value: '3' } })
    fireEvent.click(add)
    expect(onAdd).toHaveBeenCalledWith(users[1])
  })

  it('edits the Chinese name and the optional English one, and says a blank Chinese name is missing', async () => {
    const onChange = vi.fn()
    const view = await renderPiece(<RoleNamesFields idPrefix="r2" value={{ zh: '员工', en: '' }} onChange={onChange} />)
    expect(screen.getByRole('group', { name: '角色名称' })).toBeTruthy()
    const zh = screen.getByRole('textbox', { name: '中文名称' }) as HTMLInputElement
    expect(zh.required).toBe(true)
    expect(zh.maxLength).toBe(100)
    fireEvent.change(screen.getByRole('textbox', { name: '英文名称（选填）' }), { target: { value: 'Staff' } })
    expect(onChange).toHaveBeenLastCalledWith({ zh: '员工', en: 'Staff' })
    view.rerender(
      <ShellProvider connection={app.connection} env={app.env}>
        <RoleNamesFields idPrefix="r2" value={{ zh: ' ', en: 'Staff' }} onChange={onChange} />
      </ShellProvider>,
    )
    expect(screen.getByRole('textbox', { name: '中文名称' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('请填写中文名称')).toBeTruthy()
  })

  it('shows the English name in English when there is one, else the Chinese name', () => {
    expect(shownName({ zh: '员工', en: ' Staff ' }, 'en')).toBe('Staff')
    expect(shownName({ zh: '员工', en: '' }, 'en')).toBe('员工')
    expect(shownName({ zh: '员工', en: 'Staff' }, 'zh-CN')).toBe('员工')
  })

  it('follows the shell language', async () => {
    await act(() => mock.setEnv({ language: 'en' }))
    await renderPiece(<DataRangeTab ranges={['self', 'all']} value="all" onChange={() => {}} readOnly={false} />)
    expect(screen.getByRole('group', { name: 'Which staff this role sees' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Self only' })).toBeTruthy()
  })
})
