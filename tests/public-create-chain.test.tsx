// @vitest-environment jsdom
import "./setup-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp, ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gadgetApplications } from "../server/engine/__fixtures__/gadgets.schema";
import { SchemaProvider } from "../src/engine/schema-context";
import type { ResourceSchema } from "../src/engine/types";
import { setupI18n } from "../src/i18n";
import { PublicCreatePage } from "../src/pages/public-create/PublicCreatePage";
import { createPublicDataProvider } from "../src/pages/public-create/public-data-provider";
import { startThrowawayServer, type ThrowawayServer } from "./throwaway-server";

let server: ThrowawayServer;
let antdLocale: Locale;
beforeAll(async () => {
  [server, { antdLocale }] = await Promise.all([startThrowawayServer(), setupI18n("tr")]);
});
afterAll(() => {
  server?.child.kill("SIGTERM");
});

describe("the public create page against the real server", () => {
  it("sends applications without signing in until the address's hourly limit, then says so", async () => {
    await act(async () => {
      render(
        <ConfigProvider locale={antdLocale}>
          <AntdApp>
            <SchemaProvider schemas={[gadgetApplications as unknown as ResourceSchema]}>
              <PublicCreatePage resource="gadget_applications" dataProvider={createPublicDataProvider(server.url)} />
            </SchemaProvider>
          </AntdApp>
        </ConfigProvider>,
      );
    });
    const apply = async (name: string) => {
      fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: name } });
      fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: "05321234567" } });
      fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    };
    // The throwaway schema takes three an hour from one address.
    for (const name of ["Başvuran 1", "Başvuran 2", "Başvuran 3"]) {
      await apply(name);
      fireEvent.click(await screen.findByRole("button", { name: "Yeni Form Gönder" }));
    }
    await apply("Başvuran 4");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Çok fazla deneme yaptınız, lütfen biraz bekleyip tekrar deneyin."));

    const stored = await fetch(`${server.url}/api/gadget_applications?keyword=Başvuran`, { headers: { authorization: `Bearer ${server.token}` } });
    expect((await stored.json()).data.map((row: { full_name: string; phone: string }) => [row.full_name, row.phone]).sort()).toEqual([
      ["Başvuran 1", "+905321234567"],
      ["Başvuran 2", "+905321234567"],
      ["Başvuran 3", "+905321234567"],
    ]);
  });
});
