import type { Message, MessageHandler, Messenger } from 'penpal'

/**
 * An in-memory stand-in for two windows, for tests: every live messenger of one side receives
 * what the live messengers of the other side send (asynchronously, as postMessage does).
 */
export function createMessengerHub() {
  const live = {
    shell: new Set<Messenger & { deliver(m: Message): void }>(),
    app: new Set<Messenger & { deliver(m: Message): void }>(),
  }
  return {
    messenger(side: 'shell' | 'app'): Messenger {
      const other = side === 'shell' ? 'app' : 'shell'
      const handlers = new Set<MessageHandler>()
      let valid: (data: unknown) => boolean = () => false
      const messenger = {
        initialize: ({ validateReceivedMessage }: { validateReceivedMessage: (d: unknown) => boolean }) => {
          valid = validateReceivedMessage
          live[side].add(messenger)
        },
        sendMessage: (message: Message) => {
          const copy = structuredClone(message)
          setTimeout(() => {
            for (const peer of live[other]) peer.deliver(copy)
          })
        },
        deliver: (message: Message) => {
          if (valid(message)) for (const handler of handlers) handler(message)
        },
        addMessageHandler: (handler: MessageHandler) => void handlers.add(handler),
        removeMessageHandler: (handler: MessageHandler) => void handlers.delete(handler),
        destroy: () => {
          live[side].delete(messenger)
          handlers.clear()
        },
      }
      return messenger as Messenger
    },
  }
}
