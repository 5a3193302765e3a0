import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_NAME, t } from '../../i18n/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import { Logo } from '../shell/TopBar';
import { ChatListItem, type SidebarChat } from './ChatListItem';
import { ActiveWorkflowDeleteDialog } from './ActiveWorkflowDeleteDialog';
import type { DeleteQuestion, WorkflowChoice } from '../../../machines/chatList.machine';
import { filterChats } from './filterChats';

export type SidebarViewProps = {
  chats: SidebarChat[];
  activeChatId: string | null;
  creating: boolean;
  /** The question asked before a delete (the chat list machine's `confirming`). */
  confirmingDelete: DeleteQuestion | null;
  onNewChat: () => void;
  onRename: (chatId: string, title: string) => void;
  onRequestDelete: (chatId: string) => void;
  onConfirmDelete: (workflow?: WorkflowChoice) => void;
  onCancelDelete: () => void;
  onLogout: () => void;
  /** The failure alerts bell, beside 'Mis Workflows'. */
  bell?: ReactNode;
  /** Opens the 'Cambiar contraseña' dialog. */
  onChangePassword?: () => void;
};

/** The chat sidebar: 'Nuevo Chat', search, the conversations, and the logout control. */
export function SidebarView(p: SidebarViewProps) {
  const { chats, activeChatId, creating, confirmingDelete: asking, onNewChat, onRename, onRequestDelete, onConfirmDelete, onCancelDelete, onLogout, onChangePassword } = p;
  const [query, setQuery] = useState('');
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** Phone widths: the list folds away behind a toggle. */
  const [listOpen, setListOpen] = useState(false);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);

  const visible = useMemo(() => filterChats(chats, query, t.sidebar.untitled), [chats, query]);

  return (
    <aside className={`sidebar ${listOpen ? 'is-open' : ''}`} aria-label={t.sidebar.conversations}>
      <div className="sidebar-top">
        <div className="sidebar-brand-row">
          <Link href="/" className="brand">
            <Logo />
            <span className="brand-name">{APP_NAME}</span>
          </Link>
          <button
            type="button"
            className="button button-ghost button-small sidebar-toggle"
            aria-expanded={listOpen}
            aria-controls="sidebar-fold"
            onClick={() => setListOpen((o) => !o)}
          >
            {t.sidebar.conversations} ({chats.length})
          </button>
        </div>
        <button type="button" className="button button-primary button-block" onClick={onNewChat} disabled={creating}>
          {creating ? null : <Icon name="plus" />}
          {creating ? t.sidebar.creating : t.sidebar.newChat}
        </button>
        <div className="sidebar-fold-top">
          <input
            type="search"
            className="sidebar-search"
            placeholder={t.sidebar.search}
            aria-label={t.sidebar.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      <div id="sidebar-fold" className="sidebar-fold">
        {visible.length === 0 ? (
          <div className="sidebar-empty">
            <p className="state-title">{t.sidebar.emptyTitle}</p>
            <p className="muted">{t.sidebar.emptyBody}</p>
          </div>
        ) : (
          <ul className="chat-list">
            {visible.map((chat) => (
              <ChatListItem
                key={chat.session_id}
                chat={chat}
                now={now}
                active={chat.session_id === activeChatId}
                renaming={renamingId === chat.session_id}
                onStartRename={() => setRenamingId(chat.session_id)}
                onRename={(title) => {
                  setRenamingId(null);
                  onRename(chat.session_id, title);
                }}
                onCancelRename={() => setRenamingId(null)}
                onDelete={() => onRequestDelete(chat.session_id)}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="sidebar-bottom">
        <div className="sidebar-links">
          <Link href="/workflows" className="nav-link">
            {t.shell.myWorkflows}
          </Link>
          {p.bell}
        </div>
        <div className="sidebar-account">
          {onChangePassword ? (
            <button type="button" className="button button-ghost button-small" onClick={onChangePassword}>
              {t.account.changePassword}
            </button>
          ) : null}
          <button type="button" className="button button-ghost button-small" onClick={onLogout}>
            {t.shell.logout}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={!!asking && !asking.activeWorkflow}
        onOpenChange={(open) => !open && onCancelDelete()}
        title={t.sidebar.deleteTitle}
        description={t.sidebar.confirmDelete}
        onConfirm={() => onConfirmDelete()}
      />
      <ActiveWorkflowDeleteDialog
        chatTitle={asking?.activeWorkflow ? asking.title.trim() || t.sidebar.untitled : null}
        onChoose={(workflow) => onConfirmDelete(workflow)}
        onCancel={onCancelDelete}
      />
    </aside>
  );
}
