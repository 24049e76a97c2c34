/** The directory routes the tests call. */
export const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'
export const ORGAN_TREE = '/gateway/ums/web/organ/organTreeList'
export const USER_LIGHT = '/gateway/ums/web/entryUser/getUserLight'

/** A unit of the organisation tree route's answer. */
export interface OrganNode {
  id: number
  name: string
  staffCount: number
  children: OrganNode[]
}
