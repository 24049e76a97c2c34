import type { Lang } from '../../core/lang'

export type { Lang } from '../../core/lang'

/** Every text of directory sync the portal shows: reasons of records, connector checks, platform errors. */
const catalogue = {
  // Reasons of a record's result.
  unchanged: { en: 'Already in step with the platform', zh: '与平台一致，无需变更' },
  noMobile: {
    en: 'The platform gives no mobile number for this person; the portal needs one to create the staff record',
    zh: '平台未提供此人的手机号，门户创建人员档案需要手机号',
  },
  inactiveNotCreated: {
    en: 'Disabled or not active on the platform; not created',
    zh: '在平台上已禁用或未激活，不创建',
  },
  accountWithoutRecord: {
    en: 'Matched the account {account}, which has no staff record; the account is linked',
    zh: '匹配到账号 {account}（无人员档案），已关联账号',
  },
  workStartAfterEntry: {
    en: "The date work began ({workStart}) would be after the entry date ({entry}): the platform's date was not taken",
    zh: '参加工作日期（{workStart}）将晚于入职日期（{entry}），未采用平台的日期',
  },
  leftPlatform: { en: 'No longer on the platform', zh: '已不在平台通讯录中' },
  disabledOnPlatform: { en: 'Disabled on the platform', zh: '在平台上已禁用' },
  alreadyLeft: { en: 'Already left in the portal', zh: '在门户中已离职' },
  unitNotLinked: { en: 'The department {department} is not in the portal yet', zh: '部门 {department} 尚未同步到门户' },
  unitRemoveKept: { en: 'Deleted on the platform but kept: {why}', zh: '平台上已删除，但保留：{why}' },
  rootKept: {
    en: 'The company itself: linked to the top unit, never renamed or moved',
    zh: '企业本身：对应顶级组织，不重命名、不移动',
  },
  platformFailed: { en: 'The platform could not be read: {why}', zh: '无法读取平台数据：{why}' },
  failed: { en: 'Failed: {why}', zh: '失败：{why}' },
  offboardReason: {
    en: 'Left the company on {platform} (directory sync)',
    zh: '已在{platform}通讯录中离开（通讯录同步）',
  },
  // Offboardings held for an administrator's confirmation, and runs that did not finish.
  removalHeld: {
    en: 'Waits for an administrator to confirm: this sync would offboard {count} people',
    zh: '等待管理员确认：本次同步将使 {count} 人离职',
  },
  removalCancelled: { en: 'Cancelled by an administrator: nobody was offboarded', zh: '管理员已取消：未使任何人离职' },
  replacedByNewer: { en: 'Replaced by a newer sync waiting for confirmation', zh: '已被更新的待确认同步取代' },
  interrupted: {
    en: 'The sync was interrupted (the server stopped); please run it again',
    zh: '同步被中断（服务器已停止），请重新同步',
  },
  notWaiting: {
    en: 'This sync is not waiting for a confirmation (it was confirmed or cancelled already)',
    zh: '该同步不在等待确认（可能已确认或已取消）',
  },
  // Connector settings and runs.
  notConfigured: { en: 'The {platform} connector is not set up yet', zh: '尚未配置{platform}连接' },
  secretRequired: { en: 'Please enter the app secret', zh: '请填写应用 Secret' },
  badAesKey: { en: 'The EncodingAESKey must be 43 letters and digits', zh: 'EncodingAESKey 须为 43 位字母或数字' },
  secretAgain: {
    en: 'The corp ID or the API address changed: please enter the app secret again',
    zh: '企业 ID 或 API 地址已更改，请重新填写应用 Secret',
  },
  apiUrlShape: {
    en: 'The API address must be an address such as {example}, without a path',
    zh: 'API 地址须为形如 {example} 的地址，不含路径',
  },
  apiUrlNotAllowed: {
    en: "The API address must be {platform}'s own ({example}) or an address this server's operator allows",
    zh: 'API 地址须为{platform}的官方地址（{example}），或服务器运维方允许的地址',
  },
  syncRunning: {
    en: 'A sync of this connector is running; please wait for it to finish',
    zh: '该连接正在同步，请等待完成',
  },
  runNotFound: { en: 'The sync run does not exist', zh: '同步记录不存在' },
  nothingToRetry: { en: 'This run has no failed records to retry', zh: '该次同步没有可重试的失败记录' },
  timeout: { en: '{platform} did not answer in time; please try again', zh: '{platform}未及时响应，请稍后重试' },
  unreachable: {
    en: '{platform} could not be reached: check the API address',
    zh: '无法连接{platform}：请检查 API 地址',
  },
  platformError: {
    en: '{platform} refused the request: {text} (error {code})',
    zh: '{platform}拒绝了请求：{text}（错误码 {code}）',
  },
  answeredError: {
    en: 'The API address answered with an error: check the address and the settings',
    zh: 'API 地址返回了错误，请检查地址和配置',
  },
  oldProductMissing: {
    en: "The older product's export is not configured (OLD_PRODUCT_EXPORT_URL)",
    zh: '未配置旧版产品的数据导出（OLD_PRODUCT_EXPORT_URL）',
  },
  oldProductFailed: {
    en: "The older product's export could not be read; check its address and token",
    zh: '无法读取旧版产品的导出数据，请检查地址和令牌',
  },
  // Authorising the provider's WeCom app by QR code (suite-*.ts).
  suiteNotConfigured: {
    en: 'Authorising by QR code is not set up on this server (the WeCom provider app)',
    zh: '服务器未配置企业微信第三方应用，暂不能扫码授权',
  },
  suiteNoTicket: {
    en: "WeCom has not sent the app's ticket to this server yet; please try again in a few minutes",
    zh: '企业微信尚未向服务器推送应用票据，请几分钟后重试',
  },
  stateBad: {
    en: 'This authorisation link is not valid; please show a new QR code in the portal',
    zh: '授权链接无效，请在门户中重新生成二维码',
  },
  stateExpired: {
    en: 'This authorisation link has expired; please show a new QR code in the portal',
    zh: '授权链接已过期，请在门户中重新生成二维码',
  },
  stateUsed: {
    en: 'This authorisation link was already used or replaced by a newer QR code',
    zh: '该授权链接已使用，或已被新的二维码取代',
  },
  otherBrowser: {
    en: 'This authorisation link was opened in another browser than the one that showed it in the portal, so it was refused. Open the link from the portal in the same browser.',
    zh: '此授权链接不是在门户中生成它的浏览器里打开的，已被拒绝。请在同一浏览器中打开门户给出的链接。',
  },
  authFailed: { en: 'The authorisation could not be completed: {why}', zh: '授权未能完成：{why}' },
  authCancelled: {
    en: 'The company cancelled the authorisation in WeCom; authorise again to sync',
    zh: '企业已在企业微信中取消授权，需重新授权后才能同步',
  },
  authDone: {
    en: 'Authorised: {corp}. You can close this page and continue in the portal.',
    zh: '已授权：{corp}。可关闭此页面，回到门户继续操作。',
  },
  authInProgress: {
    en: 'The authorisation is being completed; please continue in the portal',
    zh: '正在完成授权，请回到门户查看结果',
  },
  authNotVerified: {
    en: 'Authorised, but WeCom could not confirm it just now: {why}',
    zh: '已授权，但暂时无法向企业微信确认：{why}',
  },
  // The platforms' error codes an administrator meets when setting up, in words.
  wecom40013: { en: 'the corp ID is wrong', zh: '企业 ID 错误' },
  wecom40001: { en: 'the secret is wrong', zh: 'Secret 错误' },
  wecom40091: { en: 'the secret is wrong', zh: 'Secret 错误' },
  wecom60011: {
    en: 'the app may not read the contacts (set its visible range)',
    zh: '应用无权读取通讯录（请设置应用可见范围）',
  },
  wecom48009: { en: 'the app may not use this API', zh: '应用无权调用该接口' },
  wecom60020: {
    en: "this server's IP address is not among the app's trusted IPs",
    zh: '服务器 IP 不在应用的可信 IP 中',
  },
  wecom40056: { en: 'the agent ID is wrong', zh: 'AgentId 错误' },
  wecom40029: {
    en: 'the authorisation code has expired or was already used; please authorise again',
    zh: '授权码已过期或已使用，请重新授权',
  },
  wecom40082: { en: "the app's provider token is not valid", zh: '第三方应用凭证无效' },
  wecom40083: { en: "the provider app's suite ID is wrong", zh: '第三方应用的 suite_id 错误' },
  wecom40084: {
    en: "the company's authorisation is no longer valid; authorise again by QR code",
    zh: '企业授权已失效，请重新扫码授权',
  },
  wecom40085: {
    en: "the app's ticket is out of date; please try again in a few minutes",
    zh: '应用票据已失效，请几分钟后重试',
  },
  wecom84014: {
    en: 'the authorisation link has expired; please show a new QR code',
    zh: '授权链接已过期，请重新生成二维码',
  },
  platformOther: { en: 'an error the platform reports as "{message}"', zh: '平台返回的错误“{message}”' },
} as const

