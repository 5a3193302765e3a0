import type { ChatSession } from '../../contracts';

/**
 * App-level notifications between screens that do not share a parent actor:
 * the chat screen tells the sidebar about a new session; /workflows tells it a chat was removed.
 */
export type AppEvent =
  | { type: 'chat.sessionCreated'; chat: ChatSession }
  | { type: 'chats.changed' };

type Listener = (event: AppEvent) => void;
const listeners = new Set<Listener>();

export const appBus = {
  emit(event: AppEvent): void {
    for (const l of [...listeners]) l(event);
  },
  on(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
