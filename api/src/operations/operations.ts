import { route } from '../route'
import { bool, int, integer, list, nullable, num, objectBody, paragraph, record, str, text, Type } from '../schema'
import { OPS } from './codes'

const OPERATORS = 'platform operators only (403001 below)'

export const brand = record({
  sysCode: str(),
  id: integer(),
  sysName: str(),
  logoUrl: str(),
  linkUrl: str(),
  themeId: str(),
  segments: list(str()),
  systemType: integer(),
})
export const tenantRow = record({
  id: integer(),
  name: str(),
  code: str(),
  companyId: integer(),
  companyName: str(),
  /** 'active' or 'disabled'. */
  status: str(),
  createdAt: num(),
  users: integer(),
})
export const notice = record({
  id: str(),
  version: str(),
  title: str(),
  content: str(),
  publishAt: num(),
  sysCode: nullable(str()),
  createdAt: num(),
  readCount: integer(),
})
export const appProblem = record({
  file: str(),
  refused: bool(),
  errors: list(record({ path: str(), key: str(), message: str() })),
})
export const cspViolation = record({
  /** sha256 of directive, blocked and document. */
  id: str(),
  directive: str(),
  blocked: str(),
  document: str(),
  disposition: str(),
  count: integer(),
  firstSeen: num(),
  lastSeen: num(),
})

/** The operations platform (/tum/web/operations/…): tenants, brands, version notices, refused apps, CSP reports. */
export const operations = {
  tenants: route({
    method: 'POST',
    path: '/tum/web/operations/tenant/list',
    body: objectBody({ keyword: text(100), page: int(1, 100_000), rows: int(1, 200) }),
    result: record({ total: integer(), page: integer(), rows: list(tenantRow) }),
    errors: [],
    tenant: { none: `operations platform: cross-tenant by design, ${OPERATORS}` },
    summary: 'Tenants across every company with their company and user count, paged, by keyword.',
  }),
  brands: route({
    method: 'POST',
    path: '/tum/web/operations/brand/list',
    body: objectBody({}),
    result: list(brand),
    errors: [],
    tenant: { none: `brands are global; ${OPERATORS}` },
    summary: 'The brands.',
  }),
  saveBrand: route({
    method: 'POST',
    path: '/tum/web/operations/brand/save',
    body: objectBody(
      {
        sysCode: text(40, 1),
        sysName: text(100),
        logoUrl: text(200_000),
        linkUrl: text(500),
        themeId: text(20),
        segments: Type.Array(text(40, 1), { maxItems: 2 }),
      },
      ['sysCode', 'sysName', 'logoUrl', 'linkUrl', 'themeId', 'segments'],
    ),
    result: brand,
    errors: [OPS.notFound],
    tenant: { none: `brands are global; ${OPERATORS}` },
    summary: "A brand's name, logo, link, theme and segments; its other open portals are asked to reload.",
  }),
  notices: route({
    method: 'POST',
    path: '/tum/web/operations/notice/list',
    body: objectBody({}),
    result: list(notice),
    errors: [],
    tenant: { none: `operations notices are cross-tenant; ${OPERATORS}` },
    summary: 'The latest 200 version notices, newest first, with how many read each.',
  }),
  saveNotice: route({
    method: 'POST',
    path: '/tum/web/operations/notice/save',
    body: objectBody(
      {
        version: text(40, 1),
        title: text(200, 1),
        content: paragraph(5000, 1),
        publishAt: int(0, 8_640_000_000_000),
        sysCode: Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 40 }),
      },
      ['version', 'title', 'content', 'publishAt'],
    ),
    result: record({ id: str() }),
    errors: [],
    tenant: { none: `operations notices are cross-tenant; ${OPERATORS}` },
    summary: "Publishes a version notice to a brand's users (or every brand's) from a time on.",
  }),
  appProblems: route({
    method: 'POST',
    path: '/tum/web/operations/app/problems',
    body: objectBody({ lang: text(10) }),
    result: list(appProblem),
    errors: [],
    tenant: { none: `the built manifests the gateway refused, global; ${OPERATORS} (operations.test.ts)` },
    summary: 'The built manifests the gateway refused at start, or whose menus it could not add, with every error.',
    noScreen: "For operators' scripts and monitoring (a check after a deployment).",
  }),
  cspReports: route({
    method: 'POST',
    path: '/tum/web/operations/cspReport/list',
    body: objectBody({}),
    result: list(cspViolation),
    errors: [],
    tenant: { none: `CSP violation reports belong to no tenant; ${OPERATORS}` },
    summary: 'The kinds of content-security-policy violation browsers reported, newest first (at most 500).',
  }),
}

// A version notice for every signed-in user (§7 operations version notice and click).
export const latestNotice = record({ id: str(), version: str(), title: str(), content: str(), publishAt: num() })

/** §7 versionNotice: the newest notice of the host's brand the user has not read, and the click that reads it. */
export const versionNotice = {
  latest: route({
    method: 'POST',
    path: '/joyhr/web/versionNotice/latest',
    body: objectBody({}),
    result: nullable(latestNotice),
    errors: [],
    tenant: {
      none: "operations notices are per brand, not per tenant; read marks are the caller's own (version-notice.test.ts)",
    },
    summary: "The newest published notice of the host's brand (or of all brands) the caller has not clicked, or null.",
  }),
  click: route({
    method: 'POST',
    path: '/joyhr/web/versionNotice/click',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: bool(),
    errors: [OPS.notFound],
    tenant: { none: "marks a notice read for the caller's own account" },
    summary: 'Marks a notice read.',
  }),
}
