/** Case-insensitive title filter of the sidebar search (untitled chats match 'Chat sin título'). */
export function filterChats<T extends { title?: string | null }>(chats: readonly T[], query: string, untitled: string): T[] {
  const q = query.trim().toLocaleLowerCase('es-MX');
  if (!q) return [...chats];
  return chats.filter((c) => (c.title?.trim() || untitled).toLocaleLowerCase('es-MX').includes(q));
}
