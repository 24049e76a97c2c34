import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { checkDigitOf } from './pnid'

export const U = (path: string) => `/gateway/ums/web/${path}`
/** A valid ID number: the 17 digits given and their check digit. */
export const pnid = (first17: string) => `${first17}${checkDigitOf(first17)}`
export const en = { 'accept-language': 'en' }

type Post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) => Promise<any>

/** A test gateway with HR and a staff member signed in, a position and one of another department. */
export interface RecordsGateway {
  gateway: TestGateway
  hr: string
  staff: string
  position: { id: number; organ_id: number; zhiwei_id: number }
  otherPosition: { id: number; organ_id: number }
  /** Posts to a ums route (as HR unless a token is given) and answers the body. */
  post: Post
}

export async function startRecordsGateway(): Promise<RecordsGateway> {
  const gateway = await startTestGateway()
  const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  const staff = await gateway.login('staff', 'Staff@12345')
  const positions = await gateway.ctx.db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', 1)
    .orderBy('id')
    .execute()
  const position = positions[0]
  const otherPosition = positions.find((p) => p.organ_id !== position.organ_id)!
  const post: Post = async (path, body, token = hr, headers) => (await gateway.post(U(path), body, token, headers)).body
  return { gateway, hr, staff, position, otherPosition, post }
}
