// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeField } from "../../engine/fields";
import type { JsonProperty } from "../../engine/types";
import SubListTable from "./SubListTable";

const accounts = describeField("accounts", {
  type: "array",
  items: {
    type: "object",
    properties: { bank_name: { type: "string", minLength: 1 }, iban: { type: "string", format: "iban" } },
    required: ["bank_name", "iban"],
  },
} as JsonProperty);

describe("a show page's sub-list table on a narrow screen", () => {
  it("keeps its cells on one line and scrolls inside a labelled box the keyboard can reach, not the page", async () => {
    render(<SubListTable value={[{ bank_name: "Ziraat Bankası", iban: "TR330006100519786457841326" }]} field={accounts} resource="clients" context="show" record={{}} />);
    const box = screen.getByRole("region");
    expect(box.getAttribute("aria-label")).toBeTruthy();
    expect(box.tabIndex).toBe(0);
    // A grid track that asks no width of the page's column, and a table as wide as its cells need, scrolled here.
    expect(box.style.gridTemplateColumns).toBe("minmax(0, 1fr)");
    expect(box.style.overflowX).toBe("auto");
    expect((box.firstElementChild as HTMLElement).style.width).toBe("max-content");
    expect(await screen.findByText("Ziraat Bankası")).toBeTruthy();
  });
});
