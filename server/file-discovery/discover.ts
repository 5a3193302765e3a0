import type { DiscoveredFile, FileDiscoveryAnswer, FileDiscoveryRequest } from '../../contracts/fileDiscovery';
import { HttpError } from '../http/errors';
import { StepError } from '../nodes/types';
import { GOOGLE_RECONNECT, kindOf, searchDrive, type DriveFile, type GoogleCtx } from './google-files';
import { fold, searchTerms } from './terms';

/** Spec §5 "Auto-discovery needs a non-empty intent" (worded as the spec words it). */
export const EMPTY_INTENT = 'Auto-discovery needs a non-empty intent';
export const GOOGLE_UNAVAILABLE = 'Google Drive no respondió. Inténtalo de nuevo en un momento.';
export const MAX_RESULTS = 10;

const PROVIDERS = ['google_drive', 'google_sheets'] as const;
type Provider = (typeof PROVIDERS)[number];

/** 'google' means both; unknown names are ignored; nothing asked means both. */
function providersOf(asked: readonly string[] | undefined): Provider[] {
  const list = (asked ?? []).map((p) => p.trim().toLowerCase());
  if (!list.length || list.includes('google')) return [...PROVIDERS];
  return PROVIDERS.filter((p) => list.includes(p));
}

/** The file types one provider searches: Sheets only spreadsheets; Drive what was asked (any when nothing). */
function typesFor(provider: Provider, asked: string[]): string[] | null {
  if (provider === 'google_sheets') return !asked.length || asked.includes('spreadsheet') ? ['spreadsheet'] : null;
  return asked;
}

async function hasGoogleToken(ctx: GoogleCtx, service: string): Promise<boolean> {
  for (const s of [service, 'google']) {
    const cred = await ctx.getCredential(s);
    if (cred && typeof cred.access_token === 'string' && cred.access_token.trim()) return true;
  }
  return false;
}

/**
 * 0–1: the share of search words in the file's name (most of the weight), plus a little when the
 * file is of a kind the planned steps use (a spreadsheet for a Sheets step) or was asked for, and
 * when it was modified in the last 30 days.
 */
export function confidence(file: DriveFile, fileType: string, terms: readonly string[], ctx: { stepNodes: Set<string>; askedTypes: string[]; now: number }): number {
  const name = fold(file.name);
  const matched = terms.filter((t) => name.includes(fold(t))).length;
  let score = 0.25 + 0.55 * (terms.length ? matched / terms.length : 0);
  const fits = (fileType === 'spreadsheet' && ctx.stepNodes.has('google_sheets')) || (ctx.stepNodes.has('google_drive') && fileType !== 'spreadsheet');
  if (fits || ctx.askedTypes.includes(fileType)) score += 0.15;
  const modified = file.modifiedTime ? Date.parse(file.modifiedTime) : NaN;
  if (!Number.isNaN(modified) && ctx.now - modified < 30 * 86_400_000) score += 0.05;
  return Math.round(Math.min(score, 0.99) * 100) / 100;
}

function toDiscovered(file: DriveFile, provider: Provider, score: number, terms: readonly string[]): DiscoveredFile {
  const kind = kindOf(file.mimeType);
  const name = fold(file.name);
  return {
    id: file.id,
    name: file.name,
    provider: kind.file_type === 'spreadsheet' ? 'google_sheets' : provider,
    file_type: kind.file_type,
    icon: kind.icon,
    confidence: score,
    metadata: {
      mime_type: file.mimeType ?? null,
      web_view_link: file.webViewLink ?? null,
      modified_time: file.modifiedTime ?? null,
      owner: file.owners?.[0]?.displayName ?? null,
      matched_terms: terms.filter((t) => name.includes(fold(t))),
    },
  };
}

/**
 * Searches the user's connected Google Drive and Sheets for files whose names match the request's
 * meaningful words and the names its planned steps mention. Without a Google connection the answer
 * is an honest empty list (`searched_providers: []`).
 */
export async function discoverFiles(ctx: GoogleCtx, req: FileDiscoveryRequest, now = Date.now()): Promise<FileDiscoveryAnswer> {
  if (!req.user_message.trim()) throw new HttpError(400, EMPTY_INTENT);
  const steps = req.planned_steps ?? [];
  const terms = searchTerms(req.user_message, steps);
  const askedTypes = (req.file_types ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean);
  const answer: FileDiscoveryAnswer = { discovered_files: [], searched_providers: [], reconnect_providers: [], terms };
  if (!terms.length) return answer;

  const stepNodes = new Set(steps.map((s) => String(s.node_id ?? '')));
  const found = new Map<string, DiscoveredFile>();
  for (const provider of providersOf(req.providers)) {
    const types = typesFor(provider, askedTypes);
    if (!types || !(await hasGoogleToken(ctx, provider))) continue;
    let files: DriveFile[];
    try {
      files = await searchDrive(ctx, provider, terms, types);
    } catch (err) {
      if (err instanceof StepError && err.message === GOOGLE_RECONNECT) {
        answer.reconnect_providers.push(provider);
        continue;
      }
      if (err instanceof StepError) throw new HttpError(502, err.retryable ? GOOGLE_UNAVAILABLE : `No se pudo buscar en Google Drive: ${err.message}`);
      throw err;
    }
    answer.searched_providers.push(provider);
    for (const f of files) {
      if (found.has(f.id)) continue;
      const type = kindOf(f.mimeType).file_type;
      found.set(f.id, toDiscovered(f, provider, confidence(f, type, terms, { stepNodes, askedTypes, now }), terms));
    }
  }
  answer.discovered_files = [...found.values()].sort((a, b) => b.confidence - a.confidence).slice(0, MAX_RESULTS);
  return answer;
}
