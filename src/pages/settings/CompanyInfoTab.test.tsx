// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi, on } from "../../providers/testing/fake-api";
import { SettingsHarness, userInfo, userRoute } from "./__fixtures__/settings-harness";

const reload = vi.hoisted(() => ({ at: vi.fn<(path: string) => void>() }));
vi.mock("../reload-at", () => ({ reloadAt: reload.at }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const userCalls = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((request) => request.url.pathname === "/api/user").length;

describe("company info tab", () => {
  it("shows the stored phones in the mask and sends only what changed, then reads the identity again", async () => {
    const api = installFakeApi(
      userRoute(),
      on("GET", "/api/cities", 404, {}),
      on("POST", "/api/profile/update-company", 200, { message: "Firma bilgileri güncellendi." }),
    );
    render(<SettingsHarness />);
    expect(((await screen.findByLabelText("Telefon")) as HTMLInputElement).value).toBe("+90 (532) 123 45 67");
    fireEvent.change(screen.getByLabelText("Web Sitesi"), { target: { value: "prenses.com.tr" } });
    // Without /api/cities the city and county are typed.
    fireEvent.change(await screen.findByRole("textbox", { name: "İl" }), { target: { value: "İzmir" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Firma bilgileri güncellendi.")).toBeTruthy();
    expect(api.requests.find((request) => request.url.pathname === "/api/profile/update-company")?.body).toEqual({ website: "prenses.com.tr", city: "İzmir" });
    await waitFor(() => expect(userCalls(api)).toBe(2));
  });

  it("offers cities from GET /api/cities; another city empties the county", async () => {
    const cities = [
      { code: "06", name: "Ankara", districts: ["Çankaya"] },
      { code: "35", name: "İzmir", districts: ["Bornova", "Karşıyaka"] },
    ];
    const api = installFakeApi(
      userRoute(userInfo({ company: { city: "İzmir", county: "Bornova" } })),
      on("GET", "/api/cities", 200, { data: cities }),
      on("POST", "/api/profile/update-company", 200, { message: "Firma bilgileri güncellendi." }),
    );
    render(<SettingsHarness />);
    await waitFor(() => expect(screen.getByLabelText("İl").getAttribute("role")).toBe("combobox"));
    fireEvent.mouseDown(screen.getByLabelText("İl"));
    fireEvent.click(await screen.findByTitle("Ankara"));
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Firma bilgileri güncellendi.")).toBeTruthy();
    expect(api.requests.find((request) => request.url.pathname === "/api/profile/update-company")?.body).toEqual({ city: "Ankara", county: null });
  });

  it("shows a stored landline as the second phone and says a landline will do", async () => {
    installFakeApi(userRoute(userInfo({ company: { phone2: "+902121234567" } })), on("GET", "/api/cities", 404, {}));
    render(<SettingsHarness />);
    expect(((await screen.findByLabelText("2. Telefon")) as HTMLInputElement).value).toBe("+90 (212) 123 45 67");
    expect(screen.getByText("Sabit hat veya cep telefonu.")).toBeTruthy();
  });

  it("checks the website and the postal code before sending", async () => {
    const api = installFakeApi(userRoute(), on("GET", "/api/cities", 404, {}));
    render(<SettingsHarness />);
    fireEvent.change(await screen.findByLabelText("Web Sitesi"), { target: { value: "prenses" } });
    fireEvent.change(screen.getByLabelText("Posta Kodu"), { target: { value: "3471" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Geçerli bir web adresi giriniz, örneğin https://magazam.com.tr.")).toBeTruthy();
    expect(await screen.findByText("Posta kodunu 5 rakam olarak giriniz.")).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === "/api/profile/update-company")).toBe(false);
  });

  it("requires the title and both phones that activate the shop", async () => {
    const api = installFakeApi(userRoute(userInfo({ company: { title: null, phone2: null } })), on("GET", "/api/cities", 404, {}));
    render(<SettingsHarness />);
    fireEvent.click(await screen.findByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Firma Ünvanı alanını doldurunuz.")).toBeTruthy();
    expect(screen.getByText("Telefon numarası giriniz.")).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === "/api/profile/update-company")).toBe(false);
  });

  it("verifies an unconfirmed phone: sends the code, waits 60 s to resend, confirms and reloads at '/'", async () => {
    const api = installFakeApi(
      userRoute(userInfo({ company: { sms_confirmed: false } })),
      on("GET", "/api/cities", 404, {}),
      on("POST", "/api/profile/send-activation-code", 200, { message: "Doğrulama kodu gönderildi." }),
      on("POST", "/api/profile/activate-account", 200, { message: "Telefonunuz doğrulandı." }),
    );
    render(<SettingsHarness />);
    fireEvent.click(await screen.findByRole("button", { name: "Kod Gönder" }));
    expect(await screen.findByText("Doğrulama kodu gönderildi.")).toBeTruthy();
    const resend = await screen.findByRole("button", { name: /Tekrar gönder \(60 sn\)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Doğrulama Kodu"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Doğrula" }));
    expect(await screen.findByText("Telefonunuz doğrulandı.")).toBeTruthy();
    expect(api.requests.find((request) => request.url.pathname === "/api/profile/activate-account")?.body).toEqual({ code: "123456" });
    // Spec §4: success reloads to '/'.
    await waitFor(() => expect(reload.at).toHaveBeenCalledWith("/"));
  });

  it("lets the resend button count down to zero", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeApi(
      userRoute(userInfo({ company: { sms_confirmed: false } })),
      on("GET", "/api/cities", 404, {}),
      on("POST", "/api/profile/send-activation-code", 200, { message: "Doğrulama kodu gönderildi." }),
    );
    render(<SettingsHarness />);
    fireEvent.click(await screen.findByRole("button", { name: "Kod Gönder" }));
    await screen.findByRole("button", { name: /Tekrar gönder \(60 sn\)/ });
    for (let second = 0; second < 60; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(((await screen.findByRole("button", { name: "Kod Gönder" })) as HTMLButtonElement).disabled).toBe(false);
  });
});
