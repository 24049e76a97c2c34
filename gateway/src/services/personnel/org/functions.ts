/** The functionIds of organisation editing (buttons of the structure page, menu item 1001) and of posts and positions (1006). */
export const ORG_FUNCTIONS = {
  organAdd: '100101',
  organRename: '100102',
  organMove: '100103',
  organRemove: '100104',
  posts: '1006',
  zhileiEdit: '100601',
  zhiweiEdit: '100602',
  gangweiEdit: '100603',
} as const
