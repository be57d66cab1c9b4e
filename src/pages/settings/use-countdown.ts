import { useEffect, useState } from "react";

/** Seconds left of a wait started with `start(seconds)`; 0 when there is none. */
export const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
};
