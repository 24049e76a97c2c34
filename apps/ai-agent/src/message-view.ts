import { html, nothing, type TemplateResult } from 'lit'
import { unsafeHTML } from 'lit/directives/unsafe-html.js'
import type { Citation, ProposedAction } from './api'
import type { ChatMessage } from './chat-state'
import { renderMarkdown } from './markdown'
import type { TextKey } from './texts'

export interface MessageHandlers {
  t(key: TextKey, params?: Record<string, string>): string
  openCitation(citation: Citation): void
  runAction(action: ProposedAction): void
  retry(key: string): void
  streaming: boolean
}

/** One message of the log: the question, or the answer with its tool progress, sources, actions and state. */
export function messageView(message: ChatMessage, on: MessageHandlers): TemplateResult {
  const { t } = on
  if (message.role === 'user') {
    return html`<article class="msg msg-user" aria-label=${t('you')}><p class="msg-text">${message.content}</p></article>`
  }
  const waiting = message.status === 'streaming' && !message.content && !message.tool
  return html`<article class="msg msg-assistant" aria-label=${t('assistant')} aria-busy=${message.status === 'streaming' ? 'true' : 'false'}>
    ${message.tool ? html`<p class="tool">${message.tool}</p>` : nothing}
    ${waiting ? html`<p class="thinking">${t('thinking')}</p>` : nothing}
    ${message.content ? html`<div class="md">${unsafeHTML(renderMarkdown(message.content))}</div>` : nothing}
    ${
      message.citations.length
        ? html`<nav class="sources" aria-label=${t('sources')}>
      <span>${t('sources')}:</span>
      <ul>${message.citations.map((c) => html`<li><button type="button" class="link-button" @click=${() => on.openCitation(c)}>${c.title}</button></li>`)}</ul>
    </nav>`
        : nothing
    }
    ${message.actions.map((a) =>
      a.done
        ? html`<p class="action-done">${a.summary} — ${a.done}</p>`
        : html`<button type="button" class="action" @click=${() => on.runAction(a)}>${a.summary}</button>`,
    )}
    ${message.status === 'stopped' ? html`<p class="state">${t('stopped')}</p>` : nothing}
    ${message.status === 'error' ? html`<p class="state state-error" role="alert">${t('failed')}: ${message.error}</p>` : nothing}
    ${
      (message.status === 'stopped' || message.status === 'error') && message.question
        ? html`<button type="button" class="secondary" ?disabled=${on.streaming} @click=${() => on.retry(message.key)}>${t('retry')}</button>`
        : nothing
    }
  </article>`
}
