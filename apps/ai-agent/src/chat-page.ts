import type { SubApp } from '@hr-portal/bridge'
import { html, LitElement, nothing } from 'lit'
import { messageOf, type AgentApi, type Citation, type ProposedAction, type Suggestions } from './api'
import { ChatState } from './chat-state'
import { messageView } from './message-view'
import { translate, type TextKey } from './texts'

const MAX_LENGTH = 2000

/**
 * The chat page (/chat): conversations on the left, the open conversation's log, and the question box.
 * Light DOM, so the theme's CSS variables and the page's styles reach it.
 */
export class AgentChat extends LitElement {
  private app!: Pick<SubApp, 'env' | 'shell'>
  private state!: ChatState
  private api!: AgentApi
  private draft = ''
  private suggestions: { state: 'loading' | 'ready' | 'error'; value?: Suggestions; error?: string } = {
    state: 'loading',
  }
  private language = ''
  private stopEnv: (() => void) | null = null

  override createRenderRoot() {
    return this
  }

  setup(app: Pick<SubApp, 'env' | 'shell'>, api: AgentApi) {
    this.app = app
    this.api = api
    this.state = new ChatState(
      api,
      {
        networkError: () => this.t('networkError'),
        untitled: () => this.t('untitled'),
        unreachable: () => this.t('unreachable'),
      },
      () => this.requestUpdate(),
    )
    this.stopEnv = app.env.subscribe(() => this.envChanged())
    this.envChanged()
    void this.state.loadList()
  }

  override disconnectedCallback() {
    super.disconnectedCallback()
    this.stopEnv?.()
    this.state?.stop()
  }

  private t = (key: TextKey, params?: Record<string, string>) => translate(this.app.env.get().language, key, params)

  private envChanged() {
    const { language } = this.app.env.get()
    if (language !== this.language) {
      this.language = language
      void this.loadSuggestions()
    }
    this.requestUpdate()
  }

  private async loadSuggestions() {
    const language = this.app.env.get().language
    this.suggestions = { state: 'loading' }
    this.requestUpdate()
    try {
      const value = await this.api.suggestions(language)
      if (language === this.app.env.get().language) this.suggestions = { state: 'ready', value }
    } catch (error) {
      this.suggestions = { state: 'error', error: messageOf(error, this.t('unreachable')) }
    }
    this.requestUpdate()
  }

  private input() {
    return this.querySelector<HTMLTextAreaElement>('#agent-question')
  }

  private send(text = this.draft) {
    if (!text.trim() || text.length > MAX_LENGTH || this.state.snapshot.streaming) return
    this.draft = ''
    void this.state.ask(text, this.app.env.get().language)
    this.input()?.focus()
  }

