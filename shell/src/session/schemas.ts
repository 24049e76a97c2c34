// Shapes of the gateway answers the session relies on, checked before they are trusted.
import * as v from 'valibot'

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
const OptText = v.optional(v.nullable(v.string()), '')

export const LoginResult = v.object({ token: v.pipe(v.string(), v.minLength(20)), loginUserId: Id, tenantId: Id })

/** A sign-in that matches several tenants: a pre-login ticket and the tenants to pick from. */
export const TenantChoice = v.object({
  needTenant: v.literal(true),
  preLoginTicket: v.string(),
  tenants: v.array(v.object({ tenantId: Id, tenantName: v.string() })),
})

/** A sign-in that needs the authenticator code (or a recovery code) before the session opens. */
export const SecondStep = v.object({ needTotp: v.literal(true), totpTicket: v.pipe(v.string(), v.minLength(20)) })

export const TokenInfo = v.object({
  loginUserId: Id,
  token: v.string(),
  loginCorpId: v.optional(v.nullable(Id)),
  mobile: OptText,
})

export const LoginUser = v.object({
  id: Id,
  tenantId: Id,
  companyId: Id,
  userInfoId: v.optional(v.nullable(Id)),
  phone: OptText,
  loginCorpId: v.optional(v.nullable(Id)),
  loginUserId: Id,
  mobile: OptText,
  originalUserInfoId: v.optional(v.nullable(Id)),
  accType: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  realName: OptText,
  userName: v.string(),
  headPic: OptText,
  headUrl: OptText,
  tenantName: OptText,
  /** A platform operator opened this session by super login (the shell shows the operator banner). */
  superLogin: v.optional(v.boolean()),
})
export type LoginUser = v.InferOutput<typeof LoginUser>

export const PermissionData = v.object({
  btns: v.array(
    v.object({ functionId: Id, authFlag: v.optional(v.nullable(v.number())), menuId: v.optional(v.nullable(Id)) }),
  ),
  menus: v.array(v.object({ functionId: Id })),
  isSuper: v.boolean(),
  /** §3 the per-menu map: menu functionId → its buttons' functionId → auth flag (stored under LOCAL.permissionMap). */
  permissionMap: v.optional(v.record(v.string(), v.record(v.string(), v.number()))),
})
export type PermissionData = v.InferOutput<typeof PermissionData>

export const PermissionResult = v.object({ permissionData: v.looseObject(PermissionData.entries) })

const Link = v.pipe(v.string(), v.regex(/^\/[\w/-]*$/))

const Widget = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/)),
  title: v.string(),
  page: Link,
  size: v.picklist(['small', 'medium', 'large']),
  refresh: v.optional(v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(86_400))),
  more: v.optional(Link),
  functionId: v.optional(v.pipe(v.string(), v.maxLength(30))),
})

const Manifest = v.object({
  name: v.string(),
  title: v.string(),
  entry: v.pipe(v.string(), v.url()),
  origin: v.pipe(v.string(), v.url()),
  party: v.picklist(['first', 'third']),
  capabilities: v.array(v.string()),
  scopes: v.optional(v.array(v.string())),
  sandbox: v.optional(v.array(v.string())),
  allow: v.optional(v.array(v.string())),
  handshakeTimeout: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120_000))),
  intents: v.optional(v.record(v.string(), v.pipe(v.string(), v.regex(/^\/[\w/:.-]*$/)))),
  events: v.optional(
    v.object({ publish: v.optional(v.array(v.string())), subscribe: v.optional(v.array(v.string())) }),
  ),
  preload: v.optional(v.boolean()),
  widgets: v.optional(v.array(Widget)),
  /** A third-party app's per-tenant settings page, a path of its own pages. */
  settings: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[\w/.-]*$/))),
  dev: v.optional(v.boolean()),
  container: v.optional(v.string()),
  activeRule: v.optional(v.string()),
  props: v.optional(v.record(v.string(), v.string())),
})

export interface MenuItemNode {
  code: string
  linkUrl: string
  name: string
  icon?: string | null
  buttonVoList?: { functionId: string | number; name?: string | null; authFlag?: number | null }[]
  itemAttr?: string | null
  openType?: number | null
  authFlag?: number | null
  bizTypeId?: string | number | null
  sourceApp?: string | null
  children?: MenuItemNode[]
}
const MenuItemNode: v.GenericSchema<unknown, MenuItemNode> = v.object({
  code: Id,
  linkUrl: v.optional(v.nullable(v.string()), ''),
  name: v.string(),
  icon: v.optional(v.nullable(v.string())),
  buttonVoList: v.optional(
    v.array(
      v.object({
        functionId: Id,
        name: v.optional(v.nullable(v.string())),
        authFlag: v.optional(v.nullable(v.number())),
      }),
    ),
  ),
  itemAttr: v.optional(v.nullable(v.string())),
  openType: v.optional(v.nullable(v.number())),
  authFlag: v.optional(v.nullable(v.number())),
  bizTypeId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  sourceApp: v.optional(v.nullable(v.string())),
  children: v.optional(v.array(v.lazy(() => MenuItemNode)), []),
}) as v.GenericSchema<unknown, MenuItemNode>

export const AppEntryNode = v.object({
  code: Id,
  linkUrl: v.optional(v.nullable(v.string()), ''),
  name: v.string(),
  showName: v.optional(v.nullable(v.string())),
  logoUrl: v.optional(v.nullable(v.string())),
  sourceApp: v.optional(v.nullable(v.string())),
  microApp: v.optional(v.nullable(Manifest)),
  children: v.optional(v.array(MenuItemNode), []),
})
export type AppEntryNode = v.InferOutput<typeof AppEntryNode>
export const MenuTree = v.array(AppEntryNode)
