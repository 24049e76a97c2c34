import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from './testing/test-gateway'
import { ask, textOf } from './services/agent/sse-test-helpers'

// Tenant isolation, route by route: a session of tenant 2 never sees or changes tenant 1's rows.
// Every route of the gateway is listed here, either with its check or with why it holds no tenant data,
// so a new route fails this file until someone decided which it is.

/** Routes that hold no tenant data, and why. */
const NO_TENANT_DATA: Record<string, string> = {
  'POST /gateway/ums/web/user/getPnidInfo': 'reads the ID number it is given; no rows',
  'POST /gateway/ums/web/user/calcBirthdayAge': 'computes from the date or ID number it is given; no rows',
  'POST /gateway/ums/web/user/getArea': 'a fixed table of provinces, the same for everyone',
  'POST /gateway/uac/account/login': 'signs in; the tenant is checked against user_tenant (login.test.ts)',
  'POST /gateway/uac/account/messagingAuthorizeUrl': "a platform's sign-in page address, the same for everyone",
  'POST /gateway/uac/account/messagingLogin': 'signs in by a verified platform callback; issueLogin checks the tenant (messaging-login.test.ts)',
  'POST /gateway/uac/account/getAccountInfo': "the caller's own account",
  'POST /gateway/uac/account/validateAccountPassword': 'checks an account\'s password and answers nothing else',
  'POST /gateway/uac/account/getSecurityInfo': "the caller's own bindings and sign-ins",
  'POST /gateway/uac/account/sendCode': 'sends a code to a phone or e-mail address',
  'POST /gateway/uac/account/resetPassword': "a user's own password, proven by a code to the user's address",
  'POST /gateway/uac/account/resetMobile': "the caller's own phone",
  'POST /gateway/uac/account/bindEmail': "the caller's own e-mail",
  'POST /gateway/uac/account/superLogin/sendCode': "sends a code to a platform operator's e-mail",
  'POST /gateway/uac/account/superLogin/verify': 'platform operators may enter every tenant; answers tenant names only',
  'POST /gateway/uac/account/superLogin': 'signs a platform operator in to any tenant, audited (super-login.test.ts)',
  'POST /gateway/oldlcLogin': 'signs in; the tenant is checked against user_tenant (oldlc-login.test.ts)',
  'GET /gateway/oldlcLogin': 'hands a signed-in user of the older product to /login (oldlc-login.test.ts)',
  'POST /gateway/uac/qrLogin/create': 'a sign-in ticket, no tenant until a phone confirms (qr-login.test.ts)',
  'POST /gateway/uac/qrLogin/status': "the state of the caller's own ticket (poll key)",
  'GET /gateway/uac/qrLogin/events': "the state of the caller's own ticket (poll key)",
  'POST /gateway/uac/qrLogin/redeem': "signs in as the phone's user in the phone session's tenant, checked by issueLogin against user_tenant",
  'POST /gateway/uac/qrLogin/scan': "the phone's own session and the desktop's address; no tenant rows",
  'POST /gateway/uac/qrLogin/confirm': "the phone's own session",
  'POST /gateway/uac/qrLogin/decline': "the phone's own session",
  'GET /gateway/uac/oidc/config': 'whether single sign-on is on, the same for everyone',
  'GET /gateway/uac/oidc/start': "a redirect to the OpenID provider; the attempt belongs to the browser, not a tenant",
  'GET /gateway/uac/oidc/callback': 'checks the provider answer and matches a user; no session or tenant rows yet (oidc-login.test.ts)',
  'POST /gateway/uac/oidc/exchange': 'signs in the matched user; issueLogin checks the tenant or asks for one (oidc-login.test.ts)',
  'POST /gateway/message/web/getSysTimestamp': 'the server clock',
  'POST /gateway/uac/account/loginByCode': 'signs in by a code; issueLogin checks the tenant against user_tenant',
  'POST /gateway/uac/captcha/generate': 'a captcha challenge of the caller\'s address',
  'GET /gateway/uac/captcha/picture': 'the picture of a captcha challenge of the caller\'s address',
  'POST /gateway/uac/captcha/validate': 'solves a captcha challenge; answers a pass token',
  'POST /gateway/message/web/getVCode': 'sends a code to a phone; codes belong to a destination, not a tenant',
  'POST /gateway/message/web/getVCodeToEmail': 'sends a code to an e-mail address; codes belong to a destination, not a tenant',
  'POST /gateway/message/web/checkCode': 'spends a code of a destination; no tenant rows',
  'GET /gateway/dev/outbox': 'dev only: the local stand-ins\' outbox (404 in production)',
  'GET /gateway/dev/outbox.json': 'dev only: the local stand-ins\' outbox (404 in production)',
  'POST /gateway/uac/account/updatePassword': "the user's own password",
  'POST /gateway/uac/web/getTokenInfo': "the caller's own token",
  'POST /gateway/uac/web/permission/hasPermissionMark': "the caller's own session",
  'POST /gateway/uac/web/permission/clearPermissionMark': "the caller's own session",
  'POST /gateway/loginOut': "the caller's own session",
  'GET /gateway/.well-known/jwks.json': 'public signing keys',
  'POST /gateway/joyhr/web/elesMenu/menuTreeForPc': 'menus are global; what a user sees follows the session tenant\'s roles (directory.test.ts)',
  'POST /gateway/joyhr/web/authRole/functionList': 'the global catalogue of functions',
  'POST /gateway/tum/web/tenant/checkHTUserAuthorizationModule': "the user's module grant",
  'POST /gateway/tum/web/tenant/listAuthTenants': "the user's own tenants",
  'POST /gateway/tum/web/tenant/switchTenant': 'checked against user_tenant (switch-tenant.test.ts)',
  'GET /gateway/uac/sysInfo': "the host's brand, global (brand-of-host.test.ts)",
  'POST /gateway/tum/web/tenant/preLogin': 'signs in; the tenant is checked against user_tenant (pre-login.test.ts)',
  'POST /gateway/tum/web/tenant/getTenantById': "only the user's own tenants (pre-login.test.ts)",
  'POST /gateway/tum/web/tenant/singleAuthorizeInfo': "the caller's own session",
  'POST /gateway/tum/web/company/sendCode': 'sends a registration code to an e-mail address; codes belong to a destination',
  'POST /gateway/tum/web/company/register': 'creates a new company and its own tenant; reads no tenant rows (company.test.ts)',
  'POST /gateway/tour-shop/api/tours': 'a static catalogue',
  'POST /gateway/report/web/appPerf/batch': 'stored under the session tenant; read back by the summary check below',
  'POST /gateway/report/web/track/batch': 'stored under the session tenant; read back by the page-views check below',
  'POST /gateway/report/web/track/key': "the caller's own session key (HMAC of tenant, user and session; tracking.test.ts)",
  'POST /gateway/report/web/track/monitorKey': "a key derived from the session's tenant and the app code; no rows",
  'POST /gateway/joyhr/web/bridgeAudit/batch': 'stored under the session tenant; read back by the list check below',
  'POST /gateway/joyhr/web/selfSchemeQuery/getQueryCondition': 'the fixed list of filters a scheme may hold; no rows',
  'POST /gateway/joyhr/web/versionNotice/latest': 'operations notices are per brand, not per tenant; read marks are the caller\'s own (version-notice.test.ts)',
  'POST /gateway/joyhr/web/versionNotice/click': "marks a notice read for the caller's own account",
  'POST /gateway/tum/web/operations/tenant/list': 'operations platform: cross-tenant by design, platform operators only (403001 below)',
  'POST /gateway/tum/web/operations/brand/list': 'brands are global; platform operators only (403001 below)',
  'POST /gateway/tum/web/operations/brand/save': 'brands are global; platform operators only (403001 below)',
  'POST /gateway/tum/web/operations/notice/list': 'operations notices are cross-tenant; platform operators only (403001 below)',
  'POST /gateway/tum/web/operations/notice/save': 'operations notices are cross-tenant; platform operators only (403001 below)',
}

