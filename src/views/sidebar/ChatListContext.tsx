import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useRoute } from 'wouter';
import { useChatList } from '../../app';

type ChatList = ReturnType<typeof useChatList>;

const Ctx = createContext<ChatList | null>(null);

/** One chat-list actor for the chat layout: the sidebar renders it, the chat header reads titles from it. */
export function ChatListProvider({ children }: { children: ReactNode }) {
  const [, params] = useRoute<{ chatId: string }>('/chat/:chatId');
  const list = useChatList(params?.chatId ?? null);
  const { load } = list;
  useEffect(() => load(), [load]);
  return <Ctx.Provider value={list}>{children}</Ctx.Provider>;
}

export function useChatListContext(): ChatList | null {
  return useContext(Ctx);
}
