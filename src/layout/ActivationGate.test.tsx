// @vitest-environment jsdom
import "../../tests/setup-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route, Routes } from "react-router";
import { allFlags } from "../domain/permissions";
import { LANGUAGE_STORAGE_KEY } from "../i18n/languages";
import { EngineHarness } from "../engine/__fixtures__/harness";
import type { Company, Identity } from "../providers/session";
import { ActivationGate } from "./ActivationGate";
import { isActivationExempt, missingActivationSteps } from "./activation-steps";

const completeCompany: Company = {
  id: 7,
  full_name: "Prenses Gelinlik",
  title: "Prenses Gelinlik Ltd.",
  phone: "+905321234567",
  phone2: "+905339876543",
  sms_confirmed: true,
  expiration_date: null,
  is_frozen: false,
};

const identityWith = (company: Partial<Company>, firstUser = true): Identity => ({
  id: 1,
  name: "Ayşe",
  email: "a@example.com",
  phone: null,
  locked: false,
  locked_set: false,
  first_user: firstUser,
  roles: ["user"],
  permissions: allFlags(true),
  company: { ...completeCompany, ...company },
  companies: [],
  balance: "0",
});

const renderAt = (path: string, identity: Identity) =>
  render(
    <EngineHarness routerBindings={false} path={path}>
      <Routes>
        <Route
          path="*"
          element={
            <ActivationGate identity={identity}>
              <p>Sayfa içeriği</p>
            </ActivationGate>
          }
        />
        <Route path="/ayarlar" element={<p>Ayarlar sayfası</p>} />
      </Routes>
    </EngineHarness>,
  );

describe("activation prompt", () => {
  it("blocks /anasayfa while phone2 is missing, says what is missing and leads to the settings", async () => {
    renderAt("/anasayfa", identityWith({ phone2: null }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Üyeliğiniz henüz aktif değil");
    expect(dialog.textContent).toContain("2. Telefon");
    expect(dialog.textContent).not.toContain("Firma ünvanı");
    expect(screen.queryByText("Sayfa içeriği")).toBeNull();
    // Not closable: no close button, and Escape leaves it open.
    expect(screen.queryByRole("button", { name: /close|kapat/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ayarlara Git" }));
    expect(await screen.findByText("Ayarlar sayfası")).toBeTruthy();
  });

  it("leaves the settings page open however incomplete the company is", () => {
    render(
      <EngineHarness routerBindings={false} path="/ayarlar">
        <ActivationGate identity={identityWith({ title: null, phone: null, phone2: null, sms_confirmed: false })}>
          <p>Ayarlar sayfası</p>
        </ActivationGate>
      </EngineHarness>,
    );
    expect(screen.getByText("Ayarlar sayfası")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows nothing once the company is complete and its phone verified", () => {
    renderAt("/anasayfa", identityWith({}));
    expect(screen.getByText("Sayfa içeriği")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the language flags working while it is open: the top bar's are behind its mask", async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    renderAt("/anasayfa", identityWith({ phone2: null }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Almanca" }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it("tells a user who is not the first user to ask the shop owner", async () => {
    renderAt("/anasayfa", identityWith({ sms_confirmed: false }, false));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("yalnızca firma sahibi tamamlayabilir");
    expect(dialog.textContent).toContain("Telefon doğrulaması");
  });
});

describe("missing activation steps", () => {
  it("let / through to its redirect and the settings page open", () => {
    expect(isActivationExempt("/")).toBe(true);
    expect(isActivationExempt("/ayarlar")).toBe(true);
    expect(isActivationExempt("/anasayfa")).toBe(false);
    expect(isActivationExempt("/ayarlarx")).toBe(false);
  });

  it("counts a blank title or phone and an unverified phone as missing", () => {
    expect(missingActivationSteps({ title: "  ", phone: "+905321234567", phone2: "", sms_confirmed: false })).toEqual(["title", "phone2", "sms_confirmed"]);
    expect(missingActivationSteps(completeCompany)).toEqual([]);
  });
});
