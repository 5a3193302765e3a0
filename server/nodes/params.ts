import { z } from 'zod';

/**
 * Parameter schema builders with Spanish messages. Labels double as smart-form labels
 * (`.describe()`), so every field a user can fill has a readable Spanish name.
 */

const required = (label: string) => `El campo "${label}" es obligatorio`;

/** A required, non-blank string. */
export function text(label: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required(label) : `El campo "${label}" debe ser texto`) })
    .trim()
    .min(1, required(label))
    .describe(label);
}

/** An optional string (blank counts as absent). */
export function optionalText(label: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
    z.string({ error: `El campo "${label}" debe ser texto` }).optional(),
  ).describe(label);
}

/** A number that also accepts numeric strings (values often come from templates or forms). */
export function number(label: string, opts: { min?: number; max?: number; int?: boolean } = {}) {
  let n = z.number({ error: (iss) => (iss.input === undefined ? required(label) : `El campo "${label}" debe ser un número`) });
  if (opts.int) n = n.int(`El campo "${label}" debe ser un número entero`);
  if (opts.min !== undefined) n = n.min(opts.min, `El campo "${label}" debe ser al menos ${opts.min}`);
  if (opts.max !== undefined) n = n.max(opts.max, `El campo "${label}" debe ser como máximo ${opts.max}`);
  return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v), n).describe(label);
}

export function optionalNumber(label: string, opts: { min?: number; max?: number; int?: boolean } = {}) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), number(label, opts).optional()).describe(label);
}

/**
 * A yes/no value as forms, templates and API clients send it: true/false or 'true'/'false'
 * (blank counts as absent). Anything else ('quizás', 'sí', 1) is refused, never guessed.
 */
export function yesNo(v: unknown): boolean | undefined | 'invalid' {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  if (v === undefined || v === null || v === '') return undefined;
  return 'invalid';
}

export const yesNoMessage = (label: string) => `El campo "${label}" solo admite sí o no (true o false)`;

/** An optional yes/no switch (see yesNo). */
export function optionalBoolean(label: string) {
  return z.preprocess(
    (v) => {
      const b = yesNo(v);
      return b === 'invalid' ? v : b;
    },
    z.boolean({ error: yesNoMessage(label) }).optional(),
  ).describe(label);
}

/** A list of strings; a comma-separated string is accepted and split. */
export function stringList(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string({ error: `El campo "${label}" debe ser una lista de textos` }), { error: `El campo "${label}" debe ser una lista` }),
  ).describe(label);
}

/** A string-to-string map such as HTTP headers. */
export function stringMap(label: string) {
  return z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String), {
    error: `El campo "${label}" debe ser un objeto de claves y valores`,
  }).describe(label);
}

/** Any JSON value (bodies, row values, query parameters). */
export function anyValue(label: string) {
  return z.unknown().optional().describe(label);
}

const ONE_EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
const isEmailList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean).every((s) => ONE_EMAIL.test(s.replace(/^.*<(.+)>$/, '$1')));
const emailMessage = (label: string) => `El campo "${label}" debe contener direcciones de correo válidas`;

/** An email address or a comma-separated list of them ("Ana <ana@tienda.mx>" too). */
export function emailList(label: string) {
  return text(label).refine(isEmailList, emailMessage(label)).meta({ format: 'email' });
}

/** An optional emailList (blank counts as absent). */
export function optionalEmailList(label: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: `El campo "${label}" debe ser texto` }).trim().refine(isEmailList, emailMessage(label)).optional(),
  ).describe(label).meta({ format: 'email' });
}

/** An absolute http(s) URL. */
export function url(label: string) {
  return text(label).refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, `El campo "${label}" debe ser una URL http(s) válida`).meta({ format: 'uri' });
}
