/** Small pure helpers shared by the machines (no DOM, no fetch, no timers). */

/**
 * The sentence to show for an actor's failure: the server's `detail` (string or list of
 * `{msg}`), else the error's message, else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail)) {
      const msgs = detail
        .map((d) => (typeof d === 'string' ? d : d && typeof d === 'object' ? (d as { msg?: unknown }).msg : null))
        .filter((m): m is string => typeof m === 'string' && m.length > 0);
      if (msgs.length) return msgs.join('; ');
    }
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** HTTP status carried by an error (`ApiError.status`), if any. */
export function errorStatus(error: unknown): number | null {
  const s = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof s === 'number' ? s : null;
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  try {
    return decodeURIComponent(
      Array.from(binary, (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
  } catch {
    return binary;
  }
}

/** `exp` (seconds since epoch) of a JWT's payload, or null when it cannot be read. */
export function jwtExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

// ---- form value checks shared by the smart form and the step editor --------------------------

export const ERR_REQUIRED = 'Este campo es obligatorio';
export const ERR_EMAIL = 'Escribe un correo electrónico válido';
export const ERR_URL = 'Escribe una dirección web válida (https://…)';
export const ERR_NUMBER = 'Escribe un número';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One address, or several separated by commas. */
export const isEmailList = (text: string) => text.split(',').every((part) => EMAIL.test(part.trim()));
export const isWebUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);
