// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp, ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import { MemoryRouter, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { gadgetApplications } from "../../../server/engine/__fixtures__/gadgets.schema";
import { SchemaProvider } from "../../engine/schema-context";
import type { ResourceSchema } from "../../engine/types";
import { setupI18n } from "../../i18n";
import { installFakeApi, on } from "../../providers/testing/fake-api";
import { publicCreatePages, publicCreateRoutes } from "./routes";

const applications = gadgetApplications as unknown as ResourceSchema;

let antdLocale: Locale;
beforeAll(async () => {
  ({ antdLocale } = await setupI18n("tr"));
  // The page's chunk, loaded here so the first test's wait is for the page, not for the import.
  await import("./PublicCreatePage");
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The app's public routes for the throwaway application schema, opened at its path. */
const openPage = () =>
  act(async () => {
    render(
      <ConfigProvider locale={antdLocale}>
        <AntdApp>
          <SchemaProvider schemas={[applications]}>
            <MemoryRouter initialEntries={["/gadget-basvuru"]}>
              <Routes>{publicCreateRoutes([applications])}</Routes>
            </MemoryRouter>
          </SchemaProvider>
        </AntdApp>
      </ConfigProvider>,
    );
  });

const fill = async () => {
  fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: "Ayşe Yılmaz" } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: "05321234567" } });
};
const send = () => fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
const posts = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((request) => request.method === "POST");

describe("public create page", () => {
  it("is declared by routes.publicCreate of a publicCreate resource only", () => {
    expect(publicCreatePages([applications])).toEqual([{ resource: "gadget_applications", path: "/gadget-basvuru" }]);
    const withoutKeyword = { ...applications, "x-resource": { ...applications["x-resource"], publicCreate: undefined } } as ResourceSchema;
    expect(publicCreatePages([withoutKeyword])).toEqual([]);
  });

  it("sends the generated form without a token, even on a signed-in browser, and thanks the sender", async () => {
    localStorage.setItem("token", "tok-1");
    const api = installFakeApi(on("POST", "/api/gadget_applications", 201, { id: 1, full_name: "Ayşe Yılmaz", phone: "+905321234567" }));
    await openPage();
    await waitFor(() => expect(document.title).toBe("Gadget applications | Gelinlik Yönetim Paneli"));
    await fill();
    send();
    expect(await screen.findByText("Teşekkür ederiz!")).toBeTruthy();
    const [post] = posts(api);
    expect(post.body).toEqual({ full_name: "Ayşe Yılmaz", phone: "+90 (532) 123 45 67" });
    expect(post.headers.get("authorization")).toBeNull();
    expect(post.headers.get("accept-language")).toBe("tr");

    // Another application starts from an empty form.
    fireEvent.click(screen.getByRole("button", { name: "Yeni Form Gönder" }));
    expect(((await screen.findByLabelText(/Full name/)) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message when the address sent too many, and keeps what was typed", async () => {
    const tooMany = "Çok fazla deneme yaptınız, lütfen biraz bekleyip tekrar deneyin.";
    const api = installFakeApi(on("POST", "/api/gadget_applications", 429, { message: tooMany }));
    await openPage();
    await fill();
    send();
    expect((await screen.findByRole("alert")).textContent).toBe(tooMany);
    expect(screen.queryByText("Teşekkür ederiz!")).toBeNull();
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe("Ayşe Yılmaz");
    expect(posts(api)).toHaveLength(1);
  });

  it("puts a 422's messages on the fields they name", async () => {
    const message = "Geçerli bir cep telefonu numarası giriniz.";
    installFakeApi(on("POST", "/api/gadget_applications", 422, { message, errors: { phone: [message] } }));
    await openPage();
    await fill();
    send();
    const phoneItem = () => screen.getByLabelText(/Phone/).closest(".ant-form-item") as HTMLElement;
    await waitFor(() => expect(phoneItem().textContent).toContain(message));
    // Said on the field only, not again above the form.
    expect(document.querySelector(".ant-alert")).toBeNull();
    expect(screen.queryByText("Teşekkür ederiz!")).toBeNull();
  });
});
