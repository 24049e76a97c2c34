import { randomBytes } from 'node:crypto'
import { decryptMessage, encryptMessage, messageSignature } from '../directory/wx-crypt'
import { postCallback } from './callback-post'
import { directoryAdmin } from './directory-admin'
import { directoryCompany, ROOT_DEPARTMENT, type CompanyChange, type CompanyPerson } from './directory-company'
import { opaque } from './grants'
import type { SimRequest, SimResponse } from './http-server'
import type { MessageDirectory } from './inbox'
import { dingtalkDates } from './stand-in-dates'

export interface DingtalkDirectoryOptions {
  corpId: string
  appKey: string
  appSecret: string
  agentId: string
  callbackToken: string
  callbackKey: string
}

const userIdOf = (key: string) => `dt-${key}`
const keyOfUser = (userid: unknown) => (typeof userid === 'string' && userid.startsWith('dt-') ? userid.slice(3) : '')
const ok = (fields: Record<string, unknown>): SimResponse => ({
  status: 200,
  json: { errcode: 0, errmsg: 'ok', ...fields, request_id: opaque('', 6) },
})
const error = (errcode: number, errmsg: string): SimResponse => ({
  status: 200,
  json: { errcode, errmsg, request_id: opaque('', 6) },
})
const authError = (subCode: string, subMsg: string): SimResponse => ({
  status: 200,
  json: {
    errcode: 88,
    sub_code: subCode,
    sub_msg: subMsg,
    errmsg: `ding talk error[subcode=${subCode},submsg=${subMsg}]`,
    request_id: opaque('', 6),
  },
})

const EVENT_TYPES = {
  department: { created: 'org_dept_create', updated: 'org_dept_modify', deleted: 'org_dept_remove' },
  member: { created: 'user_add_org', updated: 'user_modify_org', deleted: 'user_leave_org' },
} as const

function userOf(person: CompanyPerson) {
  return {
    userid: userIdOf(person.key),
    unionid: `union-${person.key}`,
    name: person.name,
    avatar: '',
    state_code: '86',
    ...(person.mobile ? { mobile: person.mobile } : {}),
    hide_mobile: false,
    telephone: '',
    job_number: person.jobNumber ?? '',
    title: person.title ?? '',
    email: person.email ?? '',
    org_email: '',
    work_place: '',
    remark: '',
    dept_id_list: person.departmentKeys,
    dept_order_list: person.departmentKeys.map((dept_id) => ({ dept_id, order: 0 })),
    ...dingtalkDates(person),
    active: person.active,
    admin: person.key === 'admin',
    boss: false,
    leader: false,
    exclusive_account: false,
    senior: false,
    real_authed: true,
  }
}

/**
 * DingTalk's directory on the stand-in: the app token (new API /v1.0/oauth2/accessToken and the older
 * /gettoken), topapi/v2 department listsub/get, user list (cursor paging, at most 100)/get and
 * /microapp/list with DingTalk's shapes and codes (errcode 88 + sub_code 40014 for a bad token, 60003,
 * 60121), and the event push: each change of the company is POSTed to the registered callback URL as
 * { encrypt } with msg_signature, timestamp and nonce, sealed for the app key; check_url when the URL is set.
 */
