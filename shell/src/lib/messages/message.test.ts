import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $message, MESSAGE_DURATION, showMessage } from './message'

describe('showMessage (§5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a message for 3000 ms', () => {
    expect(MESSAGE_DURATION).toBe(3000)
    showMessage('success', 'Saved')
    expect($message.get()).toMatchObject({ type: 'success', text: 'Saved' })
    vi.advanceTimersByTime(2999)
    expect($message.get()?.text).toBe('Saved')
    vi.advanceTimersByTime(1)
    expect($message.get()).toBeNull()
  })

  it('replaces the shown message with a new one, which then stays its own 3000 ms', () => {
    showMessage('success', 'Saved')
    vi.advanceTimersByTime(2000)
    showMessage('error', 'Failed')
    expect($message.get()).toMatchObject({ type: 'error', text: 'Failed' })
    vi.advanceTimersByTime(1000)
    expect($message.get()?.text).toBe('Failed')
    vi.advanceTimersByTime(1999)
    expect($message.get()?.text).toBe('Failed')
    vi.advanceTimersByTime(1)
    expect($message.get()).toBeNull()
  })
})
