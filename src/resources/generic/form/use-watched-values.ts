import { Form, type FormInstance } from "antd";
import { useMemo } from "react";

/**
 * The current values of a few fields of the form; a string selector keeps re-renders to real changes of
 * those fields rather than of every keystroke elsewhere.
 */
export const useWatchedValues = (form: FormInstance, names: readonly string[]): Record<string, unknown> => {
  const snapshot: string | undefined = Form.useWatch(
    (values: Record<string, unknown>) => JSON.stringify(names.map((name) => values?.[name] ?? null)),
    form,
  );
  return useMemo(() => {
    const parsed: unknown[] = snapshot ? JSON.parse(snapshot) : [];
    return Object.fromEntries(names.map((name, index) => [name, parsed[index] ?? undefined]));
  }, [names, snapshot]);
};
