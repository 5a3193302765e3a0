import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalText, text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Google Drive');

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
      execute: run,
    }),
  ],
  actions: [
    defineAction({
      action_id: 'upload_file',
      name: 'Subir archivo',
      description: 'Crea un archivo con el contenido indicado.',
      kind: 'action',
      params: z.object({ name: text('Nombre del archivo'), content: text('Contenido'), folder_id: optionalText('ID de la carpeta') }),
      execute: run,
    }),
    defineAction({
      action_id: 'create_folder',
      name: 'Crear carpeta',
      description: 'Crea una carpeta nueva.',
      kind: 'action',
      params: z.object({ name: text('Nombre de la carpeta') }),
      execute: run,
    }),
  ],
};
