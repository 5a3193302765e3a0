/**
 * Bounded storage of step data: an input or output larger than the limit is stored cut, as an
 * object whose `_recortado` marker and Spanish notice say so, with the start of the JSON as preview.
 * Later steps of the same run still see the whole value; only what is recorded is cut.
 */
export const DEFAULT_STEP_OUTPUT_MAX_BYTES = 256 * 1024;

/** Room kept for the notice and the field names around the preview. */
const ENVELOPE_BYTES = 512;

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} kB`;
}

export type CutValue = { _recortado: true; aviso: string; tamano_original: number; vista_previa: string };

export function isCut(v: unknown): v is CutValue {
  return !!v && typeof v === 'object' && (v as { _recortado?: unknown })._recortado === true;
}

/** The value itself when its JSON fits in `maxBytes`, else a CutValue no larger than the limit. */
export function capSize(value: unknown, maxBytes = DEFAULT_STEP_OUTPUT_MAX_BYTES): unknown {
  if (value === null || value === undefined || typeof value !== 'object') {
    if (typeof value !== 'string' || value.length * 3 <= maxBytes) return value;
  }
  const text = JSON.stringify(value) ?? '';
  const bytes = Buffer.byteLength(text);
  if (bytes <= maxBytes) return value;
  // Half the room: quoting the JSON text as a string may double it. A cut in the middle of a
  // character leaves a replacement mark: dropped.
  const preview = Buffer.from(text).subarray(0, Math.max(0, Math.floor((maxBytes - ENVELOPE_BYTES) / 2))).toString('utf8').replace(/\uFFFD+$/, '');
  return {
    _recortado: true,
    aviso: `Dato recortado: ocupaba ${size(bytes)} y se guardan como máximo ${size(maxBytes)}`,
    tamano_original: bytes,
    vista_previa: preview,
  } satisfies CutValue;
}
