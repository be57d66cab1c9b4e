import { useGetIdentity } from "@refinedev/core";
import { useCallback } from "react";
import { fieldAllowed, type FieldDescriptor, type HeldFlags } from "../../engine";

/**
 * Whether the signed-in user may see a field (`x-permission`): the identity's permission flags decide, as on
 * the server, which neither answers nor accepts a gated field for anyone else.
 */
export const useFieldAccess = (): ((field: FieldDescriptor) => boolean) => {
  const { data: identity } = useGetIdentity<{ permissions?: HeldFlags }>();
  const flags = identity?.permissions;
  return useCallback((field: FieldDescriptor) => fieldAllowed(field, flags), [flags]);
};

/** The signed-in company's own flags (the operator's grants, `x-company-flag`); undefined while the identity loads. */
export const useCompanyFlags = (): HeldFlags => {
  const { data: identity } = useGetIdentity<{ company?: HeldFlags }>();
  return identity?.company;
};
