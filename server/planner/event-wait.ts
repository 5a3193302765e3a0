/**
 * A wait said before the event it counts from: "dos horas después de que lo llenen, mándale…", "3 días después de
 * que compren, pídele una reseña". The event opens at "después de que" (the trigger's cue); the amount before it is
 * a wait between the event and the steps, not a word of either.
 */
import { parseDelay, type Span } from './durations';
import { TRIGGER_CUE } from './vocabulary';

/** The cue of an event counted from. */
const COUNTED_FROM = /\b(?:despues|luego)\s+de\s+que\b/g;
/** How far before the cue the amount may start ("un par de horas", "tres dias y medio"). */
const REACH = 40;

/** The wait said right before "después de que", in seconds, with the span of its amount and where the cue starts; null when none is. */
export function waitBeforeEvent(text: string): { seconds: number; at: Span; cue: number } | null {
  for (const m of text.matchAll(COUNTED_FROM)) {
    const from = Math.max(0, m.index - REACH);
    const cue = m[0].split(/\s/)[0];
    const said = parseDelay(text.slice(from, m.index + cue.length));
    // The amount must end with this cue's own "después" ("2 horas después de que…"), not somewhere before it.
    if (!said || from + said.at[1] !== m.index + cue.length) continue;
    return { seconds: said.seconds, at: [from + said.at[0], m.index], cue: m.index };
  }
  return null;
}

const ANY_CUE = new RegExp(TRIGGER_CUE.source, 'g');
/** True when the cue at `at` is the only event cue the message says. */
export function onlyEventCue(text: string, at: number): boolean {
  const cues = [...text.matchAll(ANY_CUE)];
  return cues.length === 1 && cues[0].index === at;
}
