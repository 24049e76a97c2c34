import type { Lang } from '../lang'
import { messageCatalogue, type MessageKey } from './catalogue'

/** A parameter of a message: plain text or a number, a name in both languages, or another message. */
export type MessageParam = string | number | { zh: string; en: string } | Message

/** A text stored as its key and parameters, shown in the reader's language (`{key: 'leave.request', params: {…}}`). */
export interface Message {
  key: MessageKey
  params: Record<string, MessageParam>
}

const isKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(messageCatalogue, key)

function isParam(value: unknown, depth: number): value is MessageParam {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return true
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  if (typeof record.zh === 'string' && typeof record.en === 'string') return true
  return depth < 3 && isMessage(record, depth + 1)
}

/** True for a well-formed message: a known key and parameters of the kinds above (nested at most 3 deep). */
export function isMessage(value: unknown, depth = 0): value is Message {
  if (typeof value !== 'object' || value === null) return false
  const { key, params } = value as Record<string, unknown>
  if (!isKey(key) || typeof params !== 'object' || params === null || Array.isArray(params)) return false
  return Object.values(params).every((param) => isParam(param, depth))
}

function paramText(param: MessageParam | undefined, lang: Lang): string {
  if (param === undefined) return ''
  if (typeof param === 'string' || typeof param === 'number') return String(param)
  if ('key' in param) return renderMessage(param, lang)
  return (lang === 'en' ? param.en : param.zh) || param.zh || param.en
}

/** The message in `lang`: its key's template with each `{name}` replaced by its parameter in that language. */
export function renderMessage(message: Message, lang: Lang): string {
  return messageCatalogue[message.key][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    paramText(message.params[name], lang),
  )
}

/** The stored form of a message (a JSON column beside the text column). */
export const storedMessage = (message: Message): string => JSON.stringify(message)

/** The message stored as JSON, or null for '' and anything that is not a well-formed message. */
export function parseMessage(json: string | null | undefined): Message | null {
  if (!json) return null
  try {
    const value: unknown = JSON.parse(json)
    return isMessage(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The text of a stored row in `lang`: its message when it has a readable one, else the text stored with it (rows
 * written before messages were stored, and texts people typed).
 */
export function textIn(lang: Lang, stored: string, storedMessageJson: string | null | undefined): string {
  const message = parseMessage(storedMessageJson)
  return message ? renderMessage(message, lang) : stored
}

/** A request's title as a message with its Chinese text (kept for search and for readers of the stored text). */
export const titled = (titleMessage: Message) => ({
  title: renderMessage(titleMessage, 'zh').slice(0, 200),
  titleMessage,
})

/** A request's summary as a message with its Chinese text. */
export const summarised = (summaryMessage: Message) => ({
  summary: renderMessage(summaryMessage, 'zh').slice(0, 1000),
  summaryMessage,
})

/** Shorthand for a message. */
export const message = (key: MessageKey, params: Record<string, MessageParam> = {}): Message => ({ key, params })
