/** Texts of the landing page's auto-discovery box (spec §2 Landing, §8 auto-discovery). */
export const discoveryText = {
  title: 'Prueba el auto-descubrimiento de archivos',
  lead: 'Describe lo que quieres automatizar y buscamos en tu Google Drive y tus hojas de Google Sheets los archivos que encajan.',
  intentLabel: '¿Qué quieres automatizar?',
  intentPlaceholder: 'Ej.: guarda cada pedido nuevo en mi hoja de pedidos',
  providersLabel: 'Buscar en',
  search: 'Buscar archivos',
  searching: 'Buscando...',
  results: (n: number) => (n === 1 ? '1 archivo encontrado' : `${n} archivos encontrados`),
  confidence: (c: number) => `Coincidencia ${Math.round(c * 100)} %`,
  open: 'Abrir',
  notConnected: 'No hay una cuenta de Google conectada: conéctala en «Gestionar Credenciales» (Mis Workflows) para buscar en tus archivos.',
  reconnect: 'Google rechazó el acceso a tus archivos: vuelve a conectar tu cuenta de Google en «Gestionar Credenciales».',
  providers: { google_drive: 'Google Drive', google_sheets: 'Google Sheets' } as Record<string, string>,
  fileTypes: {
    spreadsheet: 'Hoja de cálculo',
    document: 'Documento',
    presentation: 'Presentación',
    pdf: 'PDF',
    folder: 'Carpeta',
    image: 'Imagen',
    file: 'Archivo',
  } as Record<string, string>,
};

/** The chat's file auto-discovery modal. */
export const chatDiscovery = {
  open: 'Buscar mis archivos',
  title: 'Auto-descubrimiento de archivos',
  description: 'Buscamos en tu Google Drive y tus hojas de Google Sheets los archivos que encajan con tu pedido y los pasos del plan.',
};
