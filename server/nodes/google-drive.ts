import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineAction, type NodeDefinition, type PollContext } from './types';
import { optionalText, text } from './params';
import { google, googleUrl } from './google/client';
import { polledPayload, remember, seenOf } from './polling';

const LABEL = 'Google Drive';
const FOLDER_MIME = 'application/vnd.google-apps.folder';
const FIELDS = 'id,name,mimeType,webViewLink,createdTime,parents';
const NOT_FOUND = 'La carpeta de Google Drive no existe o tu cuenta no tiene acceso a ella: revisa el ID';

type DriveFile = { id: string; name: string; mimeType?: string; webViewLink?: string; createdTime?: string; parents?: string[] };
const out = (f: DriveFile) => ({ id: f.id, name: f.name, mime_type: f.mimeType ?? null, web_view_link: f.webViewLink ?? null, created_time: f.createdTime ?? null, parents: f.parents ?? [] });

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

async function newFiles(ctx: PollContext, p: { folder_id?: string }, cursor: unknown) {
  const q = [p.folder_id ? `'${p.folder_id.replace(/['\\]/g, '\\$&')}' in parents` : null, 'trashed = false'].filter(Boolean).join(' and ');
  const res = await google({ ...ctx }, 'google_drive', LABEL, {
    url: googleUrl(ctx.config, 'drive', '/drive/v3/files', { q, orderBy: 'createdTime desc', pageSize: 25, fields: `files(${FIELDS})` }),
    notFound: NOT_FOUND,
  });
  const files = ((res.body as { files?: DriveFile[] })?.files ?? []);
  const ids = files.map((f) => f.id);
  const seen = seenOf(cursor);
  if (!seen) return { items: [], cursor: { seen: remember([], ids) } };
  const items = files.filter((f) => !seen.includes(f.id)).reverse().map((f) => ({ id: f.id, payload: out(f) }));
  return { items, cursor: { seen: remember(seen, ids) } };
}

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
      execute: async (ctx) => polledPayload(ctx),
      poll: newFiles,
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
        return out(res.body as DriveFile);
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
        return out(res.body as DriveFile);
      },
    }),
  ],
};
