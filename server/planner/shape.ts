/**
 * The trigger's data as the request describes it: which fields it has (the form's fields, what
 * the message says the webhook sends, the sheet's columns named) and how to reference each one.
 * Recipients, dates and titles are bound to these fields, never to a guessed name when one was said.
 */
import { DEFAULT_FORM_FIELDS } from './vocabulary';
import { sentFields } from './form-fields';
import { ownerShortNames } from './payload-names';
import { fieldOfKind, type FieldKind } from './lexicon/fields';
import { fieldRef, formFieldNames } from './refs';
import type { PlanStep } from './types';
import { namedValues, valuesIn } from './values';
import { sheetHeaders } from './sheet-headers';
import { payloadPath, typedKeys } from './payload-sample';
import { keptWebhookFields } from './webhook-fields';

export type Shape = { node: string; fields: string[] };

/** The trigger's fields named in the request (may be empty when none were said). */
export function triggerShape(steps: PlanStep[], whole: string, original?: string): Shape {
  const t = steps[0];
  const node = t?.node_id ?? 'manual';
  if (node === 'form') return { node, fields: formFieldNames(t) };
  // "un webhook con order_id, customer__name y total" (a pasted sample, payload-sample.ts): nested keys are paths.
  // "…el comprobante de entrega; … el comprobante como contenido": the short name the owner goes on using.
  // A follow-up reads the fields the trigger kept (webhook-fields.ts).
  if (node === 'webhook') { const said = sentFields(whole)?.map(payloadPath); return { node, fields: said ? ownerShortNames(typedKeys(said, original), whole) : keptWebhookFields(t) }; }
  // "la columna Telefono": the row's columns, as the owner wrote the headers.
  // "con Cliente, Correo y Fecha": headers listed bare are columns too (sheet-headers.ts).
  if (node === 'google_sheets') return { node, fields: [...new Set([...namedValues(original ?? '').filter((v) => v.slot === 'column').map((v) => v.value), ...sheetHeaders(original)])] };
  return { node, fields: [] };
}

/** The sheet columns named in this piece of text, in order. */
export function columnsIn(text: string, original: string | undefined): string[] {
  return valuesIn(text, 'column', namedValues(original ?? ''));
}

/** A reference to the trigger's field of this kind, when the request named one. */
export function refOfKind(shape: Shape, kind: FieldKind): string | undefined {
  const hit = fieldOfKind(shape.fields, kind);
  return hit ? fieldRef(shape.node, hit) : undefined;
}

/** A reference to the trigger's field with this name ("el nombre de la mascota" → mascota), when it has one. */
export function refNamed(shape: Shape, name: string): string | undefined {
  const hit = shape.fields.find((f) => f === name || f.startsWith(`${name}_`));
  return hit ? fieldRef(shape.node, hit) : undefined;
}

/** The trigger's one field that is not an address, a phone, a name or a date — what "si es mayor de 18" compares. */
export function comparableField(shape: Shape): string | undefined {
  const rest = shape.fields.filter((f) => !(['email', 'phone', 'name', 'date', 'chat', 'content'] as FieldKind[]).some((k) => fieldOfKind([f], k)));
  return rest.length === 1 ? rest[0] : undefined;
}

/** The fields a form gets when the request lists none (nombre, email, mensaje). */
export const isDefaultForm = (fields: string[]) => fields.join() === DEFAULT_FORM_FIELDS.join();
