/** Where browsers send content-security-policy violation reports, under /gateway (services/operations/csp-reports; sites/policies.ts names it). */
export const CSP_REPORT_PATH = '/ops/cspReport'
