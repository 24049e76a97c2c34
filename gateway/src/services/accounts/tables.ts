// Row types of the uac service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    signing_key: SigningKeyTable
    app_secret: AppSecretTable
    login_failure: LoginFailureTable
    captcha_challenge: CaptchaChallengeTable
    password_changed: PasswordChangedTable
    super_login_ticket: SuperLoginTicketTable
    super_login_audit: SuperLoginAuditTable
    old_login_nonce: OldLoginNonceTable
    qr_login_ticket: QrLoginTicketTable
    messaging_replay: MessagingReplayTable
    oidc_login: OidcLoginTable
    oidc_handoff: OidcHandoffTable
    messaging_login: MessagingLoginTable
    portal_entry: PortalEntryTable
  }
}

/** A session's first entry into the portal (§7 portal loginIn; migration 112). */
export interface PortalEntryTable {
  tenant_id: number
  token_hash: string
  user_id: number
  entered_at: number
}

export interface SigningKeyTable {
  name: string
  kid: string
  private_jwk: string
  public_jwk: string
  created_at: number
}

export interface AppSecretTable {
  app_id: string
  secret: string
}

/** One failed-password counter and its window: of an account, an account from an address, or an address (login-throttle.ts, address-throttle.ts). */
export interface LoginFailureTable {
  key: string
  count: number
  window_start: number
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
  /** 0: passing it is enough; 1: passing it draws a second challenge (captcha/risk.ts; migration 126). */
  level: number
  /** sha256 (hex) of the account, phone or e-mail it was asked for; '' when none was named. */
  subject: string
}

/** When the user last changed or reset the password. */
export interface PasswordChangedTable {
  user_id: number
  at: number
}

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
export interface OldLoginNonceTable {
  nonce: string
  at: number
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
  /** The two-digit number the desktop shows, and the three the phone offers (comma-separated; 038-qr-number-match). */
  match_number: number
  match_choices: string
}

/** An accepted messaging-login callback or auto-login token (sha256 of its key), refused again until expires_at. */
export interface MessagingReplayTable {
  key_hash: string
  expires_at: number
}

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

/**
 * A finished sign-in waiting for the shell (OpenID Connect, GET oldlcLogin, a messaging sign-in held
 * while a signed-in person is asked): one-time code (hashed), 1 minute (5 while asked), bound to the
 * browser that received it by the hash of its `sso_handoff` cookie (033; null rows are refused).
 */
export interface OidcHandoffTable {
  code_hash: string
  user_id: number
  remember: number
  method: string
  created_at: number
  expires_at: number
  used_at: number | null
  browser_hash: string | null
}

/**
 * A messaging sign-in under way (033-login-binding): the hash of the OAuth state sent to the
 * platform and of the browser key cookie set when it started. Single use, 10 minutes.
 */
export interface MessagingLoginTable {
  state_hash: string
  browser_hash: string
  platform: string
  created_at: number
  expires_at: number
  used_at: number | null
}