/** The routes checked below. */
const CHECKED = [
  'POST /gateway/ums/web/user/getLoginUserInfo', 'POST /gateway/ums/web/organ/organTreeList', 'POST /gateway/ums/web/entryUser/getUserPage',
  'POST /gateway/ums/web/entryUser/getUserLight', 'POST /gateway/ums/web/entryUser/export', 'POST /gateway/uac/web/permission/getLoginPermission',
  'POST /gateway/uac/web/appToken', 'POST /gateway/joyhr/web/authRole/list', 'POST /gateway/joyhr/web/authRole/save',
  'POST /gateway/joyhr/web/authRole/saveUserRoles', 'POST /gateway/joyhr/web/bridgeAudit/list', 'POST /gateway/joyhr/web/queryCondition/itemByKey',
  'POST /gateway/report/web/headcount/summary', 'POST /gateway/report/web/appPerf/summary', 'POST /gateway/supplier/api/suppliers',
  'POST /gateway/supplier/api/supplier/detail',
  'POST /gateway/uac/account/superLogin/audit', 'POST /gateway/tum/web/company/records', 'POST /gateway/tum/web/company/setStatus',
  // Behaviour tracking (services/report/tracking).
  'POST /gateway/report/web/track/pageViews', 'POST /gateway/report/web/track/preference', 'POST /gateway/report/web/track/setPreference',
  // File centre (services/filecenter; per-user checks too: filecenter.test.ts, import/staff-import.test.ts).
  ...['upload', 'list', 'getDownLoadList', 'getUseSize', 'getUpLoadCount', 'del', 'clean', 'download', 'getUploadUrl', 'startTask', 'getProgress',
    'updateProcess', 'downLoadErrorData', 'importTemplate'].map((name) => `POST /gateway/filecenter/web/upLoad/${name}`),
  'GET /gateway/filecenter/web/upLoad/download', 'GET /gateway/filecenter/web/upLoad/link',
  'POST /gateway/filecenter/web/oss/getDownUrl', 'POST /gateway/filecenter/web/oss/getKey',
  // Messages and announcements (services/message/notices; the stream's delivery by tenant: stream-route.test.ts).
  ...['channelListPage', 'findNewNotice', 'markAllRead', 'updateNoticeIsSee', 'getNoticeById', 'userNoticePage', 'mustReadList', 'confirmRead',
    'publish', 'publishedPage', 'readReport', 'recipientOptions', 'appSend'].map((name) => `POST /gateway/message/web/notice/${name}`),
  'GET /gateway/message/web/notice/stream',
  // Global search (services/search; its permission and reader checks: search-routes.test.ts).
  'POST /gateway/joyhr/web/globalSearch', 'POST /gateway/joyhr/web/globalSearch/recordView', 'POST /gateway/joyhr/web/globalSearch/recent',
  // Guided tour marks and the company watermark (services/joyhr/tour.ts, watermark.ts).
  ...['tour/status', 'tour/complete', 'companySetting/watermark', 'companySetting/saveWatermark'].map((name) => `POST /gateway/joyhr/web/${name}`),
  // Role calls, field permissions and custom forms (issue 14 item 5: services/joyhr/role-access.ts, field-permission-routes.ts, services/form).
  ...['authRole/unAuthList', 'authRole/hasRole', 'authRole/checkIsHaveDataRange', 'authRole/dataRange', 'authRole/saveDataRange',
    'roleInsZhangtao/fieldList', 'roleInsZhangtao/saveFieldList', 'permField/listByBizTypeId'].map((name) => `POST /gateway/joyhr/web/${name}`),
  // The role editor's user list (services/joyhr/role-members.ts).
  'POST /gateway/joyhr/web/authRole/userList',
  ...['customForm/save', 'customForm/queryCustomForm', 'customForm/getFormByAssign', 'customForm/hasEffectiveForm', 'customForm/checkIsUserSameAssignedForm',
    'formRange/assignSource', 'formRange/rangeRepeat', 'formRange/getFormByAssign', 'formRange/getSourceIdByAssign',
    'formInstance/create', 'formInstance/find', 'field/listByBizType'].map((name) => `POST /gateway/form/web/${name}`),
  // Workflow and the approval centre (issue 14 item 3, services/workflow) and leave (item 2, services/vacation).
  ...['preview', 'save', 'resolve', 'reject', 'repeatCommit', 'backRepeatResolve', 'backRepeatCommit', 'cancel'].map((e) => `POST /gateway/workflow/web/approveForm/${e}`),
  ...['approveBlock', 'approveCenter/list', 'approveCenter/findCount', 'workflow/sendRemindMsg', 'workflow/getCandidates', 'definition/list', 'definition/save']
    .map((name) => `POST /gateway/workflow/web/${name}`),
  ...['types', 'balances', 'apply', 'mine', 'detail', 'cancelLeave'].map((name) => `POST /gateway/vacation/web/leave/${name}`),
  ...['apply', 'mine', 'detail'].map((name) => `POST /gateway/vacation/web/patchCard/${name}`),
  // Shift and leave tables, supplementary maternity leave (issue 14 item 2; data range: vacation/shift.test.ts).
  ...['shift/list', 'shift/roster', 'shift/set', 'shift/fillWeek', 'leaveTable/month', 'leave/maternityExtra', 'leave/maternityExtraList',
    'leave/maternityExtraDetail']
    .map((name) => `POST /gateway/vacation/web/${name}`),
  // Employee records (issue 14 item 1, services/ums/records; data range and own record: records.test.ts).
  ...['entryUser/getRecordPage', 'entryUser/getRecord', 'entryUser/getMyRecord', 'entryUser/updateRecord', 'entryUser/recordOptions',
    'entryUser/onboard', 'entryUser/offboard', 'user/getUserByKeyWord', 'user/getLizhiUserByKeyWord'].map((name) => `POST /gateway/ums/web/${name}`),
  // Saved query schemes of the staff list (issue 14 item 1, services/joyhr/schemes; per-user checks: schemes.test.ts).
  ...['findSelfSchemeQueryByUser', 'add', 'remove', 'getSelfSchemeInfo', 'updateSelfSchemeInfo', 'updateDefaultScheme']
    .map((name) => `POST /gateway/joyhr/web/selfSchemeQuery/${name}`),
  // Batch modify (services/joyhr/schemes/batch.ts; data range and field permission: batch.test.ts).
  'POST /gateway/joyhr/web/batch/getBatchModifyCondition', 'POST /gateway/joyhr/web/batch/batchModify',
  // Organisation editing, post categories, posts and positions (issue 14 item 1 'org', services/ums/org; also organ.test.ts, posts.test.ts).
  ...['organ/getOrganById', 'organ/getDeptByOrganId', 'organ/organTreeListForAuth', 'organ/save', 'organ/rename', 'organ/move', 'organ/remove',
    'zhiwei/getZhileiList', 'zhiwei/getZhiweiAll', 'zhiwei/getAllZhiweis', 'zhiwei/getAllZhiweisByOrganIds', 'zhiwei/getZhiweiPageByZhileiId',
    'gangwei/getGangweiPage', 'gangwei/getGangweiInfo', 'gangwei/getGangweiNamesByOrganId', 'gangwei/getGangweiNamesByOrganIds',
    'zhilei/save', 'zhilei/remove', 'zhiwei/save', 'zhiwei/remove', 'gangwei/save', 'gangwei/remove'].map((name) => `POST /gateway/ums/web/${name}`),
  // The AI assistant (issue 15, services/agent; per-user checks: planner.test.ts, model.test.ts).
  ...['chat', 'conversation/list', 'conversation/detail', 'conversation/remove', 'suggestions', 'action/confirm'].map((name) => `POST /gateway/agent/web/${name}`),
]

