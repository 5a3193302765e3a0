/**
 * Literal values the user typed (URLs, email addresses, quoted text, Slack channels, phone
 * numbers) are masked out of the message before normalisation, so matching never mangles
 * them, and restored verbatim when a clause needs them.
 */
import { normalize } from './normalize';

export type Literal = { kind: 'url' | 'email' | 'quote' | 'channel'; value: string };

export type Masked = {
  /** Normalised text in which every literal reads as a marker such as `{u0}`. */
  text: string;
  literals: Literal[];
};

const URL_RE = /\bhttps?:\/\/[^\s"'<>“”«»]+[^\s"'<>“”«».,;:!?)\]]/gi;
const BARE_URL_RE = /\b(?:www\.)[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s"'<>]*[^\s"'<>.,;:!?)])?/gi;
/**
 * "docs.google.com/spreadsheets/d/1Ab…/edit", "mitienda.com.mx/api/pedidos": an address typed without "https://"
 * nor "www.", known by its domain ending followed by a path.
 */
const HOST_PATH_RE = /(?<![\p{L}\d@./_-])(?:[a-z0-9-]+\.)+(?:com|net|org|mx|io|app|dev|co|gob|edu|info|biz|us|me)(?:\.mx)?\/[^\s"'<>]*[^\s"'<>.,;:!?)\]]/giu;
const EMAIL_RE = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}(?![\p{L}\d])/giu;
const QUOTE_RE = /"([^"]+)"|“([^”]+)”|«([^»]+)»|(?<![\p{L}\d])'([^']+)'(?![\p{L}\d])/gu;
const CHANNEL_RE = /(?<![\p{L}\d&])#([\p{L}\d_-]+)/gu;
const MARKER_RE = /\{([uecq])(\d+)\}/g;
const KIND_CODE: Record<Literal['kind'], string> = { url: 'u', email: 'e', quote: 'q', channel: 'c' };
const CODE_KIND: Record<string, Literal['kind']> = { u: 'url', e: 'email', q: 'quote', c: 'channel' };

export function mask(original: string): Masked {
  const literals: Literal[] = [];
  const put = (kind: Literal['kind'], value: string) => {
    literals.push({ kind, value });
    return ` {${KIND_CODE[kind]}${literals.length - 1}} `;
  };
  // "$1,000" is one number, not a clause break.
  let s = original.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  // Quotes first: a quoted sentence may itself contain a URL that belongs to the message text.
  // Braces outside quotes become parentheses, so nothing the user types can pose as a marker.
  const safe = (part: string) => part.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'));
  let out = '';
  let last = 0;
  for (const m of s.matchAll(QUOTE_RE)) {
    out += safe(s.slice(last, m.index)) + put('quote', (m[1] ?? m[2] ?? m[3] ?? m[4]).trim());
    last = m.index + m[0].length;
  }
  s = out + safe(s.slice(last));
  s = s.replace(URL_RE, (m) => put('url', m));
  s = s.replace(BARE_URL_RE, (m) => put('url', `https://${m}`));
  s = s.replace(HOST_PATH_RE, (m) => put('url', `https://${m}`));
  s = s.replace(EMAIL_RE, (m) => put('email', m.toLowerCase()));
  s = s.replace(CHANNEL_RE, (_m, name: string) => put('channel', `#${name}`));
  return { text: normalize(s).replace(/\{\s*([uecq]\d+)\s*\}/g, '{$1}'), literals };
}

/** Literals referenced by markers in a piece of masked text, in order. */
export function literalsIn(masked: string, literals: Literal[], kind?: Literal['kind']): string[] {
  const out: string[] = [];
  for (const m of masked.matchAll(MARKER_RE)) {
    const lit = literals[Number(m[2])];
    if (lit && (!kind || lit.kind === kind) && CODE_KIND[m[1]] === lit.kind) out.push(lit.value);
  }
  return out;
}

/** A token of masked text as the owner said it: the quoted text its `{q<n>}` marker stands for, or the word itself. */
export function quotedOr(token: string, literals: Literal[]): string | undefined {
  return token.startsWith('{q') ? literalsIn(token, literals, 'quote')[0] : token;
}

/** Masked text with its markers put back (for replies that quote the user). */
export function unmask(masked: string, literals: Literal[]): string {
  return masked.replace(MARKER_RE, (_m, _k, i) => literals[Number(i)]?.value ?? '').replace(/\s+/g, ' ').trim();
}

/** Text without markers, for keyword matching that must ignore literal contents. */
export function stripMarkers(masked: string): string {
  return masked.replace(MARKER_RE, ' ').replace(/\s+/g, ' ').trim();
}

/** Mexican-style phone numbers: +52 55 1234 5678, 5512345678, 55-1234-5678 (10 to 13 digits). */
export function phones(masked: string): string[] {
  const out: string[] = [];
  const plain = stripMarkers(masked);
  for (const m of plain.matchAll(/(?<![\d-])(\+?\d[\d\s-]{8,16}\d)(?![\d])/g)) {
    // "…y al Telegram de la tienda, chat 6690011223": a chat's id is no phone.
    if (/\b(?:chat|grupo|canal|id)\s*:?\s*$/.test(plain.slice(0, m.index))) continue;
    const digits = m[1].replace(/[\s-]/g, '');
    if (digits.replace('+', '').length >= 10 && digits.replace('+', '').length <= 13) out.push(digits);
  }
  return out;
}

/** A Telegram chat id: a (possibly negative) number of 5+ digits after "chat", or an @channel handle. */
export function telegramChatId(masked: string): string | undefined {
  const plain = stripMarkers(masked);
  // "al telegram de guardia 44556677": a number said right after the service is its chat.
  const id = plain.match(/\b(?:chat|grupo|canal|id)\b[^\d-]{0,20}(-?\d{5,})/) ?? plain.match(/\btelegram\b[^\d-,;.]{0,25}(-?\d{5,})(?!\d)/);
  if (id) return id[1];
  // A supergroup's id (-100…) is a chat wherever it is said: "al grupo de pilotos en telegram -1002020202020".
  const group = plain.match(/(?<![\d-])(-100\d{7,})(?!\d)/);
  if (group) return group[1];
  const handle = plain.match(/(?:^|\s)(@[a-z][a-z0-9_]{4,})\b/);
  return handle?.[1];
}

/** A GitHub repository written as owner/name. */
export function repository(masked: string): string | undefined {
  return stripMarkers(masked).match(/\b([a-z0-9][a-z0-9-]*\/[a-z0-9._-]+)\b/)?.[1];
}

/** A Google Sheets id from a docs.google.com URL. */
export function spreadsheetId(url: string): string | undefined {
  return url.match(/docs\.google\.com\/spreadsheets\/d\/([A-Za-z0-9_-]{3,})/)?.[1];
}

/** A Google Drive folder id from a drive.google.com/drive/folders/<id> URL. */
export function driveFolderId(url: string): string | undefined {
  return url.match(/drive\.google\.com\/drive\/(?:u\/\d+\/)?folders\/([A-Za-z0-9_-]{3,})/)?.[1];
}
