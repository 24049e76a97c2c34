import { callThrough } from '@hr-portal/api/client'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

/** Organisation editing calls (gateway services/personnel/org) and the functions that gate them. */

export const STRUCTURE_MENU = '1001'
export const ORGAN_FUNCTIONS = { add: '100101', rename: '100102', move: '100103', remove: '100104' } as const
export type OrganAction = keyof typeof ORGAN_FUNCTIONS

/** A unit with the names of the units above it, typed by the contract (api/src/personnel). */
export type { OrganDetail as OrganInfo } from '@hr-portal/api/client/personnel'

const { organs, directory } = personnelApi(callThrough(http))

export const loadOrgan = (id: number) => organs.detail({ id })
export const loadTree = () => directory.organTree()
export const addOrgan = (parentId: number, name: string) => organs.add({ parentId, name: name.trim() })
export const renameOrgan = (id: number, name: string) => organs.rename({ id, name: name.trim() })
export const moveOrgan = (id: number, parentId: number) => organs.move({ id, parentId })
export const removeOrgan = (id: number) => organs.remove({ id })
