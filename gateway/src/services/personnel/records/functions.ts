/** The functionIds of the personnel app (menu ids 330–359 in apps/personnel/manifest.json). */
export const RECORD_FUNCTIONS = {
  /** Menu item 'Employee records': the list, a record, the form choices. */
  records: '1101',
  /** Button 'Edit' on a record. */
  edit: '110101',
  /** Button 'Onboard' (a new hire). */
  onboard: '110102',
  /** Button 'Offboard'. */
  offboard: '110103',
  /** Menu item 'Left staff' (the lizhi search). */
  leftStaff: '1102',
  /** Menu item 'My record': open to everyone (auth flag 0), served by getMyRecord without a function. */
  myRecord: '1103',
} as const
