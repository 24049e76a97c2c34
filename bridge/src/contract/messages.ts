// The message centre as apps see it: new-message delivery and sending a message.
import * as v from 'valibot'
import { line, paragraph } from './values.js'

/** The `onEvent` topic new messages reach an app on (after `messages.subscribe`); not an events.* topic. */
export const MESSAGES_TOPIC = 'messages.new'

/** A portal account id: what a first-party app addresses a message to. */
export const AccountId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

/**
 * A user's pseudonymous id for one third-party app in one tenant (base64url, 43 characters): the `id` of
 * `session.getUser()`, the app token's `sub` and a directory row's `id`. What a third-party app addresses a message to.
 */
export const Pseudonym = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a pseudonymous user id'))

/**
 * What `messages.send` takes: at most 50 recipients of the user's tenant, a title, a plain-text body and optionally a
 * `link`: a path inside the sending app (under its base, e.g. `requests/42`) the message opens, from the bell and the
 * message centre, as /portal/<app code>/<path>; a path outside the app is refused. A first-party app names recipients
 * by account id, a third-party app by the pseudonymous ids it got for them (`session.getUser`, the directory); the
 * gateway refuses the other kind, and refuses the whole message (sending it to nobody) when any recipient is unknown
 * or may not receive it, with one answer that never tells which.
 */
export const SendMessage = v.object({
  userIds: v.pipe(v.array(v.union([AccountId, Pseudonym])), v.minLength(1), v.maxLength(50)),
  title: line(200, 1),
  body: paragraph(2000, 1),
  link: v.optional(line(400, 1)),
})

/** A message's or announcement's id, as MessageSummary and the gateway's message list carry it (a UUID). */
export const MessageId = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a message id'),
)

/** A new message or announcement, as `messages.onNew` listeners get it (never the body: apps open the message centre for it). */
export interface MessageSummary {
  id: string
  /** 'announcement' or 'app'. */
  channel: string
  title: string
  /** The first 120 characters of the text. */
  excerpt: string
  mustRead: boolean
  publisherName: string
  /** The app that sent it (channel 'app'), else ''. */
  sourceApp: string
  receivedAt: number
  /** The user's unread count after it arrived. */
  unread: number
}
