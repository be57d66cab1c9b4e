// @vitest-environment jsdom
import "../../tests/setup-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../engine/__fixtures__/harness";
import { AccountMenu } from "./AccountMenu";

describe("account menu", () => {
  it("links to the settings page", async () => {
    render(
      <EngineHarness routerBindings={false} path="/anasayfa">
        <AccountMenu userName="Ayşe" />
      </EngineHarness>,
    );
    // The name read out starts with the name shown (WCAG 2.5.3).
    fireEvent.click(screen.getByRole("button", { name: "Ayşe, Hesabım" }));
    const link = await screen.findByRole("link", { name: "Ayarlar" });
    expect(link.getAttribute("href")).toBe("/ayarlar");
  });
});
