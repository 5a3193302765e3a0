import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineAction, type NodeDefinition, type PollContext } from './types';
import { optionalText, text } from './params';
import { google, googleUrl } from './google/client';
import { polledTrigger, remember, seenOf } from './polling';

const LABEL = 'Google Drive';
const FOLDER_MIME = 'application/vnd.google-apps.folder';
const FIELDS = 'id,name,mimeType,webViewLink,createdTime,parents';
const NOT_FOUND = 'La carpeta de Google Drive no existe o tu cuenta no tiene acceso a ella: revisa el ID';

type DriveFile = { id: string; name: string; mimeType?: string; webViewLink?: string; createdTime?: string; parents?: string[] };
/** A file as the actions and the trigger output it. */
export const fileOut = (f: DriveFile) => ({ id: f.id, name: f.name, mime_type: f.mimeType ?? null, web_view_link: f.webViewLink ?? null, created_time: f.createdTime ?? null, parents: f.parents ?? [] });

/** multipart/related body of files.create?uploadType=multipart: JSON metadata, then the content. */
export function multipartBody(metadata: object, content: string, mime = 'text/plain; charset=UTF-8') {
  const boundary = `enlaza_${randomBytes(12).toString('hex')}`;
  const body = [
    `--${boundary}`,
    'Content-Type: application/json; charset=UTF-8',
    '',
    JSON.stringify(metadata),
    `--${boundary}`,
    `Content-Type: ${mime}`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}

/** files.list in the folder (or anywhere), not trashed, newest first. */
async function newestFiles(ctx: PollContext, p: { folder_id?: string }, pageSize: number): Promise<DriveFile[]> {
  const q = [p.folder_id ? `'${p.folder_id.replace(/['\\]/g, '\\$&')}' in parents` : null, 'trashed = false'].filter(Boolean).join(' and ');
  const res = await google({ ...ctx }, 'google_drive', LABEL, {
    url: googleUrl(ctx.config, 'drive', '/drive/v3/files', { q, orderBy: 'createdTime desc', pageSize, fields: `files(${FIELDS})` }),
    notFound: NOT_FOUND,
  });
  return ((res.body as { files?: DriveFile[] })?.files ?? []);
}

async function newFiles(ctx: PollContext, p: { folder_id?: string }, cursor: unknown) {
  const files = await newestFiles(ctx, p, 25);
  const ids = files.map((f) => f.id);
  const seen = seenOf(cursor);
  if (!seen) return { items: [], cursor: { seen: remember([], ids) } };
  const items = files.filter((f) => !seen.includes(f.id)).reverse().map((f) => ({ id: f.id, payload: fileOut(f) }));
  return { items, cursor: { seen: remember(seen, ids) } };
}

/** The newest file, for a run the poller did not start. */
async function latestFile(ctx: PollContext, p: { folder_id?: string }) {
  const [file] = await newestFiles(ctx, p, 1);
  return file ? fileOut(file) : null;
}

const noFile = (p: { folder_id?: string }) => p.folder_id
  ? 'La carpeta no tiene archivos para probar el flujo: sube uno y vuelve a ejecutar'
  : 'No hay archivos en tu Google Drive para probar el flujo: sube uno y vuelve a ejecutar';

export const googleDriveNode: NodeDefinition = {
  node_id: 'google_drive',
  name: 'Google Drive',
  service: 'google_drive',
  category: 'storage',
  auth: { mechanism: 'oauth2', provider: 'google' },
  triggers: [
    defineAction({
      action_id: 'new_file',
      name: 'Nuevo archivo',
      description: 'Revisa periódicamente una carpeta y se activa con cada archivo nuevo.',
      kind: 'trigger',
      params: z.object({ folder_id: optionalText('ID de la carpeta') }),
      poll: newFiles,
      ...polledTrigger(latestFile, noFile),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'upload_file',
      name: 'Subir archivo',
      description: 'Crea un archivo con el contenido indicado.',
      kind: 'action',
      params: z.object({ name: text('Nombre del archivo'), content: text('Contenido'), folder_id: optionalText('ID de la carpeta') }),
      execute: async (ctx, p) => {
        const { body, contentType } = multipartBody({ name: p.name, ...(p.folder_id ? { parents: [p.folder_id] } : {}) }, p.content);
        const res = await google(ctx, 'google_drive', LABEL, {
          method: 'POST',
          url: googleUrl(ctx.config, 'drive', '/upload/drive/v3/files', { uploadType: 'multipart', fields: FIELDS }),
          headers: { 'content-type': contentType },
          body,
          notFound: NOT_FOUND,
        });
        return fileOut(res.body as DriveFile);
      },
    }),
    defineAction({
      action_id: 'create_folder',
      name: 'Crear carpeta',
      description: 'Crea una carpeta nueva.',
      kind: 'action',
      params: z.object({ name: text('Nombre de la carpeta'), parent_id: optionalText('ID de la carpeta superior') }),
      execute: async (ctx, p) => {
        const res = await google(ctx, 'google_drive', LABEL, {
          method: 'POST',
          url: googleUrl(ctx.config, 'drive', '/drive/v3/files', { fields: FIELDS }),
          json: { name: p.name, mimeType: FOLDER_MIME, ...(p.parent_id ? { parents: [p.parent_id] } : {}) },
          notFound: NOT_FOUND,
        });
        return fileOut(res.body as DriveFile);
      },
    }),
  ],
};
