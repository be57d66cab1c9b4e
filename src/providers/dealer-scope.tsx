import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * Which dealers an operator (superadmin/admin) is looking at: `companyId` null is 'Tüm Bayiler'.
 * `null` as a whole means no dealer scope (every non-operator, or nobody signed in).
 */
export type DealerScope = { companyId: number | null } | null;

/**
 * The data provider is not a React component, so the chosen scope is mirrored here for it to read
 * on every list request.
 */
export const createDealerScopeStore = () => {
  let scope: DealerScope = null;
  return {
    get: (): DealerScope => scope,
    set: (next: DealerScope): void => {
      scope = next;
    },
  };
};

export type DealerScopeStore = ReturnType<typeof createDealerScopeStore>;

/** The application's one store, shared by the provider below and the data provider. */
export const dealerScopeStore = createDealerScopeStore();

interface DealerScopeValue {
  /** Whether the signed-in user is an operator and so sees the dealer selector. */
  enabled: boolean;
  /** The picked dealer, null for 'Tüm Bayiler'. */
  companyId: number | null;
  setCompanyId: (companyId: number | null) => void;
}

const DealerScopeContext = createContext<DealerScopeValue | null>(null);

interface DealerScopeProviderProps {
  /** True for superadmin/admin; everyone else has no dealer scope at all. */
  operator: boolean;
  store?: DealerScopeStore;
  children: ReactNode;
}

export const DealerScopeProvider = ({ operator, store = dealerScopeStore, children }: DealerScopeProviderProps) => {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const scope: DealerScope = operator ? { companyId } : null;
  // Mirrored while rendering, not in an effect: the pages below start their list requests in their
  // own effects, which run before this component's, and must already see the scope.
  store.set(scope);
  const value = useMemo<DealerScopeValue>(
    () => ({
      enabled: operator,
      companyId,
      setCompanyId: (next) => {
        // Written at once too, so lists refetched right after a pick already carry it.
        store.set(operator ? { companyId: next } : null);
        setCompanyId(next);
      },
    }),
    [operator, companyId, store],
  );
  return <DealerScopeContext.Provider value={value}>{children}</DealerScopeContext.Provider>;
};

export const useDealerScope = (): DealerScopeValue => {
  const value = useContext(DealerScopeContext);
  if (!value) throw new Error("useDealerScope must be used inside <DealerScopeProvider>");
  return value;
};
