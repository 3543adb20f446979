/**
 * The shape of a policy as radio-embed writes it (`name value value; name value`: lowercase
 * names, values of printable ASCII without space, quote, `;` or `,`), as a regular expression the
 * constant host code (the Cloudflare worker, the CloudFront Function) checks a policy with before
 * it sets the header: the build checks every policy by the full grammar (csp/csp-policy-text.ts),
 * so one that fails here was edited after the build, and the page is not served with it.
 */
const DIRECTIVE = "[a-z][a-z0-9-]*(?: [!#-+\\--:<-~]+)*";
export const POLICY_SHAPE = `/^${DIRECTIVE}(?:; ${DIRECTIVE})*$/`;
