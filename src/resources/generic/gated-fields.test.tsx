// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { preloadPages } from "../../../tests/preload-pages";

/** The fittings' size is `x-permission: yearsize_permission`. */
const renderAs = (path: string, yearsize: boolean) =>
  render(<EngineHarness routerBindings={false} path={path} permissions={{ yearsize_permission: yearsize }} />);

const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

beforeAll(() => preloadPages("list", "edit", "show"));

describe("x-permission fields", () => {
  it("are a list column only for users holding the flag", async () => {
    const view = renderAs("/ornek-provalar", true);
    await screen.findByText("İlk prova");
    await waitFor(() => expect(headers()).toContain("Beden"));
    view.unmount();
    renderAs("/ornek-provalar", false);
    await screen.findByText("İlk prova");
    expect(headers()).toEqual(expect.arrayContaining(["Başlık", "Prova Tarihi"]));
    expect(headers()).not.toContain("Beden");
  });

  it("are a show page row only for users holding the flag", async () => {
    const view = renderAs("/ornek-prova/1", true);
    await screen.findByText("İlk prova");
    await waitFor(() => expect(screen.getByText("Beden")).toBeTruthy());
    view.unmount();
    renderAs("/ornek-prova/1", false);
    await screen.findByText("İlk prova");
    expect(screen.getByText("Prova Tarihi")).toBeTruthy();
    expect(screen.queryByText("Beden")).toBeNull();
  });

  it("are a form field only for users holding the flag", async () => {
    const view = renderAs("/ornek-prova-duzenle/1", true);
    await screen.findByDisplayValue("İlk prova");
    await waitFor(() => expect(screen.getByText("Beden", { selector: "label" })).toBeTruthy());
    view.unmount();
    renderAs("/ornek-prova-duzenle/1", false);
    await screen.findByDisplayValue("İlk prova");
    expect(screen.getByText("Başlık", { selector: "label" })).toBeTruthy();
    expect(screen.queryByText("Beden", { selector: "label" })).toBeNull();
  });
});
