import { call, http } from '@hr-portal/kit'

/** One parameter of a report, as the catalogue describes it (label in the user's language). */
export type ReportParam =
  | { name: string; kind: 'month'; label: string; required: boolean }
  | { name: string; kind: 'department'; label: string; required: boolean }
  | { name: string; kind: 'count'; label: string; required: boolean; min: number; max: number; default: number }
export interface CatalogueReport {
  code: string
  app: string
  title: string
  description: string
  params: ReportParam[]
}
export interface Department {
  id: number
  name: string
  parentId: number | null
}
export type ParamValues = Record<string, string | number>
export interface ReportTable {
  columns: Array<{ key: string; title: string; numeric?: boolean }>
  rows: Array<Record<string, string | number>>
  chart: { label: string; series: string[] }
}
export type Schedule =
  | { frequency: 'daily'; hour: number }
  | { frequency: 'weekly'; weekday: number; hour: number }
  | { frequency: 'monthly'; monthDay: number; hour: number }
export interface Subscription {
  id: string
  code: string
  title: string
  params: ParamValues
  schedule: Schedule
  paused: boolean
  nextRunAt: number | null
}
export interface Run {
  id: string
  title: string
  params: ParamValues
  scheduledFor: number
  state: 'sent' | 'failed'
  reason: string
  fileName: string
  read: boolean
}

/** The report centre (/report/web/centre), subscriptions (/report/web/subscription) and §7 report remind calls. */
export const api = {
  catalogue: () => call<{ reports: CatalogueReport[]; departments: Department[] }>('/report/web/centre/catalogue'),
  run: (code: string, params: ParamValues) =>
    call<{ title: string; params: ParamValues; table: ReportTable }>('/report/web/centre/run', { code, params }),
  exportFile: (code: string, params: ParamValues) =>
    http.exportBlob('/report/web/centre/export', { code, params }, { raw: true }),
  subscribe: (code: string, params: ParamValues, schedule: Schedule) =>
    call<Subscription>('/report/web/subscription/save', { code, params, ...schedule }),
  subscriptions: () => call<{ rows: Subscription[] }>('/report/web/subscription/list').then((r) => r.rows),
  pause: (id: string, paused: boolean) => call<Subscription>('/report/web/subscription/pause', { id, paused }),
  remove: (id: string) => call('/report/web/subscription/remove', { id }),
  unread: () => call<{ unread: number }>('/message/web/reportRemind/count').then((r) => r.unread),
  runs: (page: number, rows: number) =>
    call<{ total: number; rows: Run[] }>('/message/web/reportRemind/list', { page, rows }),
  runDetail: (id: string) => call<Run>('/message/web/reportRemind/detail', { id }),
  runItems: (id: string) => call<ReportTable & { total: number }>('/message/web/reportRemind/items', { id }),
  exportRun: (id: string) => http.exportBlob('/message/web/reportRemind/export', { id }, { raw: true }),
  markAllRead: () => call<{ marked: number }>('/message/web/reportRemind/markAllRead'),
}
