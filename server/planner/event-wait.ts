/**
 * A wait said before the event it counts from: "dos horas después de que lo llenen, mándale…", "3 días después de
 * que compren, pídele una reseña". The event opens at "después de que" (the trigger's cue); the amount before it is
 * a wait between the event and the steps, not a word of either.
 */
import { parseDelay, type Span } from './durations';

/** The cue of an event counted from. */
const COUNTED_FROM = /\b(?:despues|luego)\s+de\s+que\b/g;
/** How far before the cue the amount may start ("un par de horas", "tres dias y medio"). */
const REACH = 40;

/** The wait said right before "después de que", in seconds, with the span of its amount; null when none is. */
export function waitBeforeEvent(text: string): { seconds: number; at: Span } | null {
  for (const m of text.matchAll(COUNTED_FROM)) {
    const from = Math.max(0, m.index - REACH);
    const cue = m[0].split(/\s/)[0];
    const said = parseDelay(text.slice(from, m.index + cue.length));
    // The amount must end with this cue's own "después" ("2 horas después de que…"), not somewhere before it.
    if (!said || from + said.at[1] !== m.index + cue.length) continue;
    return { seconds: said.seconds, at: [from + said.at[0], m.index] };
  }
  return null;
}
