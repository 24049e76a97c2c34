// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const slider = {
  type: 'slider',
  id: 'slider-1',
  background: PIXEL,
  piece: PIXEL,
  y: 20,
  width: 320,
  height: 160,
  pieceSize: 50,
  steps: 2,
}
const picture = {
  type: 'picture',
  id: 'picture-1',
  imageUrl: '/gateway/uac/captcha/picture?id=picture-1&t=1',
  width: 120,
  height: 44,
  steps: 1,
}
const postForm = vi.fn(async (_path: string, _body: unknown) => ({ code: 0, result: slider }))
let second: object = picture
const postJson = vi.fn(async (_path: string, body: { id: string }) => ({
  code: 0,
  result: body.id === 'slider-1' ? { next: second } : { captchaToken: 'pass-token' },
}))
vi.mock('../../lib/http', () => ({ http: { postForm, postJson }, onServerCode: () => {} }))

await import('../signin-texts')
const { SliderCaptcha } = await import('./slider-captcha')

afterEach(() => {
  cleanup()
  postForm.mockClear()
  postJson.mockClear()
  second = picture
})

describe('the slider captcha when the gateway asks for a second challenge', () => {
  it("is accessible, says the check has two steps, then asks for the picture's characters, whose answer gives the pass", async () => {
    const onPassed = vi.fn()
    // Drawn inside the sign-in form, as the account form draws it.
    const signIn = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const view = render(
      <form onSubmit={signIn}>
        <SliderCaptcha subject="staff" onPassed={onPassed} onCancel={() => {}} />
      </form>,
    )
    await waitFor(() => expect(screen.getByTestId('captcha-piece')).toBeTruthy())
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
    // The account the check is for goes with the request, so the gateway weighs its failures.
    expect(postForm).toHaveBeenCalledWith(
      '/uac/captcha/generate',
      { type: 'slider', subject: 'staff' },
      { unLoading: true },
    )
    expect(screen.getByText(/本次验证分两步/)).toBeTruthy()

    screen.getByRole('slider').focus()
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}{Enter}')
    await waitFor(() =>
      expect(screen.getByTestId('captcha-second').textContent).toBe('还需一步验证：请输入图中的字符。'),
    )
    expect(postJson).toHaveBeenCalledWith('/uac/captcha/validate', expect.objectContaining({ id: 'slider-1', x: 11 }), {
      unLoading: true,
    })
    expect(onPassed).not.toHaveBeenCalled()
    // The picture the gateway drew is shown at once (no new one asked for), and the slider's buttons are gone.
    expect(screen.getByRole('img', { name: '需输入的字符' }).getAttribute('src')).toMatch(
      /^\/gateway\/uac\/captcha\/picture\?id=picture-1&t=\d+$/,
    )
    expect(postForm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: '改用字符验证' })).toBeNull()

    await userEvent.type(screen.getByRole('textbox'), 'ab3k')
    await userEvent.click(screen.getByRole('button', { name: '验证' }))
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('pass-token'))
    expect(postJson).toHaveBeenLastCalledWith(
      '/uac/captcha/validate',
      { id: 'picture-1', text: 'ab3k' },
      { unLoading: true },
    )
    // The picture's own submit does not submit the sign-in form around the dialog.
    expect(signIn).not.toHaveBeenCalled()
  })

  it("shows the configured provider's widget as the second step, and its token, checked by the gateway, gives the pass", async () => {
    second = { type: 'provider', id: 'provider-1', provider: 'turnstile', siteKey: 'site-key-1', steps: 1 }
    // The provider's script, loaded: its global renders the widget, which a person completes.
    const widget = vi.fn((_box: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) =>
      options.callback('widget-token'),
    )
    Object.assign(window, { turnstile: { render: widget } })
    const onPassed = vi.fn()
    render(<SliderCaptcha onPassed={onPassed} onCancel={() => {}} />)
    await waitFor(() => expect(screen.getByTestId('captcha-piece')).toBeTruthy())
    screen.getByRole('slider').focus()
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}')
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('pass-token'))
    expect(widget.mock.calls[0][0]).toBe(screen.getByTestId('captcha-provider'))
    expect(widget.mock.calls[0][1].sitekey).toBe('site-key-1')
    expect(postJson).toHaveBeenLastCalledWith(
      '/uac/captcha/validate',
      { id: 'provider-1', providerToken: 'widget-token' },
      { unLoading: true },
    )
  })
})
