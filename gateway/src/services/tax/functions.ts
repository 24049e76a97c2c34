/** FunctionIds of the income tax app (apps/tax/manifest.json). My tax deductions (8303) is open to every staff member. */
export const ETAX_FUNCTIONS = {
  monthly: '8301',
  export: '830101',
  annual: '8302',
  myDeductions: '8303',
} as const
