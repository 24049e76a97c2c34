import { http } from './shell'

export type Tab = 'todo' | 'done' | 'started'
export interface CenterRow {
  id: string; bizType: string; bizId: string; title: string; summary: string; applicantName: string; status: string
  currentStepName: { zh: string; en: string } | null; createdAt: number; updatedAt: number
  /** In my to-do: the away approver I hold the request for as their delegate. */
  onBehalfOf?: { id: number; name: string } | null
}

async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await http.postJson<T>(path, body)
  if (answer.code !== 0) throw Object.assign(new Error(answer.msg), { code: answer.code })
  return answer.result as T
}

export const centerApi = {
  counts: () => call<Record<Tab, number>>('/workflow/web/approveCenter/findCount', {}),
  list: (tab: Tab, page: number) => call<{ total: number; page: number; totalPage: number; rows: CenterRow[] }>('/workflow/web/approveCenter/list', { tab, page, rows: 10 }),
  /** One request as its approval form reads it (the link of a notice names only the request). */
  request: (instanceId: string) => call<{ id: string; bizType: string; bizId: string | number; title: string }>('/workflow/web/approveForm/preview', { instanceId }),
  remind: (instanceId: string) => call<unknown>('/workflow/web/workflow/sendRemindMsg', { instanceId }),
}
