// @vitest-environment jsdom
import "../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../engine/__fixtures__/harness";
import { AnnouncementModal } from "./AnnouncementModal";

describe("announcement modal", () => {
  it("dates the announcement DD.MM.YYYY as every list does, not with the month's name", async () => {
    render(
      <EngineHarness routerBindings={false} path="/">
        <AnnouncementModal
          announcement={{ id: 3, title: "Yeni sezon", description: "<p>Koleksiyon geldi</p>", created_at: "2026-11-22T10:00:00" }}
          onClose={() => undefined}
        />
      </EngineHarness>,
    );
    const dialog = await screen.findByRole("dialog");
    expect(await screen.findByText("22.11.2026")).toBeTruthy();
    expect(dialog.textContent).not.toContain("Kasım");
  });
});
