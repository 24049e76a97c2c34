import type { Generated, Kysely } from 'kysely'

// Row types of every table. Times are epoch milliseconds in bigint columns; flags are 0/1
// integers (better-sqlite3 cannot bind booleans, and 0/1 reads the same on PostgreSQL).

export interface CompanyTable {
  id: number
  name: string
  /** 'active' or 'disabled' (a disabled company's users cannot sign in). */
  status: Generated<string>
  created_at: Generated<number>
}
export interface TenantTable { id: number; company_id: number; name: string; code: string }
export interface UserTenantTable { user_id: number; tenant_id: number }

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

export interface ZhileiTable { id: number; tenant_id: number; name: string }
export interface ZhiweiTable { id: number; tenant_id: number; zhilei_id: number; name: string }
export interface GangweiTable { id: number; tenant_id: number; organ_id: number; zhiwei_id: number; name: string }

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

/** The employee record beyond the directory columns (migration 028, services/ums/records). Dates: epoch ms, UTC midnight. */
export interface EmployeeProfileTable {
  tenant_id: number
  employee_id: number
  id_number: string
  birth_date: number | null
  address: string
  salary_grade: string
  contract_start: number | null
  contract_end: number | null
  emergency_name: string
  emergency_relation: string
  emergency_phone: string
  leave_reason: string
  updated_by: number | null
  updated_at: number
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

export interface RoleTable { id: number; tenant_id: number; name: string; description: string }
export interface RoleFunctionTable {
  role_id: number
  function_id: string
  /** §6: 1 = the grant authorises the action (the auth-flag variant passes), 0 = shown only. */
  auth_flag: Generated<number>
}
export interface UserRoleTable { user_id: number; role_id: number }

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
}

export interface BridgeAuditTable {
  id: string
  user_id: number
  tenant_id: number
  app: string
  origin: string
  method: string
  capability: string
  decision: string
  reason: string
  arg_bytes: number
  latency_ms: number
  at: number
  received_at: number
  /** Calls the row stands for: 1, or more for a flood or a summary. */
  count: Generated<number>
}

/** One web-vital value an app reported (bridge `perf.report`), forwarded by the shell. */
export interface AppPerfTable {
  id: string
  tenant_id: number
  user_id: number
  /** The app's name (its manifest name). */
  app: string
  /** 'load' | 'fcp' | 'lcp' | 'inp' | 'cls'. */
  name: string
  /** Milliseconds; for cls a unitless score. */
  value: number
  /** When the app measured it (the app's clock), epoch ms. */
  at: number
  received_at: number
}

export interface SigningKeyTable { name: string; kid: string; private_jwk: string; public_jwk: string; created_at: number }
export interface AppSecretTable { app_id: string; secret: string }
export interface ModuleGrantTable { user_id: number; module_code: string }

export interface SupplierTable {
  id: number
  tenant_id: number
  name: string
  category: string
  contact: string
  phone: string
  rating: number
}

export interface QueryConditionItemTable {
  biz_type_id: number
  tenant_id: number
  channel: number
  item_key: string
  value: string
}

export interface Database {
  company: CompanyTable
  tenant: TenantTable
  user_tenant: UserTenantTable
  organ: OrganTable
  zhilei: ZhileiTable
  zhiwei: ZhiweiTable
  gangwei: GangweiTable
  employee: EmployeeTable
  app_user: AppUserTable
  role: RoleTable
  role_function: RoleFunctionTable
  user_role: UserRoleTable
  menu: MenuTable
  menu_button: MenuButtonTable
  session: SessionTable
  bridge_audit: BridgeAuditTable
  app_perf: AppPerfTable
  signing_key: SigningKeyTable
  app_secret: AppSecretTable
  module_grant: ModuleGrantTable
  supplier: SupplierTable
  query_condition_item: QueryConditionItemTable
  login_failure: LoginFailureTable
  verification_code: VerificationCodeTable
  sign_in_history: SignInHistoryTable
  password_changed: PasswordChangedTable
  platform_operator: PlatformOperatorTable
  super_login_ticket: SuperLoginTicketTable
  super_login_audit: SuperLoginAuditTable
  old_login_nonce: OldLoginNonceTable
  captcha_challenge: CaptchaChallengeTable
  captcha_pass: CaptchaPassTable
  attempt_counter: AttemptCounterTable
  qr_login_ticket: QrLoginTicketTable
  messaging_replay: MessagingReplayTable
  oidc_login: OidcLoginTable
  oidc_handoff: OidcHandoffTable
  pre_login: PreLoginTable
  brand: BrandTable
  operations_notice: OperationsNoticeTable
  operations_notice_read: OperationsNoticeReadTable
  company_registration: CompanyRegistrationTable
  tour_completion: TourCompletionTable
  company_setting: CompanySettingTable
  file_object: FileObjectTable
  file_task: FileTaskTable
  notice: NoticeTable
  notice_receipt: NoticeReceiptTable
  search_doc: SearchDocTable
  tracking_event: TrackingEventTable
  tracking_secret: TrackingSecretTable
  tracking_preference: TrackingPreferenceTable
  search_reader: SearchReaderTable
  search_recent: SearchRecentTable
  role_field_permission: RoleFieldPermissionTable
  role_data_range: RoleDataRangeTable
  custom_form: CustomFormTable
  custom_form_field: CustomFormFieldTable
  form_range: FormRangeTable
  form_instance: FormInstanceTable
  wf_definition: WfDefinitionTable
  wf_instance: WfInstanceTable
  wf_task: WfTaskTable
  wf_action: WfActionTable
  leave_type: LeaveTypeTable
  leave_balance: LeaveBalanceTable
  leave_request: LeaveRequestTable
  patch_card: PatchCardTable
  employee_profile: EmployeeProfileTable
  agent_conversation: AgentConversationTable
  agent_message: AgentMessageTable
  agent_action: AgentActionTable
}

