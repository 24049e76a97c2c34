import type { Message, Messenger } from 'penpal'
import { describe, expect, it } from 'vitest'
import { stacklessMessenger, withoutStack } from './stackless-messenger.js'

const errorReply: Message = {
  namespace: 'penpal',
  channel: undefined,
  type: 'REPLY',
  callId: '1',
  isError: true,
  isSerializedErrorInstance: true,
  value: {
    name: 'PenpalError',
    message: 'Method `toString` is not found.',
    stack: 'at getMethod (/src/x.ts:1)',
    penpalCode: 'METHOD_NOT_FOUND',
  },
}

describe('stackless messenger', () => {
  it('sends a serialized error reply without its stack, keeping name, message and code', () => {
    const sent: Message[] = []
    const inner = { sendMessage: (m: Message) => sent.push(m) } as unknown as Messenger
    stacklessMessenger(inner).sendMessage(errorReply)
    expect(sent).toEqual([
      {
        ...errorReply,
        value: { name: 'PenpalError', message: 'Method `toString` is not found.', penpalCode: 'METHOD_NOT_FOUND' },
      },
    ])
    expect(JSON.stringify(sent)).not.toContain('stack')
  })

  it('passes every other message unchanged', () => {
    const call: Message = {
      namespace: 'penpal',
      channel: undefined,
      type: 'CALL',
      id: '2',
      methodPath: ['call'],
      args: ['env.get', []],
    }
    const reply: Message = {
      namespace: 'penpal',
      channel: undefined,
      type: 'REPLY',
      callId: '2',
      value: { ok: true, value: 1 },
    }
    expect(withoutStack(call)).toBe(call)
    expect(withoutStack(reply)).toBe(reply)
  })
})
