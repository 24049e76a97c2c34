import { http } from '@hr-portal/kit'

export type Platform = 'wecom' | 'dingtalk' | 'feishu'
export const PLATFORMS: Platform[] = ['wecom', 'dingtalk', 'feishu']
export const FIELDS = ['name', 'mobile', 'email', 'jobNumber', 'department', 'title'] as const
export type Field = (typeof FIELDS)[number]
export type Rules = Record<Field, 'platform' | 'portal'>

export interface Connector {
  platform: Platform
  corpId: string
  appKey: string
  agentId: string
  apiUrl: string
  appSecretSaved: boolean
  callbackTokenSaved: boolean
  callbackKeySaved: boolean
  rules: Rules
  catchupMinutes: number
  updatedAt: number
  /** 'suite': WeCom, authorised by QR code (the token comes from the provider's app). */
  authMode: 'secret' | 'suite'
}

export interface SettingsDraft {
  corpId: string
  appKey: string
  appSecret: string
  agentId: string
  callbackToken: string
  callbackKey: string
  apiUrl: string
  rules: Rules
  catchupMinutes: number
}

export interface FieldChange {
  field: string
  before: string | null
  after: string | null
}
export interface PlanStep {
  kind: 'unit' | 'member'
  platformId: string
  name: string
  action: string
  changes: FieldChange[]
  reason: string
}
export interface Counts {
  created: number
  updated: number
  moved: number
  disabled: number
  removed: number
  skipped: number
  failed: number
  held: number
  total: number
  done: number
}
export interface Run {
  id: string
  platform: Platform
  trigger: string
  status: 'running' | 'done' | 'failed' | 'confirm' | 'cancelled'
  startedAt: number
  finishedAt: number | null
  startedBy: string | null
  counts: Counts
  error: string
}
export interface RunRecord {
  seq: number
  kind: 'unit' | 'member'
  platformId: string
  name: string
  action: string
  result: string
  changes: FieldChange[]
  reason: string
  retried: boolean
}
export interface InstalledApp {
  id: string
  name: string
  description: string
  logoUrl: string
}

const W = (path: string) => `/ums/web/wechat/${path}`

export const loadConnector = (platform: Platform) =>
  http
    .postJson<{ connector: Connector | null; callbackUrl: string }>(W('config/get'), { platform })
    .then((a) => a.result!)
export const saveConnector = (platform: Platform, draft: SettingsDraft) =>
  http.postJson<Connector>(W('config/save'), { platform, ...draft }).then((a) => a.result!)
export const testConnector = (platform: Platform, draft: SettingsDraft) =>
  http.postJson<{ ok: boolean; message: string }>(W('config/test'), { platform, ...draft }).then((a) => a.result!)
export const loadApps = (platform: Platform) =>
  http.postJson<{ ok: boolean; message: string; apps: InstalledApp[] }>(W('apps'), { platform }).then((a) => a.result!)
export const dryRun = (platform: Platform) =>
  http
    .postJson<{ ok: boolean; message: string; steps: PlanStep[] }>(W('sync/dryRun'), { platform })
    .then((a) => a.result!)
export const startSync = (platform: Platform) =>
  http.postJson<{ runId: string }>(W('sync/start'), { platform }).then((a) => a.result!.runId)
export const loadRun = (runId: string) => http.postJson<Run>(W('sync/run'), { runId }).then((a) => a.result!)
export const loadRuns = (platform: Platform | 'old-product') =>
  http
    .postJson<{ total: number; list: Run[] }>(W('sync/runs'), { platform, pageNum: 1, pageSize: 20 })
    .then((a) => a.result!)
export const loadRecords = (runId: string) =>
  http.postJson<RunRecord[]>(W('sync/records'), { runId }).then((a) => a.result ?? [])
/** A run waiting for confirmation (status 'confirm'): go on and offboard the people it lists, or cancel it. */
export const confirmRemovals = (runId: string) =>
  http.postJson<{ runId: string; people: number }>(W('sync/confirm'), { runId }).then((a) => a.result!)
export const cancelRemovals = (runId: string) =>
  http.postJson<{ runId: string; people: number }>(W('sync/cancel'), { runId }).then((a) => a.result!)
export const loadHeld = (runId: string) =>
  http.postJson<RunRecord[]>(W('sync/records'), { runId, result: 'held' }).then((a) => a.result ?? [])
/** The tenant's offboarding limit (people, per cent of the staff on the job) and its staff on the job. */
export const loadRemovalLimit = () =>
  http.postJson<{ people: number; percent: number; staff: number }>(W('removalLimit/get'), {}).then((a) => a.result!)
export const saveRemovalLimit = (limit: { people: number; percent: number }) =>
  http.postJson<{ people: number; percent: number }>(W('removalLimit/save'), limit).then((a) => a.result!)
export const retryFailed = (runId: string) =>
  http.postJson<{ runId: string }>(W('sync/retry'), { runId }).then((a) => a.result!.runId)
export const checkOldData = () =>
  http.postJson<{ ok: boolean; message: string; steps: PlanStep[] }>(W('oldData/check'), {}).then((a) => a.result!)
export const syncOldData = () => http.postJson<{ runId: string }>(W('oldData/sync'), {}).then((a) => a.result!.runId)

/** A tenant's authorisation of the portal's WeCom app by QR code (checkToAuth). */
export interface SuiteAuth {
  /** False when the server has no WeCom provider app configured (message says so). */
  available: boolean
  status: 'none' | 'pending' | 'expired' | 'authorised' | 'failed' | 'cancelled'
  /** A QR code's link is out and not used yet (also while an authorised tenant authorises again). */
  pending?: boolean
  corpName?: string
  agentName?: string
  authUserName?: string
  expiresAt?: number
  verified?: boolean
  message: string
}

export const startQrAuth = () =>
  http
    .postJson<{ qrText: string; url: string; expiresAt: number }>(W('qrCodeAuth'), { platform: 'wecom' })
    .then((a) => a.result!)
export const checkQrAuth = () =>
  http.postJson<SuiteAuth>(W('checkToAuth'), { platform: 'wecom' }).then((a) => a.result!)
