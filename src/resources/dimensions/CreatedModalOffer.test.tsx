// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { DataProvider } from "@refinedev/core";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../schemas";
import { CreatedModal } from "../processes/CreatedModal";

const slow = { timeout: 20_000 };
const at = "2026-03-01T10:00:00.000Z";

const renderModal = (isDress: boolean, deny: string[] = []) => {
  const read: string[] = [];
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [{ id: 9, full_name: "Ayşe Yılmaz", type: "person", created_at: at }],
    processes: [{ id: 5, client_id: 9, type: "sale", payment_style: "now", payment_type: "cash", is_dress: isDress, created_at: at }],
  });
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getOne: async (params) => {
      const answer = await memory.dataProvider.getOne(params);
      read.push(params.resource);
      return answer as never;
    },
  };
  render(
    <EngineHarness routerBindings={false} path="/hizli-satis" schemas={[]} dataProvider={dataProvider} deny={deny}>
      <CreatedModal processId={5} open onClose={() => undefined} onNew={() => undefined} />
    </EngineHarness>,
  );
  return read;
};

describe("the quick sale's created modal offers the measurement sheet", () => {
  it("links 'Ölçü Gir' to the sheet of a sale with a gown", async () => {
    renderModal(true);
    const link = await screen.findByRole("link", { name: "Ölçü Gir" }, slow);
    expect(link.getAttribute("href")).toBe("/olcu-gir?process_id=5");
  });

  it("offers nothing for a sale without a gown", async () => {
    const read = renderModal(false);
    // The sale was read (is_dress false) and the modal drawn with it.
    await waitFor(() => expect(read).toContain("processes"), slow);
    await screen.findByRole("button", { name: "Yeni Satış" }, slow);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Ölçü Gir" })).toBeNull());
  });

  it("offers nothing to a user without tailor_permission (the sale is not even read for it)", async () => {
    const read = renderModal(true, ["dimensions:create"]);
    await screen.findByRole("button", { name: "Yeni Satış" }, slow);
    expect(screen.queryByRole("link", { name: "Ölçü Gir" })).toBeNull();
    expect(read).not.toContain("processes");
  });
});
