// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DealerScopeProvider, createDealerScopeStore, useDealerScope } from "./dealer-scope";

let picker: ReturnType<typeof useDealerScope> | undefined;
const Probe = () => {
  picker = useDealerScope();
  return null;
};

afterEach(cleanup);

describe("dealer scope", () => {
  it("scopes an operator to all dealers until one is picked, and the store sees each pick at once", () => {
    const store = createDealerScopeStore();
    render(
      <DealerScopeProvider operator store={store}>
        <Probe />
      </DealerScopeProvider>,
    );
    expect(store.get()).toEqual({ companyId: null });
    expect(picker?.enabled).toBe(true);
    act(() => picker?.setCompanyId(42));
    expect(store.get()).toEqual({ companyId: 42 });
    expect(picker?.companyId).toBe(42);
  });

  it("gives non-operators no scope at all", () => {
    const store = createDealerScopeStore();
    store.set({ companyId: 7 });
    render(
      <DealerScopeProvider operator={false} store={store}>
        <Probe />
      </DealerScopeProvider>,
    );
    expect(store.get()).toBeNull();
    expect(picker?.enabled).toBe(false);
  });
});
