import { SIMULATED_PEOPLE } from './people'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const masked = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '未绑定手机号 · no mobile'

export interface AuthorizePage {
  /** e.g. "企业微信 WeCom" */
  platform: string
  /** Brand colour of the platform's page. */
  colour: string
  /** Where the choice is posted (the page's own path). */
  action: string
  /** The OAuth query the portal sent, carried through the form. */
  query: URLSearchParams
  /** The portal app's name as the platform shows it. */
  appName: string
}

/**
 * The platform's sign-in page, as a person sees it after scanning the QR code on the phone:
 * who is signing in to which app; one button per person of the simulated directory.
 */
export function authorizePage(page: AuthorizePage): string {
  const hidden = [...page.query]
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('')
  const people = SIMULATED_PEOPLE.map(
    (person) =>
      `<li><button type="submit" name="person" value="${escapeHtml(person.key)}">${escapeHtml(person.name)} <small>${escapeHtml(masked(person.mobile))}</small></button></li>`,
  ).join('')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.platform)} · 授权登录 Sign in</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2329}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px 32px;width:min(420px,90vw)}
h1{font-size:20px;margin:0 0 4px;color:${page.colour}} p{margin:0 0 16px;color:#555}
ul{list-style:none;padding:0;margin:0;display:grid;gap:8px}
button{width:100%;text-align:left;font:inherit;padding:10px 14px;border:1px solid #d0d5dd;border-radius:8px;background:#fff;cursor:pointer}
button:hover,button:focus-visible{border-color:${page.colour};outline:2px solid ${page.colour}33}
small{color:#666;margin-left:6px} .note{font-size:12px;margin-top:16px;color:#888}
</style></head>
<body><main>
<h1>${escapeHtml(page.platform)}</h1>
<p>「${escapeHtml(page.appName)}」申请使用你的身份登录 · requests to sign you in. 选择账号并确认 / Choose who confirms:</p>
<form method="post" action="${escapeHtml(page.action)}">${hidden}<ul aria-label="账号 Accounts">${people}</ul></form>
<p class="note">本地模拟器 · Local simulator of the platform's sign-in page (development only).</p>
</main></body></html>`
}

/** The page a platform shows when the portal's request is wrong (unknown app, foreign redirect). */
export function refusalPage(platform: string, reason: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(platform)}</title></head>
<body><main><h1>${escapeHtml(platform)}</h1><p role="alert">${escapeHtml(reason)}</p></main></body></html>`
}
