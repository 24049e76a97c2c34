export type MessageType = 'info' | 'success' | 'warning' | 'error'

export interface MessageItem {
  id: number
  type: MessageType
  text: string
}

/**
 * §5 message: centred over the whole page. The owner replaces `message` to show a new one
 * (the earlier one is gone) and clears it after 3000 ms.
 */
export function MessageView({ message }: { message: MessageItem | null }) {
  return (
    <div className="hr-message-layer" aria-live="polite" role="status">
      {message && (
        <div key={message.id} className="hr-message" data-type={message.type} data-testid="message">
          {message.text}
        </div>
      )}
    </div>
  )
}