  private onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return
    event.preventDefault()
    this.send()
  }

  private async removeConversation(id: number, title: string) {
    const sure = await this.app.shell.ui
      .confirm({
        title: this.t('deleteTitle'),
        content: this.t('deleteContent', { title }),
        okText: this.t('deleteOk'),
        cancelText: this.t('cancel'),
      })
      .catch(() => false)
    if (!sure) return
    try {
      await this.state.remove(id)
      this.querySelector<HTMLButtonElement>('.new-chat')?.focus()
    } catch (error) {
      this.app.shell.ui.message('error', messageOf(error, this.t('unreachable'))).catch(() => {})
    }
  }

  private async open(id: number) {
    await this.state.open(id)
    this.input()?.focus()
  }

  private openCitation = (citation: Citation) => {
    this.app.shell.tabs
      .open(citation.path, undefined, citation.app)
      .catch((error: Error) => this.app.shell.ui.message('error', error.message).catch(() => {}))
  }

  private runAction = async (action: ProposedAction) => {
    const sure = await this.app.shell.ui
      .confirm({
        title: this.t('confirmTitle'),
        content: action.summary,
        okText: this.t('confirmOk'),
        cancelText: this.t('cancel'),
      })
      .catch(() => false)
    if (!sure) return
    try {
      const { message } = await this.api.confirm(action.actionId)
      this.state.markAction(action.actionId, message || this.t('actionDone'))
      this.app.shell.ui.message('success', message || this.t('actionDone')).catch(() => {})
    } catch (error) {
      this.app.shell.ui.message('error', messageOf(error, this.t('unreachable'))).catch(() => {})
    }
  }

  override updated() {
    const log = this.querySelector('.log')
    if (log && this.state.snapshot.streaming) log.scrollTop = log.scrollHeight
  }

  override render() {
    if (!this.state) return nothing
    const { t } = this
    const s = this.state.snapshot
    return html`<div class="agent">
      <aside class="conversations" aria-labelledby="agent-conversations">
        <button type="button" class="primary new-chat" @click=${() => {
          this.state.newConversation()
          this.input()?.focus()
        }}>${t('newChat')}</button>
        <h2 id="agent-conversations">${t('conversations')}</h2>
        ${this.conversationList()}
      </aside>
      <section class="chat" aria-labelledby="agent-title">
        <h1 id="agent-title">${t('title')}</h1>
        <p class="notice" role="note">${t('notice')}</p>
        <div class="log" role="log" aria-live="polite" aria-label=${t('messages')} tabindex="0">
          ${s.openState === 'loading' ? html`<p class="status" role="status">${t('loading')}</p>` : nothing}
          ${
            s.openState === 'error'
              ? html`<div class="status status-error" role="alert"><p>${t('loadFailed', { msg: s.openError ?? '' })}</p>
            <button type="button" class="secondary" @click=${() => s.conversationId && this.open(s.conversationId)}>${t('reload')}</button></div>`
              : nothing
          }
          ${s.openState === 'ready' && s.messages.length === 0 ? this.emptyView() : nothing}
          ${s.messages.map((m) =>
            messageView(m, {
              t,
              streaming: s.streaming,
              openCitation: this.openCitation,
              runAction: this.runAction,
              retry: (key) => this.state.retry(key, this.app.env.get().language),
            }),
          )}
        </div>
        <form class="composer" @submit=${(e: Event) => {
          e.preventDefault()
          this.send()
        }}>
          <label for="agent-question" class="visually-hidden">${t('inputLabel')}</label>
          <textarea id="agent-question" rows="3" maxlength=${MAX_LENGTH} placeholder=${t('placeholder')} .value=${this.draft}
            @input=${(e: Event) => {
              this.draft = (e.target as HTMLTextAreaElement).value
              this.requestUpdate()
            }}
            @keydown=${(e: KeyboardEvent) => this.onKeyDown(e)}></textarea>
          ${
            s.streaming
              ? html`<button type="button" class="secondary stop" @click=${() => {
                  this.state.stop()
                  this.input()?.focus()
                }}>${t('stop')}</button>`
              : html`<button type="submit" class="primary" ?disabled=${!this.draft.trim()}>${t('send')}</button>`
          }
        </form>
      </section>
    </div>`
  }

  private conversationList() {
    const { t } = this
    const s = this.state.snapshot
    if (s.listState === 'loading' && s.conversations.length === 0)
      return html`<p class="status" role="status">${t('loading')}</p>`
    if (s.listState === 'error')
      return html`<div class="status status-error" role="alert"><p>${t('loadFailed', { msg: s.listError ?? '' })}</p>
      <button type="button" class="secondary" @click=${() => this.state.loadList()}>${t('reload')}</button></div>`
    if (s.conversations.length === 0) return html`<p class="status">${t('noConversations')}</p>`
    return html`<ul class="conversation-list">${s.conversations.map(
      (c) => html`<li>
      <button type="button" class="conversation" aria-current=${c.id === s.conversationId ? 'true' : 'false'} @click=${() => this.open(c.id)}>${c.title || t('untitled')}</button>
      <button type="button" class="icon-button" aria-label=${t('deleteConversation', { title: c.title || t('untitled') })} title=${t('deleteConversation', { title: c.title || t('untitled') })}
        @click=${() => this.removeConversation(c.id, c.title || t('untitled'))}>×</button>
    </li>`,
    )}</ul>`
  }

  private emptyView() {
    const { t } = this
    const sug = this.suggestions
    return html`<div class="empty">
      <p class="empty-title">${t('emptyTitle')}</p>
      ${sug.state === 'loading' ? html`<p class="status" role="status">${t('loading')}</p>` : nothing}
      ${
        sug.state === 'error'
          ? html`<div class="status status-error"><p>${t('loadFailed', { msg: sug.error ?? '' })}</p>
        <button type="button" class="secondary" @click=${() => this.loadSuggestions()}>${t('reload')}</button></div>`
          : nothing
      }
      ${
        sug.value
          ? html`
        <h2>${t('suggestions')}</h2>
        <ul class="suggestions">${sug.value.questions.map((q) => html`<li><button type="button" class="suggestion" @click=${() => this.send(q)}>${q}</button></li>`)}</ul>
        ${
          sug.value.mode === 'planner' && sug.value.understood.length
            ? html`
          <h2>${t('understood')}</h2>
          <p class="hint">${t('plannerMode')}</p>
          <ul class="understood">${sug.value.understood.map((u) => html`<li>${u}</li>`)}</ul>`
            : nothing
        }`
          : nothing
      }
    </div>`
  }
}

customElements.define('agent-chat', AgentChat)
