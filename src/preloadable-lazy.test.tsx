// @vitest-environment jsdom
import "../tests/setup-dom";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadableLazy } from "./preloadable-lazy";

const Page = () => <h2>Hoş geldiniz</h2>;

afterEach(cleanup);

describe("preloadableLazy", () => {
  it("renders without suspending once preloaded: the fallback is never shown", async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyPage = preloadableLazy(load);
    await LazyPage.preload();
    const seen: string[] = [];
    const Fallback = () => {
      seen.push("fallback");
      return <p>…</p>;
    };
    render(
      <Suspense fallback={<Fallback />}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Hoş geldiniz");
    expect(seen).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("without a preload suspends as React.lazy does, and loads the code once", async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyPage = preloadableLazy(load);
    render(
      <Suspense fallback={<p>yükleniyor</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText("yükleniyor")).toBeTruthy();
    expect(await screen.findByRole("heading")).toBeTruthy();
    await act(() => LazyPage.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
