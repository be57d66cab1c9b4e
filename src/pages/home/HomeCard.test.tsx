// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FactsTable, HomeCard } from "./HomeCard";

describe("home card (in place of antd's Card and Descriptions)", () => {
  it("titles the card and reads each fact as a row named by its label", () => {
    render(
      <HomeCard title="Üyelik">
        <FactsTable facts={[{ label: "Firma", value: "Ayşe Gelinlik" }, { label: "Kalan gün", value: <span id="days">12</span> }]} />
      </HomeCard>,
    );
    expect(screen.getByRole("heading", { name: "Üyelik" })).toBeTruthy();
    const rows = screen.getAllByRole("row");
    expect(rows.map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent])).toEqual([
      ["Firma", "Ayşe Gelinlik"],
      ["Kalan gün", "12"],
    ]);
  });
});
