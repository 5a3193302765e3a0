import type { ReactNode } from 'react';
import { useChatListContext } from './ChatListContext';
import { SidebarView } from './SidebarView';

/** The sidebar wired to the chat list machine (from ChatListProvider); the active chat is the one in the URL. */
export function ChatSidebar({ onLogout, onChangePassword, bell }: { onLogout: () => void; onChangePassword?: () => void; bell?: ReactNode }) {
  const list = useChatListContext();
  if (!list) return null;
  return (
    <SidebarView
      chats={list.chats}
      activeChatId={list.activeChatId}
      creating={list.creating}
      onNewChat={() => list.create()}
      onRename={list.rename}
      confirmingDelete={list.confirmingDelete}
      onRequestDelete={list.requestDelete}
      onConfirmDelete={list.confirmDelete}
      onCancelDelete={list.cancelDelete}
      onLogout={onLogout}
      onChangePassword={onChangePassword}
      bell={bell}
    />
  );
}
