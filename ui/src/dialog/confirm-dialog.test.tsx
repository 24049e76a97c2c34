// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { ConfirmDialog } from './confirm-dialog'

describe('ConfirmDialog (§2)', () => {
  it('is accessible, with title, subtitle, tooltip, heading and sanitized HTML content', async () => {
    await renderAccessible(
      <ConfirmDialog
        open
        title="Delete staff"
        subtitle="3 selected"
        tooltip="They can be restored for 30 days"
        heading="Delete them?"
        html={
          '<p>Records of <b>Li Lei</b><img src=x alt="" onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:alert(1)">x</a></p>'
        }
        okText="OK"
        cancelText="Cancel"
        onOk={() => {}}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Delete staff' })
    expect(dialog.textContent).toContain('3 selected')
    expect(screen.getByRole('note', { name: 'They can be restored for 30 days' })).toBeTruthy()
    expect(dialog.querySelector('b')?.textContent).toBe('Li Lei')
    expect(dialog.innerHTML).not.toMatch(/onerror|<script|javascript:/)
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it("in 'I got it' mode has one button, and answers ok", async () => {
    const onOk = vi.fn()
    await renderAccessible(
      <ConfirmDialog open title="Notice" okText="I got it" onOk={onOk}>
        <p>Read me</p>
      </ConfirmDialog>,
    )
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['×', 'I got it'])
    await userEvent.click(screen.getByRole('button', { name: 'I got it' }))
    expect(onOk).toHaveBeenCalledTimes(1)
  })

  it('offers an immediate action, and can hide the close icon and the footer', async () => {
    const onImmediate = vi.fn()
    const { unmount } = await renderAccessible(
      <ConfirmDialog
        open
        title="Publish"
        okText="Save"
        cancelText="Cancel"
        immediateText="Save and publish"
        onImmediate={onImmediate}
        onOk={() => {}}
        closable={false}
      />,
    )
    expect(screen.queryByRole('button', { name: '×' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }))
    expect(onImmediate).toHaveBeenCalledTimes(1)
    unmount()
    await renderAccessible(
      <ConfirmDialog open title="Progress" okText="OK" hideFooter closeLabel="Close" onOk={() => {}}>
        <p>Working</p>
      </ConfirmDialog>,
    )
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('is not closed by a click on the backdrop', async () => {
    const onCancel = vi.fn()
    await renderAccessible(
      <ConfirmDialog open title="Stay" okText="OK" cancelText="Cancel" onOk={() => {}} onCancel={onCancel} />,
    )
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await user.click(document.querySelector('.hr-dialog-positioner') as HTMLElement)
    await user.click(document.querySelector('.hr-dialog-backdrop') as HTMLElement)
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })
})
