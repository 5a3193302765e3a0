import { ContextMenu, DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { relativeAge, t } from '../../i18n/messages';
import { RenameInput } from './RenameInput';
import { Icon } from '../../components/Icon';

export type SidebarChat = { session_id: string; title: string | null; updated_at?: string | null; created_at?: string | null };

type ChatListItemProps = {
  chat: SidebarChat;
  active: boolean;
  renaming: boolean;
  now: number;
  onStartRename: () => void;
  onRename: (title: string) => void;
  onCancelRename: () => void;
  onDelete: () => void;
};

/** One conversation: title (or 'Chat sin título') and age; right-click or ⋯ menu with Renombrar / Eliminar. */
export function ChatListItem({ chat, active, renaming, now, onStartRename, onRename, onCancelRename, onDelete }: ChatListItemProps) {
  const title = chat.title?.trim() || t.sidebar.untitled;
  if (renaming) {
    return (
      <li className="chat-item is-renaming">
        <RenameInput initial={chat.title?.trim() ?? ''} onSave={onRename} onCancel={onCancelRename} />
      </li>
    );
  }
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>
        <li className={`chat-item ${active ? 'is-active' : ''}`}>
          <Link href={`/chat/${chat.session_id}`} className="chat-item-link" aria-current={active ? 'page' : undefined}>
            <span className="chat-item-title">{title}</span>
            <span className="chat-item-age">{relativeAge(chat.updated_at ?? chat.created_at, now)}</span>
          </Link>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="icon-button chat-item-menu" aria-label={`${t.sidebar.options}: ${title}`}>
              <Icon name="dots" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
                <DropdownMenu.Item className="menu-item" onSelect={onStartRename}>
                  <Icon name="pencil" size={15} /> {t.sidebar.rename}
                </DropdownMenu.Item>
                <DropdownMenu.Item className="menu-item menu-item-danger" onSelect={onDelete}>
                  <Icon name="trash" size={15} /> {t.sidebar.delete}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </li>
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="menu">
          <ContextMenu.Item className="menu-item" onSelect={onStartRename}>
            <Icon name="pencil" size={15} /> {t.sidebar.rename}
          </ContextMenu.Item>
          <ContextMenu.Item className="menu-item menu-item-danger" onSelect={onDelete}>
            <Icon name="trash" size={15} /> {t.sidebar.delete}
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
