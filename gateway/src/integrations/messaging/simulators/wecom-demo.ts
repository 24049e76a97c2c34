/**
 * The WeCom stand-in's fixed demo company, as its admin console shows it: an administrator types these
 * into the portal's Directory sync page (they are shown on the stand-in's /sim/directory page and in README).
 * The login connector's app secret stays random; the stand-in accepts this secret too (WeCom's contact-sync secret).
 */
export const WECOM_DEMO = {
  corpId: 'ww-demo-corp',
  agentId: '1000002',
  secret: 'demo-wecom-contacts-secret',
  token: 'DemoCallbackToken',
  encodingAesKey: 'DemoEncodingAESKey0for0the0WeCom0standin012',
} as const
