/**
 * An email's parameters from its clause: who it goes to (addresses typed, the owner, the person in the data,
 * an answer to who wrote), its subject and its body (said, canned for a purpose, the data's fields).
 */
import { literalsIn } from './extract';
import { messageFor, subjectFor } from './refs';
import { SOMEONE_ELSE } from './lexicon/people';
import { ACTION_VERB } from './vocabulary';
import { ownEmail, saidApart } from './fill-values';
import { dictatedText, unquotedAfter } from './said-text';
import { addressee, column, person, toMe, toThem } from './recipients';
import { sendsToThem } from './mail-back';
import { coupon, dataFields, linkedText, purpose, quoteAfter, quotes, withCode, withFields, withNamedParts } from './texts';
import type { FillContext } from './fill';

/** "a mi socio", not "a mí mándame…": someone else is named after "a mi", never an order. */
function someoneElse(text: string): boolean {
  const m = SOMEONE_ELSE.exec(text);
  return !!m && !ACTION_VERB.test(m[0].split(/\s+/).pop() ?? '');
}

export function emailParams(ctx: FillContext): Record<string, unknown> {
  const to = literalsIn(ctx.clause, ctx.literals, 'email');
  const q = quotes(ctx);
  // "con asunto Venta grande y…": a subject said without quotes, in the owner's spelling.
  let subject = quoteAfter(ctx, /asunto|titulo/) ?? saidApart(ctx, 'asunto') ?? unquotedAfter(ctx.focus ?? ctx.clause, 'asunto', ctx.original);
  let body = quoteAfter(ctx, /mensaje|cuerpo|texto|contenido|diga|diciendo/);
  const free = q.filter((x) => x !== subject && x !== body);
  if (!subject && !body && free.length >= 2) [subject, body] = free;
  else if (!body && free.length) body = free[0];
  else if (!subject && free.length) subject = free[0];
  // "mándala al cliente" on a mail trigger answers the mail too (mail-back.ts).
  const replying = ctx.steps[0]?.node_id === 'gmail' && (/\b(?:respond|contest)(?:e|a|es|as)(?:le|les)?\b/.test(ctx.clause) || sendsToThem(ctx.clause));
  const here = ctx.focus ?? ctx.clause;
  const who = toThem(here) || toMe(here) ? here : toThem(ctx.clause) || toMe(ctx.clause) ? ctx.clause : addressee(ctx);
  // "avísame a mi correo y al de mi socio socio@x.mx": the owner too.
  if (to.length && ctx.userEmail && /\ba mi (?:correo|email|mail)\b|\ba mi\s+y\b|\by a mi\b|\ba mi(?:\s+tambien)?$/.test(here) && !to.includes(ctx.userEmail)) to.unshift(ctx.userEmail);
  const recipient = to.length ? to.join(', ')
    // "a mi socio": an address the request did not give, asked in the form.
    : someoneElse(here) && !replying ? ''
    : toThem(who) || replying || column(ctx, 'email') ? person(ctx, 'email') ?? ''
      : toMe(who) || /\bahi\b|\bnos\b|[a-z]nos\b/.test(who) ? ownEmail(ctx) ?? (toMe(who) ? ctx.userEmail ?? '' : '') : '';
  const canned = purpose(ctx);
  return {
    to: recipient,
    // "…y se la mandes por correo al cliente que lo envió": a mail back to who wrote is an answer too.
    subject: subject ?? (replying || recipient === '{{trigger.from}}' ? 'Re: {{trigger.subject}}' : canned?.subject ?? subjectFor(ctx.steps)),
    body: body ?? linkedText(ctx) ?? withCode(ctx, dictatedText(here, ctx.original, dataFields(ctx))) ?? coupon(ctx) ?? (canned ? withNamedParts(ctx, canned.body) : undefined) ?? withFields(ctx) ?? messageFor(ctx.steps),
  };
}
