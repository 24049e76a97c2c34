import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { checkDevAccount, DEV_ACCOUNTS } from './dev-accounts'

// The local provider's own sign-in page (no internet, no scripts): a username and password form.
// Consent is granted automatically for the portal (dev-provider.ts loadExistingGrant), as a
// company identity provider does for its first-party applications.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(uid: string, clientName: string, error = '', username = ''): string {
  const hint = DEV_ACCOUNTS.map(
    (a) => `<code>${escapeHtml(a.username)}</code> / <code>${escapeHtml(a.password)}</code>`,
  ).join(', ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Local OpenID provider</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;background:#f3f5f8;color:#1f2933;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px #0002;width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#52606d}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #9aa5b1;border-radius:4px;font:inherit}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:9px;border-radius:4px;border:1px solid #1f5fbf;font:inherit;cursor:pointer}
.primary{background:#1f5fbf;color:#fff}.error{color:#b42318;margin-top:12px}small{display:block;margin-top:16px;color:#52606d}
</style></head><body><main>
<h1>Local OpenID provider</h1><p>Sign in to continue to ${escapeHtml(clientName)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions"><button class="primary" type="submit">Sign in</button>
<button type="submit" formaction="/interaction/${escapeHtml(uid)}/abort" formnovalidate>Cancel</button></div>
</form>
<small>Development stand-in started by the portal. Accounts: ${hint}</small>
</main></body></html>`
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 10_000) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(html)
}

/** Handles /interaction/:uid (GET: the form; POST …/login, …/abort); false for other paths. */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const match = /^\/interaction\/([\w-]{1,100})(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', 'http://x').pathname)
  if (!match) return false
  const [, uid, action] = match
  try {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('interaction does not match its cookie')
    const client = await provider.Client.find(String(details.params.client_id))
    const clientName = String(client?.clientName ?? details.params.client_id)
    if (req.method === 'GET' && !action) {
      send(res, 200, page(uid, clientName))
    } else if (req.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      )
    } else if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req)
      const account = checkDevAccount(form.get('username') ?? '', form.get('password') ?? '')
      if (!account) {
        send(res, 200, page(uid, clientName, 'Wrong username or password', form.get('username') ?? ''))
      } else {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.username } },
          { mergeWithLastSubmission: false },
        )
      }
    } else {
      send(res, 405, 'Method not allowed')
    }
  } catch (error) {
    send(
      res,
      400,
      `<!doctype html><title>Sign-in expired</title><p role="alert">This sign-in has expired or is not valid (${escapeHtml(String((error as Error).message))}). Go back to the portal and start again.</p>`,
    )
  }
  return true
}
