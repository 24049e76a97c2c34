/**
 * The WeCom stand-in's fixed demo company, as its admin console shows it: an administrator types these
 * into the portal's Directory sync page (they are shown on the stand-in's /sim/directory page and in docs/tour/directory-sync.md).
 * The login connector's app secret stays random; the stand-in accepts this secret too (WeCom's contact-sync secret).
 */
export const WECOM_DEMO = {
  corpId: 'ww-demo-corp',
  agentId: '1000002',
  secret: 'demo-wecom-contacts-secret',
  token: 'DemoCallbackToken',
  encodingAesKey: 'DemoEncodingAESKey0for0the0WeCom0standin012',
} as const

/**
 * The WeCom stand-in's demo provider suite (服务商第三方应用): `npm start` configures the gateway with its suite, so a
 * tenant administrator can authorise the app by QR code locally; its company is the stand-in's demo company. The
 * product gives each start a suite id and secret of its own (`ww-demo-suite-<random>`); tests use these.
 */
export const WECOM_SUITE_DEMO = {
  suiteId: 'ww-demo-suite',
  suiteSecret: 'demo-wecom-suite-secret',
  token: 'DemoSuiteToken',
  encodingAesKey: 'DemoSuiteEncodingAESKey0for0the0WeCom0suite',
  appName: 'HR Portal 人事门户',
  agentId: '1000010',
} as const
