/**
 * The DingTalk stand-in's fixed demo credentials (demo mode only): what a company administrator copies
 * from DingTalk's developer console into the portal's connector settings. The stand-in's page shows them.
 */
export const DINGTALK_DEMO = {
  corpId: 'dingdemocorp',
  appKey: 'dingdemoapp',
  appSecret: 'demo-dingtalk-app-secret',
  agentId: '3000000001',
  callbackToken: 'demo-dingtalk-token',
  /** EncodingAESKey: 43 characters. */
  callbackKey: 'DemoDingTalkCallbackAesKey0123456789abcdefg',
} as const
