import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * The 'all' view of an operator (superadmin/admin): `companyId` null is 'Tüm Bayiler', a number one dealer.
 * `null` as a whole is the own view: every non-operator, and an operator until they switch.
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
  /** null: the operator's own records (default). Otherwise the 'all' view, for one dealer or all ('Tüm Bayiler'). */
  scope: DealerScope;
  setScope: (scope: DealerScope) => void;
}

const DealerScopeContext = createContext<DealerScopeValue | null>(null);

interface DealerScopeProviderProps {
  /** True for superadmin/admin; everyone else has no dealer scope at all. */
  operator: boolean;
  /** Where an operator starts: their own records unless a story or test says otherwise. */
  initialScope?: DealerScope;
  store?: DealerScopeStore;
  children: ReactNode;
}

export const DealerScopeProvider = ({ operator, initialScope = null, store = dealerScopeStore, children }: DealerScopeProviderProps) => {
  const [picked, setPicked] = useState<DealerScope>(initialScope);
  const scope: DealerScope = operator ? picked : null;
  // Mirrored while rendering, not in an effect: the pages below start their list requests in their
  // own effects, which run before this component's, and must already see the scope.
  store.set(scope);
  const value = useMemo<DealerScopeValue>(
    () => ({
      enabled: operator,
      scope,
      setScope: (next) => {
        // Written at once too, so lists refetched right after a pick already carry it.
        store.set(operator ? next : null);
        setPicked(next);
      },
    }),
    [operator, scope, store],
  );
  return <DealerScopeContext.Provider value={value}>{children}</DealerScopeContext.Provider>;
};

export const useDealerScope = (): DealerScopeValue => {
  const value = useContext(DealerScopeContext);
  if (!value) throw new Error("useDealerScope must be used inside <DealerScopeProvider>");
  return value;
};
