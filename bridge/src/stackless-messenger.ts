import type { Message, Messenger } from 'penpal'

/** Removes the stack from a serialized error reply; every other message passes unchanged. */
export function withoutStack(message: Message): Message {
  if (message.type !== 'REPLY' || !message.isSerializedErrorInstance) return message
  const { stack: _stack, ...value } = message.value
  return { ...message, value }
}

/**
 * Wraps a Penpal messenger so no error reply leaving this window carries a stack trace. Our
 * endpoint never throws, but Penpal itself answers a call to any method path other than `call`
 * with its own error, stack included.
 */
export function stacklessMessenger(messenger: Messenger): Messenger {
  return {
    initialize: (options) => messenger.initialize(options),
    addMessageHandler: (callback) => messenger.addMessageHandler(callback),
    removeMessageHandler: (callback) => messenger.removeMessageHandler(callback),
    destroy: () => messenger.destroy(),
    sendMessage: (message, transferables) => messenger.sendMessage(withoutStack(message), transferables),
  }
}
