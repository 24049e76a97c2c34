// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from './testing/render'
import { TextField } from './text-field'

function SignInForm({ onSubmit }: { onSubmit: (account: string, password: string) => void }) {
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(account, password)
      }}
    >
      <TextField label="Account" value={account} onValueChange={setAccount} clearLabel="Clear" />
      <TextField
        label="Password"
        type="password"
        value={password}
        onValueChange={setPassword}
        revealLabels={{ show: 'Show', hide: 'Hide' }}
      />
      <button type="submit">Sign in</button>
    </form>
  )
}

describe('TextField', () => {
  it('goes by Tab from a field with text straight to the next field, past its clear button, and Enter submits', async () => {
    const onSubmit = vi.fn()
    await renderAccessible(<SignInForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByLabelText('Account'))
    await userEvent.keyboard('admin')
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
    await userEvent.keyboard('secret{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('admin', 'secret')
  })

  it('clears a field with text on Escape, and by its clear button, keeping the focus in the field', async () => {
    await renderAccessible(<SignInForm onSubmit={() => {}} />)
    const account = screen.getByLabelText<HTMLInputElement>('Account')
    await userEvent.type(account, 'admin{Escape}')
    expect(account.value).toBe('')
    await userEvent.type(account, 'staff')
    const clear = screen.getByRole('button', { name: 'Clear' })
    expect(clear.getAttribute('aria-keyshortcuts')).toBe('Escape')
    await userEvent.click(clear)
    expect(account.value).toBe('')
    expect(document.activeElement).toBe(account)
  })

  it('leaves Escape in an empty field to what surrounds it (a dialog closes)', async () => {
    const onOuterEscape = vi.fn()
    await renderAccessible(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog that closes on Escape
      <div
        onKeyDown={(e) => {
          if (e.key === 'Escape') onOuterEscape()
        }}
      >
        <SignInForm onSubmit={() => {}} />
      </div>,
    )
    const account = screen.getByLabelText('Account')
    fireEvent.keyDown(account, { key: 'Escape' })
    expect(onOuterEscape).toHaveBeenCalledTimes(1)
    await userEvent.type(account, 'a')
    fireEvent.keyDown(account, { key: 'Escape' })
    expect(onOuterEscape).toHaveBeenCalledTimes(1)
  })
})
