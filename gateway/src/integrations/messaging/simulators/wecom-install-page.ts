const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface InstallPage {
  /** Where the consent is posted (the page's own path). */
  action: string
  /** suite_id, pre_auth_code, redirect_uri, state: carried through the form. */
  query: URLSearchParams
  corpName: string
  appName: string
  adminName: string
  /** set_session_info auth_type 1: a test authorisation. */
  test: boolean
}

/**
 * WeCom's page for authorising a third-party app, as a company administrator sees it after scanning the provider's
 * QR code on the phone: the company, the app, what it may read, and the Authorise button.
 */
export function installPage(page: InstallPage): string {
  const hidden = [...page.query]
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>企业微信 WeCom · 授权应用 Authorise an app</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2329}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px 32px;width:min(420px,90vw)}
h1{font-size:20px;margin:0 0 12px;color:#0082ef} p{margin:0 0 12px;color:#444} ul{margin:0 0 16px;padding-left:20px;color:#444}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px} dt{color:#777} dd{margin:0;font-weight:600}
button{width:100%;font:inherit;font-size:16px;padding:12px;border:0;border-radius:8px;background:#0082ef;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0082ef66;outline-offset:2px} .note{font-size:12px;margin-top:16px;color:#888}
</style></head>
<body><main>
<h1>企业微信 WeCom</h1>
<p>授权第三方应用到你的企业 · Authorise a third-party app for your company</p>
<dl>
<dt>企业 Company</dt><dd data-testid="install-corp">${escapeHtml(page.corpName)}</dd>
<dt>应用 App</dt><dd data-testid="install-app">${escapeHtml(page.appName)}</dd>
<dt>管理员 Administrator</dt><dd>${escapeHtml(page.adminName)}</dd>
</dl>
<p>应用将获得以下权限 · The app will be allowed to:</p>
<ul><li>读取通讯录（部门与成员）· read the contacts (departments and members)</li><li>向成员发送应用消息 · send app messages to members</li></ul>
${page.test ? '<p>测试授权 · test authorisation</p>' : ''}
<form method="post" action="${escapeHtml(page.action)}">${hidden}<button type="submit">同意授权 · Authorise</button></form>
<p class="note">本地模拟器 · Local simulator of WeCom's authorisation page (development only).</p>
</main></body></html>`
}
