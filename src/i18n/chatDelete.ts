/** Texts of deleting a chat whose workflow is active (the plain confirmation is t.sidebar.confirmDelete). */
export const chatDelete = {
  title: 'Este chat tiene un workflow activo',
  description: (chat: string) =>
    `«${chat}» tiene un workflow activo que sigue ejecutándose solo. ¿Qué quieres hacer con él al eliminar la conversación?`,
  deleteBoth: 'Eliminar también el workflow',
  keep: 'Conservar el workflow activo',
  keepHint: 'Si lo conservas, seguirá funcionando y lo verás en «Mis workflows» sin chat asociado.',
  cancel: 'Cancelar',
} as const;
