/** FunctionIds of the payroll app's set-up and runs (apps/salary/manifest.json). */
export const SALARY_FUNCTIONS = {
  items: '8201',
  editItems: '820101',
  groups: '8202',
  editGroups: '820201',
  profiles: '8203',
  editProfiles: '820301',
  runs: '8204',
  calculate: '820401',
  submit: '820402',
  publish: '820403',
} as const

/** The workflow business type of a monthly run's approval. */
export const SALARY_RUN_BIZ_TYPE = 'salaryRun'

/** YYYY-MM between 2000 and 2100, as the routes' schemas take it. */
export const MONTH_SCHEMA = { type: 'string', pattern: '^(20\\d\\d|2100)-(0[1-9]|1[0-2])$' }