/** `METHOD /path` of every route, read from Fastify's route tree (children print their path suffix only). */
function routesOf(tree: string): string[] {
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

describe('tenant isolation, route by route', () => {
  let gateway: TestGateway
  let one: string
  let two: string
  const shell = () => ({ origin: gateway.ctx.config.shellOrigin })
  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) => gateway.post(`/gateway${path}`, body, token, headers)
  const staffIds = async (token: string) => ((await post('/ums/web/entryUser/getUserPage', { rows: 200 }, token)).body.result.rows as Array<{ id: number }>).map((r) => r.id)

  beforeAll(async () => {
    gateway = await startTestGateway()
    one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  it('has decided for every route whether it holds tenant data', () => {
    const routes = routesOf(gateway.app.printRoutes({ commonPrefix: false })).filter((r) => r.includes('/gateway'))
    expect(routes.filter((r) => !(r in NO_TENANT_DATA) && !CHECKED.includes(r))).toEqual([])
    expect([...CHECKED, ...Object.keys(NO_TENANT_DATA)].filter((r) => !routes.includes(r))).toEqual([])
  })

  it('answers user info, the organisation tree, staff pages and records of the session tenant only', async () => {
    expect((await post('/ums/web/user/getLoginUserInfo', {}, two)).body.result).toMatchObject({ tenantId: 2, tenantName: 'Demo Co. Beijing' })
    const [treeOne, treeTwo] = [(await post('/ums/web/organ/organTreeList', {}, one)).body.result, (await post('/ums/web/organ/organTreeList', {}, two)).body.result]
    expect(treeTwo.map((n: { id: number }) => n.id)).not.toContain(treeOne[0].id)
    expect((await post('/ums/web/organ/organTreeList', { tenantId: 1 }, two)).body.code).toBe(403001)
    const [idsOne, idsTwo] = [await staffIds(one), await staffIds(two)]
    expect(idsTwo).toHaveLength(40)
    expect(idsTwo.filter((id) => idsOne.includes(id))).toEqual([])
    expect((await post('/ums/web/entryUser/getUserPage', { organId: treeOne[0].id }, two)).body.result.total).toBe(0)
    expect((await post('/ums/web/entryUser/getUserLight', { id: idsOne[0] }, two)).body.code).toBe(400203)
    const csv = String((await post('/ums/web/entryUser/export', { ids: idsOne.slice(0, 5) }, two)).body).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(csv).toHaveLength(1)
  })

  it('gives permissions and app tokens of the session tenant', async () => {
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await post('/uac/web/permission/getLoginPermission', {}, hrTwo)).body.result.permissionData.menus).toEqual([])
    const token = (await post('/uac/web/appToken', { appId: 'supplier' }, two)).body.result.token as string
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).tid).toBe(2)
  })

  it("never lists, saves or hands out another tenant's roles", async () => {
    const rolesOne = (await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number }>
    const rolesTwo = (await post('/joyhr/web/authRole/list', {}, two)).body.result as Array<{ id: number }>
    expect(rolesTwo.filter((r) => rolesOne.some((o) => o.id === r.id))).toEqual([])
    expect((await post('/joyhr/web/authRole/save', { roleId: rolesOne[0].id, functionIds: [] }, two)).body.code).toBe(400201)
    // hr (user 3) belongs to both tenants: a tenant-1 role cannot be given to them from tenant 2.
    expect((await post('/joyhr/web/authRole/saveUserRoles', { userId: 3, roleIds: [rolesOne[0].id] }, two)).body.code).toBe(400201)
    expect(((await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number; functionIds: string[] }>)[0].functionIds.length).toBeGreaterThan(0)
  })

  it('keeps audit records, performance figures and map keys apart', async () => {
    const record = { app: 'system', method: 'env.get', capability: 'env', decision: 'allow', at: 1 }
    expect((await post('/joyhr/web/bridgeAudit/batch', { records: [record] }, one, shell())).body.code).toBe(0)
    expect((await post('/joyhr/web/bridgeAudit/list', {}, two)).body.result.rows.filter((r: { tenantId: number }) => r.tenantId !== 2)).toEqual([])
    expect((await post('/joyhr/web/bridgeAudit/list', {}, one)).body.result.total).toBeGreaterThan(0)
    expect((await post('/report/web/appPerf/batch', { records: [{ app: 'system', name: 'load', value: 5, at: gateway.ctx.now() }] }, one, shell())).body.code).toBe(0)
    expect((await post('/report/web/appPerf/summary', {}, two)).body.result).toEqual([])
    expect((await post('/report/web/appPerf/summary', {}, one)).body.result).toHaveLength(1)
    expect((await post('/joyhr/web/queryCondition/itemByKey', { bizTypeId: 66, tenantId: 1, channel: 1, key: 'gaodeMapKey' }, two)).body.code).toBe(403001)
  })

  it('reports and vendor backends answer the tenant of the session or app token only', async () => {
    const idsTwo = await staffIds(two)
    const summary = (await post('/report/web/headcount/summary', {}, two)).body.result
    expect(summary.recentHires.every((h: { id: number }) => idsTwo.includes(h.id))).toBe(true)
    const bearer = async (token: string) => ({ authorization: `Bearer ${(await post('/uac/web/appToken', { appId: 'supplier' }, token)).body.result.token}` })
    const suppliersOne = (await gateway.post('/gateway/supplier/api/suppliers', {}, undefined, await bearer(one))).body.result.rows as Array<{ id: number; tenant_id: number }>
    const suppliersTwo = (await gateway.post('/gateway/supplier/api/suppliers', {}, undefined, await bearer(two))).body.result.rows as Array<{ id: number; tenant_id: number }>
    expect(suppliersTwo.every((s) => s.tenant_id === 2)).toBe(true)
    expect((await gateway.post('/gateway/supplier/api/supplier/detail', { id: suppliersOne[0].id }, undefined, await bearer(two))).body.code).toBe(400501)
  })

  // Company records are cross-tenant by design (platform operators manage every company): no tenant session gets them.
  it('lets no tenant session read company records or change a company (platform operators only)', async () => {
    for (const token of [one, two]) {
      expect((await post('/tum/web/company/records', {}, token)).body.code).toBe(403001)
      expect((await post('/tum/web/company/setStatus', { companyId: 1, status: 'disabled' }, token)).body.code).toBe(403001)
    }
  })

  it('lets no tenant session reach the operations platform, isSuper or not (platform operators only)', async () => {
    const opsRoutes = Object.keys(NO_TENANT_DATA).filter((r) => r.startsWith('POST /gateway/tum/web/operations/')).map((r) => r.slice('POST /gateway'.length))
    expect(opsRoutes).toHaveLength(5)
    for (const path of opsRoutes) for (const token of [one, two]) expect((await post(path, {}, token)).body.code, path).toBe(403001)
  })

  it("keeps files, their links and import tasks within the session tenant", async () => {
    const { uploadFile, PNG } = await import('./services/filecenter/testing')
    const files = (path: string, body: unknown, token: string) => post(`/filecenter/web/upLoad/${path}`, body, token)
    const file = (await uploadFile(gateway, one, 'tenant-one.png', PNG)).result
    const listed = async (path: string, token: string) => ((await files(path, { rows: 100 }, token)).body.result.rows as Array<{ id: string }>).map((r) => r.id)
    expect(await listed('list', one)).toContain(file.id)
    expect(await listed('list', two)).not.toContain(file.id)
    expect(await listed('getDownLoadList', two)).toEqual([])
    expect((await files('getUseSize', {}, two)).body.result.count).toBe(0)
    expect((await files('getUpLoadCount', {}, two)).body.result.count).toBe(0)
    for (const path of ['download', 'getUploadUrl', 'del']) expect((await files(path, { id: file.id }, two)).body.code, path).toBe(400956)
    expect((await gateway.app.inject({ method: 'GET', url: `${file.downloadUrl}`, headers: { token: two } })).json().code).toBe(400956)
    expect((await post('/filecenter/web/oss/getDownUrl', { url: file.filePath }, two)).body.code).toBe(400956)
    expect((await files('clean', {}, two)).body.result.count).toBe(0)
    expect((await files('startTask', { fileId: file.id }, two)).body.code).toBe(400956)
    // The signed link names its tenant and is signed: moving it to tenant 2 breaks the signature.
    const link = new URL(file.fileUrl)
    expect((await gateway.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200)
    link.searchParams.set('t', '2')
    expect((await gateway.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(403)
    expect((await post('/filecenter/web/oss/getKey', {}, two)).body.result.store).toBe('local')
    const sample = String((await files('importTemplate', {}, two)).body)
    const tenantOneOrgans = (await gateway.ctx.db.selectFrom('organ').select('name').where('tenant_id', '=', 1).execute()).map((o) => o.name)
    const tenantTwoOrgans = (await gateway.ctx.db.selectFrom('organ').select('name').where('tenant_id', '=', 2).execute()).map((o) => o.name)
    expect(tenantTwoOrgans.some((name) => sample.includes(name))).toBe(true)
    expect(tenantOneOrgans.filter((name) => !tenantTwoOrgans.includes(name)).some((name) => sample.includes(`,${name},`))).toBe(false)
    expect((await files('del', { id: file.id }, one)).body.result.count).toBe(1)
  })

  it('keeps messages and announcements within the session tenant', async () => {
    const notice = async (path: string, body: unknown, token: string) => (await post(`/message/web/notice/${path}`, body, token)).body
    const sent = await notice('publish', { title: 'Tenant one only', body: 'x', audience: { type: 'tenant' } }, one)
    const titles = async (token: string) => (await notice('userNoticePage', { rows: 100 }, token)).result.rows.map((r: { title: string }) => r.title)
    expect(await titles(one)).toContain('Tenant one only')
    expect(await titles(two)).not.toContain('Tenant one only')
    expect((await notice('findNewNotice', {}, two)).result.newest.map((n: { id: string }) => n.id)).not.toContain(sent.result.id)
    expect((await notice('channelListPage', {}, two)).result.every((c: { total: number }) => c.total === 0)).toBe(true)
    for (const path of ['getNoticeById', 'updateNoticeIsSee', 'confirmRead', 'readReport']) expect((await notice(path, { id: sent.result.id }, two)).code, path).toBe(404000)
    expect((await notice('mustReadList', {}, two)).result).toEqual([])
    expect((await notice('markAllRead', {}, two)).result.marked).toBe(0)
    expect((await notice('publishedPage', {}, two)).result.total).toBe(0)
    // staff (user 2) belongs to tenant 1 only: tenant 2 can neither pick nor address them.
    expect((await notice('recipientOptions', { keyword: 'staff' }, two)).result).toEqual([])
    expect((await notice('publish', { title: 'x', body: 'y', audience: { type: 'users', ids: [2] } }, two)).code).toBe(401202)
    expect((await notice('appSend', { app: 'system', userIds: [2], title: 'x', body: 'y' }, two)).code).toBe(401202)
  })

  it('keeps tour marks and the watermark setting to the session tenant', async () => {
    expect((await post('/joyhr/web/tour/complete', { tourId: 'isolation-check', outcome: 'completed' }, one)).body.code).toBe(0)
    expect((await post('/joyhr/web/tour/status', { tourId: 'isolation-check' }, one)).body.result.completed).toBe(true)
    expect((await post('/joyhr/web/tour/status', { tourId: 'isolation-check' }, two)).body.result.completed).toBe(false)
    expect((await post('/joyhr/web/companySetting/saveWatermark', { enabled: true }, one)).body.code).toBe(0)
    expect((await post('/joyhr/web/companySetting/watermark', {}, one)).body.result.enabled).toBe(true)
    expect((await post('/joyhr/web/companySetting/watermark', {}, two)).body.result).toEqual({ enabled: false, text: null })
    expect((await post('/joyhr/web/companySetting/saveWatermark', { enabled: false }, one)).body.code).toBe(0)
  })

  it("keeps workflow requests, the approval centre, definitions and leave within the session tenant", async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const year = new Date().getUTCFullYear() + 1
    const applied = (await post('/vacation/web/leave/apply', { typeCode: 'annual', startDate: `${year}-03-01`, startHalf: 'am', endDate: `${year}-03-02`, endHalf: 'pm', reason: 'x' }, staff)).body.result
    const { id, instanceId } = applied
    for (const event of ['preview', 'save', 'resolve', 'reject', 'repeatCommit', 'backRepeatResolve', 'backRepeatCommit', 'cancel']) {
      expect((await post(`/workflow/web/approveForm/${event}`, { instanceId }, two)).body.code, event).toBe(410001)
    }
    for (const path of ['workflow/sendRemindMsg', 'workflow/getCandidates']) expect((await post(`/workflow/web/${path}`, { instanceId }, two)).body.code, path).toBe(410001)
    expect((await post('/workflow/web/approveBlock', { bizType: 'leave', bizId: id }, two)).body.result).toBeNull()
    expect((await post('/workflow/web/approveBlock', { bizType: 'leave', bizId: id }, one)).body.result.id).toBe(instanceId)
    for (const tab of ['todo', 'done', 'started']) {
      const rows = (await post('/workflow/web/approveCenter/list', { tab, rows: 200 }, two)).body.result.rows as Array<{ id: string }>
      expect(rows.map((r) => r.id), tab).not.toContain(instanceId)
    }
    expect((await post('/workflow/web/approveCenter/findCount', {}, two)).body.result).toMatchObject({ todo: 0 })
    const definitions = async (token: string) => ((await post('/workflow/web/definition/list', {}, token)).body.result.definitions as Array<{ bizType: string; steps: unknown[] }>)
    expect((await definitions(one)).find((d) => d.bizType === 'leave')?.steps.length).toBeGreaterThan(0)
    expect((await definitions(two)).find((d) => d.bizType === 'leave')?.steps ?? []).toEqual([])
    // A definition saved in tenant 2 (its role ids) leaves tenant 1's alone.
    const roleOne = ((await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number }>)[0].id
    expect((await post('/workflow/web/definition/save', { bizType: 'leave', name: 'x', steps: [{ nameZh: '角色', nameEn: 'Role', approver: { type: 'role', roleId: roleOne } }] }, two)).body.code).toBe(410007)
    expect((await post('/vacation/web/leave/detail', { id }, two)).body.code).toBe(410105)
    expect((await post('/vacation/web/leave/cancelLeave', { id }, two)).body.code).toBe(410106)
    expect((await post('/vacation/web/leave/mine', {}, two)).body.result.rows).toEqual([])
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const patch = (await post('/vacation/web/patchCard/apply', { day: yesterday, time: '09:00', kind: 'in', reason: 'x' }, staff)).body.result
    expect((await post('/vacation/web/patchCard/detail', { id: patch.id }, two)).body.code).toBe(410110)
    expect((await post('/vacation/web/patchCard/mine', {}, two)).body.result).toEqual([])
    expect((await post('/vacation/web/patchCard/detail', { id: patch.id }, one)).body.code).toBe(0)
    expect((await post('/vacation/web/leave/types', {}, two)).body.result.length).toBeGreaterThan(0)
    expect((await post('/vacation/web/leave/balances', {}, two)).body.result.every((b: { used: number; pending: number }) => b.used === 0 && b.pending === 0)).toBe(true)
  })

  it('keeps shifts, rosters, the leave table and supplementary maternity leave within the session tenant', async () => {
    const staffUser = await gateway.ctx.db.selectFrom('app_user').innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['employee.id', 'employee.organ_id']).where('app_user.user_name', '=', 'staff').executeTakeFirstOrThrow()
    const month = new Date().toISOString().slice(0, 7)
    const ids = async (token: string) => ((await post('/vacation/web/shift/list', {}, token)).body.result as Array<{ id: number }>).map((s) => s.id)
    expect(await ids(two)).toEqual(await ids(one))
    expect((await post('/vacation/web/shift/roster', { organId: staffUser.organ_id, month }, one)).body.result.employees.length).toBeGreaterThan(0)
    for (const path of ['shift/roster', 'leaveTable/month']) {
      expect((await post(`/vacation/web/${path}`, { organId: staffUser.organ_id, month }, two)).body.code, path).toBe(410112)
    }
    expect((await post('/vacation/web/shift/set', { organId: staffUser.organ_id, employeeId: staffUser.id, day: `${month}-01`, shiftId: 1 }, two)).body.code).toBe(410112)
    expect((await post('/vacation/web/shift/fillWeek', { organId: staffUser.organ_id, month, employeeIds: [staffUser.id], week: [1, 1, 1, 1, 1, 0, 0] }, two)).body.code).toBe(410112)
    const leave = await gateway.ctx.db.selectFrom('leave_request').select('id').where('tenant_id', '=', 1).executeTakeFirstOrThrow()
    expect((await post('/vacation/web/leave/maternityExtra', { id: leave.id, days: 2, reason: 'x' }, two)).body.code).toBe(410115)
    expect((await post('/vacation/web/leave/maternityExtraList', { id: leave.id }, two)).body.result).toEqual([])
    const staffId = (await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', 'staff').executeTakeFirstOrThrow()).id
    await gateway.ctx.db.insertInto('leave_supplement').values({
      tenant_id: 1, id: '00000000-0000-4000-8000-00000000e171', request_id: leave.id, user_id: staffId, days: 2, reason: 'x', status: 'pending', instance_id: null, created_at: Date.now(),
    }).execute()
    expect((await post('/vacation/web/leave/maternityExtraDetail', { id: '00000000-0000-4000-8000-00000000e171' }, two)).body.code).toBe(410118)
  })

  it('searches the session tenant only', async () => {
    const names = (await post('/ums/web/entryUser/getUserPage', { rows: 1 }, one)).body.result.rows as Array<{ name: string }>
    const search = async (token: string) => ((await post('/joyhr/web/globalSearch', { keyword: names[0].name, kinds: ['staff'] }, token)).body.result.groups as
      Array<{ items: Array<{ title: string; path: string }> }>).flatMap((g) => g.items)
    const idsOne = await staffIds(one)
    const found = await search(one)
    expect(found.map((i) => i.title)).toContain(names[0].name)
    expect((await search(two)).filter((i) => idsOne.includes(Number(i.path.split('/').pop())))).toEqual([])
    const view = { kind: 'staff', title: names[0].name, appCode: 'ums', path: found[0].path }
    expect((await post('/joyhr/web/globalSearch/recordView', view, one)).body.code).toBe(0)
    expect((await post('/joyhr/web/globalSearch/recent', {}, one)).body.result).toEqual([expect.objectContaining({ title: names[0].name })])
    expect((await post('/joyhr/web/globalSearch/recent', {}, two)).body.result).toEqual([])
  })

  it("keeps tracking events and Do Not Track choices within the session tenant; another tenant's key does not sign", async () => {
    const { eventHash } = await import('./services/report/tracking/signature')
    const keyOf = async (token: string) => (await post('/report/web/track/key', {}, token)).body.result as { key: string; keyId: number }
    const [keyOne, keyTwo] = [await keyOf(one), await keyOf(two)]
    const event = (key: string, nonce: string) => {
      const date = gateway.ctx.now()
      return { appCode: 'APP12', date, nonce, hash: eventHash('APP12', date, nonce, key), version: '5.10.0', type: 'pageView', app: 'shell', page: '/portal/tenant-one', name: 'One' }
    }
    expect((await post('/report/web/track/batch', { keyId: keyOne.keyId, events: [event(keyOne.key, 'tenant-one-nonce-0001')] }, one, shell())).body.code).toBe(0)
    expect((await post('/report/web/track/batch', { keyId: keyTwo.keyId, events: [event(keyOne.key, 'tenant-one-nonce-0002')] }, two, shell())).body.code).toBe(401302)
    expect((await post('/report/web/track/pageViews', {}, one)).body.result.pages.map((p: { page: string }) => p.page)).toContain('/portal/tenant-one')
    expect((await post('/report/web/track/pageViews', {}, two)).body.result.pages).toEqual([])
    expect((await post('/report/web/track/setPreference', { doNotTrack: true }, one)).body.code).toBe(0)
    expect((await post('/report/web/track/preference', {}, two)).body.result).toEqual({ doNotTrack: null })
    expect((await post('/report/web/track/preference', {}, one)).body.result).toEqual({ doNotTrack: true })
  })

  it("keeps role ranges, field permissions and custom forms apart: tenant 2 neither reads nor changes tenant 1's", async () => {
    const j = async (path: string, body: unknown, token: string) => (await post(`/joyhr/web/${path}`, body, token)).body
    const f = async (path: string, body: unknown, token: string) => (await post(`/form/web/${path}`, body, token)).body
    const roleOne = ((await j('authRole/list', {}, one)).result as Array<{ id: number; name: string }>).find((r) => r.name === 'Staff')!
    for (const [path, body] of [['authRole/dataRange', { roleId: roleOne.id }], ['authRole/saveDataRange', { roleId: roleOne.id, range: 'self' }],
      ['roleInsZhangtao/fieldList', { roleId: roleOne.id, bizTypeId: 1 }], ['roleInsZhangtao/saveFieldList', { roleId: roleOne.id, bizTypeId: 1, fields: [] }]] as const) {
      expect((await j(path, body, two)).code, path).toBe(400201)
    }
    expect((await j('authRole/dataRange', { roleId: roleOne.id }, one)).result.range).toBe('all')
    // staff (user 2) is not in tenant 2: no role list, no role check for them from there.
    expect((await j('authRole/unAuthList', { userId: 2 }, two)).code).toBe(400203)
    expect((await j('authRole/hasRole', { userId: 2, roleId: roleOne.id }, two)).code).toBe(400203)
    expect((await j('authRole/checkIsHaveDataRange', { userId: 2 }, two)).code).toBe(400203)
    expect((await j('authRole/unAuthList', { userId: 3 }, two)).result.map((r: { id: number }) => r.id)).not.toContain(roleOne.id)
    expect((await j('authRole/hasRole', { userId: 3, roleName: 'HR Manager' }, two)).result).toBe(false)
    expect((await j('authRole/checkIsHaveDataRange', {}, two)).result.range).toBe('all')
    // Custom forms: tenant 1's demo form and its values stay in tenant 1.
    const formsOne = (await f('customForm/queryCustomForm', { bizTypeId: 1 }, one)).result.rows as Array<{ id: string; organIds: number[] }>
    expect(formsOne).toHaveLength(1)
    expect((await f('customForm/queryCustomForm', {}, two)).result.total).toBe(0)
    const keysTwo = ((await j('permField/listByBizTypeId', { bizTypeId: 1 }, two)).result as Array<{ key: string }>).map((k) => k.key)
    expect(keysTwo).not.toContain('bloodType')
    expect(((await f('field/listByBizType', { bizTypeId: 1 }, two)).result as Array<{ key: string }>).map((k) => k.key)).not.toContain('bloodType')
    const [staffOne] = await staffIds(one)
    expect((await f('formInstance/create', { formId: formsOne[0].id, sourceId: staffOne, values: { bloodType: 'A' } }, one)).code).toBe(0)
    expect((await f('formInstance/find', { bizTypeId: 1, sourceId: staffOne }, one)).result.values.bloodType).toBe('A')
    for (const [path, body] of [['formInstance/find', { bizTypeId: 1, sourceId: staffOne }], ['customForm/getFormByAssign', { bizTypeId: 1, sourceId: staffOne }],
      ['customForm/hasEffectiveForm', { bizTypeId: 1, sourceId: staffOne }], ['customForm/checkIsUserSameAssignedForm', { bizTypeId: 1, sourceIds: [staffOne] }],
      ['formInstance/create', { formId: formsOne[0].id, sourceId: staffOne, values: {} }]] as const) {
      expect((await f(path, body, two)).code, path).toBe(path === 'formInstance/create' ? 410302 : 410307)
    }
    for (const path of ['formRange/getSourceIdByAssign', 'formRange/rangeRepeat', 'formRange/assignSource']) {
      expect((await f(path, { formId: formsOne[0].id, organIds: [] }, two)).code, path).toBe(410302)
    }
    expect((await f('customForm/save', { id: formsOne[0].id, bizTypeId: 1, name: 'x', fields: [] }, two)).code).toBe(410302)
    expect((await f('customForm/hasEffectiveForm', { bizTypeId: 1 }, two)).result).toBe(false)
    expect((await f('formRange/getFormByAssign', { bizTypeId: 1, organId: formsOne[0].organIds[0] }, two)).result).toBeNull()
    expect((await f('formRange/getSourceIdByAssign', { formId: formsOne[0].id }, one)).result).toEqual(formsOne[0].organIds)
  })

  it("lists the users of the session tenant only in the role editor, and none of another tenant's roles", async () => {
    const users = async (body: unknown, token: string) => (await post('/joyhr/web/authRole/userList', body, token)).body
    const namesTwo = ((await users({}, two)).result as Array<{ userName: string; roleIds: number[] }>)
    expect(namesTwo.map((u) => u.userName)).not.toContain('staff')
    const staffRole = ((await post('/joyhr/web/authRole/list', {}, one)).body.result as Array<{ id: number; name: string }>).find((r) => r.name === 'Staff')!
    expect(namesTwo.flatMap((u) => u.roleIds)).not.toContain(staffRole.id)
    expect((await users({ roleId: staffRole.id }, two)).code).toBe(400201)
    expect(((await users({ roleId: staffRole.id }, one)).result as Array<{ userName: string }>).map((u) => u.userName)).toContain('staff')
  })

  it('lets no tenant session read the super-login audit (platform operators only)', async () => {
    expect((await post('/uac/account/superLogin/audit', {}, two)).body.code).toBe(403001)
    expect((await post('/uac/account/superLogin/audit', {}, one)).body.code).toBe(403001)
  })
  it("keeps employee records, onboarding, offboarding and the staff searches to the session tenant", async () => {
    const r = async (path: string, body: unknown, token: string) => (await post(`/ums/web/${path}`, body, token)).body
    const [idsOne, idsTwo] = [await staffIds(one), await staffIds(two)]
    expect((await r('entryUser/getRecord', { id: idsOne[0] }, two)).code).toBe(410201)
    expect((await r('entryUser/updateRecord', { id: idsOne[0], values: { address: 'x' } }, two)).code).toBe(410201)
    expect((await r('entryUser/offboard', { id: idsOne[0], leaveDate: '2026-01-01', reason: 'x' }, two)).code).toBe(410201)
    const organOne = (await post('/ums/web/organ/organTreeList', {}, one)).body.result[0].id
    expect((await r('entryUser/onboard', { values: { name: 'x', jobNumber: 'X1', mobile: '13700009999', organ: organOne, gangwei: 1, entryDate: '2026-01-01' } }, two)).code).toBe(410208)
    expect((await r('entryUser/recordOptions', { organId: organOne }, two)).result.organs.map((o: { id: number }) => o.id)).not.toContain(organOne)
    const pageTwo = (await r('entryUser/getRecordPage', { rows: 200 }, two)).result.rows as Array<{ id: number }>
    expect(pageTwo.length).toBeGreaterThan(0)
    expect(pageTwo.every((row) => idsTwo.includes(row.id))).toBe(true)
    expect((await r('user/getUserByKeyWord', { rows: 50 }, two)).result.every((row: { id: number }) => idsTwo.includes(row.id))).toBe(true)
    const leftTwo = (await r('user/getLizhiUserByKeyWord', { rows: 200 }, two)).result.rows as Array<{ id: number }>
    expect(leftTwo.every((row) => idsTwo.includes(row.id) && !idsOne.includes(row.id))).toBe(true)
    expect((await r('entryUser/getMyRecord', {}, two)).code).toBe(410201)
  })

  it("keeps one user's query schemes to the tenant they were saved in", async () => {
    const saved = (await post('/joyhr/web/selfSchemeQuery/add', { name: 'Tenant one only', conditions: { status: 2 } }, one)).body.result as { id: string }
    expect((await post('/joyhr/web/selfSchemeQuery/add', { name: 'Tenant one only', conditions: {} }, two)).body.code).toBe(0)
    const listTwo = (await post('/joyhr/web/selfSchemeQuery/findSelfSchemeQueryByUser', {}, two)).body.result as Array<{ id: string }>
    expect(listTwo.map((s) => s.id)).not.toContain(saved.id)
    for (const call of ['getSelfSchemeInfo', 'updateSelfSchemeInfo', 'updateDefaultScheme', 'remove']) {
      expect((await post(`/joyhr/web/selfSchemeQuery/${call}`, { id: saved.id, name: 'Changed' }, two)).body.code).toBe(410501)
    }
    expect((await post('/ums/web/entryUser/getUserPage', { schemeId: saved.id }, two)).body.code).toBe(410501)
    expect((await post('/joyhr/web/selfSchemeQuery/getSelfSchemeInfo', { id: saved.id }, one)).body.result).toMatchObject({ name: 'Tenant one only' })
  })

  it("batch-modifies only the session tenant's staff, to the session tenant's departments", async () => {
    const organsOne = ((await post('/joyhr/web/batch/getBatchModifyCondition', {}, one)).body.result as Array<{ key: string; options: Array<{ id: number }> }>)
      .find((f) => f.key === 'organ')!.options.map((o) => o.id)
    const organsTwo = ((await post('/joyhr/web/batch/getBatchModifyCondition', {}, two)).body.result as Array<{ key: string; options: Array<{ id: number }> }>)
      .find((f) => f.key === 'organ')!.options.map((o) => o.id)
    expect(organsOne.filter((id) => organsTwo.includes(id))).toEqual([])
    const [idsOne, idsTwo] = [await staffIds(one), await staffIds(two)]
    const before = await gateway.ctx.db.selectFrom('employee').select(['id', 'organ_id']).where('id', 'in', idsOne).orderBy('id').execute()
    const withPosition = (await gateway.ctx.db.selectFrom('gangwei').select('organ_id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()).organ_id
    expect((await post('/joyhr/web/batch/batchModify', { ids: idsOne.slice(0, 3), field: 'organ', value: withPosition }, two)).body.result).toEqual({ changed: 0, skipped: 3 })
    expect((await post('/joyhr/web/batch/batchModify', { ids: idsTwo.slice(0, 1), field: 'organ', value: organsOne[0] }, two)).body.code).toBe(410504)
    expect(await gateway.ctx.db.selectFrom('employee').select(['id', 'organ_id']).where('id', 'in', idsOne).orderBy('id').execute()).toEqual(before)
  })

  it("keeps organisation units, post categories, posts and positions to the session tenant", async () => {
    const r = async (path: string, body: unknown, token: string) => (await post(`/ums/web/${path}`, body, token)).body
    const db = gateway.ctx.db
    const organOne = (await post('/ums/web/organ/organTreeList', {}, one)).body.result[0].id
    const organTwo = (await post('/ums/web/organ/organTreeList', {}, two)).body.result[0].id
    for (const [path, body] of [['organ/getOrganById', { id: organOne }], ['organ/getDeptByOrganId', { organId: organOne }], ['organ/save', { parentId: organOne, name: 'x' }],
      ['organ/rename', { id: organOne, name: 'x' }], ['organ/move', { id: organOne, parentId: organTwo }], ['organ/remove', { id: organOne }]] as const) {
      expect((await r(path, body, two)).code).toBe(410401)
    }
    const treeTwo = (await r('organ/organTreeListForAuth', {}, two)).result as Array<{ id: number }>
    expect(treeTwo.map((n) => n.id)).toEqual([organTwo])
    const postOne = await db.selectFrom('zhiwei').selectAll().where('tenant_id', '=', 1).executeTakeFirstOrThrow()
    const positionOne = await db.selectFrom('gangwei').selectAll().where('tenant_id', '=', 1).executeTakeFirstOrThrow()
    const postIdsTwo = (await r('zhiwei/getZhiweiAll', {}, two)).result.map((p: { id: number }) => p.id)
    expect(postIdsTwo.length).toBeGreaterThan(0)
    expect(postIdsTwo).not.toContain(postOne.id)
    expect((await r('zhiwei/getAllZhiweis', {}, two)).result.map((p: { id: number }) => p.id)).not.toContain(postOne.id)
    expect((await r('zhiwei/getAllZhiweisByOrganIds', { organIds: [organOne] }, two)).result.map((p: { id: number }) => p.id)).not.toContain(postOne.id)
    expect((await r('zhiwei/getZhileiList', {}, two)).result.map((c: { id: number }) => c.id)).not.toContain(postOne.zhilei_id)
    expect((await r('zhiwei/getZhiweiPageByZhileiId', { zhileiId: postOne.zhilei_id }, two)).result.total).toBe(0)
    expect((await r('gangwei/getGangweiPage', { rows: 200 }, two)).result.rows.map((g: { id: number }) => g.id)).not.toContain(positionOne.id)
    expect((await r('gangwei/getGangweiInfo', { id: positionOne.id }, two)).code).toBe(410401)
    expect((await r('gangwei/getGangweiNamesByOrganId', { organId: positionOne.organ_id }, two)).result).toEqual([])
    expect((await r('gangwei/getGangweiNamesByOrganIds', { organIds: [positionOne.organ_id] }, two)).result).toEqual([])
    expect((await r('zhilei/save', { id: postOne.zhilei_id, name: 'x' }, two)).code).toBe(410401)
    expect((await r('zhilei/remove', { id: postOne.zhilei_id }, two)).code).toBe(410401)
    expect((await r('zhiwei/save', { zhileiId: postOne.zhilei_id, name: 'x' }, two)).code).toBe(410401)
    expect((await r('zhiwei/remove', { id: postOne.id }, two)).code).toBe(410401)
    expect((await r('gangwei/save', { organId: positionOne.organ_id, zhiweiId: postOne.id, name: 'x' }, two)).code).toBe(410401)
    expect((await r('gangwei/remove', { id: positionOne.id }, two)).code).toBe(410401)
  })

  it("keeps the assistant's answers, conversations and proposed actions to the session tenant", async () => {
    const answerTwo = await ask(gateway, two, '各部门人数')
    expect(textOf(answerTwo)).toContain('北京研发中心')
    expect(textOf(answerTwo)).not.toContain('产品中心')
    const answerOne = await ask(gateway, one, '各部门人数')
    expect(textOf(answerOne)).toContain('产品中心')
    const conversationOne = answerOne[0].data.id as number
    const listTwo = (await post('/agent/web/conversation/list', {}, two)).body.result as Array<{ id: number }>
    expect(listTwo.map((c) => c.id)).not.toContain(conversationOne)
    expect((await post('/agent/web/conversation/detail', { id: conversationOne }, two)).body.code).toBe(410603)
    expect((await post('/agent/web/conversation/remove', { id: conversationOne }, two)).body.code).toBe(410603)
    expect((await ask(gateway, two, 'hello', 'en', conversationOne)).at(-1)!.data.code).toBe(410603)
    expect((await post('/agent/web/suggestions', { language: 'en' }, two)).body.result.mode).toBe('planner')
    const actionId = '00000000-0000-4000-8000-000000000001'
    const now = gateway.ctx.now()
    await gateway.ctx.db.insertInto('agent_action').values({
      id: actionId, tenant_id: 1, user_id: 1, kind: 'remind', payload: '{"instanceId":"x"}', summary: 'x', created_at: now, expires_at: now + 60_000, used_at: null,
    }).execute()
    expect((await post('/agent/web/action/confirm', { actionId }, two)).body.code).toBe(410604)
    expect((await gateway.ctx.db.selectFrom('agent_action').select('used_at').where('id', '=', actionId).executeTakeFirstOrThrow()).used_at).toBeNull()
  })
})
