// The JSON Schema (draft 2020-12) of a sub-app's manifest.json: the shape. What a shape cannot say (known
// capabilities and topics, the function id namespace, origins, uniqueness) is checked in semantic.ts.

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max })
const names = (max: number) => ({ type: 'array', maxItems: 40, uniqueItems: true, items: text(max) })
const title = {
  type: 'object',
  required: ['zh-CN', 'en'],
  additionalProperties: false,
  properties: { 'zh-CN': text(200), en: text(200) },
}

/** Lower-case app names and codes: `tour-shop`, `ums`. */
export const NAME_PATTERN = '^[a-z][a-z0-9-]{0,40}$'
/** Semantic versions: `1.2.0`, `2.0.0-beta.1`. */
export const SEMVER_PATTERN = '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$'
/** A function id: digits for the first-party catalogue, `<code>:<key>` for a vendor app; 30 characters at most (role_function). */
export const FUNCTION_ID_PATTERN = '^[a-z0-9][a-z0-9.:_-]{0,29}$'
const DOTTED = '^[a-z][\\w-]*(\\.[a-z][\\w-]*){1,3}$'
const LINK = '^/[\\w/-]*$'
const INTENT_PATH = '^/[\\w/:.-]*$'
/** A widget id within its app: `leave-balance`. */
export const WIDGET_ID_PATTERN = '^[a-z][a-z0-9-]{0,40}$'
/** The sizes a widget may ask for on the home dashboard: one column, two columns, or the full width. */
export const WIDGET_SIZES = ['small', 'medium', 'large'] as const

/** One widget of the home dashboard: a small page of the app in its own frame. */
const widget = {
  type: 'object',
  required: ['id', 'title', 'page', 'size'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: WIDGET_ID_PATTERN },
    title,
    page: { type: 'string', maxLength: 200, pattern: LINK },
    size: { enum: WIDGET_SIZES },
    refresh: { type: 'integer', minimum: 30, maximum: 86400 },
    more: { type: 'string', maxLength: 200, pattern: LINK },
    functionId: { type: 'string', pattern: FUNCTION_ID_PATTERN },
  },
}

/**
 * Fixed menu and button row ids of the first-party catalogue (a vendor app's menu rows are numbered by its install).
 * First-party only, as every field of semantic.ts `FIRST_PARTY_MENU_FIELDS` and `FIRST_PARTY_FIELDS`.
 */
const MENU_ID = { type: 'integer', minimum: 1, maximum: 999_999 }
const SORT = { type: 'integer', minimum: 0, maximum: 10_000 }

/** A button of a menu item: a function of the page that roles are granted on their own. */
const button = {
  type: 'object',
  required: ['functionId', 'id', 'title'],
  additionalProperties: false,
  properties: { functionId: { type: 'string', pattern: FUNCTION_ID_PATTERN }, id: MENU_ID, title },
}

const menus = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['functionId', 'link', 'title'],
    additionalProperties: false,
    properties: {
      functionId: { type: 'string', pattern: FUNCTION_ID_PATTERN },
      link: { type: 'string', maxLength: 200, pattern: LINK },
      title,
      keepAlive: { type: 'boolean' },
      openType: { enum: [1, 2, 3] },
      id: MENU_ID,
      open: { type: 'boolean' },
      hidden: { type: 'boolean' },
      bizTypeId: { type: 'integer', minimum: 1, maximum: 1000 },
      sourceApp: { type: 'string', pattern: NAME_PATTERN },
      grantWith: {
        oneOf: [
          { type: 'string', pattern: FUNCTION_ID_PATTERN },
          { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string', pattern: FUNCTION_ID_PATTERN } },
        ],
      },
      buttons: { type: 'array', maxItems: 40, items: button },
    },
  },
}

/** What each pattern asks for, in words (the schema's own message would show the expression). */
export const PATTERN_WORDS: Record<string, string> = {
  [NAME_PATTERN]: 'must be lower-case letters, digits and "-", starting with a letter (41 at most)',
  [SEMVER_PATTERN]: 'must be a semantic version such as 1.0.0',
  [FUNCTION_ID_PATTERN]: 'must be lower-case letters, digits and ".:_-" (30 at most)',
  [DOTTED]: 'must be a dotted name such as staff.view',
  [LINK]: 'must be a path such as /list',
  [INTENT_PATH]: 'must be a path such as /users/:id',
}

export const manifestSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://hr-portal.example/schemas/manifest.json',
  title: 'HR portal sub-app manifest',
  type: 'object',
  required: ['name', 'code', 'version', 'party', 'title', 'capabilities', 'menus'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string', pattern: NAME_PATTERN },
    code: { type: 'string', pattern: NAME_PATTERN },
    version: { type: 'string', maxLength: 64, pattern: SEMVER_PATTERN },
    party: { enum: ['first', 'third'] },
    title,
    capabilities: names(40),
    menus,
    menuEntry: {
      type: 'object',
      required: ['id', 'sort'],
      additionalProperties: false,
      properties: { id: MENU_ID, sort: SORT },
    },
    otherMenuEntries: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['code', 'id', 'sort', 'title', 'menus'],
        additionalProperties: false,
        properties: { code: { type: 'string', pattern: NAME_PATTERN }, id: MENU_ID, sort: SORT, title, menus },
      },
    },
    sandbox: names(60),
    allow: names(60),
    intents: {
      type: 'object',
      maxProperties: 40,
      propertyNames: { pattern: DOTTED },
      additionalProperties: { type: 'string', maxLength: 200, pattern: INTENT_PATH },
    },
    events: {
      type: 'object',
      additionalProperties: false,
      properties: { publish: names(60), subscribe: names(60) },
    },
    origins: { type: 'array', maxItems: 10, uniqueItems: true, items: text(200) },
    entry: { type: 'string', minLength: 1, maxLength: 500 },
    scopes: names(60),
    optionalScopes: names(60),
    preload: { type: 'boolean' },
    handshakeTimeout: { type: 'integer', minimum: 1000, maximum: 120000 },
    development: { type: 'boolean' },
    widgets: { type: 'array', maxItems: 20, items: widget },
    settings: {
      type: 'object',
      required: ['path'],
      additionalProperties: false,
      properties: { path: { type: 'string', maxLength: 200, pattern: LINK } },
    },
    jwksUrl: text(500),
    webhooks: {
      type: 'object',
      required: ['url'],
      additionalProperties: false,
      properties: { url: text(500), topics: names(60) },
    },
  },
} as const
