// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../providers/token-store";
import { downloadProductList } from "./download-product-list";

const pdfAnswer = () =>
  new Response("%PDF-1.3", {
    status: 200,
    headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="urun-listesi-gelinlik.pdf"' },
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe("downloadProductList", () => {
  it("asks for the category's PDF with the session's token and saves it under the server's file name", async () => {
    tokenStore.set("secret-token");
    const fetched = vi.fn(async () => pdfAnswer());
    vi.stubGlobal("fetch", fetched);
    URL.createObjectURL = vi.fn(() => "blob:pdf");
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await downloadProductList(7);
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/exportServices?category=7");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret-token");
    expect(saved).toEqual([{ href: "blob:pdf", download: "urun-listesi-gelinlik.pdf" }]);
  });

  it("asks for every category without one", async () => {
    const fetched = vi.fn(async () => pdfAnswer());
    vi.stubGlobal("fetch", fetched);
    URL.createObjectURL = vi.fn(() => "blob:pdf");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await downloadProductList();
    expect((fetched.mock.calls[0] as unknown as [string])[0]).toBe("/api/exportServices");
  });

  it("rejects with the server's message and saves nothing when the server refuses", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Kayıt bulunamadı." }), { status: 404 })));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await expect(downloadProductList(99)).rejects.toMatchObject({ statusCode: 404, message: "Kayıt bulunamadı." });
    expect(click).not.toHaveBeenCalled();
  });
});
