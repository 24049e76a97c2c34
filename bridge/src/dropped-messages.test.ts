import { describe, expect, it } from 'vitest'
import { dropReason } from './dropped-messages.js'

const appWindow = { name: 'probe-1' }
const otherWindow = { name: 'nested' }
const apps = 'http://127.0.0.1:4101'
const expected = [
  { source: appWindow, origin: apps },
  { source: { name: 'probe-vendor' }, origin: 'http://127.0.0.1:4102' },
]
const syn = { namespace: 'penpal', type: 'SYN', participantId: 'x' }

describe('dropped message filter', () => {
  it('lets a Penpal message from a connected app window and its origin through', () => {
    expect(dropReason({ data: syn, source: appWindow, origin: apps }, expected)).toBeNull()
  })

  it('flags an app window that now speaks from another origin (the frame navigated away)', () => {
    expect(dropReason({ data: syn, source: appWindow, origin: 'http://127.0.0.1:4102' }, expected)).toBe('wrong_origin')
  })

  it('flags the right origin from a window that is no connected app', () => {
    expect(dropReason({ data: syn, source: otherWindow, origin: apps }, expected)).toBe('unknown_window')
    expect(dropReason({ data: syn, source: null, origin: apps }, expected)).toBe('unknown_window')
  })

  it('ignores messages that are not Penpal-shaped', () => {
    for (const data of [null, 'penpal', { namespace: 'other' }, [syn], 42]) {
      expect(dropReason({ data, source: otherWindow, origin: 'http://evil.example' }, expected)).toBeNull()
    }
  })

  it('flags everything when no app is connected', () => {
    expect(dropReason({ data: syn, source: appWindow, origin: apps }, [])).toBe('unknown_window')
  })
})
