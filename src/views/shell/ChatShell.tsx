import type { ReactNode } from 'react';
import { ChatListProvider } from '../sidebar/ChatListContext';
import { ChatSidebar } from '../sidebar/ChatSidebar';

type ChatShellProps = {
  onLogout: () => void;
  onChangePassword: () => void;
  /** The alerts bell (docs/alerts.md). */
  bell?: ReactNode;
  children: ReactNode;
};

/** The chat's layout (signed in, /chat…): the chat list on the side, the open chat in the middle. Loaded with the chat. */
export function ChatShell({ onLogout, onChangePassword, bell, children }: ChatShellProps) {
  return (
    <ChatListProvider>
      <div className="chat-layout">
        <ChatSidebar onLogout={onLogout} onChangePassword={onChangePassword} bell={bell} />
        <main className="chat-main">{children}</main>
      </div>
    </ChatListProvider>
  );
}
