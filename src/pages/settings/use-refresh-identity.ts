import { useInvalidateAuthStore } from "@refinedev/core";
import { useCallback } from "react";
import { session } from "../../providers/app-providers";

/**
 * After a change to the user or the company: the session forgets its cached `GET /api/user` and refine
 * asks again, so the top bar, the menu and the activation prompt show the new state.
 */
export const useRefreshIdentity = (): (() => Promise<void>) => {
  const invalidate = useInvalidateAuthStore();
  return useCallback(async () => {
    session.reset();
    await invalidate();
  }, [invalidate]);
};
