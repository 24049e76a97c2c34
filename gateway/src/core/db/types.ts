import type { Generated, Kysely } from 'kysely'

// Row types of the tables core itself reads and writes (sign-in, sessions, tenants, roles, menus).
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (better-sqlite3 cannot
// bind booleans, and 0/1 reads the same on PostgreSQL). Each service adds its own tables to
// Database in its tables.ts (services/<name>/tables.ts) by declaration merging.

/** The gateway's schema: core's tables here, every service's merged in from its tables.ts. */
export interface Database {
  company: CompanyTable
  tenant: TenantTable
  user_tenant: UserTenantTable
  organ: OrganTable
  employee: EmployeeTable
  app_user: AppUserTable
  role: RoleTable
  role_function: RoleFunctionTable
  user_role: UserRoleTable
  menu: MenuTable
  menu_button: MenuButtonTable
  session: SessionTable
  sign_in_history: SignInHistoryTable
  pre_login: PreLoginTable
}

export type Db = Kysely<Database>

/** One organisation unit: the tree every directory, permission and report query reads (ums edits it). */
export interface OrganTable {
  id: number
  tenant_id: number
  parent_id: number | null
  name: string
  code: string
  level: number
  sort: number
  /** English name (migration 032), null when not given: the assistant matches a unit by either name. */
  name_en?: string | null
}

export interface CompanyTable {
  id: number
  name: string
  /** 'active' or 'disabled' (a disabled company's users cannot sign in). */
  status: Generated<string>
  created_at: Generated<number>
}

export interface TenantTable {
  id: number
  company_id: number
  name: string
  code: string
  /** Minutes without use after which a session of the tenant ends (migration 037; bounds in core/auth/idle.ts). */
  idle_minutes: Generated<number>
}

export interface UserTenantTable {
  user_id: number
  tenant_id: number
}

export interface EmployeeTable {
  id: number
  tenant_id: number
  organ_id: number
  gangwei_id: number
  zhiwei_id: number
  name: string
  job_number: string
  phone: string
  email: string
  gender: number
  entry_date: number
  leave_date: number | null
  /** 1 = on the job, 2 = left. */
  status: number
  /** The line manager (employee of the same tenant), null at the top (migration 022, the workflow's manager chain). */
  manager_id?: number | null
}

export interface AppUserTable {
  id: number
  user_name: string
  real_name: string
  password_hash: string
  password_salt: string
  phone: string
  email: string
  tenant_id: number
  company_id: number
  employee_id: number | null
  is_super: number
  perm_version: number
  head_url: string
}

export interface RoleTable {
  id: number
  tenant_id: number
  /** The name shown in Chinese, and in English when there is no English name (core/auth/role-name.ts). */
  name: string
  /** The English name (migration 107), null when not given. */
  name_en: string | null
  description: string
}

export interface RoleFunctionTable {
  role_id: number
  function_id: string
  /** §6: 1 = the grant authorises the action (the auth-flag variant passes), 0 = shown only. */
  auth_flag: Generated<number>
}

export interface UserRoleTable {
  user_id: number
  role_id: number
}

export interface MenuTable {
  id: number
  parent_id: number | null
  app_code: string
  /** functionId for items, the app code for top-level entries. */
  code: string
  name_zh: string
  name_en: string
  link_url: string
  item_attr: string
  open_type: number
  auth_flag: number
  biz_type_id: number | null
  sort: number
  source_app: string | null
  logo_url: string
  type: number
}

export interface MenuButtonTable {
  id: number
  menu_id: number
  function_id: string
  name_zh: string
  name_en: string
  auth_flag: number
}

export interface SessionTable {
  token_hash: string
  user_id: number
  tenant_id: number
  created_at: number
  expires_at: number
  revoked_at: number | null
  perm_seen: number
  /** When the session was last used, written at most once a minute (core/auth/idle.ts); null: not since it began. */
  last_active_at: number | null
  /** The address and browser that opened it, for the user's list of sessions (migration 037). */
  ip: string
  user_agent: string
  /** The brand (system code) of the host it was signed in on, '' before migration 088: its hidden apps stay hidden. */
  sys_code: string
  /** 1: a platform operator opened it by super login (migration 094); 0: any other sign-in. */
  super_login: number
  /** 1: its portal must reload (migration 111; set by core/auth/sessions.ts requireRefresh, cleared by the shell after it reloaded). */
  need_refresh: number
  /** sha256 of the session's channel secret (its own cookie, set at sign-in; migration 126); '' when it has none. */
  channel_hash: string
}

/** One successful sign-in (issueLogin), shown to the user in the security settings. */
export interface SignInHistoryTable {
  tenant_id: number
  id: string
  user_id: number
  at: number
  ip: string
  user_agent: string
  /** 'password', 'code', 'qr', 'messaging', 'oidc', 'super', 'old-version' … */
  method: string
}

/** A sign-in waiting for the tenant the user picks (§7 preLogin); the ticket is stored hashed. */
export interface PreLoginTable {
  ticket_hash: string
  user_id: number
  remember: number
  method: string
  expires_at: number
  used_at: number | null
}
