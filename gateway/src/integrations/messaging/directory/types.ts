import type { Reach } from '../../../core/outbound'
import type { Platform } from '../types'
import type { DateAttributes } from './member-dates'

/**
 * A company's directory on a messaging platform, as directory sync reads it, and the platform's
 * change callbacks, as the portal receives them. One implementation per platform
 * (wecom.ts, dingtalk.ts, feishu.ts in this folder), each speaking the platform's real API, so the
 * same code works against the local stand-ins and the real platform.
 */

/** What an administrator enters for a tenant's connector (§7 config get/save/test). */
export interface ConnectorSettings {
  platform: Platform
  /** WeCom corp id, DingTalk corp id, Feishu tenant key (may be empty for Feishu). */
  corpId: string
  /** WeCom: empty (the corp id and secret identify the app); DingTalk: AppKey; Feishu: App ID. */
  appKey: string
  /** The app's secret (WeCom corpsecret, DingTalk AppSecret, Feishu App Secret). */
  appSecret: string
  /** WeCom agentid, DingTalk AgentId (work notices need it); Feishu: empty. */
  agentId: string
  /** The callback token (WeCom, DingTalk) or verification token (Feishu) the platform's console shows. */
  callbackToken: string
  /** WeCom/DingTalk EncodingAESKey (43 characters), Feishu Encrypt Key. */
  callbackKey: string
  /** The platform's API base URL; empty = the platform's public host. Set to the stand-in's URL in development. */
  apiUrl: string
  timeoutMs: number
  /**
   * WeCom, a company that authorised the provider's third-party app (suite): its access token from get_corp_token,
   * used instead of gettoken with a corpsecret (appSecret then holds the permanent code, which only the suite may use).
   */
  corpToken?: () => Promise<{ token: string; expiresIn: number }>
  /**
   * Where the calls may go: a tenant's connector (typed by its administrator) reaches the platform's official hosts and
   * the operator's allowed ones only (api-hosts.ts connectorReach); absent: the operator's own settings, as configured.
   */
  reach?: Reach
  /**
   * The names of the custom attributes holding the entry date (WeCom; DingTalk and Feishu only when their own field is
   * empty) and the date work began; absent: 入职日期 and 参加工作时间 (member-dates.ts DEFAULT_DATE_ATTRIBUTES).
   */
  dateAttributes?: DateAttributes
}

/** A department as the platform lists it. The root's parentId is null. */
export interface PlatformDepartment {
  id: string
  name: string
  parentId: string | null
  /** Order among its siblings, when the platform gives one. */
  order: number
}

/** A member of the company as the platform lists it. */
export interface PlatformMember {
  id: string
  name: string
  /** Mainland mobile without +86, or null when the platform gives none. */
  mobile: string | null
  email: string | null
  /** The job number (WeCom/Feishu employee_no, DingTalk job_number), or null. */
  jobNumber: string | null
  /** The member's departments; the first is the main one. */
  departmentIds: string[]
  title: string | null
  /** The day they joined the company, 'YYYY-MM-DD', or null when the platform gives none. */
  entryDate: string | null
  /** The day they began working (with any employer), 'YYYY-MM-DD', or null. */
  workStartDate: string | null
  /** False when the platform marks the member disabled, resigned or not activated for good. */
  active: boolean
}

/** An app installed in the company on the platform (§7 installed apps). */
export interface InstalledApp {
  id: string
  name: string
  description: string
  /** Image URL, or empty. */
  logoUrl: string
}

/** A change the platform reports through its callback. */
export type DirectoryChange =
  | { kind: 'department'; action: 'created' | 'updated' | 'deleted'; id: string }
  | { kind: 'member'; action: 'created' | 'updated' | 'deleted'; id: string }

/** The HTTP request a callback arrived in, as the gateway route hands it over. */
export interface CallbackRequest {
  method: 'GET' | 'POST'
  query: Record<string, string>
  headers: Record<string, string | undefined>
  /** The body exactly as received (signatures are over the raw bytes). */
  rawBody: string
  now: number
}

/** What to answer the platform, and the changes the callback carried (none for a URL check). */
export interface CallbackOutcome {
  reply: { status: number; contentType: string; body: string }
  changes: DirectoryChange[]
  /** A key unique to this callback, so a replayed one is applied once (null when the platform gives none). */
  replayKey: string | null
}

/** Thrown for a callback whose signature, decryption, timestamp or company does not check out. */
export class CallbackRefused extends Error {
  override name = 'CallbackRefused'
}

/** One platform's directory API for one tenant's connector settings. Errors: MessagingError ('timeout' | 'failed'). */
export interface DirectoryClient {
  platform: Platform
  /** Gets a token and reads the root department: throws with the platform's error when the settings are wrong. */
  testConnection(): Promise<void>
  /** Every department the app can see, parents before children. */
  departments(): Promise<PlatformDepartment[]>
  department(id: string): Promise<PlatformDepartment | null>
  /** The members directly in a department (all pages). */
  members(departmentId: string): Promise<PlatformMember[]>
  /** One member, or null when the platform no longer knows them (left). */
  member(id: string): Promise<PlatformMember | null>
  installedApps(): Promise<InstalledApp[]>
  /** Checks and decrypts a change callback; throws CallbackRefused. */
  receiveCallback(request: CallbackRequest): CallbackOutcome
}
