import type { ConfigVariable } from './config-variable'

/** What loadConfig (config.ts) reads through config-readers.ts, for the configuration table. */
export const START_VARIABLES: ConfigVariable[] = [
  {
    names: ['PORT'],
    default: '`4100`',
    meaning: 'shell origin port (static shell + `/gateway` API); `0` picks a free port',
  },
  {
    names: ['APPS_PORT'],
    default: '`4101`',
    meaning: 'first-party sub-app origin port (`dist/apps/<name>/` under `/<name>/`); `0` picks a free port',
  },
  {
    names: ['HOST'],
    default: '`127.0.0.1`',
    meaning: 'listen address of both origins; `localhost` resolves to it, so both host names work',
  },
  {
    names: ['SHELL_ORIGIN', 'APPS_ORIGIN'],
    default: 'from the ports (`http://localhost:PORT`, `http://127.0.0.1:APPS_PORT`)',
    meaning:
      "public origins, when served behind a proxy. The shell's: CSP, JWT issuer, injected config. The apps': the CORS allow-list (the only origin), `frame-src` (with the session tenant's installed app origins), microApp entries",
  },
  {
    names: ['VENDOR_SAMPLE_PORTS'],
    default: '`supplier=4310,tour-shop=4311`',
    meaning:
      "demo only: loopback ports of the sample vendor apps' own servers (`dist/vendors/<name>/server.mjs`, from `vendors/<name>/`), `name=port` pairs; 0 or an unnamed app: a free port. `npm start` prints each as `vendor:<name>`; production starts none and refuses the setting",
  },
  {
    names: ['DATA_DIR'],
    default: '`.data` (under the working directory)',
    meaning: 'where the SQLite database (`portal.db`) and other local state live; created when missing',
  },
  {
    names: ['DATABASE_URL'],
    default: '(unset: SQLite)',
    meaning: 'a `postgres://` (or `postgresql://`) URL to use PostgreSQL instead of SQLite',
  },
  {
    names: ['SQLITE_SYNC'],
    default: '`normal`',
    meaning:
      "SQLite only: `normal` (a commit survives the gateway being killed; after a power cut or an operating-system crash the last commits may roll back, the file never corrupts) or `full` (every commit waits for the disk: 2.6 ms a commit against 0.03 ms on the development machine's disk). Production on PostgreSQL is unaffected",
  },
  {
    names: ['DIST_DIR'],
    default: '`dist`',
    meaning:
      'build output the gateway serves (and `build.mjs` writes); vendor apps run on their own origins, installed per tenant',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`warn`',
    meaning: 'pino request log level (`fatal` … `trace`; `silent` to turn off)',
  },
  {
    names: ['ADMIN_PASSWORD'],
    default: '(unset: the first line of standard input)',
    meaning:
      "the first administrator's password, only for `node dist/gateway/cli.mjs create-admin --user … --company … --tenant … [--email …]`",
  },
  {
    names: ['BRAND_HOSTS'],
    default: 'demo: `weihai.localhost=weihai,jiahe.localhost=jiahe,yunhai.localhost=yunhai`; production: none',
    meaning:
      "host name → brand system code (table `brand`), `host=systemCode,…`; each host serves the shell on the shell origin's scheme and port; other hosts get the default brand",
  },
  {
    names: ['QR_SCAN_ORIGIN'],
    default: 'the shell origin',
    meaning:
      "the origin phones reach the portal at, put into the QR code; without a reachable one (in production a loopback shell origin and this unset) the login page says 'Missing parameter: scan address'",
  },
  {
    names: ['AGENT_MODEL_BASE_URL'],
    default: 'unset: the embedded planner (NLP.js)',
    meaning:
      "the AI assistant's OpenAI-compatible endpoint, e.g. `https://api.example.com/v1` (the gateway posts to `<url>/chat/completions`; services/agent/model.ts: `streamText`, the same tools, at most 5 steps, 60 s limit); unset, the assistant answers a fixed set of question kinds with its built-in planner",
  },
  {
    names: ['AGENT_MODEL'],
    default: 'required with the URL (the start fails otherwise)',
    meaning: 'the model name sent to that endpoint',
  },
  {
    names: ['AGENT_MODEL_KEY'],
    default: 'unset',
    meaning:
      "the endpoint's API key (sent as `Authorization: Bearer …` from the gateway only; never reaches the browser)",
  },
  {
    names: ['AGENT_QUESTIONS_PER_MINUTE', 'AGENT_DAILY_TOKENS'],
    default: '20, 200000',
    meaning:
      "the assistant's limits per user: questions a minute, and tokens a UTC day (the model's usage, or the planner's estimate); past them 410601, 410602",
  },
  {
    names: ['MAP_SCRIPT_URL'],
    default:
      'unset: demo mode the AMap stand-in the apps origin serves at `/_dev/map/maps` (`sites/map-stand-in.ts`); production `https://webapi.amap.com/maps?v=2.0&key=`',
    meaning:
      "the clock-in page's map script, ending where the tenant's `gaodeMapKey` is appended (https, or http on localhost). The apps' CSP allows its origin (for AMap: `https://*.amap.com https://*.autonavi.com`) for scripts, styles, images and calls",
  },
  {
    names: ['TOTP_KEY'],
    default: 'a random key kept in the database (table `totp_key`)',
    meaning:
      '64 hex digits (32 bytes): the AES-256-GCM key authenticator secrets are encrypted with; set it to keep the key out of the database. Keep it once set: secrets sealed under another key cannot be read, and their users could not pass the second step',
  },
  {
    names: ['PUBLIC_WORK_PER_MINUTE'],
    default: '`1200`',
    meaning:
      "work a minute the whole deployment does for callers without a session (a captcha drawn, a code sent, a QR ticket, a company registration, a single sign-on or messaging sign-in start each spend one; password sign-in is not counted); one address may spend a tenth of it and one /24 or /64 network a quarter (at least 2 each); counted in one `attempt_counter` row per minute (key `public:work`) shared by every process; past its share, or the whole, 400115 'The service is busy, please try again shortly' until the minute ends",
  },
  {
    names: ['APP_INSTALL_HTTP_LOCAL'],
    default: '(unset)',
    meaning:
      "`1`: tenant administrators may install an app from an `http://localhost` or `http://127.0.0.1` manifest URL outside demo mode (`POST /gateway/vendor/web/apps/preview` fetches it; demo mode always may); every other manifest URL must be https (the fetch takes 5 s at most, reads 64 KB at most and follows redirects within the URL's origin only); production refuses the setting",
  },
  {
    names: ['OUTBOUND_ALLOW_ORIGINS'],
    default: "(unset: the platforms' official hosts only)",
    meaning:
      "comma-separated `http(s)://host[:port]` origins tenant administrators may also give as a directory connector's API address (reached even at a private address); demo mode adds the loopback stand-ins; see [Calls out of the gateway](#production)",
  },
]
