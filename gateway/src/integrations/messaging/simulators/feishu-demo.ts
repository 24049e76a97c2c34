/**
 * The Feishu stand-in's fixed demo credentials (demo mode only): what a company administrator copies
 * from Feishu's developer console into the portal's connector settings. The stand-in's page shows them.
 */
export const FEISHU_DEMO = {
  tenantKey: 'demo-tenant-key',
  appId: 'cli_demo_hr_portal',
  appSecret: 'demo-feishu-app-secret',
  /** Verification Token of the event subscription. */
  callbackToken: 'demo-feishu-verification-token',
  /** Encrypt Key of the event subscription. */
  callbackKey: 'demo-feishu-encrypt-key',
} as const
