import type { BaseRecord, HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useEffect, useRef, useState } from "react";

type Values = Record<string, unknown>;

interface EditConflictOptions {
  form: FormInstance;
  /** The record as last read; refine resets the form to it whenever it is read again. */
  record: BaseRecord | undefined;
  refetch: () => Promise<{ data?: { data?: BaseRecord } }>;
  enabled: boolean;
}

/**
 * Optimistic versions on the edit form. The PUT carries the `version` of the record the form was filled
 * from, so a change someone else saved meanwhile answers 409 instead of being overwritten. After a failed
 * save refine reads the record again and resets the form to it; the values the user typed are put back and
 * the version stays the one they were based on, so saving again is refused too until the user reloads.
 */
export const useEditConflict = ({ form, record, refetch, enabled }: EditConflictOptions) => {
  const basedOn = useRef<unknown>(undefined);
  const typed = useRef<Values | undefined>(undefined);
  const [conflict, setConflict] = useState<string>();

  // Runs after refine's own reset (declared earlier in the same component), so it has the last word.
  useEffect(() => {
    if (!enabled || !record) return;
    if (typed.current) form.setFieldsValue(typed.current);
    else basedOn.current = record.version;
  }, [enabled, form, record]);

  return {
    /** The server's message after a 409. */
    conflict,
    /** What is sent: the values and, when editing, the version they were based on. */
    withVersion: (values: Values): Values => (enabled && basedOn.current !== undefined ? { ...values, version: basedOn.current } : values),
    /** Called as the save starts: what the user typed must outlive any reset until the save succeeds. */
    submitting: () => {
      if (enabled) typed.current = form.getFieldsValue(true) as Values;
    },
    saved: (row: BaseRecord | undefined) => {
      typed.current = undefined;
      if (row?.version !== undefined) basedOn.current = row.version;
      setConflict(undefined);
    },
    failed: (error: HttpError) => {
      if (error.statusCode === 409) setConflict(error.message);
    },
    /** Drops what was typed and starts again from the record as it is now. */
    reload: async () => {
      typed.current = undefined;
      setConflict(undefined);
      const fresh = await refetch();
      basedOn.current = fresh.data?.data?.version;
      form.resetFields();
    },
  };
};
