import type { IncomingHttpHeaders } from 'node:http';
import { checkEnlazaSignature, githubSignatureValid, slackSignatureValid } from './signatures';

/** What the webhook route does with a delivery: run the flow, or answer at once. */
export type Verdict = { run: true } | { run: false; status: number; body: unknown };

type Delivery = {
  nodeId: string;
  params: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
  /** The flow owner's credential for a service (the Slack signing secret may live there). */
  getCredential: (serviceId: string) => Promise<Record<string, unknown> | null>;
  /** The flow's own signing secret (generic webhook), null when none was made yet. */
  getWebhookSecret: () => Promise<string | null>;
};

const header = (h: IncomingHttpHeaders, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : []).map((s) => s.trim()).filter(Boolean);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const ignored = (reason: string): Verdict => ({ run: false, status: 200, body: { status: 'ignored', reason } });

async function github(d: Delivery): Promise<Verdict> {
  const secret = str(d.params.secret);
  if (!secret) return { run: false, status: 401, body: { detail: 'Este webhook de GitHub no tiene secreto: escríbelo en el disparador (campo "Secreto del webhook") y en la configuración del webhook en GitHub' } };
  if (!githubSignatureValid(secret, d.rawBody, header(d.headers, 'x-hub-signature-256'))) {
    return { run: false, status: 401, body: { detail: 'Firma de GitHub inválida: el secreto del webhook no coincide' } };
  }
  const event = header(d.headers, 'x-github-event') ?? '';
  if (event === 'ping') return { run: false, status: 200, body: { status: 'pong' } };
  const wanted = list(d.params.events);
  const action = (d.body as { action?: unknown } | null)?.action;
  if (wanted.length && !wanted.includes(event) && !(typeof action === 'string' && wanted.includes(`${event}.${action}`))) return ignored(`evento ${event} no seleccionado`);
  return { run: true };
}

async function slack(d: Delivery): Promise<Verdict> {
  const secret = str(d.params.signing_secret) ?? str((await d.getCredential('slack'))?.signing_secret);
  if (!secret) return { run: false, status: 401, body: { detail: 'Falta el signing secret de tu app de Slack: escríbelo en el disparador (campo "Signing secret de la app de Slack")' } };
  if (!slackSignatureValid(secret, d.rawBody, header(d.headers, 'x-slack-request-timestamp'), header(d.headers, 'x-slack-signature'))) {
    return { run: false, status: 401, body: { detail: 'Firma de Slack inválida o vencida: revisa el signing secret' } };
  }
  const body = (d.body ?? {}) as { type?: string; challenge?: unknown; event?: { type?: string } };
  // Slack checks a new Request URL by sending a challenge that must be echoed.
  if (body.type === 'url_verification') return { run: false, status: 200, body: { challenge: body.challenge } };
  const wanted = list(d.params.events);
  const type = body.event?.type ?? body.type ?? '';
  if (wanted.length && !wanted.includes(type)) return ignored(`evento ${type} no seleccionado`);
  return { run: true };
}

const refused = (detail: string): Verdict => ({ run: false, status: 401, body: { detail } });

/** The generic webhook with `require_signature`: X-Enlaza-Signature over "{X-Enlaza-Timestamp}.{raw body}". */
async function generic(d: Delivery): Promise<Verdict> {
  if (d.params.require_signature !== true && d.params.require_signature !== 'true') return { run: true };
  const secret = await d.getWebhookSecret();
  if (!secret) return refused('Este webhook exige firma, pero aún no tiene secreto: ábrelo en "URLs del webhook" en Enlaza para crearlo');
  switch (checkEnlazaSignature(secret, d.rawBody, header(d.headers, 'x-enlaza-timestamp'), header(d.headers, 'x-enlaza-signature'))) {
    case 'ok':
      return { run: true };
    case 'missing':
      return refused('Este webhook exige firma: envía los encabezados X-Enlaza-Timestamp y X-Enlaza-Signature');
    case 'expired':
      return refused('Firma vencida: X-Enlaza-Timestamp debe ser la hora actual en segundos Unix (se aceptan 5 minutos de diferencia)');
    default:
      return refused('Firma inválida: el secreto del webhook no coincide');
  }
}

/** Signature, handshake and event filter of the service triggers and the generic webhook; forms always run. */
export async function verifyDelivery(d: Delivery): Promise<Verdict> {
  if (d.nodeId === 'github') return github(d);
  if (d.nodeId === 'slack') return slack(d);
  if (d.nodeId === 'webhook') return generic(d);
  return { run: true };
}
