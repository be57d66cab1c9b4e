// @vitest-environment jsdom
import "../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../engine/__fixtures__/sample.schema";
import { NotificationDropdown } from "./NotificationDropdown";

// Records when the announcement modal's module is first imported.
const modalModule = vi.hoisted(() => ({ loaded: false }));
vi.mock("./AnnouncementModal", async (importOriginal) => {
  modalModule.loaded = true;
  return importOriginal();
});

describe("notification dropdown", () => {
  it("offers each notification as a link and each announcement as a button", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, {
      announces: [{ id: 3, title: "Bayram tatili", description: "<p>Kapalıyız</p>", created_at: "2024-04-01T10:00:00Z" }],
    });
    const notification = { id: 9, title: "Ödeme alındı", description: "Teşekkürler", created_at: "2024-04-02T10:00:00Z" };
    const dataProvider = { ...memory.dataProvider, custom: async () => ({ data: { data: [notification] } as never }) };
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <NotificationDropdown />
      </EngineHarness>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Bildirimler" }));
    const link = (await screen.findByText("Ödeme alındı")).closest("a");
    expect(link?.getAttribute("href")).toBe("/bildirim-detayi/9");
    fireEvent.click(screen.getByRole("tab", { name: "Duyurular" }));
    const list = document.getElementById("latest-announcements") as HTMLElement;
    expect(await within(list).findByRole("button", { name: /Bayram tatili/ })).toBeTruthy();
  });

  it("loads the announcement modal only when an announcement is opened", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, {
      announces: [{ id: 3, title: "Bayram tatili", description: "<p>Kapalıyız</p>", created_at: "2024-04-01T10:00:00Z" }],
    });
    const dataProvider = { ...memory.dataProvider, custom: async () => ({ data: { data: [] } as never }) };
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <NotificationDropdown />
      </EngineHarness>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Bildirimler" }));
    fireEvent.click(await screen.findByRole("tab", { name: "Duyurular" }));
    const list = document.getElementById("latest-announcements") as HTMLElement;
    const opener = await within(list).findByRole("button", { name: /Bayram tatili/ });
    expect(modalModule.loaded).toBe(false);
    fireEvent.click(opener);
    expect(await screen.findByText("Kapalıyız")).toBeTruthy();
    expect(modalModule.loaded).toBe(true);
  });

  it("leads 'Tümünü Gör' to the list of the tab on view: notifications, then announcements", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, { announces: [] });
    const dataProvider = { ...memory.dataProvider, custom: async () => ({ data: { data: [] } as never }) };
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <NotificationDropdown notificationsListPath="/bildirimler" announcementsListPath="/duyurular" />
      </EngineHarness>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Bildirimler" }));
    expect((await screen.findByRole("link", { name: "Tümünü Gör" })).getAttribute("href")).toBe("/bildirimler");
    fireEvent.click(screen.getByRole("tab", { name: "Duyurular" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Tümünü Gör" }).getAttribute("href")).toBe("/duyurular"));
  });
});
