/** FunctionIds of the scheduling app (apps/scheduling/manifest.json). The shift table keeps the ids it had in the attendance app. */
export const PAIBAN_FUNCTIONS = {
  calendars: '8101',
  editCalendars: '810101',
  shiftTypes: '8102',
  editShiftTypes: '810201',
  groups: '8103',
  editGroups: '810301',
  shiftTable: '8002',
  editShifts: '800102',
  swaps: '8104',
} as const

/** The workflow business type of a shift swap. */
export const SHIFT_SWAP_BIZ_TYPE = 'shiftSwap'
