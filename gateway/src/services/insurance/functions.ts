/** FunctionIds of the insurance pages in the payroll app (apps/salary/manifest.json). */
export const INSURANCE_FUNCTIONS = {
  schemes: '8211',
  editSchemes: '821101',
  bases: '8212',
  editBases: '821201',
} as const
