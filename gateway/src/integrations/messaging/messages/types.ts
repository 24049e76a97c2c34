import type { ConnectorSettings } from '../directory/types'
import type { Platform } from '../types'

/** One notice sent to one person through a platform's message API: a card with a title, a few lines and a link. */
export interface PlatformMessage {
  /** The person's user id on the platform (WeCom userid, DingTalk userid, Feishu user_id). */
  userId: string
  title: string
  /** Plain text, a few lines. */
  text: string
  /** Where the card's button leads (an absolute URL). */
  url: string
  /** The button's caption. */
  button: string
  /**
   * The same for every try of one message: the platforms that can drop a repeated message use it (WeCom's
   * duplicate check works by content, Feishu's `uuid` by this key), so a resend after a crash is recognisable.
   */
  idempotencyKey: string
}

/** Sends notices through one platform's message API with one tenant's connector settings. */
export interface MessageSender {
  platform: Platform
  send(message: PlatformMessage): Promise<void>
}

/**
 * The platform refused the message for good (the person is unknown to it, the app may not reach them): trying again
 * cannot help. Other failures (MessagingError 'timeout' | 'failed', a bad or expired token) are worth another try.
 */
export class MessageRefused extends Error {
  override name = 'MessageRefused'
}

export type SenderFactory = (settings: ConnectorSettings) => MessageSender
