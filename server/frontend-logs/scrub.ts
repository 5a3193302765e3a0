import { MASK } from '../engine/mask';

/**
 * Removes secrets from a browser log line before it is stored. The SPA never logs tokens on
 * purpose, but an error message can quote a URL with `?token=`, a header, a JSON body or a token
 * itself: anything that looks like one is replaced with '[oculto]'.
 */

/** Names whose value is a secret in `name=value`, `name: value` and `"name":"value"` forms. */
const SECRET_NAMES = [
  'password', 'passwd', 'pwd', 'contraseña', 'contrasena', 'passphrase',
  'secret', 'client_secret', 'signing_secret',
  'token', 'access_token', 'refresh_token', 'id_token', 'bot_token', 'session_token', 'accessToken', 'refreshToken',
  'api_key', 'apikey', 'api-key', 'x-api-key', 'authorization', 'cookie', 'set-cookie',
].map((n) => n.replace(/[-]/g, '[-_]?')).join('|');

/** Query parameters that carry a one-time secret in OAuth redirects (only as `?name=` / `&name=`). */
const QUERY_SECRETS = 'code|state|code_verifier|token|access_token|refresh_token';

const RULES: [RegExp, string | ((...m: string[]) => string)][] = [
  // Authorization: Bearer …, Basic …
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${MASK}`],
  // JWT-shaped: header.payload.signature (base64url, header starts with eyJ)
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, MASK],
  // "password":"…" and password=… / password: … (quoted or not)
  [new RegExp(`((?:^|[^A-Za-z0-9_])["']?(?:${SECRET_NAMES})["']?\\s*[:=]\\s*)(?!(?:Bearer|Basic)\\s)("[^"]*"|'[^']*'|[^\\s&,;}"')\\]]+)`, 'gi'), (_m, head: string, value: string) => `${head}${value.startsWith('"') ? `"${MASK}"` : value.startsWith("'") ? `'${MASK}'` : MASK}`],
  [new RegExp(`([?&#](?:${QUERY_SECRETS})=)[^&#\\s"']*`, 'gi'), `$1${MASK}`],
  // Provider keys and tokens with a recognisable shape
  [/\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/g, MASK], // OpenAI, Anthropic
  [/\bya29\.[A-Za-z0-9._-]{10,}/g, MASK], // Google OAuth access token
  [/\b1\/\/[A-Za-z0-9._-]{20,}/g, MASK], // Google refresh token
  [/\bxox[abposr]-[A-Za-z0-9-]{10,}/g, MASK], // Slack
  [/\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, MASK], // GitHub
  [/\b\d{8,10}:[A-Za-z0-9_-]{30,}/g, MASK], // Telegram bot token
  [/\bAKIA[0-9A-Z]{16}\b/g, MASK], // AWS access key id
  // Any other long random-looking string (our refresh tokens are 43 base64url characters): 24+
  // characters mixing upper case, lower case and digits. UUIDs (lower-case hex) and words survive.
  [/(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{24,}(?![A-Za-z0-9_-])/g, MASK],
];

export function scrubSecrets(text: string): string {
  let out = text;
  for (const [re, replacement] of RULES) out = out.replace(re, replacement as string);
  return out;
}
