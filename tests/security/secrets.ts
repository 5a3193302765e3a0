import { randomBytes } from 'node:crypto';

/**
 * Canary secrets: unique values the battery plants as credentials and then looks for in every
 * answer and log line. Each carries a random part, so finding one is never a coincidence.
 */

const hex = (n: number) => randomBytes(n).toString('hex');

export type Secrets = {
  telegramBotToken: string;
  whatsappApiKey: string;
  aiApiKey: string;
  smtpPassword: string;
  oauthClientSecret: string;
  oauthAccessToken: string;
  oauthRefreshToken: string;
  postgresPassword: string;
};

export function makeSecrets(): Secrets {
  return {
    // Telegram's format: digits, a colon, 30+ characters.
    telegramBotToken: `${100000 + randomBytes(2).readUInt16BE()}:CanarioTelegram${hex(12)}`,
    whatsappApiKey: `EAAcanariowa${hex(12)}`,
    aiApiKey: `sk-canario-ia-${hex(12)}`,
    smtpPassword: `canario-smtp-${hex(12)}`,
    oauthClientSecret: `canario-client-secret-${hex(12)}`,
    oauthAccessToken: `gho_canarioacceso${hex(12)}`,
    oauthRefreshToken: `ghr_canariorenovar${hex(12)}`,
    postgresPassword: `canario-pg-${hex(12)}`,
  };
}

/** A strong password nobody could guess or have in a dictionary (registration checks strength). */
export const strongPassword = () => `Canario-${hex(10)}-Zq9!`;

/** The terms found in `text`. */
export const found = (text: string, terms: readonly string[]) => terms.filter((term) => term && text.includes(term));
