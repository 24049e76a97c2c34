import type { Platform } from '../types'
import type { SimResponse } from './http-server'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** What a stand-in's message endpoints check a call against: its own access tokens and the people it knows. */
export interface MessageDirectory {
  /** Whether the stand-in issued this access token and it has not expired. */
  isToken(token: string): boolean
  /** The people of the platform's company, by their user id on it (WeCom userid, DingTalk userid, Feishu user_id). */
  people(): Array<{ userId: string; name: string; active: boolean }>
}

/** The stand-in's person behind a user id, or undefined (the platform does not know them or they left). */
export const personOf = (directory: MessageDirectory, userId: unknown) =>
  directory.people().find((person) => person.userId === userId && person.active)

/** One message a stand-in received through its message API, as the person would see it. */
export interface InboxMessage {
  /** The platform user id it was sent to. */
  to: string
  person: string
  title: string
  text: string
  /** The link of the card's button. */
  url: string
  button: string
  /** The message as the API received it (for tests of the request shape). */
  request: unknown
  at: number
}

const BRAND: Record<Platform, { name: string; colour: string }> = {
  wecom: { name: '企业微信 WeCom', colour: '#0082ef' },
  dingtalk: { name: '钉钉 DingTalk', colour: '#1677ff' },
  feishu: { name: '飞书 Feishu', colour: '#3370ff' },
}

/**
 * What a stand-in received through its message API, newest first (at most 500), served at `/sim/inbox` as a page
 * listing each person's messages with their links, and at `/sim/inbox.json` for tests.
 */
export class SimInbox {
  private readonly messages: InboxMessage[] = []

  constructor(
    private readonly platform: Platform,
    private readonly directory: Pick<MessageDirectory, 'people'>,
  ) {}

  add(message: Omit<InboxMessage, 'at' | 'person'>): void {
    const person = this.directory.people().find((p) => p.userId === message.to)
    this.messages.unshift({ ...message, person: person?.name ?? message.to, at: Date.now() })
    if (this.messages.length > 500) this.messages.length = 500
  }

  list(): InboxMessage[] {
    return [...this.messages]
  }

  /** Answers `/sim/inbox` and `/sim/inbox.json`; null for any other path. */
  serve(path: string): SimResponse | null {
    if (path === '/sim/inbox.json') return { status: 200, json: { messages: this.list() } }
    if (path === '/sim/inbox') return { status: 200, html: this.page() }
    return null
  }

  private page(): string {
    const brand = BRAND[this.platform]
    const people = this.directory
      .people()
      .filter((person) => person.active || this.messages.some((m) => m.to === person.userId))
      .map((person) => {
        const mine = this.messages.filter((message) => message.to === person.userId)
        const items = mine
          .map(
            (message) => `<li><article>
<h3>${escapeHtml(message.title)}</h3><p>${escapeHtml(message.text).replace(/\n/g, '<br>')}</p>
<p><a href="${escapeHtml(message.url)}">${escapeHtml(message.button)}</a> <time datetime="${new Date(message.at).toISOString()}">${new Date(message.at).toLocaleString('zh-CN')}</time></p>
</article></li>`,
          )
          .join('')
        const id = `p-${escapeHtml(person.userId)}`
        return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(person.name)} <small>${escapeHtml(person.userId)}</small></h2>
${mine.length ? `<ul>${items}</ul>` : '<p class="empty">暂无消息 · No messages</p>'}</section>`
      })
      .join('')
    return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(brand.name)} · 消息 Inbox</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;color:#1f2329}
main{max-width:760px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 4px;color:${brand.colour}} .note{color:#555;margin:0 0 16px}
section{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001;padding:16px 20px;margin-bottom:12px}
h2{font-size:16px;margin:0 0 8px} h2 small{color:#666;font-weight:400;margin-left:6px}
ul{list-style:none;padding:0;margin:0;display:grid;gap:8px}
article{border:1px solid #d0d5dd;border-radius:8px;padding:10px 14px} h3{font-size:15px;margin:0 0 4px}
p{margin:4px 0} a{color:${brand.colour};font-weight:600} time{color:#666;font-size:12px;margin-left:8px} .empty{color:#888}
</style></head>
<body><main>
<h1>${escapeHtml(brand.name)} · 消息 Inbox</h1>
<p class="note">本地模拟器收到的应用消息，按人员列出 · Messages the local stand-in received through its message API, by person (development only).</p>
${people}
</main></body></html>`
  }
}
