import { expect, test } from "@playwright/test";
import { apiCall, apiToken, bearer } from "./api-records";
import { blockingViolations, horizontalOverflow } from "./page-checks";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/**
 * Issue 18, KVKK: on a client's page the owner records her campaign consent (the client's İYS switch follows),
 * downloads her data as a PDF, and erases her by typing her name; afterwards the page shows the placeholder and the
 * API holds neither her name nor her phone. At phone width the card fits.
 */

const OWNER = "demo@gelinlik.local";

test("the owner records a consent, exports and erases a client from her page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const run = String(Date.now()).slice(-6);
  const token = await apiToken(request, OWNER);
  const categories = await apiCall<{ data: { id: number }[] }>(request, token, "GET", "definitions?type=client-categories");
  const gsm = `+90534${run.padStart(7, "2")}`;
  const name = `Derya Kvkk ${run}`;
  const client = await apiCall<{ id: number }>(request, token, "POST", "clients", {
    type: "person", full_name: name, category_id: categories.data[0].id, gsm, identity_number: "10000000146",
    groom_full_name: "Mert Damat", groom_gsm: "+905339998877", groom_identity: "10000000146",
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, OWNER);
  await page.goto(`/musteri/${client.id}`);
  const card = page.locator("#privacy-card");
  await expect(card.getByText("Henüz rıza kaydı yok.")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeNull();

  await test.step("records her campaign consent taken by phone", async () => {
    // A click the card's redraw swallows opens nothing: click again until the form is open.
    const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Alındığı Yol") });
    await expect(async () => {
      if (!(await dialog.isVisible())) await card.getByRole("button", { name: /Rıza Kaydet/ }).click({ timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    // Each choice from its list, the list opened again until the option shows.
    const choose = async (label: string, option: string) => {
      const item = page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first();
      await expect(async () => {
        if (!(await item.isVisible())) await dialog.getByLabel(label).click({ force: true });
        await expect(item).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await item.click();
    };
    await choose("Konu", "Kampanya mesajları (İYS)");
    await choose("Alındığı Yol", "Telefonda");
    await dialog.getByRole("button", { name: /Rıza Kaydet/ }).click();
    await expect(card.getByRole("list", { name: "Rıza Geçmişi" }).getByText(/Telefonda/)).toBeVisible();
    expect((await apiCall<{ sms_consent: boolean }>(request, token, "GET", `clients/${client.id}`)).sms_consent).toBe(true);
    expect(await blockingViolations(page, "kvkk")).toEqual([]);
  });

  await test.step("downloads her data as a PDF", async () => {
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: /Verileri İndir \(PDF\)/ }).click();
    expect((await download).suggestedFilename()).toBe(`musteri-${client.id}-kvkk.pdf`);
  });

  await test.step("erases her once her name is typed", async () => {
    await card.getByRole("button", { name: /Kişisel Verileri Sil/ }).click();
    const dialog = page.getByRole("dialog");
    const erase = dialog.getByRole("button", { name: /Kalıcı Olarak Sil/ });
    await expect(erase).toBeDisabled();
    await dialog.getByLabel(/kayıtlı olduğu gibi yazın/).fill(name);
    await erase.click();
    await expect(card.getByText(/tarihinde silindi/)).toBeVisible();
    const row = await apiCall<{ full_name: string; gsm: string | null; erased_at: string | null }>(request, token, "GET", `clients/${client.id}`);
    expect(row).toMatchObject({ full_name: `Anonim #${client.id}`, gsm: null });
    const exported = await (await request.fetch(`/api/clients/${client.id}/export`, { headers: bearer(token) })).text();
    expect(exported).not.toContain(name);
    expect(exported.replace(/\D/g, "")).not.toContain(gsm.slice(3));
  });
  expect(problems).toEqual([]);
});
