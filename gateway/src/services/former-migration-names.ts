/** The migration names of the gateway before they were split between core and the services. */
export const FORMER_MIGRATION_NAMES = [
  '001-directory',
  '002-access',
  '003-apps',
  '004-login-throttle',
  '005-audit-summary',
  '006-app-perf',
  '007-verification',
  '008-qr-login',
  '009-messaging-login',
  '010-oidc-login',
  '011-account-security',
  '012-pre-login',
  '013-brand',
  '014-company',
  '015-operations',
  '016-tenant-keys',
  '017-notices',
  '018-search',
  '019-tour-watermark',
  '020-tracking',
  '021-files',
  '022-workflow',
  '023-leave',
  '025-perms',
  '027-patch-card',
  '028-personnel',
  '029-org',
  '030-schemes',
  '031-shifts',
  '032-agent',
  '033-login-binding',
  '034-code-delivery',
  '036-totp',
  '037-session-security',
  '038-qr-number-match',
  '039-audit-channels',
  '040-vendor-function-ids',
  '041-app-install',
  '042-drop-supplier',
  '043-vendor-api',
  '044-developer-mode-menu',
  '045-vendor-menus-out',
  '046-app-request',
  '047-staff-page-index',
  '051-change-notify',
  '052-calendars',
  '053-groups',
  '054-punch',
  '055-attendance-results',
  // Hourly leave, overtime and time off in lieu (services/leave).
  '056-hourly-leave',
  '057-overtime',
  '058-staff-change-notify',
  '059-attendance-menus',
  // Payroll (services/payroll: items, runs and lines; groups, profiles, the audit trail, the run's review threshold;
  // payslips; the bank file layout), social insurance (services/insurance), income tax (services/tax).
  '060-payroll',
  '061-payroll-setup',
  '062-payroll-run-review',
  '063-insurance',
  '064-etax',
  '066-payslips',
  '067-bank-layout',
  '068-payroll-menus',
  // Messaging-platform identities of portal accounts (services/personnel).
  '069-platform-account',
  // Directory sync from the messaging platforms (services/dirsync; 073 its page), notifications out (services/notify:
  // the outbox, each person's choices and language; 074 the deliveries page) and approval delegation
  // (services/workflow: absences, decisions on an approver's behalf; 075 the Delegation page).
  '070-dirsync',
  '071-notify',
  '072-delegation',
  '073-directory-sync-menu',
  '074-notify-menus',
  '075-delegation-menu',
  // The employee's social insurance by part on a withholding record (services/tax).
  '076-etax-social-parts',
  // Days of a fixed-pattern group member that an approved shift swap changed (services/scheduling).
  '077-shift-override',
  // When the delegate of an absence heard of what already waited as it began (services/workflow).
  '078-absence-start',
  // Recruitment (services/recruitment: openings, channels, candidates, interviews, offers, retention; 082 its menus),
  // training and exams (services/training; 083 its menus in an older database) and performance reviews
  // (services/performance: cycles, participants, goals, check-ins, calibration, salary proposals; 084 its menus).
  '079-recruit',
  '080-training',
  '081-performance',
  '082-recruit-menus',
  '083-training-menus',
  '084-performance-menus',
  // A recruitment channel's name per language (services/recruitment).
  '085-recruit-channel-names',
  // The joiners HR marked as having had no wage income earlier in the year (services/tax).
  '086-etax-first-income',
  // One- and two-character CJK look-ups of global search (services/search: search_doc.grams and its index).
  '087-search-grams',
  // The brand (system code) of the host a session was signed in on (core's session table).
  '088-session-brand',
  // Master data: each tenant's dictionaries (services/masterdata; 090 its menus), and the record's fields that hold
  // their values (services/personnel).
  '089-dictionaries',
  '090-dictionary-menus',
  '091-profile-dictionary-fields',
  // HR's roles that change salary profiles edit every profile field (core's role_field_permission, business type 2).
  '092-salary-field-rules',
  // How far back a leave request of each type may start (vacation's leave_type.backdate_days).
  '093-leave-backdating',
  // Whether a platform operator opened a session by super login (core's session table).
  '094-session-super-login',
  // A custom form's select field may take its options from a dictionary (services/form: custom_form_field.dictionary).
  '095-form-field-dictionary',
  // Employment contracts and their renewals and terminations (services/contract; 097 its menu in an older database).
  '096-employment-contracts',
  '097-contract-menu',
  // The home dashboard: each user's layout, each role's default, and its menu (services/dashboard).
  '098-dashboard-layouts',
  // Report subscriptions and their runs, and the report centre's menus (services/report); files sent with an e-mail
  // delivery (services/notify).
  '099-report-subscriptions',
  '100-notify-attachments',
  // Outsourcing: providers, workers, assignments, confirmed statements and the workers' role (services/outsourcing; 102 its menus).
  '101-outsourcing-providers-workers',
  '102-outsourcing-menus',
  // The AI assistant for the Manager role of tenants seeded before line managers held it (services/agent).
  '103-agent-for-line-managers',
  // Who may take a leave type: a gender and months of service (services/leave).
  '104-leave-type-eligibility',
  // Request and notice titles as message keys shown in the reader's language (workflow's wf_instance, message's notice).
  '105-notice-title-message',
  '105-request-title-message',
  // A role's English name beside its Chinese one; the built-in roles renamed in Chinese (core's role table).
  '107-role-name-en',
  // When a user saw a finished import task's result (services/files: file_task.seen_at; the §7 IEL list).
  '110-file-task-seen',
  // Whether a session's portal must reload, cleared by the shell after it did (core's session table; §7 clear need-refresh).
  '111-session-need-refresh',
  // Each session's first entry into the portal (services/accounts: portal_entry; §7 portal loginIn).
  '112-portal-entry',
  // A saved query scheme's list, by the §3 list query parameter functionId (joyhr's self_scheme.function_id, default 7).
  '113-scheme-lists',
  // Salary profiles' cost centres as codes of the cost centre dictionary (services/payroll); the lists' quick filters
  // and the Master data → Quick query page (services/masterdata).
  '116-cost-centre-codes',
  '116-quick-query',
  '116-quick-query-menu',
  // Who last saved a leave type, names of up to 50 characters, and the Leave types page (services/leave).
  '117-leave-type-settings',
  '117-leave-types-menu',
  // WeCom third-party app authorisation by QR code: the suite's latest ticket, each tenant's authorisation, and how a
  // connector gets its token (services/dirsync).
  '119-dirsync-wecom-suite',
  // Field permissions join the shared cache's tables: their changes are named on the bus on PostgreSQL (core).
  '120-field-access-change-notify',
  // What a notification's content needs of its recipient when it is sent, and whether it is their own (services/notify).
  '121-notify-recipient-need',
  // Directory sync's safeguards: each tenant's limit on offboardings before a confirmation, runs' heartbeats and held
  // changes, refused callbacks counted per minute, install links bound to a browser (services/dirsync).
  '123-dirsync-guard',
  // The manifests administrators checked, kept as fetched until installed by their hash (services/vendor).
  '124-app-install-preview',
  // The captcha's risk level and the account a challenge was asked for (services/accounts: captcha_challenge.level, subject).
  '126-captcha-risk',
  // The session's channel secret, apart from its token (core's session table: channel_hash).
  '126-session-channel',
  // Names, and requests' titles and summaries, stored before the text rule, cleaned by it (core; services/workflow).
  '127-clean-names',
  '127-clean-request-titles',
  // Leave policies on the leave types, the balance ledger and the rollover's day (services/leave); the day work
  // began on the employee record (services/personnel, the people's profile).
  '128-leave-policies',
  '128-work-start',
  // Overtime by the law: a holiday statutory or bridged (services/scheduling), an approved overtime's class of day and
  // compensation with the rest-day policy (services/leave), each tenant's overtime rates (services/payroll).
  '129-holiday-statutory',
  '129-overtime-classes',
  '129-overtime-next-day',
  '129-overtime-rates',
  // Each attendance group's rules for offering overtime (services/scheduling) and the offers made from punches
  // (services/attendance).
  '130-overtime-offer-rules',
  '130-overtime-offers',
  // Blackout periods of leave types, for the company or chosen departments (services/leave).
  '131-leave-blackouts',
  // The 60,000 rule's flag per person and year, and the month a bonus of the year was taxed on its own on each
  // withholding record (services/tax).
  '132-etax-sixty-thousand',
  // Untaken annual leave paid: each tenant's payout rate and the item that pays it (services/payroll); what a leave
  // type does with the days left at a year's end, expire or pay out (services/leave).
  '134-leave-payout',
  '134-leave-year-end',
  // Each salary group's proration rule for joiners and leavers: working days or calendar days (services/payroll).
  '135-group-proration',
  // Kinds of payroll run (regular, off-cycle, correction), the name of an off-cycle run and the run a correction
  // corrects; one regular run per group and month (services/payroll).
  '136-run-kinds',
  // Back pay for a salary change dated into a month a closed run paid: what each run paid for which month
  // (services/payroll).
  '138-salary-arrears',
  // Opening balances of a year for a company that starts mid-year, their trail, and the labour remuneration withheld
  // by a run (services/tax).
  '139-etax-opening',
  // A salary profile's payee type: an employee or a labour-remuneration payee (services/payroll).
  '140-payee-type',
  // Each tenant's accounts of the payroll voucher where they differ from the default chart (services/payroll).
  '141-voucher-accounts',
  // The names of the platform's custom attributes holding a member's entry date and the date work began
  // (services/dirsync).
  '142-dirsync-date-attributes',
  // A contract for every employee whose record keeps contract dates and who has none (services/contract).
  '143-contracts-from-records',
  // Staff self-service on their own record: the fields HR opens, the changes staff propose (services/personnel).
  '146-self-service',
  // Certificates staff ask for, their templates and the hash of each verification code (services/personnel).
  '147-certificates',
  // Personal documents kept on a staff record, with a type and an optional expiry date (services/personnel).
  '148-personal-documents',
  // The tenant's staff role, given to staff accounts opened when no role is chosen (services/access).
  '149-staff-role',
  // Onboarding checklists: templates by company, department or position, and each hire's tasks (services/personnel).
  '150-onboarding-checklists',
  // The history of staff records, the moves (transfer, promotion, position and salary changes) and the probation
  // reviews (services/personnel).
  '151-record-history-moves',
  '152-leaving',
  '153-employment-spells',
  // The one-off compensation for ending a labour contract a run paid, taxed on its own (services/tax).
  '154-etax-severance',
  // The bank account salary is paid into and the family members on the staff record (services/personnel).
  '155-bank-family',
  // When HR sent a leaving case's termination certificate to the leaver, and to which address (services/personnel).
  '156-certificate-mail',
  // The portal path a notice opens (services/message).
  '157-notice-link',
  // A person's month roster published to them (services/scheduling).
  '159-roster-published',
  // Tenant access (1014) for the roles that manage roles (services/tenants).
  '160-tenant-access-function',
  // Each day's leave rollover that changed balances, for the Tasks view (services/leave).
  '161-leave-rollover-runs',
  // Expense categories, limits and settings, claims with lines and receipts, advances, bank files (services/expenses).
  '163-expenses',
  // The payroll items of expense reimbursements (not taxable) and advances deducted after tax (services/payroll).
  '164-expense-pay-items',
  // Background credentials of installed apps, their secrets hashed (services/vendorapi).
  '168-app-credential',
  // Signed webhooks of installed apps, their delivery queue, data deletions and id rounds (services/webhooks).
  '169-app-webhooks',
  // Vendor accounts and their console sessions (services/vendorconsole).
  '175-vendor-console',
  // Optional data scopes installed apps asked for while running, waiting for the administrator (services/vendor).
  '176-app-scope-request',
  // The tables day plans are made from join the shared cache's; their changes are named on the bus (core).
  '177-plan-change-notify',
  // Accounts found by their staff member through an index (core).
  '178-app-user-employee-index',
  // Leave types and locked attendance months join the shared cache's tables; their changes are named on the bus (core).
  '179-leave-change-notify',
  // A user's notices listed newest first through an index in that order (services/message).
  '180-notice-receipt-list-index',
  // Changes of the leave ledger, leave requests and staff profiles are named on the bus: balance reads know which
  // accounts' entitlements are settled (core).
  '181-leave-settle-notify',
]
