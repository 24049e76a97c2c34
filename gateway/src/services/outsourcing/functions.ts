/** FunctionIds of the outsourcing app (menu items 8801–8803 and their buttons; apps/outsourcing/manifest.json). */
export const OUTSOURCING_FUNCTIONS = {
  providers: '8801',
  editProviders: '880101',
  workers: '8802',
  editWorkers: '880201',
  statements: '8803',
  confirmStatements: '880301',
  exportStatements: '880302',
} as const

/** What an outsourced worker's account may open: clock-in and their own attendance (the attendance app's 8004 and 8005). */
export const WORKER_ACCOUNT_FUNCTIONS = ['8004', '8005'] as const
