/**
 * The fields a transform step sets, from its clause: two fields joined into one ("junta nombre y apellido en un
 * campo cliente"), a field added to the data ("agrégale un campo origen que diga…"), or the fields kept ("quédate
 * solo con el nombre y el correo"), each read from the latest data.
 */
import { literalsIn, stripMarkers } from './extract';
import { latestFieldRef, latestOutput } from './refs';
import { LISTED_AFTER_DATA, MAKE_A_FIELD } from './lexicon/make-field';
import { triggerShape } from './shape';
import { asTyped } from './values';
import { listedFields } from './form-fields';
import { ACTION_VERB } from './vocabulary';
import { PRONOUN_USTED_ORDER } from './plural';
import { written } from './said-text';
import type { FillContext } from './fill';

/** "quédate solo con el nombre y el correo": each listed field, read from the latest data. */
export function chosenFields(ctx: FillContext): Record<string, string> {
  const plain = stripMarkers(ctx.clause);
  // A row's header keeps the owner's capitals.
  const typed = (f: string) => (ctx.steps[0]?.node_id === 'google_sheets' && !latestOutput(ctx.steps) ? asTyped(ctx.original, f) : f);
  // "junta Nombre y Apellido en un solo campo": one field holding both, named as the owner calls it, else after both.
  const join = JOIN.exec(plain);
  if (join) {
    // "…en un campo total_final", "…en uno llamado total": the name the field is given.
    // "…en un campo cliente": a plain word after "campo" names it too, unless it says how the field is (solo, nuevo, aparte).
    const called = /\b(?:llamad[oa]|que se llame|(?:un|una|el|nuevo)\s+campo(?=\s+[a-z_]*_[a-z_]*\b)|(?:un|una|el|nuevo)\s+campo(?=\s+(?!(?:solo|sola|nuevo|nueva|aparte|unico|extra|mas|distinto|separado|llamado|que|con|para|de|del|y|e|en|a|al|por)\b)[a-z]+\b))\s+([a-z_]+)/.exec(plain.slice(join.index))?.[1];
    const name = called ?? (/\bnombre completo\b/.test(ctx.whole) || (join[1] === 'nombre' && /^apellidos?$/.test(join[2])) ? 'nombre_completo' : `${join[1]}_${join[2]}`);
    return { [name]: `${latestFieldRef(ctx.steps, typed(join[1]))} ${latestFieldRef(ctx.steps, typed(join[2]))}` };
  }
  // "arma un campo cliente juntando nombre y apellido y otro con el total": a field named first, made of two, and one more.
  const made = NAMED_JOIN.exec(plain);
  if (made) {
    const other = /^\s*(?:,\s*)?y\s+otro(?:\s+campo)?\s+(?:con|para)\s+(?:el|la|su)\s+([a-z_]+)/.exec(plain.slice(made.index + made[0].length))?.[1];
    return { [made[1]]: `${latestFieldRef(ctx.steps, typed(made[2]))} ${latestFieldRef(ctx.steps, typed(made[3]))}`, ...(other ? { [other]: latestFieldRef(ctx.steps, typed(other)) } : {}) };
  }
  // "agrégale un campo origen que diga formulario web": the data as it is, plus that field.
  const added = ADD_FIELD.exec(ctx.clause);
  if (added) {
    const said = added[2].startsWith('{q') ? literalsIn(added[2], ctx.literals, 'quote')[0] : written(ctx.original, added[2].split(ACTION_VERB)[0].trim());
    const fields = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
    if (said) return { ...Object.fromEntries(fields.map((f) => [f, latestFieldRef(ctx.steps, typed(f))])), [added[1]]: said };
  }
  const cue = /\b(?:con|solo|solamente|nada mas|unicamente|campos?)\s+/g;
  // "acomoda los datos (cliente, total y envío) en un formato nuevo": the fields listed after the data.
  const inParens = LISTED_AFTER_DATA.exec(plain);
  let list: string[] | null = inParens ? listedFields(inParens[1]) : null;
  for (const m of list ? [] : plain.matchAll(cue)) {
    // "…nomás los campos cliente y total y los mande por POST": an order ends the list, "usted" ones too.
    list = listedFields(plain.slice(m.index + m[0].length).split(ACTION_VERB)[0].split(PRONOUN_USTED_ORDER)[0]);
    if (list) break;
  }
  return Object.fromEntries((list ?? []).map((f) => [f, latestFieldRef(ctx.steps, typed(f))]));
}

/** "agrégale un campo origen que diga formulario web", "agrega el campo estatus con valor 'por surtir'". */
const ADD_FIELD = /(?:\b(?:agrega|agregale|agregue|agreguele|anade|anadele|ponle|pongale|mete|metele|incluye|incluyele|suma|sumale)|\b(?:campos|datos)\s+(?:mas|y|\+|con))\s+(?:un|el|otro|una|la)\s+(?:campo|dato)\s+(?:llamado\s+)?([a-z_]+)\s+(?:con\s+(?:el\s+)?valor|que diga|que sea|con|=|igual a)\s+(\{q\d+\}|[a-z0-9][a-z0-9 ]*?)(?=\s*(?:$|[,;.]|\by\s+(?:lo|la|los|las|luego|despues|guarda|manda|envia|mete|sube)|\b(?:y|e)\s+[a-z]+(?:lo|la|los|las|le|les)\b))/;

/** "junta Nombre y Apellido en un solo campo": two fields joined into one. */
const NAMED_JOIN = new RegExp(String.raw`${MAKE_A_FIELD}([a-z_]+)\s+(?:juntando|uniendo|combinando|con)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)\s+(?:y|e|con)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)`);
const JOIN = /\b(?:junta|juntes|junte|juntale|une|combina|combines|combine|concatena|concatenes|concatene)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)\s+(?:y|e|con)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)\s+en\s+(?:un|una)\b/;
