import type { Lang } from '../lang'

/**
 * The Chinese of the gateway's error texts that are raised in English only (core's shared texts, §8 sign-in texts,
 * password rules, QR sign-in, platform operations …). `{name}` stands for a part that varies (an id, a number). The
 * error handler answers the Chinese to a request in Chinese; texts raised in both languages carry their own
 * (GatewayError's `texts`, or a service's catalogue).
 */
const CHINESE: Record<string, string> = {
  'Login information is invalid, please log in again': '登录信息已失效，请重新登录',
  'Permissions have changed, refresh to obtain again': '权限已变更，请刷新后重新获取',
  "You don't have permission": '您没有权限',
  'Incorrect account or password': '账号或密码错误',
  'Not found': '未找到',
  'Not Found': '未找到',
  'system error': '系统错误',
  'Parameter is illegal': '参数不合法',
  'time out': '请求超时',
  'Third party login failed': '第三方登录失败',
  'The mobile phone number does not exist, please confirm the account created by the administrator':
    '手机号不存在，请确认管理员创建的账号',
  "Unable to obtain the current user's mobile phone number, please log out and try again":
    '无法获取当前用户的手机号，请退出后重试',
  'Tenant must be selected': '请选择租户',
  'You are not authorised for this tenant': '您未获得该租户的授权',
  'The sign-in has expired, please sign in again': '登录已过期，请重新登录',
  'This company has been disabled, please contact the platform': '该企业已被停用，请联系平台',
  'The old password is incorrect': '原密码不正确',
  'The password entered twice is inconsistent!': '两次输入的密码不一致！',
  'The password must be 9 to 20 characters long': '密码长度须为 9 到 20 个字符',
  'The password must contain at least 3 of: uppercase letters, lowercase letters, digits, symbols':
    '密码须至少包含大写字母、小写字母、数字、符号中的 3 种',
  'The new password must differ from the old one': '新密码不能与原密码相同',
  'Too many failed sign-in attempts, please try again in {n} seconds': '登录失败次数过多，请 {n} 秒后再试',
  'Too many failed sign-in attempts, please try again in {n} minutes': '登录失败次数过多，请 {n} 分钟后再试',
  'Scan the QR code first': '请先扫描二维码',
  'The sign-in was not confirmed on the phone': '未在手机上确认登录',
  'This QR code has already been answered': '该二维码已处理',
  'This QR code has already been used': '该二维码已被使用',
  'This QR code is not valid': '该二维码无效',
  'This QR code was scanned on another device': '该二维码已在其他设备上扫描',
  'The QR code has expired, please refresh it': '二维码已过期，请刷新',
  'Single sign-on is not configured on this installation': '本系统未配置单点登录',
  'Old-version login is not configured (OLD_PRODUCT_SECRET)': '未配置旧版登录（OLD_PRODUCT_SECRET）',
  'The hand-off has been used already': '该登录交接已被使用',
  'The account of the hand-off does not exist in this version': '登录交接的账号在此版本中不存在',
  'The request does not come from the portal': '该请求不是来自门户',
  'An audit channel needs the sign-in cookie': '审计通道需要登录 Cookie',
  'Only the portal opens audit channels': '只有门户可以打开审计通道',
  'Only the portal posts tracking events': '只有门户可以上报埋点事件',
  'Only the portal reports app performance': '只有门户可以上报应用性能',
  'Only the portal writes audit records': '只有门户可以写入审计记录',
  'The audit batch was refused: {reason}': '审计批次被拒绝：{reason}',
  'No such version notice': '没有该版本公告',
  'Version, title and content must not be blank': '版本、标题和内容不能为空',
  'No brand with the system code "{code}"': '没有系统代码为“{code}”的品牌',
  'The logo must be an https address or a data:image URL': '徽标须为 https 地址或 data:image 地址',
  'The link must be an https address': '链接须为 https 地址',
  'The theme must be one of: {themes} (or empty)': '主题须为以下之一：{themes}（或留空）',
  'Service segments: at most two lower-case names': '服务段：最多两个小写名称',
  'Role {id} not found': '角色 {id} 不存在',
  'Unknown functionId: {id}': '未知的功能 ID：{id}',
  'User {id} not found': '用户 {id} 不存在',
  'Staff member {id} not found': '员工 {id} 不存在',
  'Query condition item not found: {key}': '未找到查询条件项：{key}',
  'App {id} is not installed in this tenant (or is turned off)': '应用 {id} 未安装在本租户（或已停用）',
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each text with placeholders as a pattern that captures the varying parts, in order. */
const PATTERNS = Object.entries(CHINESE)
  .filter(([en]) => en.includes('{'))
  .map(([en, zh]) => {
    const names: string[] = []
    const source = escapeRegExp(en).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
      names.push(name)
      return '(.+?)'
    })
    return { pattern: new RegExp(`^${source}$`), names, zh }
  })

/** The English error text in Chinese, or null when the catalogue does not know it. */
export function chineseOf(english: string): string | null {
  const exact = CHINESE[english]
  if (exact !== undefined) return exact
  for (const { pattern, names, zh } of PATTERNS) {
    const match = pattern.exec(english)
    if (match) return names.reduce((text, name, i) => text.replace(`{${name}}`, match[i + 1]), zh)
  }
  return null
}

/** An error text raised in English only, in the request's language (unknown texts as they are). */
export const errorTextIn = (lang: Lang, english: string): string =>
  lang === 'zh' ? (chineseOf(english) ?? english) : english

/** The English texts of the catalogue (a test checks that every English-only error text of the gateway is in it). */
export const knownEnglishTexts = (): string[] => Object.keys(CHINESE)
