import manifest from '../manifest.json'
import { translate } from './texts'

/** Wires the chat page to the shell; opened outside the portal, it says so instead of failing silently. */
export async function start(root: HTMLElement): Promise<void> {
  if (window.parent === window) {
    root.textContent = translate('zh-CN', 'notConnected')
    return
  }
  // Loaded only inside a frame: connecting throws at import time outside one.
  const [{ connect }, { agentApi }] = await Promise.all([
    import('@hr-portal/kit/connect'),
    import('./api'),
    import('./chat-page'),
  ])
  const app = connect({ manifest })
  let token: Promise<string> | null = null
  const api = agentApi({
    gatewayUrl: app.config.gatewayUrl,
    language: () => app.env.get().language,
    postJson: (url, body) => app.http.postJson(url, body as Record<string, unknown>),
    // The shell owns the single prompt for an ended session or a lost permission, and the required set-up.
    onCode: (code) => {
      if (code === 401001 || code === 404110 || code === 404001 || code === 400135)
        app.shell.session.reportCode(code).catch(() => {})
    },
    // Asked of the shell once; a refusal is not kept.
    token: () =>
      (token ??= app.connection.ready
        .then(() => app.shell.session.getToken())
        .catch((error: unknown) => {
          token = null
          throw error
        })),
  })
  const page = document.createElement('agent-chat') as import('./chat-page').AgentChat
  page.setup(app, api)
  root.replaceChildren(page)
  // One page: every path of the app shows the chat.
  if (app.router.path() !== '/chat') app.router.navigate('/chat', { replace: true })
}
