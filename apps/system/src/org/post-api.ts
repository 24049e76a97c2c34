import { callThrough } from '@hr-portal/api/client'
import {
  type PositionInput,
  type PostCategoryInput,
  type PostInput,
  personnelApi,
} from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

/** Post categories, posts and positions (gateway services/personnel/org) and the functions that gate their edits. */

export const POSTS_MENU = '1006'
export const POST_FUNCTIONS = { zhilei: '100601', zhiwei: '100602', gangwei: '100603' } as const

// A post category, a post with its number of positions, a position: typed by the contract (api/src/personnel).
export type {
  PostCategory as Zhilei,
  PostRow as Zhiwei,
  Position as Gangwei,
} from '@hr-portal/api/client/personnel'

const { posts } = personnelApi(callThrough(http))

export const loadZhileis = () => posts.categories()
export const loadZhiweis = () => posts.page({ page: 1, rows: 200 }).then((page) => page.rows)
export const loadGangweis = () => posts.positionPage({ page: 1, rows: 200 }).then((page) => page.rows)

export const saveZhilei = (draft: PostCategoryInput) => posts.saveCategory({ ...draft, name: draft.name.trim() })
export const saveZhiwei = (draft: PostInput) => posts.save({ ...draft, name: draft.name.trim() })
export const saveGangwei = (draft: PositionInput) => posts.savePosition({ ...draft, name: draft.name.trim() })
const removers = { zhilei: posts.removeCategory, zhiwei: posts.remove, gangwei: posts.removePosition }
export const removeItem = (kind: keyof typeof removers, id: number) => removers[kind]({ id })
