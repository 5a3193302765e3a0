import { useEffect, useRef, useState } from 'react';

/**
 * Copy to the clipboard with a short "copied" feedback (spec §9: 2 s in the debug and webhook
 * viewers); `onFail` runs when the browser refuses (spec §8: ask the user to copy manually).
 */
export function useCopy(feedbackMs: number, onFail: () => void) {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), feedbackMs);
    } catch {
      onFail();
    }
  };
  return { copied, copy };
}

/** spec §9: copy feedback lasts 2 s in the debug and webhook viewers. */
export const COPY_FEEDBACK_MS = 2_000;
