// Every route of the gateway is listed here, either with its check (the *.test.ts files beside this one) or with
// why it holds no tenant data, so a new route fails access.test.ts until someone decided which it is. A route declared
// in the contract (@hr-portal/api) carries its tenant note there and is listed from it; the others are listed by hand.
import { contract } from '@hr-portal/api'
import { tenantNotes } from './contract-notes'

const declared = tenantNotes(contract)

/** Routes that hold no tenant data, and why. */
export const NO_TENANT_DATA: Record<string, string> = {
  ...declared.noTenantData,
  'POST /gateway/uac/account/login': 'signs in; the tenant is checked against user_tenant (login.test.ts)',
  'POST /gateway/uac/account/messagingAuthorizeUrl':
    "a platform's sign-in page address and a state bound to the browser; no tenant is known yet",
  'POST /gateway/uac/account/messagingLogin':
    'signs in by a verified platform callback; issueLogin checks the tenant (messaging-login.test.ts)',
  'POST /gateway/uac/account/superLogin/sendCode': "sends a code to a platform operator's e-mail",
  'POST /gateway/uac/account/superLogin/verify': 'platform operators may enter every tenant; answers tenant names only',
  'POST /gateway/uac/account/superLogin': 'signs a platform operator in to any tenant, audited (super-login.test.ts)',
  'POST /gateway/oldlcLogin':
    'signs in to the home tenant or answers the tenant choice; no tenant is taken from the request (oldlc-login.test.ts)',
  'GET /gateway/oldlcLogin': 'hands a signed-in user of the older product to /login (oldlc-login.test.ts)',
  'POST /gateway/uac/qrLogin/create': 'a sign-in ticket, no tenant until a phone confirms (qr-login.test.ts)',
  'POST /gateway/uac/qrLogin/status': "the state of the caller's own ticket (poll key)",
  'GET /gateway/uac/qrLogin/events': "the state of the caller's own ticket (poll key)",
  'POST /gateway/uac/qrLogin/redeem':
    "signs in as the phone's user in the phone session's tenant, checked by issueLogin against user_tenant",
  'POST /gateway/uac/qrLogin/scan': "the phone's own session and the desktop's address; no tenant rows",
  'POST /gateway/uac/qrLogin/confirm': "the phone's own session",
  'POST /gateway/uac/qrLogin/decline': "the phone's own session",
  'GET /gateway/uac/oidc/config': 'whether single sign-on is on, the same for everyone',
  'GET /gateway/uac/oidc/start': 'a redirect to the OpenID provider; the attempt belongs to the browser, not a tenant',
  'GET /gateway/uac/oidc/callback':
    'checks the provider answer and matches a user; no session or tenant rows yet (oidc-login.test.ts)',
  'POST /gateway/uac/oidc/exchange':
    'signs in the matched user; issueLogin checks the tenant or asks for one (oidc-login.test.ts)',
  'POST /gateway/uac/oidc/handoffUser':
    "names the account of this browser's own hand-off code, before any tenant is chosen (oidc-login.test.ts)",
  'POST /gateway/uac/oidc/dismiss':
    "spends this browser's own hand-off code without signing in; no tenant rows (oidc-login.test.ts)",
  'POST /gateway/uac/account/loginByCode': 'signs in by a code; issueLogin checks the tenant against user_tenant',
  'POST /gateway/uac/account/totp/login':
    'the second step of a sign-in; issueLogin checks the tenant against user_tenant (totp.test.ts)',
  'POST /gateway/uac/captcha/generate': "a captcha challenge of the caller's address",
  'GET /gateway/uac/captcha/picture': "the picture of a captcha challenge of the caller's address",
  'POST /gateway/uac/captcha/validate': 'solves a captcha challenge; answers a pass token',
  'POST /gateway/uac/web/getTokenInfo': "the caller's own token",
  'POST /gateway/uac/web/permission/hasPermissionMark': "the caller's own session",
  'POST /gateway/uac/web/permission/clearPermissionMark': "the caller's own session",
  'POST /gateway/uac/web/permission/clearNeedRefresh': "the caller's own session",
  'POST /gateway/loginOut': "the caller's own session",
  'POST /gateway/uac/web/session/keepAlive': "the caller's own session; answers its tenant's inactivity timeout",
  'GET /gateway/.well-known/jwks.json': 'public signing keys',
  'POST /gateway/joyhr/web/elesMenu/menuTreeForPc':
    "menus are global; what a user sees follows the session tenant's roles (directory.test.ts)",
  'POST /gateway/tum/web/tenant/listAuthTenants': "the user's own tenants",
  'POST /gateway/tum/web/tenant/switchTenant': 'checked against user_tenant (switch-tenant.test.ts)',
  'GET /gateway/uac/sysInfo': "the host's brand, global (brand-of-host.test.ts)",
  'POST /gateway/tum/web/tenant/preLogin': 'signs in; the tenant is checked against user_tenant (pre-login.test.ts)',
  'POST /gateway/tum/web/tenant/getTenantById': "only the user's own tenants (pre-login.test.ts)",
  'POST /gateway/tum/web/tenant/singleAuthorizeInfo': "the caller's own session",
  'POST /gateway/tum/web/company/sendCode':
    'sends a registration code to an e-mail address; codes belong to a destination',
  'POST /gateway/tum/web/company/verifyCode':
    'checks a registration code and answers a proof of that e-mail; codes belong to a destination',
  'POST /gateway/tum/web/company/register':
    'creates a new company and its own tenant; reads no tenant rows (company.test.ts)',
  'POST /gateway/report/web/appPerf/batch': 'stored under the session tenant; read back by the summary check below',
  'POST /gateway/report/web/track/batch': 'stored under the session tenant; read back by the page-views check below',
  'POST /gateway/report/web/track/key':
    "the caller's own session key (HMAC of tenant, user and session; tracking.test.ts)",
  'POST /gateway/report/web/track/monitorKey': "a key derived from the session's tenant and the app code; no rows",
  'POST /gateway/uac/web/pageCookie': "sets the shell page's cookie of the caller's own session; no rows",
  'POST /gateway/vendor/web/manifest/validate':
    'checks the manifest it is given against the installed apps, which are global; no tenant rows (manifest-route.test.ts)',
}

