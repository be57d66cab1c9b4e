// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createFixtureI18n } from "../../engine/__fixtures__/i18n";
import { SearchBox } from "./SearchBox";

describe("search box", () => {
  it("starts with the keyword the list is already filtered by", () => {
    render(
      <I18nextProvider i18n={createFixtureI18n()}>
        <SearchBox initialKeyword="Ayşe" onSearch={() => undefined} />
      </I18nextProvider>,
    );
    expect((screen.getByRole("textbox", { name: "Ara" }) as HTMLInputElement).value).toBe("Ayşe");
  });
});
