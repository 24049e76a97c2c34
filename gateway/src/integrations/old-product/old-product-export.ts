import { timingSafeEqual } from 'node:crypto'
import { startSimulatorServer, type RunningSimulator } from '../messaging/simulators/http-server'

/**
 * A local stand-in of the older product's directory export: `GET /openapi/org/export` with
 * `Authorization: Bearer <token>` answers its departments and users in the older product's own shape
 * (`{ code: 0, data: { depts, users } }`; `code` 401 for a wrong token). Its data: the demo company as the
 * older product held it (some people the portal has, some it does not, one who left).
 */
export interface OldDept {
  deptId: number
  deptName: string
  parentDeptId: number
  sortNo: number
}
export interface OldUser {
  userCode: string
  userName: string
  mobilePhone: string
  email: string
  empNo: string
  deptId: number
  postName: string
  /** 'ON' on the job, 'OFF' left. */
  status: 'ON' | 'OFF'
}

export const OLD_PRODUCT_DEMO_EXPORT: { depts: OldDept[]; users: OldUser[] } = {
  depts: [
    { deptId: 100, deptName: 'Demo Co.', parentDeptId: 0, sortNo: 1 },
    { deptId: 110, deptName: '质量管理部', parentDeptId: 100, sortNo: 1 },
    { deptId: 120, deptName: '客户服务中心', parentDeptId: 100, sortNo: 2 },
  ],
  users: [
    {
      userCode: 'u-dengyj',
      userName: '邓洋娟',
      mobilePhone: '13547620649',
      email: '',
      empNo: '',
      deptId: 110,
      postName: '质量工程师',
      status: 'ON',
    },
    {
      userCode: 'u-zhouj',
      userName: '周九',
      mobilePhone: '13600000001',
      email: 'zhoujiu@old.example',
      empNo: 'OLD001',
      deptId: 110,
      postName: '质量经理',
      status: 'ON',
    },
    {
      userCode: 'u-wus',
      userName: '吴十',
      mobilePhone: '13600000002',
      email: 'wushi@old.example',
      empNo: 'OLD002',
      deptId: 120,
      postName: '客服专员',
      status: 'ON',
    },
    {
      userCode: 'u-zhengy',
      userName: '郑一',
      mobilePhone: '13600000003',
      email: '',
      empNo: 'OLD003',
      deptId: 120,
      postName: '客服专员',
      status: 'OFF',
    },
  ],
}

export async function startOldProductExport(host: string, token: string): Promise<RunningSimulator> {
  return startSimulatorServer(host, (request) => {
    if (request.path !== '/openapi/org/export' || request.method !== 'GET')
      return { status: 404, json: { code: 404, msg: 'not found' } }
    const given = Buffer.from(String(request.headers.authorization ?? ''))
    const expected = Buffer.from(`Bearer ${token}`)
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { status: 401, json: { code: 401, msg: 'invalid token' } }
    return { status: 200, json: { code: 0, msg: 'ok', data: OLD_PRODUCT_DEMO_EXPORT } }
  })
}
