// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectAccessible, renderAccessible } from '../testing/render'
import { DateField } from './date-field'
import type { DateKind } from './date-text'

function Form({
  kind,
  initial = '',
  min,
  onSubmit,
}: {
  kind: DateKind
  initial?: string
  min?: string
  onSubmit?: (value: string) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit?.(value)
      }}
    >
      <label>
        When
        <DateField kind={kind} value={value} onValueChange={setValue} min={min} required />
      </label>
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2027-01-15')}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

const field = () => screen.getByLabelText('When') as HTMLInputElement
/** The calendar's code is imported when it first opens (date-field.tsx): seconds on a busy machine. */
const FIRST_OPEN = { timeout: 10_000 }
const value = () => screen.getByTestId('value').textContent

describe('DateField', () => {
  afterEach(() => {
    document.documentElement.lang = ''
  })

  it('takes a date typed in any common form, shows it as 2026-03-08 once left, and hands the value on', async () => {
    document.documentElement.lang = 'zh-CN'
    await renderAccessible(<Form kind="date" />)
    // The label names the field alone (the calendar button is the pointer's, hidden from assistive technology).
    expect(screen.getByRole('textbox', { name: 'When' })).toBe(field())
    expect(field().placeholder).toBe('年-月-日')
    const user = userEvent.setup()
    await user.type(field(), '2026/3/8')
    expect(value()).toBe('2026-03-08')
    await user.tab()
    expect(field().value).toBe('2026-03-08')
  })

  it('is invalid, with a message in the page language, while its text is no date, and keeps the text', async () => {
    document.documentElement.lang = 'en'
    await renderAccessible(<Form kind="date" initial="2026-11-02" />)
    const user = userEvent.setup()
    await user.clear(field())
    await user.type(field(), '2026-02-30')
    expect(value()).toBe('')
    expect(field().value).toBe('2026-02-30')
    expect(field().validationMessage).toBe('Enter a valid date, such as 2026-03-08')
    await user.tab()
    expect(field().getAttribute('aria-invalid')).toBe('true')
  })

  it('says what is too early, and follows a value set from outside', async () => {
    document.documentElement.lang = 'zh-CN'
    await renderAccessible(<Form kind="date" min="2026-12-01" />)
    const user = userEvent.setup()
    await user.type(field(), '2026-11-30')
    expect(field().validationMessage).toBe('不能早于 2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(field().value).toBe('2027-01-15')
    expect(field().validity.valid).toBe(true)
  })

  it('changes its language with the page', async () => {
    document.documentElement.lang = 'zh-CN'
    await renderAccessible(<Form kind="datetime" />)
    expect(field().placeholder).toBe('年-月-日 时:分')
    await act(async () => {
      document.documentElement.lang = 'en'
    })
    expect(field().placeholder).toBe('YYYY-MM-DD HH:MM')
  })

  it('reads a time and a date with a time as the browser fields give them', async () => {
    await renderAccessible(<Form kind="time" />)
    fireEvent.change(field(), { target: { value: '9:05' } })
    expect(value()).toBe('09:05')
    expect(screen.queryByTitle('选择日期')).toBeNull()
  })

  it('opens its calendar by Alt+ArrowDown, picks a day from it and gives the focus back to the field', async () => {
    document.documentElement.lang = 'en'
    const onSubmit = vi.fn()
    await renderAccessible(<Form kind="date" initial="2026-03-08" onSubmit={onSubmit} />)
    const user = userEvent.setup()
    field().focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' }, FIRST_OPEN)
    await expectAccessible(document.body)
    expect(calendar.textContent).toContain('March 2026')
    const day = screen
      .getAllByRole('button')
      .find((b) => b.textContent === '20' && !b.hasAttribute('data-outside-range'))!
    await user.click(day)
    expect(value()).toBe('2026-03-20')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(field())
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('2026-03-20')
  })

  it('picks a month from a year of months, and closes by Escape without a change', async () => {
    document.documentElement.lang = 'zh-CN'
    await renderAccessible(<Form kind="month" initial="2026-03" />)
    const user = userEvent.setup()
    await user.click(screen.getByTitle('选择月份'))
    const calendar = await screen.findByRole('dialog', { name: '选择月份' }, FIRST_OPEN)
    expect(calendar.textContent).toContain('2026')
    await user.click(screen.getAllByRole('button').find((b) => b.textContent === '4月')!)
    expect(value()).toBe('2026-04')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByTitle('选择月份'))
    await screen.findByRole('dialog', { name: '选择月份' }, FIRST_OPEN)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(value()).toBe('2026-04')
  })
})
