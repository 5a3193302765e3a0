import type { Config } from '../config';
import { google, googleUrl } from '../nodes/google/client';
import { StepError } from '../nodes/types';

/** A Drive file as files.list answers it (the fields we ask for). */
export type DriveFile = { id: string; name: string; mimeType?: string; webViewLink?: string; modifiedTime?: string; owners?: { displayName?: string }[] };

export type FileKind = { file_type: string; icon: string };

const FOLDER = 'application/vnd.google-apps.folder';
const SHEET = 'application/vnd.google-apps.spreadsheet';

/** file_type → the MIME types Drive is asked for. */
export const MIME_TYPES: Record<string, string[]> = {
  spreadsheet: [SHEET, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
  document: ['application/vnd.google-apps.document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  presentation: ['application/vnd.google-apps.presentation', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  pdf: ['application/pdf'],
  folder: [FOLDER],
};

/** What a MIME type is, and the icon name the SPA draws for it. */
export function kindOf(mime: string | undefined): FileKind {
  const m = mime ?? '';
  for (const [type, mimes] of Object.entries(MIME_TYPES)) if (mimes.includes(m)) return { file_type: type, icon: type === 'spreadsheet' ? 'sheet' : type === 'document' ? 'doc' : type };
  if (m.startsWith('image/')) return { file_type: 'image', icon: 'image' };
  return { file_type: 'file', icon: 'file' };
}

/** Drive's query string quoting: backslash and single quote escaped. */
const quote = (s: string) => `'${s.replace(/[\\']/g, '\\$&')}'`;

/** `(name contains 'a' or name contains 'b') and trashed = false [and (mimeType = … or …)]` */
export function driveQuery(terms: readonly string[], fileTypes: readonly string[]): string {
  const names = terms.map((t) => `name contains ${quote(t)}`).join(' or ');
  const mimes = fileTypes.flatMap((t) => (t === 'image' ? ["mimeType contains 'image/'"] : (MIME_TYPES[t] ?? []).map((m) => `mimeType = ${quote(m)}`)));
  return [`(${names})`, 'trashed = false', ...(mimes.length ? [`(${mimes.join(' or ')})`] : [])].join(' and ');
}

/** Google refused the token: the account has to be connected again. */
export const GOOGLE_RECONNECT = 'Google rechazó el acceso a tus archivos: vuelve a conectar tu cuenta de Google';

export type GoogleCtx = { getCredential: (serviceId: string) => Promise<Record<string, unknown> | null>; signal: AbortSignal; config: Config };

/**
 * files.list with the user's token for `service` (falling back to the shared 'google' connection).
 * Throws StepError: "Falta conectar…" without a token, GOOGLE_RECONNECT on 401/403.
 */
export async function searchDrive(ctx: GoogleCtx, service: string, terms: readonly string[], fileTypes: readonly string[]): Promise<DriveFile[]> {
  const res = await google(ctx, service, 'Google Drive', {
    url: googleUrl(ctx.config, 'drive', '/drive/v3/files', {
      q: driveQuery(terms, fileTypes),
      orderBy: 'modifiedTime desc',
      pageSize: 25,
      fields: 'files(id,name,mimeType,webViewLink,modifiedTime,owners(displayName))',
    }),
    classify: (status) => (status === 401 || status === 403 ? new StepError(GOOGLE_RECONNECT) : undefined),
  });
  return ((res.body as { files?: DriveFile[] } | null)?.files ?? []).filter((f) => f && typeof f.id === 'string' && typeof f.name === 'string');
}
