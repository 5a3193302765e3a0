/**
 * A field of the data named in Spanish when the data's keys are in the sending system's words: "con el número de
 * pedido y el total" with `order_id` and `total` known, "con el nombre del cliente" with `customer.name`.
 */
import { KEY_FILLER, KEY_WORDS, SPOKEN_FILLER } from './lexicon/payload-words';
import { fieldOfKind, type FieldKind } from './lexicon/fields';
import { fold } from './normalize';


/** A spoken name ("numero_de_pedido", "nombre del cliente") as its words. */
const spokenWords = (spoken: string) => fold(spoken).split(/[\s_]+/).filter((w) => w && !SPOKEN_FILLER.has(w));

/** A key's parts ("customer.first_name" → customer, name). */
const keyParts = (key: string) => fold(key).split(/[._]+/).filter((p) => p && !KEY_FILLER.has(p));

/** Words that name a kind of field on their own ("nombre" → a name). */
const KIND_WORDS: Record<string, FieldKind> = { nombre: 'name', telefono: 'phone', celular: 'phone', whatsapp: 'phone', correo: 'email', email: 'email', fecha: 'date' };

/**
 * The known field a Spanish name means: the same name; else a key whose every part is a word the name's words
 * translate to ("número de pedido" → `order_id`); else, for a bare "nombre", "teléfono", "correo" or "fecha", the
 * field of that kind. Undefined when none fits.
 */
export function spokenField(spoken: string, known: string[]): string | undefined {
  const words = spokenWords(spoken);
  if (!words.length || !known.length) return undefined;
  const same = known.find((k) => fold(k) === words.join('_') || fold(k).split('.').at(-1) === words.join('_'));
  if (same) return same;
  const meant = new Set(words.flatMap((w) => [w, ...(KEY_WORDS[w] ?? []).flatMap((e) => e.split('_'))]));
  // Every part of the key is said, and the name's main word is among them: "el nombre del cliente" is not `customer.email`.
  const head = new Set([words[0], ...(KEY_WORDS[words[0]] ?? []).flatMap((e) => e.split('_'))]);
  const covered = known.filter((k) => { const parts = keyParts(k); return parts.length > 0 && parts.every((p) => meant.has(p)) && parts.some((p) => head.has(p)); });
  // The key that says most of the name's words ("nombre del cliente": `customer.name` over `name`), else the shortest.
  const said = (k: string) => words.filter((w) => keyParts(k).some((p) => p === w || (KEY_WORDS[w] ?? []).some((e) => e.split('_').includes(p)))).length;
  if (covered.length) return [...covered].sort((a, b) => said(b) - said(a) || keyParts(a).length - keyParts(b).length)[0];
  const kind = words.length <= 3 ? KIND_WORDS[words[0]] : undefined;
  return kind ? fieldOfKind(known, kind) : undefined;
}
