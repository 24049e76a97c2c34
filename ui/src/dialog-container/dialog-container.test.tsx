// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { CLICK_LOCK_MS, createClickLock, lockMsOf, NO_DELAY_LOCK_MS } from './click-lock'
import { DialogContainer } from './dialog-container'
import { dialogContainerLabels } from './labels'
import type { DialogContainerProps } from './types'

const labels = dialogContainerLabels.en
const props = (extra: Partial<DialogContainerProps> = {}): DialogContainerProps => ({
  open: true,
  title: 'Edit role',
  labels,
  onClose: () => {},
  formBtnList: [{ event: 'save', text: 'Save', type: 'primary' }],
  ...extra,
})

describe('click lock', () => {
  it('locks a button 3000 ms by default, 1 ms when its delay is disabled, or its own time', () => {
    expect([lockMsOf(undefined), lockMsOf(true), lockMsOf(false), lockMsOf(500)]).toEqual([
      CLICK_LOCK_MS,
      CLICK_LOCK_MS,
      NO_DELAY_LOCK_MS,
      500,
    ])
    let t = 0
    const lock = createClickLock(() => t)
    expect([lock.take('save', 3000), lock.take('save', 3000), lock.take('other', 3000)]).toEqual([true, false, true])
    t = 2999
    expect(lock.take('save', 3000)).toBe(false)
    t = 3000
    expect(lock.take('save', 3000)).toBe(true)
  })
})

describe('DialogContainer', () => {
  it('is accessible, 896px wide, or 895px at z-index 2001 in the raised variant', async () => {
    const { unmount } = await renderAccessible(
      <DialogContainer {...props()}>
        <p>Body</p>
      </DialogContainer>,
    )
    expect(screen.getByRole('dialog', { name: 'Edit role' }).style.width).toBe('896px')
    unmount()
    await renderAccessible(<DialogContainer {...props({ variant: 'raised' })} />)
    const dialog = screen.getByTestId('dialog-container')
    expect(dialog.style.width).toBe('895px')
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('2001')
  })

  it('offers print, download PDF and the custom items in its More menu, and hands a custom item to onDropdown', async () => {
    // jsdom has no ResizeObserver; the menu's positioner watches its trigger's size with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    const onDropdown = vi.fn()
    const downloadPdf = vi.fn(async () => {})
    const dropdownList = [
      { value: 'export', text: 'Export roles' },
      { value: 'copy', text: 'Copy role' },
    ]
    const { unmount } = await renderAccessible(
      <DialogContainer {...props({ dropdownList, onDropdown, downloadPdf })}>
        <h3>年假 2026</h3>
        <dl>
          <dt>姓名</dt>
          <dd>张三</dd>
        </dl>
        <table>
          <caption className="visually-hidden">Ledger</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Days</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>2026-01-01</td>
              <td>+5</td>
            </tr>
          </tbody>
        </table>
        <p>备注</p>
        <button type="button">Not printed</button>
      </DialogContainer>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Print', 'Download PDF', 'Export roles', 'Copy role'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy role' }))
    expect(onDropdown).toHaveBeenCalledWith({ value: 'copy', text: 'Copy role' })
    // Download PDF hands the content, in reading order, to the app's drawing of it.
    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }))
    expect(downloadPdf).toHaveBeenCalledWith({
      title: 'Edit role',
      blocks: [
        { kind: 'heading', texts: ['年假 2026'] },
        { kind: 'field', texts: ['姓名', '张三'] },
        { kind: 'tableHead', texts: ['When', 'Days'] },
        { kind: 'tableRow', texts: ['2026-01-01', '+5'] },
        { kind: 'paragraph', texts: ['备注'] },
      ],
    })
    unmount()
    // Without a drawing of its own, More has no Download PDF (it would only print).
    await renderAccessible(<DialogContainer {...props()} />)
    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Print'])
    vi.unstubAllGlobals()
  })

  it('shows the pagination it is given under the content, and none without it', async () => {
    const { unmount } = await renderAccessible(
      <DialogContainer {...props({ pagination: <nav aria-label="Pages">1 / 4</nav> })}>
        <p>Rows</p>
      </DialogContainer>,
    )
    const slot = screen.getByTestId('dialog-container').querySelector('.hr-dialog-pagination')
    expect(slot?.textContent).toBe('1 / 4')
    expect(slot?.previousElementSibling?.textContent).toBe('Rows')
    unmount()
    await renderAccessible(
      <DialogContainer {...props()}>
        <p>Rows</p>
      </DialogContainer>,
    )
    expect(screen.getByTestId('dialog-container').querySelector('.hr-dialog-pagination')).toBeNull()
  })

  it('saves once on a double click, then closes', async () => {
    const onButton = vi.fn(async () => {})
    const onClose = vi.fn()
    await renderAccessible(<DialogContainer {...props({ onButton, onClose })} />)
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(onButton).toHaveBeenCalledTimes(1)
  })

  it('stays open after a button with disabledAutoClose', async () => {
    const onClose = vi.fn()
    await renderAccessible(
      <DialogContainer
        {...props({ onClose, disabledAutoClose: true, formBtnList: [{ event: 'apply', text: 'Apply', delay: false }] })}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks before closing with closeConfirm; cancelling the question keeps it open', async () => {
    const onClose = vi.fn()
    await renderAccessible(<DialogContainer {...props({ onClose, closeConfirm: true })} />)
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0])
    const question = await screen.findByText(labels.closeConfirmText)
    expect(question).toBeTruthy()
    const confirm = screen.getByRole('alertdialog')
    await userEvent.click(confirm.querySelector('[data-testid="confirm-ok"]') as HTMLElement)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes at once on Cancel without closeConfirm', async () => {
    const onClose = vi.fn()
    await renderAccessible(<DialogContainer {...props({ onClose })} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows a message in the QR-code dialog when there is no text, and the code when there is', async () => {
    const { unmount } = await renderAccessible(
      <DialogContainer {...props({ QRCodeProp: { text: '', filename: 'card' } })} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'QR code' }))
    expect((await screen.findByTestId('qr-empty')).textContent).toBe(labels.noQrText)
    unmount()
    await renderAccessible(
      <DialogContainer {...props({ QRCodeProp: { text: 'https://hr.example.com/card/7', filename: 'card' } })} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'QR code' }))
    expect((await screen.findByTestId('qr-code')).querySelector('canvas')).toBeTruthy()
  })
})
