// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi, on } from "../../providers/testing/fake-api";
import { SettingsHarness, userInfo, userRoute } from "./__fixtures__/settings-harness";
import { LOGO_MAX_BYTES } from "./logo-file";

afterEach(() => vi.unstubAllGlobals());

/** The fake API answers JSON only; uploads (multipart) are answered here and counted. */
const withUploads = (answer: { status: number; body: unknown }) => {
  const api = installFakeApi(
    userRoute(),
    on("GET", "/api/cities", 404, {}),
    on("POST", "/api/profile/update-company", 200, { message: "Firma bilgileri güncellendi." }),
  );
  const uploads: File[] = [];
  vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === "string" ? new Request(input, init) : input;
    if (new URL(request.url).pathname !== "/api/image-upload") return api.fetchMock(input, init);
    uploads.push((await request.formData()).get("file") as File);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  });
  return { api, uploads };
};

const pick = async (file: File) => {
  await screen.findByRole("button", { name: /Logo Yükle/ });
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  expect(input.getAttribute("accept")).toBe(".jpg,.jpeg,.png");
  fireEvent.change(input, { target: { files: [file] } });
};

describe("logo upload", () => {
  it("refuses a program before sending it", async () => {
    const { uploads } = withUploads({ status: 201, body: { file_url: "/uploads/x.png" } });
    render(<SettingsHarness />);
    await pick(new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }));
    expect(await screen.findByText("Logo yalnızca JPEG veya PNG olabilir.")).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("refuses a picture over 2 MB before sending it", async () => {
    const { uploads } = withUploads({ status: 201, body: { file_url: "/uploads/x.png" } });
    render(<SettingsHarness />);
    await pick(new File([new Uint8Array(LOGO_MAX_BYTES + 1)], "logo.png", { type: "image/png" }));
    expect(await screen.findByText("Logo en fazla 2 MB olabilir.")).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("shows the server's refusal of a file that only pretends to be a PNG", async () => {
    const { uploads } = withUploads({ status: 422, body: { message: "Dosya bir JPEG veya PNG resmi değil.", errors: { file: ["Dosya bir JPEG veya PNG resmi değil."] } } });
    render(<SettingsHarness />);
    await pick(new File(["merhaba"], "logo.png", { type: "image/png" }));
    expect(await screen.findByText("Dosya bir JPEG veya PNG resmi değil.")).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });

  it("saves an accepted upload as the company's logo and reads the identity again", async () => {
    const { api } = withUploads({ status: 201, body: { file_url: "/uploads/abc.png" } });
    render(<SettingsHarness />);
    await pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" }));
    await waitFor(() => expect(api.requests.find((request) => request.url.pathname === "/api/profile/update-company")?.body).toEqual({ logo_url: "/uploads/abc.png" }));
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === "/api/user")).toHaveLength(2));
  });

  it("removes the logo from the company first, then its file", async () => {
    const api = installFakeApi(
      userRoute(userInfo({ company: { logo_url: "/uploads/old.png" } })),
      on("GET", "/api/cities", 404, {}),
      on("POST", "/api/profile/update-company", 200, { message: "Firma bilgileri güncellendi." }),
      on("POST", "/api/delete-image-by-url", 200, { message: "Silindi." }),
    );
    render(<SettingsHarness />);
    fireEvent.click(await screen.findByRole("button", { name: /Logoyu Kaldır/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === "/api/delete-image-by-url")).toBe(true));
    const calls = api.requests.filter((request) => request.method === "POST").map((request) => [request.url.pathname, request.body]);
    expect(calls).toEqual([
      ["/api/profile/update-company", { logo_url: null }],
      ["/api/delete-image-by-url", { url: "/uploads/old.png" }],
    ]);
  });
});
