import { useEffect, useRef } from "react";

/** Calls `callback` once input has been quiet for `delay` ms (spec §9: search waits 500 ms). */
export const useDebouncedCallback = <T,>(callback: (value: T) => void, delay: number): ((value: T) => void) => {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => () => clearTimeout(timer.current), []);
  return (value: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value), delay);
  };
};