export function dingtalkDirectoryStandIn(options: DingtalkDirectoryOptions) {
  const company = directoryCompany()
  const tokens = new Map<string, number>()

  function seal(event: Record<string, unknown>) {
    const timestamp = String(Date.now())
    const nonce = randomBytes(4).toString('hex')
    const encrypt = encryptMessage(
      options.callbackKey,
      options.appKey,
      JSON.stringify({ ...event, CorpId: options.corpId, TimeStamp: timestamp }),
    )
    return {
      query: new URLSearchParams({
        msg_signature: messageSignature(options.callbackToken, timestamp, nonce, encrypt),
        timestamp,
        nonce,
      }),
      body: JSON.stringify({ encrypt }),
    }
  }

  /** Posts an event; answers null when the receiver replied with the encrypted, signed "success". */
  async function push(url: string, event: Record<string, unknown>): Promise<string | null> {
    const { query, body } = seal(event)
    const answer = await postCallback(`${url}${url.includes('?') ? '&' : '?'}${query}`, body)
    if (!answer.ok) return answer.reason
    try {
      const reply = JSON.parse(answer.body)
      if (
        answer.status === 200 &&
        reply.msg_signature ===
          messageSignature(options.callbackToken, String(reply.timeStamp), String(reply.nonce), reply.encrypt) &&
        decryptMessage(options.callbackKey, reply.encrypt).text === 'success'
      )
        return null
    } catch {
      /* answered below */
    }
    return `回复不是加密的 success · HTTP ${answer.status}, the reply is not the encrypted "success"`
  }

  const admin = directoryAdmin(company, {
    platform: '钉钉 DingTalk',
    colour: '#1677ff',
    credentials: [
      { label: '企业 CorpId', value: options.corpId },
      { label: '应用 AppKey (Client ID)', value: options.appKey },
      { label: '应用密钥 AppSecret (Client Secret)', value: options.appSecret },
      { label: '应用 AgentId', value: options.agentId },
      { label: '回调签名 Token', value: options.callbackToken },
      { label: '回调加密 aes_key (EncodingAESKey)', value: options.callbackKey },
    ],
    departmentId: String,
    personId: userIdOf,
    checkUrl: async (url) => push(url, { EventType: 'check_url' }),
    send: async (url, change: CompanyChange) => {
      const ids =
        change.kind === 'department' ? { DeptId: [change.department.key] } : { UserId: [userIdOf(change.person.key)] }
      return (
        (await push(url, {
          EventType: EVENT_TYPES[change.kind][change.action],
          ...ids,
          OptStaffId: userIdOf('admin'),
        })) ?? '成功 success'
      )
    },
  })

  function api(request: SimRequest): SimResponse | null {
    const { path, body } = request
    const token = request.query.get('access_token')
    if (!token) return authError('40000', 'access_token is blank')
    if ((tokens.get(token) ?? 0) < Date.now()) return authError('40014', '不合法的access_token')
    if (path === '/topapi/v2/department/listsub' || path === '/topapi/v2/department/get') {
      if (path.endsWith('/get') && body.dept_id === undefined) return error(400002, '无效的参数')
      const department = company.department(Number(body.dept_id ?? ROOT_DEPARTMENT))
      if (!department) return error(60003, '部门不存在')
      if (path.endsWith('/get')) {
        return ok({
          result: {
            dept_id: department.key,
            name: department.name,
            ...(department.parentKey === null ? {} : { parent_id: department.parentKey }),
            order: department.order,
            auto_add_user: false,
            create_dept_group: false,
            dept_manager_userid_list: [],
            outer_dept: false,
          },
        })
      }
      return ok({
        result: company.children(department.key).map((d) => ({
          dept_id: d.key,
          name: d.name,
          parent_id: d.parentKey,
          auto_add_user: false,
          create_dept_group: false,
        })),
      })
    }
    if (path === '/topapi/v2/user/list') {
      const department = company.department(Number(body.dept_id))
      if (!department) return error(60003, '部门不存在')
      const cursor = Number(body.cursor ?? 0)
      const size = Number(body.size)
      if (!Number.isInteger(size) || size < 1 || size > 100 || !Number.isInteger(cursor) || cursor < 0)
        return error(400002, '无效的参数')
      const people = company.peopleIn(department.key)
      const more = cursor + size < people.length
      return ok({
        result: {
          has_more: more,
          ...(more ? { next_cursor: cursor + size } : {}),
          list: people.slice(cursor, cursor + size).map(userOf),
        },
      })
    }
    if (path === '/topapi/v2/user/get') {
      const person = company.person(keyOfUser(body.userid))
      return person ? ok({ result: userOf(person) }) : error(60121, '找不到该用户')
    }
    if (path === '/microapp/list') {
      return ok({
        appList: [
          {
            agentId: Number(options.agentId),
            name: 'HR Portal 人事门户',
            appDesc: '人事服务与审批 · HR services and approvals',
            appIcon: '',
            isSelf: true,
            appStatus: 1,
            homepageLink: '',
            pcHomepageLink: '',
            ompLink: '',
          },
          {
            agentId: -4,
            name: '审批',
            appDesc: '钉钉审批 · DingTalk approvals',
            appIcon: '',
            isSelf: false,
            appStatus: 1,
            homepageLink: '',
            pcHomepageLink: '',
            ompLink: '',
          },
          {
            agentId: -14,
            name: '考勤打卡',
            appDesc: '钉钉考勤 · DingTalk attendance',
            appIcon: '',
            isSelf: false,
            appStatus: 1,
            homepageLink: '',
            pcHomepageLink: '',
            ompLink: '',
          },
        ],
      })
    }
    return null
  }

  function issueToken(): string {
    const token = opaque('', 16)
    tokens.set(token, Date.now() + 7200_000)
    return token
  }

  // What the work-notice endpoints (dingtalk-messages.ts) check: this stand-in's tokens and people.
  const messageDirectory: MessageDirectory = {
    isToken: (token) => (tokens.get(token) ?? 0) >= Date.now(),
    people: () => company.people().map((p) => ({ userId: userIdOf(p.key), name: p.name, active: p.active })),
  }
  return Object.assign(
    async (request: SimRequest): Promise<SimResponse | null> => {
      if (request.path.startsWith('/sim/')) return admin(request)
      if (request.path === '/v1.0/oauth2/accessToken' && request.method === 'POST') {
        if (request.body.appKey !== options.appKey || request.body.appSecret !== options.appSecret) {
          return {
            status: 400,
            json: {
              requestid: opaque('', 6),
              code: 'invalidClientIdOrSecret',
              message: '无效的clientId或者clientSecret',
            },
          }
        }
        return { status: 200, json: { accessToken: issueToken(), expireIn: 7200 } }
      }
      if (request.path === '/gettoken' && request.method === 'GET') {
        if (!request.query.get('appkey')) return error(40035, '缺少参数 corpid or appkey')
        if (request.query.get('appkey') !== options.appKey || request.query.get('appsecret') !== options.appSecret)
          return error(40096, '不合法的appKey或appSecret')
        return ok({ access_token: issueToken(), expires_in: 7200 })
      }
      if ((request.path.startsWith('/topapi/') || request.path === '/microapp/list') && request.method === 'POST')
        return api(request)
      return null
    },
    { messageDirectory },
  )
}
