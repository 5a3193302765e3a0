/**
 * What a Drive step leaves for the steps after it (server/nodes/google-drive.ts `fileOut`), by the
 * word the owner uses for it: "el nombre de la carpeta", "la fecha", "la liga del archivo".
 */
export const DRIVE_OUTPUT: Record<string, string> = {
  nombre: 'name', fecha: 'created_time', dia: 'created_time', link: 'web_view_link', liga: 'web_view_link', enlace: 'web_view_link', url: 'web_view_link', id: 'id',
};