/** Failed sign-ins of one account from one address, in the current window. */
export interface LoginFailureTable {
  key: string
  count: number
  window_start: number
}

/** One verification code sent by SMS or e-mail: hashed with its salt, single use, at most 5 tries. */
export interface VerificationCodeTable {
  id: string
  purpose: string
  channel: string
  destination: string
  code_hash: string
  salt: string
  created_at: number
  expires_at: number
  tries: number
  used_at: number | null
}

/** A picture captcha or slider puzzle shown to one address; `answer` is the text's hash or the gap's x. */
export interface CaptchaChallengeTable {
  id: string
  kind: string
  answer: string
  ip: string
  created_at: number
  expires_at: number
  used_at: number | null
}

/** A solved captcha: a single-use pass token (hashed) that a sign-in or a code request spends. */
export interface CaptchaPassTable {
  token_hash: string
  ip: string
  created_at: number
  expires_at: number
  used_at: number | null
}

/** Brute-force counters of codes and captchas (sends, wrong codes, failed puzzles) in a window. */
export interface AttemptCounterTable {
  key: string
  count: number
  window_start: number
}

/**
 * A QR login ticket (008-qr-login): ticket id and desktop poll key stored as sha256 hashes;
 * state waiting → scanned → confirmed | declined, then used once redeemed (expiry is read from expires_at).
 */
