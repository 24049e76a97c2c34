import { callThrough } from '@hr-portal/api/client'
import { dirsyncApi, type Platform, type SettingsDraft } from '@hr-portal/api/client/dirsync'
import { http } from '@hr-portal/kit'

// Directory sync's answers, typed by the contract (api/src/dirsync).
export type {
  Connector,
  FieldChange,
  PlanStep,
  Platform,
  Rules,
  Run,
  SettingsDraft,
  SuiteAuth,
} from '@hr-portal/api/client/dirsync'

export const PLATFORMS: Platform[] = ['wecom', 'dingtalk', 'feishu']
export const FIELDS = [
  'name',
  'mobile',
  'email',
  'jobNumber',
  'department',
  'title',
  'entryDate',
  'workStartDate',
] as const

/** The Directory sync page's calls (gateway services/dirsync, §7 /ums/web/wechat). */
const dirsync = dirsyncApi(callThrough(http))

export const loadConnector = (platform: Platform) => dirsync.connectors.get({ platform })
export const saveConnector = (platform: Platform, draft: SettingsDraft) =>
  dirsync.connectors.save({ platform, ...draft })
export const testConnector = (platform: Platform, draft: SettingsDraft) =>
  dirsync.connectors.test({ platform, ...draft })
export const loadApps = (platform: Platform) => dirsync.connectors.apps({ platform })
export const dryRun = (platform: Platform) => dirsync.syncs.dryRun({ platform })
export const startSync = (platform: Platform) => dirsync.syncs.start({ platform }).then((a) => a.runId)
export const loadRun = (runId: string) => dirsync.syncs.run({ runId })
export const loadRuns = (platform: Platform | 'old-product') =>
  dirsync.syncs.runs({ platform, pageNum: 1, pageSize: 20 })
export const loadRecords = (runId: string) => dirsync.syncs.records({ runId }).then((records) => records ?? [])
/** A run waiting for confirmation (status 'confirm'): go on and offboard the people it lists, or cancel it. */
export const confirmRemovals = (runId: string) => dirsync.removals.confirm({ runId })
export const cancelRemovals = (runId: string) => dirsync.removals.cancel({ runId })
export const loadHeld = (runId: string) =>
  dirsync.syncs.records({ runId, result: 'held' }).then((records) => records ?? [])
/** The tenant's offboarding limit (people, per cent of the staff on the job) and its staff on the job. */
export const loadRemovalLimit = () => dirsync.removals.limit()
export const saveRemovalLimit = (limit: { people: number; percent: number }) => dirsync.removals.saveLimit(limit)
export const retryFailed = (runId: string) => dirsync.syncs.retry({ runId }).then((a) => a.runId)
export const checkOldData = () => dirsync.oldData.check()
export const syncOldData = () => dirsync.oldData.sync().then((a) => a.runId)

/** Authorising the portal's WeCom app by QR code: a new link, and the tenant's authorisation (checkToAuth). */
export const startQrAuth = () => dirsync.suite.qrCodeAuth({ platform: 'wecom' })
export const checkQrAuth = () => dirsync.suite.checkToAuth({ platform: 'wecom' })
