import type { ConfigVariable } from '../config-variable'

/** What the outside services' starters (integrations/*) read, for the configuration table. */
export const INTEGRATION_VARIABLES: ConfigVariable[] = [
  {
    names: ['SMTP_URL', 'MAIL_FROM'],
    default: 'demo: the local mail catcher (sender `no-reply@hr-portal.localhost`)',
    meaning:
      "SMTP server for the portal's mails (`smtp://user:pass@host:587`, `smtps://` for TLS; nodemailer) and the sender (default `HR Portal <no-reply@<SMTP host>>`); unset, demo mode starts a local mail catcher into the dev outbox and production answers e-mail codes with 400112 (e-mail is not available)",
  },
  {
    names: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET', 'SMS_WEBHOOK_TIMEOUT_MS'],
    default: 'demo: the dev outbox',
    meaning:
      "the SMS provider's webhook: a JSON POST `{phone, text}` per message signed `X-Signature: sha256=<hex HMAC-SHA256 of the body>` (secret required with the URL, ≥ 16 characters); an answer other than 2xx is a failure; timeout default 10000 ms (≥ 100). Unset, production answers SMS codes with 400112",
  },
  {
    names: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_SCOPES', 'OIDC_MATCH_CLAIM', 'OIDC_NAME'],
    default: 'demo: the local provider; production: single sign-on off',
    meaning:
      "the company's OpenID provider (https issuer, plain http only on localhost, 127.0.0.1, [::1]; discovery), the portal's client (id required with the issuer; secret optional, client_secret_basic, else a public client with PKCE), scopes (default `openid email profile`; `openid` added when missing), the ID token's (or userinfo's) claim matched to the user (default `email`: `email` without case or `phone_number`, each only when the provider marks it verified; another claim's value is compared with the user's e-mail, without case), the provider's name shown under the sign-in button (60 characters at most; unset, the button says \"Sign in with company account (SSO)\" alone); register `${SHELL_ORIGIN}/gateway/uac/oidc/callback`",
  },
  {
    names: ['WECOM_CORP_ID', 'WECOM_SECRET', 'WECOM_AGENT_ID', 'WECOM_API_URL', 'WECOM_AUTHORIZE_URL'],
    default: 'demo: the simulator',
    meaning:
      'WeCom self-built app (corp id and secret both needed; agent id default empty) and its hosts (default `https://qyapi.weixin.qq.com`, `https://login.work.weixin.qq.com/wwlogin/sso/login`). A messaging platform left unconfigured gets a local simulator in demo mode and answers 400703 in production',
  },
  {
    names: ['WECOM_SUITE_ID', 'WECOM_SUITE_SECRET', 'WECOM_SUITE_TOKEN', 'WECOM_SUITE_AES_KEY'],
    default: "demo: the stand-in's demo suite (`simulators/wecom-demo.ts`); production: unset (no QR authorisation)",
    meaning:
      "WeCom provider third-party app (suite) companies authorise by QR code on Directory sync (`qrCodeAuth`, `toAuth`, `checkToAuth`): its suite_id and secret, and the Token and EncodingAESKey (43 letters and digits) of its instruction callback `${SHELL_ORIGIN}/gateway/ums/web/wechat/suite/callback`; all four or none (the start fails otherwise); production refuses the stand-in's demo secret. Unset outside demo mode, the page offers no QR authorisation and the calls answer 411206",
  },
  {
    names: ['WECOM_SUITE_API_URL', 'WECOM_SUITE_INSTALL_URL'],
    default: '`https://qyapi.weixin.qq.com`, `https://open.work.weixin.qq.com/3rdapp/install`',
    meaning:
      "the provider API host (also the authorised companies' contacts API) and WeCom's install page the QR code shows",
  },
  {
    names: [
      'DINGTALK_CLIENT_ID',
      'DINGTALK_CLIENT_SECRET',
      'DINGTALK_CORP_ID',
      'DINGTALK_API_URL',
      'DINGTALK_AUTHORIZE_URL',
    ],
    default: 'demo: the simulator',
    meaning:
      'DingTalk internal app (all three of id, secret and corp id needed; the secret also signs callbacks) and its hosts (default `https://api.dingtalk.com`, `https://login.dingtalk.com/oauth2/auth`)',
  },
  {
    names: ['FEISHU_APP_ID', 'FEISHU_APP_SECRET', 'FEISHU_TENANT_KEY', 'FEISHU_BASE_URL'],
    default: 'demo: the simulator',
    meaning:
      'Feishu/Lark custom app (id and secret needed; the secret also signs callbacks), optional tenant key, host (default `https://open.feishu.cn`; `https://open.larksuite.com` for Lark)',
  },
  {
    names: ['DINGTALK_AGENT_ID', 'DINGTALK_OAPI_URL'],
    default: 'demo: the simulator',
    meaning:
      "DingTalk work notices (services/notify): the app's agent id, and the old API host (default `https://oapi.dingtalk.com`). Notices by WeCom use `WECOM_AGENT_ID`; notices go out with the installation's app until a tenant has its own connector; each platform's stand-in lists what it received at `<its URL>/sim/inbox`",
  },
  {
    names: ['MESSAGING_TIMEOUT_MS'],
    default: '`10000`',
    meaning: "time limit of each messaging-platform call (100..120000; then 400702 'time out')",
  },
  {
    names: ['AUTO_LOGIN_SECRET'],
    default: '(unset)',
    meaning:
      'HMAC secret of back-office auto-login links (`systemFlag`, `loginType`, `token`; shared with `node dist/gateway/cli.mjs auto-login-link --mobile … [--tenant …] [--system …] [--type auto|backend]`); unset refuses them (400703)',
  },
  {
    names: ['OLD_PRODUCT_SECRET'],
    default: '(unset)',
    meaning:
      'HMAC-SHA256 secret (≥ 32 characters) shared with the older product for `oldlcLogin`; unset refuses it (400112, demo mode too)',
  },
  {
    names: ['OLD_PRODUCT_EXPORT_URL', 'OLD_PRODUCT_EXPORT_TOKEN'],
    default: 'demo: a local stand-in; production: unset (none)',
    meaning:
      "the older product's directory export and its token, read by directory sync's import of the older product's data (both needed)",
  },
  {
    names: [
      'OBJECT_STORE_BUCKET',
      'OBJECT_STORE_ENDPOINT',
      'OBJECT_STORE_REGION',
      'OBJECT_STORE_ACCESS_KEY',
      'OBJECT_STORE_SECRET_KEY',
      'OBJECT_STORE_PATH_STYLE',
    ],
    default: '(unset: local disk under `DATA_DIR`)',
    meaning:
      'an S3-compatible store for the file centre: a bucket switches to it; endpoint empty means AWS; region default `us-east-1`; `OBJECT_STORE_PATH_STYLE=true` for MinIO and most self-hosted stores',
  },
  {
    names: ['OBJECT_STORE_PREFIX'],
    default: '`files`',
    meaning: 'first segment of every object path (1 to 40 letters, digits, `_` or `-`)',
  },
  {
    names: ['FILE_LINK_SECRET'],
    default: 'a random key in `DATA_DIR/file-link.key`',
    meaning:
      'HMAC secret (≥ 32 characters) of signed file links; several gateway processes without a shared data directory must set it',
  },
  {
    names: ['FILE_LINK_TTL_SECONDS'],
    default: '`86400`',
    meaning: 'lifetime of a signed file link (1 to 604800 seconds)',
  },
]
