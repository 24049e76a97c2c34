// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { FieldRow } from './field-row'
import type { FieldDraft } from './form-draft'
import { emptyField } from './form-rules'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/system/custom-forms' }),
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

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'zh-CN' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const renderRow = (
  field: FieldDraft,
  onChange = vi.fn(),
  problems = [] as Parameters<typeof FieldRow>[0]['problems'],
) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <FieldRow
        index={0}
        field={field}
        problems={problems}
        dictionaries={[{ code: 'education', name: '学历', values: 3 }]}
        onChange={onChange}
        onRemove={() => {}}
      />
    </ShellProvider>,
  )

describe('a custom form field row', () => {
  it('is accessible and changes the key, labels, type and required flag', async () => {
    const onChange = vi.fn()
    const view = renderRow(emptyField(), onChange)
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
    expect(screen.getByRole('group', { name: '字段 1' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('标识', { exact: false }), { target: { value: 'shoeSize' } })
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'shoeSize' }))
    fireEvent.change(screen.getByLabelText('类型'), { target: { value: 'date' } })
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'date' }))
    fireEvent.click(screen.getByLabelText('必填'))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ required: true }))
    expect(screen.queryByRole('group', { name: '选项' })).toBeNull()
  })

  it('edits the options of a select and says what is wrong beside the inputs', () => {
    const onChange = vi.fn()
    renderRow(
      { ...emptyField(), key: 'mobile', type: 'select', options: [{ value: 'M', labelZh: '', labelEn: 'Medium' }] },
      onChange,
      [
        { key: 'builtinKey', field: 0 },
        { key: 'labelZh', field: 0 },
        { key: 'option', field: 0, option: 0 },
      ],
    )
    const key = screen.getByLabelText('标识', { exact: false })
    expect(key.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(key.getAttribute('aria-describedby')!.split(' ')[1])!.textContent).toBe(
      '该标识是档案的系统字段',
    )
    expect(screen.getByText('请填写中文名称')).toBeTruthy()
    expect(screen.getByText('每个选项都需要值和中英文名称')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('中文 1'), { target: { value: '中号' } })
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: [{ value: 'M', labelZh: '中号', labelEn: 'Medium' }] }),
    )
    fireEvent.click(screen.getByRole('button', { name: '添加选项' }))
    expect(onChange.mock.lastCall![0].options).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: '删除选项 1' }))
    expect(onChange.mock.lastCall![0].options).toEqual([])
  })

  it("takes a select's options from a dictionary instead of its own", () => {
    const onChange = vi.fn()
    const view = renderRow({ ...emptyField(), key: 'degree', type: 'select' }, onChange)
    fireEvent.change(screen.getByLabelText('选项来源', { exact: false }), { target: { value: 'education' } })
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dictionary: 'education' }))
    view.unmount()
    renderRow({ ...emptyField(), key: 'degree', type: 'select', dictionary: 'education' }, onChange)
    expect(
      (screen.getByLabelText('选项来源', { exact: false }) as HTMLSelectElement).selectedOptions[0].textContent,
    ).toBe('字典：学历')
    expect(screen.getByText('选项为该字典中启用的值；在主数据中新增或停用的值即时生效。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '添加选项' })).toBeNull()
  })
})
