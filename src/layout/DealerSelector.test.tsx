// @vitest-environment jsdom
import "../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../engine/__fixtures__/harness";
import { DealerSelector } from "./DealerSelector";

const companies = [{ id: 7, full_name: "Prenses Moda" }];

describe("dealer selector (its Select loaded only for operators)", () => {
  it("shows an operator the dealer picker once its code has arrived", async () => {
    render(
      <EngineHarness routerBindings={false} path="/anasayfa" allDealers>
        <DealerSelector companies={companies} />
      </EngineHarness>,
    );
    expect(await screen.findByRole("combobox", { name: "Bayi" })).toBeTruthy();
  });

  it("renders nothing, not even a placeholder, for a shop user", () => {
    const { container } = render(
      <EngineHarness routerBindings={false} path="/anasayfa">
        <span>ok</span>
        <DealerSelector companies={companies} />
      </EngineHarness>,
    );
    expect(screen.getByText("ok")).toBeTruthy();
    expect(container.querySelector(".ant-skeleton")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
