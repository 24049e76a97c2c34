/** Function ids of the attendance app's attendance pages (apps/attendance/manifest.json). */
export const KAOQIN_FUNCTIONS = {
  /** Clock-in and my attendance are every staff member's (authFlag 0): their routes ask only for a session. */
  clockIn: '8004',
  myAttendance: '8005',
  team: '8006',
  department: '8007',
  summary: '8008',
  lock: '800801',
  export: '800802',
  import: '8009',
} as const
