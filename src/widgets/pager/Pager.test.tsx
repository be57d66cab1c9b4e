// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createFixtureI18n } from "../../engine/__fixtures__/i18n";
import { Pager } from "./Pager";

const renderPager = (props: Omit<ComponentProps<typeof Pager>, "onChange">) =>
  render(
    <I18nextProvider i18n={createFixtureI18n()}>
      <Pager {...props} onChange={() => undefined} />
    </I18nextProvider>,
  );

describe("pager", () => {
  it("says 'at least' and offers no last page when the server counted only a few pages ahead", () => {
    renderPager({ total: 166, exact: false, perPage: 15, current: 1 });
    const pager = screen.getByRole("navigation", { name: "Sayfalar" });
    expect(within(pager).getByText("En az 166 kayıt")).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "10 sayfa ileri" })).toBeTruthy();
    expect(within(pager).queryByRole("button", { name: "Son" })).toBeNull();
  });

  it("shows the total and the last page when the count is exact", () => {
    renderPager({ total: 166, perPage: 15, current: 1 });
    const pager = screen.getByRole("navigation", { name: "Sayfalar" });
    expect(within(pager).getByText("Toplam 166 kayıt")).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Son" })).toBeTruthy();
  });

  it("offers the page sizes it is given and pages a list smaller than 14 rows once a page is smaller", async () => {
    const sizes: number[] = [];
    render(
      <I18nextProvider i18n={createFixtureI18n()}>
        <Pager total={10} perPage={5} current={1} onChange={() => undefined} pageSizes={[5, 7, 10]} onPageSizeChange={(size) => sizes.push(size)} />
      </I18nextProvider>,
    );
    const pager = screen.getByRole("navigation", { name: "Sayfalar" });
    expect(within(pager).getByRole("button", { name: "Sayfa 2" })).toBeTruthy();
    fireEvent.mouseDown(within(pager).getByRole("combobox", { name: "Sayfa başına kayıt" }));
    fireEvent.click(await screen.findByText("10 / sayfa"));
    expect(sizes).toEqual([10]);
  });
});
