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
  it("starts an operator in their own view, and the store sees each switch at once", () => {
    const store = createDealerScopeStore();
    render(
      <DealerScopeProvider operator store={store}>
        <Probe />
      </DealerScopeProvider>,
    );
    expect(store.get()).toBeNull();
    expect(picker?.enabled).toBe(true);
    act(() => picker?.setScope({ companyId: null }));
    expect(store.get()).toEqual({ companyId: null });
    act(() => picker?.setScope({ companyId: 42 }));
    expect(store.get()).toEqual({ companyId: 42 });
    expect(picker?.scope).toEqual({ companyId: 42 });
    act(() => picker?.setScope(null));
    expect(store.get()).toBeNull();
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
