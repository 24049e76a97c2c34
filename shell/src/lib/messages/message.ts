import { atom } from 'nanostores'
import type { MessageItem, MessageType } from '@hr-portal/ui/light'

/** §5 and §9: a message stays 3000 ms. */
export const MESSAGE_DURATION = 3000

/** The one message on screen; a new one replaces it. */
export const $message = atom<MessageItem | null>(null)

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

export function showMessage(type: MessageType, text: string) {
  clearTimeout(timer)
  const item = { id: nextId++, type, text }
  $message.set(item)
  timer = setTimeout(() => {
    if ($message.get()?.id === item.id) $message.set(null)
  }, MESSAGE_DURATION)
}
