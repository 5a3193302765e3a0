import { z } from 'zod';
import { type ExecutionContext, type NodeDefinition, StepError, defineAction } from './types';
import { emailList, optionalBoolean, optionalEmailList, optionalText, text } from './params';
import { BlockedAddressError, socketTarget } from '../net/guard';

export const NO_SMTP_MESSAGE =
  'No hay un servidor de correo configurado: conecta tu cuenta de correo (SMTP) en Credenciales o pide al administrador que defina SMTP_HOST';

export const emailParams = z.object({
  to: emailList('Para'),
  subject: text('Asunto'),
  body: z.preprocess((v) => (v === null || v === undefined ? v : typeof v === 'string' ? v : JSON.stringify(v, null, 2)), text('Mensaje')),
  cc: optionalEmailList('Copia (CC)'),
  bcc: optionalEmailList('Copia oculta (CCO)'),
  from: optionalEmailList('Remitente'),
  html: optionalBoolean('Mensaje en HTML'),
});
type EmailParams = z.infer<typeof emailParams>;

type Smtp = { host: string; port: number; secure: boolean; user?: string; password?: string; from?: string };

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** SMTP settings from the user's `email` credential, else from the server configuration, else null. */
export async function smtpSettings(ctx: ExecutionContext): Promise<Smtp | null> {
  const cred = await ctx.getCredential('email');
  const host = str(cred?.host) ?? str(cred?.smtp_host);
  if (cred && host) {
    const port = Number(cred.port ?? cred.smtp_port ?? 587);
    const secure = cred.secure === true || cred.secure === 'true' || port === 465;
    const user = str(cred.user) ?? str(cred.username);
    return { host, port, secure, user, password: str(cred.password) ?? str(cred.pass), from: str(cred.from) ?? user };
  }
  const s = ctx.config.smtp;
  if (!s.host) return null;
  const port = s.port ?? 587;
  return { host: s.host, port, secure: s.secure ?? port === 465, user: s.user, password: s.password, from: s.from ?? s.user };
}

/** Where the SMTP socket goes: through the outbound guard at send time, not only when the credential was saved. */
async function smtpTarget(ctx: ExecutionContext, smtp: Smtp) {
  try {
    return await socketTarget(smtp.host, ctx.config);
  } catch (err) {
    if (err instanceof BlockedAddressError) throw new StepError(err.message);
    const code = (err as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw new StepError(`No se encontró el servidor de correo ${smtp.host}: revisa el host de tu conexión`);
    throw new StepError(`No se pudo conectar con el servidor de correo ${smtp.host}:${smtp.port}${code ? ` (${code})` : ''}`, true);
  }
}

export async function sendEmail(ctx: ExecutionContext, p: EmailParams) {
  const smtp = await smtpSettings(ctx);
  if (!smtp) throw new StepError(NO_SMTP_MESSAGE);
  const from = p.from ?? smtp.from;
  if (!from) throw new StepError('Falta el remitente: define "from" en tu credencial de correo o SMTP_FROM en el servidor');
  const target = await smtpTarget(ctx, smtp);
  // loaded with the first mail: most servers never send one, and it weighs ~10 MB resident
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    // The checked address (outbound guard); certificates are checked against the name the user gave.
    host: target.host,
    ...(target.servername ? { servername: target.servername } : {}),
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const onAbort = () => transport.close();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const info = await transport.sendMail({
      from,
      to: p.to,
      cc: p.cc,
      bcc: p.bcc,
      subject: p.subject,
      ...(p.html ? { html: p.body } : { text: p.body }),
    });
    return { message_id: info.messageId, accepted: info.accepted.map(String), rejected: info.rejected.map(String) };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    const e = err as { code?: string; responseCode?: number; message?: string };
    const retryable = e.code === 'ECONNECTION' || e.code === 'ETIMEDOUT' || (e.responseCode !== undefined && e.responseCode >= 400 && e.responseCode < 500);
    if (e.code === 'EAUTH') throw new StepError('El servidor de correo rechazó el usuario o la contraseña');
    if (e.code === 'ECONNECTION' || e.code === 'ESOCKET') throw new StepError(`No se pudo conectar con el servidor de correo ${smtp.host}:${smtp.port}`, true);
    throw new StepError(`No se pudo enviar el correo: ${e.message ?? 'error desconocido'}`, retryable);
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    transport.close();
  }
}

export const emailNode: NodeDefinition = {
  node_id: 'email',
  name: 'Correo (SMTP)',
  service: 'email',
  category: 'communication',
  auth: { mechanism: 'api_key', provider: 'smtp' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'send_email',
      name: 'Enviar correo',
      description: 'Envía un correo por SMTP con tu servidor de correo o el configurado en Enlaza.',
      kind: 'action',
      params: emailParams,
      execute: sendEmail,
    }),
  ],
};