export interface QrLoginTicketTable {
  ticket_hash: string
  poll_key_hash: string
  state: string
  desktop_ip: string
  desktop_agent: string
  created_at: number
  expires_at: number
  /** The phone's user (set at scan) and the tenant of its session. */
  user_id: number | null
  tenant_id: number | null
  scanned_at: number | null
  answered_at: number | null
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

/** When the user last changed or reset the password. */
export interface PasswordChangedTable { user_id: number; at: number }

/** A platform operator: may sign in to any tenant by super login (an e-mail code). */
export interface PlatformOperatorTable { user_id: number; created_at: number }

/** A checked super-login code: a single-use ticket (hashed) that lets the operator choose a tenant. */
export interface SuperLoginTicketTable {
  token_hash: string
  user_id: number
  created_at: number
  expires_at: number
  used_at: number | null
}

/** One super login: which operator entered which tenant, when and from where. */
export interface SuperLoginAuditTable {
  tenant_id: number
  id: string
  operator_id: number
  operator_name: string
  at: number
  ip: string
  user_agent: string
}

/** A nonce of an old-version hand-off (oldlcLogin), kept so that it is accepted once. */
export interface OldLoginNonceTable { nonce: string; at: number }

/**
 * One OpenID Connect sign-in under way (010-oidc-login): the state's hash, and the hash of the
 * browser key cookie it is bound to (nonce and PKCE verifier derive from that key, so neither is
 * stored). Single use, 10 minutes.
 */
export interface OidcLoginTable {
  state_hash: string
  browser_hash: string
  remember: number
  created_at: number
  expires_at: number
  used_at: number | null
}

/** A finished OpenID Connect sign-in waiting for the shell: one-time code (hashed), 1 minute. */
export interface OidcHandoffTable {
  code_hash: string
  user_id: number
  remember: number
  method: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export type Db = Kysely<Database>

/** An accepted messaging-login callback or auto-login token (sha256 of its key), refused again until expires_at. */
export interface MessagingReplayTable { key_hash: string; expires_at: number }

/** A sign-in waiting for the tenant the user picks (§7 preLogin); the ticket is stored hashed. */
export interface PreLoginTable {
  ticket_hash: string
  user_id: number
  remember: number
  method: string
  expires_at: number
  used_at: number | null
}

/** A brand by system code (§1, §3 system info); the default brand's values are empty. */
export interface BrandTable {
  sys_code: string
  id: number
  tenant_id: number | null
  sys_name: string
  logo_url: string
  link_url: string
  theme_id: string
  segments: string
  system_type: number
  hidden_apps: string
}

/** How a self-registered company came (register's query-string extras) and its first administrator. */
export interface CompanyRegistrationTable {
  company_id: number
  name_key: string
  admin_user_id: number
  source: string
  invite_code: string
  brand: string
  ip: string
  created_at: number
}

/** A version notice of the operations platform (§7 operations version notice and click). */
export interface OperationsNoticeTable {
  id: string
  version: string
  title: string
  content: string
  publish_at: number
  /** The brand's system code, or null for every brand. */
  sys_code: string | null
  created_by: number
  created_at: number
}

/** An account that clicked "Got it" on a version notice. */
export interface OperationsNoticeReadTable { notice_id: string; user_id: number; read_at: number }

/** A message or announcement of one tenant (migration 017); body is sanitized HTML. */
export interface NoticeTable {
  tenant_id: number
  id: string
  channel: string
  title: string
  body: string
  must_read: number
  countdown_seconds: number
  publisher_id: number
  publisher_name: string
  audience_type: string
  audience_ids: string
  source_app: string
  created_at: number
}

/** One recipient's copy of a notice: delivered (created_at), first shown, read, confirmed (must-read). */
export interface NoticeReceiptTable {
  tenant_id: number
  user_id: number
  notice_id: string
  channel: string
  must_read: number
  created_at: number
  shown_at: number | null
  read_at: number | null
  confirmed_at: number | null
}

/** One searchable record of a tenant (global search, migration 018); the full-text index follows it. */
export interface SearchDocTable {
  tenant_id: number
  /** 'staff', 'organ', 'menu', 'notice' or 'file'. */
  kind: string
  ref_id: string
  title: string
  body: string
  app_code: string
  path: string
  /** 1 = only the users in search_reader may see it. */
  restricted: number
  title_key: string
  /** title_key without its first character. */
  tail_key: string
  search_text: string
  updated_at: number
}

/** A user allowed to see a restricted search document. */
export interface SearchReaderTable { tenant_id: number; kind: string; ref_id: string; user_id: number }

/** A page or record a user opened (recent views, kept 7 days): where it opens and its title then. */
export interface SearchRecentTable {
  tenant_id: number
  user_id: number
  app_code: string
  path: string
  /** A search kind, or 'page' for a page opened from the menu or tabs. */
  kind: string
  title: string
  viewed_at: number
}

/** A file of a tenant's user in the object store (migration 021): upload, export or import error report. */
export interface FileObjectTable {
  tenant_id: number
  id: string
  user_id: number
  name: string
  path: string
  size: number
  type: string
  kind: string
  created_at: number
}

/** An import task and its progress (migration 021). */
export interface FileTaskTable {
  tenant_id: number
  id: string
  user_id: number
  kind: string
  file_id: string
  state: string
  total: number
  done: number
  ok_count: number
  fail_count: number
  error_file_id: string | null
  message: string
  created_at: number
  updated_at: number
}

/** A tour one user finished (or closed) in one tenant (migration 019). */
export interface TourCompletionTable { tenant_id: number; user_id: number; tour_id: string; outcome: string; completed_at: number }

/** One tenant's company settings (migration 019); watermark 1 = on. */
export interface CompanySettingTable { tenant_id: number; watermark: number; updated_by: number; updated_at: number }

/** One behaviour-tracking event, verified and stored (migration 020, services/report/tracking). */
export interface TrackingEventTable {
  tenant_id: number
  id: string
  user_id: number
  /** APP12 (the portal shell) or APP13 (a sub-app over the bridge). */
  app_code: string
  /** 'shell' or the sub-app's manifest name. */
  app: string
  /** 'pageView' | 'menuClick' | 'custom'. */
  type: string
  page: string
  name: string
  /** JSON object, at most 1 KB. */
  props: string
  version: string
  nonce: string
  /** The signed date of the event (browser clock), epoch ms. */
  at: number
  received_at: number
}

/** The server secret tracking keys derive from (one row, id 1; created on first use). */
export interface TrackingSecretTable { id: number; secret: string; created_at: number }

/** A user's 'Do not track me' choice in a tenant (1 on, 0 off); no row: the browser's setting decides. */
export interface TrackingPreferenceTable { tenant_id: number; user_id: number; do_not_track: number; updated_at: number }

/** What a role may do with one field of a business type: 'hidden', 'read' or 'edit' (services/joyhr/field-permissions.ts). */
export interface RoleFieldPermissionTable { tenant_id: number; role_id: number; biz_type_id: number; field_key: string; access: string }
/** Which staff a role sees: 'all', 'department', 'team' or 'self' (services/joyhr/data-range.ts). */
export interface RoleDataRangeTable { tenant_id: number; role_id: number; data_range: string }
/** A custom form: fields an admin adds to a business type's record (services/form). */
export interface CustomFormTable { tenant_id: number; id: string; biz_type_id: number; name: string; status: number; created_at: number; updated_at: number }
export interface CustomFormFieldTable {
  tenant_id: number
  form_id: string
  biz_type_id: number
  field_key: string
  label_zh: string
  label_en: string
  type: string
  options: string
  required: number
  sort: number
}
/** The organs (and everything below them) a custom form applies to. */
export interface FormRangeTable { tenant_id: number; form_id: string; organ_id: number }
/** The values of a custom form for one record (source). */
export interface FormInstanceTable {
  tenant_id: number
  id: string
  form_id: string
  source_id: number
  data: string
  updated_by: number
  created_at: number
  updated_at: number
}

/** A workflow definition of a business type (migration 022): its steps as JSON (services/workflow/definition.ts). */
export interface WfDefinitionTable { tenant_id: number; biz_type: string; name: string; steps: string; updated_at: number }
/** One request going through a workflow (services/workflow/engine.ts). */
export interface WfInstanceTable {
  tenant_id: number
  id: string
  biz_type: string
  biz_id: string
  applicant_id: number
  applicant_name: string
  title: string
  summary: string
  amount: number
  /** 'draft', 'running', 'returned', 'approved', 'rejected' or 'cancelled'. */
  status: string
  steps: string
  current_step: number
  round: number
  created_at: number
  updated_at: number
  finished_at: number | null
  reminded_at: number | null
}
/** A candidate approver of one step of one round: 'pending', 'done' or 'closed'. */
export interface WfTaskTable {
  tenant_id: number
  instance_id: string
  round: number
  step_no: number
  user_id: number
  status: string
  created_at: number
  acted_at: number | null
}
/** One transition of an instance (who, when, comment); notified_at is the notice outbox mark. */
export interface WfActionTable {
  tenant_id: number
  instance_id: string
  seq: number
  event: string
  actor_id: number | null
  actor_name: string
  step_no: number
  round: number
  comment: string
  from_status: string
  to_status: string
  created_at: number
  notify_ids: string
  notified_at: number | null
}

/** A kind of leave of a tenant (migration 023). */
export interface LeaveTypeTable {
  tenant_id: number
  code: string
  name_zh: string
  name_en: string
  tracked: number
  paid: number
  sort: number
}

/** Days of a leave type an account has in a year, and how many are used. */
export interface LeaveBalanceTable {
  tenant_id: number
  user_id: number
  year: number
  type_code: string
  total: number
  used: number
}

/** A leave request; its approval runs in the workflow (bizType 'leave', biz_id = id). */
export interface LeaveRequestTable {
  tenant_id: number
  id: string
  user_id: number
  type_code: string
  start_date: string
  start_half: string
  end_date: string
  end_half: string
  days: number
  reason: string
  status: string
  instance_id: string | null
  created_at: number
}

/** A missed clock-in or clock-out to correct; approved through the workflow (bizType 'patchCard'). */
export interface PatchCardTable {
  tenant_id: number
  id: string
  user_id: number
  day: string
  time: string
  kind: string
  reason: string
  status: string
  instance_id: string | null
  created_at: number
}

/** A conversation of a user with the AI assistant (migration 032). */
export interface AgentConversationTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  title: string
  created_at: number
  updated_at: number
}

export interface AgentMessageTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  conversation_id: number
  role: 'user' | 'assistant'
  content: string
  /** JSON array of {title, app, path}. */
  citations: string
  status: 'done' | 'stopped' | 'error'
  tokens: number
  created_at: number
}

/** A change the assistant proposed, run once by action/confirm within its 10 minutes. */
export interface AgentActionTable {
  id: string
  tenant_id: number
  user_id: number
  kind: string
  payload: string
  summary: string
  created_at: number
  expires_at: number
  used_at: number | null
}
