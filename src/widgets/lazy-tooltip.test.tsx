// @vitest-environment jsdom
import "../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import LazyTooltip from "./lazy-tooltip";

describe("lazy tooltip (antd form labels' Tooltip in the build)", () => {
  it("shows its target at once and the tooltip once antd's Tooltip has arrived", async () => {
    render(
      <LazyTooltip title="Vergi numarası 10 hanelidir" open>
        <span>VKN</span>
      </LazyTooltip>,
    );
    expect(screen.getByText("VKN")).toBeTruthy();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Vergi numarası 10 hanelidir");
  });
});
