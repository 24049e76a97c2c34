import { http } from '@hr-portal/kit'

/** Post categories, posts and positions (gateway services/ums/org) and the functions that gate their edits. */

export const POSTS_MENU = '1006'
export const POST_FUNCTIONS = { zhilei: '100601', zhiwei: '100602', gangwei: '100603' } as const

export interface Zhilei {
  id: number
  name: string
  zhiweiCount: number
}
export interface Zhiwei {
  id: number
  name: string
  zhileiId: number
  zhileiName: string
  organIds: number[]
  gangweiCount: number
}
export interface Gangwei {
  id: number
  name: string
  organId: number
  organName: string
  zhiweiId: number
  zhiweiName: string
  headcount: number
  staffCount: number
}

export const loadZhileis = () =>
  http.postJson<Zhilei[]>('/ums/web/zhiwei/getZhileiList', {}).then((a) => a.result ?? [])
export const loadZhiweis = () =>
  http
    .postJson<{ rows: Zhiwei[] }>('/ums/web/zhiwei/getZhiweiPageByZhileiId', { page: 1, rows: 200 })
    .then((a) => a.result?.rows ?? [])
export const loadGangweis = () =>
  http
    .postJson<{ rows: Gangwei[] }>('/ums/web/gangwei/getGangweiPage', { page: 1, rows: 200 })
    .then((a) => a.result?.rows ?? [])

export const saveZhilei = (draft: { id?: number; name: string }) =>
  http.postJson('/ums/web/zhilei/save', { ...draft, name: draft.name.trim() })
export const saveZhiwei = (draft: { id?: number; zhileiId: number; name: string; organIds: number[] }) =>
  http.postJson('/ums/web/zhiwei/save', { ...draft, name: draft.name.trim() })
export const saveGangwei = (draft: {
  id?: number
  organId: number
  zhiweiId: number
  name: string
  headcount: number
}) => http.postJson('/ums/web/gangwei/save', { ...draft, name: draft.name.trim() })
export const removeOf = { zhilei: 'zhilei', zhiwei: 'zhiwei', gangwei: 'gangwei' } as const
export const removeItem = (kind: keyof typeof removeOf, id: number) =>
  http.postJson(`/ums/web/${removeOf[kind]}/remove`, { id })
