import { route } from '../route'
import { bool, int, list, nullable, num, objectBody, oneOf, record, str, text, type TSchema } from '../schema'
import { DIRSYNC } from './codes'

/** The messaging platforms a tenant connects its directory to. */
export const PLATFORMS = ['wecom', 'dingtalk', 'feishu'] as const
/** The fields a sync keeps in step; each is won by the platform or the portal. */
export const SYNC_FIELDS = [
  'name',
  'mobile',
  'email',
  'jobNumber',
  'department',
  'title',
  'entryDate',
  'workStartDate',
] as const
const WINNERS = ['platform', 'portal'] as const
/** The same schema for each synced field. */
const perField = <S extends TSchema>(schema: () => S) =>
  Object.fromEntries(SYNC_FIELDS.map((field) => [field, schema()])) as Record<(typeof SYNC_FIELDS)[number], S>

export const TENANT =
  "the session tenant's connectors, runs and records only (services/dirsync/catch-up.test.ts: tenant 2 never reads tenant 1's)"
export const PLATFORM_BODY = objectBody({ platform: oneOf(PLATFORMS) }, ['platform'])

/** Who wins each field when portal and platform differ. */
export const rules = record(perField(() => oneOf(WINNERS)))

/** The settings as the page shows them: secrets never leave the gateway, only whether one is saved. */
export const connector = record({
  platform: oneOf(PLATFORMS),
  corpId: str(),
  appKey: str(),
  agentId: str(),
  apiUrl: str(),
  appSecretSaved: bool(),
  callbackTokenSaved: bool(),
  callbackKeySaved: bool(),
  rules,
  catchupMinutes: num(),
  /** The custom attributes the entry date (WeCom; DingTalk and Feishu when their own field is empty) and the date work began are read from. */
  entryDateAttr: str(),
  workStartAttr: str(),
  updatedAt: num(),
  /** 'suite': WeCom, authorised by QR code (the token comes from the provider's app). */
  authMode: oneOf(['secret', 'suite']),
})

/** The connector settings an administrator saves or tests; an empty secret, token or key keeps the saved one. */
export const SETTINGS_BODY = objectBody(
  {
    platform: oneOf(PLATFORMS),
    corpId: text(100, 1),
    appKey: text(100),
    appSecret: text(200),
    agentId: text(50),
    callbackToken: text(100),
    callbackKey: text(100),
    apiUrl: text(300),
    rules: objectBody(perField(() => oneOf(WINNERS))),
    catchupMinutes: int(0, 10_080),
    /** Empty: 入职日期 / 参加工作时间. */
    entryDateAttr: text(100),
    workStartAttr: text(100),
  },
  ['platform', 'corpId'],
)

/** An app installed in the company on the platform. */
export const installedApp = record({ id: str(), name: str(), description: str(), logoUrl: str() })

/** The Directory sync page's connector calls (§7 /ums/web/wechat config and apps; function 1009, writes 100901). */
export const connectors = {
  get: route({
    method: 'POST',
    path: '/ums/web/wechat/config/get',
    body: PLATFORM_BODY,
    result: record({ connector: nullable(connector), callbackUrl: str() }),
    errors: [],
    tenant: TENANT,
    summary: "The platform's saved connector (secrets masked) and the callback address to give its console.",
  }),
  save: route({
    method: 'POST',
    path: '/ums/web/wechat/config/save',
    body: SETTINGS_BODY,
    result: connector,
    errors: [DIRSYNC.badSettings],
    tenant: TENANT,
    summary: 'Saves the connector (an empty secret keeps the saved one for the same corp id and API address), audited.',
  }),
  test: route({
    method: 'POST',
    path: '/ums/web/wechat/config/test',
    body: SETTINGS_BODY,
    result: record({ ok: bool(), message: str() }),
    errors: [DIRSYNC.badSettings],
    tenant: TENANT,
    summary: 'Tries the settings as a save would take them against the platform, audited; a failure is ok: false.',
  }),
  apps: route({
    method: 'POST',
    path: '/ums/web/wechat/apps',
    body: PLATFORM_BODY,
    result: record({ ok: bool(), message: str(), apps: list(installedApp) }),
    errors: [DIRSYNC.notConfigured],
    tenant: TENANT,
    summary: 'The apps installed in the company on the platform, read with the saved connector.',
  }),
}
