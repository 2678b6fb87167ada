import { useEffect, useRef, useState } from 'react';

/**
 * The text of an input that edits a number: the person types freely ('12.', '1,2'), the form
 * gets the parsed number, and a value set from outside (reset, clear) replaces the text.
 */
export function useSyncedText(
  value: number | null,
  format: (value: number | null) => string,
): {
  text: string;
  setText: (text: string, parsed: number | null) => void;
  reformat: () => void;
} {
  const [text, setTextState] = useState(() => format(value));
  const pushed = useRef<number | null>(value);
  useEffect(() => {
    if (Object.is(pushed.current, value)) return;
    pushed.current = value;
    setTextState(format(value));
  }, [value, format]);
  return {
    text,
    setText: (next, parsed) => {
      pushed.current = parsed;
      setTextState(next);
    },
    reformat: () => {
      if (!Number.isNaN(value)) setTextState(format(value));
    },
  };
}