export type TextKey = keyof typeof catalogue

export const PLATFORM_NAMES = {
  wecom: { en: 'WeCom', zh: '企业微信' },
  dingtalk: { en: 'DingTalk', zh: '钉钉' },
  feishu: { en: 'Feishu', zh: '飞书' },
  'old-product': { en: 'the older product', zh: '旧版产品' },
} as const

export function platformName(lang: Lang, platform: string): string {
  return (PLATFORM_NAMES as Record<string, { en: string; zh: string }>)[platform]?.[lang] ?? platform
}

/** A text in `lang` with `{name}` placeholders filled from `vars`. */
export function say(lang: Lang, key: TextKey, vars: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

export const isTextKey = (key: string): key is TextKey => key in catalogue

/** A reason as stored with a record: a text key and its values, or the portal's own words (a refusal of the records page). */
export type Reason = { key: TextKey; vars?: Record<string, string | number> } | { text: string } | null

export function sayReason(lang: Lang, raw: string): string {
  if (!raw) return ''
  try {
    const reason = JSON.parse(raw) as Reason
    if (!reason) return ''
    if ('text' in reason) return reason.text
    if (isTextKey(reason.key)) {
      const vars = { ...reason.vars }
      if (typeof vars.platform === 'string') vars.platform = platformName(lang, vars.platform)
      if (typeof vars.why === 'string' && vars.why.startsWith('{')) vars.why = sayReason(lang, vars.why)
      return say(lang, reason.key, vars)
    }
  } catch {
    // A reason stored by an older version: shown as it is.
  }
  return raw
}
