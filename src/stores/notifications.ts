import { proxy } from 'valtio';

/** Toast notifications (spec §3 Notification: id, type, message). Shown bottom right for 3 s. */

export type NotificationType = 'success' | 'error' | 'info' | 'warning';
/** A link the toast offers ('Abrir chat'), followed inside the SPA. */
export type NotificationAction = { label: string; href: string };
export type Notification = { id: string; type: NotificationType; message: string; action?: NotificationAction };
export type NotifyOptions = { action?: NotificationAction };

export const TOAST_LIFETIME_MS = 3000;

export const notifications = proxy<{ items: Notification[] }>({ items: [] });

let counter = 0;

/** Shows a toast; returns its id. */
export function notify(type: NotificationType, message: string, options: NotifyOptions = {}): string {
  counter += 1;
  const id = `n${Date.now().toString(36)}-${counter}`;
  notifications.items.push({ id, type, message, ...(options.action ? { action: { ...options.action } } : {}) });
  return id;
}

export function dismiss(id: string): void {
  const i = notifications.items.findIndex((n) => n.id === id);
  if (i >= 0) notifications.items.splice(i, 1);
}

export function clearNotifications(): void {
  notifications.items.splice(0, notifications.items.length);
}