/** The routes checked below. */
export const CHECKED = [
  ...declared.checked,
  'POST /gateway/uac/web/permission/getLoginPermission',
  'POST /gateway/report/web/headcount/summary',
  'POST /gateway/report/web/appPerf/summary',
  // The vendor backends' API (services/vendorapi; a token of tenant 2 never reads tenant 1: directory.test.ts, approvals.test.ts) and session.user of third-party apps (app-user.test.ts).
  ...['token', 'directory/staff', 'directory/units', 'approvals/start', 'approvals/state'].map(
    (name) => `POST /gateway/vendor/api/${name}`,
  ),
  'POST /gateway/vendor/web/appUser',
  // What approvers read of a request an app started (services/vendorapi/app-request.test.ts: another tenant's reads as missing).
  'POST /gateway/vendor/web/appRequest/detail',
  'POST /gateway/uac/account/superLogin/audit',
  'POST /gateway/tum/web/company/records',
  'POST /gateway/tum/web/company/setStatus',
  // Behaviour tracking (services/report/tracking).
  'POST /gateway/report/web/track/pageViews',
  'POST /gateway/report/web/track/preference',
  'POST /gateway/report/web/track/setPreference',
  // Notifications out (services/notify; the deliveries list, retry and each person's own choices per tenant: notify-routes.test.ts).
  ...['preferences', 'savePreferences', 'deliveries', 'retry'].map(
    (name) => `POST /gateway/message/web/notify/${name}`,
  ),
  // Shift swaps: the caller's own and those asking them (paiban/swap.test.ts; tenant 2 never answers, recalls or asks tenant
  // 1's, nor names tenant 1's staff: scheduling.test.ts).
  ...['colleagues', 'days', 'apply', 'mine', 'answer', 'cancel', 'detail'].map(
    (name) => `POST /gateway/paiban/web/swap/${name}`,
  ),
  // Income tax: the caller's own declarations and withholding, the monthly withholding, its filing file, the annual
  // summary and the year's joiners with their mark of no earlier wage income (services/etax; tenant-isolation/etax.test.ts, permissions: etax/routes.test.ts).
  ...[
    'deduction/mine',
    'deduction/save',
    'deduction/remove',
    'deduction/bonusMethod',
    'withholding/month',
    'withholding/export',
    'withholding/annual',
    'joiners/list',
    'joiners/mark',
  ].map((name) => `POST /gateway/etax/web/${name}`),
  // Apps installed by manifest URL (services/vendor/installs; tenant 2 never sees or manages tenant 1's: installs.test.ts).
  ...['list', 'preview', 'install', 'enable', 'disable', 'rollback', 'uninstall'].map(
    (name) => `POST /gateway/vendor/web/apps/${name}`,
  ),
  // The AI assistant (services/agent; per-user checks: planner.test.ts, model.test.ts).
  ...['chat', 'conversation/list', 'conversation/detail', 'conversation/remove', 'suggestions', 'action/confirm'].map(
    (name) => `POST /gateway/agent/web/${name}`,
  ),
  // Developer mode: the session tenant's installed apps and the session's own builds (services/vendor/dev/routes.test.ts).
  ...['list', 'set', 'clear'].map((name) => `POST /gateway/vendor/web/apps/dev/${name}`),
  // Recruitment (services/recruit; tenant 2 never reads or changes tenant 1's: tenant-isolation/recruit.test.ts; the careers
  // page's calls find the tenant by its code, and an application lands in that tenant only).
  ...[
    'job/positions',
    'job/list',
    'job/getJobByKeyWord',
    'job/save',
    'job/close',
    'job/approval',
    'channel/list',
    'channel/getChannelByKeyWord',
    'channel/save',
    'setting/get',
    'setting/save',
    'candidate/board',
    'candidate/detail',
    'candidate/add',
    'candidate/move',
    'candidate/resume',
    'candidate/onboarding',
    'candidate/hired',
    'interview/people',
    'interview/schedule',
    'interview/mine',
    'interview/score',
    'offer/create',
    'offer/approval',
    'offer/letter',
  ].map((name) => `POST /gateway/recruit/web/${name}`),
  'POST /gateway/recruit/open/careers',
  'POST /gateway/recruit/open/apply',
  // Employment contracts, their documents, renewals and terminations (services/contract; tenant 2 never reads or changes
  // tenant 1's: tenant-isolation/contracts.test.ts).
  ...[
    'addContractSelf',
    'updateContractSelf',
    'list',
    'detail',
    'mine',
    'document',
    'renew',
    'terminate',
    'change',
  ].map((name) => `POST /gateway/contract/web/contract/${name}`),
  // The report centre, report subscriptions and their runs (services/report; tenant 2 never runs a report over, nor sees
  // or changes, tenant 1's: tenant-isolation/report-centre.test.ts).
  ...[
    'centre/catalogue',
    'centre/run',
    'centre/export',
    'subscription/save',
    'subscription/list',
    'subscription/pause',
    'subscription/remove',
  ].map((name) => `POST /gateway/report/web/${name}`),
  ...['count', 'list', 'detail', 'items', 'export', 'markAllRead'].map(
    (name) => `POST /gateway/message/web/reportRemind/${name}`,
  ),
  // Outsourcing: the tenant's providers, workers, assignments and statements (services/outsourcing; tenant 2 never reads or
  // changes tenant 1's: tenant-isolation/outsourcing.test.ts).
  ...[
    'provider/list',
    'provider/save',
    'worker/list',
    'worker/save',
    'assignment/save',
    'assignment/remove',
    'statement/get',
    'statement/confirm',
    'statement/export',
  ].map((name) => `POST /gateway/joyhr/web/outsourcing/${name}`),
]

/** `METHOD /path` of every route, read from Fastify's route tree (children print their path suffix only). */
export function routesOf(tree: string): string[] {
  const routes: string[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([^)]+)\)/)
    if (!match) continue
    const depth = match[1].length / 4
    const path = (stack[depth - 1] ?? '') + match[2]
    stack[depth] = path
    for (const method of match[3].split(', ')) if (method !== 'HEAD' && path !== '*') routes.push(`${method} ${path}`)
  }
  return routes
}
