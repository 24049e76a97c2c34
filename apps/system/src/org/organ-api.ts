import { http } from '@hr-portal/kit'
import type { OrganNode } from '../organ-tree'

/** Organisation editing calls (gateway services/ums/org) and the functions that gate them. */

export const STRUCTURE_MENU = '1001'
export const ORGAN_FUNCTIONS = { add: '100101', rename: '100102', move: '100103', remove: '100104' } as const
export type OrganAction = keyof typeof ORGAN_FUNCTIONS

export interface OrganInfo {
  id: number
  parentId: number | null
  name: string
  code: string
  level: number
  path: string[]
}

export const loadOrgan = (id: number) =>
  http.postJson<OrganInfo>('/ums/web/organ/getOrganById', { id }).then((a) => a.result!)
export const loadTree = () => http.postForm<OrganNode[]>('/ums/web/organ/organTreeList', {}).then((a) => a.result ?? [])
export const addOrgan = (parentId: number, name: string) =>
  http.postJson<OrganInfo>('/ums/web/organ/save', { parentId, name: name.trim() })
export const renameOrgan = (id: number, name: string) =>
  http.postJson<OrganInfo>('/ums/web/organ/rename', { id, name: name.trim() })
export const moveOrgan = (id: number, parentId: number) =>
  http.postJson<OrganInfo>('/ums/web/organ/move', { id, parentId })
export const removeOrgan = (id: number) => http.postJson('/ums/web/organ/remove', { id })
