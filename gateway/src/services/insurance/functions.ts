/** FunctionIds of the insurance pages in the payroll app (seed/menus.ts, app `salary`). */
export const INSURANCE_FUNCTIONS = {
  schemes: '8211', editSchemes: '821101',
  bases: '8212', editBases: '821201',
} as const
