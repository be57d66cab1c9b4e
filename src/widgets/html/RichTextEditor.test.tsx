// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setupI18n } from "../../i18n";
import { htmlWidget, LazyRichTextEditor } from ".";
import { RichTextEditor } from "./RichTextEditor";
import { withoutLayout } from "./without-layout";

beforeAll(async () => {
  withoutLayout();
  await setupI18n("tr");
  const { loadAppTranslations } = await import("../../i18n");
  await loadAppTranslations();
});

const textbox = () => screen.findByRole("textbox");

describe("the rich-text editor", () => {
  it("shows the HTML it is given, formatted, under a Turkish toolbar", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Yeni sezon <strong>gelinlikler</strong></p>" onChange={onChange} ariaLabel="Açıklama" />);
    const area = await textbox();
    expect(area.getAttribute("aria-label")).toBe("Açıklama");
    expect(area.querySelector("strong")?.textContent).toBe("gelinlikler");
    // The toolbar speaks Turkish.
    expect(screen.getByRole("button", { name: "Kalın" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tablo Ekle" })).toBeTruthy();
  });

  it("inserts a placeholder chip's {name} where the cursor is", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Sayın </p>" onChange={onChange} placeholders={[{ name: "musteri", label: "Müşteri Adı" }]} />);
    await textbox();
    fireEvent.click(screen.getByRole("button", { name: "Müşteri Adı" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain("{musteri}");
  });

  it("keeps a table (the contract's products) as a table", async () => {
    const onChange = vi.fn();
    const html = "<table><tbody><tr><th><p>Ürün</p></th></tr><tr><td><p>Prenses Gelinlik</p></td></tr></tbody></table>";
    render(<RichTextEditor value={html} onChange={onChange} placeholders={[{ name: "kalan", label: "Kalan" }]} />);
    const area = await textbox();
    expect(area.querySelector("table td")?.textContent).toBe("Prenses Gelinlik");
    fireEvent.click(screen.getByRole("button", { name: "Kalan" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain("<table");
  });

  it("takes a value from outside (a record loaded) without echoing it back", async () => {
    const onChange = vi.fn();
    const Outside = () => {
      const [value, setValue] = useState("<p>Önce</p>");
      return (
        <>
          <button type="button" onClick={() => setValue("<p>Sonra</p>")}>değiştir</button>
          <RichTextEditor value={value} onChange={onChange} />
        </>
      );
    };
    render(<Outside />);
    const area = await textbox();
    expect(area.textContent).toBe("Önce");
    act(() => fireEvent.click(screen.getByRole("button", { name: "değiştir" })));
    await waitFor(() => expect(area.textContent).toBe("Sonra"));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is read-only when disabled: nothing to type in, no chip to insert", async () => {
    render(<RichTextEditor value="<p>x</p>" disabled placeholders={[{ name: "musteri", label: "Müşteri Adı" }]} />);
    const area = await textbox();
    expect(area.getAttribute("contenteditable")).toBe("false");
    expect(screen.getByRole("button", { name: "Müşteri Adı" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Kalın" }).hasAttribute("disabled")).toBe(true);
  });

  it("is the html widget's input, loaded lazily", async () => {
    const onChange = vi.fn();
    const Input = htmlWidget.Input;
    render(<Input id="description" value="<p>Duyuru</p>" onChange={onChange} field={{ name: "description", property: { type: "string" } } as never} resource="announces" />);
    const area = await textbox();
    expect(area.id).toBe("description");
    expect(area.textContent).toBe("Duyuru");
    expect(LazyRichTextEditor).toBeTypeOf("function");
  });
});
