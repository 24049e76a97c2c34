import type { Lang } from '../../../core/lang'

export { langFrom, type Lang } from '../../../core/lang'

const catalogue = {
  inconsistent: { en: 'The password entered twice is inconsistent!', zh: '两次输入的密码不一致！' },
  differs: { en: 'The new password must differ from the old one', zh: '新密码不能与旧密码相同' },
  sameAddress: { en: 'This address is already bound to your account', zh: '该地址已绑定到您的账号' },
  takenPhone: { en: 'This phone number is bound to another account', zh: '该手机号已绑定其他账号' },
  takenEmail: { en: 'This email address is bound to another account', zh: '该邮箱已绑定其他账号' },
  confirmOld: {
    en: 'Confirm with your login password or a code sent to the old address',
    zh: '请输入登录密码或发送到原地址的验证码进行确认',
  },
  confirmPassword: { en: 'Confirm with your login password', zh: '请输入登录密码进行确认' },
  wrongPassword: { en: 'The login password is incorrect', zh: '登录密码错误' },
  tenantRequired: { en: 'Tenant must be selected', zh: '请选择租户' },
  ticketInvalid: { en: 'The verification has expired, please ask for a new code', zh: '验证已失效，请重新获取验证码' },
  notOperator: { en: "You don't have permission", zh: '您没有权限' },
  sessionIsCurrent: {
    en: 'This is the session you are using: sign out instead',
    zh: '这是您当前使用的会话，请直接退出登录',
  },
  sessionGone: { en: 'This session has already ended', zh: '该会话已结束' },
} as const

/** A text of the account-security routes in `lang`. */
export function sayText(lang: Lang, key: keyof typeof catalogue): string {
  return catalogue[key][lang]
}
